import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { escribirExcel, excelEnFlujo, libroEnFlujo, TIPO_XLSX, type ColumnaExcel } from '../../../server/excel/libro';
import {
  decimal,
  dinero,
  diaEnZona,
  entero,
  fecha,
  fechaHora,
  FORMATO,
  peso,
  porcentaje,
  siNo,
  texto,
} from '../../../server/excel/columnas';
import { responderExcel } from '../../../server/excel/respuesta';

/**
 * server/excel/ itself (issue 24 item 2): a workbook written with every column type and a totals row, read back with
 * exceljs as the Excel routes' tests read theirs; and the one way a route answers a workbook.
 */

interface Fila {
  clave: string | null;
  activo: number;
  parcelas: number;
  superficie: number | null;
  kilos: number;
  importe: number;
  humedad: number | null;
  ingreso: string | null;
  creada: string;
}

const FILAS: Fila[] = [
  // 12.5 kg, $1,234.56, 11.5 %: integers ×100 as the API keeps them.
  {
    clave: 'A-1',
    activo: 1,
    parcelas: 2,
    superficie: 1.25,
    kilos: 1250,
    importe: 123456,
    humedad: 1150,
    ingreso: '2026-01-15',
    creada: '2026-01-05T00:30:00Z',
  },
  // 0.10 + 0.20 summed as floats is 0.30000000000000004: the totals add the integers and divide once.
  {
    clave: null,
    activo: 0,
    parcelas: 1,
    superficie: null,
    kilos: 10,
    importe: 20,
    humedad: null,
    ingreso: null,
    creada: '2026-07-01T12:00:00Z',
  },
  {
    clave: 'C-3',
    activo: 1,
    parcelas: 1200,
    superficie: 3,
    kilos: 20,
    importe: 10,
    humedad: 1200,
    ingreso: '-',
    creada: '2026-03-01T06:00:00Z',
  },
];

const ZONA = 'America/Mexico_City';
const COLUMNAS: ColumnaExcel<Fila>[] = [
  texto('Clave', 10, (f) => f.clave),
  siNo('Activo', 8, (f) => f.activo),
  entero('Parcelas', 9, (f) => f.parcelas, { total: true }),
  decimal('Superficie (ha)', 12, (f) => f.superficie),
  peso('Peso neto (kg)', 12, (f) => f.kilos, { total: true }),
  dinero('Importe', 14, (f) => f.importe, { total: true }),
  porcentaje('Humedad (%)', 10, (f) => f.humedad),
  fecha('Ingreso', 12, (f) => f.ingreso),
  diaEnZona('Día', 12, (f) => f.creada, ZONA),
  fechaHora('Creada', 16, (f) => f.creada, ZONA),
];

async function* paginas(porPagina: number): AsyncGenerator<Fila[]> {
  for (let i = 0; i < FILAS.length; i += porPagina) yield FILAS.slice(i, i + porPagina);
}

/** Collects what a stream receives. */
function sumidero(): { salida: Writable; bytes: () => Buffer } {
  const trozos: Buffer[] = [];
  const salida = new Writable({
    write(t: Buffer, _c, listo) {
      trozos.push(t);
      listo();
    },
  });
  return { salida, bytes: () => Buffer.concat(trozos) };
}

async function leer(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(libro.worksheets).toHaveLength(1);
  expect(libro.creator).toBe('Cosecha');
  return libro.worksheets[0];
}

const valores = (ws: ExcelJS.Worksheet, n: number) => (ws.getRow(n).values as unknown[]).slice(1);

describe('escribirExcel', () => {
  it('cada tipo de columna: su valor y su formato; encabezado en negritas, fijo y con filtro; fila de totales exacta', async () => {
    const { salida, bytes } = sumidero();
    const n = await escribirExcel(salida, {
      hoja: 'Prueba',
      columnas: COLUMNAS,
      paginas: paginas(2),
      totales: (filas) => `Total (${filas} filas)`,
    });
    expect(n).toBe(3);
    const ws = await leer(bytes());
    expect(ws.name).toBe('Prueba');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBe('A1:J1');
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect(valores(ws, 1)).toEqual(COLUMNAS.map((c) => c.encabezado));
    expect(COLUMNAS.map((_, i) => ws.getColumn(i + 1).width)).toEqual(COLUMNAS.map((c) => c.ancho));

    expect(valores(ws, 2)).toEqual([
      'A-1',
      'Sí',
      2,
      1.25,
      12.5,
      1234.56,
      11.5,
      new Date(Date.UTC(2026, 0, 15)),
      // 00:30 UTC of the 5th is still the 4th, 18:30, in Mexico City.
      new Date(Date.UTC(2026, 0, 4)),
      new Date(Date.UTC(2026, 0, 4, 18, 30)),
    ]);
    // Empty values leave the cell empty (exceljs reads them as missing); '-' is not a day and stays text.
    const segunda = ws.getRow(3);
    expect([1, 4, 7, 8].map((c) => segunda.getCell(c).value)).toEqual([null, null, null, null]);
    expect(segunda.getCell(2).value).toBe('No');
    expect(ws.getRow(4).getCell(8).value).toBe('-');

    const formatos = COLUMNAS.map((_, i) => ws.getRow(2).getCell(i + 1).numFmt ?? null);
    expect(formatos).toEqual([
      null,
      null,
      FORMATO.entero,
      FORMATO.decimal,
      FORMATO.peso,
      FORMATO.dinero,
      FORMATO.porcentaje,
      FORMATO.fecha,
      FORMATO.fecha,
      FORMATO.fechaHora,
    ]);
    expect(typeof ws.getRow(2).getCell(3).value).toBe('number');

    // Totals: the label with the number of rows, the summed columns (integers ×100 summed, then divided once), others empty.
    const total = ws.getRow(5);
    expect(total.font?.bold).toBe(true);
    expect(valores(total.worksheet, 5)).toEqual(['Total (3 filas)', undefined, 1203, undefined, 12.8, 1234.86]);
    expect(total.getCell(5).value).toBe(12.8);
    expect(total.getCell(6).value).toBe(1234.86);
    expect(ws.rowCount).toBe(5);
  });

  it('sin totales no hay fila de totales; páginas como arreglo; sin filas, el encabezado y los totales en cero', async () => {
    const a = sumidero();
    await escribirExcel(a.salida, { hoja: 'Una', columnas: COLUMNAS, paginas: [FILAS] });
    const ws = await leer(a.bytes());
    expect(ws.rowCount).toBe(4);
    expect(valores(ws, 4)[0]).toBe('C-3');

    const b = sumidero();
    expect(await escribirExcel(b.salida, { hoja: 'Vacía', columnas: COLUMNAS, paginas: [], totales: (n) => `Total (${n})` })).toBe(0);
    const vacia = await leer(b.bytes());
    expect(vacia.rowCount).toBe(2);
    expect(valores(vacia, 2)).toEqual(['Total (0)', undefined, 0, undefined, 0, 0]);
  });

  it('el mismo archivo sea cual sea el tamaño de página', async () => {
    const libros = await Promise.all(
      [1, 2, 3].map(async (porPagina) => {
        const s = sumidero();
        await escribirExcel(s.salida, { hoja: 'P', columnas: COLUMNAS, paginas: paginas(porPagina), totales: () => 'Total' });
        const ws = await leer(s.bytes());
        return [1, 2, 3, 4, 5].map((r) => valores(ws, r));
      }),
    );
    expect(libros[1]).toEqual(libros[0]);
    expect(libros[2]).toEqual(libros[0]);
  });

  it('un error al leer las filas corta el flujo con ese error y queda en el registro', async () => {
    const errores: unknown[] = [];
    const log = { error: (o: unknown) => errores.push(o) } as unknown as Parameters<typeof excelEnFlujo>[0];
    async function* falla(): AsyncGenerator<Fila[]> {
      yield FILAS;
      throw new Error('se cayó la base');
    }
    const salida = excelEnFlujo(log, { hoja: 'Falla', columnas: COLUMNAS, paginas: falla() });
    const error = await new Promise<Error>((resolver) => {
      salida.on('error', resolver);
      salida.resume();
    });
    expect(error.message).toBe('se cayó la base');
    expect(errores).toHaveLength(1);
  });
});

describe('responderExcel', () => {
  const app = Fastify();
  app.get('/hoja', (_req, reply) =>
    responderExcel(reply, 'Entregas de café_2026.xlsx', { hoja: 'Hoja', columnas: COLUMNAS, paginas: [FILAS] }),
  );
  app.get('/propio', (req, reply) =>
    responderExcel(
      reply,
      'propio.xlsx',
      libroEnFlujo(req.log, 'propio', (salida) =>
        escribirExcel(salida, { hoja: 'Propia', columnas: COLUMNAS.slice(0, 1), paginas: [FILAS] }),
      ),
    ),
  );

  it('encabezados de descarga (tipo xlsx, nombre del archivo, sin caché) y el libro en el cuerpo', async () => {
    const r = await app.inject({ method: 'GET', url: '/hoja' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe(TIPO_XLSX);
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="Entregas de cafe_2026.xlsx"; filename*=UTF-8''Entregas%20de%20caf%C3%A9_2026.xlsx`,
    );
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    const ws = await leer(r.rawPayload);
    expect(ws.name).toBe('Hoja');
    expect(ws.rowCount).toBe(4);
  });

  it('también un libro de diseño propio ya en flujo', async () => {
    const r = await app.inject({ method: 'GET', url: '/propio' });
    expect(r.headers['content-disposition']).toBe('attachment; filename="propio.xlsx"');
    const ws = await leer(r.rawPayload);
    expect(ws.name).toBe('Propia');
    expect(valores(ws, 2)).toEqual(['A-1']);
  });
});
