import { agregarError, type ErroresCampos } from '../comun/validacion';
import { MENSAJES_FOLIO_PROVISIONAL, normalizarFolioProvisional } from './folio-provisional';

/**
 * What a device adds to a delivery or pending payment it registered offline (issue 28): the provisional folio it
 * printed and its clock when the collector saved it. Both optional. The instant must be plausible: a device clock
 * a little fast is normal, so up to MINUTOS_ADELANTO in the future; and no older than the server keeps an
 * Idempotency-Key (DIAS_IDEMPOTENCIA, passed by the server), since an outbox item older than that could no longer be
 * told apart from a new one if it were sent twice.
 */
export const MINUTOS_ADELANTO = 5;

export const MENSAJES_REGISTRO_DISPOSITIVO = {
  instante: 'La hora de registro del dispositivo debe ser una fecha y hora ISO, como 2026-11-29T08:15:00Z',
  futuro: `La hora de registro del dispositivo está adelantada más de ${MINUTOS_ADELANTO} minutos: revise el reloj del dispositivo`,
  antiguo: (dias: number) =>
    `La hora de registro del dispositivo tiene más de ${dias} días: ya no se puede enviar esta entrega sin riesgo de duplicarla`,
} as const;

/** An ISO 8601 instant with a zone (Z or ±hh:mm), the form `Date.toISOString()` gives. */
const INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Date.parse rolls 30 February over to March: the calendar day must exist as written. */
function diaExiste(ymd: string): boolean {
  const [a, m, d] = ymd.split('-').map(Number);
  const f = new Date(Date.UTC(a, m - 1, d));
  return f.getUTCFullYear() === a && f.getUTCMonth() === m - 1 && f.getUTCDate() === d;
}

export interface RegistroDispositivo {
  folio_provisional: string | null;
  /** Canonical ISO instant in UTC (toISOString). */
  registrada_en: string | null;
}

/** Reads and checks both fields: the canonical values, or the Spanish errors by field. */
export function leerRegistroDispositivo(
  d: { folio_provisional?: string | null; registrada_en?: string | null },
  ahora: Date,
  diasMaximos: number,
): { ok: true; valor: RegistroDispositivo } | { ok: false; errores: ErroresCampos } {
  const errores: ErroresCampos = {};
  let folio: string | null = null;
  if (d.folio_provisional != null && d.folio_provisional.trim() !== '') {
    folio = normalizarFolioProvisional(d.folio_provisional);
    if (!folio) agregarError(errores, 'folio_provisional', MENSAJES_FOLIO_PROVISIONAL.formato);
  }
  let instante: string | null = null;
  if (d.registrada_en != null && d.registrada_en.trim() !== '') {
    const texto = d.registrada_en.trim();
    const ms = INSTANTE.test(texto) && diaExiste(texto.slice(0, 10)) ? Date.parse(texto) : NaN;
    if (Number.isNaN(ms)) agregarError(errores, 'registrada_en', MENSAJES_REGISTRO_DISPOSITIVO.instante);
    else if (ms > ahora.getTime() + MINUTOS_ADELANTO * 60_000) agregarError(errores, 'registrada_en', MENSAJES_REGISTRO_DISPOSITIVO.futuro);
    else if (ms < ahora.getTime() - diasMaximos * 86_400_000)
      agregarError(errores, 'registrada_en', MENSAJES_REGISTRO_DISPOSITIVO.antiguo(diasMaximos));
    else instante = new Date(ms).toISOString();
  }
  return Object.keys(errores).length ? { ok: false, errores } : { ok: true, valor: { folio_provisional: folio, registrada_en: instante } };
}
