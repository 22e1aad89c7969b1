/**
 * The data CSVs KoboToolbox forms read as form media (spec 001 §2.14, §7 'Statistics'): `select_one_from_file`
 * reads a `name` (the value stored in the submission) and a `label` (what the phone shows); a cascade filters by a
 * column named after the parent list (`choice_filter`), and `pulldata()` reads any other column by the `name` key.
 * UTF-8, comma-separated, RFC 4180 quoting, CRLF line ends (what KoboToolbox writes and reads back).
 */

/** The five files, named for what they are. `arboles` has no certification segment (calls.tsv 127). */
export const TIPOS_DATOS_KOBO = ['cooperativas', 'inspectores', 'cuentas', 'parcelas', 'arboles'] as const;
export type TipoDatosKobo = (typeof TIPOS_DATOS_KOBO)[number];

/** The certifications the panel selects (001 §2.14). */
export const CERTIFICACIONES_ESTADISTICAS = ['certimex', 'mayacert'] as const;
export type CertificacionEstadisticas = (typeof CERTIFICACIONES_ESTADISTICAS)[number];

/**
 * Each file's columns, in order: the key, the label, then the parent key of the cascade and the values `pulldata`
 * reads. Parcelas carry the account key (`cuenta`), accounts and inspectors the cooperative's (`cooperativa`).
 */
export const COLUMNAS_DATOS_KOBO: Record<TipoDatosKobo, readonly string[]> = {
  cooperativas: ['name', 'label', 'certificacion'],
  inspectores: ['name', 'label', 'cooperativa'],
  cuentas: ['name', 'label', 'cooperativa', 'clave', 'productor', 'categoria', 'ciclo'],
  parcelas: ['name', 'label', 'cuenta', 'superficie', 'plantas'],
  arboles: ['name', 'label', 'producto'],
};

/** The file name the browser saves: `kobo_{tipo}_{cert}.csv`, or `kobo_arboles.csv`. */
export function nombreArchivoDatosKobo(tipo: TipoDatosKobo, cert: CertificacionEstadisticas | null): string {
  return cert && tipo !== 'arboles' ? `kobo_${tipo}_${cert}.csv` : `kobo_${tipo}.csv`;
}

/**
 * One CSV field: quoted when it holds a comma, a quote, a line break or leading/trailing space; quotes doubled. A
 * leading `=`, `+`, `-` or `@` is kept as written: these files are read by KoboToolbox, not opened as formulas.
 * @example campoCsv('Pérez, Juan') // '"Pérez, Juan"'
 */
export function campoCsv(valor: string | number | null | undefined): string {
  if (valor === null || valor === undefined) return '';
  const t = String(valor);
  return /[",\r\n]|^\s|\s$/.test(t) ? `"${t.replaceAll('"', '""')}"` : t;
}

/** One CSV line with its CRLF. */
export const lineaCsv = (campos: readonly (string | number | null | undefined)[]): string => campos.map(campoCsv).join(',') + '\r\n';
