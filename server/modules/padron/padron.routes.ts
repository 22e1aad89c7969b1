import type { App } from '../../tipos';
import { invalido, noEncontrado } from '../../errores';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import { cicloDeCooperativa, listarAltas } from './padron.repository';
import { padronAltas } from './padron.resource';
import { CuerpoAltas, FilaAlta, RespuestaAltas } from '@domain/contrato/padron';

const ETIQUETA = 'Padrón';

const MENSAJE_FILTROS = 'Indique el ciclo (id_ciclo) y el estado (confirmado 0 o 1)';

/** Registry registrations (spec 001 §2.12; 000 §7 'padron_altas'): HTTP only. */
export function rutasPadron(app: App): void {
  registrarBusqueda(app, padronAltas, ETIQUETA, FilaAlta);

  app.post(
    '/api/admin/sic/padron_altas',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Solicitudes de alta al padrón de un ciclo, pendientes (confirmado 0) o confirmadas (1); todas, sin páginas',
        body: CuerpoAltas,
        response: { 200: RespuestaAltas },
      },
      preHandler: app.requiere('PADRON'),
    },
    async (req) => {
      const { filters } = req.body;
      // Spec 000 §7 always sends both: without them the answer would be every request of every cycle.
      const filtro = (c: string) => filters.find((f) => f.column === c && f.operator === '=');
      const ciclo = filtro('id_ciclo')?.value;
      if (ciclo === undefined || !filtro('confirmado')) throw invalido({ filters: [MENSAJE_FILTROS] });
      // A cycle of another cooperative is not found (DECISIONS.md); a malformed value is the engine's 422 below.
      if (
        typeof ciclo === 'number' &&
        Number.isSafeInteger(ciclo) &&
        !(await cicloDeCooperativa(app.db, req.usuario.id_cooperativa, ciclo))
      )
        throw noEncontrado();
      return { data: await listarAltas(app.db, req.usuario, filters) };
    },
  );
}
