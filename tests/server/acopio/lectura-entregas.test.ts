import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilaEntregaListado } from '@domain/contrato/acopio-lotes';
import { PRODUCTO } from '@domain/comun/productos';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { cuerpoEntrega, escribir, FIRMA } from './acopio-ayudas';
import { columnasEntregas, NO_EN_EXCEL, paginasEntregas } from '../../../server/modules/acopio/entregas/entregas-excel';
import { leerFilaRecibo, leerRecibo } from '../../../server/modules/acopio/recibos/recibos.repository';

/**
 * The delivery's one read model (issue 24 item 1): the list, its Excel, the receipt and the edit form read the same
 * columns and figures. A column added to the list row's contract fails here until the Excel shows it (or says why
 * not, NO_EN_EXCEL) and the receipt's read carries it.
 */
let e: Entorno;
let admin: string;

/** The contract's labels of stored codes: the list adds them in TypeScript; the Excel writes them from the codes. */
const ETIQUETAS = ['tipo_cafe', 'proceso', 'nombre_cat_costaleras_estatus', 'estatus'];
const CAMPOS = Object.keys(FilaEntregaListado.properties);

beforeAll(async () => {
  e = await crearEntorno({}, { productores: 4 });
  admin = await e.entrar('admin@cosecha.demo');
});
afterAll(() => e.cerrar());

describe('la lectura de una entrega', () => {
  it('cada columna de la fila del listado está en el Excel, o el Excel dice por qué no', () => {
    const columnas = columnasEntregas('kg', PRODUCTO.cafe);
    const mostradas = new Set(columnas.map((c) => c.campo).filter(Boolean));
    const faltan = CAMPOS.filter((k) => !mostradas.has(k as never) && !(k in NO_EN_EXCEL));
    expect(faltan).toEqual([]);
    // An excuse for a column it shows, or for one the contract no longer has, is stale.
    expect(Object.keys(NO_EN_EXCEL).filter((k) => mostradas.has(k as never) || !CAMPOS.includes(k))).toEqual([]);
  });

  it('el listado, el Excel, el recibo, el formulario y el panel del productor dan las mismas cifras; el método de pago es el del primer pago', async () => {
    const c = await uno<{ uuid: string; id_ciclo: number; ciclo_uuid: string }>(
      e.db,
      `SELECT c.uuid, c.id_ciclo, ci.uuid::text AS ciclo_uuid FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
        WHERE c.id_cooperativa = 1 AND ci.activo_acopio AND c.fecha_baja IS NULL ORDER BY c.id LIMIT 1`,
    );
    const r = await escribir(e.app, admin, 'POST', '/api/admin/acopios/entregas', cuerpoEntrega(c.uuid, { id_metodo_pago: 1 }));
    expect(r.statusCode, r.body).toBe(201);
    const { id, uuid } = r.json().data as { id: number; uuid: string };
    // A later pending payment by another method: the row names the first (at the scale), not the latest.
    const p = await escribir(e.app, admin, 'POST', '/api/admin/acopios/entregas/pago_pendiente', {
      id_acopio: id,
      fecha_ejecucion: '2026-11-22',
      id_metodo_pago: 2,
      monto_pagado: 500_00,
      firma_image: FIRMA,
    });
    expect(p.statusCode, p.body).toBe(201);

    const lista = await e.app.inject({
      method: 'POST',
      url: '/api/entregas_por_productor_search',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        filters: [
          { column: 'id_ciclo', operator: '=', value: c.id_ciclo },
          { column: 'fecha_acopio', operator: '=', value: '2026-11-20' },
        ],
        per_page: 100,
      },
    });
    expect(lista.statusCode, lista.body).toBe(200);
    const fila = (lista.json().data as Record<string, unknown>[]).find((f) => f.uuid === uuid)!;
    expect(fila).toMatchObject({ id_metodo_pago: 1, pagado_a_productor: 3500_00, total_saldo: 5860_00 - 3500_00 });

    // The Excel: every column that shows a list column shows the list's value.
    const excel: Record<string, unknown>[] = [];
    for await (const pagina of paginasEntregas(e.db, 1, c.id_ciclo, '2026-11-20')) excel.push(...pagina);
    const deExcel = excel.find((f) => f.id_acopio === id)!;
    const columnas = columnasEntregas('kg', PRODUCTO.cafe);
    for (const col of columnas.filter((x) => x.campo && !ETIQUETAS.includes(x.campo)))
      expect([col.campo, deExcel[col.campo!]]).toEqual([col.campo, fila[col.campo!]]);
    for (const col of columnas.filter((x) => x.campo && ETIQUETAS.includes(x.campo)))
      expect([col.campo, col.valor(deExcel as never) ?? '']).toEqual([col.campo, fila[col.campo!] ?? '']);

    // The receipt reads the whole row of the read model, with the same values.
    const deRecibo = (await leerFilaRecibo(e.db, 1, uuid))! as unknown as Record<string, unknown>;
    const almacenadas = CAMPOS.filter((k) => !ETIQUETAS.includes(k));
    expect(almacenadas.filter((k) => !(k in deRecibo))).toEqual([]);
    for (const k of almacenadas) expect([k, deRecibo[k]]).toEqual([k, fila[k]]);
    const recibo = (await leerRecibo(e.db, 1, uuid))!;
    expect(recibo.pagado).toBe(fila.pagado_a_productor);
    expect(recibo.pagos.map((x) => x.id_metodo_pago)).toEqual([1, 2]);

    // The edit form's read: the same paid amount and balance, by its contract's names.
    const form = await e.app.inject({
      method: 'GET',
      url: `/api/admin/acopios/entregas/${uuid}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().data).toMatchObject({
      id,
      pagado: fila.pagado_a_productor,
      saldo: fila.total_saldo,
      productor: fila.productor_nombre,
      recuperacion_credito: fila.total_anticipos_recuperados,
    });
    // The delivery form's panel of the producer's deliveries: the same figures, by its contract's names.
    const panel = await e.app.inject({
      method: 'GET',
      url: `/api/admin/acopios/entregas/acopios_por_productor/${c.ciclo_uuid}/${c.uuid}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(panel.statusCode, panel.body).toBe(200);
    const dePanel = (panel.json().data.entregas as Record<string, unknown>[]).find((x) => x.uuid === uuid);
    expect(dePanel).toMatchObject({
      id,
      folio_acopio: fila.folio_acopio,
      fecha_acopio: fila.fecha_acopio,
      centro_acopio: fila.centro_acopio,
      peso_neto: fila.peso_neto,
      importe_total: fila.importe_total,
      recuperacion_credito: fila.total_anticipos_recuperados,
      pagado: fila.pagado_a_productor,
      saldo: fila.total_saldo,
    });
    // Each figure is the delivery's kept one (0033), not a recount of its payments.
    const { pagado } = await uno<{ pagado: number }>(e.db, 'SELECT pagado FROM acopios WHERE id_cooperativa = 1 AND id = $1', [id]);
    expect(pagado).toBe(fila.pagado_a_productor);
  });
});
