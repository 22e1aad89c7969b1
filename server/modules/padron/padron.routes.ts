import type { App } from '../../tipos';
import { invalido, noEncontrado } from '../../errores';
import { nulo, objeto } from '../../esquemas';
import { esquemaBusqueda, type Filtro } from '../../search/motor';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import { cicloDeCooperativa, listarAltas } from './padron.repository';
import { padronAltas } from './padron.resource';

const ETIQUETA = 'Padrón';

/** Altas request row (spec 001 §3) with the producer it names. */
const esquemaFilaAlta = {
  type: 'object',
  properties: {
    uuid_cuentas_altas_solicitud: { type: 'string' },
    confirmado: { type: 'integer' },
    id_cuenta: { type: 'integer' },
    id_ciclo: { type: 'integer' },
    uuid_productor: { type: 'string' },
    nombre: { type: 'string' },
    clave_tx: nulo('string'),
    localidad: { type: 'string' },
    municipio: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

const cuerpoAltas = objeto({ filters: esquemaBusqueda.properties.filters }, ['filters']);
const MENSAJE_FILTROS = 'Indique el ciclo (id_ciclo) y el estado (confirmado 0 o 1)';

export function rutasPadron(app: App): void {
  registrarBusqueda(app, padronAltas, ETIQUETA, esquemaFilaAlta);

  app.post(
    '/api/admin/sic/padron_altas',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Solicitudes de alta al padrón de un ciclo, pendientes (confirmado 0) o confirmadas (1); todas, sin páginas',
        body: cuerpoAltas,
        response: { 200: objeto({ data: { type: 'array', items: esquemaFilaAlta } }) },
      },
      preHandler: app.requiere('PADRON'),
    },
    async (req) => {
      const { filters } = req.body as { filters: Filtro[] };
      // Spec 000 §7 always sends both: without them the answer would be every request of every cycle.
      const filtro = (c: string) => filters.find((f) => f.column === c && f.operator === '=');
      const ciclo = filtro('id_ciclo')?.value;
      if (ciclo === undefined || !filtro('confirmado')) throw invalido({ filters: [MENSAJE_FILTROS] });
      // A cycle of another cooperative is not found (DECISIONS.md); a malformed value is the engine's 422 below.
      if (Number.isSafeInteger(ciclo) && !(await cicloDeCooperativa(app.db, req.usuario.id_cooperativa, ciclo as number)))
        throw noEncontrado();
      return { data: await listarAltas(app.db, req.usuario, filters) };
    },
  );
}
