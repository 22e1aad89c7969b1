import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { leerConfig } from '../config';
import { DatosEnUsoError } from '../db/candado';
import { abrirDb } from '../db/db';
import { pedirRespaldo } from './canal';
import { respaldar, type Respaldo } from './respaldar';

/**
 * `npm run respaldo [-- --carpeta DIR]`: one consistent, compressed backup and its manifest (issue 29 item 1), in
 * RESPALDO_CARPETA (./respaldos) unless told. PostgreSQL: pg_dump as the owner, while the server runs. PGlite: the
 * data folder belongs to the server holding its lock, so the command asks that server over its local channel
 * (canal.ts); with no server running, it opens the folder itself.
 */
async function main(): Promise<void> {
  const config = leerConfig();
  const i = process.argv.indexOf('--carpeta');
  const carpeta = resolve(i >= 0 ? (process.argv[i + 1] ?? '') : config.respaldo.carpeta);
  let r: Respaldo;
  if (config.databaseUrl) {
    const url = config.databaseOwnerUrl ?? config.databaseUrl;
    const db = await abrirDb({ databaseUrl: url, dataDir: null });
    try {
      r = await respaldar(db, { carpeta, urlVolcado: url });
    } finally {
      await db.close();
    }
  } else {
    if (!existsSync(join(config.dataDir, 'PG_VERSION'))) throw new Error(`No hay una base de Cosecha en ${config.dataDir} (DATA_DIR).`);
    try {
      const db = await abrirDb({ databaseUrl: null, dataDir: config.dataDir });
      try {
        r = await respaldar(db, { carpeta });
      } finally {
        await db.close();
      }
    } catch (e) {
      if (!(e instanceof DatosEnUsoError)) throw e;
      console.log('El servidor está usando la carpeta de datos: se le pide el respaldo.');
      r = await pedirRespaldo(config.dataDir, carpeta);
    }
  }
  const tablas = Object.keys(r.manifiesto.tablas).length;
  const filas = Object.values(r.manifiesto.tablas).reduce((s, t) => s + t.filas, 0);
  console.log(
    `Respaldo escrito: ${r.archivo} (${(r.manifiesto.bytes / 1e6).toFixed(1)} MB, ${tablas} tablas, ${filas} filas; ` +
      `SHA-256 ${r.manifiesto.sha256}). Manifiesto: ${r.archivo}.json`,
  );
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
