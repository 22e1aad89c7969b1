import { inflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { invalido } from '../../errores';
import { MAXIMO_FILAS_HOJA, MAXIMO_HOJAS, problemaXlsform, type FilaXls, type Hoja } from '@domain/fichas/xlsform';
import { MENSAJES_FICHAS } from '@domain/contrato/fichas';

/**
 * An uploaded XLSForm read safely (issue 27): an xls (OLE) or xlsx (zip) by its first bytes and its name; an xlsx's
 * zip walked by hand first, each part inflated with a ceiling (a zip bomb stops at the ceiling, whatever its headers
 * claim), refusing encrypted or ZIP64 parts, external links, macros and any DOCTYPE or ENTITY in its XML (XXE); then
 * SheetJS reads values only (no formulas, no HTML, at most MAXIMO_FILAS_HOJA rows a sheet). Every refusal is a 422
 * on `archivo` in Spanish.
 */

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** One part of an xlsx, and all of them, once inflated. */
const MAXIMO_PARTE = 8 * 1024 * 1024;
const MAXIMO_TOTAL = 20 * 1024 * 1024;
const MAXIMO_PARTES = 300;

const rechazo = (m: string) => invalido({ archivo: [m] });

/** Walks the central directory and inflates every part within the ceilings; throws the 422 of what it finds. */
export function revisarZip(b: Buffer): void {
  const danado = () => rechazo('El archivo xlsx está dañado');
  let fin = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 65_557); i--)
    if (b.readUInt32LE(i) === 0x06054b50) {
      fin = i;
      break;
    }
  if (fin < 0) throw danado();
  const partes = b.readUInt16LE(fin + 10);
  let p = b.readUInt32LE(fin + 16);
  if (partes > MAXIMO_PARTES) throw rechazo('El archivo xlsx tiene demasiadas partes');
  let total = 0;
  for (let n = 0; n < partes; n++) {
    if (p + 46 > b.length || b.readUInt32LE(p) !== 0x02014b50) throw danado();
    const banderas = b.readUInt16LE(p + 8);
    const metodo = b.readUInt16LE(p + 10);
    const comprimido = b.readUInt32LE(p + 20);
    const largoNombre = b.readUInt16LE(p + 28);
    const local = b.readUInt32LE(p + 42);
    const nombre = b.subarray(p + 46, p + 46 + largoNombre).toString('utf8');
    p += 46 + largoNombre + b.readUInt16LE(p + 30) + b.readUInt16LE(p + 32);
    if (banderas & 1) throw rechazo('El archivo xlsx está cifrado');
    if (comprimido === 0xffffffff || local === 0xffffffff) throw rechazo('El archivo xlsx es demasiado grande');
    const ruta = nombre.toLowerCase();
    if (ruta.includes('externallink')) throw rechazo('El archivo tiene vínculos a otros libros; quítelos antes de cargarlo');
    if (ruta.includes('vbaproject')) throw rechazo('El archivo tiene macros; guárdelo como xlsx sin macros');
    if (local + 30 > b.length || b.readUInt32LE(local) !== 0x04034b50) throw danado();
    const inicio = local + 30 + b.readUInt16LE(local + 26) + b.readUInt16LE(local + 28);
    const datos = b.subarray(inicio, inicio + comprimido);
    let contenido: Buffer;
    if (metodo === 0) contenido = datos;
    else if (metodo === 8) {
      try {
        contenido = inflateRawSync(datos, { maxOutputLength: MAXIMO_PARTE });
      } catch (e) {
        if (e instanceof RangeError || (e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
          throw rechazo('El archivo xlsx se expande demasiado al descomprimirlo');
        throw danado();
      }
    } else throw danado();
    total += contenido.length;
    if (total > MAXIMO_TOTAL) throw rechazo('El archivo xlsx se expande demasiado al descomprimirlo');
    if (/\.(xml|rels|vml)$/.test(ruta) && /<!(DOCTYPE|ENTITY)/i.test(contenido.toString('latin1')))
      throw rechazo('El archivo xlsx declara entidades XML (DOCTYPE), que no se aceptan');
  }
}

export interface XlsformLeido {
  hojas: Partial<Record<Hoja, FilaXls[]>>;
  extension: 'xls' | 'xlsx';
}

/** The workbook's survey, choices and settings sheets as rows of text, or the 422 of why not. */
export function leerXlsform(nombre: string, b: Buffer): XlsformLeido {
  const extension = nombre.toLowerCase().match(/\.(xlsx?)$/)?.[1] as 'xls' | 'xlsx' | undefined;
  if (!extension) throw rechazo(MENSAJES_FICHAS.tipoArchivo);
  const firma = extension === 'xls' ? OLE : ZIP;
  if (!b.subarray(0, firma.length).equals(firma)) throw rechazo(MENSAJES_FICHAS.tipoArchivo);
  if (extension === 'xlsx') revisarZip(b);
  let libro: XLSX.WorkBook;
  try {
    libro = XLSX.read(b, {
      type: 'buffer',
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellDates: false,
      bookVBA: false,
      sheetRows: MAXIMO_FILAS_HOJA + 1,
      WTF: false,
    });
  } catch {
    throw rechazo(`No se pudo leer el archivo ${extension}`);
  }
  if (libro.SheetNames.length > MAXIMO_HOJAS) throw rechazo(`El archivo tiene más de ${MAXIMO_HOJAS} hojas`);
  const hojas: Partial<Record<Hoja, FilaXls[]>> = {};
  for (const hoja of ['survey', 'choices', 'settings'] as const) {
    const nombreHoja = libro.SheetNames.find((n) => n.trim().toLowerCase() === hoja);
    if (!nombreHoja) continue;
    const filas = XLSX.utils.sheet_to_json<Record<string, unknown>>(libro.Sheets[nombreHoja], { defval: '', raw: false });
    if (filas.length > MAXIMO_FILAS_HOJA) throw rechazo(`La hoja ${hoja} tiene más de ${MAXIMO_FILAS_HOJA} filas`);
    hojas[hoja] = filas
      .map((f) =>
        Object.fromEntries(
          Object.entries(f)
            .map(([k, v]) => [k.trim(), String(v).slice(0, 2000)])
            .filter(([k, v]) => k && v),
        ),
      )
      .filter((f) => Object.keys(f).length > 0);
  }
  const problema = problemaXlsform(hojas);
  if (problema) throw rechazo(problema);
  return { hojas, extension };
}

/** A master's rows as an XLSForm workbook (survey, choices, settings). */
export function escribirXlsform(
  survey: Record<string, unknown>[],
  choices: Record<string, unknown>[],
  settings: Record<string, string>,
): Buffer {
  const libro = XLSX.utils.book_new();
  const hoja = (filas: Record<string, unknown>[], base: string[]) => {
    const columnas = [...new Set([...base, ...filas.flatMap((f) => Object.keys(f))])];
    return XLSX.utils.aoa_to_sheet([columnas, ...filas.map((f) => columnas.map((c) => (f[c] === undefined ? '' : String(f[c]))))]);
  };
  XLSX.utils.book_append_sheet(libro, hoja(survey, ['type', 'name', 'label']), 'survey');
  XLSX.utils.book_append_sheet(libro, hoja(choices, ['list_name', 'name', 'label']), 'choices');
  XLSX.utils.book_append_sheet(libro, hoja([settings], Object.keys(settings)), 'settings');
  return XLSX.write(libro, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
