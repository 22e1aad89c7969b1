import { Type, type Static, type TSchema } from 'typebox';
import { Datos, enteroNulo, ID_EN_TEXTO, numeroNulo, objeto, opcional, textoNulo } from './comun';
import { PeticionBusqueda } from './busqueda';
import { PoligonoNulo } from './parcelas';

/**
 * Locality risk maps (spec 001 §2.13, §3 'Locality' and 'Map parcel', §7 'Maps'): the cycle's localities with their
 * risk, the plots of a locality, the risk's inline edit and the map's KML. One declaration for the server's
 * validation and answers, /api/docs and the client.
 */

/** A locality of the cycle's producers population (DECISIONS.md) with its counts and this cooperative's risk. */
export const FilaMapaLocalidad = Type.Object({
  id_localidad: Type.Integer(),
  localidad_uuid: Type.String(),
  localidad: Type.String(),
  id_municipio: Type.Integer(),
  municipio: Type.String(),
  localidad_latitud: Type.Number(),
  localidad_longitud: Type.Number(),
  /** Null until the cooperative chooses one (§4). */
  id_cat_localidad_riesgo: enteroNulo(1, 3),
  cat_localidad_riesgo: textoNulo(),
  cat_localidad_riesgo_color: textoNulo(),
  productores: Type.Integer(),
  parcelas: Type.Integer(),
});
export type FilaMapaLocalidad = Static<typeof FilaMapaLocalidad>;

/** A plot of the locality's detail map (§3 'Map parcel'), with its producer for the popup's second link. */
export const FilaMapaParcela = Type.Object({
  parcela_nombre: Type.String(),
  parcela_uuid: Type.String(),
  centroide_lat: numeroNulo(),
  centroide_lng: numeroNulo(),
  poligono: PoligonoNulo,
  id_localidad: Type.Integer(),
  productor_nombre: Type.String(),
  productor_uuid: Type.String(),
});
export type FilaMapaParcela = Static<typeof FilaMapaParcela>;

/** Both searches take the protocol's body; the cycle filter (id_ciclo =) is required (422 without it). */
const { totales: _totales, ...camposBusqueda } = PeticionBusqueda.properties;
export const CuerpoMapas = Type.Object(camposBusqueda, { additionalProperties: false });
export type CuerpoMapas = Static<typeof CuerpoMapas>;
const pagina = <T extends TSchema>(fila: T) =>
  Type.Object({ data: Type.Array(fila), total: Type.Integer(), page: Type.Integer(), per_page: Type.Integer() });
export const RespuestaMapaLocalidades = pagina(FilaMapaLocalidad);
export type RespuestaMapaLocalidades = Static<typeof RespuestaMapaLocalidades>;
export const RespuestaMapaParcelas = pagina(FilaMapaParcela);
export type RespuestaMapaParcelas = Static<typeof RespuestaMapaParcelas>;

/** PUT localidades/{uuid}: a risk of the catalogue (1..3), or null to return it to 'Sin asignar' (docs/DECISIONES.md). */
export const CuerpoRiesgoLocalidad = objeto({
  id_cat_localidad_riesgo: Type.Union([Type.Integer(), Type.Null()]),
});
export type CuerpoRiesgoLocalidad = Static<typeof CuerpoRiesgoLocalidad>;

/** The spec's answer: a list holding the locality's risk as stored now. */
export const RiesgoLocalidad = Type.Object({
  id_cat_localidad_riesgo: enteroNulo(1, 3),
  cat_localidad_riesgo: textoNulo(),
  cat_localidad_riesgo_color: textoNulo(),
});
export type RiesgoLocalidad = Static<typeof RiesgoLocalidad>;
export const RespuestaRiesgoLocalidad = Datos(RiesgoLocalidad);
export type RespuestaRiesgoLocalidad = Static<typeof RespuestaRiesgoLocalidad>;

const ID_POSITIVO = ID_EN_TEXTO;
/** GET padron_mapas_kml?id_ciclo=…[&id_localidad=…]: the map as KML, the whole cycle or one locality's detail. */
export const QueryKmlMapas = objeto({
  id_ciclo: Type.String({ pattern: ID_POSITIVO }),
  id_localidad: opcional(Type.String({ pattern: ID_POSITIVO })),
});
export type QueryKmlMapas = Static<typeof QueryKmlMapas>;

/** The downloaded file's name. */
export const NOMBRE_KML_MAPAS = 'mapa_localidades.kml';
