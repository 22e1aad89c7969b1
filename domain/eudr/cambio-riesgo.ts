import { agregarError, vacio, type ErroresCampos } from '../comun/validacion';

/**
 * The risk-change form (spec 001 §5 'Risk change form', R069): a justification and a level are required;
 * each attachment is at most 2 MB, images of any image type, documents PDF, Word or Excel.
 */
export const MAXIMO_ADJUNTO_BYTES = 2 * 1024 * 1024;
export const EXTENSIONES_DOCUMENTO = ['pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export type TipoAdjunto = 'imagen' | 'documento';

export interface DatosCambioRiesgo {
  justificacion?: string | null;
  id_riesgo_eudr?: number | null;
}

export function validarCambioRiesgo(d: DatosCambioRiesgo): ErroresCampos {
  const e: ErroresCampos = {};
  if (vacio(d.justificacion)) agregarError(e, 'justificacion', 'La justificación es obligatoria');
  if (!(Number(d.id_riesgo_eudr) >= 1)) agregarError(e, 'id_riesgo_eudr', 'Debes seleccionar un nivel de riesgo');
  return e;
}

const extension = (nombre: string) => nombre.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/**
 * Whether one attachment can go (null) or why not. Too big: the spec's warning, and the file is dropped from
 * the form. The server checks the content again (an image must decode; a document must be what its name says).
 */
export function problemaAdjunto(archivo: { name: string; size: number; type: string }, tipo: TipoAdjunto): string | null {
  if (archivo.size > MAXIMO_ADJUNTO_BYTES) return `El archivo ${archivo.name} excede el límite de 2MB`;
  if (tipo === 'imagen' && !archivo.type.startsWith('image/')) return `El archivo ${archivo.name} no es una imagen`;
  if (tipo === 'documento' && !(EXTENSIONES_DOCUMENTO as readonly string[]).includes(extension(archivo.name))) {
    return `El archivo ${archivo.name} no es un documento PDF, Word o Excel`;
  }
  return null;
}

/** Stored `imagenes` / `documentos` are semicolon-separated paths. */
export const separarRutas = (s: string | null | undefined): string[] =>
  (s ?? '')
    .split(';')
    .map((r) => r.trim())
    .filter((r) => r !== '');
export const unirRutas = (rutas: readonly string[]): string => rutas.filter((r) => r.trim() !== '').join(';');

/** The landscape report's title, which browsers use as the PDF's file name (R070); path separators dropped. */
export const nombreReporteEudr = (parcela: string, cuenta: string): string =>
  `ReporteEUDR_${parcela}_${cuenta}`.replace(/[\\/:*?"<>|]+/g, ' ').trim();
