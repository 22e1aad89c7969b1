import type { App } from '../../tipos';
import { adjunto } from '../../descarga';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { invalido, noEncontrado, prohibido } from '../../errores';
import { nulo, objeto } from '../../esquemas';
import { construirConsulta, esquemaBusqueda, type Filtro, type PeticionBusqueda } from '../../search/motor';
import { tienePermisoExacto } from '@domain/permisos';
import { agregarError, type ErroresCampos } from '@domain/validacion';
import {
  agrupar,
  avance,
  filasCategorias,
  generoTablero,
  GENEROS_TABLERO,
  NIVELES_RIESGO_TABLERO,
  RANGOS_EDAD,
  RANGOS_PARCELAS,
  RANGOS_SUPERFICIE,
  rangoParcelas,
} from '@domain/tableros';
import { NOMBRE_ARCHIVO_MAPA, OPCIONES_MAPA } from '@domain/exportacion-mapa';
import { paginasParcelasMapa } from '../parcelas/parcelas-exportar.repository';
import { documentoMapa, formatoMapa } from '../parcelas/mapa-formatos';
import { hoyDeCooperativa } from '../cuentas/cuentas.repository';
import * as repo from './tableros.repository';
import { parcelasMapa } from '../parcelas/parcelas-mapa.resource';

const ETIQUETA = 'Tableros';
/** Rows of one page of the centroid map: a cooperative's whole map (~13 000 plots) in one request. */
export const MAXIMO_MAPA = 50_000;

/** Body of a dashboard call: the search convention (spec 000 §5), of which only `filters` is read. */
const cuerpo = { ...esquemaBusqueda, required: ['filters'] } as const;

const ent = { type: 'integer' } as const;
const txt = { type: 'string' } as const;
const filas = (props: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  200: objeto({ data: { type: 'array', items: { type: 'object', properties: props } }, total: ent, ...extra }),
});

const MENSAJES_REQUERIDO: Record<string, string> = {
  id_ciclo: 'Indique el ciclo (id_ciclo)',
  id_municipio: 'Indique el municipio (id_municipio)',
};

/**
 * Reads the dashboard's filters: only the named columns, each `=` an integer, the required ones present.
 * Anything else is a Spanish 422 (nothing of the request reaches the SQL but these integers).
 */
function leerFiltros(filtros: Filtro[], permitidas: string[]): Record<string, number> {
  const errores: ErroresCampos = {};
  const valores: Record<string, number> = {};
  filtros.forEach((f, i) => {
    if (!permitidas.includes(f.column)) return agregarError(errores, `filters.${i}`, `La columna '${f.column}' no se puede filtrar`);
    if (f.operator !== '=' || typeof f.value !== 'number' || !Number.isSafeInteger(f.value) || f.value < 1) {
      return agregarError(errores, `filters.${i}`, `El valor de '${f.column}' no es válido`);
    }
    valores[f.column] = f.value;
  });
  for (const c of permitidas)
    if (valores[c] === undefined && !Object.keys(errores).length) agregarError(errores, 'filters', MENSAJES_REQUERIDO[c]);
  if (Object.keys(errores).length) throw invalido(errores);
  return valores;
}

/** The cycle of the filters, which must be the token cooperative's (another's is not found, DECISIONS.md). */
async function cicloPedido(
  app: App,
  req: FastifyRequest,
  extra: string[] = [],
): Promise<{ coop: number; ciclo: number; valores: Record<string, number> }> {
  const valores = leerFiltros(((req.body ?? {}) as PeticionBusqueda).filters ?? [], ['id_ciclo', ...extra]);
  const coop = req.usuario.id_cooperativa;
  if (!(await repo.cicloDeCooperativa(app.db, coop, valores.id_ciclo))) throw noEncontrado();
  return { coop, ciclo: valores.id_ciclo, valores };
}

/**
 * The producers' figures feed the producers dashboard (menu CUENTAS) and the home dashboard's category chart
 * and hectares card (menu PADRON): either permission reads them (spec 000 §2.2, §2.9).
 */
const requiereAlguno =
  (...permisos: string[]) =>
  async (req: FastifyRequest) => {
    if (!permisos.some((p) => tienePermisoExacto(req.usuario.permisos, p))) throw prohibido();
  };

const filaAvance = { total_esperado: ent, total_levantado: ent, total_pendiente: ent };
const filaUltimo = {
  id_api_ficha: ent,
  uuid_formato: txt,
  ficha_title: txt,
  uuid: nulo('string'),
  uuid_productor: txt,
  nombre_productor: txt,
  nombre_parcela: nulo('string'),
  id_inspector: nulo('integer'),
  nombre_inspector: nulo('string'),
  inspeccion_fecha: txt,
  reporte: nulo('string'),
};

export function rutasTableros(app: App): void {
  const productores = requiereAlguno('CUENTAS', 'PADRON');
  const dashboard = (
    ruta: string,
    summary: string,
    response: Record<string, unknown>,
    preHandler: ReturnType<typeof requiereAlguno>,
    handler: (req: FastifyRequest) => Promise<unknown>,
  ) => app.post(`/api/${ruta}_search`, { schema: { tags: [ETIQUETA], summary, body: cuerpo, response }, preHandler }, handler);

  dashboard(
    'dashboards/productores/totales',
    'Totales de productores del ciclo: en la organización, en el padrón, altas y bajas',
    {
      200: objeto({
        data: objeto({ id_ciclo: ent, total_productores: ent, total_productores_padron: ent, total_altas: ent, total_bajas: ent }),
      }),
    },
    productores,
    async (req) => {
      const { coop, ciclo } = await cicloPedido(app, req);
      return { data: { id_ciclo: ciclo, ...(await repo.totales(app.db, coop, ciclo)) } };
    },
  );

  dashboard(
    'dashboards/productores/categorias',
    'Productores por categoría (el juego de categorías de la certificación, con su color)',
    filas({ id_cuenta_categoria: ent, cuenta_categoria: txt, cuenta_categoria_color: txt, total: ent }),
    productores,
    async (req) => {
      const { coop, ciclo } = await cicloPedido(app, req);
      const [grupos, certificacion, nombres] = await Promise.all([
        repo.porColumnaCuenta(app.db, coop, ciclo, 'id_cuenta_categoria'),
        repo.certificacionDe(app.db, coop),
        repo.nombresCategorias(app.db),
      ]);
      const data = filasCategorias(certificacion, new Map(grupos.map((g) => [g.clave as number, g.total])), nombres);
      return { data, total: data.length };
    },
  );

  dashboard(
    'dashboards/productores/generos',
    'Productores por género: Hombre, Mujer, Sin Asignar',
    filas({ productor_genero: txt, total: ent }),
    productores,
    async (req) => {
      const { coop, ciclo } = await cicloPedido(app, req);
      const data = agrupar(GENEROS_TABLERO, await repo.porGenero(app.db, coop, ciclo), generoTablero).map((g) => ({
        productor_genero: g.etiqueta,
        total: g.total,
      }));
      return { data, total: data.length };
    },
  );

  dashboard(
    'dashboards/productores/edades',
    'Productores por rango de edad (hoy en la zona horaria de la cooperativa)',
    filas({ rango_edad: txt, total: ent }),
    productores,
    async (req) => {
      const { coop, ciclo } = await cicloPedido(app, req);
      const grupos = await repo.porEdad(app.db, coop, ciclo, await hoyDeCooperativa(app.db, coop));
      const data = agrupar(RANGOS_EDAD, grupos, (i) => RANGOS_EDAD[i]).map((g) => ({ rango_edad: g.etiqueta, total: g.total }));
      return { data, total: data.length };
    },
  );

  dashboard(
    'dashboards/productores/parcelas',
    'Productores por número de parcelas (sin parcelas, una, dos, más de dos)',
    filas({ rango_parcelas: txt, total: ent }),
    productores,
    async (req) => {
      const { coop, ciclo } = await cicloPedido(app, req);
      const grupos = await repo.porColumnaCuenta(app.db, coop, ciclo, 'total_parcelas');
      const data = agrupar(RANGOS_PARCELAS, grupos, rangoParcelas).map((g) => ({ rango_parcelas: g.etiqueta, total: g.total }));
      return { data, total: data.length };
    },
  );

  dashboard(
    'dashboards/productores/riesgos',
    'Productores por nivel de riesgo (Sin Asignar, Bajo, Medio, Alto)',
    filas({ id_nivel_riesgo: nulo('integer'), nivel_riesgo: txt, color: txt, total: ent }),
    productores,
    async (req) => {
      const { coop, ciclo } = await cicloPedido(app, req);
      const grupos = new Map((await repo.porColumnaCuenta(app.db, coop, ciclo, 'id_nivel_riesgo')).map((g) => [g.clave, g.total]));
      const data = NIVELES_RIESGO_TABLERO.map((n) => ({
        id_nivel_riesgo: n.id,
        nivel_riesgo: n.nombre,
        color: n.color,
        total: grupos.get(n.id) ?? 0,
      }));
      return { data, total: data.length };
    },
  );

  dashboard(
    'dashboards/productores/hectareas',
    'Productores y hectáreas por rango de superficie (< 1, 1–2, 2–5, ≥ 5 ha) y el total de hectáreas',
    filas(
      { rango_superficie: txt, total: ent, hectareas: { type: 'number' } },
      { total_hectareas: { type: 'number' }, total_productores: ent },
    ),
    productores,
    async (req) => {
      const { coop, ciclo } = await cicloPedido(app, req);
      const grupos = new Map((await repo.porSuperficie(app.db, coop, ciclo)).map((g) => [g.indice, g]));
      const data = RANGOS_SUPERFICIE.map((rango_superficie, i) => ({
        rango_superficie,
        total: grupos.get(i)?.total ?? 0,
        hectareas: redondear(grupos.get(i)?.hectareas ?? 0),
      }));
      const total_hectareas = redondear([...grupos.values()].reduce((s, g) => s + g.hectareas, 0));
      return { data, total: data.length, total_hectareas, total_productores: data.reduce((s, f) => s + f.total, 0) };
    },
  );

  dashboard(
    'dashboards/avances/sic',
    'Avance del levantamiento SIC del ciclo, geolocalización de las parcelas y los últimos registros',
    {
      200: objeto({
        data: objeto({
          id_ciclo: ent,
          ...filaAvance,
          total_productores: ent,
          total_productores_padron: ent,
          parcelas_poligono: ent,
          parcelas_centroide: ent,
          parcelas_sin_geolocalizar: ent,
          ultimos: { type: 'array', items: { type: 'object', properties: filaUltimo } },
        }),
      }),
    },
    requiereAlguno('PADRON'),
    async (req) => {
      const { coop, ciclo } = await cicloPedido(app, req);
      const [l, geo, ultimos] = await Promise.all([
        repo.levantamiento(app.db, coop, ciclo),
        repo.geolocalizacion(app.db, coop, ciclo),
        repo.ultimosRegistros(app.db, coop, ciclo),
      ]);
      return {
        data: {
          id_ciclo: ciclo,
          ...avance(l.total_esperado, l.total_levantado),
          total_productores: l.total_esperado,
          total_productores_padron: l.total_productores_padron,
          ...geo,
          ultimos,
        },
      };
    },
  );

  dashboard(
    'dashboard/avances/municipios',
    'Avance del levantamiento SIC por municipio (esperados, levantados, pendientes)',
    filas({ id_municipio: ent, municipio: txt, ...filaAvance }),
    requiereAlguno('PADRON'),
    async (req) => {
      const { coop, ciclo } = await cicloPedido(app, req);
      const data = (await repo.avancePorMunicipio(app.db, coop, ciclo)).map((m) => ({
        id_municipio: m.id_municipio,
        municipio: m.municipio,
        ...avance(m.total_esperado, m.total_levantado),
      }));
      return { data, total: data.length };
    },
  );

  dashboard(
    'dashboard/avances/localidades',
    'Avance del levantamiento SIC por localidad de un municipio (filtros id_ciclo e id_municipio)',
    filas({ id_localidad: ent, localidad: txt, id_municipio: ent, municipio: txt, ...filaAvance }),
    requiereAlguno('PADRON'),
    async (req) => {
      const { coop, ciclo, valores } = await cicloPedido(app, req, ['id_municipio']);
      const data = (await repo.avancePorLocalidad(app.db, coop, ciclo, valores.id_municipio)).map((m) => ({
        id_localidad: m.id_localidad,
        localidad: m.localidad,
        id_municipio: m.id_municipio,
        municipio: m.municipio,
        ...avance(m.total_esperado, m.total_levantado),
      }));
      return { data, total: data.length };
    },
  );

  // The KML of the non-SIC home dashboard: the map export's KML (polygons and centroids, with the producer's
  // name as the spec's map row has it), streamed a page at a time; of the counted accounts only.
  app.post(
    '/api/parcelas_kml_search',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Mapa KML de las parcelas del ciclo (filtro id_ciclo), descargado como padron.kml',
        body: cuerpo,
        response: { 200: { description: 'padron.kml (KML 2.2)', type: 'string', format: 'binary' } },
      },
      preHandler: requiereAlguno('PADRON'),
    },
    async (req, reply) => {
      const { coop, ciclo } = await cicloPedido(app, req);
      const opciones = { formato: 'kml', datos: 'todos', geometria: 'poligonos' } as const;
      const cuerpoKml = Readable.from(documentoMapa(formatoMapa(opciones), paginasParcelasMapa(app.db, coop, ciclo, true)), {
        objectMode: false,
      });
      cuerpoKml.on('error', (e) => req.log.error({ err: e }, 'falló el KML del tablero'));
      return adjunto(reply, OPCIONES_MAPA.formato.kml.tipo, `${NOMBRE_ARCHIVO_MAPA}.kml`).send(cuerpoKml);
    },
  );

  // The centroid map reads the cycle's plots at once: the search convention with pages up to 50 000 rows.
  app.post(
    '/api/parcelas_search',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Parcelas del ciclo para el mapa de centroides (filtros id_ciclo, centroide_lat/centroide_lng is not null; per_page hasta 50 000)',
        body: {
          ...esquemaBusqueda,
          required: ['filters'],
          properties: { ...esquemaBusqueda.properties, per_page: { type: 'integer', minimum: 1, maximum: MAXIMO_MAPA } },
        },
        querystring: objeto({ page: { type: 'string', pattern: '^[1-9][0-9]{0,6}$' } }),
        response: filas(
          {
            id: ent,
            uuid: txt,
            parcela_nombre: txt,
            productor_uuid: txt,
            productor_nombre: txt,
            localidad: txt,
            municipio: txt,
            id_cuenta_categoria: ent,
            cuenta_categoria: txt,
            centroide_lat: nulo('number'),
            centroide_lng: nulo('number'),
            superficie: { type: 'number' },
          },
          { page: ent, per_page: ent },
        ),
      },
      preHandler: requiereAlguno('PADRON'),
    },
    async (req) => {
      const pet = (req.body ?? {}) as PeticionBusqueda;
      const filtros = pet.filters ?? [];
      const ciclo = filtros.find((f) => f.column === 'id_ciclo');
      // Every cycle at once would draw each plot once per cycle: the cycle is required, and must be the cooperative's.
      if (!ciclo) throw invalido({ filters: [MENSAJES_REQUERIDO.id_ciclo] });
      if (Number.isSafeInteger(ciclo.value) && !(await repo.cicloDeCooperativa(app.db, req.usuario.id_cooperativa, ciclo.value as number)))
        throw noEncontrado();
      const pagina = (req.query as { page?: string }).page;
      const c = construirConsulta(parcelasMapa, req.usuario, pet, pagina ? Number(pagina) : undefined);
      const data = await app.db.query(c.sql, c.params);
      // The map asks for the whole cycle in one page: a short first page is its own total, so the count is not run.
      const total =
        c.pagina === 1 && data.length < c.porPagina ? data.length : (await app.db.query<{ n: number }>(c.conteo.sql, c.conteo.params))[0].n;
      return { data, total, page: c.pagina, per_page: c.porPagina };
    },
  );
}

const redondear = (n: number) => Math.round(n * 100) / 100;
