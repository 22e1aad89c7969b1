import { Type, type Static } from 'typebox';
import { ENTERO_MAXIMO, ENTERO_MINIMO, idEnTexto, objeto, textoNulo } from './comun';

/**
 * Price per cooperative (spec 002 §2.12, §7 'Price per cooperative'; issue 12). The price travels ×100. The
 * cooperative is always the session's: a body never names it.
 */

/** POST registro_precio: the new price per kg ×100 (its rule and messages: domain/acopio/precio.ts). */
export const CuerpoPrecio = objeto({ precio_por_kg: Type.Integer({ minimum: ENTERO_MINIMO, maximum: ENTERO_MAXIMO }) });
export type CuerpoPrecio = Static<typeof CuerpoPrecio>;

/** A price record as the list shows it (§3 'Price record'): fecha_fin '-' while current. */
export const FilaPrecio = Type.Object({
  precio_id: Type.Integer(),
  fecha_inicio: Type.String(),
  fecha_fin: Type.String(),
  estatus: Type.String(),
  estatus_color: Type.String(),
  precio: Type.Integer(),
  registro: textoNulo(),
  fecha_registro: Type.String(),
});
export type FilaPrecio = Static<typeof FilaPrecio>;

export const RespuestaPrecio = Type.Object({ data: FilaPrecio, message: Type.String() });
export type RespuestaPrecio = Static<typeof RespuestaPrecio>;

/** DELETE registro_precio/{id}: the deleted price and the one that is current again (null if none is left). */
export const RespuestaPrecioEliminado = Type.Object({
  data: Type.Object({ precio_id: Type.Integer(), vigente: Type.Union([Type.Integer(), Type.Null()]) }),
  message: Type.String(),
});
export type RespuestaPrecioEliminado = Static<typeof RespuestaPrecioEliminado>;

export const ParamIdPrecio = objeto({ id: idEnTexto() });
export const ParamCooperativaPrecio = objeto({ coopId: idEnTexto() });
