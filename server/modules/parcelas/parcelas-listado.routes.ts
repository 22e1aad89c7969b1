import type { App } from '../../tipos';
import { adjunto } from '../../descarga';
import { noEncontrado } from '../../errores';
import { nulo, objeto, uuidParam } from '../../esquemas';
import { type Filtro, type Orden } from '../../search/motor';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import { leerConfiguracion } from '../cooperativas/configuracion.repository';
import { cicloPorUuid } from '../catalogos/ciclos.repository';
import { excelEnFlujo, TIPO_XLSX } from '../cuentas/cuentas-excel';
import { parcelasAll } from './parcelas-listado.resource';
import { columnasParcelas, paginasParcelasListado } from './parcelas-excel';
import { etiquetaDeCodigoGeolocalizacion } from '@domain/parcelas-listado';
import { nombreArchivoParcelas } from '@domain/parcela';

const ETIQUETA = 'Parcelas';

/** Plot list row (001 §2.3 columns; 001 §3 'Plot' names). */
const esquemaFilaParcela = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    uuid: { type: 'string' },
    nombre: { type: 'string' },
    id_cuenta: { type: 'integer' },
    cuenta_uuid: { type: 'string' },
    id_ciclo: { type: 'integer' },
    cuenta: { type: 'string' },
    productor_uuid: { type: 'string' },
    productor_clave: nulo('string'),
    geo: { type: 'integer' },
    geolocalizacion: { type: 'string' },
    id_municipio: { type: 'integer' },
    municipio: { type: 'string' },
    id_localidad: { type: 'integer' },
    localidad: { type: 'string' },
    superficie: { type: 'number' },
    plantas: { type: 'integer' },
    poligono_area: nulo('number'),
    alertas_poligono: { type: 'integer' },
    alertas_error_poligono_count: { type: 'integer' },
    centroide_lat: nulo('number'),
    centroide_lng: nulo('number'),
    areas_naturales_count: { type: 'integer' },
    riesgo_eudr: nulo('integer'),
  },
} as const;

export function rutasParcelasListado(app: App): void {
  registrarBusqueda(app, parcelasAll, ETIQUETA, esquemaFilaParcela, (f) => ({
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
        params: uuidParam,
        querystring: objeto({
          geoFilter: { type: 'string', enum: ['1', '2', '3'] },
          q: { type: 'string', maxLength: 200 },
          sort: { type: 'string', enum: Object.keys(parcelasAll.orden) },
          order: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
        }),
        response: {
          200: {
            description: 'Libro .xlsx, descargado como <parcelas en plural y minúsculas>_YYYYMMDD_HHmmss.xlsx',
            type: 'string',
            format: 'binary',
          },
        },
      },
      preHandler: app.requiere('PARCELAS'),
    },
    async (req, reply) => {
      const { uuid } = req.params as { uuid: string };
      const { geoFilter, q, sort, order } = req.query as { geoFilter?: string; q?: string; sort?: string; order?: string };
      const coop = req.usuario.id_cooperativa;
      const ciclo = await cicloPorUuid(app.db, coop, uuid);
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
      const salida = excelEnFlujo(req.log, columnasParcelas(cfg), paginas, 'Parcelas');
      // a plot label may carry accents ('Área'): adjunto adds RFC 6266's filename* for them
      return adjunto(reply, TIPO_XLSX, `${nombreArchivoParcelas(cfg)}.xlsx`).send(salida);
    },
  );
}
