import type { App } from '../../tipos';
import { noEncontrado } from '../../errores';
import { respuestaArchivo } from '../../descarga';
import { type Filtro, type Orden } from '../../search/motor';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import { leerConfiguracion } from '../cooperativas/configuracion.repository';
import { cicloPorUuid } from '../catalogos/ciclos.repository';
import { responderExcel } from '../../excel/respuesta';
import { parcelasAll } from './parcelas-listado.resource';
import { columnasParcelas, paginasParcelasListado } from './parcelas-excel';
import { etiquetaDeCodigoGeolocalizacion } from '@domain/parcelas/parcelas-listado';
import { nombreArchivoParcelas } from '@domain/parcelas/parcela';
import { ParamUuid } from '@domain/contrato/comun';
import { FilaParcela, QueryExcelParcelas } from '@domain/contrato/parcelas';

const ETIQUETA = 'Parcelas';

export function rutasParcelasListado(app: App): void {
  registrarBusqueda(app, parcelasAll, ETIQUETA, FilaParcela, (f) => ({
    ...f,
    geolocalizacion: etiquetaDeCodigoGeolocalizacion(Number(f.geo)),
  }));

  app.get(
    '/api/xls/parcelas/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Excel del listado de parcelas de un ciclo (uuid del ciclo) como se ve: ?geoFilter=1|2|3, ?q= (sin acentos), ?sort=&order=asc|desc',
        params: ParamUuid,
        querystring: QueryExcelParcelas,
        response: respuestaArchivo('Libro .xlsx, descargado como <parcelas en plural y minúsculas>_YYYYMMDD_HHmmss.xlsx', 'xlsx'),
      },
      preHandler: app.requiere('PARCELAS'),
    },
    async (req, reply) => {
      const { geoFilter, q, sort, order } = req.query;
      const coop = req.usuario.id_cooperativa;
      const ciclo = await cicloPorUuid(app.db, coop, req.params.uuid);
      if (!ciclo) throw noEncontrado();
      const cfg = await leerConfiguracion(app.db, coop);
      // The list's own filters and order (ParcelaList: cycle, ?geoFilter, search box, column sort), read by parcelas_all's resource.
      const filtros: Filtro[] = [
        { column: 'id_ciclo', operator: '=', value: ciclo.id },
        ...(geoFilter ? [{ column: 'geoFilter', operator: '=', value: Number(geoFilter) }] : []),
        ...(q && q.trim() ? [{ column: 'q', operator: 'like', value: q }] : []),
      ];
      const orden: Orden[] = sort ? [{ column: sort, sort: order?.toLowerCase() === 'desc' ? 'desc' : 'asc' }] : [];
      const paginas = paginasParcelasListado(app.db, req.usuario, filtros, orden);
      // a plot label may carry accents ('Área'): the download's header adds RFC 6266's filename* for them
      return responderExcel(reply, `${nombreArchivoParcelas(cfg)}.xlsx`, { hoja: 'Parcelas', columnas: columnasParcelas(cfg), paginas });
    },
  );
}
