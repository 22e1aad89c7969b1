import { crc32, deflateRawSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import type { Db } from '../../../server/db/db';
import type { Entorno } from '../entorno';

/** Helpers of the master-form tests (issue 27): a master with categories, XLSForms good and malicious, multipart bodies. */

export interface MasterPrueba {
  id: number;
  obligatoria: number;
  opcional: number;
}

/** A coffee master with a mandatory and an optional category, a row reading the CSVs, and its choices. */
export async function crearMaster(db: Db, nombre: string): Promise<MasterPrueba> {
  return db.transaction(async (tx) => {
    const [m] = await tx.query<{ id: number }>(
      `INSERT INTO fichas_master (nombre, descripcion, tipo, cultivo, id_formulario) VALUES ($1, 'Ficha de prueba', 'sic_pp', 'cafe', $2) RETURNING id`,
      [nombre, `prueba_${Date.now()}`],
    );
    const [ob] = await tx.query<{ id: number }>(
      `INSERT INTO fichas_master_categorias (id_ficha_master, nombre, obligatorio, orden) VALUES ($1, 'Datos generales', true, 1) RETURNING id`,
      [m.id],
    );
    const [op] = await tx.query<{ id: number }>(
      `INSERT INTO fichas_master_categorias (id_ficha_master, nombre, obligatorio, orden) VALUES ($1, 'Conservación', false, 2) RETURNING id`,
      [m.id],
    );
    const filas: [string, number, number | null, boolean, Record<string, string>][] = [
      ['survey', 1, null, false, { type: 'start', name: 'start' }],
      ['survey', 2, ob.id, false, { type: 'text', name: 'nombre_inspector', label: 'Inspector' }],
      ['survey', 3, ob.id, true, { type: 'select_one_from_file socios.csv', name: 'id_socio', label: 'Socio' }],
      ['survey', 4, op.id, false, { type: 'select_one si_no', name: 'barreras_vivas', label: '¿Barreras vivas?' }],
      ['choices', 1, null, false, { list_name: 'si_no', name: 'si', label: 'Sí' }],
      ['choices', 2, null, false, { list_name: 'si_no', name: 'no', label: 'No' }],
    ];
    for (const [hoja, orden, cat, conf, fila] of filas)
      await tx.query(
        'INSERT INTO fichas_master_preguntas (id_ficha_master, id_categoria, hoja, orden, fila, configuraciones) VALUES ($1, $2, $3, $4, $5, $6)',
        [m.id, cat, hoja, orden, JSON.stringify(fila), conf],
      );
    await tx.query(
      `INSERT INTO fichas_master_conversiones (id_ficha_master, campo, unidad, factor_mil) VALUES ($1, 'cosecha', 'lata', 12500)`,
      [m.id],
    );
    return { id: m.id, obligatoria: ob.id, opcional: op.id };
  });
}

/** A valid XLSForm with `n` text questions. */
export function xlsform(n = 3): Buffer {
  const libro = XLSX.utils.book_new();
  const survey = [
    ['type', 'name', 'label'],
    ['start', 'start', ''],
    ...Array.from({ length: n }, (_, i) => ['text', `p${i + 1}`, `Pregunta ${i + 1}`]),
  ];
  XLSX.utils.book_append_sheet(libro, XLSX.utils.aoa_to_sheet(survey), 'survey');
  XLSX.utils.book_append_sheet(
    libro,
    XLSX.utils.aoa_to_sheet([
      ['form_title', 'form_id'],
      ['Prueba', 'prueba'],
    ]),
    'settings',
  );
  return XLSX.write(libro, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The sheets of a workbook as rows of text. */
export function hojas(b: Buffer): Record<string, Record<string, string>[]> {
  const libro = XLSX.read(b, { type: 'buffer' });
  return Object.fromEntries(
    libro.SheetNames.map((n) => [n, XLSX.utils.sheet_to_json<Record<string, string>>(libro.Sheets[n], { defval: '' })]),
  );
}

/** A zip of the given parts (deflated), written by hand so a test can lie in it. */
export function zip(partes: { nombre: string; contenido: Buffer }[]): Buffer {
  const locales: Buffer[] = [];
  const centrales: Buffer[] = [];
  let offset = 0;
  for (const p of partes) {
    const datos = deflateRawSync(p.contenido);
    const nombre = Buffer.from(p.nombre);
    const l = Buffer.alloc(30);
    l.writeUInt32LE(0x04034b50, 0);
    l.writeUInt16LE(20, 4);
    l.writeUInt16LE(8, 8);
    l.writeUInt32LE(crc32(p.contenido), 14);
    l.writeUInt32LE(datos.length, 18);
    l.writeUInt32LE(p.contenido.length, 22);
    l.writeUInt16LE(nombre.length, 26);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(8, 10);
    c.writeUInt32LE(crc32(p.contenido), 16);
    c.writeUInt32LE(datos.length, 20);
    c.writeUInt32LE(p.contenido.length, 24);
    c.writeUInt16LE(nombre.length, 28);
    c.writeUInt32LE(offset, 42);
    locales.push(l, nombre, datos);
    centrales.push(c, nombre);
    offset += 30 + nombre.length + datos.length;
  }
  const central = Buffer.concat(centrales);
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(partes.length, 8);
  fin.writeUInt16LE(partes.length, 10);
  fin.writeUInt32LE(central.length, 12);
  fin.writeUInt32LE(offset, 16);
  return Buffer.concat([...locales, central, fin]);
}

/** The parts of a valid xlsx (to rebuild it with one part changed). */
export function partesDe(b: Buffer): { nombre: string; contenido: Buffer }[] {
  const cfb = XLSX.CFB.read(b, { type: 'buffer' });
  return cfb.FullPaths.map((ruta: string, i: number) => ({ ruta, e: cfb.FileIndex[i] }))
    .filter((x: { e: { type: number; content?: unknown } }) => x.e.type === 2 && x.e.content)
    .map((x: { ruta: string; e: { content?: unknown } }) => ({
      nombre: x.ruta.replace(/^[^/]*\//, ''),
      contenido: Buffer.from(x.e.content as Uint8Array),
    }))
    .filter((p: { nombre: string }) => !p.nombre.startsWith('\u0001'));
}

/** A multipart body of text fields (and optionally one file). */
export function formulario(campos: Record<string, string>, archivo?: { campo: string; nombre: string; contenido: Buffer }) {
  const limite = `----cosecha${randomBytes(8).toString('hex')}`;
  const trozos: Buffer[] = Object.entries(campos).map(([k, v]) =>
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (archivo)
    trozos.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="${archivo.campo}"; filename="${archivo.nombre}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      archivo.contenido,
      Buffer.from('\r\n'),
    );
  trozos.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(trozos), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

export function enviar(e: Entorno, token: string | null, method: string, url: string, f: ReturnType<typeof formulario>) {
  return e.app.inject({
    method: method as 'POST',
    url,
    payload: f.payload,
    headers: { ...f.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
