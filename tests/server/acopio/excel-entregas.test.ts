import { PROCESOS_CAFE, TIPOS_CAFE } from '@domain/acopio/catalogos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { crearEntorno, type Entorno } from '../entorno';
import { MSG_403, uno, UUID_INEXISTENTE } from '../ayudas';
import { cuerpoEntrega } from './acopio-ayudas';
import { paginasEntregas } from '../../../server/modules/acopio/entregas/entregas-excel';
import { MENSAJE_FECHA_INEXISTENTE } from '@domain/comun/fecha-calendario';

/** GET xls/entregas_acopios/{cycle}[/{date}] (spec 002 §7 'Downloads', §9 names; ACOPIOS_ENTREGAS_X_PRODUCTOR_EXPORTAR). */
let e: Entorno;
let acopiador: string; // role 6, Sierra Madre (coop 1), every ACOPIOS permission
let capturista: string; // role 5, Chontalpa: no EXPORTAR
let gerenteOtra: string; // role 2, Chontalpa
let ciclo: { uuid: string; id: number; nombre: string };

const leerLibro = async (cuerpo: Buffer) => {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(cuerpo as unknown as ArrayBuffer);
  return libro.getWorksheet('Entregas')!;
};

beforeAll(async () => {
  e = await crearEntorno();
  acopiador = await e.entrar('acopio@cosecha.demo');
  capturista = await e.entrar('capturista.chontalpa@cosecha.demo');
  gerenteOtra = await e.entrar('gerente@cosecha.demo');
  const c = await uno<{ uuid: string; cuenta: string; id: number; nombre: string }>(
    e.db,
    `SELECT ci.uuid, ci.id, ci.nombre, c.uuid AS cuenta FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
      WHERE c.id_cooperativa = 1 AND ci.activo_acopio AND c.fecha_baja IS NULL ORDER BY c.id LIMIT 1`,
  );
  ciclo = c;
  // three deliveries: two on the 20th, one on the 21st
  for (const fecha of ['2026-11-20', '2026-11-20', '2026-11-21'])
    await e.app.inject({
      method: 'POST',
      url: '/api/admin/acopios/entregas',
      headers: { authorization: `Bearer ${acopiador}`, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
      payload: JSON.stringify(cuerpoEntrega(c.cuenta, { fecha_ejecucion: fecha })),
    });
});
afterAll(() => e.cerrar());

describe('Excel de entregas', () => {
  it('todas las entregas del ciclo, cifras como números con dos decimales y una fila de totales', async () => {
    const r = await e.pedir(acopiador, 'GET', `/api/xls/entregas_acopios/${ciclo.uuid}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-disposition']).toBe(`attachment; filename="entregas_acopios_${ciclo.nombre}.xlsx"`);
    const hoja = await leerLibro(r.rawPayload);
    const encabezados = (hoja.getRow(1).values as unknown[]).slice(1);
    expect(encabezados).toEqual(
      expect.arrayContaining(['Folio', 'Productor', 'Peso neto (kg)', 'Importe total', 'Pagado al productor', 'Saldo']),
    );
    const col = (nombre: string) => encabezados.indexOf(nombre) + 1;
    const { n, neto, importe } = await uno<{ n: number; neto: number; importe: number }>(
      e.db,
      'SELECT count(*)::int AS n, sum(peso_neto)::bigint AS neto, sum(importe_total)::bigint AS importe FROM acopios WHERE id_cooperativa = 1 AND id_ciclo = $1',
      [ciclo.id],
    );
    expect(hoja.rowCount).toBe(n + 2); // header, rows, totals
    const fila = hoja.getRow(2);
    expect(typeof fila.getCell(col('Peso neto (kg)')).value).toBe('number');
    // The coffee type and process by name, as the list shows them (each row of this coffee cooperative has both).
    const { tipo, proceso } = await uno<{ tipo: number; proceso: number }>(
      e.db,
      'SELECT id_tipo_cafe AS tipo, id_proceso AS proceso FROM acopios WHERE id_cooperativa = 1 AND id_ciclo = $1 ORDER BY fecha_acopio, id LIMIT 1',
      [ciclo.id],
    );
    expect(fila.getCell(col('Tipo de café')).value).toBe(TIPOS_CAFE[tipo]);
    expect(fila.getCell(col('Proceso')).value).toBe(PROCESOS_CAFE[proceso]);
    expect(fila.getCell(col('Peso neto (kg)')).numFmt).toBe('#,##0.00');
    const total = hoja.getRow(n + 2);
    expect(total.getCell(1).value).toBe(`Total (${n} entregas)`);
    expect(total.getCell(col('Peso neto (kg)')).value).toBe(neto / 100);
    expect(total.getCell(col('Importe total')).value).toBe(importe / 100);
    expect(total.getCell(col('Precio por kg')).value).toBeNull();
  });

  it('un día del ciclo: solo sus entregas y el nombre con _deFecha_', async () => {
    const r = await e.pedir(acopiador, 'GET', `/api/xls/entregas_acopios/${ciclo.uuid}/2026-11-21`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-disposition']).toBe(`attachment; filename="entregas_acopios_${ciclo.nombre}_deFecha_2026-11-21.xlsx"`);
    const { n } = await uno<{ n: number }>(
      e.db,
      "SELECT count(*)::int AS n FROM acopios WHERE id_cooperativa = 1 AND id_ciclo = $1 AND fecha_acopio = '2026-11-21'",
      [ciclo.id],
    );
    expect((await leerLibro(r.rawPayload)).rowCount).toBe(n + 2);
  });

  it('las páginas siguen la llave (fecha, id) sin repetir ni saltar filas', async () => {
    const ids: number[] = [];
    for await (const p of paginasEntregas(e.db, 1, ciclo.id, null, 2)) ids.push(...p.map((f) => f.id_acopio));
    const todas = await e.db.query<{ id: number }>(
      'SELECT id FROM acopios WHERE id_cooperativa = 1 AND id_ciclo = $1 ORDER BY fecha_acopio, id',
      [ciclo.id],
    );
    expect(ids).toEqual(todas.map((f) => f.id));
  });

  it('403 sin permiso de exportar; 404 con el ciclo de otra cooperativa o inexistente; 422 con fecha o uuid inválidos; 401', async () => {
    const p = await e.pedir(capturista, 'GET', `/api/xls/entregas_acopios/${ciclo.uuid}`);
    expect([p.statusCode, p.json().message]).toEqual([403, MSG_403]);
    expect((await e.pedir(gerenteOtra, 'GET', `/api/xls/entregas_acopios/${ciclo.uuid}`)).statusCode).toBe(404);
    expect((await e.pedir(acopiador, 'GET', `/api/xls/entregas_acopios/${UUID_INEXISTENTE}/2026-11-21`)).statusCode).toBe(404);
    expect((await e.pedir(acopiador, 'GET', `/api/xls/entregas_acopios/${ciclo.uuid}/21-11-2026`)).statusCode).toBe(422);
    expect((await e.pedir(acopiador, 'GET', '/api/xls/entregas_acopios/no-uuid')).statusCode).toBe(422);
    expect((await e.pedir(null, 'GET', `/api/xls/entregas_acopios/${ciclo.uuid}`)).statusCode).toBe(401);
  });

  it('issue 22 item 16: el Excel de cacao y de miel no lleva las columnas del café (tipo, proceso, rendimiento, mancha)', async () => {
    for (const [correo, coop] of [
      ['gerente@cosecha.demo', 2],
      ['miel@cosecha.demo', 3],
    ] as const) {
      const c = await uno<{ uuid: string }>(
        e.db,
        'SELECT uuid FROM ciclos WHERE id_cooperativa = $1 ORDER BY activo_acopio DESC, id DESC LIMIT 1',
        [coop],
      );
      const r = await e.pedir(await e.entrar(correo), 'GET', `/api/xls/entregas_acopios/${c.uuid}`);
      expect(r.statusCode, r.body).toBe(200);
      const encabezados = ((await leerLibro(r.rawPayload)).getRow(1).values as unknown[]).slice(1);
      expect(encabezados, correo).toContain('Humedad (%)');
      for (const cafe of ['Tipo de café', 'Proceso', 'Rendimiento (%)', 'Mancha (%)']) expect(encabezados, correo).not.toContain(cafe);
    }
  });

  it('issue 22 item 7: un día que no existe (2026-02-30) es 422 con un mensaje en español, antes de empezar el archivo', async () => {
    for (const fecha of ['2026-02-30', '2026-04-31', '2026-13-01', '2027-02-29']) {
      const r = await e.pedir(acopiador, 'GET', `/api/xls/entregas_acopios/${ciclo.uuid}/${fecha}`);
      expect([r.statusCode, r.headers['content-type']], fecha).toEqual([422, expect.stringContaining('application/json')]);
      expect(r.json()).toEqual({ message: expect.any(String), errors: { fecha: [MENSAJE_FECHA_INEXISTENTE] } });
    }
    expect((await e.pedir(acopiador, 'GET', `/api/xls/entregas_acopios/${ciclo.uuid}/2028-02-29`)).statusCode).toBe(200);
  });
});
