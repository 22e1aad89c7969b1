import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, uno, UUID_INEXISTENTE } from '../ayudas';
import { conClave, cuentaDeCiclo, entregaCicloAnterior, registrarEntrega } from './lotes-ayudas';
import { MENSAJES_FOLIO } from '../../../server/modules/acopio/entregas/asignar-folio-estado';
import { MENSAJES_CAMBIO } from '../../../server/modules/acopio/entregas/cambiar-estado-entregas';
import { FUERA_DEL_CENTRO } from '@domain/acopio/alcance';

/** Delivery states: assignment with folios and the status change (spec 002 §4, §5 'State assignment form', §7; R114). */
let e: Entorno;
let admin: string;
let acopiador: string;
let gerente: string; // Chontalpa
let tecnico: string;
let cuenta: { id: number; uuid: string; id_ciclo: number };

const lote = (token: string, body: unknown, clave?: string) =>
  conClave(e, token, 'POST', '/api/admin/acopios/recoleccion_acopios_batch', body, clave ?? randomUUID());
const estadoDe = (uuid: string) =>
  uno<{ id_estatus_entrega: number | null; folio_entrega: string | null; fecha_estatus: string | null }>(
    e.db,
    'SELECT id_estatus_entrega, folio_entrega, fecha_estatus::text FROM acopios WHERE uuid = $1',
    [uuid],
  );

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  acopiador = await e.entrar('acopio@cosecha.demo');
  gerente = await e.entrar('gerente@cosecha.demo');
  tecnico = await e.entrar('tecnico.sierra@cosecha.demo');
  cuenta = await cuentaDeCiclo(e, 1);
});
afterAll(() => e.cerrar());

describe('asignar estado con folio', () => {
  it('estado 1 con un folio nuevo; el mismo folio después trae su fecha; la búsqueda de estados lo lista', async () => {
    const a = await registrarEntrega(e, admin, cuenta.uuid);
    const b = await registrarEntrega(e, admin, cuenta.uuid);
    const folio = `F-${randomUUID().slice(0, 6)}`;
    const r = await lote(admin, { ids_acopio: [a.id], tipo_estado: 1, folio, fecha: '2026-11-10', id_ciclo: cuenta.id_ciclo });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ success: 1, message: `Se asignó con éxito el folio ${folio} a los acopios seleccionados.` });
    expect(await estadoDe(a.uuid)).toEqual({ id_estatus_entrega: 1, folio_entrega: folio, fecha_estatus: '2026-11-10' });
    // The existing folio brings its date, whatever the form sent.
    const otra = await lote(admin, { ids_acopio: [b.id], tipo_estado: 1, folio, fecha: '2026-11-20', id_ciclo: cuenta.id_ciclo });
    expect(otra.json().data).toEqual({ entregas: 1, folio, fecha: '2026-11-10' });
    expect((await estadoDe(b.uuid)).fecha_estatus).toBe('2026-11-10');
    expect(await contar(e.db, 'estados_entrega WHERE id_cooperativa = 1 AND folio = $1', [folio])).toBe(1);
    expect(
      await contar(e.db, "auditoria WHERE entidad = 'acopios' AND accion = 'editar' AND despues->>'folio_entrega' = $1", [folio]),
    ).toBe(2);
    const s = await e.pedir(admin, 'POST', '/api/recoleccion_acopios_estatus_search', {
      filters: [
        { column: 'id_ciclo', operator: '=', value: cuenta.id_ciclo },
        { column: 'folio', operator: '=', value: folio },
      ],
    });
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json().data).toEqual([
      expect.objectContaining({ folio, tipo_estado: 1, estatus: 'En bodega', fecha: '2026-11-10', entregas: 2, peso_neto: 293_00 }),
    ]);
  });

  it("otros estados van con 'S/F' y la fecha enviada; una sola vez por clave", async () => {
    const a = await registrarEntrega(e, admin, cuenta.uuid);
    const clave = randomUUID();
    const body = { ids_acopio: [a.id], tipo_estado: 3, folio: 'ignorado', fecha: '2026-11-12', id_ciclo: cuenta.id_ciclo };
    const antes = await contar(e.db, 'estados_entrega');
    const rs = await Promise.all([1, 2, 3].map(() => lote(admin, body, clave)));
    expect(rs.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(rs[0].json().message).toBe('Se asignó con éxito el folio S/F a los acopios seleccionados.');
    expect(await contar(e.db, 'estados_entrega')).toBe(antes + 1);
    expect(await estadoDe(a.uuid)).toEqual({ id_estatus_entrega: 3, folio_entrega: 'S/F', fecha_estatus: '2026-11-12' });
  });

  it('422 con los mensajes de 002 §5 y sin cambiar nada; 404, 403 y 401', async () => {
    const a = await registrarEntrega(e, admin, cuenta.uuid);
    const base = { ids_acopio: [a.id], tipo_estado: 1, folio: 'F-X', fecha: '2026-11-12', id_ciclo: cuenta.id_ciclo };
    const casos: [Record<string, unknown>, string, string][] = [
      [{ ids_acopio: [] }, 'entregas', 'Debe seleccionar al menos una entrega cambiar el estado'],
      [{ tipo_estado: 0 }, 'tipo_estado', 'Debe seleccionar un estado'],
      [{ folio: '  ' }, 'folio', 'Debe escribir un folio'],
      [{ fecha: null }, 'fecha', 'Debe seleccionar una fecha'],
      [{ fecha: '2026-02-30' }, 'fecha', 'Debe seleccionar una fecha'],
    ];
    for (const [cambio, campo, mensaje] of casos) {
      const r = await lote(admin, { ...base, ...cambio });
      expect(r.statusCode, JSON.stringify(cambio)).toBe(422);
      expect(r.json().errors[campo]).toEqual([mensaje]);
    }
    const anterior = await entregaCicloAnterior(e, 1);
    const otroCiclo = await lote(admin, { ...base, ids_acopio: [a.id, anterior.id] });
    expect(otroCiclo.statusCode).toBe(422);
    expect(otroCiclo.json().message).toBe(MENSAJES_FOLIO.otroCiclo);
    expect((await lote(admin, { ...base, ids_acopio: [2147483647] })).statusCode).toBe(404);
    expect((await lote(gerente, base)).statusCode).toBe(404);
    const fuera = await lote(acopiador, base);
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().message).toBe(FUERA_DEL_CENTRO);
    expect((await lote(tecnico, base)).statusCode).toBe(403);
    expect((await conClave(e, null, 'POST', '/api/admin/acopios/recoleccion_acopios_batch', base)).statusCode).toBe(401);
    expect(await estadoDe(a.uuid)).toEqual({ id_estatus_entrega: null, folio_entrega: null, fecha_estatus: null });
    expect((await e.pedir(tecnico, 'POST', '/api/recoleccion_acopios_estatus_search', {})).statusCode).toBe(403);
  });
});

describe('cambiar el estado de entregas', () => {
  const cambiar = (token: string | null, body: unknown, clave?: string) =>
    conClave(e, token, 'POST', '/api/cambiar_estado', body, clave ?? randomUUID());

  it("con fecha: 'Cambio de estado realizado.'; a otro estado que no es 1 pierde el folio; a 1 solo con folio", async () => {
    const a = await registrarEntrega(e, admin, cuenta.uuid);
    const b = await registrarEntrega(e, admin, cuenta.uuid);
    const folio = `F-${randomUUID().slice(0, 6)}`;
    await lote(admin, { ids_acopio: [a.id], tipo_estado: 1, folio, fecha: '2026-11-10', id_ciclo: cuenta.id_ciclo });
    const r = await cambiar(admin, { id_estado: 2, fecha_actualizacion: '2026-11-15', entregas: [a.uuid, b.uuid] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ success: 1, message: 'Cambio de estado realizado.', data: { entregas: 2 } });
    expect(await estadoDe(a.uuid)).toEqual({ id_estatus_entrega: 2, folio_entrega: 'S/F', fecha_estatus: '2026-11-15' });
    const aBodega = await cambiar(admin, { id_estado: 1, fecha_actualizacion: '2026-11-16', entregas: [b.uuid] });
    expect(aBodega.statusCode).toBe(422);
    expect(aBodega.json().message).toBe(MENSAJES_CAMBIO.sinFolio);
    expect(await contar(e.db, "auditoria WHERE entidad = 'acopios' AND id_entidad = 'cambiar_estado'")).toBe(1);
  });

  it('422 con los mensajes; 404, 403 fuera del centro, 401; una sola vez por clave', async () => {
    const a = await registrarEntrega(e, admin, cuenta.uuid);
    const sin = await cambiar(admin, { id_estado: 0, fecha_actualizacion: null, entregas: [] });
    expect(sin.statusCode).toBe(422);
    expect(sin.json().errors).toEqual({
      entregas: ['Debe seleccionar al menos una entrega cambiar el estado'],
      id_estado: ['Debe seleccionar un estado'],
      fecha_actualizacion: ['Debe seleccionar una fecha'],
    });
    expect((await cambiar(admin, { id_estado: 3, fecha_actualizacion: '2026-11-15', entregas: [UUID_INEXISTENTE] })).statusCode).toBe(404);
    expect((await cambiar(gerente, { id_estado: 3, fecha_actualizacion: '2026-11-15', entregas: [a.uuid] })).statusCode).toBe(404);
    expect((await cambiar(acopiador, { id_estado: 3, fecha_actualizacion: '2026-11-15', entregas: [a.uuid] })).statusCode).toBe(403);
    expect((await cambiar(tecnico, { id_estado: 3, fecha_actualizacion: '2026-11-15', entregas: [a.uuid] })).statusCode).toBe(403);
    expect((await cambiar(null, { id_estado: 3, fecha_actualizacion: '2026-11-15', entregas: [a.uuid] })).statusCode).toBe(401);
    expect((await estadoDe(a.uuid)).id_estatus_entrega).toBeNull();
    const clave = randomUUID();
    const body = { id_estado: 3, fecha_actualizacion: '2026-11-15', entregas: [a.uuid] };
    expect((await cambiar(admin, body, clave)).headers['idempotent-replayed']).toBe('false');
    expect((await cambiar(admin, body, clave)).headers['idempotent-replayed']).toBe('true');
    // the same key with another body is another request wearing it: 409 (issue 28), nothing changes
    expect((await cambiar(admin, { ...body, id_estado: 2 }, clave)).statusCode).toBe(409);
    expect((await estadoDe(a.uuid)).id_estatus_entrega).toBe(3);
  });
});
