import type { App } from '../../tipos';
import { adjunto, respuestaArchivo } from '../../descarga';
import { Readable } from 'node:stream';
import { invalido, noEncontrado } from '../../errores';
import { buscar } from '../../search/motor';
import { QueryBusqueda } from '@domain/contrato/busqueda';
import { Uno } from '@domain/contrato/comun';
import {
  AvanceSic,
  CuerpoCifras,
  CuerpoMapa,
  FilaAvanceLocalidad,
  FilaAvanceMunicipio,
  FilaCategoria,
  FilaEdad,
  FilaGenero,
  FilaMapa,
  FilaParcelas,
  FilaRiesgo,
  FilasCifras,
  RespuestaHectareas,
  RespuestaMapa,
  TotalesProductores,
  OpcionesPanel,
} from '@domain/contrato/tableros';
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
} from '@domain/tableros/tableros';
import { NOMBRE_ARCHIVO_MAPA, OPCIONES_MAPA } from '@domain/parcelas/exportacion-mapa';
import { paginasParcelasMapa } from '../parcelas/parcelas-exportar.repository';
import { documentoMapa, formatoMapa } from '../parcelas/mapa-formatos';
import { hoyDeCooperativa } from '../cuentas/cuentas.repository';
import { parcelasMapa } from '../parcelas/parcelas-mapa.resource';
import * as repo from './tableros.repository';
import { municipiosConLocalidades } from './opciones-panel';
import { leerFiltrosCifras, registrarCifras } from '../../search/cifras';
import { cicloDeCooperativa } from '../../search/cifras.repository';
import { requiereAlguno } from '../../plugins/autenticacion';

const ETIQUETA = 'Tableros';
/**
 * The producers' figures feed the producers dashboard (menu CUENTAS) and the home dashboard's category chart
 * and hectares card (menu PADRON): either permission reads them (spec 000 §2.2, §2.9).
 */
const PRODUCTORES = ['CUENTAS', 'PADRON'];
/** The SIC progress, the drill-down and the maps: the registry's menu. */
const PADRON = ['PADRON'];

const redondear = (n: number) => Math.round(n * 100) / 100;

/** The dashboards of spec 000 §2.9: HTTP only; the SQL is tableros.repository.ts, the rows' rules domain/tableros/tableros.ts. */
export function rutasTableros(app: App): void {
  const base = { etiqueta: ETIQUETA };

  registrarCifras(
    app,
    {
      ...base,
      ruta: 'dashboards/productores/totales',
      summary: 'Totales de productores del ciclo: en la organización, en el padrón, altas y bajas',
      respuesta: Uno(TotalesProductores),
      permisos: PRODUCTORES,
    },
    async ({ coop, ciclo, panel }) => ({ data: { id_ciclo: ciclo, ...(await repo.totales(app.db, coop, ciclo, panel)) } }),
  );

  registrarCifras(
    app,
    {
      ...base,
      ruta: 'dashboards/productores/categorias',
      summary: 'Productores por categoría (el juego de categorías de la certificación, con su color)',
      respuesta: FilasCifras(FilaCategoria),
      permisos: PRODUCTORES,
    },
    async ({ coop, ciclo, panel }) => {
      const [grupos, certificacion, nombres] = await Promise.all([
        repo.porColumnaCuenta(app.db, coop, ciclo, 'id_cuenta_categoria', panel),
        repo.certificacionDe(app.db, coop),
        repo.nombresCategorias(app.db),
      ]);
      const data = filasCategorias(certificacion, new Map(grupos.map((g) => [g.clave as number, g.total])), nombres);
      return { data, total: data.length };
    },
  );

  registrarCifras(
    app,
    {
      ...base,
      ruta: 'dashboards/productores/generos',
      summary: 'Productores por género: Hombre, Mujer, Sin Asignar',
      respuesta: FilasCifras(FilaGenero),
      permisos: PRODUCTORES,
    },
    async ({ coop, ciclo, panel }) => {
      const data = agrupar(GENEROS_TABLERO, await repo.porGenero(app.db, coop, ciclo, panel), generoTablero).map((g) => ({
        productor_genero: g.etiqueta,
        total: g.total,
      }));
      return { data, total: data.length };
    },
  );

  registrarCifras(
    app,
    {
      ...base,
      ruta: 'dashboards/productores/edades',
      summary: 'Productores por rango de edad (hoy en la zona horaria de la cooperativa)',
      respuesta: FilasCifras(FilaEdad),
      permisos: PRODUCTORES,
    },
    async ({ coop, ciclo, panel }) => {
      const grupos = await repo.porEdad(app.db, coop, ciclo, await hoyDeCooperativa(app.db, coop), panel);
      const data = agrupar(RANGOS_EDAD, grupos, (i) => RANGOS_EDAD[i]).map((g) => ({ rango_edad: g.etiqueta, total: g.total }));
      return { data, total: data.length };
    },
  );

  registrarCifras(
    app,
    {
      ...base,
      ruta: 'dashboards/productores/parcelas',
      summary: 'Productores por número de parcelas (sin parcelas, una, dos, más de dos)',
      respuesta: FilasCifras(FilaParcelas),
      permisos: PRODUCTORES,
    },
    async ({ coop, ciclo, panel }) => {
      const grupos = await repo.porColumnaCuenta(app.db, coop, ciclo, 'total_parcelas', panel);
      const data = agrupar(RANGOS_PARCELAS, grupos, rangoParcelas).map((g) => ({ rango_parcelas: g.etiqueta, total: g.total }));
      return { data, total: data.length };
    },
  );

  registrarCifras(
    app,
    {
      ...base,
      ruta: 'dashboards/productores/riesgos',
      summary: 'Productores por nivel de riesgo (Sin Asignar, Bajo, Medio, Alto)',
      respuesta: FilasCifras(FilaRiesgo),
      permisos: PRODUCTORES,
    },
    async ({ coop, ciclo, panel }) => {
      const grupos = new Map((await repo.porColumnaCuenta(app.db, coop, ciclo, 'id_nivel_riesgo', panel)).map((g) => [g.clave, g.total]));
      const data = NIVELES_RIESGO_TABLERO.map((n) => ({
        id_nivel_riesgo: n.id,
        nivel_riesgo: n.nombre,
        color: n.color,
        total: grupos.get(n.id) ?? 0,
      }));
      return { data, total: data.length };
    },
  );

  registrarCifras(
    app,
    {
      ...base,
      ruta: 'dashboards/productores/hectareas',
      summary: 'Productores y hectáreas por rango de superficie (< 1, 1–2, 2–5, ≥ 5 ha) y el total de hectáreas',
      respuesta: RespuestaHectareas,
      permisos: PRODUCTORES,
    },
    async ({ coop, ciclo, panel }) => {
      const grupos = new Map((await repo.porSuperficie(app.db, coop, ciclo, panel)).map((g) => [g.indice, g]));
      const data = RANGOS_SUPERFICIE.map((rango_superficie, i) => ({
        rango_superficie,
        total: grupos.get(i)?.total ?? 0,
        hectareas: redondear(grupos.get(i)?.hectareas ?? 0),
      }));
      const total_hectareas = redondear([...grupos.values()].reduce((s, g) => s + g.hectareas, 0));
      return { data, total: data.length, total_hectareas, total_productores: data.reduce((s, f) => s + f.total, 0) };
    },
  );

  registrarCifras(
    app,
    {
      ...base,
      ruta: 'dashboards/avances/sic',
      summary: 'Avance del levantamiento SIC del ciclo, geolocalización de las parcelas y los últimos registros',
      respuesta: Uno(AvanceSic),
      permisos: PADRON,
    },
    async ({ coop, ciclo, panel }) => {
      const [l, geo, ultimos] = await Promise.all([
        repo.levantamiento(app.db, coop, ciclo, panel),
        repo.geolocalizacion(app.db, coop, ciclo, panel),
        repo.ultimosRegistros(app.db, coop, ciclo, repo.ULTIMOS_REGISTROS, panel),
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

  registrarCifras(
    app,
    {
      ...base,
      ruta: 'dashboard/avances/municipios',
      summary: 'Avance del levantamiento SIC por municipio (esperados, levantados, pendientes)',
      respuesta: FilasCifras(FilaAvanceMunicipio),
      permisos: PADRON,
    },
    async ({ coop, ciclo, panel }) => {
      const data = (await repo.avancePorMunicipio(app.db, coop, ciclo, panel)).map((m) => ({
        id_municipio: m.id_municipio,
        municipio: m.municipio,
        ...avance(m.total_esperado, m.total_levantado),
      }));
      return { data, total: data.length };
    },
  );

  registrarCifras(
    app,
    {
      ...base,
      ruta: 'dashboard/avances/localidades',
      summary: 'Avance del levantamiento SIC por localidad de un municipio (filtros id_ciclo e id_municipio)',
      respuesta: FilasCifras(FilaAvanceLocalidad),
      permisos: PADRON,
      filtros: ['id_municipio'],
    },
    async ({ coop, ciclo, valores, panel }) => {
      const data = (await repo.avancePorLocalidad(app.db, coop, ciclo, valores.id_municipio!, panel)).map((m) => ({
        id_localidad: m.id_localidad,
        localidad: m.localidad,
        id_municipio: m.id_municipio,
        municipio: m.municipio,
        ...avance(m.total_esperado, m.total_levantado),
      }));
      return { data, total: data.length };
    },
  );

  registrarCifras(
    app,
    {
      ...base,
      ruta: 'dashboards/filtros/opciones',
      summary:
        'Opciones del panel de filtros de los tableros (Inspector, Ubicación): los inspectores con registros del ciclo y los municipios y localidades de sus productores',
      respuesta: Uno(OpcionesPanel),
      permisos: [...PRODUCTORES, 'PARCELAS'],
    },
    async ({ coop, ciclo }) => {
      const [inspectores, lugares] = await Promise.all([
        repo.inspectoresDelCiclo(app.db, coop, ciclo),
        repo.lugaresDelCiclo(app.db, coop, ciclo),
      ]);
      return { data: { inspectores, municipios: municipiosConLocalidades(lugares) } };
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
        body: CuerpoCifras,
        response: respuestaArchivo('padron.kml (KML 2.2)', 'kml'),
      },
      preHandler: requiereAlguno(...PADRON),
    },
    async (req, reply) => {
      const { id_ciclo: ciclo } = leerFiltrosCifras(req.body.filters, ['id_ciclo']);
      const coop = req.usuario.id_cooperativa;
      if (!(await cicloDeCooperativa(app.db, coop, ciclo))) throw noEncontrado();
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
        body: CuerpoMapa,
        querystring: QueryBusqueda,
        response: { 200: RespuestaMapa },
      },
      preHandler: requiereAlguno(...PADRON),
    },
    async (req) => {
      const ciclo = req.body.filters.find((f) => f.column === 'id_ciclo');
      // Every cycle at once would draw each plot once per cycle: the cycle is required, and must be the cooperative's.
      if (!ciclo) throw invalido({ filters: ['Indique el ciclo (id_ciclo)'] });
      if (Number.isSafeInteger(ciclo.value) && !(await cicloDeCooperativa(app.db, req.usuario.id_cooperativa, ciclo.value as number)))
        throw noEncontrado();
      const pagina = req.query.page;
      // The map asks for the whole cycle in one page: a short first page is its own total, so the count is not run;
      // its thousands of rows come back as one JSON text (text, integer and numeric columns only).
      return buscar<FilaMapa>(app.db, parcelasMapa, req.usuario, req.body, pagina ? Number(pagina) : undefined, {
        conteoTrasPagina: true,
        filasJson: true,
      });
    },
  );
}
