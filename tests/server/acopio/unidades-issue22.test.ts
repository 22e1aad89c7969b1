import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, uno } from '../ayudas';
import { cuerpoEntrega, escribir } from './acopio-ayudas';
import { UNIDAD_FUERA_DE_PRODUCTO, unidadesDelProducto } from '@domain/acopio/unidades';
import { PRODUCTO } from '@domain/comun/productos';

/** Issue 22 item 24: units follow the cooperative's product (catalogue and server), and the centre's usual units. */
let e: Entorno;
let acopiador: string; // Sierra Madre (coffee), centre Jaltenango
let miel: string; // Apicultores Mayas (honey)
let tecnico: string; // no ACOPIOS permission

const cuentaActiva = (email: string) =>
  uno<{ uuid: string; id_cooperativa: number }>(
    e.db,
    `SELECT c.uuid, c.id_cooperativa FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
      WHERE c.id_cooperativa = (SELECT id_cooperativa FROM users WHERE email = $1) AND ci.activo_acopio AND c.fecha_baja IS NULL
      ORDER BY c.id LIMIT 1`,
    [email],
  );
const URL = '/api/admin/acopios/unidades_usuales';

beforeAll(async () => {
  e = await crearEntorno();
  acopiador = await e.entrar('acopio@cosecha.demo');
  miel = await e.entrar('miel@cosecha.demo');
  tecnico = await e.entrar('tecnico.sierra@cosecha.demo');
});
afterAll(() => e.cerrar());

describe('issue 22 item 24: unidades por producto', () => {
  it('el catálogo de la miel ofrece solo unidades de miel; el del café, las de café', async () => {
    const ids = async (token: string) =>
      (await e.pedir(token, 'GET', '/api/acopios/catalogos/unidades_entrega')).json().data.map((u: { id: number }) => u.id);
    expect(await ids(miel)).toEqual([3, 6, 11, 12]);
    expect(await ids(acopiador)).toEqual([...unidadesDelProducto(PRODUCTO.cafe)]);
  });

  it('una entrega de miel en costales pergaminero: 422 en la unidad de esa pesada y nada guardado', async () => {
    const cuenta = await cuentaActiva('miel@cosecha.demo');
    const antes = await contar(e.db, 'acopios WHERE id_cooperativa = $1', [cuenta.id_cooperativa]);
    const cuerpo = cuerpoEntrega(cuenta.uuid, {
      id_cat_acopio_tipos_cafe: null,
      id_cat_acopio_procesos: null,
      id_cat_certificacion: [16],
      aroma: null,
      rendimiento: null,
      mancha: null,
      humedad: 18_00,
      pesadas: [
        { unidades: [11], peso_bruto: 25_00, peso_tara: 1_00, peso_descuento: 0, bultos: { 11: 1 } },
        { unidades: [10], peso_bruto: 60_00, peso_tara: 50, peso_descuento: 0, bultos: { 10: 1 } },
      ],
      monto_pagado: 0,
    });
    const r = await escribir(e.app, miel, 'POST', '/api/admin/acopios/entregas', cuerpo);
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors).toEqual({ 'pesadas.1.unidades': [UNIDAD_FUERA_DE_PRODUCTO] });
    expect(await contar(e.db, 'acopios WHERE id_cooperativa = $1', [cuenta.id_cooperativa])).toBe(antes);
    // the same delivery in honey's units is stored
    const bien = await escribir(e.app, miel, 'POST', '/api/admin/acopios/entregas', {
      ...cuerpo,
      pesadas: [cuerpo.pesadas[0], { ...cuerpo.pesadas[1], unidades: [12], bultos: { 12: 1 } }],
    });
    expect(bien.statusCode, bien.body).toBe(201);
  });
});

describe('issue 22 item 24: GET admin/acopios/unidades_usuales', () => {
  it('las del centro del acopiador, más usadas primero, y las de su última pesada', async () => {
    const cuenta = await cuentaActiva('acopio@cosecha.demo');
    const r = await escribir(
      e.app,
      acopiador,
      'POST',
      '/api/admin/acopios/entregas',
      cuerpoEntrega(cuenta.uuid, {
        pesadas: [{ unidades: [13], peso_bruto: 30_00, peso_tara: 20, peso_descuento: 0, bultos: { 13: 1 } }],
        monto_pagado: 0,
      }),
    );
    expect(r.statusCode, r.body).toBe(201);
    const u = await e.pedir(acopiador, 'GET', URL);
    expect(u.statusCode).toBe(200);
    const { usuales, ultimas } = u.json().data;
    expect(ultimas).toEqual([13]);
    // the centre's most used unit, counted again in SQL over its weighings
    const top = await uno<{ unidad: number }>(
      e.db,
      `SELECT x.unidad FROM acopios a JOIN users us ON us.email = 'acopio@cosecha.demo'
         JOIN acopio_pesadas p ON p.id_cooperativa = a.id_cooperativa AND p.id_acopio = a.id
         CROSS JOIN LATERAL unnest(p.unidades) AS x (unidad)
        WHERE a.id_cooperativa = us.id_cooperativa AND a.id_centro_acopio = us.id_centros_acopios
          AND a.id IN (SELECT id FROM acopios WHERE id_cooperativa = us.id_cooperativa AND id_centro_acopio = us.id_centros_acopios
                        ORDER BY id DESC LIMIT 300)
        GROUP BY x.unidad ORDER BY count(*) DESC, max(a.id) DESC LIMIT 1`,
    );
    expect(usuales[0]).toBe(top.unidad);
    expect(usuales).toContain(13);
    for (const id of usuales) expect(unidadesDelProducto(PRODUCTO.cafe)).toContain(id);
  });

  it('la miel lee solo unidades de miel de su cooperativa; 401 sin sesión, 403 sin permiso de registrar entregas', async () => {
    const d = (await e.pedir(miel, 'GET', URL)).json().data;
    expect(d.usuales.length).toBeGreaterThan(0);
    for (const id of [...d.usuales, ...d.ultimas]) expect([3, 6, 11, 12]).toContain(id);
    expect((await e.pedir(null, 'GET', URL)).statusCode).toBe(401);
    expect((await e.pedir(tecnico, 'GET', URL)).statusCode).toBe(403);
  });
});
