import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { cuadrado, parcelasDe, type ParcelaPrueba } from '../parcelas/croquis-ayudas';
import { CLAVE_WHISP, iniciarServidorWhisp, riesgoFalso, type ServidorWhisp } from '../../falsos/servidor-whisp';
import { iniciarTrabajador } from '../../../server/trabajos/trabajador';
import { manejadorWhisp } from '../../../server/modules/eudr/analisis-whisp';

/**
 * The automated EUDR analysis end to end (issue 11): a saved sketch queues its plot, a worker sends it to a fake
 * WHISP that speaks the real protocol, polls it, and the answer reaches the plot's EUDR tab and list column. Also
 * the cooperative's summary, 'Analizar pendientes' and the retry of a failed analysis.
 */
let e: Entorno;
let whisp: ServidorWhisp;
let admin: string; // cooperative 1 (EUDR), every permission
let comite: string; // cooperative 1, PARCELAS only
let acopio: string; // cooperative 1, no PARCELAS
let miel: string; // cooperative 3, without EUDR
let parcelas: ParcelaPrueba[];

beforeAll(async () => {
  whisp = await iniciarServidorWhisp();
  e = await crearEntorno({ whisp: { url: whisp.url, apiKey: CLAVE_WHISP } });
  [admin, comite, acopio, miel] = await Promise.all(
    ['admin@cosecha.demo', 'comite.sierra@cosecha.demo', 'acopio@cosecha.demo', 'miel@cosecha.demo'].map((c) => e.entrar(c)),
  );
  parcelas = await parcelasDe(e.db, 1, 6);
});
afterAll(async () => {
  await e.cerrar();
  await whisp.cerrar();
});
beforeEach(async () => {
  await e.db.query("DELETE FROM trabajos WHERE tipo = 'whisp'");
  whisp.modo = 'normal';
  whisp.envios.length = 0;
});

const trabajador = (apiKey = CLAVE_WHISP, sondeoMs = 0) =>
  iniciarTrabajador(e.db, { whisp: manejadorWhisp({ url: whisp.url, apiKey }, { sondeoMs }) }, { intervaloMs: 0, esperaBaseMs: 60_000 });
const guardar = (p: ParcelaPrueba, ladoM: number) =>
  e.pedir(admin, 'POST', '/api/update_croquis', { uuid: p.uuid, croquis: cuadrado(p.lat, p.lng, ladoM, 2000 + p.id * 5, 2000) });
const tab = async (p: ParcelaPrueba) => (await e.pedir(admin, 'GET', `/api/parcela_eudr_risk/${p.uuid}`)).json().data;
const trabajosDe = (p: ParcelaPrueba) =>
  e.db.query<{ estado: string }>(`SELECT estado FROM trabajos WHERE tipo = 'whisp' AND datos -> 'parcelas' @> to_jsonb(ARRAY[$1::int])`, [
    p.id,
  ]);

describe('un croquis guardado va al análisis automático', () => {
  it('se encola, se envía con el id de la parcela, se sondea y su respuesta llega a la pestaña y a la columna del listado', async () => {
    const p = parcelas[0];
    expect((await guardar(p, 60)).statusCode).toBe(200);
    expect(await trabajosDe(p)).toEqual([{ estado: 'pendiente' }]);
    expect((await tab(p)).analisis).toEqual({ configurado: true, estado: 'en_espera', error: null });

    const hechos = await trabajador().procesarPendientes();
    expect(hechos).toBeGreaterThanOrEqual(2); // the submission, then the polls until completed
    expect(whisp.envios).toEqual([{ features: 1, externos: [String(p.id)] }]);
    expect(whisp.sondeos).toBeGreaterThan(0);

    const d = await tab(p);
    const esperado = { high: 'Alto', low: 'Bajo', more_info_needed: 'Falta información' }[riesgoFalso(String(p.id))];
    expect(d.whispRisk).toMatchObject({ nombre: esperado, version: '3.0.0-falso', riesgo_texto: riesgoFalso(String(p.id)) });
    expect(d.analisis).toEqual({ configurado: true, estado: 'terminado', error: null });
    const fila = await uno<{ id_riesgo_eudr_whisp: number; hash_ok: boolean }>(
      e.db,
      `SELECT p.id_riesgo_eudr_whisp, w.hash_poligono = md5(p.poligono::text) AS hash_ok
         FROM parcelas p JOIN parcelas_whisp w ON w.id_cooperativa = p.id_cooperativa AND w.id_parcela = p.id
        WHERE p.id_cooperativa = 1 AND p.id = $1 ORDER BY w.id DESC LIMIT 1`,
      [p.id],
    );
    expect(fila).toEqual({ id_riesgo_eudr_whisp: d.whispRisk.id, hash_ok: true });
  });

  it('el mismo polígono guardado otra vez no se vuelve a enviar', async () => {
    const p = parcelas[0];
    expect((await guardar(p, 60)).statusCode).toBe(200);
    expect(await trabajosDe(p)).toEqual([]);
    await trabajador().procesarPendientes();
    expect(whisp.envios).toEqual([]);
  });

  it('si WHISP olvidó el análisis (token desconocido), se envía de nuevo en lugar de fallar', async () => {
    const p = parcelas[1];
    expect((await guardar(p, 70)).statusCode).toBe(200);
    // A long poll interval, and the test moves the clock itself (disponible_en): one step at a time, no races.
    const t = trabajador(CLAVE_WHISP, 60_000);
    const ahora = () => e.db.query("UPDATE trabajos SET disponible_en = now() WHERE tipo = 'whisp' AND estado = 'pendiente'");
    await t.procesarPendientes();
    expect(whisp.envios).toHaveLength(1);
    whisp.modo = 'expira';
    await ahora();
    await t.procesarPendientes(); // poll: 404 → sent again at once, then waits for its poll
    expect(whisp.envios).toHaveLength(2);
    expect(await trabajosDe(p)).toEqual([{ estado: 'pendiente' }]);
    whisp.modo = 'normal';
    await ahora();
    await t.procesarPendientes();
    await ahora();
    await t.procesarPendientes();
    expect((await tab(p)).analisis.estado).toBe('terminado');
  });

  it('si WHISP lo olvida una y otra vez, el trabajo falla en vez de enviarse sin fin', async () => {
    const p = parcelas[1];
    expect((await guardar(p, 75)).statusCode).toBe(200);
    whisp.modo = 'expira';
    await trabajador().procesarPendientes();
    // The first submission plus REENVIOS_MAXIMOS (3) more, then the failure waits for its retry with backoff.
    expect(whisp.envios).toHaveLength(4);
    const [t] = await e.db.query<{ estado: string; ultimo_error: string }>(
      `SELECT estado, ultimo_error FROM trabajos WHERE tipo = 'whisp' AND datos -> 'parcelas' @> to_jsonb(ARRAY[$1::int])`,
      [p.id],
    );
    expect(t).toEqual({ estado: 'pendiente', ultimo_error: 'WHISP perdió el análisis varias veces seguidas' });
  });

  it('una clave rechazada deja el análisis fallido, visible en el resumen, y «Reintentar» lo vuelve a enviar', async () => {
    const p = parcelas[2];
    expect((await guardar(p, 80)).statusCode).toBe(200);
    await trabajador('clave-equivocada').procesarPendientes();
    expect(await trabajosDe(p)).toEqual([{ estado: 'muerto' }]);
    expect((await tab(p)).analisis).toMatchObject({ estado: 'fallido', error: expect.stringContaining('auth_invalid_api_key') });

    const r = (await e.pedir(admin, 'GET', '/api/eudr_analisis')).json().data;
    expect(r.configurado).toBe(true);
    expect(r.fallidos).toHaveLength(1);
    expect(r.fallidos[0]).toMatchObject({ parcelas: 1, error: expect.stringContaining('auth_invalid_api_key') });

    const re = await e.pedir(admin, 'POST', `/api/eudr_analisis/reintentar/${r.fallidos[0].id}`);
    expect(re.statusCode, re.body).toBe(200);
    expect(re.json()).toEqual({ message: '1 parcela(s) enviadas de nuevo al análisis automático', encoladas: 1 });
    expect((await e.pedir(admin, 'GET', '/api/eudr_analisis')).json().data.fallidos).toEqual([]);
    // Retrying the same failure again: it is no longer a failure.
    expect((await e.pedir(admin, 'POST', `/api/eudr_analisis/reintentar/${r.fallidos[0].id}`)).statusCode).toBe(404);
    await trabajador().procesarPendientes();
    expect((await tab(p)).analisis.estado).toBe('terminado');
    const audit = await uno<{ n: number }>(
      e.db,
      "SELECT count(*)::int AS n FROM auditoria WHERE entidad = 'analisis_whisp' AND id_entidad = $1",
      [String(r.fallidos[0].id)],
    );
    expect(audit.n).toBe(1);
  });

  it('sin WHISP configurado el croquis espera en la cola y la pestaña lo dice', async () => {
    const p = parcelas[3];
    e.app.config.whisp = null;
    try {
      expect((await guardar(p, 90)).statusCode).toBe(200);
      expect((await tab(p)).analisis).toEqual({ configurado: false, estado: 'en_espera', error: null });
      // A plot whose polygon already has its (demo) answer is not waiting for anything, configured or not.
      expect((await tab(parcelas[4])).analisis).toEqual({ configurado: false, estado: 'terminado', error: null });
      expect((await e.pedir(admin, 'GET', '/api/eudr_analisis')).json().data).toMatchObject({ configurado: false, en_espera: 1 });
    } finally {
      e.app.config.whisp = { url: whisp.url, apiKey: CLAVE_WHISP };
    }
  });
});

describe('«Analizar pendientes»', () => {
  it('encola en lotes cada parcela sin resultado vigente, una sola vez, con su auditoría; el trabajador las analiza', async () => {
    const sin = parcelas.slice(4, 6);
    await e.db.query('DELETE FROM parcelas_whisp WHERE id_cooperativa = 1 AND id_parcela = ANY($1::int[])', [sin.map((p) => p.id)]);
    const antes = (await e.pedir(admin, 'GET', '/api/eudr_analisis')).json().data;
    const r = await e.pedir(admin, 'POST', '/api/eudr_analisis/pendientes');
    expect(r.statusCode, r.body).toBe(200);
    const n = r.json().encoladas;
    expect(n).toBeGreaterThanOrEqual(2);
    expect(antes.con_poligono - antes.con_resultado).toBe(n);
    expect((await e.pedir(admin, 'POST', '/api/eudr_analisis/pendientes')).json()).toEqual({
      message: 'No hay parcelas pendientes de análisis',
      encoladas: 0,
    });
    await trabajador().procesarPendientes();
    expect(whisp.envios.reduce((s, x) => s + x.features, 0)).toBe(n);
    const despues = (await e.pedir(admin, 'GET', '/api/eudr_analisis')).json().data;
    expect(despues).toMatchObject({ con_resultado: despues.con_poligono, en_espera: 0 });
  });
});

describe('permisos y entradas', () => {
  it('401 sin sesión, 403 sin PARCELAS o sin EUDR, 403 al encolar sin PARCELAS_CROQUIS, 422 y 404 en el id', async () => {
    expect((await e.pedir(null, 'GET', '/api/eudr_analisis')).statusCode).toBe(401);
    expect((await e.pedir(null, 'POST', '/api/eudr_analisis/pendientes')).statusCode).toBe(401);
    expect((await e.pedir(acopio, 'GET', '/api/eudr_analisis')).statusCode).toBe(403);
    const sinEudr = await e.pedir(miel, 'GET', '/api/eudr_analisis');
    expect(sinEudr.statusCode).toBe(403);
    expect(sinEudr.json().message).toBe('La cooperativa no tiene activado EUDR en su configuración');
    expect((await e.pedir(comite, 'GET', '/api/eudr_analisis')).statusCode).toBe(200);
    expect((await e.pedir(comite, 'POST', '/api/eudr_analisis/pendientes')).statusCode).toBe(403);
    expect((await e.pedir(comite, 'POST', '/api/eudr_analisis/reintentar/1')).statusCode).toBe(403);
    for (const malo of ['abc', '0', '1.5', '99999999999']) {
      expect((await e.pedir(admin, 'POST', `/api/eudr_analisis/reintentar/${malo}`)).statusCode, malo).toBe(422);
    }
    expect((await e.pedir(admin, 'POST', '/api/eudr_analisis/reintentar/999999')).statusCode).toBe(404);
  });

  it('un croquis de una cooperativa sin EUDR no se encola', async () => {
    const [p] = await parcelasDe(e.db, 3, 1);
    const r = await e.pedir(miel, 'POST', '/api/update_croquis', { uuid: p.uuid, croquis: cuadrado(p.lat, p.lng, 50, 3000, 3000) });
    expect(r.statusCode, r.body).toBe(200);
    expect(await trabajosDe(p)).toEqual([]);
  });
});
