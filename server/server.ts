import { leerConfig } from './config';
import { abrirDb } from './db/db';
import { migrar } from './db/migrate';
import { sembrarSiVacia } from './demo/seed';
import { construirApp } from './app';
import { DatosEnUsoError } from './db/candado';

/** Entry point: configuration, database, migrations, demo data on first start, listen, graceful close. */
async function main(): Promise<void> {
  const config = leerConfig();
  const db = await abrirDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrar(db);
  if (await sembrarSiVacia(db)) console.log('Datos de demostración creados (contraseña de las cuentas: cosecha-demo).');
  const app = await construirApp(config, db, { logger: config.appEnv !== 'local' });
  const cerrar = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', cerrar);
  process.once('SIGTERM', cerrar);
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Cosecha escucha en http://${config.host}:${config.port} (${db.tipo === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((e) => {
  console.error(e instanceof DatosEnUsoError ? e.message : e);
  process.exit(1);
});
