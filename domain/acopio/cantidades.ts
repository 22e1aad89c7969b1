import { formatoCentavos } from '../comun/formato';

/**
 * Weights and money travel and are stored as integers ×100 (spec 002 §9, R089): 12.34 kg is 1234. A person
 * types text, so the form turns it into hundredths here, digit by digit, never through a float product
 * (19.99 × 100 is 1998.9999… in binary).
 */
export type Centesimos = number;

export type LecturaCantidad = { valor: Centesimos | null; error?: string };

/** Spec 002 §5 'Delivery form' messages for what is not a number or has more than two decimals. */
export const NO_ES_NUMERO = 'Se espera un número';
export const DOS_DECIMALES = 'Solo se permiten dos decimales';

/**
 * '12.34' → 1234, '12' → 1200, '.5' → 50, '1,234.5' → 123450 (thousands commas as the lists show them); empty
 * → null without error (the caller decides whether it is required).
 */
export function leerCentesimos(texto: string | number | null | undefined): LecturaCantidad {
  if (texto === null || texto === undefined) return { valor: null };
  const t = String(texto)
    .trim()
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (t === '') return { valor: null };
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(t);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return { valor: null, error: NO_ES_NUMERO };
  const decimales = m[3] ?? '';
  if (decimales.length > 2) return { valor: null, error: DOS_DECIMALES };
  const entero = Number(m[2] || '0');
  if (!Number.isSafeInteger(entero * 100)) return { valor: null, error: NO_ES_NUMERO };
  const valor = entero * 100 + Number(decimales.padEnd(2, '0'));
  return { valor: m[1] === '-' ? -valor : valor };
}

/** Hundredths back to the text a form shows: 1234 → '12.34', 1200 → '12.00'. */
export function aTexto(c: Centesimos | null | undefined): string {
  if (c === null || c === undefined) return '';
  const abs = Math.abs(c);
  return `${c < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Amounts in messages and receipts: 286000 → '2,860.00' (§9: two decimals, en-US grouping). */
export const textoMonto = (c: Centesimos): string => formatoCentavos(c, '');

/**
 * a × b / 100 rounded half up, exactly, for two values ×100 (kg × price per kg → amount): integer arithmetic
 * on the product, which stays far below 2^53 for any plausible delivery (bounds in `limites.ts`).
 */
export function multiplicarCentesimos(a: Centesimos, b: Centesimos): Centesimos {
  const producto = a * b;
  const resto = producto % 100;
  return (producto - resto) / 100 + (resto >= 50 ? 1 : resto <= -50 ? -1 : 0);
}
