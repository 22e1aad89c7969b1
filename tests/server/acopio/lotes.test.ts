import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, MSG_404, uno, UUID_INEXISTENTE } from '../ayudas';
import { conClave, cuentaDeCiclo, registrarEntrega } from './lotes-ayudas';
import { MENSAJES_LOTE } from '../../../server/modules/acopio/lotes/crear-lote';
import { MENSAJES_ASIGNACION } from '../../../server/modules/acopio/lotes/asignar-lote';
import { AVISO_VOLUMEN } from '@domain/acopio/lotes';
import { FUERA_DEL_CENTRO } from '@domain/acopio/alcance';

/** Lots (spec 002 §2.7, §4 'Lots', §5 'Lot', §7; issue 12 'From the lot to its plots'). */
let e: Entorno;
let admin: string; // role 1, Sierra Madre, no centre
let acopiador: string; // role 6, Sierra Madre, first centre
let capturista: string; // role 5, Chontalpa
let tecnico: string; // no ACOPIOS permission
let cicloActivo: number;
let cicloAnterior: number;
let cuentaA: { id: number; uuid: string; id_ciclo: number; id_productor: number };
let cuentaB: { id: number; uuid: string; id_ciclo: number; id_productor: number };

const lote = (cambios: Record<string, unknown> = {}) => ({
  nombre: `Lote ${randomUUID().slice(0, 8)}`,
  folio: 'L-01',
  volumen: 1000_00,
  fecha_entrega_venta: null,
  observaciones: null,
  id_ciclo: cicloActivo,
  ...cambios,
});

async function crear(token: string, cambios: Record<string, unknown> = {}) {
  const r = await e.pedir(token, 'POST', '/api/lotes', lote(cambios));
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; uuid: string; nombre: string; version: number; id_centro_acopio: number | null };
}

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  acopiador = await e.entrar('acopio@cosecha.demo');
  capturista = await e.entrar('capturista.chontalpa@cosecha.demo');
  tecnico = await e.entrar('tecnico.sierra@cosecha.demo');
  cuentaA = await cuentaDeCiclo(e, 1, true, 0);
  cuentaB = await cuentaDeCiclo(e, 1, true, 1);
  cicloActivo = cuentaA.id_ciclo;
  cicloAnterior = (await cuentaDeCiclo(e, 1, false)).id_ciclo;
});
afterAll(() => e.cerrar());

describe('crear un lote', () => {
  it('201 con el mensaje de la especificación, el centro de quien lo crea y su auditoría', async () => {
    const r = await e.pedir(acopiador, 'POST', '/api/lotes', lote({ nombre: '  Lote norte ', volumen: 500_00 }));
    expect(r.statusCode, r.body).toBe(201);
    const { data, message, success } = r.json();
    expect(success).toBe(1);
    expect(message).toBe('Se registró con éxito el lote Lote norte.');
    const centro = await uno<{ c: number }>(e.db, "SELECT id_centros_acopios AS c FROM users WHERE email = 'acopio@cosecha.demo'");
    expect(data).toMatchObject({
      nombre: 'Lote norte',
      volumen: 500_00,
      lote_kgs_totales: 500_00,
      lote_kgs_entregados: 0,
      lote_kgs_por_entregar: 500_00,
      progreso: 0,
      entregas: 0,
      estatus: 'Sin asignar',
      id_centro_acopio: centro.c,
      version: 1,
    });
    expect(await contar(e.db, "auditoria WHERE entidad = 'lotes' AND accion = 'crear' AND id_entidad = $1", [data.uuid])).toBe(1);
  });

  it('422 con los mensajes de 002 §5 y sin escribir nada', async () => {
    const antes = await contar(e.db, 'lotes');
    const sinNombre = await e.pedir(admin, 'POST', '/api/lotes', lote({ nombre: '  ' }));
    expect(sinNombre.statusCode).toBe(422);
    expect(sinNombre.json().errors.nombre).toEqual(['Debe escribir un nombre']);
    const lejos = await e.pedir(admin, 'POST', '/api/lotes', lote({ fecha_entrega_venta: '2099-01-01' }));
    expect(lejos.statusCode).toBe(422);
    expect(lejos.json().errors.fecha_entrega_venta).toEqual(['Seleccione otra fecha']);
    const anterior = await e.pedir(admin, 'POST', '/api/lotes', lote({ id_ciclo: cicloAnterior }));
    expect(anterior.statusCode).toBe(422);
    expect(anterior.json().message).toBe(MENSAJES_LOTE.cicloInactivo);
    expect((await e.pedir(admin, 'POST', '/api/lotes', lote({ volumen: -1 }))).statusCode).toBe(422);
    expect((await e.pedir(admin, 'POST', '/api/lotes', { ...lote(), id_cooperativa: 2 })).statusCode).toBe(422);
    expect(await contar(e.db, 'lotes')).toBe(antes);
  });

  it('401 sin sesión, 403 sin ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO, 404 con un ciclo de otra cooperativa', async () => {
    expect((await e.pedir(null, 'POST', '/api/lotes', lote())).statusCode).toBe(401);
    expect((await e.pedir(tecnico, 'POST', '/api/lotes', lote())).statusCode).toBe(403);
    const r = await e.pedir(capturista, 'POST', '/api/lotes', lote());
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe(MSG_404);
  });
});

describe('lotes de un ciclo', () => {
  it('el ciclo activo sin parámetro, o el ciclo pedido; 404 con el de otra cooperativa', async () => {
    const l = await crear(admin);
    const activos = await e.pedir(admin, 'GET', '/api/admin/acopios/entregas/lotes');
    expect(activos.statusCode).toBe(200);
    expect(activos.json().data.map((x: { uuid: string }) => x.uuid)).toContain(l.uuid);
    const porId = await e.pedir(acopiador, 'GET', `/api/admin/acopios/entregas/lotes/${cicloActivo}`);
    expect(porId.json().data.find((x: { uuid: string }) => x.uuid === l.uuid)).toMatchObject({
      id: l.id,
      nombre: l.nombre,
      folio: 'L-01',
      volumen: 1000_00,
    });
    const anteriores = (await e.pedir(admin, 'GET', `/api/admin/acopios/entregas/lotes/${cicloAnterior}`)).json().data;
    expect(anteriores.map((x: { uuid: string }) => x.uuid)).not.toContain(l.uuid);
    expect(anteriores.every((x: { id_ciclo: number }) => x.id_ciclo === cicloAnterior)).toBe(true);
    expect((await e.pedir(capturista, 'GET', `/api/admin/acopios/entregas/lotes/${cicloActivo}`)).statusCode).toBe(404);
    expect((await e.pedir(tecnico, 'GET', '/api/admin/acopios/entregas/lotes')).statusCode).toBe(403);
    expect((await e.pedir(null, 'GET', '/api/admin/acopios/entregas/lotes')).statusCode).toBe(401);
  });
});

describe('editar un lote', () => {
  it('guarda con su versión; una versión vieja es 409 y no cambia nada', async () => {
    const l = await crear(admin);
    const cuerpo = {
      nombre: 'Lote editado',
      folio: null,
      volumen: 200_00,
      fecha_entrega_venta: '2026-12-01',
      observaciones: 'Para exportación',
      version: 1,
    };
    const r = await e.pedir(admin, 'PUT', `/api/lotes/${l.uuid}`, cuerpo);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ nombre: 'Lote editado', folio: null, fecha_entrega_venta: '2026-12-01', version: 2 });
    expect(r.json().aviso).toBeNull();
    const audit = await uno<{ antes: { nombre: string }; despues: { nombre: string } }>(
      e.db,
      "SELECT antes, despues FROM auditoria WHERE entidad = 'lotes' AND accion = 'editar' AND id_entidad = $1",
      [l.uuid],
    );
    expect([audit.antes.nombre, audit.despues.nombre]).toEqual([l.nombre, 'Lote editado']);
    const vieja = await e.pedir(admin, 'PUT', `/api/lotes/${l.uuid}`, { ...cuerpo, nombre: 'Otra cosa' });
    expect(vieja.statusCode).toBe(409);
    expect((await uno<{ nombre: string }>(e.db, 'SELECT nombre FROM lotes WHERE uuid = $1', [l.uuid])).nombre).toBe('Lote editado');
  });

  it('un acopiador no edita el lote de otro centro (403) y nadie edita uno de otro ciclo (422)', async () => {
    const l = await crear(admin);
    const cuerpo = { nombre: 'Intruso', folio: null, volumen: null, fecha_entrega_venta: null, observaciones: null, version: 1 };
    const r = await e.pedir(acopiador, 'PUT', `/api/lotes/${l.uuid}`, cuerpo);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(FUERA_DEL_CENTRO);
    await e.db.query('UPDATE lotes SET id_ciclo = $2 WHERE uuid = $1', [l.uuid, cicloAnterior]);
    const anterior = await e.pedir(admin, 'PUT', `/api/lotes/${l.uuid}`, cuerpo);
    expect(anterior.statusCode).toBe(422);
    expect(anterior.json().message).toBe(MENSAJES_LOTE.cicloInactivo);
    expect((await e.pedir(admin, 'PUT', `/api/lotes/${UUID_INEXISTENTE}`, cuerpo)).statusCode).toBe(404);
  });
});

describe('asociar entregas a un lote', () => {
  it('dos entregas entran al lote: avance, kg, productores, el aviso al bajar el volumen y una sola vez por clave', async () => {
    const l = await crear(admin, { volumen: 1000_00 });
    const a = await registrarEntrega(e, admin, cuentaA.uuid);
    const b = await registrarEntrega(e, admin, cuentaB.uuid);
    const clave = randomUUID();
    const cuerpo = { id_lote: l.id, entregas: [a.uuid, b.uuid] };
    const rs = await Promise.all([1, 2, 3].map(() => conClave(e, admin, 'POST', '/api/lotes_asignacion', cuerpo, clave)));
    expect(rs.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(rs[0].json()).toMatchObject({ success: 1, message: MENSAJES_ASIGNACION.asignadas, data: { entregas: 2 } });
    expect(rs.filter((r) => r.headers['idempotent-replayed'] === 'false')).toHaveLength(1);
    expect(await contar(e.db, "auditoria WHERE entidad = 'lotes' AND accion = 'editar' AND id_entidad = $1", [l.uuid])).toBe(1);
    const info = await e.pedir(admin, 'GET', `/api/lotes_info/${l.id}`);
    expect(info.statusCode).toBe(200);
    // 2 × 146.50 kg of 1,000 kg → 29 %
    expect(info.json().data.lote).toMatchObject({
      lote_kgs_entregados: 293_00,
      lote_kgs_por_entregar: 707_00,
      progreso: 29,
      entregas: 2,
      productores: 2,
    });
    expect(
      info
        .json()
        .data.entregas.map((x: { acopio_uuid: string }) => x.acopio_uuid)
        .sort(),
    ).toEqual([a.uuid, b.uuid].sort());
    const menos = await e.pedir(admin, 'PUT', `/api/lotes/${l.uuid}`, {
      nombre: l.nombre,
      folio: null,
      volumen: 100_00,
      fecha_entrega_venta: null,
      observaciones: null,
      version: 1,
    });
    expect(menos.statusCode).toBe(200);
    expect(menos.json().aviso).toBe(AVISO_VOLUMEN);
    expect(menos.json().data.progreso).toBe(100);
  });

  it('marca en el lote la entrega que pasa la estimación de cosecha del productor', async () => {
    const c = await uno<{ id: number; uuid: string }>(
      e.db,
      `SELECT c.id, c.uuid FROM cuentas c JOIN parcelas x ON x.id_cooperativa = c.id_cooperativa AND x.id_cuenta = c.id AND x.fecha_baja IS NULL
         JOIN parcelas_formularios pf ON pf.id_cooperativa = x.id_cooperativa AND pf.id_parcela = x.id
        WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.fecha_baja IS NULL
          AND NOT EXISTS (SELECT 1 FROM acopios a WHERE a.id_cooperativa = c.id_cooperativa AND a.id_cuenta = c.id)
        ORDER BY c.id LIMIT 1`,
      [cicloActivo],
    );
    await e.db.query(
      `UPDATE parcelas_formularios pf SET estimacion_kg = 0 FROM parcelas x WHERE pf.id_cooperativa = 1 AND x.id_cooperativa = 1 AND pf.id_parcela = x.id AND x.id_cuenta = $1`,
      [c.id],
    );
    await e.db.query(
      `UPDATE parcelas_formularios pf SET estimacion_kg = 20000 FROM (SELECT x.id FROM parcelas x JOIN parcelas_formularios f ON f.id_cooperativa = 1 AND f.id_parcela = x.id
         WHERE x.id_cooperativa = 1 AND x.id_cuenta = $1 AND x.fecha_baja IS NULL ORDER BY x.id LIMIT 1) x WHERE pf.id_cooperativa = 1 AND pf.id_parcela = x.id`,
      [c.id],
    );
    const l = await crear(admin);
    const primera = await registrarEntrega(e, admin, c.uuid, { fecha_ejecucion: '2026-11-01' });
    const segunda = await registrarEntrega(e, admin, c.uuid, { fecha_ejecucion: '2026-11-02' });
    await conClave(e, admin, 'POST', '/api/lotes_asignacion', { id_lote: l.id, entregas: [primera.uuid, segunda.uuid] });
    const info = (await e.pedir(admin, 'GET', `/api/lotes_info/${l.id}`)).json().data;
    const por = Object.fromEntries(info.entregas.map((x: { acopio_uuid: string }) => [x.acopio_uuid, x]));
    // Estimate 200 kg: 146.50 is within it, 293.00 (the running total with the second) passes it.
    expect(por[primera.uuid]).toMatchObject({ estimacion: 200_00, sobre_estimacion: false });
    expect(por[segunda.uuid].sobre_estimacion).toBe(true);
    expect(por[segunda.uuid].acumulado).toBeGreaterThanOrEqual(293_00);
    expect(info.lote.entregas_sobre_estimacion).toBe(1);
  });

  it('marca la entrega orgánica de un productor sancionado por el comité, dentro de las fechas de la sanción', async () => {
    const c = await cuentaDeCiclo(e, 1, true, 5);
    const l = await crear(admin);
    // Organic (15) in the sanction's dates, organic after its end, and not organic (16 only) in its dates.
    const dentro = await registrarEntrega(e, admin, c.uuid, { fecha_ejecucion: '2026-11-03' });
    const despues = await registrarEntrega(e, admin, c.uuid, { fecha_ejecucion: '2026-11-20' });
    const convencional = await registrarEntrega(e, admin, c.uuid, { fecha_ejecucion: '2026-11-04', id_cat_certificacion: [16] });
    await conClave(e, admin, 'POST', '/api/lotes_asignacion', { id_lote: l.id, entregas: [dentro.uuid, despues.uuid, convencional.uuid] });
    const banderas = async () => {
      const info = (await e.pedir(admin, 'GET', `/api/lotes_info/${l.id}`)).json().data;
      const por = Object.fromEntries(info.entregas.map((x: { acopio_uuid: string; sancionada: boolean }) => [x.acopio_uuid, x.sancionada]));
      const fila = (await e.pedir(admin, 'GET', '/api/admin/acopios/entregas/lotes'))
        .json()
        .data.find((x: { id: number }) => x.id === l.id);
      return { por, lote: info.lote.entregas_sancionadas, lista: fila.entregas_sancionadas };
    };
    expect((await banderas()).lote).toBe(0);
    const evaluar = (condicion: number, dias: number) =>
      e.db.query(
        `INSERT INTO comite_evaluaciones (id_cooperativa, id_cuenta, id_ciclo, id_user, condicion, fecha_aut, sanc_fecha_inicio, sanc_fecha_termino, created_at)
         VALUES (1, $1, $2, (SELECT min(id) FROM users WHERE id_cooperativa = 1), $3, date '2026-10-30', date '2026-11-01', date '2026-11-15', now() + $4 * interval '1 day')`,
        [c.id, c.id_ciclo, condicion, dias],
      );
    await evaluar(3, 1);
    const sancion = await banderas();
    expect(sancion.por).toEqual({ [dentro.uuid]: true, [despues.uuid]: false, [convencional.uuid]: false });
    expect(sancion.lote).toBe(1);
    expect(sancion.lista).toBe(1);
    // A later approval lifts it, as in the concentrate.
    await evaluar(1, 2);
    expect((await banderas()).lote).toBe(0);
  });

  it('422 con los mensajes de la especificación y de ciclo; 404 con entregas o lotes ajenos; 403 fuera del centro', async () => {
    const l = await crear(admin);
    const a = await registrarEntrega(e, admin, cuentaA.uuid);
    const sinLote = await conClave(e, admin, 'POST', '/api/lotes_asignacion', { id_lote: 0, entregas: [a.uuid] });
    expect(sinLote.statusCode).toBe(422);
    expect(sinLote.json().errors.id_lote).toEqual(['Debe seleccionar un lote']);
    const sinEntregas = await conClave(e, admin, 'POST', '/api/lotes_asignacion', { id_lote: l.id, entregas: [] });
    expect(sinEntregas.json().errors.entregas).toEqual(['Debe seleccionar al menos una entrega pora asignar']);
    const anterior = await crear(admin);
    await e.db.query('UPDATE lotes SET id_ciclo = $2 WHERE uuid = $1', [anterior.uuid, cicloAnterior]);
    const otroCiclo = await conClave(e, admin, 'POST', '/api/lotes_asignacion', { id_lote: anterior.id, entregas: [a.uuid] });
    expect(otroCiclo.statusCode).toBe(422);
    expect(otroCiclo.json().message).toBe(MENSAJES_ASIGNACION.otroCiclo);
    expect((await conClave(e, admin, 'POST', '/api/lotes_asignacion', { id_lote: l.id, entregas: [UUID_INEXISTENTE] })).statusCode).toBe(
      404,
    );
    const fuera = await conClave(e, acopiador, 'POST', '/api/lotes_asignacion', { id_lote: l.id, entregas: [a.uuid] });
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().message).toBe(FUERA_DEL_CENTRO);
    expect((await conClave(e, admin, 'POST', '/api/lotes_asignacion', { id_lote: l.id, entregas: [a.uuid] }, null)).statusCode).toBe(422);
    expect((await conClave(e, tecnico, 'POST', '/api/lotes_asignacion', { id_lote: l.id, entregas: [a.uuid] })).statusCode).toBe(403);
    expect((await conClave(e, null, 'POST', '/api/lotes_asignacion', { id_lote: l.id, entregas: [a.uuid] })).statusCode).toBe(401);
    expect(await contar(e.db, 'acopios WHERE id_lote = $1', [l.id])).toBe(0);
    expect((await e.pedir(admin, 'GET', '/api/lotes_info/2147483647')).statusCode).toBe(404);
  });

  it('todas las entregas de un filtro (más de una página) van en un envío: todas o ninguna, y nunca más de 500', async () => {
    const l = await crear(admin);
    // 150 deliveries of the cycle, inserted directly: the list's «Seleccionar las N entregas del filtro» sends them at once
    const filas = await e.db.query<{ uuid: string }>(
      `INSERT INTO acopios (id_cooperativa, id_cuenta, id_ciclo, fecha_acopio, peso_neto, peso_bruto, precio_por_kg, importe_total)
       SELECT 1, $1, $2, '2026-01-15', 10000, 10000, 4000, 400000 FROM generate_series(1, 150) RETURNING uuid`,
      [cuentaB.id, cicloActivo],
    );
    const uuids = filas.map((f) => f.uuid);
    const ajena = await registrarEntrega(e, capturista, (await cuentaDeCiclo(e, 2, true, 0)).uuid);
    // one delivery of another cooperative among them: 404 and none of the 150 moved (one transaction)
    const conAjena = await conClave(e, admin, 'POST', '/api/lotes_asignacion', { id_lote: l.id, entregas: [...uuids, ajena.uuid] });
    expect(conAjena.statusCode).toBe(404);
    expect(await contar(e.db, 'acopios WHERE id_lote = $1', [l.id])).toBe(0);
    const todas = await conClave(e, admin, 'POST', '/api/lotes_asignacion', { id_lote: l.id, entregas: uuids });
    expect(todas.statusCode, todas.body).toBe(200);
    expect(todas.json().data.entregas).toBe(150);
    expect(await contar(e.db, 'acopios WHERE id_lote = $1', [l.id])).toBe(150);
    const demasiadas = Array.from({ length: 501 }, () => randomUUID());
    expect((await conClave(e, admin, 'POST', '/api/lotes_asignacion', { id_lote: l.id, entregas: demasiadas })).statusCode).toBe(422);
    const folios = { tipo_estado: 2, folio: null, fecha: '2026-01-20', id_ciclo: cicloActivo };
    const ids = Array.from({ length: 501 }, (_, i) => i + 1);
    expect(
      (await conClave(e, admin, 'POST', '/api/admin/acopios/recoleccion_acopios_batch', { ...folios, ids_acopio: ids })).statusCode,
    ).toBe(422);
    const cambio = { id_estado: 2, fecha_actualizacion: '2026-01-20', entregas: demasiadas };
    expect((await conClave(e, admin, 'POST', '/api/cambiar_estado', cambio)).statusCode).toBe(422);
  });
});

describe('estado de un lote', () => {
  it('cambia en línea con su versión: mensaje, etiqueta, 409 con versión vieja, 422 con un estado que no existe', async () => {
    const l = await crear(admin);
    const r = await e.pedir(admin, 'PUT', `/api/admin/acopios/lotes/cambia_estado_lote/${l.uuid}`, {
      id_recoleccion_acopio_estatus: 1,
      version: 1,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ success: 1, message: 'Cambio de estado realizado.', data: { estatus: 'En bodega', version: 2 } });
    expect(
      (
        await e.pedir(admin, 'PUT', `/api/admin/acopios/lotes/cambia_estado_lote/${l.uuid}`, {
          id_recoleccion_acopio_estatus: 2,
          version: 1,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await e.pedir(admin, 'PUT', `/api/admin/acopios/lotes/cambia_estado_lote/${l.uuid}`, {
          id_recoleccion_acopio_estatus: 4,
          version: 2,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await e.pedir(acopiador, 'PUT', `/api/admin/acopios/lotes/cambia_estado_lote/${l.uuid}`, {
          id_recoleccion_acopio_estatus: 2,
          version: 2,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await e.pedir(admin, 'PUT', `/api/admin/acopios/lotes/cambia_estado_lote/${UUID_INEXISTENTE}`, {
          id_recoleccion_acopio_estatus: 2,
          version: 2,
        })
      ).statusCode,
    ).toBe(404);
    expect((await uno<{ id_estatus: number }>(e.db, 'SELECT id_estatus FROM lotes WHERE uuid = $1', [l.uuid])).id_estatus).toBe(1);
    expect(await contar(e.db, "auditoria WHERE entidad = 'lotes' AND accion = 'editar' AND id_entidad = $1", [l.uuid])).toBe(1);
  });
});

describe('eliminar un lote', () => {
  it('borra solo el lote: sus entregas se quedan, sin lote', async () => {
    const l = await crear(admin);
    const a = await registrarEntrega(e, admin, cuentaA.uuid);
    await conClave(e, admin, 'POST', '/api/lotes_asignacion', { id_lote: l.id, entregas: [a.uuid] });
    const r = await e.pedir(admin, 'DELETE', `/api/admin/acopios/lotes/${l.id}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ success: 1, message: 'Se eliminó el lote seleccionado.' });
    expect(await contar(e.db, 'lotes WHERE uuid = $1', [l.uuid])).toBe(0);
    expect((await uno<{ id_lote: number | null }>(e.db, 'SELECT id_lote FROM acopios WHERE uuid = $1', [a.uuid])).id_lote).toBeNull();
    expect(await contar(e.db, "auditoria WHERE entidad = 'lotes' AND accion = 'eliminar' AND id_entidad = $1", [l.uuid])).toBe(1);
  });

  it('403 fuera del centro, 422 en otro ciclo, 404 si no existe o es de otra cooperativa', async () => {
    const l = await crear(admin);
    expect((await e.pedir(acopiador, 'DELETE', `/api/admin/acopios/lotes/${l.id}`)).statusCode).toBe(403);
    expect((await e.pedir(capturista, 'DELETE', `/api/admin/acopios/lotes/${l.id}`)).statusCode).toBe(404);
    await e.db.query('UPDATE lotes SET id_ciclo = $2 WHERE uuid = $1', [l.uuid, cicloAnterior]);
    expect((await e.pedir(admin, 'DELETE', `/api/admin/acopios/lotes/${l.id}`)).statusCode).toBe(422);
    expect((await e.pedir(tecnico, 'DELETE', `/api/admin/acopios/lotes/${l.id}`)).statusCode).toBe(403);
    expect(await contar(e.db, 'lotes WHERE uuid = $1', [l.uuid])).toBe(1);
    const propio = await crear(acopiador);
    expect((await e.pedir(acopiador, 'DELETE', `/api/admin/acopios/lotes/${propio.id}`)).statusCode).toBe(200);
  });
});

describe('el archivo TRACES del lote', () => {
  it('lleva solo las parcelas de los productores del lote, y su revisión las cuenta todas', async () => {
    const l = await crear(admin);
    const a = await registrarEntrega(e, admin, cuentaA.uuid);
    await conClave(e, admin, 'POST', '/api/lotes_asignacion', { id_lote: l.id, entregas: [a.uuid] });
    const parcelas = await contar(e.db, 'parcelas WHERE id_cooperativa = 1 AND id_cuenta = $1 AND fecha_baja IS NULL', [cuentaA.id]);
    const rev = await e.pedir(admin, 'GET', `/api/admin/acopios/lotes/traces_revision/${l.uuid}`);
    expect(rev.statusCode, rev.body).toBe(200);
    const { aceptadas, rechazadas } = rev.json().data;
    expect(aceptadas + rechazadas.length).toBe(parcelas);
    const archivo = await e.pedir(admin, 'GET', `/api/admin/acopios/lotes/traces/${l.uuid}`);
    expect(archivo.statusCode).toBe(200);
    const geo = JSON.parse(archivo.body);
    expect(geo.type).toBe('FeatureCollection');
    expect(geo.features).toHaveLength(aceptadas);
    const vacio = await crear(admin);
    expect(JSON.parse((await e.pedir(admin, 'GET', `/api/admin/acopios/lotes/traces/${vacio.uuid}`)).body).features).toEqual([]);
    expect((await e.pedir(capturista, 'GET', `/api/admin/acopios/lotes/traces/${l.uuid}`)).statusCode).toBe(403);
    expect((await e.pedir(await e.entrar('gerente@cosecha.demo'), 'GET', `/api/admin/acopios/lotes/traces/${l.uuid}`)).statusCode).toBe(
      404,
    );
    expect((await e.pedir(tecnico, 'GET', `/api/admin/acopios/lotes/traces/${l.uuid}`)).statusCode).toBe(200);
    expect((await e.pedir(null, 'GET', `/api/admin/acopios/lotes/traces_revision/${l.uuid}`)).statusCode).toBe(401);
  });

  it('issue 22 item 16: el archivo lleva el nombre del lote, y sin EUDR el lote no descarga TRACES (403, como el reporte WHISP)', async () => {
    const l = await crear(admin, { nombre: 'Lote Ñandú 7' });
    const archivo = await e.pedir(admin, 'GET', `/api/admin/acopios/lotes/traces/${l.uuid}`);
    expect(archivo.statusCode).toBe(200);
    expect(archivo.headers['content-disposition']).toBe('attachment; filename="traces_lote_Lote_Nandu_7.geojson"');
    const ciclo = await uno<{ uuid: string }>(e.db, 'SELECT uuid FROM ciclos WHERE id_cooperativa = 1 AND id = $1', [cicloActivo]);
    await e.db.query('UPDATE configuraciones SET usa_eudr = 0 WHERE id_cooperativa = 1');
    try {
      for (const ruta of [
        `/api/admin/acopios/lotes/traces/${l.uuid}`,
        `/api/admin/acopios/lotes/traces_revision/${l.uuid}`,
        `/api/parcelas_exportar/${ciclo.uuid}?formato=traces`,
        `/api/parcelas_exportar_revision/${ciclo.uuid}`,
      ]) {
        const r = await e.pedir(admin, 'GET', ruta);
        expect([r.statusCode, r.json().message], ruta).toEqual([403, 'La cooperativa no tiene activado EUDR en su configuración']);
      }
      // The other map files are not EUDR's: they still download.
      expect((await e.pedir(admin, 'GET', `/api/parcelas_exportar/${ciclo.uuid}?formato=geojson`)).statusCode).toBe(200);
    } finally {
      await e.db.query('UPDATE configuraciones SET usa_eudr = 1 WHERE id_cooperativa = 1');
    }
  });
});
