import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, uno } from '../ayudas';
import { cuerpoEntrega, escribir, FIRMA } from './acopio-ayudas';
import { MENSAJES_PAGO, PAGO_REGISTRADO } from '../../../server/modules/acopio/entregas/registrar-pago-pendiente';
import { MENSAJES_IDEMPOTENCIA } from '../../../server/idempotencia';

/** POST admin/acopios/entregas/pago_pendiente (spec 002 §2.4, §4, §5 'Pending payment'; issue 12). */
let e: Entorno;
let acopiador: string; // role 6, centre of coop 1
let admin: string; // role 1, no centre
let tecnico: string;
let gerente: string; // cooperative 2
let cuentaSierra: string;

const pagar = (token: string | null, body: unknown, clave: string | null = randomUUID()) =>
  escribir(e.app, token, 'POST', '/api/admin/acopios/entregas/pago_pendiente', body, clave);

const pago = (id_acopio: number, cambios: Record<string, unknown> = {}) => ({
  id_acopio,
  fecha_ejecucion: '2026-11-21',
  id_metodo_pago: 1,
  monto_pagado: 860_00,
  firma_image: FIRMA,
  ...cambios,
});

/** A delivery of 5,860.00 with 3,000.00 paid at the scale: 2,860.00 pending. */
async function entrega(token = admin) {
  const c = await uno<{ uuid: string }>(
    e.db,
    `SELECT c.uuid FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
      WHERE c.id_cooperativa = 1 AND ci.activo_acopio AND c.fecha_baja IS NULL ORDER BY c.id LIMIT 1`,
  );
  cuentaSierra = c.uuid;
  const r = await escribir(e.app, token, 'POST', '/api/admin/acopios/entregas', cuerpoEntrega(cuentaSierra));
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; uuid: string; saldo: number };
}

beforeAll(async () => {
  e = await crearEntorno();
  acopiador = await e.entrar('acopio@cosecha.demo');
  admin = await e.entrar('admin@cosecha.demo');
  tecnico = await e.entrar('tecnico.sierra@cosecha.demo');
  gerente = await e.entrar('gerente@cosecha.demo');
});
afterAll(() => e.cerrar());

describe('pago pendiente de una entrega', () => {
  it('201: pendiente = total − descuentos − pagado; el pago lleva el centro de quien paga, su folio, la firma y queda auditado', async () => {
    const a = await entrega(admin);
    expect(a.saldo).toBe(2860_00);
    const r = await pagar(acopiador, pago(a.id));
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().message).toBe(PAGO_REGISTRADO);
    expect(r.json().data).toMatchObject({ pagado: 3860_00, saldo: 2000_00 });
    const p = await uno<{ folio: string; id_centro_acopio: number | null; firma: string | null; monto: number }>(
      e.db,
      'SELECT folio, id_centro_acopio, firma::text, monto FROM acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1 ORDER BY id DESC LIMIT 1',
      [a.id],
    );
    const centro = await uno<{ c: number }>(e.db, "SELECT id_centros_acopios AS c FROM users WHERE email = 'acopio@cosecha.demo'");
    expect(p).toMatchObject({ id_centro_acopio: centro.c, monto: 860_00 });
    expect(p.folio).toMatch(/^P-\d{6}$/);
    expect(p.firma).not.toBeNull();
    expect(await contar(e.db, "auditoria WHERE entidad = 'acopio_pagos' AND id_entidad = $1", [a.uuid])).toBe(1);
  });

  it('el mismo Guardar 15 veces a la vez registra un pago; la misma clave con otro monto es 409', async () => {
    const a = await entrega();
    const clave = randomUUID();
    const rs = await Promise.all(Array.from({ length: 15 }, () => pagar(acopiador, pago(a.id, { monto_pagado: 100_00 }), clave)));
    expect(rs.map((r) => r.statusCode)).toEqual(Array(15).fill(201));
    expect(rs.filter((r) => r.headers['idempotent-replayed'] === 'false')).toHaveLength(1);
    expect(await contar(e.db, 'acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1', [a.id])).toBe(2);
    const otra = await pagar(acopiador, pago(a.id, { monto_pagado: 200_00 }), clave);
    expect(otra.statusCode).toBe(409);
    expect(otra.json().message).toBe(MENSAJES_IDEMPOTENCIA.otraPeticion);
  });

  it('pagos distintos a la vez no pasan juntos del saldo: el bloqueo de la entrega los pone en fila', async () => {
    const a = await entrega();
    // 2,860.00 pending; four payments of 1,000.00 at once: two fit, the other two find too little left
    const rs = await Promise.all([1, 2, 3, 4].map(() => pagar(acopiador, pago(a.id, { monto_pagado: 1000_00 }))));
    expect(rs.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(rs.filter((r) => r.statusCode === 422)).toHaveLength(2);
    const leida = (await e.pedir(admin, 'GET', `/api/admin/acopios/entregas/${a.uuid}`)).json().data;
    expect(leida.saldo).toBe(860_00);
  });

  it('422 con los mensajes de 002 §5, sin escribir nada', async () => {
    const a = await entrega();
    const antes = await contar(e.db, 'acopio_pagos');
    const casos: [Record<string, unknown>, string, string][] = [
      [{ fecha_ejecucion: null }, 'fecha_ejecucion', 'Información obligatoria'],
      [{ id_metodo_pago: 0 }, 'id_metodo_pago', 'Información obligatoria'],
      [{ id_metodo_pago: 9 }, 'id_metodo_pago', 'Seleccione una opción de la lista'],
      [{ monto_pagado: null }, 'monto_pagado', 'Información obligatoria'],
      [{ monto_pagado: 0 }, 'monto_pagado', 'El monto debe ser mayor a 0'],
      [{ monto_pagado: 2860_01 }, 'monto_pagado', 'El monto no debe ser mayor a $ 2,860.00'],
      [{ fecha_ejecucion: '2026-11-19' }, 'fecha_ejecucion', MENSAJES_PAGO.fechaAnterior('2026-11-20')],
      [
        { firma_image: 'data:image/png;base64,aGVsbG8=' },
        'firma_image',
        'La firma no es una imagen PNG válida; pida al productor que firme de nuevo',
      ],
    ];
    for (const [cambios, campo, mensaje] of casos) {
      const r = await pagar(acopiador, pago(a.id, cambios));
      expect(r.statusCode, campo).toBe(422);
      expect(r.json().errors?.[campo], r.body).toContain(mensaje);
    }
    expect((await pagar(acopiador, { ...pago(a.id), id_cooperativa: 2 })).statusCode).toBe(422);
    expect((await pagar(acopiador, pago(a.id, { monto_pagado: 1.5 }))).statusCode).toBe(422);
    expect((await pagar(acopiador, pago(a.id), null)).statusCode).toBe(422);
    expect(await contar(e.db, 'acopio_pagos')).toBe(antes);
  });

  it('una entrega ya pagada dice que no tiene saldo', async () => {
    const a = await entrega();
    expect((await pagar(acopiador, pago(a.id, { monto_pagado: 2860_00 }))).statusCode).toBe(201);
    const r = await pagar(acopiador, pago(a.id, { monto_pagado: 1 }));
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MENSAJES_PAGO.sinSaldo);
  });

  it('401 sin sesión, 403 sin permiso, 404 para la entrega de otra cooperativa o inexistente (y nada cambia)', async () => {
    const a = await entrega();
    const antes = await contar(e.db, 'acopio_pagos');
    expect((await pagar(null, pago(a.id))).statusCode).toBe(401);
    expect((await pagar(tecnico, pago(a.id))).statusCode).toBe(403);
    expect((await pagar(gerente, pago(a.id))).statusCode).toBe(404);
    expect((await pagar(acopiador, pago(2_000_000_000))).statusCode).toBe(404);
    expect(await contar(e.db, 'acopio_pagos')).toBe(antes);
  });
});
