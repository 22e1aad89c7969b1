import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { iniciarServidorKobo, TOKEN_KOBO, type ServidorKobo } from '../../falsos/servidor-kobo';
import {
  desplegar,
  ErrorKobo,
  hashMedia,
  importarFormulario,
  paginasDeEnvios,
  reemplazarMedia,
  resumenAsset,
} from '../../../server/adaptadores/kobo';
import {
  descargarEnvios,
  encolarDescarga,
  INTERVALO_KOBO_MS,
  manejadorDescargaKobo,
  programarDescargas,
  TIPO_KOBO_PULL,
} from '../../../server/modules/fichas/descargar-envios';
import { iniciarTrabajador } from '../../../server/trabajos/trabajador';

/**
 * The KoboToolbox adapter and the submission pull (issue 27) against a fake KPI that speaks protocols §2 with its
 * traps: import with library=false, deploy then redeploy (405 on a second POST), form media replaced (400 on a
 * duplicate name), pages of at most 1000 followed by `next`, a repeated pull storing nothing twice, an edit updating
 * its row and keeping its links, KoboToolbox down recorded on the form.
 */
let e: Entorno;
let kobo: ServidorKobo;
const cfg = () => ({ url: kobo.url, token: TOKEN_KOBO });
const rapido = { sondeoMs: 0 };
let idFicha = 0;
let uid = '';

beforeAll(async () => {
  kobo = await iniciarServidorKobo();
  e = await crearEntorno();
  const [m] = await e.db.query<{ id: number }>(
    `INSERT INTO fichas_master (nombre, tipo, cultivo, id_formulario) VALUES ('Prueba parcela café', 'sic_pp', 'cafe', 'sic_pp_cafe') RETURNING id`,
  );
  uid = kobo.crearAsset('Parcela principal');
  const [f] = await e.db.query<{ id: number }>(
    `INSERT INTO kobo_fichas (id_cooperativa, id_ficha_master, nombre, tipo, kobo_project_uid) VALUES (1, $1, 'Parcela principal', 'sic_pp', $2) RETURNING id`,
    [m.id, uid],
  );
  idFicha = f.id;
});
afterAll(async () => {
  await e.cerrar();
  await kobo.cerrar();
});
beforeEach(() => {
  kobo.modo = 'normal';
  kobo.pedidos.length = 0;
});

const contar = async () =>
  (
    await e.db.query<{ n: number }>('SELECT count(*)::int AS n FROM formularios_campo WHERE id_cooperativa = 1 AND id_kobo_ficha = $1', [
      idFicha,
    ])
  )[0].n;

describe('el adaptador contra KPI', () => {
  it('importa un XLSForm como encuesta (library=false), lo implementa y lo vuelve a implementar con PATCH tras el 405', async () => {
    const nuevo = await importarFormulario(cfg(), { nombre: 'ficha.xlsx', contenido: new Uint8Array(500) }, 'Ficha café', null, rapido);
    expect(kobo.assets.get(nuevo)?.tipo).toBe('survey');
    expect(kobo.pedidos.filter((p) => p.startsWith('GET /api/v2/imports/')).length).toBeGreaterThanOrEqual(2); // polled
    const v1 = await desplegar(cfg(), nuevo);
    expect(v1).toBe(kobo.assets.get(nuevo)?.version_id);
    // A new version into the same asset, then the redeploy: POST answers 405, PATCH with the draft's version_id deploys it.
    await importarFormulario(cfg(), { nombre: 'ficha.xlsx', contenido: new Uint8Array(900) }, 'Ficha café', nuevo, rapido);
    const antes = await resumenAsset(cfg(), nuevo);
    expect(antes.version_id).not.toBe(antes.version_implementada);
    const v2 = await desplegar(cfg(), nuevo);
    expect(kobo.pedidos).toContain(`PATCH /api/v2/assets/${nuevo}/deployment/`);
    const despues = await resumenAsset(cfg(), nuevo);
    expect([v2, despues.version_implementada]).toEqual([despues.version_id, despues.version_id]);
    expect(despues).toMatchObject({ desplegado: true, activo: true, tipo: 'survey', preguntas: 9, propietario: 'cosecha' });
    expect(despues.permisos).toEqual([
      { usuario: 'cosecha', permiso: 'manage_asset' },
      { usuario: 'inspector.rosa', permiso: 'add_submissions' },
    ]);
  });

  it('reemplaza los CSV de medios (borra y sube, sin el 400 de nombre repetido), vuelve a implementar y comprueba el hash', async () => {
    const csv = (t: string) => ({ nombre: 'cuentas.csv', contenido: new TextEncoder().encode(t) });
    await reemplazarMedia(cfg(), uid, [csv('name,label\n1,Ana\n')]);
    await reemplazarMedia(cfg(), uid, [
      csv('name,label\n1,Ana\n2,Beto\n'),
      { nombre: 'parcelas.csv', contenido: new TextEncoder().encode('name,label\n') },
    ]);
    const r = await resumenAsset(cfg(), uid);
    expect(r.archivos.map((a) => a.nombre).sort()).toEqual(['cuentas.csv', 'parcelas.csv']);
    expect(r.archivos.find((a) => a.nombre === 'cuentas.csv')?.hash).toBe(
      hashMedia(new TextEncoder().encode('name,label\n1,Ana\n2,Beto\n')),
    );
    expect(kobo.pedidos.filter((p) => p.startsWith('DELETE ')).length).toBe(1);
  });

  it('sin token válido, 401 como error no reintentable; sin implementar, 400 al leer envíos', async () => {
    await expect(resumenAsset({ url: kobo.url, token: 'otro' }, uid)).rejects.toMatchObject({
      status: 401,
      codigo: 'token_invalido',
      reintentable: false,
    });
    const borrador = await importarFormulario(cfg(), { nombre: 'b.xlsx', contenido: new Uint8Array(100) }, 'Borrador', null, rapido);
    const leer = async () => {
      for await (const _ of paginasDeEnvios(cfg(), borrador)) void _;
    };
    await expect(leer()).rejects.toMatchObject({ status: 400 });
    await expect(leer()).rejects.toBeInstanceOf(ErrorKobo);
  });
});

describe('la descarga de envíos a formularios_campo', () => {
  it('2,500 envíos en páginas de 1000 siguiendo next; repetida no guarda nada dos veces', async () => {
    kobo.agregarEnvios(uid, 2500);
    const r = await descargarEnvios(e.db, cfg(), 1, idFicha, { completa: true });
    expect(r).toEqual({ leidos: 2500, nuevos: 2500, editados: 0, rechazados: 0, total: 2500 });
    expect(kobo.pedidos.filter((p) => p.includes('/data/'))).toHaveLength(3);
    expect(kobo.pedidos.every((p) => !p.includes('/data/') || p.includes('limit=1000'))).toBe(true);
    expect(await contar()).toBe(2500);

    const otra = await descargarEnvios(e.db, cfg(), 1, idFicha);
    expect(otra).toMatchObject({ nuevos: 0, editados: 0, total: 2500 });
    expect(otra.leidos).toBe(2000); // the last two pages are read again: edits keep their place
    expect(await contar()).toBe(2500);

    const [fila] = await e.db.query<Record<string, unknown>>(
      `SELECT fc.tipo, nombre_inspector, num_plantas, punto, ultima_descarga_error, ultima_descarga_filas, ultima_descarga_total
         FROM formularios_campo fc JOIN kobo_fichas k ON k.id_cooperativa = fc.id_cooperativa AND k.id = fc.id_kobo_ficha
        WHERE fc.id_cooperativa = 1 AND k.id = $1 ORDER BY fc.kobo_id LIMIT 1`,
      [idFicha],
    );
    expect(fila).toMatchObject({
      tipo: 'sic_pp',
      nombre_inspector: 'Rosa Pérez',
      ultima_descarga_error: null,
      ultima_descarga_filas: 0,
      ultima_descarga_total: 2500,
    });
    expect((fila.punto as { type: string }).type).toBe('Point');
  });

  it('un envío editado en KoboToolbox actualiza su fila y conserva su vínculo con el productor', async () => {
    const [c] = await e.db.query<{ id: number }>('SELECT id FROM cuentas WHERE id_cooperativa = 1 ORDER BY id LIMIT 1');
    const a = kobo.assets.get(uid)!;
    const envio = a.envios[a.envios.length - 10];
    await e.db.query('UPDATE formularios_campo SET id_cuenta = $1 WHERE id_cooperativa = 1 AND id_kobo_ficha = $2 AND kobo_id = $3', [
      c.id,
      idFicha,
      envio._id,
    ]);
    envio['grupo/num_plantas'] = '7777';
    envio._status = 'otro'; // volatile: alone it would not count as an edit
    const r = await descargarEnvios(e.db, cfg(), 1, idFicha);
    expect(r).toMatchObject({ nuevos: 0, editados: 1 });
    const [fila] = await e.db.query<{ num_plantas: number; id_cuenta: number; version: number }>(
      'SELECT num_plantas, id_cuenta, version FROM formularios_campo WHERE id_cooperativa = 1 AND id_kobo_ficha = $1 AND kobo_id = $2',
      [idFicha, envio._id],
    );
    expect(fila).toEqual({ num_plantas: 7777, id_cuenta: c.id, version: 2 });
  });

  it('KoboToolbox caído: el trabajo falla y el error queda en la ficha; la siguiente descarga lo limpia', async () => {
    await e.db.query(`DELETE FROM trabajos WHERE tipo = $1`, [TIPO_KOBO_PULL]);
    await e.db.transaction((tx) => encolarDescarga(tx, 1, idFicha));
    kobo.modo = 'caido';
    const t = iniciarTrabajador(e.db, { [TIPO_KOBO_PULL]: manejadorDescargaKobo(cfg()) }, { intervaloMs: 0, esperaBaseMs: 60_000 });
    await t.procesarPendientes();
    const [ficha] = await e.db.query<{ ultima_descarga_error: string | null }>(
      'SELECT ultima_descarga_error FROM kobo_fichas WHERE id_cooperativa = 1 AND id = $1',
      [idFicha],
    );
    expect(ficha.ultima_descarga_error).toContain('502');
    const [trabajo] = await e.db.query<{ estado: string; ultimo_error: string }>(
      'SELECT estado, ultimo_error FROM trabajos WHERE tipo = $1',
      [TIPO_KOBO_PULL],
    );
    expect(trabajo.estado).toBe('pendiente'); // retried later
    expect(trabajo.ultimo_error).toContain('KoboToolbox');
    kobo.modo = 'normal';
    await descargarEnvios(e.db, cfg(), 1, idFicha);
    const [despues] = await e.db.query<{ ultima_descarga_error: string | null }>(
      'SELECT ultima_descarga_error FROM kobo_fichas WHERE id_cooperativa = 1 AND id = $1',
      [idFicha],
    );
    expect(despues.ultima_descarga_error).toBeNull();
  });

  it('la descarga programada: una por ficha con proyecto, se vuelve a programar tras cada corrida y no se duplica', async () => {
    await e.db.query(`DELETE FROM trabajos WHERE tipo = $1`, [TIPO_KOBO_PULL]);
    expect(await programarDescargas(e.db)).toBe(1);
    expect(await programarDescargas(e.db)).toBe(0);
    const t = iniciarTrabajador(e.db, { [TIPO_KOBO_PULL]: manejadorDescargaKobo(cfg()) }, { intervaloMs: 0, esperaBaseMs: 60_000 });
    await t.procesarPendientes();
    const [trabajo] = await e.db.query<{ estado: string; falta_ms: number }>(
      `SELECT estado, extract(epoch FROM disponible_en - now())::float8 * 1000 AS falta_ms FROM trabajos WHERE tipo = $1`,
      [TIPO_KOBO_PULL],
    );
    expect(trabajo.estado).toBe('pendiente');
    expect(trabajo.falta_ms).toBeGreaterThan(INTERVALO_KOBO_MS - 60_000);
  });
});
