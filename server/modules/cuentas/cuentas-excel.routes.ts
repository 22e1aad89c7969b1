import type { App } from '../../tipos';
import { respuestaArchivo } from '../../descarga';
import { responderExcel } from '../../excel/respuesta';
import { noEncontrado } from '../../errores';
import type { Filtro } from '../../search/motor';
import { leerConfiguracion } from '../cooperativas/configuracion.repository';
import { cicloPorUuid } from '../catalogos/ciclos.repository';
import { paginasProductores } from './cuentas-excel.repository';
import { columnasProductores } from './cuentas-excel';
import { nombreConFecha } from '@domain/comun/descargas';
import { hoyEnZona } from '@domain/comun/formato';
import { ParamUuid } from '@domain/contrato/comun';
import { QueryExcelCuentas } from '@domain/contrato/cuentas';

const ETIQUETA = 'Productores';

/** The producers list as an Excel workbook, streamed. */
export function rutasCuentasExcel(app: App): void {
  app.get(
    '/api/xls/cuentas/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Excel de los productores de un ciclo (uuid del ciclo), como el listado: ?organico=1 y ?q= (búsqueda sin acentos)',
        params: ParamUuid,
        querystring: QueryExcelCuentas,
        response: respuestaArchivo('Libro .xlsx, descargado como productores_<ciclo>_YYYYMMDD_HHmmss.xlsx', 'xlsx'),
      },
      preHandler: app.requiere('CUENTAS_EXPORTAR'),
    },
    async (req, reply) => {
      const { organico, q } = req.query;
      const coop = req.usuario.id_cooperativa;
      const ciclo = await cicloPorUuid(app.db, coop, req.params.uuid);
      if (!ciclo) throw noEncontrado();
      const cfg = await leerConfiguracion(app.db, coop);
      // The list's own filters (CuentaList: cycle, confirmed, ?organico=1, search box), read by cuentas_search's resource.
      const filtros: Filtro[] = [
        { column: 'id_ciclo', operator: '=', value: ciclo.id },
        { column: 'confirmado', operator: '=', value: 1 },
        ...(organico === '1' ? [{ column: 'organico', operator: '=', value: 1 }] : []),
        ...(q && q.trim() ? [{ column: 'q', operator: 'like', value: q }] : []),
      ];
      const nombre = nombreConFecha(['productores', ciclo.nombre], 'xlsx', cfg?.zona_horaria);
      return responderExcel(reply, nombre, {
        hoja: 'Productores',
        columnas: columnasProductores(cfg, hoyEnZona(cfg?.zona_horaria)),
        paginas: paginasProductores(app.db, req.usuario, filtros),
      });
    },
  );
}
