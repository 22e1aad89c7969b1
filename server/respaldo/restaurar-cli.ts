import { resolve } from 'node:path';
import { leerConfig } from '../config';
import { rolDeUrl } from '../db/roles';
import { restaurar } from './restaurar';

/**
 * `npm run restaurar -- ARCHIVO`: restores a backup into the configured target (DATA_DIR, or DATABASE_OWNER_URL /
 * DATABASE_URL), which must be empty, and checks every table against the manifest (issue 29 item 1). The server is
 * started afterwards as usual: it applies any migration newer than the backup.
 */
async function main(): Promise<void> {
  const archivo = process.argv[2];
  if (!archivo || archivo.startsWith('--')) throw new Error('Uso: npm run restaurar -- <archivo de respaldo>');
  const config = leerConfig();
  const url = config.databaseOwnerUrl ?? config.databaseUrl;
  const m = await restaurar(
    resolve(archivo),
    url
      ? {
          motor: 'postgres',
          url,
          rolApp: config.databaseOwnerUrl && config.databaseUrl ? rolDeUrl(config.databaseUrl) : null,
        }
      : { motor: 'pglite', dataDir: config.dataDir },
  );
  console.log(
    `Restaurado el respaldo del ${m.creado} (Cosecha ${m.version}, ${m.migraciones.length} migraciones): ` +
      `las ${Object.keys(m.tablas).length} tablas coinciden con el manifiesto. Ya puede iniciar el servidor.`,
  );
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
