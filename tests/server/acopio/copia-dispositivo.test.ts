import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { escribir, FIRMA } from './acopio-ayudas';
import type { CopiaDispositivo, ProductorCopia } from '@domain/contrato/acopio-copia';
import type { AcopiosDeProductor } from '@domain/contrato/acopio';

/** Issue 28: the device copy answers, in one call, what the per-account calls of the delivery form answer. */
let e: Entorno;
let acopiador: string; // Sierra Madre, role 6 with a centre
let admin: string; // Sierra Madre, every centre
let tecnico: string; // no permission to register deliveries

const URL = '/api/admin/acopios/copia_dispositivo';
const leer = async (token: string): Promise<CopiaDispositivo> => {
  const r = await e.pedir(token, 'GET', URL);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};

beforeAll(async () => {
  e = await crearEntorno();
  acopiador = await e.entrar('acopio@cosecha.demo');
  admin = await e.entrar('admin@cosecha.demo');
  tecnico = await e.entrar('tecnico.sierra@cosecha.demo');
});
afterAll(() => e.cerrar());

describe('GET admin/acopios/copia_dispositivo', () => {
  it('sin sesión: 401; sin permiso de registrar entregas: 403', async () => {
    expect((await e.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await e.pedir(tecnico, 'GET', URL)).statusCode).toBe(403);
  });

  it('el acopiador recibe solo los productores confirmados y sin baja de su centro, del ciclo de acopio activo', async () => {
    const copia = await leer(acopiador);
    const { centro } = await uno<{ centro: number }>(
      e.db,
      "SELECT id_centros_acopios AS centro FROM users WHERE email = 'acopio@cosecha.demo'",
    );
    expect(copia.id_centro).toBe(centro);
    expect(Date.now() - Date.parse(copia.leida_en)).toBeLessThan(60_000);
    const ciclo = await uno<{ id: number }>(
      e.db,
      'SELECT id FROM ciclos WHERE id_cooperativa = 1 AND activo_acopio ORDER BY id DESC LIMIT 1',
    );
    expect(copia.ciclo?.id).toBe(ciclo.id);
    const esperados = await e.db.query<{ id: number }>(
      `SELECT c.id FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
        WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND p.id_centro_acopio = $2`,
      [ciclo.id, centro],
    );
    expect(esperados.length).toBeGreaterThan(0);
    expect(copia.productores.map((p) => p.id_cuenta).sort((a, b) => a - b)).toEqual(esperados.map((f) => f.id).sort((a, b) => a - b));
    for (const l of copia.lotes) expect(l.id_centro_acopio).toBe(centro);
    expect(Object.keys(copia.catalogos).sort()).toEqual(
      ['certificaciones', 'colores_miel', 'metodos_pago', 'procesos_cafe', 'tipos_cafe', 'unidades_entrega'].sort(),
    );
  });

  it('un usuario sin centro (administración) recibe a toda la cooperativa', async () => {
    const copia = await leer(admin);
    expect(copia.id_centro).toBeNull();
    const { n } = await uno<{ n: number }>(
      e.db,
      `SELECT count(*)::int AS n FROM cuentas WHERE id_cooperativa = 1 AND id_ciclo = $1 AND confirmado = 1 AND fecha_baja IS NULL`,
      [copia.ciclo!.id],
    );
    expect(copia.productores.length).toBe(n);
  });

  it('cada cifra es la que contestan las llamadas por cuenta (precio, panel, catálogos, lotes, unidades)', async () => {
    const copia = await leer(admin);
    const get = async (url: string) => {
      const r = await e.pedir(admin, 'GET', url);
      expect(r.statusCode, `${url} ${r.body}`).toBe(200);
      return r.json();
    };
    for (const [nombre, opciones] of Object.entries(copia.catalogos))
      expect((await get(`/api/acopios/catalogos/${nombre}`)).data).toEqual(opciones);
    expect((await get('/api/admin/acopios/unidades_usuales')).data).toEqual(copia.unidades_usuales);
    expect((await get(`/api/admin/acopios/entregas/lotes/${copia.ciclo!.id}`)).data).toEqual(copia.lotes);
    // every producer with deliveries or advances, and a few without: the figures that vary
    const conCifras = copia.productores.filter((p) => p.entregas_no > 0 || p.saldo_creditos > 0);
    expect(conCifras.length).toBeGreaterThan(0);
    expect(copia.productores.some((p) => p.saldo_creditos > 0)).toBe(true);
    const muestra: ProductorCopia[] = [...conCifras.slice(0, 40), ...copia.productores.filter((p) => p.entregas_no === 0).slice(0, 5)];
    let conPendientes = 0;
    for (const p of muestra) {
      const precio = (await get(`/api/admin/acopios/precio_por_kg_por_productor/${p.id_cuenta}`)).data;
      expect(precio).toEqual({
        precio_por_kg: copia.precio_por_kg,
        puede_fijar: copia.puede_fijar,
        puede_fuera_de_rango: copia.puede_fuera_de_rango,
        precio_ultima_entrega: p.precio_ultima_entrega,
      });
      const { resumen, entregas } = (await get(`/api/admin/acopios/entregas/acopios_por_productor/${copia.ciclo!.uuid}/${p.uuid_cuenta}`))
        .data as AcopiosDeProductor;
      // the deliveries still owed something are the panel's with a balance, in its order, less the voided ones
      const anuladas = new Set(
        (
          await e.db.query<{ id: number }>('SELECT id FROM acopios WHERE id_cooperativa = 1 AND id_cuenta = $1 AND anulada', [p.id_cuenta])
        ).map((f) => f.id),
      );
      expect(p.pendientes).toEqual(entregas.filter((x) => x.saldo > 0 && !anuladas.has(x.id)));
      conPendientes += p.pendientes.length ? 1 : 0;
      expect({
        id_cuenta: p.id_cuenta,
        uuid_productor: p.uuid_productor,
        productor: p.nombre,
        id_cuenta_categoria: p.id_cuenta_categoria,
        categoria: copia.categorias.find((c) => c.id === p.id_cuenta_categoria)?.nombre,
        entregas_no: p.entregas_no,
        entregas_no_bultos: p.entregas_no_bultos,
        entregas_peso_neto_total: p.entregas_peso_neto_total,
        pagos_total: p.pagos_total,
        pagos_descuentos_total: p.pagos_descuentos_total,
        pagos_pagado_total: p.pagos_pagado_total,
        est_peso_estimado_total: p.est_peso_estimado_total,
        saldo_creditos: p.saldo_creditos,
        producto: copia.producto,
      }).toEqual({
        id_cuenta: resumen.id_cuenta,
        uuid_productor: resumen.uuid_productor,
        productor: resumen.productor,
        id_cuenta_categoria: resumen.id_cuenta_categoria,
        categoria: resumen.categoria,
        entregas_no: resumen.entregas_no,
        entregas_no_bultos: resumen.entregas_no_bultos,
        entregas_peso_neto_total: resumen.entregas_peso_neto_total,
        pagos_total: resumen.pagos_total,
        pagos_descuentos_total: resumen.pagos_descuentos_total,
        pagos_pagado_total: resumen.pagos_pagado_total,
        est_peso_estimado_total: resumen.est_peso_estimado_total,
        saldo_creditos: resumen.saldo_creditos,
        producto: resumen.producto,
      });
    }
    expect(conPendientes).toBeGreaterThan(0);
  });

  it('una entrega con saldo queda en pendientes hasta que se paga completa (issue 28: el pago pendiente sin conexión)', async () => {
    const antes = await leer(admin);
    const p = antes.productores.find((x) => x.pendientes.some((d) => d.saldo >= 2))!;
    const debida = p.pendientes.find((d) => d.saldo >= 2)!;
    const pagar = (monto: number) =>
      escribir(e.app, admin, 'POST', '/api/admin/acopios/entregas/pago_pendiente', {
        id_acopio: debida.id,
        fecha_ejecucion: debida.fecha_acopio.slice(0, 10),
        id_metodo_pago: antes.catalogos.metodos_pago[0].id,
        monto_pagado: monto,
        firma_image: FIRMA,
      });
    const deLaCuenta = async () => (await leer(admin)).productores.find((x) => x.id_cuenta === p.id_cuenta)!.pendientes;
    const primero = await pagar(debida.saldo - 1);
    expect(primero.statusCode, primero.body).toBe(201);
    expect((await deLaCuenta()).find((x) => x.id === debida.id)).toMatchObject({ saldo: 1, pagado: debida.pagado + debida.saldo - 1 });
    const resto = await pagar(1);
    expect(resto.statusCode, resto.body).toBe(201);
    expect((await deLaCuenta()).map((x) => x.id)).not.toContain(debida.id);
  });
});
