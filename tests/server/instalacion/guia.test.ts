import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { puertoLibre } from '../puerto-libre';

/**
 * Issue 29 item 6: docs/instalacion.md tried step by step. Its blocks marked `<!-- probar: … -->` run as written, with
 * only what ties them to a real server replaced: the database and role names get this run's suffix (the roles are
 * the cluster's, shared by every run), the PostgreSQL address is the tests' one, /opt/cosecha is this checkout,
 * /var/lib/cosecha and /etc/cosecha are temporary folders, and port 3000 a free one. PostgreSQL only (the guide is
 * for a server with PostgreSQL; PGlite has no roles).
 */
const URL_SERVIDOR = process.env.TEST_DATABASE_URL;
const RAIZ = resolve(__dirname, '../../..');
const GUIA = readFileSync(join(RAIZ, 'docs/instalacion.md'), 'utf8');

/** The code of the block marked `probar: nombre`. */
function bloque(nombre: string): string {
  const m = new RegExp(`<!-- probar: ${nombre} -->\\n\`\`\`\\w*\\n([\\s\\S]*?)\\n\`\`\``).exec(GUIA);
  if (!m) throw new Error(`docs/instalacion.md no tiene el bloque «probar: ${nombre}»`);
  return m[1]!;
}

const hay = (programa: string) => spawnSync('sh', ['-c', `command -v ${programa}`]).status === 0;

const sufijo = randomBytes(4).toString('hex');
const base = `cosecha_guia_${sufijo}`;
const duenoRol = `cosecha_owner_${sufijo}`;
const appRol = `cosecha_app_${sufijo}`;
let carpeta: string;
let puerto: number;
let servidor: ChildProcess | null = null;
let salidaServidor = '';

/** The guide's text for this run: its names, this PostgreSQL, this checkout, these folders and port. */
function deEstaCorrida(texto: string): string {
  const pgUrl = new URL(URL_SERVIDOR!);
  return texto
    .replaceAll('cosecha_owner', duenoRol)
    .replaceAll('cosecha_app', appRol)
    .replace(/\bDATABASE cosecha\b/g, `DATABASE ${base}`)
    .replace(/^\\c cosecha$/m, `\\c ${base}`)
    .replaceAll('127.0.0.1:5432/cosecha', `${pgUrl.host}/${base}`)
    .replaceAll('/opt/cosecha', RAIZ)
    .replaceAll('/var/lib/cosecha', join(carpeta, 'datos'))
    .replaceAll('/etc/cosecha/cosecha.env', join(carpeta, 'cosecha.env'))
    .replace(/^PORT=3000$/m, `PORT=${puerto}`);
}

/** A shell block as the guide writes it, without `cd` and `sudo -u cosecha` (this run is already in the checkout). */
const comoEnLaGuia = (texto: string): string =>
  deEstaCorrida(texto)
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((l) => !l.startsWith('cd '))
    .join('\n')
    .replace('sudo -u cosecha ', '');

/** KEY=value lines of an environment file, as systemd's EnvironmentFile reads them. */
const variables = (archivo: string): Record<string, string> =>
  Object.fromEntries(
    archivo
      .split('\n')
      .filter((l) => l.trim() && !l.trim().startsWith('#'))
      .map((l) => [l.slice(0, l.indexOf('=')).trim(), l.slice(l.indexOf('=') + 1).trim()]),
  );

async function entrar(email: string, password: string): Promise<number> {
  const r = await fetch(`http://127.0.0.1:${puerto}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return r.status;
}

describe.skipIf(!URL_SERVIDOR)('la guía de instalación (docs/instalacion.md), paso a paso', () => {
  let contrasena = '';

  beforeAll(async () => {
    carpeta = mkdtempSync(join(tmpdir(), 'cosecha-guia-'));
    puerto = await puertoLibre();
  });

  afterAll(async () => {
    if (servidor && servidor.exitCode === null) {
      servidor.kill('SIGTERM');
      await new Promise((listo) => servidor!.once('exit', listo));
    }
    const admin = new pg.Client({ connectionString: URL_SERVIDOR });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${base} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${appRol}`);
      await admin.query(`DROP ROLE IF EXISTS ${duenoRol}`);
    } finally {
      await admin.end();
    }
    rmSync(carpeta, { recursive: true, force: true });
  });

  it('3: los dos roles y la base, con psql como superusuario', () => {
    const sql = join(carpeta, 'roles.sql');
    writeFileSync(sql, deEstaCorrida(bloque('roles')));
    const r = spawnSync('psql', ['-v', 'ON_ERROR_STOP=1', '-q', '-d', URL_SERVIDOR!, '-f', sql], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('4 y 5: con el archivo de entorno, `npm run instalar` crea la cooperativa y su administrador e imprime la contraseña', () => {
    writeFileSync(join(carpeta, 'cosecha.env'), deEstaCorrida(bloque('entorno')));
    const orden = comoEnLaGuia(bloque('instalar'));
    const r = spawnSync('bash', ['-c', orden], { cwd: RAIZ, encoding: 'utf8', timeout: 300_000 });
    expect(
      r.stderr
        .trim()
        .split('\n')
        .filter((l) => l && !/npm (warn|notice)/.test(l)),
    ).toEqual([]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Cooperativa «Unión de Ejidos de la Selva» creada, con su administrador.');
    contrasena = /^Contraseña: (\S+)$/m.exec(r.stdout)?.[1] ?? '';
    expect(contrasena).toMatch(/^[\w-]{24}$/);
    // and a second time it changes nothing and says why
    const otra = spawnSync('bash', ['-c', orden], { cwd: RAIZ, encoding: 'utf8', timeout: 300_000 });
    expect(otra.status).toBe(1);
    expect(otra.stderr).toContain('Esta base ya tiene usuarios');
  });

  it('6: la línea ExecStart del servicio, con su carpeta y su archivo de entorno, atiende: salud, el administrador entra, no hay demostración', async () => {
    const unidad = deEstaCorrida(bloque('systemd'));
    const campo = (nombre: string) => new RegExp(`^${nombre}=(.*)$`, 'm').exec(unidad)![1]!;
    const [programa, ...argumentos] = campo('ExecStart').split(' ');
    const entorno = variables(readFileSync(campo('EnvironmentFile'), 'utf8'));
    servidor = spawn(programa === '/usr/bin/node' ? process.execPath : programa!, argumentos, {
      cwd: campo('WorkingDirectory'),
      env: { PATH: process.env.PATH, ...entorno },
    });
    servidor.stdout!.on('data', (d) => (salidaServidor += d));
    servidor.stderr!.on('data', (d) => (salidaServidor += d));
    let salud: Response | null = null;
    for (let i = 0; i < 240 && servidor.exitCode === null; i++) {
      salud = await fetch(`http://127.0.0.1:${puerto}/api/salud`).catch(() => null);
      if (salud) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(salud?.status, salidaServidor).toBe(200);
    expect(['ok', 'degradado']).toContain(((await salud!.json()) as { estado: string }).estado);
    expect(await entrar('admin@su-cooperativa.org', contrasena)).toBe(200);
    expect(await entrar('admin@cosecha.demo', 'cosecha-demo')).toBe(401);
    // the app's role owns nothing (the owner migrated)
    const c = new pg.Client({ connectionString: entorno.DATABASE_URL });
    await c.connect();
    try {
      const { rows } = await c.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tableowner = current_user`);
      expect(rows[0].n).toBe(0);
    } finally {
      await c.end();
    }
  }, 300_000);

  it('9: `npm run respaldo` con el servidor en marcha deja el respaldo y su manifiesto en la carpeta del archivo de entorno', () => {
    const orden = comoEnLaGuia(bloque('respaldo'));
    const r = spawnSync('bash', ['-c', orden], { cwd: RAIZ, encoding: 'utf8', timeout: 300_000 });
    expect(r.status, r.stderr).toBe(0);
    const carpetaRespaldos = variables(readFileSync(join(carpeta, 'cosecha.env'), 'utf8')).RESPALDO_CARPETA!;
    // the file this command wrote, by what it printed: the running server (RESPALDO_DIARIO=1 in the guide) may be
    // writing its own daily backup into the same folder at this moment, whose manifest comes last
    const volcado = /^Respaldo escrito: (\S+\.dump) \(/m.exec(r.stdout)?.[1];
    expect(volcado, r.stdout).toBeTruthy();
    expect(dirname(volcado!)).toBe(resolve(carpetaRespaldos));
    const archivos = readdirSync(carpetaRespaldos);
    expect(archivos).toContain(basename(volcado!));
    expect(archivos).toContain(`${basename(volcado!)}.json`);
  }, 300_000);

  it.skipIf(!hay('systemd-analyze'))('6: systemd-analyze verify acepta la unidad', () => {
    const archivo = join(carpeta, 'cosecha.service');
    writeFileSync(archivo, deEstaCorrida(bloque('systemd')));
    const r = spawnSync('systemd-analyze', ['verify', archivo], { encoding: 'utf8' });
    // only the unit's own lines count: on a machine without systemd running, verify also talks about the host
    const propias = r.stderr.split('\n').filter((l) => l.includes('cosecha.service'));
    expect(propias).toEqual([]);
    expect(r.status).toBe(0);
  });

  it.skipIf(!hay('nginx') || !hay('openssl'))('7: nginx -t acepta el sitio (con un certificado propio de la prueba)', () => {
    const cert = join(carpeta, 'cert.pem');
    const llave = join(carpeta, 'llave.pem');
    spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=cosecha',
      '-keyout',
      llave,
      '-out',
      cert,
      '-days',
      '1',
    ]);
    const sitio = bloque('nginx')
      .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${cert};`)
      .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${llave};`)
      .replace(/listen 80;/, 'listen 127.0.0.1:18080;')
      .replace(/listen 443 ssl/, 'listen 127.0.0.1:18443 ssl');
    writeFileSync(join(carpeta, 'sitio.conf'), sitio);
    writeFileSync(
      join(carpeta, 'nginx.conf'),
      `pid ${join(carpeta, 'nginx.pid')};\nerror_log stderr;\nevents {}\nhttp {\n  access_log off;\n  include ${join(carpeta, 'sitio.conf')};\n}\n`,
    );
    const r = spawnSync('nginx', ['-t', '-c', join(carpeta, 'nginx.conf'), '-p', carpeta], { encoding: 'utf8' });
    expect(r.stderr).toContain('test is successful');
  });
});
