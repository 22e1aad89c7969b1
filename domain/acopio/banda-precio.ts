import { textoMonto, type Centesimos } from './cantidades';

/**
 * The plausible band of a delivery's price (issue 22 item 4; docs/DECISIONES.md 'acopio: lo que un acopiador puede
 * hacer con dinero'): within ±50 % of the cooperative's current price per kg. A price outside it (or any price when
 * the cooperative has none registered) needs a supervisor's permission, ACOPIOS_PRECIO_FUERA_DE_RANGO. Relative to
 * the registered price, so it follows the market and each product's currency without a setting to keep up to date.
 */
export const BANDA_PRECIO_PORCENTAJE = 50;
export const PERMISO_FUERA_DE_RANGO = 'ACOPIOS_PRECIO_FUERA_DE_RANGO';

export const PRECIO_CERO = 'El precio por kg debe ser mayor a 0';
export const SIN_PRECIO_VIGENTE =
  'La cooperativa no tiene un precio vigente por kg: solo un supervisor puede fijar el precio de una entrega';

export interface BandaPrecio {
  minimo: Centesimos;
  maximo: Centesimos;
}

/** The band around the current price ×100, rounded inwards to the cent: 95.00 → 47.50 … 142.50. Null without a price. */
export function bandaDePrecio(vigente: Centesimos | null): BandaPrecio | null {
  if (vigente === null || vigente <= 0) return null;
  return {
    minimo: Math.ceil((vigente * (100 - BANDA_PRECIO_PORCENTAJE)) / 100),
    maximo: Math.floor((vigente * (100 + BANDA_PRECIO_PORCENTAJE)) / 100),
  };
}

export const mensajeFueraDeBanda = (b: BandaPrecio): string =>
  `El precio por kg debe estar entre $ ${textoMonto(b.minimo)} y $ ${textoMonto(b.maximo)} ` +
  `(±${BANDA_PRECIO_PORCENTAJE} % del precio vigente de la cooperativa); fuera de ese rango lo fija un supervisor`;

/** What the price-setter's context says about a delivery's price: the cooperative's current one and the permission. */
export interface ContextoPrecio {
  vigente: Centesimos | null;
  fueraDeRango: boolean;
}

/** The band's message for a price a user sets, or null when it is inside the band or the user may go outside it. */
export function errorBandaPrecio(precio: Centesimos, ctx: ContextoPrecio): string | null {
  if (ctx.fueraDeRango) return null;
  const b = bandaDePrecio(ctx.vigente);
  if (!b) return SIN_PRECIO_VIGENTE;
  return precio < b.minimo || precio > b.maximo ? mensajeFueraDeBanda(b) : null;
}
