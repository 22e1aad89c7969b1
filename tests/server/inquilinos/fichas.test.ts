import { beforeAll } from 'vitest';
import { casos } from './casos/fichas';
import { e, registrarCasos } from './contexto';

registrarCasos('fichas', casos);
// The demo has no KoboToolbox: cooperative 1's form gets a project uid here (after preparar, before the first
// fingerprint) so the project lookup is tried with a uid that exists, in another cooperative.
beforeAll(async () => {
  await e.db.query(`UPDATE kobo_fichas SET kobo_project_uid = 'aInquilinosCoop1' WHERE id_cooperativa = 1 AND kobo_project_uid IS NULL`);
});
