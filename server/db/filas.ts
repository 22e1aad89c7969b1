import type { Consulta, Db } from './db';
import { concederAlRolDeLaApp } from './roles';

/**
 * The plain role a connection that logged in as a superuser takes for the app's statements (migration 0082): the
 * row-level policies apply to it. A cooperative's own server logs in as its own app role instead (docs/instalacion.md).
 */
export const ROL_FILAS = 'cosecha_filas';

/**
 * End of every migration run: the policies on every table with id_cooperativa (a table a new migration added gets
 * them now), and the plain role, where it exists, gets the app role's rights (roles.ts) and may take checkpoints
 * (a PGlite backup does one). A migrations folder of a test, without 0082, has nothing to protect.
 */
export async function protegerFilas(tx: Consulta): Promise<void> {
  const [f] = await tx.query<{ hay: boolean; rol: boolean; superusuario: boolean }>(
    `SELECT to_regproc('proteger_filas_por_cooperativa') IS NOT NULL AS hay,
            EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1) AS rol,
            (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superusuario`,
    [ROL_FILAS],
  );
  if (!f.hay) return;
  await tx.query('SELECT proteger_filas_por_cooperativa()');
  if (!f.rol || !f.superusuario) return;
  await concederAlRolDeLaApp(tx, ROL_FILAS);
  await tx.query(`GRANT pg_checkpoint TO ${ROL_FILAS}`);
}

interface Privilegios {
  sesion: string;
  actual: string;
  superusuario: boolean;
  bypassrls: boolean;
  dueno: boolean;
  sesion_salta: boolean;
  rol_filas: boolean;
}

/** What lets the connection's role past the policies: superuser, BYPASSRLS, or owning a table (it could drop FORCE). */
async function privilegios(db: Db): Promise<Privilegios> {
  const [p] = await db.query<Privilegios>(
    `SELECT session_user AS sesion, current_user AS actual,
            a.rolsuper AS superusuario, a.rolbypassrls AS bypassrls,
            EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                     WHERE n.nspname = 'public' AND c.relrowsecurity AND pg_has_role(current_user, c.relowner, 'USAGE')) AS dueno,
            (SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = session_user) AS sesion_salta,
            EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1) AS rol_filas
       FROM pg_roles a WHERE a.rolname = current_user`,
    [ROL_FILAS],
  );
  return p;
}

const motivo = (p: Privilegios) => (p.superusuario ? 'es superusuario' : p.bypassrls ? 'tiene BYPASSRLS' : 'es dueño de las tablas');

/** The server would run able to bypass the row-level policies, and may not (APP_ENV=prod on PostgreSQL). */
export class FilasSinProteccion extends Error {}

/**
 * At start (construirApp): makes sure the app's statements obey the row-level policies. A role that could pass them
 * (a developer's single superuser DATABASE_URL, PGlite, which always logs in as its superuser, the tests) takes the
 * plain role `ROL_FILAS` for every statement from now on. On PostgreSQL with APP_ENV=prod that is not enough — a
 * superuser can take its rights back with one `RESET ROLE` — so the server refuses to start unless it logs in as a
 * role that can pass nothing (the two roles of docs/instalacion.md). Returns what it did, for the start-up log.
 */
export async function asegurarFilas(db: Db, opciones: { produccion: boolean }): Promise<string> {
  let p = await privilegios(db);
  const salta = p.superusuario || p.bypassrls || p.dueno;
  if (db.tipo === 'postgres' && opciones.produccion && (salta || p.sesion_salta))
    throw new FilasSinProteccion(
      `El rol ${p.sesion} de DATABASE_URL ${p.sesion_salta ? 'es superusuario o tiene BYPASSRLS' : motivo(p)}: con él la ` +
        'aplicación podría saltarse la seguridad por filas. En producción DATABASE_URL usa el rol de la aplicación, que no ' +
        'es dueño de nada, y DATABASE_OWNER_URL el dueño (docs/instalacion.md, «Los dos roles»). No se inició el servidor.',
    );
  if (!salta) return `seguridad por filas activa (rol ${p.actual})`;
  if (!p.rol_filas || !db.usarRol)
    throw new FilasSinProteccion(
      `El rol ${p.actual} ${motivo(p)} y no existe el rol ${ROL_FILAS} (lo crea la migración 0082 cuando quien migra puede ` +
        'crear roles): la aplicación se saltaría la seguridad por filas. Use los dos roles de docs/instalacion.md.',
    );
  await db.usarRol(ROL_FILAS);
  p = await privilegios(db);
  if (p.superusuario || p.bypassrls || p.dueno) throw new FilasSinProteccion(`El rol ${ROL_FILAS} puede saltarse la seguridad por filas.`);
  return `seguridad por filas activa (rol ${ROL_FILAS} sobre la sesión de ${p.sesion})`;
}
