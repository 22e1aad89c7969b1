import { leerCentesimos } from '../acopio/cantidades';
import { MENSAJES_REMANENTE, validarPagoRemanente, validarPrecioRemanente } from './remanente';

/**
 * The surplus screen's two side forms read as typed (pesos with up to two decimals) into the integers ×100 the API
 * takes, then checked by the same rules the server applies (`validarPrecioRemanente`, `validarPagoRemanente`), so the
 * browser says what the server would: an empty field 'Debe escribir una cantidad' (§5), a category price of 0 'Debe
 * ser un número mayor que cero'.
 */
type Errores = Record<string, string>;

function leer(texto: string): { valor: number | null; error: string | null } {
  const l = leerCentesimos(texto);
  if (l.error) return { valor: null, error: l.error };
  if (l.valor === null) return { valor: null, error: MENSAJES_REMANENTE.cantidad };
  return { valor: l.valor, error: null };
}

const primeros = (e: Record<string, string[]>): Errores => Object.fromEntries(Object.entries(e).map(([k, m]) => [k, m[0]]));

/**
 * The price form: the category chosen and the price per kg as typed.
 * @example leerFormularioPrecio(15, '3.5') // { datos: { id_cat_certificacion: 15, precio_por_kg: 350 }, errores: {} }
 */
export function leerFormularioPrecio(
  idCat: number | null,
  precio: string,
): { datos: { id_cat_certificacion: number; precio_por_kg: number } | null; errores: Errores } {
  const p = leer(precio);
  const datos = { id_cat_certificacion: idCat ?? 0, precio_por_kg: p.valor ?? 0 };
  const errores = primeros(validarPrecioRemanente(datos));
  if (p.error) errores.precio_por_kg = p.error;
  return Object.keys(errores).length ? { datos: null, errores } : { datos, errores };
}

/**
 * The payment form: price per kg and amount to pay as typed (both required, at least 0).
 * @example leerFormularioPago('3', '') // { datos: null, errores: { cantidad_pago: 'Debe escribir una cantidad' } }
 */
export function leerFormularioPago(
  precio: string,
  cantidad: string,
): { datos: { precio_por_kg: number; cantidad_pago: number } | null; errores: Errores } {
  const p = leer(precio);
  const c = leer(cantidad);
  const errores = primeros(validarPagoRemanente({ precio_por_kg: p.valor, cantidad_pago: c.valor }));
  if (p.error) errores.precio_por_kg = p.error;
  if (c.error) errores.cantidad_pago = c.error;
  return Object.keys(errores).length || p.valor === null || c.valor === null
    ? { datos: null, errores }
    : { datos: { precio_por_kg: p.valor, cantidad_pago: c.valor }, errores };
}
