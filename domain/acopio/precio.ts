import { leerCentesimos, NO_ES_NUMERO, type Centesimos } from './cantidades';
import { LIMITES } from './limites';

/** The price form's messages (spec 002 §5 'Price form', verbatim) and its success messages (§8). */
export const MENSAJES_PRECIO = {
  requerido: 'Debe escribir una cantidad',
  numero: 'Debe escribir un número',
  positivo: 'Debe escribir un número positivo',
  maximo: `El precio no puede pasar de ${(LIMITES.precioPorKg / 100).toLocaleString('en-US')}`,
  soloVigente: 'Solo se puede eliminar el precio vigente',
} as const;
export const precioGuardado = (id: number): string => `Se guardó con éxito el nuevo precio ${id}.`;
export const precioEliminado = (id: number): string => `Se eliminó con éxito el precio ${id}.`;

/** Status of a price record (§4 'Price record': current while fecha_fin is '-'). */
export const ESTATUS_PRECIO = { vigente: 'Vigente', anterior: 'Anterior' } as const;
export const SIN_FECHA_FIN = '-';

/** The price ×100 as the server checks it: a whole positive number within the limit, or the spec's message. */
export function errorPrecio(precio: Centesimos | null): string | null {
  if (precio === null) return MENSAJES_PRECIO.requerido;
  if (precio <= 0) return MENSAJES_PRECIO.positivo;
  if (precio > LIMITES.precioPorKg) return MENSAJES_PRECIO.maximo;
  return null;
}

/**
 * The typed amount of the price form → price ×100 or the spec's message (R: 45.5 → 4550). Read exactly, never
 * through a float: '19.99' is 1999.
 */
export function leerPrecio(texto: string): { valor: Centesimos | null; error: string | null } {
  if (texto.trim() === '') return { valor: null, error: MENSAJES_PRECIO.requerido };
  const l = leerCentesimos(texto);
  // '-5' reads as −500 and gets 'positivo' below; only what is not a number at all is 'Debe escribir un número'.
  if (l.error) return { valor: null, error: l.error === NO_ES_NUMERO ? MENSAJES_PRECIO.numero : l.error };
  return { valor: l.valor, error: errorPrecio(l.valor) };
}
