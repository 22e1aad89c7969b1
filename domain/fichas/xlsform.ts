/**
 * XLSForm rules of the master forms (spec 002 §2.17 'Descargar ficha', §5 'Master form dialogs'; issue 27): which
 * stored rows a download carries, and what an uploaded form must hold. Pure: the server reads the file safely and
 * writes the workbook; here only the rows.
 */

export type Hoja = 'survey' | 'choices' | 'settings';
export type FilaXls = Record<string, string>;

export interface FilaMaster {
  hoja: 'survey' | 'choices';
  /** null: the form's skeleton (start, end, meta), always included. */
  id_categoria: number | null;
  configuraciones: boolean;
  fila: Record<string, unknown>;
}

/**
 * The rows of a download: the skeleton, every mandatory category and the chosen ones; rows that read the
 * cooperative's CSVs only with `configuraciones`. Choices stay whole: a list no question uses is harmless to KoboToolbox.
 */
export function filasDeDescarga(
  filas: readonly FilaMaster[],
  elegidas: ReadonlySet<number>,
  obligatorias: ReadonlySet<number>,
  configuraciones: boolean,
): FilaMaster[] {
  return filas.filter((f) => {
    if (f.configuraciones && !configuraciones) return false;
    if (f.hoja === 'choices' || f.id_categoria === null) return true;
    return elegidas.has(f.id_categoria) || obligatorias.has(f.id_categoria);
  });
}

/** Survey types that ask nothing: groups, repeats, metadata and notes (KoboToolbox's row_count counts them too). */
export const TIPOS_SIN_PREGUNTA = [
  'begin group',
  'end group',
  'begin_group',
  'end_group',
  'begin repeat',
  'end repeat',
  'begin_repeat',
  'end_repeat',
  'start',
  'end',
  'today',
  'deviceid',
  'phonenumber',
  'username',
  'email',
  'audit',
  'calculate',
  'note',
];
const SIN_PREGUNTA = new Set(TIPOS_SIN_PREGUNTA);

/** How many survey rows ask something. */
export const contarPreguntas = (survey: readonly FilaXls[]): number =>
  survey.filter((f) => {
    const tipo = (f.type ?? '').trim().toLowerCase();
    return tipo !== '' && !SIN_PREGUNTA.has(tipo);
  }).length;

export const MAXIMO_FILAS_HOJA = 5000;
export const MAXIMO_HOJAS = 20;
const NOMBRE = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/**
 * What an uploaded XLSForm must be before it reaches KoboToolbox: a `survey` sheet with `type` and `name`, each
 * asking row named with a valid XML name. Returns the Spanish problem, or null.
 */
export function problemaXlsform(hojas: Partial<Record<Hoja, FilaXls[]>>): string | null {
  const survey = hojas.survey;
  if (!survey) return 'El archivo no tiene la hoja survey de un XLSForm';
  if (survey.length === 0) return 'La hoja survey no tiene filas';
  const columnas = new Set(survey.flatMap((f) => Object.keys(f)));
  if (!columnas.has('type') || !columnas.has('name')) return 'La hoja survey debe tener las columnas type y name';
  for (const [i, f] of survey.entries()) {
    const tipo = (f.type ?? '').trim().toLowerCase();
    if (!tipo || tipo.startsWith('end')) continue;
    const nombre = (f.name ?? '').trim();
    if (!NOMBRE.test(nombre)) return `La fila ${i + 2} de la hoja survey no tiene un name válido`;
  }
  if (contarPreguntas(survey) === 0) return 'La hoja survey no tiene preguntas';
  return null;
}
