import { leerConfig } from '../config';
import { abrirDb } from '../db/db';
import { migrar } from '../db/migrate';
import { rolDeUrl } from '../db/roles';
import { sembrarSiVacia } from './seed';
import { sembrarEscala } from './seed-productores';

/**
 * `npm run seed` fills an empty database; `npm run seed -- --reset` drops everything and starts again;
 * `npm run seed -- --scale N` then tops every cooperative up to N producers (benchmarks).
 */
async function main(): Promise<void> {
  const config = leerConfig();
  // Seeding writes the whole demo (and ANALYZE, --reset): the owner's job when the install has two roles.
  const db = await abrirDb({ databaseUrl: config.databaseOwnerUrl ?? config.databaseUrl, dataDir: config.dataDir });
  try {
    if (process.argv.includes('--reset')) {
      await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      console.log('Base de datos vaciada.');
    }
    await migrar(db, { rolApp: config.databaseOwnerUrl && config.databaseUrl ? rolDeUrl(config.databaseUrl) : null });
    console.log((await sembrarSiVacia(db)) ? 'Datos de demostración creados.' : 'La base ya tenía datos: no se cambió nada (use --reset).');
    const i = process.argv.indexOf('--scale');
    if (i >= 0) {
      const n = Number(process.argv[i + 1]);
      if (!Number.isInteger(n) || n < 1) throw new Error('--scale necesita un número de productores por cooperativa');
      const inicio = Date.now();
      await db.transaction((tx) => sembrarEscala(tx, n));
      console.log(`Cada cooperativa tiene al menos ${n} productores (${Date.now() - inicio} ms).`);
    }
  } finally {
    await db.close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
