import { Type, type Static } from 'typebox';
import { fechaHora, textoNulo } from './comun';
import { RespuestaBusqueda } from './busqueda';

/**
 * The localities catalogue (spec 001 §2.15, §3 'Locality', §7 'search localidades' sort nombre; also the registry's
 * locality select, filter id_municipio). A shared reference catalogue: nothing here says which cooperative has
 * producers where (the per-cooperative risk is the maps' call, PUT localidades/{uuid}).
 */
export const FilaLocalidad = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  id_localidad: Type.Integer(),
  localidad_uuid: Type.String(),
  clave_concatenada: textoNulo(),
  nombre: Type.String(),
  localidad: Type.String(),
  id_municipio: Type.Integer(),
  municipio: Type.String(),
  id_estado: Type.Integer(),
  estado: Type.String(),
  localidad_latitud: Type.Number(),
  localidad_longitud: Type.Number(),
  created_at: fechaHora(),
  updated_at: fechaHora(),
});
export type FilaLocalidad = Static<typeof FilaLocalidad>;

export const RespuestaLocalidades = RespuestaBusqueda(FilaLocalidad);
export type RespuestaLocalidades = RespuestaBusqueda<FilaLocalidad>;
