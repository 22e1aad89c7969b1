import { abrirDb, type Db } from './db';
import { migrar } from './migrate';
import { rolDeUrl } from './roles';

export interface UrlsBase {
  databaseUrl: string | null;
  /** The owner's connection (DATABASE_OWNER_URL): runs the migrations; null: `databaseUrl` runs them too. */
  databaseOwnerUrl: string | null;
  dataDir: string;
}

/**
 * Opens the database the app will use, migrated. On PostgreSQL with an owner URL whose role differs from the app's,
 * the migrations (and `preparar`, e.g. the demo data on first start) run on a short-lived owner connection that
 * also grants the app's role its rights; the app then connects as its own role, which owns nothing. With one URL
 * (or PGlite, embedded and single-user: it has no roles) the same connection does everything, as before.
 */
export async function abrirBaseMigrada(urls: UrlsBase, preparar?: (db: Db) => Promise<void>): Promise<Db> {
  const { databaseUrl, databaseOwnerUrl, dataDir } = urls;
  if (!databaseUrl && databaseOwnerUrl) throw new Error('DATABASE_OWNER_URL necesita DATABASE_URL (el rol de la aplicación)');
  const rolApp = databaseUrl && databaseOwnerUrl ? rolDeUrl(databaseUrl) : null;
  if (!databaseOwnerUrl || !rolApp || rolApp === rolDeUrl(databaseOwnerUrl)) {
    const db = await abrirDb({ databaseUrl, dataDir });
    await migrar(db);
    await preparar?.(db);
    return db;
  }
  const dueno = await abrirDb({ databaseUrl: databaseOwnerUrl, dataDir: null });
  try {
    await migrar(dueno, { rolApp });
    await preparar?.(dueno);
  } finally {
    await dueno.close();
  }
  return abrirDb({ databaseUrl, dataDir: null });
}
