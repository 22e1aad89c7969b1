import type { App } from '../../../tipos';
import { adjunto, TIPOS_ARCHIVO } from '../../../descarga';
import { areaDeclaradaHa } from '@domain/eudr/traces';
import { noEncontrado } from '../../../errores';
import { ParamUuid } from '@domain/contrato/comun';
import {
  FeatureParcela,
  QueryVecinos,
  RespuestaAlertas,
  RespuestaCaptura,
  RespuestaColindancias,
  RespuestaCroquisParcela,
  RespuestaPerfilParcela,
  RespuestaVecinos,
  type Colindancias,
} from '@domain/contrato/parcelas';
import { etiquetaDeCodigoGeolocalizacion } from '@domain/parcelas/parcelas-listado';
import { centroidePoligono } from '@domain/poligono/medidas';
import { puntosPoligono } from '@domain/poligono/vertices';
import type { Caja } from '@domain/poligono/tipos';
import { perfilParcela } from './perfil.repository';
import {
  alertasDeParcela,
  capturaDeParcela,
  colindanciasDeParcela,
  contarHistorial,
  parcelaCroquis,
  vecinosPorCaja,
  type ParcelaCroquis,
} from './croquis.repository';
import { cajaDe } from './alertas';

const ETIQUETA = 'Croquis de parcelas';
/** Reading a plot and its sketch: the plot list's permission (001 §6), exact. */
const PERMISO_VER = 'PARCELAS';

/** Metres around the plot in which the editor shows neighbours (a shared boundary and the plots beside it). */
export const MARGEN_VECINOS_M = 250;

const M_POR_GRADO = 111_320;

/** The plot's box widened by `m` metres on every side (or the box around its point when it has no polygon). */
function cajaAmpliada(p: ParcelaCroquis, m: number): Caja | null {
  const base =
    cajaDe(p) ??
    (p.centroide_lat !== null && p.centroide_lng !== null
      ? { min_lat: p.centroide_lat, max_lat: p.centroide_lat, min_lng: p.centroide_lng, max_lng: p.centroide_lng }
      : null);
  if (!base) return null;
  const dLat = m / M_POR_GRADO;
  const dLng = m / (M_POR_GRADO * Math.max(0.01, Math.cos((((base.min_lat + base.max_lat) / 2) * Math.PI) / 180)));
  return { min_lat: base.min_lat - dLat, max_lat: base.max_lat + dLat, min_lng: base.min_lng - dLng, max_lng: base.max_lng + dLng };
}

/** Reading a plot's sketch (001 §2.4, §7): HTTP only; the SQL is in perfil.repository.ts and croquis.repository.ts. */
export function rutasCroquis(app: App): void {
  const leer = async (coop: number, uuid: string) => {
    const p = await parcelaCroquis(app.db, coop, uuid);
    if (!p) throw noEncontrado();
    return p;
  };

  app.get(
    '/api/parcela_profile/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Perfil de la parcela (001 §3): cuenta, lugar, polígono, áreas, alertas, logos',
        params: ParamUuid,
        response: { 200: RespuestaPerfilParcela },
      },
      preHandler: app.requiere(PERMISO_VER),
    },
    async (req) => {
      const fila = await perfilParcela(app.db, req.usuario.id_cooperativa, req.params.uuid);
      if (!fila) throw noEncontrado();
      const { geo, ...f } = fila;
      const centro = f.poligono ? centroidePoligono(f.poligono) : null;
      const centroide = f.centroide_lat !== null && f.centroide_lng !== null ? { lat: f.centroide_lat, lng: f.centroide_lng } : null;
      return {
        data: {
          ...f,
          id_parcela: f.id,
          parcela_nombre: f.nombre,
          parcela_superficie: f.superficie,
          // the stored code's label, as the list and its Excel show it (parcelas.lectura.ts)
          geolocalizacion: etiquetaDeCodigoGeolocalizacion(geo),
          centroide,
          centroide_pol_lat: centro?.lat ?? null,
          centroide_pol_lng: centro?.lng ?? null,
          certificaciones: f.certificacion ? [f.certificacion] : [],
        },
      };
    },
  );

  app.get(
    '/api/parcelas_croquis/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Croquis de la parcela con sus puntos (título, lat, lng, altitud, lado) y punto central; lista de una fila',
        params: ParamUuid,
        response: { 200: RespuestaCroquisParcela },
      },
      preHandler: app.requiere(PERMISO_VER),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const p = await leer(coop, req.params.uuid);
      const puntos = p.poligono ? puntosPoligono(p.poligono, p.elevaciones ?? []) : [];
      const c = p.poligono ? centroidePoligono(p.poligono) : null;
      return {
        data: [
          {
            id: p.id,
            uuid: p.uuid,
            nombre: p.nombre,
            poligono: p.poligono,
            poligono_area: p.poligono_area,
            puntos,
            centro: c ? { title: 'Punto central', lat: c.lat, lng: c.lng, elevation: p.elevacion_centro } : null,
            centroide: p.centroide_lat !== null && p.centroide_lng !== null ? { lat: p.centroide_lat, lng: p.centroide_lng } : null,
            croquis_origen: p.croquis_origen,
            croquis_anteriores: await contarHistorial(app.db, coop, p.id),
            updated_at: p.updated_at,
          },
        ],
      };
    },
  );

  app.get(
    '/api/parcelas_colindancias/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Colindantes norte, sur, este y oeste capturados en campo (null: sin dato)',
        params: ParamUuid,
        response: { 200: RespuestaColindancias },
      },
      preHandler: app.requiere(PERMISO_VER),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const p = await leer(coop, req.params.uuid);
      const filas = await colindanciasDeParcela(app.db, coop, p.id);
      const lado = (l: keyof Colindancias) => {
        const f = filas.find((x) => x.lado === l);
        if (!f) return null;
        const { lado: _l, ...resto } = f;
        return resto;
      };
      return { data: { norte: lado('norte'), sur: lado('sur'), este: lado('este'), oeste: lado('oeste') } };
    },
  );

  app.get(
    '/api/parcelas_alertas/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Alertas automatizadas del polígono, errores primero',
        params: ParamUuid,
        response: { 200: RespuestaAlertas },
      },
      preHandler: app.requiere(PERMISO_VER),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const p = await leer(coop, req.params.uuid);
      const filas = await alertasDeParcela(app.db, coop, p.id);
      const errores = filas.filter((a) => a.error).length;
      return {
        data: filas.map((a) => ({ ...a, error: a.error ? 1 : 0 })),
        total: filas.length,
        errores,
        advertencias: filas.length - errores,
        revisadas_en: p.alertas_revisadas_en,
      };
    },
  );

  app.get(
    '/api/parcelas_croquis_captura/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Imagen del croquis capturado en campo (archivo en GET archivos/{uuid}); data null si no hay',
        params: ParamUuid,
        response: { 200: RespuestaCaptura },
      },
      preHandler: app.requiere(PERMISO_VER),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const p = await leer(coop, req.params.uuid);
      const f = p.croquis_captura ? await capturaDeParcela(app.db, coop, p.croquis_captura) : null;
      return {
        data: f ? { archivo: f.uuid, mime: f.mime, ancho: f.ancho, alto: f.alto, tamano: f.tamano, created_at: f.created_at } : null,
      };
    },
  );

  app.get(
    '/api/parcela_geojson/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'La parcela como Feature GeoJSON (RFC 7946, longitud primero): polígono, o su punto, o sin geometría',
        params: ParamUuid,
        response: {
          200: {
            description: 'Feature GeoJSON, descargado como <nombre de la parcela>.geojson',
            content: { [TIPOS_ARCHIVO.geojson]: { schema: FeatureParcela } },
          },
        },
      },
      preHandler: app.requiere(PERMISO_VER),
    },
    async (req, reply) => {
      const f = await perfilParcela(app.db, req.usuario.id_cooperativa, req.params.uuid);
      if (!f) throw noEncontrado();
      const geometry = f.poligono
        ? { type: 'Polygon' as const, coordinates: f.poligono.coordinates }
        : f.centroide_lat !== null && f.centroide_lng !== null
          ? { type: 'Point' as const, coordinates: [f.centroide_lng, f.centroide_lat] }
          : null;
      const feature: FeatureParcela = {
        type: 'Feature',
        id: f.uuid,
        geometry,
        properties: {
          uuid: f.uuid,
          nombre: f.nombre,
          productor: f.cuenta,
          clave: f.productor_clave,
          localidad: f.localidad,
          municipio: f.municipio,
          superficie_ha: f.superficie,
          area_calculada_ha: f.poligono_area,
          alertas: f.alertas_poligono,
          alertas_error: f.alertas_error_poligono_count,
          // The EU information system's own property names (docs/DECISIONES.md 'GeoJSON para TRACES').
          ProductionPlace: f.nombre,
          // One meaning everywhere (issue 22 item 15): the reported hectares, else the calculated.
          Area: areaDeclaradaHa(f.superficie, f.poligono_area),
          ProducerCountry: f.pais_codigo,
          ProducerName: f.cuenta,
        },
      };
      const nombre =
        `${f.nombre}`
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/[^\w-]+/g, '_')
          .replace(/^_+|_+$/g, '') || 'parcela';
      return adjunto(reply, 'application/geo+json; charset=utf-8', `${nombre}.geojson`).send(feature);
    },
  );

  app.get(
    '/api/parcelas_croquis_intersecciones/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: `Parcelas vecinas de la misma cooperativa y ciclo a menos de ${MARGEN_VECINOS_M} m (por caja), para el editor`,
        params: ParamUuid,
        querystring: QueryVecinos,
        response: { 200: RespuestaVecinos },
      },
      preHandler: app.requiere(PERMISO_VER),
    },
    async (req) => {
      const { margen } = req.query;
      const coop = req.usuario.id_cooperativa;
      const p = await leer(coop, req.params.uuid);
      const caja = cajaAmpliada(p, margen === undefined ? MARGEN_VECINOS_M : Math.min(Number(margen), 2000));
      if (!caja) return { data: [] };
      const vecinos = await vecinosPorCaja(app.db, coop, p.id_ciclo, p.id, caja, 300);
      return { data: vecinos.map(({ min_lat: _a, max_lat: _b, min_lng: _c, max_lng: _d, ...v }) => v) };
    },
  );
}
