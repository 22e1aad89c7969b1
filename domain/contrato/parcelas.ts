import { Type, type Static, type TProperties } from 'typebox';
import { Datos, enteroNulo, idEnTexto, numeroNulo, objeto, opcional, texto, textoNulo, Uno, uuid } from './comun';
import type { Poligono } from '../poligono/tipos';
import { MAXIMO_VERTICES_CROQUIS } from '../poligono/limite';
import { PLANTAS_MAXIMAS, SUPERFICIE_MAXIMA_HA } from '../parcelas/parcela';

/**
 * Plots (spec 001 §2.2–§2.6, §3 'Plot', §7 'Plots'): a producer's plots and adding them, the plots list and its
 * Excel, the plots dashboard's figures, and the sketch (profile, alerts, sides, neighbours, GeoJSON, editor save,
 * KML import, removals, altitudes). One declaration for the server's validation and answers, /api/docs and the
 * client's types. Surfaces are hectares with up to 3 decimals (numeric(12,3)), not ×100.
 */

/** A nullable object (`type: ['object', 'null']`), for the answers that give null when there is nothing. */
const objetoNulo = <P extends TProperties>(propiedades: P) => {
  const o = Type.Object(propiedades);
  return Type.Unsafe<Static<typeof o> | null>({ ...o, type: ['object', 'null'] });
};
/** A free-form object (alert data, natural areas): its keys depend on the check that wrote it. */
const libreNulo = () => Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'], additionalProperties: true });

/** GeoJSON Polygon, positions [lng, lat] (an altitude may follow); null when the plot has none. */
export const PoligonoNulo = Type.Unsafe<Poligono | null>({
  type: ['object', 'null'],
  properties: {
    type: Type.String(),
    coordinates: Type.Array(Type.Array(Type.Array(Type.Number()))),
  },
});
export const LatLngNulo = objetoNulo({ lat: Type.Number(), lng: Type.Number() });

// ——— A producer's plots and adding them (001 §2.5, 000 §2.8) ———

/** ?id_ciclo= of the producer's plots: digits, as a query string carries them; absent, the latest cycle. */
export const QueryCicloProductor = objeto({ id_ciclo: opcional(idEnTexto()) });
export type QueryCicloProductor = Static<typeof QueryCicloProductor>;

/** A plot row of the producer profile's table; removed ones carry their reason and date (R050). */
export const ParcelaProductor = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  nombre: Type.String(),
  superficie: Type.Number(),
  plantas: Type.Integer(),
  poligono: PoligonoNulo,
  centroide_lat: numeroNulo(),
  centroide_lng: numeroNulo(),
  id_cat_parcelas_bajas: enteroNulo(),
  motivo_baja: textoNulo(),
  fecha_baja: textoNulo(),
  cuenta_uuid: Type.String(),
  id_ciclo: Type.Integer(),
  ciclo: Type.String(),
  geolocalizacion: Type.String(),
});
export type ParcelaProductor = Static<typeof ParcelaProductor>;
/** Totals of the plots without baja (R050). */
export const TotalesProductor = Type.Object({
  total_parcelas: Type.Integer(),
  total_superficie: Type.Number(),
  total_plantas: Type.Integer(),
});
export type TotalesProductor = Static<typeof TotalesProductor>;
export const RespuestaParcelasProductor = Type.Object({ data: Type.Array(ParcelaProductor), totales: TotalesProductor });
export type RespuestaParcelasProductor = Static<typeof RespuestaParcelasProductor>;

/**
 * One plot of 'add plots'. Surface and plants are JSON numbers, as on every other route (a text such as "1.5" is a
 * 422; the form converts what was typed), inside the domain's plausible bounds. Plants stay `number` so a fraction
 * reaches the domain's rule and the spec's message ('Número de plantas no puede tener decimales'); null is the
 * rule's 'es requerido'.
 */
const camposParcelaNueva = {
  nombre: opcional(textoNulo(200)),
  superficie: opcional(numeroNulo(0, SUPERFICIE_MAXIMA_HA)),
  plantas: opcional(numeroNulo(0, PLANTAS_MAXIMAS)),
};
export const ParcelaNueva = objeto(camposParcelaNueva);
export type ParcelaNueva = Static<typeof ParcelaNueva>;

/**
 * POST admin/acopios/crear_parcela. Spec 001 §7 sends one call per plot (uuid_cuenta, nombre, superficie,
 * plantas); the form saves the whole list at once. Both shapes: `parcelas: [...]`, or the three fields of one
 * plot. `uuid_cuenta` is the account's uuid or the producer's (their latest account).
 */
export const CuerpoCrearParcelas = objeto({
  uuid_cuenta: uuid(),
  parcelas: opcional(Type.Array(ParcelaNueva, { maxItems: 50 })),
  ...camposParcelaNueva,
});
export type CuerpoCrearParcelas = Static<typeof CuerpoCrearParcelas>;

export const ParcelaCreada = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  nombre: Type.String(),
  superficie: Type.Number(),
  plantas: Type.Integer(),
});
export type ParcelaCreada = Static<typeof ParcelaCreada>;
export const RespuestaCrearParcelas = Type.Object({ data: Type.Array(ParcelaCreada), message: Type.String() });
export type RespuestaCrearParcelas = Static<typeof RespuestaCrearParcelas>;

// ——— The plots list (001 §2.3) and its Excel ———

/** The list's sortable columns, declared once: the resource maps each to SQL, the Excel's ?sort= accepts them. */
export const ORDENES_PARCELAS = [
  'id',
  'cuenta',
  'productor',
  'productor_clave',
  'nombre',
  'geolocalizacion',
  'municipio',
  'localidad',
  'comunidad',
  'superficie',
  'plantas',
  'alertas_poligono',
  'poligono_area',
  'areas_naturales_count',
  'riesgo_eudr',
] as const;
export type OrdenParcelas = (typeof ORDENES_PARCELAS)[number];

/** A row of `POST parcelas_all_search` (001 §2.3 columns, §3 'Plot' names); `geo` is the stored code, `geolocalizacion` its label. */
export const FilaParcela = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  nombre: Type.String(),
  id_cuenta: Type.Integer(),
  cuenta_uuid: Type.String(),
  id_ciclo: Type.Integer(),
  cuenta: Type.String(),
  productor_uuid: Type.String(),
  productor_clave: textoNulo(),
  geo: Type.Integer(),
  geolocalizacion: Type.String(),
  id_municipio: Type.Integer(),
  municipio: Type.String(),
  id_localidad: Type.Integer(),
  localidad: Type.String(),
  superficie: Type.Number(),
  plantas: Type.Integer(),
  poligono_area: numeroNulo(),
  alertas_poligono: Type.Integer(),
  alertas_error_poligono_count: Type.Integer(),
  centroide_lat: numeroNulo(),
  centroide_lng: numeroNulo(),
  areas_naturales_count: Type.Integer(),
  riesgo_eudr: enteroNulo(),
});
export type FilaParcela = Static<typeof FilaParcela>;

/** The sums of `parcelas_all_search` over the whole filtered population (not the page): hectares and plants. */
export const TOTALES_PARCELAS = ['superficie', 'plantas'] as const;

/** ?geoFilter=&q=&sort=&order= of `GET xls/parcelas/{uuid}`: the list as shown. */
export const QueryExcelParcelas = objeto({
  geoFilter: opcional(Type.Unsafe<'1' | '2' | '3'>({ type: 'string', enum: ['1', '2', '3'] })),
  q: opcional(texto(200)),
  sort: opcional(Type.Unsafe<OrdenParcelas>({ type: 'string', enum: [...ORDENES_PARCELAS] })),
  order: opcional(Type.Unsafe<'asc' | 'desc' | 'ASC' | 'DESC'>({ type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] })),
});
export type QueryExcelParcelas = Static<typeof QueryExcelParcelas>;

// ——— The plots dashboard (001 §2.2, §7 'Plot dashboard') ———

/** Plots with a form, their crop hectares and the average (2 decimals). */
export const TotalesTableroParcelas = Type.Object({
  parcelas_totales: Type.Integer(),
  total_has_cafe: Type.Number(),
  promedio_has_cafe: Type.Number(),
});
export type TotalesTableroParcelas = Static<typeof TotalesTableroParcelas>;
/** Plants of one type (every type of the catalogue, 0 when none was counted). */
export const FilaPlantasTipo = Type.Object({ id_tipo_planta: Type.Integer(), tipo: Type.String(), total: Type.Number() });
export type FilaPlantasTipo = Static<typeof FilaPlantasTipo>;
/** Plots with a form having one other activity (and 'ninguno'), in the spec's order. */
export const FilaActividad = Type.Object({ clave: Type.String(), etiqueta: Type.String(), total: Type.Integer() });
export type FilaActividad = Static<typeof FilaActividad>;
/** Crop hectares, total surface and harvest estimate (kg) by gender. */
export const FilaGeneroParcelas = Type.Object({
  genero: Type.String(),
  etiqueta: Type.String(),
  ha_cafe: Type.Number(),
  ha_cult: Type.Number(),
  ha_estimacion: Type.Number(),
});
export type FilaGeneroParcelas = Static<typeof FilaGeneroParcelas>;

// ——— The sketch: profile, points, sides, alerts, neighbours (001 §2.4, §3) ———

/** A point of the coordinates table (001 §3 'Polygon point'). */
export const PuntoPoligono = Type.Object({
  title: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  elevation: numeroNulo(),
  longitud_segmento: Type.Number(),
});
export type PuntoPoligono = Static<typeof PuntoPoligono>;
/** The polygon's central point with its altitude. */
export const PuntoCentral = Type.Object({ title: Type.String(), lat: Type.Number(), lng: Type.Number(), elevation: numeroNulo() });
export type PuntoCentral = Static<typeof PuntoCentral>;

/** GET parcela_profile/{uuid}: the plot with its account, place, polygon, areas, alerts and logos. */
export const PerfilParcela = Type.Object({
  id: Type.Integer(),
  /** The sketch editor sends it back on save (409 when someone changed the sketch meanwhile). */
  version: Type.Integer(),
  id_parcela: Type.Integer(),
  uuid: Type.String(),
  nombre: Type.String(),
  parcela_nombre: Type.String(),
  superficie: Type.Number(),
  parcela_superficie: Type.Number(),
  plantas: Type.Integer(),
  variedades: textoNulo(),
  geolocalizacion: Type.String(),
  id_cuenta: Type.Integer(),
  cuenta: Type.String(),
  cuenta_uuid: Type.String(),
  productor_uuid: Type.String(),
  productor_clave: textoNulo(),
  productor_codigo: textoNulo(),
  id_ciclo: Type.Integer(),
  ciclo: Type.String(),
  cuenta_categoria: Type.String(),
  cuenta_categoria_color: Type.String(),
  id_localidad: enteroNulo(),
  localidad: textoNulo(),
  localidad_latitud: numeroNulo(),
  localidad_longitud: numeroNulo(),
  id_municipio: enteroNulo(),
  municipio: textoNulo(),
  estado: textoNulo(),
  pais: textoNulo(),
  pais_codigo: textoNulo(),
  certificacion: textoNulo(),
  certificaciones: Type.Array(Type.String()),
  logo: textoNulo(),
  certificacion_logo: textoNulo(),
  poligono: PoligonoNulo,
  centroide: LatLngNulo,
  centroide_lat: numeroNulo(),
  centroide_lng: numeroNulo(),
  centroide_pol_lat: numeroNulo(),
  centroide_pol_lng: numeroNulo(),
  poligono_area: numeroNulo(),
  alertas_poligono: Type.Integer(),
  alertas_error_poligono_count: Type.Integer(),
  alertas_revisadas_en: textoNulo(),
  areas_naturales: Type.Unsafe<Record<string, unknown>[] | null>({
    type: ['array', 'null'],
    items: { type: 'object', additionalProperties: true },
  }),
  areas_naturales_count: enteroNulo(),
  id_riesgo_eudr_user: enteroNulo(),
  id_riesgo_eudr_whisp: enteroNulo(),
  elevaciones: Type.Unsafe<(number | null)[] | null>({ type: ['array', 'null'], items: { type: ['number', 'null'] } }),
  elevacion_centro: numeroNulo(),
  croquis_origen: textoNulo(),
  croquis_captura: textoNulo(),
  croquis_anteriores: Type.Integer(),
  fecha_baja: textoNulo(),
  motivo_baja: textoNulo(),
  updated_at: Type.String(),
});
export type PerfilParcela = Static<typeof PerfilParcela>;
export const RespuestaPerfilParcela = Uno(PerfilParcela);
export type RespuestaPerfilParcela = Static<typeof RespuestaPerfilParcela>;

/** GET parcelas_croquis/{uuid}: the sketch with its points, central point and history count (a list of one row). */
export const CroquisParcela = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  nombre: Type.String(),
  poligono: PoligonoNulo,
  poligono_area: numeroNulo(),
  puntos: Type.Array(PuntoPoligono),
  centro: objetoNulo(PuntoCentral.properties),
  centroide: LatLngNulo,
  croquis_origen: textoNulo(),
  croquis_anteriores: Type.Integer(),
  updated_at: Type.String(),
});
export type CroquisParcela = Static<typeof CroquisParcela>;
export const RespuestaCroquisParcela = Datos(CroquisParcela);
export type RespuestaCroquisParcela = Static<typeof RespuestaCroquisParcela>;

/** One side's neighbour as recorded in the field (null: no data). */
export const Colindancia = objetoNulo({
  colindante: textoNulo(),
  colindante_otro: textoNulo(),
  propietario: textoNulo(),
  herbicidas_nombre: textoNulo(),
  fertilizantequim_nombre: textoNulo(),
  plaguicida_nombre: textoNulo(),
  amortiguamiento: textoNulo(),
});
export const Colindancias = Type.Object({ norte: Colindancia, sur: Colindancia, este: Colindancia, oeste: Colindancia });
export type Colindancias = Static<typeof Colindancias>;
export const RespuestaColindancias = Uno(Colindancias);
export type RespuestaColindancias = Static<typeof RespuestaColindancias>;

/** A stored alert (001 §3 'Plot alert'): `error` 1 means the EU system would reject the polygon, 0 a warning. */
export const AlertaGuardada = Type.Object({
  id: Type.Integer(),
  codigo: Type.String(),
  titulo: Type.String(),
  descripcion: Type.String(),
  recomendacion: Type.String(),
  error: Type.Integer({ minimum: 0, maximum: 1 }),
  orden: Type.Integer(),
  datos: libreNulo(),
});
export type AlertaGuardada = Static<typeof AlertaGuardada>;
/** GET parcelas_alertas/{uuid}: errors first, with the counts and when they were last computed. */
export const RespuestaAlertas = Type.Object({
  data: Type.Array(AlertaGuardada),
  total: Type.Integer(),
  errores: Type.Integer(),
  advertencias: Type.Integer(),
  revisadas_en: textoNulo(),
});
export type RespuestaAlertas = Static<typeof RespuestaAlertas>;

/** GET parcelas_croquis_captura/{uuid}: the field sketch's image file (GET archivos/{uuid}), data null when none. */
export const CapturaCroquis = objetoNulo({
  archivo: Type.String(),
  mime: Type.String(),
  ancho: enteroNulo(),
  alto: enteroNulo(),
  tamano: Type.Integer(),
  created_at: Type.String(),
});
export type CapturaCroquis = Static<typeof CapturaCroquis>;
export const RespuestaCaptura = Type.Object({ data: CapturaCroquis });
export type RespuestaCaptura = Static<typeof RespuestaCaptura>;

/** GET parcela_geojson/{uuid}: the plot as a GeoJSON Feature (RFC 7946), with the EU system's property names too. */
export const FeatureParcela = Type.Object({
  type: Type.Literal('Feature'),
  id: Type.String(),
  geometry: Type.Unsafe<{ type: 'Polygon' | 'Point'; coordinates: unknown } | null>({
    type: ['object', 'null'],
    properties: { type: Type.String(), coordinates: Type.Array(Type.Unknown()) },
  }),
  properties: Type.Object({
    uuid: Type.String(),
    nombre: Type.String(),
    productor: Type.String(),
    clave: textoNulo(),
    localidad: textoNulo(),
    municipio: textoNulo(),
    superficie_ha: Type.Number(),
    area_calculada_ha: numeroNulo(),
    alertas: Type.Integer(),
    alertas_error: Type.Integer(),
    ProductionPlace: Type.String(),
    Area: Type.Number(),
    ProducerCountry: textoNulo(),
    ProducerName: Type.String(),
  }),
});
export type FeatureParcela = Static<typeof FeatureParcela>;

/** ?margen= of the neighbours (metres, digits; the server caps it at 2 000). */
export const QueryVecinos = objeto({ margen: opcional(Type.String({ pattern: '^[0-9]{1,4}$' })) });
export type QueryVecinos = Static<typeof QueryVecinos>;
/** A neighbour plot of the same cooperative and cycle, for the editor's live check. */
export const VecinoParcela = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  nombre: Type.String(),
  poligono: PoligonoNulo,
  cuenta: Type.String(),
  cuenta_uuid: Type.String(),
  productor_uuid: Type.String(),
});
export type VecinoParcela = Static<typeof VecinoParcela>;
export const RespuestaVecinos = Datos(VecinoParcela);
export type RespuestaVecinos = Static<typeof RespuestaVecinos>;

// ——— Sketch changes: save, import, removals, altitudes (001 §4, §7) ———

/** A point as the map gives it `{lat, lng}` (an altitude may come), or a GeoJSON position `[lng, lat]`. */
export const PuntoCroquisEntrada = Type.Union([
  objeto({ lat: Type.Number(), lng: Type.Number(), alt: opcional(numeroNulo()) }),
  Type.Array(Type.Number(), { minItems: 2, maxItems: 3 }),
]);
/**
 * POST update_croquis: the boundary's points in drawing order; the server closes the ring and checks it. The
 * vertex limit is checked by the save itself (domain/poligono/limite.ts), with the same message for every way a
 * sketch enters; the 1 MB body limit bounds the array before that.
 */
export const CuerpoGuardarCroquis = objeto({
  uuid: uuid(),
  /** The plot profile's `version` the editor was loaded with; absent (the spec's call shape), the save is not checked. */
  version: opcional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  croquis: Type.Array(PuntoCroquisEntrada, {
    description: `Hasta ${MAXIMO_VERTICES_CROQUIS} vértices; más es 422 con el mensaje del límite`,
  }),
});
export type CuerpoGuardarCroquis = Static<typeof CuerpoGuardarCroquis>;

/** An alert just computed (update_croquis, kml_import): the stored fields without id and order. */
export const AlertaNueva = Type.Object({
  codigo: Type.String(),
  titulo: Type.String(),
  descripcion: Type.String(),
  recomendacion: Type.String(),
  error: Type.Integer({ minimum: 0, maximum: 1 }),
  datos: libreNulo(),
});
export type AlertaNueva = Static<typeof AlertaNueva>;

/** The answer of every sketch change (001 §7 update_croquis: success, message, data with nombre and croquis.alertas). */
export const RespuestaCambioCroquis = Type.Object({
  success: Type.Integer(),
  message: Type.String(),
  data: Type.Object({
    uuid: Type.String(),
    nombre: Type.String(),
    /** The plot's version after the change: the editor's next save sends it. */
    version: Type.Integer(),
    croquis: Type.Object({
      poligono: PoligonoNulo,
      poligono_area: numeroNulo(),
      centroide: LatLngNulo,
      croquis_anteriores: Type.Integer(),
      alertas: Type.Array(AlertaNueva),
      alertas_poligono: Type.Integer(),
      alertas_error_poligono_count: Type.Integer(),
    }),
    vecinos_revisados: Type.Integer(),
    /** The removals only: whether an earlier sketch came back. */
    restaurado: opcional(Type.Boolean()),
  }),
});
export type RespuestaCambioCroquis = Static<typeof RespuestaCambioCroquis>;

/** POST parcelas_altitudes/{uuid}: each point's altitude and the central point's. */
export const RespuestaAltitudes = Type.Object({
  message: Type.String(),
  data: Type.Object({ puntos: Type.Array(PuntoPoligono), centro: PuntoCentral }),
});
export type RespuestaAltitudes = Static<typeof RespuestaAltitudes>;
