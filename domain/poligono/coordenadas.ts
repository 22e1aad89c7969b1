import { FALTANTE, formatoNumero } from '../comun/formato';

/** Decimals of a coordinate (001 §9, R032): 7 in the plot profile (about 1 cm), 4 in the registry. */
export const DECIMALES_COORDENADA = { perfil: 7, padron: 4 } as const;
export type LugarCoordenada = keyof typeof DECIMALES_COORDENADA;

const valido = (v: number | string | null | undefined): number | null => {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * Decimal degrees (R032), halves away from zero: (17.123456789, 'perfil') → '17.1234568'; (…, 'padron') → '17.1235'.
 * Missing → '--'.
 */
export function formatoCoordenada(v: number | string | null | undefined, lugar: LugarCoordenada = 'perfil'): string {
  const n = valido(v);
  return n === null ? FALTANTE : formatoNumero(n, DECIMALES_COORDENADA[lugar]);
}

/**
 * Degrees, minutes and seconds for the profile's 'degrees' toggle (R032 gap; decision in docs/DECISIONES.md):
 * `15°52'12.34"N`, `92°43'12.00"W` — seconds with 2 decimals (about 30 cm), no sign, the hemisphere letter last,
 * N/S/E/W as GPS receivers and map services print them (an 'O' for oeste would read as a zero).
 * Rounded on whole hundredths of a second, so 59.999" carries into the next minute.
 */
export function formatoGrados(v: number | string | null | undefined, eje: 'lat' | 'lng'): string {
  const n = valido(v);
  if (n === null) return FALTANTE;
  // EPSILON nudges binary halves up, as formatoNumero does
  const centesimas = Math.round(Math.abs(n) * 360_000 * (1 + Number.EPSILON));
  const grados = Math.floor(centesimas / 360_000);
  const minutos = Math.floor((centesimas % 360_000) / 6_000);
  const segundos = (centesimas % 6_000) / 100;
  const hemisferio = eje === 'lat' ? (n < 0 && centesimas > 0 ? 'S' : 'N') : n < 0 && centesimas > 0 ? 'W' : 'E';
  return `${grados}°${String(minutos).padStart(2, '0')}'${segundos.toFixed(2).padStart(5, '0')}"${hemisferio}`;
}
