import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { crearEntorno, type Entorno } from '../entorno';
import { usuarioPorCorreo } from '../ayudas';
import { MENSAJE_SIN_CONEXION } from '../../../server/plugins/errores';

/**
 * Issue 10 item 9, for real: PostgreSQL ends the app's connection (`pg_terminate_backend`, as a restart or an
 * administrator would) while a request is inside the database. The answer is 503 'Intente de nuevo', nothing is
 * half-written, and the next request works (the pool drops the dead connection and opens another). PostgreSQL
 * only: PGlite is embedded and has no connection to lose (the simulated cases are in cabeceras-errores.test.ts).
 *
 * To catch the request inside the database without timing, a second connection of the test holds a lock the
 * request needs; the test waits until PostgreSQL shows the app's backend waiting on that lock, then ends it.
 */
const URL_SERVIDOR = process.env.TEST_DATABASE_URL;

let e: Entorno;
let gerente: string;
let testigo: pg.Client;

/** The backend of the app that waits on a lock of this database (polled: PostgreSQL says when it is there). */
async function backendEsperando(): Promise<number> {
  for (;;) {
    const { rows } = await testigo.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`,
    );
    if (rows.length) return rows[0].pid;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Runs `peticion` while `bloqueo` (SQL of the witness's open transaction) holds it; ends the app's backend. */
async function cortarDurante<T>(bloqueo: string, peticion: () => Promise<T>): Promise<T> {
  await testigo.query('BEGIN');
  await testigo.query(bloqueo);
  const enCurso = peticion();
  try {
    const pid = await backendEsperando();
    const { rows } = await testigo.query<{ ok: boolean }>('SELECT pg_terminate_backend($1) AS ok', [pid]);
    expect(rows[0].ok).toBe(true);
    return await enCurso;
  } finally {
    await testigo.query('ROLLBACK');
  }
}

describe.skipIf(!URL_SERVIDOR)('conexión perdida de verdad (PostgreSQL, pg_terminate_backend)', () => {
  beforeAll(async () => {
    e = await crearEntorno();
    gerente = await e.entrar('gerente@cosecha.demo');
    const [{ base }] = await e.db.query<{ base: string }>('SELECT current_database() AS base');
    const url = new URL(URL_SERVIDOR!);
    url.pathname = `/${base}`;
    testigo = new pg.Client({ connectionString: url.toString() });
    await testigo.connect();
  });
  afterAll(async () => {
    await testigo?.end();
    await e?.cerrar();
  });

  it('una lectura cortada a la mitad responde 503 «Intente de nuevo», y la siguiente funciona', async () => {
    const r = await cortarDurante('LOCK TABLE paises IN ACCESS EXCLUSIVE MODE', () => e.pedir(gerente, 'GET', '/api/paises'));
    expect(r.statusCode, r.body).toBe(503);
    expect(r.json()).toEqual({ message: MENSAJE_SIN_CONEXION });
    expect(MENSAJE_SIN_CONEXION).toContain('Intente de nuevo');

    const despues = await e.pedir(gerente, 'GET', '/api/paises');
    expect(despues.statusCode, despues.body).toBe(200);
    expect(despues.json().data.length).toBeGreaterThan(0);
  });

  it('una escritura cortada dentro de su transacción responde 503, no deja nada escrito, y la siguiente se guarda', async () => {
    const capturista = await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo');
    const admin = await e.entrar('admin@cosecha.demo');
    const url = `/api/users/${capturista.uuid}`;
    const u = (await e.pedir(admin, 'GET', url)).json().data as Record<string, unknown>;
    const cuerpo = (nombres: string) => ({
      email: u.email,
      username: u.username,
      password: '',
      nombres,
      apellido_paterno: u.apellido_paterno,
      apellido_materno: u.apellido_materno,
      foto: u.foto,
      id_rol: u.id_rol,
      id_cooperativa: u.id_cooperativa,
      id_centros_acopios: u.id_centros_acopios,
      version: u.version,
    });
    // The save reads the row FOR UPDATE (its version) inside its transaction: the witness holds that row.
    const r = await cortarDurante(`SELECT 1 FROM users WHERE id = ${Number(capturista.id)} FOR UPDATE`, () =>
      e.pedir(admin, 'PUT', url, cuerpo('Cortado a la mitad')),
    );
    expect(r.statusCode, r.body).toBe(503);
    expect(r.json()).toEqual({ message: MENSAJE_SIN_CONEXION });
    const [fila] = await e.db.query<{ nombres: string; version: number }>('SELECT nombres, version FROM users WHERE id = $1', [
      capturista.id,
    ]);
    expect(fila).toEqual({ nombres: u.nombres, version: u.version });

    const otra = await e.pedir(admin, 'PUT', url, cuerpo('Guardado después'));
    expect(otra.statusCode, otra.body).toBe(200);
    const [guardada] = await e.db.query<{ nombres: string }>('SELECT nombres FROM users WHERE id = $1', [capturista.id]);
    expect(guardada.nombres).toBe('Guardado después');
  });
});
