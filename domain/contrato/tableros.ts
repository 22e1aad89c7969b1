import { Type, type Static, type TSchema } from 'typebox';
import { enteroNulo, numeroNulo, textoNulo } from './comun';
import { Filtro, PeticionBusqueda } from './busqueda';

/**
 * The dashboards (spec 000 §2.9, §3 'Dashboard data', §7 'Dashboards'): producers' figures, SIC progress with the
 * latest records, the municipality/locality drill-down, the centroid map's rows and the dashboard KML. Every
 * figure call takes the search body (only its `filters` are read: id_ciclo, and id_municipio in the drill-down).
 */

/** The search body's fields but `totales` (a figure call answers figures, not a list to sum). */
const { totales: _totales, ...camposBusqueda } = PeticionBusqueda.properties;

/** Body of a figure call: the search convention with `filters` required. */
export const CuerpoCifras = Type.Object(
  { ...camposBusqueda, filters: Type.Array(Filtro, { maxItems: 30 }) },
  { additionalProperties: false },
);
export type CuerpoCifras = Static<typeof CuerpoCifras>;

/** Rows of a figure call, `{data, total}` (total: the number of rows), with extra figures beside them where the call has them. */
export const FilasCifras = <T extends TSchema, E extends Record<string, TSchema> = Record<never, TSchema>>(fila: T, extra?: E) =>
  Type.Object({ data: Type.Array(fila), total: Type.Integer(), ...((extra ?? {}) as E) });
/** The same answer as a type, for the client (which imports types only, so TypeBox stays out of its bundle). */
export interface FilasCifras<T> {
  data: T[];
  total: number;
}

export const TotalesProductores = Type.Object({
  id_ciclo: Type.Integer(),
  total_productores: Type.Integer(),
  total_productores_padron: Type.Integer(),
  total_altas: Type.Integer(),
  total_bajas: Type.Integer(),
});
export type TotalesProductores = Static<typeof TotalesProductores>;

export const FilaCategoria = Type.Object({
  id_cuenta_categoria: Type.Integer(),
  cuenta_categoria: Type.String(),
  cuenta_categoria_color: Type.String(),
  total: Type.Integer(),
});
export type FilaCategoria = Static<typeof FilaCategoria>;
export const FilaGenero = Type.Object({ productor_genero: Type.String(), total: Type.Integer() });
export type FilaGenero = Static<typeof FilaGenero>;
export const FilaEdad = Type.Object({ rango_edad: Type.String(), total: Type.Integer() });
export type FilaEdad = Static<typeof FilaEdad>;
export const FilaParcelas = Type.Object({ rango_parcelas: Type.String(), total: Type.Integer() });
export type FilaParcelas = Static<typeof FilaParcelas>;
export const FilaRiesgo = Type.Object({
  id_nivel_riesgo: enteroNulo(),
  nivel_riesgo: Type.String(),
  color: Type.String(),
  total: Type.Integer(),
});
export type FilaRiesgo = Static<typeof FilaRiesgo>;
export const FilaSuperficie = Type.Object({ rango_superficie: Type.String(), total: Type.Integer(), hectareas: Type.Number() });
export type FilaSuperficie = Static<typeof FilaSuperficie>;
/** Producers and hectares by surface band, and the totals of the cycle. */
export const RespuestaHectareas = FilasCifras(FilaSuperficie, { total_hectareas: Type.Number(), total_productores: Type.Integer() });
export type RespuestaHectareas = Static<typeof RespuestaHectareas>;

const camposAvance = { total_esperado: Type.Integer(), total_levantado: Type.Integer(), total_pendiente: Type.Integer() };

/** 000 §3 'Latest record'; `uuid` is the plot's (the 'Ver croquis' link), null when the format names none. */
export const UltimoRegistro = Type.Object({
  id_api_ficha: Type.Integer(),
  uuid_formato: Type.String(),
  ficha_title: Type.String(),
  uuid: textoNulo(),
  uuid_productor: Type.String(),
  nombre_productor: Type.String(),
  nombre_parcela: textoNulo(),
  id_inspector: enteroNulo(),
  nombre_inspector: textoNulo(),
  inspeccion_fecha: Type.String(),
  reporte: textoNulo(),
});
export type UltimoRegistro = Static<typeof UltimoRegistro>;

export const AvanceSic = Type.Object({
  id_ciclo: Type.Integer(),
  ...camposAvance,
  total_productores: Type.Integer(),
  total_productores_padron: Type.Integer(),
  parcelas_poligono: Type.Integer(),
  parcelas_centroide: Type.Integer(),
  parcelas_sin_geolocalizar: Type.Integer(),
  ultimos: Type.Array(UltimoRegistro),
});
export type AvanceSic = Static<typeof AvanceSic>;

export const FilaAvanceMunicipio = Type.Object({ id_municipio: Type.Integer(), municipio: Type.String(), ...camposAvance });
export type FilaAvanceMunicipio = Static<typeof FilaAvanceMunicipio>;
export const FilaAvanceLocalidad = Type.Object({
  id_localidad: Type.Integer(),
  localidad: Type.String(),
  id_municipio: Type.Integer(),
  municipio: Type.String(),
  ...camposAvance,
});
export type FilaAvanceLocalidad = Static<typeof FilaAvanceLocalidad>;

// ——— The centroid map (000 §3 'Parcel row for map/KML', §7 'search parcelas') ———

/** Rows of one page of the centroid map: a cooperative's whole map (~13 000 plots) in one request. */
export const MAXIMO_MAPA = 50_000;

/** Body of `parcelas_search`: the search convention, filters required, pages up to 50 000 rows. */
export const CuerpoMapa = Type.Object(
  {
    ...camposBusqueda,
    filters: Type.Array(Filtro, { maxItems: 30 }),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAXIMO_MAPA })),
  },
  { additionalProperties: false },
);
export type CuerpoMapa = Static<typeof CuerpoMapa>;

export const FilaMapa = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  parcela_nombre: Type.String(),
  productor_uuid: Type.String(),
  productor_nombre: Type.String(),
  localidad: Type.String(),
  municipio: Type.String(),
  id_cuenta_categoria: Type.Integer(),
  cuenta_categoria: Type.String(),
  centroide_lat: numeroNulo(),
  centroide_lng: numeroNulo(),
  superficie: Type.Number(),
});
export type FilaMapa = Static<typeof FilaMapa>;
export const RespuestaMapa = Type.Object({
  data: Type.Array(FilaMapa),
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
});
export type RespuestaMapa = Static<typeof RespuestaMapa>;

// ——— The filter panel's options (000 §2.3: Inspector, Ubicación) ———

const Opcion = Type.Object({ id: Type.Integer(), nombre: Type.String() });
/** The inspectors with records in the cycle, and the municipalities (each with its localities) of its producers. */
export const OpcionesPanel = Type.Object({
  inspectores: Type.Array(Opcion),
  municipios: Type.Array(Type.Object({ id: Type.Integer(), nombre: Type.String(), localidades: Type.Array(Opcion) })),
});
export type OpcionesPanel = Static<typeof OpcionesPanel>;
