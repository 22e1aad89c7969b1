import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno, UUID_INEXISTENTE } from '../ayudas';
import { cuerpoEntrega, escribir } from './acopio-ayudas';
import { NOMBRES_CATALOGOS } from '@domain/acopio/catalogos';

/** The delivery form's reads: catalogues, price defaults, the producer's panel, a delivery by id, the cycle's lots. */
let e: Entorno;
let acopiador: string;
let tecnico: string;
let gerente: string;
let miel: string;
let cuenta: { id: number; uuid: string; id_ciclo: number; ciclo: string };

beforeAll(async () => {
  e = await crearEntorno();
  acopiador = await e.entrar('acopio@cosecha.demo');
  tecnico = await e.entrar('tecnico.sierra@cosecha.demo');
  gerente = await e.entrar('gerente@cosecha.demo');
  miel = await e.entrar('miel@cosecha.demo');
  cuenta = await uno(
    e.db,
    `SELECT c.id, c.uuid, c.id_ciclo, ci.uuid AS ciclo FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
      WHERE c.id_cooperativa = 1 AND ci.activo_acopio AND c.fecha_baja IS NULL ORDER BY c.id LIMIT 1`,
  );
});
afterAll(() => e.cerrar());

describe('catálogos de acopio', () => {
  it('las unidades del producto (de 1–14), los estados 1–3 y la certificación 15/16 que fija la especificación', async () => {
    const leer = async (token: string, n: string) => (await e.pedir(token, 'GET', `/api/acopios/catalogos/${n}`)).json().data;
    const unidades = await leer(acopiador, 'unidades_entrega');
    // issue 22 item 24: coffee's units, not honey's drums and jerrycans (tests/server/acopio/unidades-issue22.test.ts)
    expect(unidades.map((u: { id: number }) => u.id)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10, 13, 14]);
    expect(unidades[5]).toEqual({ id: 7, nombre: 'A granel' });
    expect(await leer(acopiador, 'recoleccion_acopios_estatus')).toEqual([
      { id: 1, nombre: 'En bodega' },
      { id: 2, nombre: 'Rechazados' },
      { id: 3, nombre: 'En centro de acopio' },
    ]);
    const certs = await leer(acopiador, 'certificaciones');
    expect(certs.slice(0, 2)).toEqual([
      { id: 15, nombre: 'Orgánico' },
      { id: 16, nombre: 'Convencional' },
    ]);
    // honey calls the non-organic category 'transición' (002 §6)
    expect((await leer(miel, 'certificaciones'))[1]).toEqual({ id: 16, nombre: 'Transición' });
    for (const n of NOMBRES_CATALOGOS) expect((await leer(tecnico, n)).length, n).toBeGreaterThan(0);
    expect((await e.pedir(null, 'GET', '/api/acopios/catalogos/metodos_pago')).statusCode).toBe(401);
  });
});

describe('precio precargado', () => {
  it('el vigente de la cooperativa, si el usuario puede cambiarlo, y el de la última entrega de la cuenta', async () => {
    // issue 22 item 4: the collector takes the cooperative's price; whoever may set prices (here the administrator,
    // a supervisor) may also go outside the band
    const general = await e.pedir(acopiador, 'GET', '/api/admin/acopios/precio_por_kg_precargado');
    expect(general.json().data).toEqual({
      precio_por_kg: 95_00,
      puede_fijar: false,
      puede_fuera_de_rango: false,
      precio_ultima_entrega: null,
    });
    const admin = await e.entrar('admin@cosecha.demo');
    const r = await escribir(e.app, admin, 'POST', '/api/admin/acopios/entregas', cuerpoEntrega(cuenta.uuid, { precio_por_kg: 41_00 }));
    expect(r.statusCode, r.body).toBe(201);
    const porCuenta = await e.pedir(admin, 'GET', `/api/admin/acopios/precio_por_kg_por_productor/${cuenta.id}`);
    expect(porCuenta.json().data).toEqual({
      precio_por_kg: 95_00,
      puede_fijar: true,
      puede_fuera_de_rango: true,
      precio_ultima_entrega: 41_00,
    });
    const capturista = await e.entrar('capturista.chontalpa@cosecha.demo');
    expect((await e.pedir(capturista, 'GET', '/api/admin/acopios/precio_por_kg_precargado')).json().data.puede_fijar).toBe(false);
    expect((await e.pedir(null, 'GET', '/api/admin/acopios/precio_por_kg_precargado')).statusCode).toBe(401);
    expect((await e.pedir(tecnico, 'GET', '/api/admin/acopios/precio_por_kg_precargado')).statusCode).toBe(403);
    expect((await e.pedir(gerente, 'GET', `/api/admin/acopios/precio_por_kg_por_productor/${cuenta.id}`)).statusCode).toBe(404);
    expect((await e.pedir(acopiador, 'GET', '/api/admin/acopios/precio_por_kg_por_productor/0')).statusCode).toBe(422);
  });
});

describe('panel del productor y entregas', () => {
  it('resumen del ciclo: entregas, bultos, neto, precio promedio, importes, pagado, pendiente y la estimación', async () => {
    await e.db.query(
      `INSERT INTO parcelas_formularios (id_cooperativa, id_parcela, id_formato, estimacion_kg)
       SELECT p.id_cooperativa, p.id, f.id, 100000 FROM parcelas p JOIN tx_formatos f ON f.id_cooperativa = p.id_cooperativa
        WHERE p.id_cooperativa = 1 AND p.id_cuenta = $1 AND p.fecha_baja IS NULL
          AND NOT EXISTS (SELECT 1 FROM parcelas_formularios x WHERE x.id_cooperativa = 1 AND x.id_parcela = p.id)
        LIMIT 1`,
      [cuenta.id],
    );
    const url = `/api/admin/acopios/entregas/acopios_por_productor/${cuenta.ciclo}/${cuenta.uuid}`;
    const antes = (await e.pedir(acopiador, 'GET', url)).json().data;
    // at 40.00 a kg: a price the administrator sets (issue 22 item 4: a collector's delivery takes the cooperative's)
    const r = await escribir(
      e.app,
      await e.entrar('admin@cosecha.demo'),
      'POST',
      '/api/admin/acopios/entregas',
      cuerpoEntrega(cuenta.uuid),
    );
    expect(r.statusCode, r.body).toBe(201);
    const despues = await e.pedir(acopiador, 'GET', url);
    expect(despues.statusCode).toBe(200);
    const { resumen, entregas } = despues.json().data;
    expect(resumen).toMatchObject({
      id_cuenta: cuenta.id,
      uuid_cuenta: cuenta.uuid,
      producto: 1,
      ciclo_activo_acopio: true,
      entregas_no: antes.resumen.entregas_no + 1,
      entregas_no_bultos: antes.resumen.entregas_no_bultos + 2,
      entregas_peso_neto_total: antes.resumen.entregas_peso_neto_total + 146_50,
      pagos_total: antes.resumen.pagos_total + 5860_00,
      pagos_pagado_total: antes.resumen.pagos_pagado_total + 3000_00,
      pagos_pendiente_total: antes.resumen.pagos_pendiente_total + 2860_00,
    });
    expect(resumen.pagos_pendiente_total).toBe(resumen.pagos_total - resumen.pagos_descuentos_total - resumen.pagos_pagado_total);
    if (resumen.est_peso_estimado_total > 0)
      expect(resumen.est_entregado_vs_estimacion).toBe(
        Math.floor((resumen.entregas_peso_neto_total * 100) / resumen.est_peso_estimado_total),
      );
    expect(entregas[0].uuid).toBe(r.json().data.uuid);
    expect(entregas).toHaveLength(resumen.entregas_no);
    // by id (the pending payment's route carries id_acopio)
    const porId = await e.pedir(acopiador, 'GET', `/api/admin/acopios/entregas/acopio_por_productor/${entregas[0].id}`);
    expect(porId.statusCode).toBe(200);
    expect(porId.json().data.uuid).toBe(entregas[0].uuid);
    // 401, 403, 404 (another cooperative, wrong cycle, missing)
    expect((await e.pedir(null, 'GET', url)).statusCode).toBe(401);
    expect((await e.pedir(tecnico, 'GET', url)).statusCode).toBe(403);
    expect((await e.pedir(gerente, 'GET', url)).statusCode).toBe(404);
    expect(
      (await e.pedir(acopiador, 'GET', `/api/admin/acopios/entregas/acopios_por_productor/${UUID_INEXISTENTE}/${cuenta.uuid}`)).statusCode,
    ).toBe(404);
    expect((await e.pedir(gerente, 'GET', `/api/admin/acopios/entregas/acopio_por_productor/${entregas[0].id}`)).statusCode).toBe(404);
    expect((await e.pedir(tecnico, 'GET', `/api/admin/acopios/entregas/acopio_por_productor/${entregas[0].id}`)).statusCode).toBe(403);
  });

  it('lotes del ciclo para el select; 404 para un ciclo de otra cooperativa', async () => {
    await e.db.query("INSERT INTO lotes (id_cooperativa, id_ciclo, nombre, folio, volumen) VALUES (1, $1, 'Lote prueba', 'L-1', 500000)", [
      cuenta.id_ciclo,
    ]);
    const r = await e.pedir(acopiador, 'GET', `/api/admin/acopios/entregas/lotes/${cuenta.id_ciclo}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toContainEqual(expect.objectContaining({ nombre: 'Lote prueba', folio: 'L-1', volumen: 5000_00 }));
    expect((await e.pedir(gerente, 'GET', `/api/admin/acopios/entregas/lotes/${cuenta.id_ciclo}`)).statusCode).toBe(404);
    expect((await e.pedir(tecnico, 'GET', `/api/admin/acopios/entregas/lotes/${cuenta.id_ciclo}`)).statusCode).toBe(403);
    expect((await e.pedir(null, 'GET', `/api/admin/acopios/entregas/lotes/${cuenta.id_ciclo}`)).statusCode).toBe(401);
  });
});
