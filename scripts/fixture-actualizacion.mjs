// Makes the upgrade test's fixture (issue 29 item 2, tests/server/actualizacion/): the demo seeded by an OLD release
// with that release's own code, its data dumped, and the figures its own screens showed.
//
//   node scripts/fixture-actualizacion.mjs [--commit <sha>] [--url postgres://postgres@127.0.0.1:5432/postgres]
//
// It checks the commit out in a temporary git worktree (node_modules hard-linked from this checkout), creates a
// scratch database on the PostgreSQL server of --url (or FIXTURE_PG_URL), and runs tests/server/actualizacion/
// sembrar-viejo.ts in that worktree: the old migrations, the old demo seed (40 producers per cooperative, as the
// suite's default) and the old app answering the calls of cifras.ts. Then pg_dump --data-only writes the rows as
// plain INSERTs (engine-neutral: the test loads them on PGlite and on PostgreSQL), and the figures go to cifras.json
// with the list of migrations that release had applied. The scratch database and the worktree are removed.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import pg from 'pg';

const raiz = dirname(dirname(fileURLToPath(import.meta.url)));
const carpeta = join(raiz, 'tests/server/actualizacion/fixture');
const anterior = (() => {
  try {
    return JSON.parse(readFileSync(join(carpeta, 'cifras.json'), 'utf8'));
  } catch {
    return {};
  }
})();

const args = process.argv.slice(2);
const opcion = (nombre) => {
  const i = args.indexOf(`--${nombre}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const commit = execFileSync('git', ['rev-parse', opcion('commit') ?? anterior.commit ?? 'HEAD'], { cwd: raiz, encoding: 'utf8' }).trim();
const urlServidor = opcion('url') ?? process.env.FIXTURE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const productores = 40;
// Who signs in: one person per demo cooperative (coffee, cacao, honey); each reads every cycle of theirs.
const claves = ['admin@cosecha.demo', 'gerente@cosecha.demo', 'miel@cosecha.demo'];

const base = `cosecha_fixture_${process.pid}`;
const urlBase = (() => {
  const u = new URL(urlServidor);
  u.pathname = `/${base}`;
  return u.toString();
})();
async function enServidor(sql) {
  const c = new pg.Client({ connectionString: urlServidor });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

const viejo = mkdtempSync(join(tmpdir(), 'cosecha-viejo-'));
rmSync(viejo, { recursive: true });
execFileSync('git', ['worktree', 'add', '--detach', viejo, commit], { cwd: raiz, stdio: 'inherit' });
try {
  // Hard links: the old release runs on this checkout's packages without an install (its lock file may be older;
  // what it imports is still there).
  execFileSync('cp', ['-al', join(raiz, 'node_modules'), join(viejo, 'node_modules')]);
  await enServidor(`CREATE DATABASE ${base}`);
  try {
    const salida = join(viejo, 'cifras.json');
    const r = spawnSync('npx', ['tsx', join(raiz, 'tests/server/actualizacion/sembrar-viejo.ts')], {
      cwd: viejo,
      stdio: 'inherit',
      env: {
        ...process.env,
        FIXTURE_URL: urlBase,
        FIXTURE_CIFRAS: salida,
        FIXTURE_PRODUCTORES: String(productores),
        FIXTURE_CLAVES: JSON.stringify(claves),
      },
    });
    if (r.status !== 0) throw new Error(`sembrar-viejo.ts terminó con ${r.status}`);
    const cifras = JSON.parse(readFileSync(salida, 'utf8'));

    // Rows only: the test builds the old schema by running that release's migrations (the same files, checked by
    // their fingerprints) and loads these rows with triggers off, so the kept summaries arrive as the old code left them.
    const volcado = execFileSync(
      'pg_dump',
      ['--data-only', '--column-inserts', '--rows-per-insert=200', '--no-owner', '--no-privileges', `--dbname=${urlBase}`],
      { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    // Without the header (SET lines, the search_path emptied for the session) and psql's \restrict lines: what is
    // left is INSERTs into schema-qualified tables and the sequences' setval, plain SQL any engine runs.
    const desde = volcado.indexOf('\n-- Data for Name');
    if (desde < 0) throw new Error('pg_dump no devolvió datos');
    const cuerpo = volcado
      .slice(desde + 1)
      .replace(/^\\(un)?restrict \S+$/gm, '')
      .trimEnd();
    writeFileSync(join(carpeta, 'datos.sql.gz'), gzipSync(`${cuerpo}\n`, { level: 9 }));

    const c = new pg.Client({ connectionString: urlBase });
    await c.connect();
    const migraciones = (await c.query('SELECT nombre FROM migraciones ORDER BY nombre')).rows.map((f) => f.nombre);
    await c.end();
    const fecha = execFileSync('git', ['show', '-s', '--format=%cI', commit], { cwd: raiz, encoding: 'utf8' }).trim();
    const generado = new Date().toISOString().slice(0, 10);
    writeFileSync(
      join(carpeta, 'cifras.json'),
      `${JSON.stringify({ commit, fecha, generado, productores, migraciones, cifras }, null, 2)}\n`,
    );
    console.log(`Fixture de ${commit.slice(0, 7)} (${migraciones.at(-1)}) en ${carpeta}`);
  } finally {
    await enServidor(`DROP DATABASE IF EXISTS ${base} WITH (FORCE)`);
  }
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', viejo], { cwd: raiz, stdio: 'inherit' });
}
