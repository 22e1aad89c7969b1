import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, MSG_401, MSG_403, MSG_404, uno } from '../ayudas';
import { iniciarServidorKobo, TOKEN_KOBO, type ServidorKobo } from '../../falsos/servidor-kobo';
import { MENSAJES_FICHAS, type FichaCooperativa } from '@domain/contrato/fichas';
import { iniciarTrabajador } from '../../../server/trabajos/trabajador';
import { TIPO_KOBO_PULL } from '../../../server/modules/fichas/descargar-envios';
import { crearMaster, enviar, formulario, xlsform, type MasterPrueba } from './fichas-ayudas';

/**
 * 'Descargar envíos' (POST ficha/kobo/coop/descargar/{id}; issue 27, docs/DECISIONES.md 'h14') against the fake KPI:
 * 401, 403, 404 for another cooperative's form, 422 without project, 503 without KoboToolbox, nothing queued on a
 * refusal; 202 queues one job, a second press (or two at once) queues nothing more; the job, run by the worker, stores
 * the submissions and the form's last pull; KoboToolbox down leaves the error on the form, shown in the detail. A form
 * that gets a project (associated, or its first XLSForm uploaded) starts its recurring pull in the same transaction.
 */
let e: Entorno;
let kobo: ServidorKobo;
let admin: string; // coop 1, every permission
let gerente: string; // coop 2
let comite: string; // coop 1, FICHAS_ODK_VER only (granted here)
let tecnico: string; // coop 1, no FICHAS permission
let m: MasterPrueba;
let conProyecto = 0;
let sinProyecto = 0;
let ajena = 0;
let uid = '';

const descargar = (id: number | string, token: string | null = admin) => e.pedir(token, 'POST', `/api/ficha/kobo/coop/descargar/${id}`);
const ficha = async (id: number, token = admin): Promise<FichaCooperativa> => {
  const r = await e.pedir(token, 'GET', `/api/ficha/kobo/master/detalles/${m.id}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.fichas.find((f: FichaCooperativa) => f.id_kobo_ficha === id);
};
const trabajos = (clave: string) => contar(e.db, `trabajos WHERE tipo = $1 AND clave = $2`, [TIPO_KOBO_PULL, clave]);
const pendientes = (clave: string) =>
  contar(e.db, `trabajos WHERE tipo = $1 AND clave = $2 AND estado IN ('pendiente', 'en_proceso')`, [TIPO_KOBO_PULL, clave]);
const auditadas = (id: number) => contar(e.db, `auditoria WHERE entidad = 'kobo_descarga' AND id_entidad = $1`, [String(id)]);
const trabajador = () => iniciarTrabajador(e.db, e.app.manejadores, { intervaloMs: 0, esperaBaseMs: 60_000 });
const sinKobo = async <T>(f: () => Promise<T>): Promise<T> => {
  const antes = e.app.config.kobo;
  e.app.config.kobo = null;
  try {
    return await f();
  } finally {
    e.app.config.kobo = antes;
  }
};
const nuevaFicha = (coop: number, nombre: string, proyecto: string | null) =>
  uno<{ id: number }>(
    e.db,
    `INSERT INTO kobo_fichas (id_cooperativa, id_ficha_master, nombre, descripcion, tipo, kobo_project_uid)
     VALUES ($1, $2, $3, 'Ficha de prueba', 'sic_pp', $4) RETURNING id`,
    [coop, m.id, nombre, proyecto],
  ).then((f) => f.id);

beforeAll(async () => {
  kobo = await iniciarServidorKobo();
  e = await crearEntorno({ kobo: { url: kobo.url, token: TOKEN_KOBO } });
  await e.db.query(`INSERT INTO roles_permisos (id_rol, permiso) VALUES (4, 'FICHAS_ODK_VER') ON CONFLICT DO NOTHING`);
  [admin, gerente, comite, tecnico] = await Promise.all(
    ['admin@cosecha.demo', 'gerente@cosecha.demo', 'comite.sierra@cosecha.demo', 'tecnico.sierra@cosecha.demo'].map((u) => e.entrar(u)),
  );
  m = await crearMaster(e.db, 'Master de descargas');
  uid = kobo.crearAsset('Parcelas con envíos');
  kobo.agregarEnvios(uid, 150);
  conProyecto = await nuevaFicha(1, 'Parcelas con envíos', uid);
  sinProyecto = await nuevaFicha(1, 'Parcelas sin proyecto', null);
  ajena = await nuevaFicha(2, 'Parcelas de otra cooperativa', kobo.crearAsset('Ajena'));
});
afterAll(async () => {
  await e?.cerrar();
  await kobo?.cerrar();
});

describe('POST ficha/kobo/coop/descargar/{id}', () => {
  it('401 sin sesión, 403 sin permiso de edición, 404 otra cooperativa, 422 sin proyecto, 503 sin KoboToolbox: nada en cola', async () => {
    expect((await descargar(conProyecto, null)).json().message).toBe(MSG_401);
    for (const t of [tecnico, comite]) {
      const r = await descargar(conProyecto, t);
      expect(r.statusCode, r.body).toBe(403);
      expect(r.json().message).toBe(MSG_403);
    }
    for (const id of [ajena, 999999]) {
      const r = await descargar(id);
      expect(r.statusCode, r.body).toBe(404);
      expect(r.json().message).toBe(MSG_404);
    }
    // the other cooperative's own form is its own: 404 the other way too
    expect((await descargar(conProyecto, gerente)).statusCode).toBe(404);
    expect((await descargar('abc')).statusCode).toBe(422);
    const r = await descargar(sinProyecto);
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors).toEqual({ id: [MENSAJES_FICHAS.sinProyecto] });
    const s = await sinKobo(() => descargar(conProyecto));
    expect(s.statusCode, s.body).toBe(503);
    expect(s.json().message).toBe(MENSAJES_FICHAS.sinKobo);
    expect(await contar(e.db, 'trabajos WHERE tipo = $1', [TIPO_KOBO_PULL])).toBe(0);
    expect(await auditadas(conProyecto)).toBe(0);
    expect(await ficha(conProyecto)).toMatchObject({ ultima_descarga: null, descarga_en_cola: false });
  });

  it('202 pone una descarga en cola, auditada; pulsar otra vez (o dos a la vez) no pone otra y lo dice', async () => {
    const r = await descargar(conProyecto);
    expect(r.statusCode, r.body).toBe(202);
    expect(r.json()).toEqual({ message: MENSAJES_FICHAS.descargaEnCola, encolada: true });
    expect(await ficha(conProyecto)).toMatchObject({ ultima_descarga: null, ultima_descarga_error: null, descarga_en_cola: true });
    // the read-only user sees the pull waiting too
    expect((await ficha(conProyecto, comite)).descarga_en_cola).toBe(true);
    const otra = await descargar(conProyecto);
    expect(otra.statusCode, otra.body).toBe(202);
    expect(otra.json()).toEqual({ message: MENSAJES_FICHAS.descargaYaEnCola, encolada: false });
    const juntas = await Promise.all([descargar(conProyecto), descargar(conProyecto)]);
    expect(juntas.map((x) => x.json().encolada)).toEqual([false, false]);
    const clave = `kobo:1:${conProyecto}`;
    expect(await trabajos(clave)).toBe(1);
    expect(await auditadas(conProyecto)).toBe(1);
    const [fila] = await e.db.query<{ accion: string; id_cooperativa: number; despues: Record<string, unknown> }>(
      `SELECT accion, id_cooperativa, despues FROM auditoria WHERE entidad = 'kobo_descarga' AND id_entidad = $1`,
      [String(conProyecto)],
    );
    expect(fila).toMatchObject({ accion: 'crear', id_cooperativa: 1, despues: { kobo_project_uid: uid, completa: true } });
  });

  it('dos pulsaciones a la vez sobre una ficha sin nada en cola ponen exactamente una descarga', async () => {
    const otra = await nuevaFicha(1, 'Parcelas a la vez', kobo.crearAsset('A la vez'));
    const juntas = await Promise.all([descargar(otra), descargar(otra), descargar(otra)]);
    expect(juntas.map((x) => x.statusCode)).toEqual([202, 202, 202]);
    expect(juntas.filter((x) => x.json().encolada)).toHaveLength(1);
    expect(await trabajos(`kobo:1:${otra}`)).toBe(1);
    expect(await auditadas(otra)).toBe(1);
    await e.db.query('DELETE FROM trabajos WHERE clave = $1', [`kobo:1:${otra}`]);
  });

  it('el trabajo corre contra KoboToolbox: guarda los envíos y la última descarga de la ficha; luego se puede pedir otra', async () => {
    expect(await trabajador().procesarPendientes()).toBe(1);
    const f = await ficha(conProyecto);
    expect(f).toMatchObject({
      ultima_descarga_error: null,
      ultima_descarga_filas: 150,
      ultima_descarga_total: 150,
      descarga_en_cola: false,
    });
    expect(Date.now() - new Date(f.ultima_descarga!).getTime()).toBeLessThan(60_000);
    expect(await contar(e.db, 'formularios_campo WHERE id_cooperativa = 1 AND id_kobo_ficha = $1', [conProyecto])).toBe(150);
    expect(kobo.pedidos.some((p) => p.startsWith(`GET /api/v2/assets/${uid}/data/`))).toBe(true);
    // done: the next press queues a new pull, which reads everything again and stores nothing twice
    expect((await descargar(conProyecto)).json().encolada).toBe(true);
    await trabajador().procesarPendientes();
    expect(await ficha(conProyecto)).toMatchObject({ ultima_descarga_filas: 0, ultima_descarga_total: 150, descarga_en_cola: false });
    expect(await contar(e.db, 'formularios_campo WHERE id_cooperativa = 1 AND id_kobo_ficha = $1', [conProyecto])).toBe(150);
    expect(await auditadas(conProyecto)).toBe(2);
  });

  it('KoboToolbox caído: el error queda en la ficha y el detalle lo muestra; la descarga sigue en cola para reintentarse', async () => {
    const antes = (await ficha(conProyecto)).ultima_descarga;
    expect((await descargar(conProyecto)).json().encolada).toBe(true);
    kobo.modo = 'caido';
    try {
      await trabajador().procesarPendientes();
    } finally {
      kobo.modo = 'normal';
    }
    const f = await ficha(conProyecto);
    expect(f.ultima_descarga_error).toContain('KoboToolbox');
    expect(f.ultima_descarga).not.toBe(antes);
    // the failed job waits for its retry: the pull is still pending and a press adds nothing
    expect(f.descarga_en_cola).toBe(true);
    expect(await pendientes(`kobo:1:${conProyecto}`)).toBe(1);
    expect((await descargar(conProyecto)).json()).toEqual({ message: MENSAJES_FICHAS.descargaYaEnCola, encolada: false });
    // filas and total keep the last good pull's
    expect(f).toMatchObject({ ultima_descarga_filas: 0, ultima_descarga_total: 150 });
  });
});

describe('una ficha que recibe proyecto empieza su descarga programada sin reiniciar', () => {
  it("'Asociar nueva ficha' pone la descarga programada en la misma transacción; corre de inmediato", async () => {
    const r = await enviar(
      e,
      admin,
      'POST',
      '/api/ficha/kobo/coop/proyecto',
      formulario({ id_cooperativa: '1', nombre: 'Asociada', descripcion: 'Ficha asociada', parent: String(m.id) }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const id = (r.json().data as FichaCooperativa).id_kobo_ficha;
    const clave = `kobo-programada:1:${id}`;
    expect(await pendientes(clave)).toBe(1);
    expect((await ficha(id)).descarga_en_cola).toBe(true);
    await e.db.query(`DELETE FROM trabajos WHERE tipo = $1 AND clave <> $2`, [TIPO_KOBO_PULL, clave]);
    expect(await trabajador().procesarPendientes()).toBe(1);
    // pulled (the new project has no submissions yet), then scheduled again: waiting its next turn is not 'en cola'
    expect(await ficha(id)).toMatchObject({ ultima_descarga_error: null, ultima_descarga_filas: 0, descarga_en_cola: false });
    expect((await ficha(id)).ultima_descarga).not.toBeNull();
    expect(await pendientes(clave)).toBe(1);
  });

  it('cargar el primer XLSForm a una ficha sin proyecto crea el proyecto y su descarga programada', async () => {
    const id = await nuevaFicha(1, 'Sin proyecto hasta cargar', null);
    const r = await enviar(
      e,
      admin,
      'POST',
      `/api/ficha/kobo/coop/actualizaForm/${id}`,
      formulario({}, { campo: 'archivo', nombre: 'ficha.xlsx', contenido: xlsform() }),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(await pendientes(`kobo-programada:1:${id}`)).toBe(1);
    // a second upload keeps the one schedule
    const s = await enviar(
      e,
      admin,
      'POST',
      `/api/ficha/kobo/coop/actualizaForm/${id}`,
      formulario({}, { campo: 'archivo', nombre: 'ficha.xlsx', contenido: xlsform(4) }),
    );
    expect(s.statusCode, s.body).toBe(200);
    expect(await trabajos(`kobo-programada:1:${id}`)).toBe(1);
  });
});
