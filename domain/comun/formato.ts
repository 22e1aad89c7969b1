/**
 * Display formats (R023, R024, DECISIONS.md 'dates' and 'today'). Numbers use US grouping and a
 * dot for decimals; missing values show '--'. Built by hand, not with Intl, so the output is the same
 * on every machine and locale.
 */
export const FALTANTE = '--';

const faltante = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (typeof v === 'number' && !Number.isFinite(v));

/** Rounds half away from zero at `decimales` and groups thousands with commas: 1234.5 → '1,234.50' (2). */
/**
 * A count with its noun in singular or plural: '1 entrega', '3 entregas' (thousands grouped as formatoNumero).
 * @example cantidad(1, 'productor', 'productores') // '1 productor'
 */
export const cantidad = (n: number, uno: string, varios: string): string => `${formatoNumero(n)} ${n === 1 ? uno : varios}`;

export function formatoNumero(v: number | string | null | undefined, decimales = 0): string {
  if (faltante(v)) return FALTANTE;
  const n = Number(v);
  if (!Number.isFinite(n)) return FALTANTE;
  const factor = 10 ** decimales;
  // EPSILON nudges binary halves up (1.005 is stored as 1.00499…) so halves round away from zero
  const escalado = Math.round(Math.abs(n) * factor * (1 + Number.EPSILON));
  const entero = Math.floor(escalado / factor);
  const fraccion = escalado - entero * factor;
  const agrupado = String(entero).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const texto = decimales > 0 ? `${agrupado}.${String(fraccion).padStart(decimales, '0')}` : agrupado;
  // values under the precision show 0, never '-0' (R023)
  return n < 0 && escalado > 0 ? `-${texto}` : texto;
}

/** Hectares with 2 decimals: 1234.5 → '1,234.50'; null → '--'. */
export const formatoHectareas = (v: number | string | null | undefined): string => formatoNumero(v, 2);

/** Money with 2 decimals (R023); the currency symbol goes in front: -5 → '-$5.00'. */
export function formatoDinero(v: number | string | null | undefined, simbolo = '$'): string {
  const t = formatoNumero(v, 2);
  if (t === FALTANTE) return t;
  return t.startsWith('-') ? `-${simbolo}${t.slice(1)}` : `${simbolo}${t}`;
}

/** Money that travels as integer cents (DESIGN §2): 123450 → '$1,234.50'. Integer maths, no float sums. */
export function formatoCentavos(centavos: number | null | undefined, simbolo = '$'): string {
  if (faltante(centavos)) return FALTANTE;
  const c = Math.round(Number(centavos));
  const abs = Math.abs(c);
  const entero = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const texto = `${simbolo}${entero}.${String(abs % 100).padStart(2, '0')}`;
  return c < 0 ? `-${texto}` : texto;
}

/** Fixed Spanish month abbreviations (DECISIONS.md 'dates'). */
export const MESES_CORTOS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'] as const;

/**
 * An instant: a date with a time and a zone (`Z`, `+hh`, `+hh:mm`), as JSON and PostgreSQL write a timestamptz.
 * A date-time without a zone is a wall-clock time already and is read as written.
 */
const INSTANTE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** The Date of an instant, or null when `v` is not one (every zone spelling normalised for Date). */
function instante(v: string): Date | null {
  const m = INSTANTE.exec(v);
  if (!m) return null;
  const desfase = m[3].toUpperCase() === 'Z' ? 'Z' : m[3].length === 3 ? `${m[3]}:00` : m[3].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const d = new Date(`${m[1]}T${m[2]}${desfase}`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The instant's date 'yyyy-MM-dd' on the cooperative's clock, or null when `v` is not an instant. */
function fechaDeInstante(v: string, zona: string | null | undefined): string | null {
  const d = instante(v);
  if (!d) return null;
  const p = partesEnZona(d, zona);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * 'yyyy-MM-dd' → 'dd/MMM/yyyy': '2026-01-05' → '05/ene/2026'. A timestamp (an instant with its zone, e.g. a
 * `created_at` '2026-01-06T01:00:00Z') is read on the cooperative's clock, `zona` (DECISIONS.md 'today'; the default
 * zone without one): at 19:00 in Mexico City UTC already reads the next day, the person must not (issue 22 item 22).
 * A plain date, or a date-time without a zone, keeps its date as written.
 */
export function formatoFecha(v: string | null | undefined, zona?: string | null): string {
  if (faltante(v)) return FALTANTE;
  const texto = String(v).trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(fechaDeInstante(texto, zona) ?? texto);
  if (!m) return FALTANTE;
  const mes = Number(m[2]);
  if (mes < 1 || mes > 12) return FALTANTE;
  return `${m[3]}/${MESES_CORTOS[mes - 1]}/${m[1]}`;
}

export const ZONA_POR_DEFECTO = 'America/Mexico_City';

/**
 * An instant as 'dd/MMM/yyyy HH:mm' on the cooperative's clock (the packages made of a lot, issue 23): when it was
 * made matters to the hour. Anything that is not an instant with its zone is left to formatoFecha (no time invented).
 * @example formatoFechaHora('2026-01-06T01:05:00Z', 'America/Mexico_City') // '05/ene/2026 19:05'
 */
export function formatoFechaHora(v: string | null | undefined, zona?: string | null): string {
  const d = faltante(v) ? null : instante(String(v).trim());
  if (!d) return formatoFecha(v, zona);
  const p = partesEnZona(d, zona);
  return `${p.day}/${MESES_CORTOS[Number(p.month) - 1]}/${p.year} ${p.hour}:${p.minute}`;
}

/** The wall-clock fields of an instant in a time zone, two digits each (year four). */
export type PartesHora = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than formatting (most of a report's time). */
const formateadores = new Map<string, Intl.DateTimeFormat>();
function formateador(zona: string): Intl.DateTimeFormat {
  let f = formateadores.get(zona);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zona,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formateadores.set(zona, f);
  }
  return f;
}

/**
 * The time an instant reads on the cooperative's clock (its time zone, DECISIONS.md 'today'); an unknown zone falls
 * back to the default. Every 'today', file-name stamp and local time of the app comes from here.
 * @example partesEnZona(new Date('2026-01-05T00:30:00Z'), 'America/Mexico_City').day // '04'
 */
export function partesEnZona(ahora: Date, zona: string | null | undefined): PartesHora {
  let p: Intl.DateTimeFormatPart[];
  try {
    p = formateador(zona || ZONA_POR_DEFECTO).formatToParts(ahora);
  } catch {
    p = formateador(ZONA_POR_DEFECTO).formatToParts(ahora);
  }
  const v = (t: keyof PartesHora) => p.find((x) => x.type === t)?.value ?? '00';
  return { year: v('year'), month: v('month'), day: v('day'), hour: v('hour'), minute: v('minute'), second: v('second') };
}

/** 'Today' as yyyy-MM-dd in the cooperative's time zone (DECISIONS.md 'today'); an unknown zone falls back to the default. */
export function hoyEnZona(zona: string | null | undefined, ahora: Date = new Date()): string {
  const p = partesEnZona(ahora, zona);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * An instant as the wall-clock time of the cooperative's zone, written as a UTC date: a spreadsheet (exceljs) stores a date cell's UTC
 * fields, so the cell reads the time the cooperative lived (the analysis at 18:00 in Chiapas, not 00:00 UTC). An
 * unknown zone falls back to Mexico City; no instant → null.
 * @example horaLocal('2026-01-05T00:30:00Z', 'America/Mexico_City')?.toISOString() // '2026-01-04T18:30:00.000Z'
 */
export function horaLocal(instante: string | Date | null | undefined, zona: string | null | undefined): Date | null {
  if (instante === null || instante === undefined) return null;
  const d = instante instanceof Date ? instante : new Date(instante);
  if (Number.isNaN(d.getTime())) return null;
  const p = partesEnZona(d, zona);
  return new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)));
}
