import type { Centesimos } from '../acopio/cantidades';

/**
 * Pre-harvest credit interest (R094; spec DECISIONS 'advance interest'): the rate is a MONTHLY percentage over a
 * 30-day month, simple interest on the pending capital between two ledger dates:
 *   interés (centavos) = redondeo_medio_arriba(días × tasa × capital (centavos) / 3000)
 * which is the spec's `días × tasa × capital / 300000` with the capital in cents and the result in currency units.
 *
 * The rate has up to 6 decimals (the form's rule), so it travels and is kept as an integer of millionths of a percent
 * (`TasaMillonesimas`: 2 % → 2_000_000, 1.123456 % → 1_123_456) and the product is computed in BigInt: no float
 * ever touches money (a 999 % rate on 10 million pesos for a year is ~1.1e22, past 2^53).
 */
export type TasaMillonesimas = number;

/** The rate's largest value and decimals (R099). */
export const TASA_MAXIMA = 999;
export const DECIMALES_TASA = 6;
const MILLON = 1_000_000n;

/** 'El interés …' messages of spec 002 §5 'Advance form'. */
export const INTERES_NEGATIVO = 'El interés debe ser mayor o igual a 0';
export const INTERES_MAYOR_A_999 = 'El interés no puede ser mayor a 999';
export const INTERES_SEIS_DECIMALES = 'El interés no puede tener más de 6 decimales';
export const INTERES_NO_NUMERO = 'Se espera un número';

export type LecturaTasa = { valor: TasaMillonesimas | null; error?: string };

/**
 * What a person typed (or the JSON number sent) → millionths of a percent, digit by digit: '2' → 2_000_000,
 * '1.123456' → 1_123_456, '1.1234567' → error, '-0.5' → error, '1000' → error; empty → null (the caller falls back to
 * the cooperative's default rate).
 */
export function leerTasa(entrada: string | number | null | undefined): LecturaTasa {
  if (entrada === null || entrada === undefined) return { valor: null };
  // A JSON number prints as its shortest exact decimal ('1.123456'); an exponent form is never a form's 6 decimals.
  const t = String(entrada).trim();
  if (t === '') return { valor: null };
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(t);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return { valor: null, error: INTERES_NO_NUMERO };
  const decimales = (m[3] ?? '').replace(/0+$/, '');
  const entero = Number(m[2] || '0');
  const negativo = m[1] === '-' && (entero > 0 || decimales !== '');
  if (negativo) return { valor: null, error: INTERES_NEGATIVO };
  if (entero > TASA_MAXIMA || (entero === TASA_MAXIMA && decimales !== '')) return { valor: null, error: INTERES_MAYOR_A_999 };
  if (decimales.length > DECIMALES_TASA) return { valor: null, error: INTERES_SEIS_DECIMALES };
  return { valor: entero * 1_000_000 + Number(decimales.padEnd(DECIMALES_TASA, '0')) };
}

/** Millionths back to the text the form shows: 2_000_000 → '2', 1_123_456 → '1.123456', 1_500_000 → '1.5'. */
export function tasaATexto(t: TasaMillonesimas): string {
  const entero = Math.floor(t / 1_000_000);
  const resto = String(t % 1_000_000)
    .padStart(DECIMALES_TASA, '0')
    .replace(/0+$/, '');
  return resto ? `${entero}.${resto}` : String(entero);
}

/** Capital at or below 0.01 accrues nothing (R094). */
export const CAPITAL_SIN_INTERES: Centesimos = 1;

/**
 * Interest in cents for `dias` days on `capital` cents at `tasa` monthly millionths, rounded half up (R094):
 * (30 days, 2 %, 10,000.00) → 200.00; capital 0.01 → 0; 0 days → 0.
 */
export function interesCentavos(dias: number, tasa: TasaMillonesimas, capital: Centesimos): Centesimos {
  if (dias <= 0 || tasa <= 0 || capital <= CAPITAL_SIN_INTERES) return 0;
  const numerador = BigInt(dias) * BigInt(tasa) * BigInt(capital);
  const denominador = 3000n * MILLON;
  // half up for a positive quotient: floor((2n + d) / 2d)
  return Number((2n * numerador + denominador) / (2n * denominador));
}

/** Whole days from one 'YYYY-MM-DD' to a later one (calendar days, as the spec's 'days' between payments). */
export function diasEntre(desde: string, hasta: string): number {
  const aUtc = (f: string) => {
    const [a, m, d] = f.split('-').map(Number);
    return Date.UTC(a, m - 1, d);
  };
  return Math.round((aUtc(hasta) - aUtc(desde)) / 86_400_000);
}
