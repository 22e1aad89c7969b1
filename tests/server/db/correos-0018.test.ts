import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { abrirDb, type Db } from '../../../server/db/db';
import { migrar } from '../../../server/db/migrate';

/**
 * Migration 0018 on a database that already holds look-alike e-mails (created before the app normalised them):
 * the schema before 0018 is built by hand, users are inserted as the old code could, then the pending migration runs
 * (on an in-memory PGlite of its own: no template has the old schema).
 */
const CARPETA = fileURLToPath(new URL('../../../server/db/migrations', import.meta.url));
let db: Db;

interface Fila {
  id: number;
  uuid: string;
  email: string;
  activo: boolean;
}

let filas: Record<string, Fila>;

async function usuario(email: string, activo = true): Promise<Fila> {
  const [f] = await db.query<Fila>(
    `INSERT INTO users (email, username, password_hash, nombres, apellido_paterno, id_rol, id_cooperativa, activo)
     VALUES ($1, '555', 'x', 'Prueba', 'Usuario', 2, 1, $2) RETURNING id, uuid, email, activo`,
    [email, activo],
  );
  return f;
}

beforeAll(async () => {
  db = await abrirDb({ databaseUrl: null, dataDir: null });
  await db.query(
    `CREATE TABLE migraciones (nombre text CONSTRAINT migraciones_pk PRIMARY KEY, aplicada_en timestamptz NOT NULL DEFAULT now())`,
  );
  for (const archivo of readdirSync(CARPETA)
    .filter((f) => f.endsWith('.sql') && f < '0018')
    .sort()) {
    await db.script(readFileSync(join(CARPETA, archivo), 'utf8'));
    await db.query('INSERT INTO migraciones (nombre) VALUES ($1)', [archivo]);
  }
  // only what a user row needs, as the schema before 0018 has it (sembrarCatalogos seeds today's catalogues)
  await db.query(`INSERT INTO cat_productos (id, nombre) VALUES (1, 'Café')`);
  await db.query(`INSERT INTO roles (id, nombre) VALUES (2, 'Gerente')`);
  await db.query(`INSERT INTO cooperativas (id, nombre, id_cat_productos) VALUES (1, 'Cooperativa de prueba', 1)`);
  filas = {
    admin: await usuario('admin@coop.mx'),
    imitador: await usuario('ａdmin@coop.mx'),
    inactivoViejo: await usuario('ｊuan@coop.mx', false),
    juanActivo: await usuario('juan@coop.mx'),
    mayusculas: await usuario('ＬＵＺ@Coop.MX'),
    normal: await usuario('ana@coop.mx'),
  };
  expect(await migrar(db)).toEqual(
    readdirSync(CARPETA)
      .filter((f) => f.endsWith('.sql') && f >= '0018')
      .sort(),
  );
});
afterAll(async () => {
  await db.close();
});

const leer = async (f: Fila) => (await db.query<Fila>(`SELECT id, uuid, email, activo FROM users WHERE id = $1`, [f.id]))[0];

describe('migración 0018: correos normalizados', () => {
  it('un correo sin pareja queda en su forma normalizada, activo', async () => {
    expect(await leer(filas.mayusculas)).toMatchObject({ email: 'luz@coop.mx', activo: true });
    expect(await leer(filas.normal)).toMatchObject({ email: 'ana@coop.mx', activo: true });
  });

  it('dos cuentas que dan el mismo correo: la activa (o la más antigua) lo conserva; la otra se desactiva y se renombra', async () => {
    expect(await leer(filas.admin)).toMatchObject({ email: 'admin@coop.mx', activo: true });
    expect(await leer(filas.imitador)).toMatchObject({ email: `admin@coop.mx.duplicado-${filas.imitador.id}`, activo: false });
    // The older account was inactive: the active one keeps the address.
    expect(await leer(filas.juanActivo)).toMatchObject({ email: 'juan@coop.mx', activo: true });
    expect(await leer(filas.inactivoViejo)).toMatchObject({ email: `juan@coop.mx.duplicado-${filas.inactivoViejo.id}`, activo: false });
  });

  it('cada cambio queda en la auditoría con el correo anterior; los que no cambian, no', async () => {
    const filasAuditoria = await db.query<{ id_entidad: string; accion: string; antes: { email: string }; despues: { email: string } }>(
      `SELECT id_entidad, accion, antes, despues FROM auditoria WHERE entidad = 'users' ORDER BY id`,
    );
    const por = Object.fromEntries(filasAuditoria.map((a) => [a.id_entidad, a]));
    expect(por[filas.imitador.uuid]).toMatchObject({ accion: 'desactivar', antes: { email: 'ａdmin@coop.mx' } });
    expect(por[filas.inactivoViejo.uuid]).toMatchObject({ accion: 'desactivar', antes: { email: 'ｊuan@coop.mx' } });
    expect(por[filas.mayusculas.uuid]).toMatchObject({
      accion: 'editar',
      antes: { email: 'ＬＵＺ@Coop.MX' },
      despues: { email: 'luz@coop.mx' },
    });
    expect(por[filas.admin.uuid]).toBeUndefined();
    expect(por[filas.normal.uuid]).toBeUndefined();
  });
});
