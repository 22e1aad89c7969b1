import type { FastifyInstance } from 'fastify';
import { adjunto } from '../../descarga';
import { invalido, noEncontrado } from '../../errores';
import { nulo, objeto, uuidParam } from '../../esquemas';
import { esquemaBusqueda, type Filtro, type Orden } from '../../search/motor';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import { cicloDeCooperativa } from '../padron/padron.repository';
import { leerConfiguracion } from '../cooperativas/configuracion.repository';
import { cicloPorUuid } from '../catalogos/ciclos.repository';
import { excelEnFlujo, TIPO_XLSX } from '../cuentas/cuentas-excel';
import { parcelasAll } from './parcelas-listado.resource';
import { columnasParcelas, paginasParcelasListado } from './parcelas-excel';
import { conteoActividades, plantasPorTipo, sumasPorGenero, sumasTotales } from './parcelas-tablero.repository';
import { etiquetaDeCodigoGeolocalizacion } from '@domain/parcelas-listado';
import { filasActividades, filasGenero, totalesTablero } from '@domain/tablero-parcelas';
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
  },
} as const;

const lista = (fila: object) => objeto({ data: { type: 'array', items: fila } });
const numero = { type: 'number' } as const;
const MENSAJE_CICLO = 'Indique el ciclo (filtro id_ciclo con el operador =)';

/**
 * The dashboard calls take the search body (so the client's search helper calls them as any `_search`) and
 * read only the cycle: another filter is a mistake and gets a 422 rather than being ignored; sorts and pages
 * do not apply to a handful of figures. A cycle of another cooperative is not found (DECISIONS.md).
 */
async function cicloDelTablero(app: FastifyInstance, idCooperativa: number, filtros: Filtro[] | undefined): Promise<number> {
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

export function rutasParcelasListado(app: FastifyInstance): void {
  registrarBusqueda(app, parcelasAll, ETIQUETA, esquemaFilaParcela, (f) => ({
    ...f,
    geolocalizacion: etiquetaDeCodigoGeolocalizacion(Number(f.geo)),
  }));

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
