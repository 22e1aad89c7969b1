import { leerConfig } from '../config';
import { abrirDb } from './db';
import { migrar } from './migrate';
import { sembrarSiVacia } from './seed';

/** `npm run seed` fills an empty database; `npm run seed -- --reset` drops everything and starts again. */
async function main(): Promise<void> {
  const config = leerConfig();
  const db = await abrirDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (process.argv.includes('--reset')) {
      await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      console.log('Base de datos vaciada.');
    }
    await migrar(db);
    console.log((await sembrarSiVacia(db)) ? 'Datos de demostración creados.' : 'La base ya tenía datos: no se cambió nada (use --reset).');
  } finally {
    await db.close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
