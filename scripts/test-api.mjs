// The API suite runs on embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set (DESIGN §6).
import { spawnSync } from 'node:child_process';

function correr(nombre, env) {
  console.log(`\n── API sobre ${nombre}`);
  const r = spawnSync('npx', ['vitest', 'run', '--project', 'api'], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { TEST_DATABASE_URL, ...sinPostgres } = process.env;
correr('PGlite', sinPostgres);
if (TEST_DATABASE_URL) correr('PostgreSQL', process.env);
