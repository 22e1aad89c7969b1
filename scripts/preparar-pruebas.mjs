// What `npm test` needs outside node_modules, brought where it can be (issue 22 item 27): a fresh machine runs
// `npm ci && npm test` and nothing else. As root with apt-get, the Debian packages are installed; without them the
// run stops at once with the one command to type. A local PostgreSQL cluster is started when one is installed, so
// the API's PostgreSQL pass runs too; with no PostgreSQL at all that pass is skipped and the run says so.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';

/**
 * Debian packages and the file that shows each is installed: Chromium and its old headless shell run the browser
 * tests (playwright.config.ts); poppler-utils' pdftotext, pdffonts and pdfinfo read the PDFs the app makes; qpdf checks
 * their structure; Java and PDFBox Preflight validate them as PDF/A; nginx checks the install guide's site.
 */
export const PAQUETES_DEBIAN = [
  { paquete: 'chromium', archivo: '/usr/bin/chromium' },
  { paquete: 'chromium-headless-shell', archivo: '/usr/lib/chromium/chromium-headless-shell' },
  { paquete: 'poppler-utils', archivo: '/usr/bin/pdftotext' },
  { paquete: 'qpdf', archivo: '/usr/bin/qpdf' },
  // PDFBox Preflight, the PDF/A validator Debian ships (tests/server/pdf-revision.ts), and the Java that runs it.
  { paquete: 'default-jre-headless', archivo: '/usr/bin/java' },
  { paquete: 'libpdfbox2-java', archivo: '/usr/share/java/preflight.jar' },
  { paquete: 'libactivation-java', archivo: '/usr/share/java/javax.activation.jar' },
  { paquete: 'libjaxb-api-java', archivo: '/usr/share/java/jaxb-api.jar' },
  // nginx -t checks the HTTPS site of the install guide (tests/server/instalacion/guia.test.ts); it is never started.
  { paquete: 'nginx-light', archivo: '/usr/sbin/nginx' },
];

/**
 * The database the PostgreSQL pass connects to (each test file creates and drops its own beside it), one per checkout
 * so two checkouts testing at once do not drop each other's.
 */
const URL_LOCAL = 'postgres://postgres@127.0.0.1:5432';
const BASE_PRUEBAS = `cosecha_pruebas_${createHash('md5').update(process.cwd()).digest('hex').slice(0, 8)}`;

const correr = (orden, args, opciones = {}) => spawnSync(orden, args, { stdio: 'inherit', ...opciones });
const hay = (orden) => spawnSync('sh', ['-c', `command -v ${orden}`], { stdio: 'ignore' }).status === 0;

function instalarPaquetes() {
  const faltan = PAQUETES_DEBIAN.filter((p) => !existsSync(p.archivo)).map((p) => p.paquete);
  if (faltan.length === 0) return;
  const orden = `apt-get update && apt-get install -y ${faltan.join(' ')}`;
  const esRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!esRoot || !hay('apt-get')) {
    console.error(`\n✗ Faltan paquetes para las pruebas: ${faltan.join(', ')}.\n  Instálelos una vez con:\n\n    sudo sh -c '${orden}'\n`);
    process.exit(1);
  }
  console.log(`── instalando ${faltan.join(', ')} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    correr('apt-get', ['update', '-qq'], { env, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0 ||
    correr('apt-get', ['install', '-y', '-qq', ...faltan], { env, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0
  ) {
    console.error(`\n✗ apt-get no pudo instalar ${faltan.join(', ')}. Ejecute:\n\n    sudo sh -c '${orden}'\n`);
    process.exit(1);
  }
}

async function conecta(url) {
  const cliente = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await cliente.connect();
    return cliente;
  } catch {
    await cliente.end().catch(() => {});
    return null;
  }
}

/** Starts every installed cluster that is down (Debian's pg_ctlcluster), as CI's old script did. */
function arrancarClusters() {
  if (!hay('pg_ctlcluster') || !existsSync('/etc/postgresql')) return false;
  for (const version of readdirSync('/etc/postgresql')) {
    for (const cluster of readdirSync(`/etc/postgresql/${version}`)) {
      correr('pg_ctlcluster', ['--skip-systemctl-redirect', version, cluster, 'start'], { stdio: 'ignore' });
    }
  }
  return true;
}

/**
 * The URL of the PostgreSQL pass: TEST_DATABASE_URL when given; otherwise the local server on 127.0.0.1:5432 as
 * postgres (started if installed and down), with a fresh `cosecha_pruebas_<checkout>` database; null when there is none.
 */
async function basePostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  let cliente = await conecta(`${URL_LOCAL}/postgres`);
  if (!cliente && arrancarClusters()) {
    for (let i = 0; i < 30 && !cliente; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      cliente = await conecta(`${URL_LOCAL}/postgres`);
    }
  }
  if (!cliente) {
    console.log(
      '── sin PostgreSQL en 127.0.0.1:5432: el API se prueba solo sobre PGlite (defina TEST_DATABASE_URL para la segunda pasada)',
    );
    return null;
  }
  try {
    await cliente.query(`DROP DATABASE IF EXISTS ${BASE_PRUEBAS} WITH (FORCE)`);
    await cliente.query(`CREATE DATABASE ${BASE_PRUEBAS}`);
  } finally {
    await cliente.end();
  }
  return `${URL_LOCAL}/${BASE_PRUEBAS}`;
}

/** One copy of each: two routers or two MUIs break the client at run time (DESIGN §8). */
function unaCopia() {
  for (const p of ['react-router', '@mui/material']) {
    const r = spawnSync('npm', ['ls', p, '--all', '--parseable'], { encoding: 'utf8' });
    const copias = new Set(r.stdout.split('\n').filter(Boolean)).size;
    if (copias !== 1) {
      console.error(`\n✗ hay ${copias} copias de ${p} en node_modules (ejecute npm ci)`);
      process.exit(1);
    }
  }
}

/** Returns the environment for the test steps: TEST_DATABASE_URL set when a PostgreSQL pass will run. */
export async function prepararPruebas() {
  unaCopia();
  instalarPaquetes();
  const url = await basePostgres();
  return url ? { ...process.env, TEST_DATABASE_URL: url } : process.env;
}
