import type { HojaCliente } from './hoja';

type Xlsx = typeof import('@e965/xlsx');

/** The workbook of one sheet, typed cells with their number formats (apart from the download, for its test). */
export function libroDeHoja(XLSX: Xlsx, hoja: HojaCliente) {
  const ws: Record<string, unknown> = {};
  const poner = (fila: number, col: number, celda: HojaCliente['filas'][number][number]) => {
    if (!celda) return;
    ws[XLSX.utils.encode_cell({ r: fila, c: col })] = celda.t === 'texto' ? { t: 's', v: celda.v } : { t: 'n', v: celda.v, z: celda.z };
  };
  hoja.encabezados.forEach((h, c) => poner(0, c, { t: 'texto', v: h }));
  hoja.filas.forEach((fila, r) => fila.forEach((celda, c) => poner(r + 1, c, celda)));
  ws['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: hoja.filas.length, c: Math.max(0, hoja.encabezados.length - 1) } });
  ws['!cols'] = hoja.anchos.map((wch) => ({ wch }));
  const libro = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(libro, ws as never, hoja.nombre.slice(0, 31));
  return libro;
}

/**
 * Writes the sheet as an .xlsx and hands it to the browser as a download. The spreadsheet code (@e965/xlsx, DESIGN §8)
 * is loaded here, when a person asks for the file, never with the first screen (DESIGN §7).
 */
export async function descargarHoja(nombreArchivo: string, hoja: HojaCliente): Promise<void> {
  const XLSX = await import('@e965/xlsx');
  XLSX.writeFile(libroDeHoja(XLSX, hoja), nombreArchivo, { compression: true });
}
