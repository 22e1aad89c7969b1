import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { comoDueno, contar, MSG_403, MSG_404, uno, UUID_INEXISTENTE } from '../ayudas';
import { MENSAJES_DECLARACION as M } from '@domain/eudr/declaracion';
import { MENSAJE_SIN_EUDR } from '../../../server/modules/eudr/eudr.routes';
import { MENSAJES_IDEMPOTENCIA } from '../../../server/idempotencia';
import { cuerpoDeclaracion, loteConParcelas, paqueteDePrueba, registrar, type LoteConParcelas } from './declaraciones-ayudas';

/**
 * The importer's statement reference kept with the package it covered (issue 23): recording, the idempotent retry,
 * corrections that supersede (both kept), the table's refusal to edit or delete, the audit, tenancy and permissions,
 * bad input, the producer profile's list and the lots table's column.
 */
let e: Entorno;
let admin: string;
let gerente: string;
let miel: string;
let acopio: string;
let lote: LoteConParcelas;
let otroLote: LoteConParcelas;
let paquete: { id: number; uuid: string; sha256: string };
let paqueteOtroLote: { id: number; uuid: string };
let paqueteCoop2: { id: number; uuid: string };
let lote2: LoteConParcelas;

const URL_LOTE = (uuid: string) => `/api/admin/acopios/lotes/declaraciones_eudr/${uuid}`;

beforeAll(async () => {
  e = await crearEntorno();
  [admin, gerente, miel, acopio] = await Promise.all(
    ['admin@cosecha.demo', 'gerente@cosecha.demo', 'miel@cosecha.demo', 'acopio@cosecha.demo'].map((c) => e.entrar(c)),
  );
  [lote, otroLote, lote2] = await Promise.all([loteConParcelas(e.db, 1, 0), loteConParcelas(e.db, 1, 1), loteConParcelas(e.db, 2, 0)]);
  paquete = await paqueteDePrueba(e.db, 1, lote, lote.parcelas.slice(0, 2));
  paqueteOtroLote = await paqueteDePrueba(e.db, 1, otroLote, otroLote.parcelas.slice(0, 1));
  paqueteCoop2 = await paqueteDePrueba(e.db, 2, lote2, lote2.parcelas.slice(0, 1));
});
afterAll(() => e.cerrar());

interface Registro {
  uuid: string;
  lote_uuid: string;
  paquete_uuid: string;
  sha256_paquete: string;
  referencia: string;
  verificacion: string;
  comprador: string;
  fecha: string;
  reemplaza_uuid: string | null;
  motivo_correccion: string | null;
  reemplazada: boolean;
  usuario: string;
}

describe('POST admin/acopios/lotes/declaraciones_eudr/{lote}', () => {
  it('registra la referencia normalizada, con el paquete y su SHA-256, y la auditoría', async () => {
    const r = await registrar(
      e,
      admin,
      lote.uuid,
      cuerpoDeclaracion(paquete.uuid, { referencia: ' 25itqrbhj68633 ', verificacion: 'k7r8la90', comprador: '  Cafés del Norte GmbH ' }),
    );
    expect(r.statusCode, r.body).toBe(201);
    const d = r.json().data as Registro;
    expect(d).toMatchObject({
      lote_uuid: lote.uuid,
      paquete_uuid: paquete.uuid,
      sha256_paquete: paquete.sha256,
      comprador: 'Cafés del Norte GmbH',
      referencia: '25ITQRBHJ68633',
      verificacion: 'K7R8LA90',
      fecha: '2026-01-15',
      reemplaza_uuid: null,
      motivo_correccion: null,
      reemplazada: false,
    });
    expect(d.usuario).toMatch(/\S+ \S+/);
    const a = await uno<{ accion: string; despues: Record<string, unknown>; email_user: string }>(
      e.db,
      `SELECT accion, despues, email_user FROM auditoria WHERE entidad = 'lotes_declaraciones_eudr' AND id_entidad = $1`,
      [d.uuid],
    );
    expect(a).toMatchObject({
      accion: 'crear',
      email_user: 'admin@cosecha.demo',
      despues: { lote: lote.uuid, paquete: paquete.uuid, sha256_paquete: paquete.sha256, referencia: '25ITQRBHJ68633' },
    });
  });

  it('un reintento con la misma clave devuelve el mismo registro y no escribe otro', async () => {
    const cuerpo = cuerpoDeclaracion(paquete.uuid, { referencia: '26BE7XTVCZAQ2S', verificacion: 'SFFCB4Y3' });
    const antes = await contar(e.db, 'lotes_declaraciones_eudr WHERE id_cooperativa = 1');
    const primero = await registrar(e, admin, lote.uuid, cuerpo, 'reintento-declaracion-1');
    const segundo = await registrar(e, admin, lote.uuid, cuerpo, 'reintento-declaracion-1');
    expect([primero.statusCode, segundo.statusCode]).toEqual([201, 201]);
    expect(segundo.headers['idempotent-replayed']).toBe('true');
    expect(segundo.json().data.uuid).toBe(primero.json().data.uuid);
    expect(await contar(e.db, 'lotes_declaraciones_eudr WHERE id_cooperativa = 1')).toBe(antes + 1);
    const otra = await registrar(e, admin, lote.uuid, { ...cuerpo, comprador: 'Otro' }, 'reintento-declaracion-1');
    expect(otra.statusCode).toBe(409);
    expect(otra.json().errors['idempotency-key']).toEqual([MENSAJES_IDEMPOTENCIA.otraPeticion]);
  });

  it('sin Idempotency-Key es un 422 y no escribe nada', async () => {
    const antes = await contar(e.db, 'lotes_declaraciones_eudr');
    const r = await registrar(e, admin, lote.uuid, cuerpoDeclaracion(paquete.uuid), null);
    expect(r.statusCode).toBe(422);
    expect(r.json().errors['idempotency-key']).toEqual([MENSAJES_IDEMPOTENCIA.falta]);
    expect(await contar(e.db, 'lotes_declaraciones_eudr')).toBe(antes);
  });

  it('una corrección reemplaza al registro: los dos se quedan, el viejo marcado; no se corrige dos veces', async () => {
    const viejo = (await registrar(e, admin, lote.uuid, cuerpoDeclaracion(paquete.uuid, { referencia: '24FRY1QRAM2021' }))).json()
      .data as Registro;
    const r = await registrar(
      e,
      admin,
      lote.uuid,
      cuerpoDeclaracion(paquete.uuid, {
        referencia: '24FRGACXQ42073',
        reemplaza_uuid: viejo.uuid,
        motivo_correccion: ' Número mal copiado ',
      }),
    );
    expect(r.statusCode, r.body).toBe(201);
    const nuevo = r.json().data as Registro;
    expect(nuevo).toMatchObject({ reemplaza_uuid: viejo.uuid, motivo_correccion: 'Número mal copiado', reemplazada: false });

    const lista = (await e.pedir(admin, 'GET', URL_LOTE(lote.uuid))).json().data as Registro[];
    expect(lista[0].uuid).toBe(nuevo.uuid);
    expect(lista.find((x) => x.uuid === viejo.uuid)).toMatchObject({ reemplazada: true, referencia: '24FRY1QRAM2021' });

    const otraVez = await registrar(
      e,
      admin,
      lote.uuid,
      cuerpoDeclaracion(paquete.uuid, { reemplaza_uuid: viejo.uuid, motivo_correccion: 'Otra corrección' }),
    );
    expect(otraVez.statusCode).toBe(422);
    expect(otraVez.json().errors).toEqual({ reemplaza_uuid: [M.yaCorregido] });
  });

  it('dos correcciones del mismo registro a la vez: una gana, la otra recibe 422', async () => {
    const viejo = (await registrar(e, admin, lote.uuid, cuerpoDeclaracion(paquete.uuid, { referencia: '25FR6CWUOLKN59' }))).json()
      .data as Registro;
    const correccion = (referencia: string) =>
      registrar(
        e,
        admin,
        lote.uuid,
        cuerpoDeclaracion(paquete.uuid, { referencia, reemplaza_uuid: viejo.uuid, motivo_correccion: 'Corrige' }),
      );
    const rs = await Promise.all([correccion('24FRXVV3VOS991'), correccion('25NLSN6LX69730')]);
    expect(rs.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(rs.find((r) => r.statusCode === 422)!.json().errors).toEqual({ reemplaza_uuid: [M.yaCorregido] });
    expect(
      await contar(e.db, 'lotes_declaraciones_eudr WHERE id_reemplaza = (SELECT id FROM lotes_declaraciones_eudr WHERE uuid = $1)', [
        viejo.uuid,
      ]),
    ).toBe(1);
  });

  it('la base de datos no deja modificar ni borrar un registro', async () => {
    const { id } = await uno<{ id: number }>(e.db, 'SELECT id FROM lotes_declaraciones_eudr WHERE id_cooperativa = 1 ORDER BY id LIMIT 1');
    // the owner is stopped by the trigger; the app's role may not even ask (server/db/roles.ts)
    for (const sql of [
      `UPDATE lotes_declaraciones_eudr SET referencia = 'X' WHERE id_cooperativa = 1 AND id = $1`,
      'DELETE FROM lotes_declaraciones_eudr WHERE id_cooperativa = 1 AND id = $1',
    ]) {
      await expect(comoDueno(e.db, (tx) => tx.query(sql, [id]))).rejects.toThrow(/no se modifican ni se borran/);
      await expect(e.db.query(sql, [id])).rejects.toThrow(/permission denied/);
    }
    expect(await contar(e.db, 'lotes_declaraciones_eudr WHERE id = $1', [id])).toBe(1);
  });

  it.each([
    ['comprador', { comprador: '   ' }, M.comprador],
    ['referencia', { referencia: '25-ITQRBHJ686' }, M.referenciaFormato],
    ['verificacion', { verificacion: 'ABC' }, M.verificacionFormato],
    ['fecha', { fecha: '2099-01-01' }, /posterior a hoy/],
    ['fecha', { fecha: '2023-06-30' }, M.fechaAntigua],
    ['motivo_correccion', { motivo_correccion: 'sin corrección' }, M.motivoSinCorreccion],
    ['motivo_correccion', { reemplaza_uuid: UUID_INEXISTENTE }, M.motivo],
  ])('422 en %s: %j', async (campo, cambios, mensaje) => {
    const antes = await contar(e.db, 'lotes_declaraciones_eudr');
    const r = await registrar(e, admin, lote.uuid, cuerpoDeclaracion(paquete.uuid, cambios));
    expect(r.statusCode, r.body).toBe(422);
    const errores = r.json().errors as Record<string, string[]>;
    expect(Object.keys(errores)).toEqual([campo]);
    if (typeof mensaje === 'string') expect(errores[campo]).toEqual([mensaje]);
    else expect(errores[campo][0]).toMatch(mensaje);
    expect(await contar(e.db, 'lotes_declaraciones_eudr')).toBe(antes);
  });

  it('422 con un paquete de otro lote o de otra cooperativa, y con un registro de otro lote', async () => {
    for (const p of [paqueteOtroLote.uuid, paqueteCoop2.uuid, UUID_INEXISTENTE]) {
      const r = await registrar(e, admin, lote.uuid, cuerpoDeclaracion(p));
      expect(r.statusCode).toBe(422);
      expect(r.json().errors).toEqual({ paquete_uuid: [M.paqueteAjeno] });
    }
    const deOtroLote = (await registrar(e, admin, otroLote.uuid, cuerpoDeclaracion(paqueteOtroLote.uuid))).json().data as Registro;
    const r = await registrar(
      e,
      admin,
      lote.uuid,
      cuerpoDeclaracion(paquete.uuid, { reemplaza_uuid: deOtroLote.uuid, motivo_correccion: 'Corrige' }),
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ reemplaza_uuid: [M.reemplazaAjeno] });
  });

  it('401 sin sesión, 403 sin el permiso o sin EUDR, 404 con el lote de otra cooperativa', async () => {
    expect((await registrar(e, null, lote.uuid, cuerpoDeclaracion(paquete.uuid))).statusCode).toBe(401);
    const sinPermiso = await registrar(e, acopio, lote.uuid, cuerpoDeclaracion(paquete.uuid));
    expect([sinPermiso.statusCode, sinPermiso.json().message]).toEqual([403, MSG_403]);
    const sinEudr = await registrar(e, miel, lote.uuid, cuerpoDeclaracion(paquete.uuid));
    expect(sinEudr.statusCode).toBe(403);
    expect([MSG_403, MENSAJE_SIN_EUDR]).toContain(sinEudr.json().message);
    const ajeno = await registrar(e, gerente, lote.uuid, cuerpoDeclaracion(paquete.uuid));
    expect([ajeno.statusCode, ajeno.json().message]).toEqual([404, MSG_404]);
    expect((await registrar(e, admin, UUID_INEXISTENTE, cuerpoDeclaracion(paquete.uuid))).statusCode).toBe(404);
  });
});

describe('GET admin/acopios/lotes/declaraciones_eudr/{lote}', () => {
  it('los registros del lote, del más reciente al más antiguo', async () => {
    const r = await e.pedir(admin, 'GET', URL_LOTE(lote.uuid));
    expect(r.statusCode).toBe(200);
    const lista = r.json().data as (Registro & { created_at: string })[];
    expect(lista.length).toBeGreaterThanOrEqual(5);
    expect(lista.every((d) => d.lote_uuid === lote.uuid)).toBe(true);
    const fechas = lista.map((d) => d.created_at);
    expect([...fechas].sort().reverse()).toEqual(fechas);
  });

  it('lo ve también quien ve los lotes; 401, 403 sin EUDR, 404 para otra cooperativa', async () => {
    expect((await e.pedir(acopio, 'GET', URL_LOTE(lote.uuid))).statusCode).toBe(200);
    expect((await e.pedir(null, 'GET', URL_LOTE(lote.uuid))).statusCode).toBe(401);
    expect((await e.pedir(miel, 'GET', URL_LOTE(lote.uuid))).statusCode).toBe(403);
    expect((await e.pedir(gerente, 'GET', URL_LOTE(lote.uuid))).statusCode).toBe(404);
    const propio = await e.pedir(gerente, 'GET', URL_LOTE(lote2.uuid));
    expect([propio.statusCode, propio.json().data]).toEqual([200, []]);
  });
});

describe('el lote y sus referencias', () => {
  it('la tabla de lotes muestra las referencias vigentes, sin las corregidas', async () => {
    const { id_ciclo } = await uno<{ id_ciclo: number }>(e.db, 'SELECT id_ciclo FROM lotes WHERE id = $1', [lote.id]);
    const vigentes = ((await e.pedir(admin, 'GET', URL_LOTE(lote.uuid))).json().data as Registro[])
      .filter((d) => !d.reemplazada)
      .reverse()
      .map((d) => d.referencia);
    const r = await e.pedir(admin, 'GET', `/api/admin/acopios/entregas/lotes/${id_ciclo}`);
    expect(r.statusCode).toBe(200);
    const filas = r.json().data as { uuid: string; referencia_dds: string | null }[];
    expect(filas.find((f) => f.uuid === lote.uuid)!.referencia_dds).toBe(vigentes.join(', '));
    expect(vigentes).not.toContain('24FRY1QRAM2021');
    expect(filas.find((f) => f.uuid !== lote.uuid && f.uuid !== otroLote.uuid)?.referencia_dds ?? null).toBeNull();
  });

  it('un lote con documentos EUDR no se elimina: 422 y el lote sigue', async () => {
    const activo = await uno<{ id: number; nombre: string; uuid: string }>(
      e.db,
      `SELECT l.id, l.nombre, l.uuid FROM lotes l JOIN ciclos c ON c.id_cooperativa = l.id_cooperativa AND c.id = l.id_ciclo
        WHERE l.id_cooperativa = 1 AND c.activo_acopio ORDER BY l.id DESC LIMIT 1`,
    );
    const p = await paqueteDePrueba(e.db, 1, activo, []);
    expect((await registrar(e, admin, activo.uuid, cuerpoDeclaracion(p.uuid))).statusCode).toBe(201);
    const r = await e.pedir(admin, 'DELETE', `/api/admin/acopios/lotes/${activo.id}`);
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().message).toBe('El lote tiene documentos EUDR registrados (paquete o declaración) y no se puede eliminar');
    expect(await contar(e.db, 'lotes WHERE id = $1', [activo.id])).toBe(1);
  });
});

describe('GET cuentas/declaraciones_eudr/{productor}', () => {
  it('las declaraciones cuyo paquete llevó parcelas del productor, con esas parcelas', async () => {
    const incluida = lote.parcelas[0];
    const r = await e.pedir(admin, 'GET', `/api/cuentas/declaraciones_eudr/${incluida.productor_uuid}`);
    expect(r.statusCode).toBe(200);
    const lista = r.json().data as (Registro & { parcelas: { uuid: string; nombre: string }[] })[];
    expect(lista.length).toBeGreaterThan(0);
    for (const d of lista) {
      expect(d.paquete_uuid).toBe(paquete.uuid);
      expect(d.parcelas.map((p) => p.uuid)).toContain(incluida.uuid);
      const suyas = lote.parcelas.slice(0, 2).filter((p) => p.productor_uuid === incluida.productor_uuid);
      expect(d.parcelas.map((p) => p.uuid).sort()).toEqual(suyas.map((p) => p.uuid).sort());
    }
  });

  it('un productor cuyas parcelas no fueron en ningún paquete no tiene declaraciones', async () => {
    const fuera = await uno<{ uuid: string }>(
      e.db,
      `SELECT pr.uuid FROM productores pr WHERE pr.id_cooperativa = 1 AND NOT EXISTS (
         SELECT 1 FROM cuentas c JOIN parcelas p ON p.id_cooperativa = c.id_cooperativa AND p.id_cuenta = c.id
           JOIN lotes_paquetes_eudr_parcelas pp ON pp.id_cooperativa = p.id_cooperativa AND pp.id_parcela = p.id
          WHERE c.id_cooperativa = pr.id_cooperativa AND c.id_productor = pr.id) LIMIT 1`,
    );
    const r = await e.pedir(admin, 'GET', `/api/cuentas/declaraciones_eudr/${fuera.uuid}`);
    expect([r.statusCode, r.json().data]).toEqual([200, []]);
  });

  it('401, 403 sin EUDR, 404 con el productor de otra cooperativa', async () => {
    const u = lote.parcelas[0].productor_uuid;
    expect((await e.pedir(null, 'GET', `/api/cuentas/declaraciones_eudr/${u}`)).statusCode).toBe(401);
    expect((await e.pedir(miel, 'GET', `/api/cuentas/declaraciones_eudr/${u}`)).statusCode).toBe(403);
    expect((await e.pedir(gerente, 'GET', `/api/cuentas/declaraciones_eudr/${u}`)).statusCode).toBe(404);
    expect((await e.pedir(admin, 'GET', `/api/cuentas/declaraciones_eudr/${UUID_INEXISTENTE}`)).statusCode).toBe(404);
  });
});
