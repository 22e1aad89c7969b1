import { nulo } from '../../../esquemas';

/** Response schemas of the sketch calls: they document the contract in /api/docs and serialize only what is declared. */

const numero = { type: 'number' } as const;
const entero = { type: 'integer' } as const;
const texto = { type: 'string' } as const;

/** GeoJSON Polygon, positions [lng, lat] (an altitude may follow). */
export const esquemaPoligono = {
  type: ['object', 'null'],
  properties: {
    type: texto,
    coordinates: { type: 'array', items: { type: 'array', items: { type: 'array', items: numero } } },
  },
} as const;

export const esquemaLatLng = { type: ['object', 'null'], properties: { lat: numero, lng: numero } } as const;

/** A stored alert (001 §3 'Plot alert'): `error` 1 means the EU system would reject the polygon, 0 a warning. */
export const esquemaAlerta = {
  type: 'object',
  properties: {
    id: entero,
    codigo: texto,
    titulo: texto,
    descripcion: texto,
    recomendacion: texto,
    error: entero,
    orden: entero,
    datos: { type: ['object', 'null'], additionalProperties: true },
  },
} as const;

/** An alert just computed (update_croquis, kml_import): the same fields without id. */
export const esquemaAlertaNueva = {
  type: 'object',
  properties: {
    codigo: texto,
    titulo: texto,
    descripcion: texto,
    recomendacion: texto,
    error: entero,
    datos: { type: ['object', 'null'], additionalProperties: true },
  },
} as const;

/** A point of the coordinates table (001 §3 'Polygon point'). */
export const esquemaPunto = {
  type: 'object',
  properties: { title: texto, lat: numero, lng: numero, elevation: nulo('number'), longitud_segmento: numero },
} as const;

export const esquemaPerfil = {
  type: 'object',
  properties: {
    id: entero,
    id_parcela: entero,
    uuid: texto,
    nombre: texto,
    parcela_nombre: texto,
    superficie: numero,
    parcela_superficie: numero,
    plantas: entero,
    variedades: nulo('string'),
    geolocalizacion: texto,
    id_cuenta: entero,
    cuenta: texto,
    cuenta_uuid: texto,
    productor_uuid: texto,
    productor_clave: nulo('string'),
    productor_codigo: nulo('string'),
    id_ciclo: entero,
    ciclo: texto,
    cuenta_categoria: texto,
    cuenta_categoria_color: texto,
    id_localidad: nulo('integer'),
    localidad: nulo('string'),
    localidad_latitud: nulo('number'),
    localidad_longitud: nulo('number'),
    id_municipio: nulo('integer'),
    municipio: nulo('string'),
    estado: nulo('string'),
    pais: nulo('string'),
    pais_codigo: nulo('string'),
    certificacion: nulo('string'),
    certificaciones: { type: 'array', items: texto },
    logo: nulo('string'),
    certificacion_logo: nulo('string'),
    poligono: esquemaPoligono,
    centroide: esquemaLatLng,
    centroide_lat: nulo('number'),
    centroide_lng: nulo('number'),
    centroide_pol_lat: nulo('number'),
    centroide_pol_lng: nulo('number'),
    poligono_area: nulo('number'),
    alertas_poligono: entero,
    alertas_error_poligono_count: entero,
    alertas_revisadas_en: nulo('string'),
    areas_naturales: { type: ['array', 'null'], items: { type: 'object', additionalProperties: true } },
    areas_naturales_count: nulo('integer'),
    id_riesgo_eudr_user: nulo('integer'),
    id_riesgo_eudr_whisp: nulo('integer'),
    elevaciones: { type: ['array', 'null'], items: nulo('number') },
    elevacion_centro: nulo('number'),
    croquis_origen: nulo('string'),
    croquis_captura: nulo('string'),
    croquis_anteriores: entero,
    fecha_baja: nulo('string'),
    motivo_baja: nulo('string'),
    updated_at: texto,
  },
} as const;

/** A row of parcelas_croquis: the sketch with its points, central point and history count. */
export const esquemaCroquis = {
  type: 'object',
  properties: {
    id: entero,
    uuid: texto,
    nombre: texto,
    poligono: esquemaPoligono,
    poligono_area: nulo('number'),
    puntos: { type: 'array', items: esquemaPunto },
    centro: { type: ['object', 'null'], properties: { title: texto, lat: numero, lng: numero, elevation: nulo('number') } },
    centroide: esquemaLatLng,
    croquis_origen: nulo('string'),
    croquis_anteriores: entero,
    updated_at: texto,
  },
} as const;

const esquemaColindancia = {
  type: ['object', 'null'],
  properties: {
    colindante: nulo('string'),
    colindante_otro: nulo('string'),
    propietario: nulo('string'),
    herbicidas_nombre: nulo('string'),
    fertilizantequim_nombre: nulo('string'),
    plaguicida_nombre: nulo('string'),
    amortiguamiento: nulo('string'),
  },
} as const;

export const esquemaColindancias = {
  type: 'object',
  properties: { norte: esquemaColindancia, sur: esquemaColindancia, este: esquemaColindancia, oeste: esquemaColindancia },
} as const;

export const esquemaVecino = {
  type: 'object',
  properties: {
    id: entero,
    uuid: texto,
    nombre: texto,
    poligono: esquemaPoligono,
    cuenta: texto,
    cuenta_uuid: texto,
    productor_uuid: texto,
  },
} as const;

/** The answer of every sketch change (001 §7 update_croquis: success, message, data with nombre and croquis.alertas). */
export const esquemaRespuestaCroquis = {
  type: 'object',
  properties: {
    success: entero,
    message: texto,
    data: {
      type: 'object',
      properties: {
        uuid: texto,
        nombre: texto,
        croquis: {
          type: 'object',
          properties: {
            poligono: esquemaPoligono,
            poligono_area: nulo('number'),
            centroide: esquemaLatLng,
            croquis_anteriores: entero,
            alertas: { type: 'array', items: esquemaAlertaNueva },
            alertas_poligono: entero,
            alertas_error_poligono_count: entero,
          },
        },
        vecinos_revisados: entero,
        restaurado: { type: 'boolean' },
      },
    },
  },
} as const;
