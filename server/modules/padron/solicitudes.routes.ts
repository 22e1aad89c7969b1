import type { TSchema } from 'typebox';
import type { App } from '../../tipos';
import { actorDe } from '../../actor';
import { respuestaArchivo } from '../../descarga';
import { noEncontrado } from '../../errores';
import type { Filtro } from '../../search/motor';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import type { RecursoBusqueda } from '../../search/recurso';
import { leerConfiguracion } from '../cooperativas/configuracion.repository';
import { cicloPorUuid } from '../catalogos/ciclos.repository';
import type { ColumnaExcel } from '../../excel/libro';
import { responderExcel } from '../../excel/respuesta';
import { listarSolicitudes } from './padron.repository';
import { padronAltas } from './padron.resource';
import { padronBajas } from './bajas/bajas.resource';
import { confirmarAltas } from './altas/confirmar-altas';
import { cancelarAltas } from './altas/cancelar-altas';
import { confirmarBajas } from './bajas/confirmar-bajas';
import { cancelarBajas } from './bajas/cancelar-bajas';
import { columnasAltas, columnasBajas } from './solicitudes-excel';
import { nombreConFecha } from '@domain/comun/descargas';
import { ParamUuid } from '@domain/contrato/comun';
import {
  CuerpoCancelarAltas,
  CuerpoCancelarBajas,
  CuerpoConfirmarAltas,
  CuerpoConfirmarBajas,
  FilaBaja,
  QueryExcelSolicitudes,
  RespuestaDecision,
  type FilaAlta,
} from '@domain/contrato/padron';

const ETIQUETA = 'Padrón';

/**
 * Registry additions and removals (spec 001 §2.12, §7): the Bajas list, the four decisions and the two Excel files.
 * HTTP only: the rules live in the use cases and domain/padron/solicitudes.ts.
 */
export function rutasSolicitudesPadron(app: App): void {
  registrarBusqueda(app, padronBajas, ETIQUETA, FilaBaja);

  const esquema = <C extends TSchema>(accion: string, body: C) => ({
    tags: [ETIQUETA],
    summary: `${accion}: cambian solo las solicitudes pendientes del ciclo; 404 si alguna no es de la cooperativa y el ciclo, 409 si ya estaban todas atendidas`,
    body,
    response: { 200: RespuestaDecision },
  });
  app.post(
    '/api/admin/sic/confirmar_altas',
    { schema: esquema('Confirmar altas', CuerpoConfirmarAltas), preHandler: app.requiere('PADRON_ALTAS') },
    async (req) => confirmarAltas(app.db, actorDe(req), req.body),
  );
  app.post(
    '/api/admin/sic/cancelar_altas',
    { schema: esquema('Cancelar altas', CuerpoCancelarAltas), preHandler: app.requiere('PADRON_ALTAS') },
    async (req) => cancelarAltas(app.db, actorDe(req), req.body),
  );
  app.post(
    '/api/admin/sic/confirmar_bajas',
    { schema: esquema('Confirmar bajas', CuerpoConfirmarBajas), preHandler: app.requiere('PADRON_BAJAS') },
    async (req) => confirmarBajas(app.db, actorDe(req), req.body),
  );
  app.post(
    '/api/admin/sic/cancelar_bajas',
    { schema: esquema('Cancelar bajas', CuerpoCancelarBajas), preHandler: app.requiere('PADRON_BAJAS') },
    async (req) => cancelarBajas(app.db, actorDe(req), req.body),
  );

  excel<FilaAlta>(app, 'padron_altas', 'PADRON_ALTAS_EXPORTAR', padronAltas, 's.created_at', columnasAltas, 'Altas');
  excel<FilaBaja>(app, 'padron_bajas', 'PADRON_BAJAS_EXPORTAR', padronBajas, 'b.created_at', columnasBajas, 'Bajas');
}

/**
 * GET xls/<nombre>/{uuid del ciclo}: the screen's rows (?confirmado=0 Pendientes, 1 Historial; none: both), read
 * with the list's own resource and streamed. File `<nombre>_<ciclo>_YYYYMMDD_HHmmss.xlsx` in the cooperative's time.
 */
function excel<T>(
  app: App,
  nombre: string,
  permiso: string,
  recurso: RecursoBusqueda,
  creada: string,
  columnas: (zona: string | null | undefined) => ColumnaExcel<T>[],
  hoja: string,
): void {
  app.get(
    `/api/xls/${nombre}/:uuid`,
    {
      schema: {
        tags: [ETIQUETA],
        summary: `Excel de las solicitudes (${hoja}) de un ciclo (uuid del ciclo); ?confirmado=0 pendientes, 1 historial`,
        params: ParamUuid,
        querystring: QueryExcelSolicitudes,
        response: respuestaArchivo(`Libro .xlsx, descargado como ${nombre}_<ciclo>_YYYYMMDD_HHmmss.xlsx`, 'xlsx'),
      },
      preHandler: app.requiere(permiso),
    },
    async (req, reply) => {
      const coop = req.usuario.id_cooperativa;
      const ciclo = await cicloPorUuid(app.db, coop, req.params.uuid);
      if (!ciclo) throw noEncontrado();
      const cfg = await leerConfiguracion(app.db, coop);
      const { confirmado } = req.query;
      const filtros: Filtro[] = [
        { column: 'id_ciclo', operator: '=', value: ciclo.id },
        ...(confirmado ? [{ column: 'confirmado', operator: '=', value: Number(confirmado) }] : []),
      ];
      // A cycle's requests are a few hundred at most: one page.
      const filas = await listarSolicitudes<T>(app.db, recurso, creada, req.usuario, filtros);
      const archivo = nombreConFecha([nombre, ciclo.nombre], 'xlsx', cfg?.zona_horaria);
      return responderExcel(reply, archivo, { hoja, columnas: columnas(cfg?.zona_horaria), paginas: [filas] });
    },
  );
}
