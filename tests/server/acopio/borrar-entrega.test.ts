import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, uno, UUID_INEXISTENTE } from '../ayudas';
import { conClave, crearLote, cuentaDeCiclo, entregaCicloAnterior, registrarEntrega } from './lotes-ayudas';
import { MENSAJES_BORRAR_ENTREGA } from '../../../server/modules/acopio/entregas/borrar-entrega';
import { FUERA_DEL_CENTRO } from '@domain/acopio/alcance';

/** DELETE admin/acopios/entregas/{acopio_uuid} (spec 002 §2.7, §7; docs/DECISIONES.md 'acopio-lotes: borrar una entrega'). */
let e: Entorno;
let admin: string;
let acopiador: string;
let gerente: string;
let capturista: string;
let tecnico: string;
let cuenta: { uuid: string };

const borrar = (token: string | null, uuid: string) => e.pedir(token, 'DELETE', `/api/admin/acopios/entregas/${uuid}`);

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  acopiador = await e.entrar('acopio@cosecha.demo');
  gerente = await e.entrar('gerente@cosecha.demo');
  capturista = await e.entrar('capturista.chontalpa@cosecha.demo');
  tecnico = await e.entrar('tecnico.sierra@cosecha.demo');
  cuenta = await cuentaDeCiclo(e, 1);
});
afterAll(() => e.cerrar());

describe('eliminar una entrega', () => {
  it('success 1; sus pesadas se van con ella; sale de su lote; la auditoría guarda todo (sin pagos: issue 22 item 4)', async () => {
    const a = await registrarEntrega(e, acopiador, cuenta.uuid, { monto_pagado: 0 });
    const l = await crearLote(e, acopiador, a.id_ciclo, 'Lote a vaciar');
    await conClave(e, acopiador, 'POST', '/api/lotes_asignacion', { id_lote: l.id, entregas: [a.uuid] });
    const r = await borrar(acopiador, a.uuid);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ success: 1, message: MENSAJES_BORRAR_ENTREGA.eliminada });
    expect(await contar(e.db, 'acopios WHERE uuid = $1', [a.uuid])).toBe(0);
    expect(await contar(e.db, 'acopio_pesadas WHERE id_cooperativa = 1 AND id_acopio = $1', [a.id])).toBe(0);
    expect(await contar(e.db, 'acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1', [a.id])).toBe(0);
    const lote = (await e.pedir(acopiador, 'GET', `/api/lotes_info/${l.id}`)).json().data.lote;
    expect(lote).toMatchObject({ entregas: 0, lote_kgs_entregados: 0 });
    const audit = await uno<{ antes: { peso_neto: number; pesadas: unknown[]; pagos: { monto: number }[] } }>(
      e.db,
      "SELECT antes FROM auditoria WHERE entidad = 'acopios' AND accion = 'eliminar' AND id_entidad = $1",
      [a.uuid],
    );
    expect(audit.antes.peso_neto).toBe(146_50);
    expect(audit.antes.pesadas).toHaveLength(2);
    expect(audit.antes.pagos).toEqual([]);
  });

  it('un acopiador no borra la de otro centro (403) y nadie la de un ciclo pasado (422); nada cambia', async () => {
    const a = await registrarEntrega(e, admin, cuenta.uuid);
    const r = await borrar(acopiador, a.uuid);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(FUERA_DEL_CENTRO);
    const vieja = await entregaCicloAnterior(e, 1);
    const anterior = await borrar(admin, vieja.uuid);
    expect(anterior.statusCode).toBe(422);
    expect(anterior.json().message).toBe(MENSAJES_BORRAR_ENTREGA.cicloInactivo);
    expect(await contar(e.db, 'acopios WHERE uuid = ANY($1::uuid[])', [[a.uuid, vieja.uuid]])).toBe(2);
  });

  it('401, 403 sin ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO, 404 si no existe o es de otra cooperativa, 422 con un uuid mal escrito', async () => {
    const a = await registrarEntrega(e, admin, cuenta.uuid);
    expect((await borrar(null, a.uuid)).statusCode).toBe(401);
    expect((await borrar(tecnico, a.uuid)).statusCode).toBe(403);
    expect((await borrar(gerente, a.uuid)).statusCode).toBe(404);
    expect((await borrar(capturista, a.uuid)).statusCode).toBe(404);
    expect((await borrar(admin, UUID_INEXISTENTE)).statusCode).toBe(404);
    expect((await borrar(admin, 'no-es-uuid')).statusCode).toBe(422);
    expect(await contar(e.db, 'acopios WHERE uuid = $1', [a.uuid])).toBe(1);
  });
});

describe('issue 22: la base no deja borrar el dinero con su entrega (migración 0047)', () => {
  it('un DELETE directo de una entrega pagada falla en la base (la clave acopio_pagos_acopio_fk) y sus pagos siguen ahí', async () => {
    const pagada = await registrarEntrega(e, admin, cuenta.uuid);
    const pagos = await contar(e.db, 'acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1', [pagada.id]);
    expect(pagos).toBeGreaterThan(0);
    const error = await e.db.query('DELETE FROM acopios WHERE id_cooperativa = 1 AND id = $1', [pagada.id]).then(
      () => null,
      (x: { code?: string; message?: string }) => x,
    );
    // restrict_violation or foreign_key_violation, as the server's version reports a RESTRICT key; named by its key
    expect(['23001', '23503']).toContain(error?.code);
    expect(error?.message).toContain('acopio_pagos_acopio_fk');
    expect(await contar(e.db, 'acopios WHERE id_cooperativa = 1 AND id = $1', [pagada.id])).toBe(1);
    expect(await contar(e.db, 'acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1', [pagada.id])).toBe(pagos);
  });

  it('la clave foránea de los pagos a su entrega es RESTRICT; las pesadas siguen en cascada', async () => {
    const reglas = await e.db.query<{ conname: string; confdeltype: string }>(
      `SELECT conname, confdeltype FROM pg_constraint WHERE conname IN ('acopio_pagos_acopio_fk', 'acopio_pesadas_acopio_fk') ORDER BY conname`,
    );
    expect(reglas).toEqual([
      { conname: 'acopio_pagos_acopio_fk', confdeltype: 'r' },
      { conname: 'acopio_pesadas_acopio_fk', confdeltype: 'c' },
    ]);
  });

  it('una entrega sin pagos se sigue borrando por la aplicación, con sus pesadas', async () => {
    const sinPago = await registrarEntrega(e, admin, cuenta.uuid, { monto_pagado: 0 });
    expect((await borrar(admin, sinPago.uuid)).statusCode).toBe(200);
    expect(await contar(e.db, 'acopios WHERE id_cooperativa = 1 AND id = $1', [sinPago.id])).toBe(0);
    expect(await contar(e.db, 'acopio_pesadas WHERE id_cooperativa = 1 AND id_acopio = $1', [sinPago.id])).toBe(0);
  });
});
