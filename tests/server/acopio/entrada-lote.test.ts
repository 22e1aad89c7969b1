import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, uno } from '../ayudas';
import { cuerpoEdicion, cuerpoEntrega, escribir } from './acopio-ayudas';
import { FUERA_DEL_CENTRO } from '@domain/acopio/alcance';
import { MENSAJES_LOTE } from '@domain/acopio/entrada-lote';

/**
 * Issue 22 item 2: a collector filled other centres' lots, because `id_lote` in POST/PUT admin/acopios/entregas was
 * checked for cooperative and cycle only while lotes_asignacion refused the same move with 403. One rule now
 * (domain/acopio/entrada-lote.ts) for the three ways a delivery enters a lot.
 */
let e: Entorno;
let acopiador: string; // role 6, Sierra Madre (coop 1), one centre
let admin: string; // role 1, every centre
let cuenta: string;
let centroPropio: number;
let loteAjeno: { id: number; uuid: string };
let lotePropio: { id: number; uuid: string };
let loteAnterior: number;

const nuevoLote = (centro: number | null, activo = true) =>
  uno<{ id: number; uuid: string }>(
    e.db,
    `INSERT INTO lotes (id_cooperativa, id_ciclo, nombre, id_centro_acopio)
     SELECT 1, id, 'Lote de prueba ' || gen_random_uuid(), $1 FROM ciclos WHERE id_cooperativa = 1 AND activo_acopio = $2
      ORDER BY id DESC LIMIT 1 RETURNING id, uuid::text`,
    [centro, activo],
  );
const registrar = (token: string, cambios: Record<string, unknown>) =>
  escribir(e.app, token, 'POST', '/api/admin/acopios/entregas', cuerpoEntrega(cuenta, cambios));

beforeAll(async () => {
  e = await crearEntorno();
  acopiador = await e.entrar('acopio@cosecha.demo');
  admin = await e.entrar('admin@cosecha.demo');
  cuenta = (
    await uno<{ uuid: string }>(
      e.db,
      `SELECT c.uuid FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
        WHERE c.id_cooperativa = 1 AND ci.activo_acopio AND c.fecha_baja IS NULL ORDER BY c.id LIMIT 1`,
    )
  ).uuid;
  centroPropio = (await uno<{ c: number }>(e.db, "SELECT id_centros_acopios AS c FROM users WHERE email = 'acopio@cosecha.demo'")).c;
  const otro = (
    await uno<{ id: number }>(e.db, 'SELECT id FROM centros_acopios WHERE id_cooperativa = 1 AND id <> $1 LIMIT 1', [centroPropio])
  ).id;
  loteAjeno = await nuevoLote(otro);
  lotePropio = await nuevoLote(centroPropio);
  loteAnterior = (await nuevoLote(centroPropio, false)).id;
});
afterAll(() => e?.cerrar());

describe('issue 22 item 2: una sola regla para meter una entrega a un lote', () => {
  it('registrar: un acopiador no mete su entrega al lote de otro centro (403, nada se escribe); al de su centro sí', async () => {
    const antes = await contar(e.db, 'acopios WHERE id_cooperativa = 1');
    const r = await registrar(acopiador, { id_lote: loteAjeno.id });
    expect(r.statusCode, r.body).toBe(403);
    expect(r.json().message).toBe(FUERA_DEL_CENTRO);
    expect(await contar(e.db, 'acopios WHERE id_cooperativa = 1')).toBe(antes);
    const propio = await registrar(acopiador, { id_lote: lotePropio.id });
    expect(propio.statusCode, propio.body).toBe(201);
    expect(propio.json().data.id_lote).toBe(lotePropio.id);
  });

  it('registrar: un lote de otro ciclo es 422 en id_lote, para todos', async () => {
    for (const token of [acopiador, admin]) {
      const r = await registrar(token, { id_lote: loteAnterior });
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().errors.id_lote).toEqual([MENSAJES_LOTE.noEsDelCiclo]);
    }
  });

  it('editar: un acopiador no pasa su entrega al lote de otro centro; el administrador sí, y el acopiador la sigue editando ahí', async () => {
    const r = await registrar(acopiador, { id_lote: null });
    expect(r.statusCode, r.body).toBe(201);
    const entrega = r.json().data;
    const url = `/api/admin/acopios/entregas/${entrega.uuid}`;
    const mover = await escribir(e.app, acopiador, 'PUT', url, cuerpoEdicion(entrega, { id_lote: loteAjeno.id }), null);
    expect(mover.statusCode, mover.body).toBe(403);
    expect(mover.json().message).toBe(FUERA_DEL_CENTRO);
    expect(await contar(e.db, 'acopios WHERE id = $1 AND id_lote IS NULL', [entrega.id])).toBe(1);
    const porAdmin = await escribir(e.app, admin, 'PUT', url, cuerpoEdicion(entrega, { id_lote: loteAjeno.id }), null);
    expect(porAdmin.statusCode, porAdmin.body).toBe(200);
    // the lot is not changed by the edit: the collector may still correct the delivery's weighings
    const otraVez = await escribir(
      e.app,
      acopiador,
      'PUT',
      url,
      cuerpoEdicion(porAdmin.json().data, { id_lote: loteAjeno.id, observaciones: 'Corregida' }),
      null,
    );
    expect(otraVez.statusCode, otraVez.body).toBe(200);
  });

  it('asignar (lotes_asignacion): la misma regla, el mismo 403', async () => {
    const r = await registrar(acopiador, { id_lote: null });
    const a = await escribir(e.app, acopiador, 'POST', '/api/lotes_asignacion', { id_lote: loteAjeno.id, entregas: [r.json().data.uuid] });
    expect(a.statusCode, a.body).toBe(403);
    expect(a.json().message).toBe(FUERA_DEL_CENTRO);
    const b = await escribir(e.app, acopiador, 'POST', '/api/lotes_asignacion', { id_lote: lotePropio.id, entregas: [r.json().data.uuid] });
    expect(b.statusCode, b.body).toBe(200);
  });
});
