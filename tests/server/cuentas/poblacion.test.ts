import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, uno } from '../ayudas';

/**
 * Issue 10 #12: the producers list, its Excel and the dashboards count one population, the cycle's accounts with
 * confirmado = 1 and no baja (spec 000 §7 'search cuentas (id_ciclo, confirmado=1)'). The demo leaves some accounts
 * unconfirmed, so a list that counted them would differ from the dashboard (282 against 267 before).
 */
let e: Entorno;
let admin: string;
let ciclo: { id: number; uuid: string };

const filtro = (column: string, value: unknown) => ({ column, operator: '=', value });

beforeAll(async () => {
  e = await crearEntorno({}, { productores: 'demo' });
  admin = await e.entrar('admin@cosecha.demo');
  ciclo = await uno(e.db, 'SELECT id, uuid FROM ciclos WHERE id_cooperativa = 1 ORDER BY id DESC LIMIT 1');
});
afterAll(async () => {
  await e.cerrar();
});

describe('la población de productores', () => {
  it('el listado (como lo pide la pantalla), el Excel y el tablero dan la misma cifra, sin las cuentas sin confirmar', async () => {
    const sinConfirmar = await contar(
      e.db,
      'cuentas WHERE id_cooperativa = 1 AND id_ciclo = $1 AND confirmado = 0 AND fecha_baja IS NULL',
      [ciclo.id],
    );
    expect(sinConfirmar, 'la demostración trae cuentas sin confirmar').toBeGreaterThan(0);
    const confirmadas = await contar(e.db, 'cuentas WHERE id_cooperativa = 1 AND id_ciclo = $1 AND confirmado = 1 AND fecha_baja IS NULL', [
      ciclo.id,
    ]);

    // The screen's request (CuentaList's fixed filter: cycle and confirmado = 1).
    const lista = await e.pedir(admin, 'POST', '/api/cuentas_search', { filters: [filtro('id_ciclo', ciclo.id), filtro('confirmado', 1)] });
    expect(lista.statusCode).toBe(200);
    expect(lista.json().total).toBe(confirmadas);

    const tablero = await e.pedir(admin, 'POST', '/api/dashboards/productores/totales_search', { filters: [filtro('id_ciclo', ciclo.id)] });
    expect(tablero.json().data.total_productores).toBe(confirmadas);

    const r = await e.pedir(admin, 'GET', `/api/xls/cuentas/${ciclo.uuid}`);
    expect(r.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const claves: string[] = [];
    wb.worksheets[0].eachRow((fila, n) => {
      if (n > 1) claves.push(String(fila.getCell(1).value));
    });
    expect(claves.length).toBe(confirmadas);
    const pendientes = await e.db.query<{ clave_tx: string }>(
      `SELECT p.clave_tx FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
        WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.confirmado = 0 AND c.fecha_baja IS NULL`,
      [ciclo.id],
    );
    for (const p of pendientes) expect(claves, p.clave_tx).not.toContain(p.clave_tx);
  });

  it('el padrón del listado (?organico=1) y su Excel coinciden con el total del padrón del tablero', async () => {
    const lista = await e.pedir(admin, 'POST', '/api/cuentas_search', {
      filters: [filtro('id_ciclo', ciclo.id), filtro('confirmado', 1), filtro('organico', 1)],
    });
    const tablero = await e.pedir(admin, 'POST', '/api/dashboards/productores/totales_search', { filters: [filtro('id_ciclo', ciclo.id)] });
    expect(lista.json().total).toBe(tablero.json().data.total_productores_padron);
    const r = await e.pedir(admin, 'GET', `/api/xls/cuentas/${ciclo.uuid}?organico=1`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].rowCount - 1).toBe(tablero.json().data.total_productores_padron);
  });
});
