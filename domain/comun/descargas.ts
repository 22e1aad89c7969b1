/**
 * Downloaded files (spec 000 §7 'Downloads', §8, §9; 001 §7; R033): the name the browser saves, the
 * name the server gives, and what an empty file means.
 */
import { partesEnZona } from './formato';

/** R033: an empty download makes the page reload after 15 seconds (15000 ms). */
export const RECARGA_DESCARGA_VACIA_MS = 15_000;

/** Spinner caption while a file downloads (spec 000 §8 'Descargando ...'). */
export const ETIQUETA_DESCARGANDO = 'Descargando ...';

export type ResultadoDescarga = { guardar: true } | { guardar: false; recargarEnMs: number };

/**
 * R033: a non-empty file is saved under its Content-Disposition name; an empty one is not saved and the
 * page reloads after 15 s (the server had nothing to give: a reload shows the current state).
 *
 * @example trasDescarga(0) // { guardar: false, recargarEnMs: 15000 }
 */
export function trasDescarga(bytes: number): ResultadoDescarga {
  return bytes > 0 ? { guardar: true } : { guardar: false, recargarEnMs: RECARGA_DESCARGA_VACIA_MS };
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*=UTF-8''…` first, then `filename="…"`;
 * no header or no name → `porDefecto`. Path separators never survive (the name is only a name).
 */
export function nombreDeContentDisposition(cabecera: string | null | undefined, porDefecto: string): string {
  const c = cabecera ?? '';
  const extendido = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(c);
  let nombre: string | null = null;
  if (extendido) {
    try {
      nombre = decodeURIComponent(extendido[1].trim().replace(/^"|"$/g, ''));
    } catch {
      nombre = null;
    }
  }
  if (!nombre) {
    const simple = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(c);
    nombre = simple ? (simple[1] ?? simple[2]).replace(/\\(.)/g, '$1') : null;
  }
  const limpio = nombre?.split(/[\\/]/).pop()?.trim();
  return limpio ? limpio : porDefecto;
}

/**
 * The Content-Disposition of a download named `nombre` (RFC 6266), which nombreDeContentDisposition reads back:
 * a plain ASCII name as `filename="…"`; a name with accents ('Áreas_…', a plot label from the configuration) also
 * gets `filename*=UTF-8''…`, after an ASCII fallback without them (a header cannot carry them as they are).
 * @example disposicionAdjunto('padron.kml') // 'attachment; filename="padron.kml"'
 */
export function disposicionAdjunto(nombre: string): string {
  const ascii = nombre
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return ascii === nombre
    ? `attachment; filename="${nombre}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nombre)}`;
}

/** `YYYYMMDD_HHmmss` of an instant in a time zone (an unknown zone falls back to Mexico City). */
export function marcaDeTiempo(zona: string | null | undefined, ahora: Date = new Date()): string {
  const p = partesEnZona(ahora, zona);
  return `${p.year}${p.month}${p.day}_${p.hour}${p.minute}${p.second}`;
}

/** A piece of a file name: no accents, no spaces or separators (every browser and OS saves it as given). */
export function parteDeNombre(texto: string): string {
  return (
    texto
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9.-]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'archivo'
  );
}

/**
 * `<partes>_YYYYMMDD_HHmmss.<extension>` with the time in the cooperative's zone (spec 001 §2.3 names Excel
 * files this way; the producers Excel adds the cycle: `productores_2025-2026_20260105_213000.xlsx`).
 */
export function nombreConFecha(
  partes: readonly string[],
  extension: string,
  zona: string | null | undefined,
  ahora: Date = new Date(),
): string {
  return `${partes.map(parteDeNombre).join('_')}_${marcaDeTiempo(zona, ahora)}.${extension}`;
}

/**
 * API path of the producers Excel (docs/api.md 'GET xls/cuentas/{uuid}') for the list as the user sees it:
 * the cycle, the `?organico=1` view and the search box's text.
 *
 * @example rutaExcelProductores('c1', { organico: true, q: 'jose' }) // 'xls/cuentas/c1?organico=1&q=jose'
 */
export function rutaExcelProductores(uuidCiclo: string, vista: { organico?: boolean; q?: string | null } = {}): string {
  const q = (vista.q ?? '').trim();
  const params = [vista.organico ? 'organico=1' : '', q ? `q=${encodeURIComponent(q)}` : ''].filter(Boolean).join('&');
  return `xls/cuentas/${encodeURIComponent(uuidCiclo)}${params ? `?${params}` : ''}`;
}
