import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, uno, UUID_INEXISTENTE } from '../ayudas';
import { cuerpoEntrega } from './acopio-ayudas';
import { ENTREGA_REGISTRADA, MENSAJES_ENTREGA } from '../../../server/modules/acopio/entregas/registrar-entrega';
import { MENSAJES_IDEMPOTENCIA } from '../../../server/idempotencia';

/** POST admin/acopios/entregas and GET admin/acopios/entregas/{uuid} (spec 002 §2.3, §7; issue 12). */
let e: Entorno;
let acopiador: string; // role 6, Sierra Madre (coffee), may set prices
let capturista: string; // role 5, Chontalpa (cacao), may not set prices
let tecnico: string; // no ACOPIOS permission
let cuentaSierra: string;
let cuentaChontalpa: string;
let cuentaCicloAnterior: string;

const cuerpo = cuerpoEntrega;

const enviar = (token: string | null, body: unknown, clave: string | null = randomUUID()) =>
  e.app.inject({
    method: 'POST',
    url: '/api/admin/acopios/entregas',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(clave ? { 'idempotency-key': clave } : {}),
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
  });

const cuentaActual = (coop: number, activo = true) =>
  uno<{ uuid: string }>(
    e.db,
    `SELECT c.uuid FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
      WHERE c.id_cooperativa = $1 AND ci.activo_acopio = $2 AND c.fecha_baja IS NULL
        -- a producer without advances (issue 25): nothing to recover, so any recovery is over the maximum of 0.00
        AND NOT EXISTS (SELECT 1 FROM anticipos an JOIN cuentas x ON x.id_cooperativa = an.id_cooperativa AND x.id = an.id_cuenta
                         WHERE an.id_cooperativa = c.id_cooperativa AND x.id_productor = c.id_productor)
      ORDER BY c.id LIMIT 1`,
    [coop, activo],
  );

beforeAll(async () => {
  e = await crearEntorno();
  // issue 22 item 4: a collector does not price a delivery; theirs take the cooperative's current price, 40.00 here
  await e.db.query('UPDATE precios_cooperativa SET precio_por_kg = 4000 WHERE id_cooperativa = 1 AND fecha_fin IS NULL');
  acopiador = await e.entrar('acopio@cosecha.demo');
  capturista = await e.entrar('capturista.chontalpa@cosecha.demo');
  tecnico = await e.entrar('tecnico.sierra@cosecha.demo');
  cuentaSierra = (await cuentaActual(1)).uuid;
  cuentaChontalpa = (await cuentaActual(2)).uuid;
  cuentaCicloAnterior = (await cuentaActual(1, false)).uuid;
  await e.db.query('UPDATE precios_cooperativa SET precio_por_kg = 5500 WHERE id_cooperativa = 2 AND fecha_fin IS NULL');
});
afterAll(() => e.cerrar());

describe('registrar una entrega', () => {
  it('201 con pesos e importes calculados en el servidor, su folio, sus pesadas, el pago y la firma', async () => {
    const r = await enviar(acopiador, cuerpo(cuentaSierra));
    expect(r.statusCode, r.body).toBe(201);
    expect(r.headers['idempotent-replayed']).toBe('false');
    const { data, message } = r.json();
    expect(message).toBe(ENTREGA_REGISTRADA);
    // 100 − 2.50 − 1 = 96.50 and 50 − 0 = 50 → 146.50 kg × 40.00 = 5,860.00
    expect(data).toMatchObject({
      peso_bruto: 150_00,
      peso_tara: 2_50,
      peso_descuento: 1_00,
      peso_neto: 146_50,
      no_bultos: 2,
      precio_por_kg: 40_00,
      importe_total: 5860_00,
      a_pagar: 5860_00,
      pagado: 3000_00,
      saldo: 2860_00,
      id_cat_certificacion: [15],
      uuid_cuenta: cuentaSierra,
    });
    expect(data.folio_acopio).toMatch(/^E-\d{6}$/);
    expect(data.pesadas).toHaveLength(2);
    expect(await contar(e.db, 'acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1', [data.id])).toBe(1);
    const firma = await uno<{ mime: string }>(e.db, 'SELECT mime FROM archivos WHERE id_cooperativa = 1 AND uuid = $1', [data.firma]);
    expect(firma.mime).toBe('image/png');
    // the collector's centre is stamped from the database
    const centro = await uno<{ c: number }>(e.db, "SELECT id_centros_acopios AS c FROM users WHERE email = 'acopio@cosecha.demo'");
    expect(data.id_centro_acopio).toBe(centro.c);
    const auditada = await contar(e.db, "auditoria WHERE entidad = 'acopios' AND id_entidad = $1", [data.uuid]);
    expect(auditada).toBe(1);
    const leida = await e.pedir(acopiador, 'GET', `/api/admin/acopios/entregas/${data.uuid}`);
    expect(leida.statusCode).toBe(200);
    expect(leida.json().data).toEqual(data);
  });

  it('sin permiso para fijar precios, el precio es el vigente de la cooperativa, diga lo que diga el navegador', async () => {
    const r = await enviar(capturista, cuerpo(cuentaChontalpa, { precio_por_kg: 1_00, monto_pagado: 0, id_metodo_pago: null }));
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data).toMatchObject({ precio_por_kg: 55_00, importe_total: 8057_50, pagado: 0, saldo: 8057_50 });
  });

  it('el mismo Guardar enviado 20 veces a la vez registra una entrega, un pago y una firma', async () => {
    const clave = randomUUID();
    const antes = await contar(e.db, 'acopios WHERE id_cooperativa = 1');
    const pagosAntes = await contar(e.db, 'acopio_pagos WHERE id_cooperativa = 1');
    const rs = await Promise.all(Array.from({ length: 20 }, () => enviar(acopiador, cuerpo(cuentaSierra), clave)));
    expect(rs.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(rs.map((r) => r.json().data.uuid)).size).toBe(1);
    expect(rs.filter((r) => r.headers['idempotent-replayed'] === 'false')).toHaveLength(1);
    expect(await contar(e.db, 'acopios WHERE id_cooperativa = 1')).toBe(antes + 1);
    expect(await contar(e.db, 'acopio_pagos WHERE id_cooperativa = 1')).toBe(pagosAntes + 1);
  });

  it('la misma clave con otra entrega es 409 y no escribe', async () => {
    const clave = randomUUID();
    expect((await enviar(acopiador, cuerpo(cuentaSierra), clave)).statusCode).toBe(201);
    const antes = await contar(e.db, 'acopios');
    const r = await enviar(acopiador, cuerpo(cuentaSierra, { monto_pagado: 1000_00 }), clave);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(MENSAJES_IDEMPOTENCIA.otraPeticion);
    expect(await contar(e.db, 'acopios')).toBe(antes);
  });

  it('sin encabezado Idempotency-Key: 422 con el mensaje en español', async () => {
    const r = await enviar(acopiador, cuerpo(cuentaSierra), null);
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MENSAJES_IDEMPOTENCIA.falta);
  });

  it('401 sin sesión, 403 sin ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO', async () => {
    expect((await enviar(null, cuerpo(cuentaSierra))).statusCode).toBe(401);
    expect((await enviar(tecnico, cuerpo(cuentaSierra))).statusCode).toBe(403);
    expect((await e.pedir(null, 'GET', `/api/admin/acopios/entregas/${UUID_INEXISTENTE}`)).statusCode).toBe(401);
    expect((await e.pedir(tecnico, 'GET', `/api/admin/acopios/entregas/${UUID_INEXISTENTE}`)).statusCode).toBe(403);
  });

  it('404 para una cuenta de otra cooperativa o una entrega que no existe', async () => {
    expect((await enviar(acopiador, cuerpo(cuentaChontalpa))).statusCode).toBe(404);
    expect((await e.pedir(acopiador, 'GET', `/api/admin/acopios/entregas/${UUID_INEXISTENTE}`)).statusCode).toBe(404);
  });

  it('422 con los mensajes de 002 §5, sin escribir nada', async () => {
    const antes = await contar(e.db, 'acopios');
    const casos: [Record<string, unknown>, string, string][] = [
      [{ pesadas: [{ unidades: [], peso_bruto: 100, peso_tara: 10, peso_descuento: 0, bultos: {} }] }, 'pesadas', ''],
      [
        { pesadas: [{ unidades: [1], peso_bruto: 100_00, peso_tara: 2_00, peso_descuento: 100_00, bultos: { 1: 1 } }] },
        'pesadas.0.peso_descuento',
        'El peso descuento debe ser menos al peso bruto',
      ],
      [
        { pesadas: [{ unidades: [1], peso_bruto: 100_00, peso_tara: 2_00, peso_descuento: 0, bultos: {} }] },
        'pesadas.0.bultos.1',
        'Debe introducir un valor entero',
      ],
      [{ monto_pagado: 9000_00 }, 'monto_pagado', 'El monto no debe ser mayor a $ 5,860.00'],
      [{ id_metodo_pago: null }, 'id_metodo_pago', 'Información obligatoria'],
      [{ id_cat_certificacion: [] }, 'id_cat_certificacion', 'Información requerida'],
      [{ recuperacion_credito: 1_00 }, 'recuperacion_credito', 'Se espera un valor menor o igual a 0.00'],
      [{ firma_image: 'data:image/png;base64,aGVsbG8=' }, 'firma_image', MENSAJES_ENTREGA.firma],
      [{ id_lote: 999999 }, 'id_lote', MENSAJES_ENTREGA.lote],
    ];
    for (const [cambios, campo, mensaje] of casos) {
      const r = await enviar(acopiador, cuerpo(cuentaSierra, cambios));
      expect(r.statusCode, `${campo}: ${r.body}`).toBe(422);
      if (mensaje) expect(r.json().errors?.[campo], r.body).toContain(mensaje);
    }
    // a figure that is not an integer ×100, and a field the contract does not know
    expect((await enviar(acopiador, cuerpo(cuentaSierra, { precio_por_kg: 40.5 }))).statusCode).toBe(422);
    expect((await enviar(acopiador, { ...cuerpo(cuentaSierra), id_cooperativa: 2 })).statusCode).toBe(422);
    const otro = await enviar(acopiador, cuerpo(cuentaCicloAnterior));
    expect(otro.statusCode).toBe(422);
    expect(otro.json().message).toBe(MENSAJES_ENTREGA.cicloInactivo);
    expect(await contar(e.db, 'acopios')).toBe(antes);
  });

  it('sin precio vigente ni permiso para fijarlo: 422 que dice qué hacer', async () => {
    await e.db.query('UPDATE precios_cooperativa SET fecha_fin = current_date WHERE id_cooperativa = 2');
    try {
      const r = await enviar(capturista, cuerpo(cuentaChontalpa, { monto_pagado: 0, id_metodo_pago: null }));
      expect(r.statusCode).toBe(422);
      expect(r.json().errors.precio_por_kg).toEqual([MENSAJES_ENTREGA.sinPrecio]);
    } finally {
      await e.db.query('UPDATE precios_cooperativa SET fecha_fin = NULL WHERE id_cooperativa = 2');
    }
  });
});
