import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { abrirBaseMigrada } from '../../../server/db/abrir-base';
import { construirApp } from '../../../server/app';
import { leerConfig } from '../../../server/config';
import type { Db } from '../../../server/db/db';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../../../server/demo/seed';

/**
 * Issue 10 item 8, on PostgreSQL only (PGlite is embedded and single-user: it has no roles, so this file is skipped
 * there): migrations run as the owner, the app connects as a role that owns nothing, and with that role the audit
 * trail can be read and added to but not changed, emptied or stripped of its trigger.
 */
const URL_SERVIDOR = process.env.TEST_DATABASE_URL;

let base: string;
let rol: string;
let urlDueno: string;
let urlApp: string;
let db: Db | null = null;
let directa: pg.Client | null = null;

/** The same server and database as `url`, another role. */
function conRol(url: string, nombre: string, clave?: string): string {
  const u = new URL(url);
  u.username = nombre;
  if (clave) u.password = clave;
  u.pathname = `/${base}`;
  return u.toString();
}

/** The SQLSTATE a statement fails with as the app's role (null: it worked). */
async function codigoDe(sql: string): Promise<string | null> {
  try {
    await directa!.query(sql);
    return null;
  } catch (e) {
    return (e as { code?: string }).code ?? 'sin código';
  }
}

describe.skipIf(!URL_SERVIDOR)('dos roles en PostgreSQL: el dueño migra, la aplicación solo lee y escribe datos', () => {
  beforeAll(async () => {
    const sufijo = randomBytes(5).toString('hex');
    base = `cosecha_roles_${sufijo}`;
    rol = `cosecha_app_${sufijo}`;
    const admin = new pg.Client({ connectionString: URL_SERVIDOR });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${base}`);
      await admin.query(`CREATE ROLE ${rol} LOGIN PASSWORD 'clave-${sufijo}'`);
    } finally {
      await admin.end();
    }
    urlDueno = conRol(URL_SERVIDOR!, new URL(URL_SERVIDOR!).username);
    urlApp = conRol(URL_SERVIDOR!, rol, `clave-${sufijo}`);
    const h = await hash(CONTRASENA_DEMO);
    db = await abrirBaseMigrada({ databaseUrl: urlApp, databaseOwnerUrl: urlDueno, dataDir: './no-se-usa' }, async (dueno) => {
      await dueno.transaction(async (tx) => {
        await sembrarCatalogos(tx);
        await sembrarDemo(tx, h, { productores: 5 });
      });
    });
    directa = new pg.Client({ connectionString: urlApp });
    await directa.connect();
    // a connection of the app's role that does not go through the server says what it sees (row-level security)
    await directa.query(`SET cosecha.cooperativa = 'todas'`);
  }, 180_000);

  afterAll(async () => {
    await directa?.end();
    await db?.close();
    const admin = new pg.Client({ connectionString: URL_SERVIDOR });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${base} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${rol}`);
    } finally {
      await admin.end();
    }
  });

  it('la aplicación se conecta con su rol, que no es dueño de nada ni superusuario', async () => {
    expect((await db!.query<{ yo: string }>('SELECT current_user AS yo'))[0].yo).toBe(rol);
    const [f] = await db!.query<{ super: boolean; tablas: number }>(
      `SELECT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS super,
              (SELECT count(*)::int FROM pg_tables WHERE schemaname = 'public' AND tableowner = current_user) AS tablas`,
    );
    expect(f).toEqual({ super: false, tablas: 0 });
  });

  it('una conexión del rol de la aplicación que no dice su cooperativa no ve ni escribe filas de ninguna', async () => {
    const c = new pg.Client({ connectionString: urlApp });
    await c.connect();
    try {
      expect((await c.query('SELECT count(*)::int AS n FROM productores')).rows[0].n).toBe(0);
      await expect(
        c.query(
          `INSERT INTO auditoria (id_cooperativa, accion, entidad, id_entidad, despues) VALUES (2, 'prueba', 'roles', 'y', '{}'::jsonb)`,
        ),
      ).rejects.toThrow(/row-level security/);
      await c.query(`SET cosecha.cooperativa = '2'`);
      const vistas = (await c.query('SELECT DISTINCT id_cooperativa AS c FROM productores')).rows.map((f) => f.c);
      expect(vistas).toEqual([2]);
    } finally {
      await c.end();
    }
  });

  it('con ese rol la auditoría no se cambia, no se borra, no se vacía ni se le quita el trigger (42501)', async () => {
    const [{ n }] = (await directa!.query('SELECT count(*)::int AS n FROM auditoria')).rows;
    await directa!.query(
      `INSERT INTO auditoria (id_cooperativa, id_user, accion, entidad, id_entidad, antes, despues)
       VALUES (2, NULL, 'prueba', 'roles', 'x', NULL, '{}'::jsonb)`,
    );
    expect((await directa!.query('SELECT count(*)::int AS n FROM auditoria')).rows[0].n).toBe(n + 1);
    expect(await codigoDe(`UPDATE auditoria SET accion = 'cambiada'`)).toBe('42501');
    expect(await codigoDe('DELETE FROM auditoria')).toBe('42501');
    expect(await codigoDe('TRUNCATE auditoria')).toBe('42501');
    expect(await codigoDe('ALTER TABLE auditoria DISABLE TRIGGER auditoria_inmutable_trg')).toBe('42501');
    expect(await codigoDe('ALTER TABLE auditoria DISABLE TRIGGER ALL')).toBe('42501');
    expect(await codigoDe('DROP TABLE auditoria')).toBe('42501');
    expect(await codigoDe('CREATE TABLE intrusa (id int)')).toBe('42501');
    expect(await codigoDe(`INSERT INTO migraciones (nombre) VALUES ('9999_falsa.sql')`)).toBe('42501');
    // the EUDR evidence (issue 23): the role may not even ask to change or remove it
    for (const tabla of ['lotes_paquetes_eudr', 'lotes_paquetes_eudr_parcelas', 'lotes_declaraciones_eudr']) {
      expect(await codigoDe(`UPDATE ${tabla} SET id_cooperativa = id_cooperativa`), tabla).toBe('42501');
      expect(await codigoDe(`DELETE FROM ${tabla}`), tabla).toBe('42501');
    }
    expect((await directa!.query('SELECT count(*)::int AS n FROM auditoria')).rows[0].n).toBe(n + 1);
    const [{ activo }] = (
      await directa!.query(`SELECT tgenabled <> 'D' AS activo FROM pg_trigger WHERE tgname = 'auditoria_inmutable_trg'`)
    ).rows;
    expect(activo).toBe(true);
  });

  it('la aplicación funciona con ese rol: inicia sesión, edita un usuario y la auditoría guarda la fila', async () => {
    const app = await construirApp({ ...leerConfig({}), clientDir: null, trabajos: false }, db!);
    try {
      await app.ready();
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'gerente@cosecha.demo', password: CONTRASENA_DEMO },
      });
      expect(login.statusCode).toBe(200);
      const auth = { authorization: `Bearer ${login.json().token}` };
      const [u] = await db!.query<{ uuid: string }>(`SELECT uuid FROM users WHERE email = 'capturista.chontalpa@cosecha.demo'`);
      const leido = (await app.inject({ method: 'GET', url: `/api/users/${u.uuid}`, headers: auth })).json().data;
      const antes = (await db!.query<{ n: number }>('SELECT count(*)::int AS n FROM auditoria'))[0].n;
      const r = await app.inject({
        method: 'PUT',
        url: `/api/users/${u.uuid}`,
        headers: auth,
        payload: {
          email: leido.email,
          username: leido.username,
          password: '',
          nombres: 'Editado con el rol de la app',
          apellido_paterno: leido.apellido_paterno,
          apellido_materno: leido.apellido_materno,
          foto: leido.foto,
          id_rol: leido.id_rol,
          id_cooperativa: leido.id_cooperativa,
          id_centros_acopios: leido.id_centros_acopios,
          version: leido.version,
        },
      });
      expect(r.statusCode, r.body).toBe(200);
      expect((await db!.query<{ n: number }>('SELECT count(*)::int AS n FROM auditoria'))[0].n).toBe(antes + 1);
    } finally {
      await app.close();
    }
  });

  it('una tabla que cree una migración posterior (como el dueño) ya tiene los permisos de la aplicación', async () => {
    const dueno = new pg.Client({ connectionString: urlDueno });
    await dueno.connect();
    try {
      await dueno.query(
        'CREATE TABLE posterior (id_cooperativa integer NOT NULL, id serial, CONSTRAINT posterior_pk PRIMARY KEY (id_cooperativa, id))',
      );
    } finally {
      await dueno.end();
    }
    expect(await codigoDe('INSERT INTO posterior (id_cooperativa) VALUES (2)')).toBeNull();
    expect((await directa!.query('SELECT count(*)::int AS n FROM posterior')).rows[0].n).toBe(1);
    expect(await codigoDe('ALTER TABLE posterior ADD COLUMN x int')).toBe('42501');
  });

  it('con un solo URL (sin DATABASE_OWNER_URL) el mismo rol migra y trabaja, como siempre', async () => {
    const unica = await abrirBaseMigrada({ databaseUrl: urlDueno, databaseOwnerUrl: null, dataDir: './no-se-usa' });
    try {
      expect((await unica.query<{ yo: string }>('SELECT current_user AS yo'))[0].yo).toBe(new URL(urlDueno).username);
      expect((await unica.query<{ n: number }>('SELECT count(*)::int AS n FROM migraciones'))[0].n).toBeGreaterThan(10);
    } finally {
      await unica.close();
    }
  });
});
