import type { App } from '../../tipos';
import { invalido, noEncontrado } from '../../errores';
import { objeto } from '../../esquemas';
import { esquemaBusqueda, type Filtro } from '../../search/motor';
import { cicloDeCooperativa } from '../padron/padron.repository';
import { conteoActividades, plantasPorTipo, sumasPorGenero, sumasTotales } from './parcelas-tablero.repository';
import { filasActividades, filasGenero, totalesTablero } from '@domain/tablero-parcelas';

const ETIQUETA = 'Parcelas';

const lista = (fila: object) => objeto({ data: { type: 'array', items: fila } });
const numero = { type: 'number' } as const;
const MENSAJE_CICLO = 'Indique el ciclo (filtro id_ciclo con el operador =)';

/**
 * The dashboard calls take the search body (so the client's search helper calls them as any `_search`) and
 * read only the cycle: another filter is a mistake and gets a 422 rather than being ignored; sorts and pages
 * do not apply to a handful of figures. A cycle of another cooperative is not found (DECISIONS.md).
 */
async function cicloDelTablero(app: App, idCooperativa: number, filtros: Filtro[] | undefined): Promise<number> {
  const errores: Record<string, string[]> = {};
  (filtros ?? []).forEach((f, i) => {
    if (f.column !== 'id_ciclo') errores[`filters.${i}`] = [`La columna '${f.column}' no se puede filtrar`];
    else if (f.operator !== '=' || !Number.isSafeInteger(f.value) || (f.value as number) < 1) errores[`filters.${i}`] = [MENSAJE_CICLO];
  });
  const ciclo = (filtros ?? []).find((f) => f.column === 'id_ciclo')?.value;
  if (ciclo === undefined && !Object.keys(errores).length) errores.filters = [MENSAJE_CICLO];
  if (Object.keys(errores).length) throw invalido(errores);
  if (!(await cicloDeCooperativa(app.db, idCooperativa, ciclo as number))) throw noEncontrado();
  return ciclo as number;
}

/** The plots dashboard's figures (spec 001 §2.2, §7 'Plot dashboard'). */
export function rutasParcelasTablero(app: App): void {
  const tablero = <T>(ruta: string, summary: string, fila: object, calcular: (coop: number, ciclo: number) => Promise<T[]>) =>
    app.post(
      ruta,
      {
        schema: { tags: [ETIQUETA], summary, body: esquemaBusqueda, response: { 200: lista(fila) } },
        preHandler: app.requiere('PARCELAS'),
      },
      async (req) => {
        const coop = req.usuario.id_cooperativa;
        const ciclo = await cicloDelTablero(app, coop, (req.body as { filters?: Filtro[] } | undefined)?.filters);
        return { data: await calcular(coop, ciclo) };
      },
    );

  tablero(
    '/api/dashboards/parcelas/totales_search',
    'Tablero de parcelas: parcelas con formulario, hectáreas de cultivo y su promedio (filtro id_ciclo)',
    { type: 'object', properties: { parcelas_totales: { type: 'integer' }, total_has_cafe: numero, promedio_has_cafe: numero } },
    async (coop, ciclo) => {
      const s = await sumasTotales(app.db, coop, ciclo);
      return [totalesTablero(s.parcelas, s.hectareas)];
    },
  );

  tablero(
    '/api/dashboards/parcelas/plantas_search',
    'Tablero de parcelas: plantas por tipo de las parcelas con formulario (filtro id_ciclo)',
    { type: 'object', properties: { id_tipo_planta: { type: 'integer' }, tipo: { type: 'string' }, total: numero } },
    (coop, ciclo) => plantasPorTipo(app.db, coop, ciclo),
  );

  tablero(
    '/api/dashboards/parcelas/otras_search',
    'Tablero de parcelas: parcelas con formulario por otra actividad productiva, y sin ninguna (filtro id_ciclo)',
    { type: 'object', properties: { clave: { type: 'string' }, etiqueta: { type: 'string' }, total: { type: 'integer' } } },
    async (coop, ciclo) => filasActividades(await conteoActividades(app.db, coop, ciclo)),
  );

  tablero(
    '/api/dashboard/avances/productores_majomut_genero_search',
    'Tablero de parcelas: hectáreas de cultivo, superficie total y estimación de cosecha (kg) por género (mujer, hombre, sin_asignar; filtro id_ciclo)',
    {
      type: 'object',
      properties: { genero: { type: 'string' }, etiqueta: { type: 'string' }, ha_cafe: numero, ha_cult: numero, ha_estimacion: numero },
    },
    async (coop, ciclo) => filasGenero(await sumasPorGenero(app.db, coop, ciclo)),
  );
}
