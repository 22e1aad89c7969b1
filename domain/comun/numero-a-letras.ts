/**
 * Amounts in words, as a Mexican receipt or promissory note (pagaré) writes them under the figure (issue 25): capitals,
 * the whole pesos in words and the cents as a fraction, 'DOS MIL QUINIENTOS PESOS 00/100 M.N.'. A document that
 * carries both lets anyone check one against the other; the words follow the RAE's rules for cardinals: 'un' before
 * a noun (UN PESO, VEINTIÚN PESOS, CIENTO UN MIL), 'cien' alone and 'ciento' before more, 'mil' without 'un',
 * and 'de' between a round million and the currency (UN MILLÓN DE PESOS).
 */

const UNIDADES = ['', 'UNO', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE'];
const DIEZ_A_VEINTINUEVE = [
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIUNO',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const DECENAS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const CENTENAS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

/** 1–99; `apocope`: the number stands before a noun ('UN', 'VEINTIÚN', 'TREINTA Y UN'). */
function decenas(n: number, apocope: boolean): string {
  if (n < 10) return n === 1 && apocope ? 'UN' : UNIDADES[n];
  if (n < 30) return n === 21 && apocope ? 'VEINTIÚN' : DIEZ_A_VEINTINUEVE[n - 10];
  const u = n % 10;
  return u ? `${DECENAS[Math.floor(n / 10)]} Y ${decenas(u, apocope)}` : DECENAS[Math.floor(n / 10)];
}

/** 1–999. */
function centenas(n: number, apocope: boolean): string {
  if (n === 100) return 'CIEN';
  const c = Math.floor(n / 100);
  const resto = n % 100;
  return [CENTENAS[c], resto ? decenas(resto, apocope) : ''].filter(Boolean).join(' ');
}

/** 1–999,999: 'MIL' alone for 1,000, 'VEINTIÚN MIL' (a thousand is a noun: its count takes the short form). */
function miles(n: number, apocope: boolean): string {
  const m = Math.floor(n / 1000);
  const resto = n % 1000;
  const cabeza = m === 0 ? '' : m === 1 ? 'MIL' : `${centenas(m, true)} MIL`;
  return [cabeza, resto ? centenas(resto, apocope) : ''].filter(Boolean).join(' ');
}

/**
 * A whole number ≥ 0 in words, up to 999,999 billones (10^18 − 1, past any amount in cents the app keeps).
 * `apocope`: it counts a noun that follows ('UN PESO', not 'UNO PESO').
 * @example numeroALetras(1001) // 'MIL UNO'
 * @example numeroALetras(2_500_000, true) // 'DOS MILLONES QUINIENTOS MIL'
 */
export function numeroALetras(n: number, apocope = false): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`numeroALetras: ${n} no es un entero ≥ 0`);
  if (n === 0) return 'CERO';
  const billones = Math.floor(n / 1e12);
  const millones = Math.floor((n % 1e12) / 1e6);
  const resto = n % 1e6;
  const grupo = (k: number, uno: string, varios: string) => (k === 0 ? '' : k === 1 ? `UN ${uno}` : `${miles(k, true)} ${varios}`);
  return [grupo(billones, 'BILLÓN', 'BILLONES'), grupo(millones, 'MILLÓN', 'MILLONES'), resto ? miles(resto, apocope) : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * An amount in cents as a Mexican document writes it: 250000 → 'DOS MIL QUINIENTOS PESOS 00/100 M.N.',
 * 100 → 'UN PESO 00/100 M.N.', 1 → 'CERO PESOS 01/100 M.N.', 100000000 → 'UN MILLÓN DE PESOS 00/100 M.N.'.
 */
export function importeEnLetras(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0)
    throw new RangeError(`importeEnLetras: ${centavos} no es un importe en centavos ≥ 0`);
  const pesos = Math.floor(centavos / 100);
  const cents = String(centavos % 100).padStart(2, '0');
  const moneda = pesos === 1 ? 'PESO' : 'PESOS';
  // 'de' joins a round count of millions to the noun: UN MILLÓN DE PESOS, DOS MILLONES DE PESOS
  const de = pesos >= 1e6 && pesos % 1e6 === 0 ? ' DE' : '';
  return `${numeroALetras(pesos, true)}${de} ${moneda} ${cents}/100 M.N.`;
}
