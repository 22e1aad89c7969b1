import type { App } from '../../tipos';
import { Datos } from '@domain/contrato/comun';
import { FilaActividad, FilaGeneroParcelas, FilaPlantasTipo, TotalesTableroParcelas } from '@domain/contrato/parcelas';
import { registrarCifras } from '../../search/cifras';
import { conteoActividades, plantasPorTipo, sumasPorGenero, sumasTotales } from './parcelas-tablero.repository';
import { filasActividades, filasGenero, totalesTablero } from '@domain/parcelas/tablero-parcelas';

const ETIQUETA = 'Parcelas';
const base = { etiqueta: ETIQUETA, permisos: ['PARCELAS'] };

/**
 * The plots dashboard's figures (spec 001 §2.2, §7 'Plot dashboard'): the search body, of which only the cycle
 * and the filter panel are read, as every dashboard figure (registrarCifras); each answer is `{data: [...]}`.
 */
export function rutasParcelasTablero(app: App): void {
  registrarCifras(
    app,
    {
      ...base,
      ruta: 'dashboards/parcelas/totales',
      summary: 'Tablero de parcelas: parcelas con formulario, hectáreas de cultivo y su promedio (filtro id_ciclo)',
      respuesta: Datos(TotalesTableroParcelas),
    },
    async ({ coop, ciclo, panel }) => {
      const s = await sumasTotales(app.db, coop, ciclo, panel);
      return { data: [totalesTablero(s.parcelas, s.hectareas)] };
    },
  );

  registrarCifras(
    app,
    {
      ...base,
      ruta: 'dashboards/parcelas/plantas',
      summary: 'Tablero de parcelas: plantas por tipo de las parcelas con formulario (filtro id_ciclo)',
      respuesta: Datos(FilaPlantasTipo),
    },
    async ({ coop, ciclo, panel }) => ({ data: await plantasPorTipo(app.db, coop, ciclo, panel) }),
  );

  registrarCifras(
    app,
    {
      ...base,
      ruta: 'dashboards/parcelas/otras',
      summary: 'Tablero de parcelas: parcelas con formulario por otra actividad productiva, y sin ninguna (filtro id_ciclo)',
      respuesta: Datos(FilaActividad),
    },
    async ({ coop, ciclo, panel }) => ({ data: filasActividades(await conteoActividades(app.db, coop, ciclo, panel)) }),
  );

  registrarCifras(
    app,
    {
      ...base,
      ruta: 'dashboard/avances/productores_majomut_genero',
      summary:
        'Tablero de parcelas: hectáreas de cultivo, superficie total y estimación de cosecha (kg) por género (mujer, hombre, sin_asignar; filtro id_ciclo)',
      respuesta: Datos(FilaGeneroParcelas),
    },
    async ({ coop, ciclo, panel }) => ({ data: filasGenero(await sumasPorGenero(app.db, coop, ciclo, panel)) }),
  );
}
