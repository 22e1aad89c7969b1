import { leerConfig } from '../../config';
import { abrirDb } from '../../db/db';
import { comandoAreasNaturales } from './areas-naturales-comando';

/**
 * `npm run areas-naturales -- <archivo.geojson> [--reemplazar]`: loads a protected natural areas layer into the
 * database the server uses (DATA_DIR for PGlite, which must not be open by a running server; DATABASE_URL for
 * PostgreSQL; DATABASE_OWNER_URL when the install has two roles: loading the platform's layer is the owner's job, like
 * the migrations it may apply). README 'Áreas naturales protegidas'.
 */
const config = leerConfig();
comandoAreasNaturales(
  process.argv.slice(2),
  () => abrirDb({ databaseUrl: config.databaseOwnerUrl ?? config.databaseUrl, dataDir: config.dataDir }),
  (l) => console.log(l),
)
  .then((codigo) => process.exit(codigo))
  .catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
