/**
 * A 'YYYY-MM-DD' text that names a real day of the Gregorian calendar (2026-02-30 does not; 2028-02-29 does).
 * A pattern checks only the shape: a day that does not exist reached the database inside a streamed download
 * and cut the file after its 200 (issue 22 item 7), so downloads check the day before they start.
 * @example esFechaDelCalendario('2026-02-30') // false
 */
export function esFechaDelCalendario(texto: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(texto);
  if (!m) return false;
  const [a, mes, dia] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (a < 1 || mes < 1 || mes > 12 || dia < 1) return false;
  const bisiesto = (a % 4 === 0 && a % 100 !== 0) || a % 400 === 0;
  const dias = [31, bisiesto ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mes - 1];
  return dia <= dias;
}

/** The message of a date that has the right shape but is no day of the calendar. */
export const MENSAJE_FECHA_INEXISTENTE = 'La fecha no existe en el calendario (use AAAA-MM-DD)';
