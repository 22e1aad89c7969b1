import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { crearEntorno, type Entorno } from '../entorno';
import { MSG_403, uno, UUID_INEXISTENTE } from '../ayudas';
import { cuerpoDeclaracion, loteConParcelas, paqueteDePrueba, registrar } from '../eudr/declaraciones-ayudas';
import type { Lote } from '@domain/contrato/acopio-lotes';

/**
 * The lots table's Excel (issue 23: 'the lots table and its Excel show the reference'): one row per lot equal to the
 * table's rows, the importer's current DDS reference for a cooperative with EUDR, none of that column without EUDR.
 */
let e: Entorno;
let admin: string;
let miel: string;
let tecnico: string;
let ciclo: { id: number; uuid: string; nombre: string };

const pedir = (token: string | null, uuid: string) =>
  e.app.inject({ method: 'GET', url: `/api/xls/lotes/${uuid}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function hoja(cuerpo: Buffer): Promise<(string | number | null)[][]> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(cuerpo as unknown as ArrayBuffer);
  const filas: (string | number | null)[][] = [];
  libro.worksheets[0].eachRow((fila) => {
    const valores = (fila.values as unknown[])
      .slice(1)
      .map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : ((v ?? null) as string | number | null)));
    filas.push(valores);
  });
  return filas;
}

beforeAll(async () => {
  e = await crearEntorno();
  [admin, miel, tecnico] = await Promise.all(
    ['admin@cosecha.demo', 'miel@cosecha.demo', 'tecnico.sierra@cosecha.demo'].map((c) => e.entrar(c)),
  );
  const lote = await loteConParcelas(e.db, 1, 0);
  ciclo = await uno(
    e.db,
    'SELECT c.id, c.uuid::text AS uuid, c.nombre FROM lotes l JOIN ciclos c ON c.id_cooperativa = l.id_cooperativa AND c.id = l.id_ciclo WHERE l.id = $1',
    [lote.id],
  );
  const paquete = await paqueteDePrueba(e.db, 1, lote, lote.parcelas.slice(0, 1));
  const r = await registrar(e, admin, lote.uuid, cuerpoDeclaracion(paquete.uuid));
  expect(r.statusCode, r.body).toBe(201);
});
afterAll(() => e.cerrar());

describe('GET xls/lotes/{uuid del ciclo}', () => {
  it('una fila por lote, igual a la tabla de lotes, con la referencia DDS vigente del importador', async () => {
    const r = await pedir(admin, ciclo.uuid);
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/filename="Lotes_.+_\d{8}_\d{6}\.xlsx"/);
    const [encabezados, ...filas] = await hoja(r.rawPayload);
    expect(encabezados.slice(0, 13)).toEqual([
      'Lote',
      'Folio',
      'Centro de acopio',
      'Estado',
      'Volumen (kg)',
      'Kg entregados',
      'Kg por entregar',
      'Avance (%)',
      'Entregas',
      'Productores',
      'Fecha de entrega/venta',
      'Observaciones',
      'Referencia DDS',
    ]);
    const tabla = (await e.pedir(admin, 'GET', `/api/admin/acopios/entregas/lotes/${ciclo.id}`)).json().data as Lote[];
    expect(filas).toHaveLength(tabla.length);
    expect(tabla.length).toBeGreaterThan(0);
    for (const [i, l] of tabla.entries()) {
      const f = filas[i];
      expect(f[0]).toBe(l.nombre);
      expect(f[5]).toBe(l.lote_kgs_entregados / 100);
      expect(f[8]).toBe(l.entregas);
      expect(f[12] ?? null).toBe(l.referencia_dds);
    }
    expect(filas.map((f) => f[12])).toContain('25ITQRBHJ68633');
    // issue 26: the lot's latest quality analysis, when a lot of the cycle has one
    const conCalidad = tabla.some((l) => l.calidad);
    expect(encabezados.slice(13)).toEqual(
      conCalidad ? ['Análisis de calidad', 'Rendimiento (%)', 'Kg exportables', 'Puntaje en taza', 'Clasificación de taza'] : [],
    );
    for (const [i, l] of tabla.entries()) if (conCalidad) expect(filas[i][13] ?? null).toBe(l.calidad?.folio ?? null);
  });

  it('una cooperativa sin EUDR (miel) no lleva la columna de la referencia', async () => {
    const suyo = await uno<{ uuid: string }>(
      e.db,
      'SELECT uuid::text AS uuid FROM ciclos WHERE id_cooperativa = 3 ORDER BY id DESC LIMIT 1',
    );
    const r = await pedir(miel, suyo.uuid);
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    const [encabezados] = await hoja(r.rawPayload);
    expect(encabezados).not.toContain('Referencia DDS');
    expect(encabezados[0]).toBe('Lote');
  });

  it('401 sin sesión, 403 sin permiso de lotes (técnico), 404 ciclo de otra cooperativa o inexistente, 422 uuid mal escrito', async () => {
    expect((await pedir(null, ciclo.uuid)).statusCode).toBe(401);
    const prohibido = await pedir(tecnico, ciclo.uuid);
    expect(prohibido.statusCode).toBe(403);
    expect(prohibido.json().message).toBe(MSG_403);
    expect((await pedir(miel, ciclo.uuid)).statusCode).toBe(404);
    expect((await pedir(admin, UUID_INEXISTENTE)).statusCode).toBe(404);
    expect((await pedir(admin, 'no-es-uuid')).statusCode).toBe(422);
  });
});
