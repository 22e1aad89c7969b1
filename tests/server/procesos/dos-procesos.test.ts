import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { crearEntorno, type Entorno } from '../entorno';
import { pngValido } from '../png';
import { uno, usuarioPorCorreo } from '../ayudas';
import { cuerpoEntrega } from '../acopio/acopio-ayudas';
import { cuentaDeCiclo } from '../acopio/lotes-ayudas';
import { cicloConEntregas } from '../remanente/remanente-ayudas';
import { MAX_FALLOS_CUENTA_DIRECCION } from '@domain/auth/limites-acceso';
import { puertoLibre } from '../puerto-libre';

/**
 * Issue 29 item 4: two real server processes (`tsx server/server.ts`, each on its own port) on one PostgreSQL
 * database serve the same users with no difference: a session, a retried delivery, an upload, the sign-in limits and
 * a job. PGlite is one process by design (server/db/candado.ts), so this runs only with TEST_DATABASE_URL.
 */
const URL_SERVIDOR = process.env.TEST_DATABASE_URL;

interface Proceso {
  url: string;
  hijo: ChildProcess;
  lineas: string[];
}

let e: Entorno;
let a: Proceso;
let b: Proceso;

async function arrancar(databaseUrl: string): Promise<Proceso> {
  const port = await puertoLibre();
  const hijo = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', CLIENT_DIR: '', APP_ENV: 'dev' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lineas: string[] = [];
  let resto = '';
  hijo.stdout!.on('data', (d) => {
    const partes = (resto + String(d)).split('\n');
    resto = partes.pop() ?? '';
    lineas.push(...partes);
  });
  hijo.stderr!.on('data', (d) => lineas.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  const limite = Date.now() + 180_000;
  for (;;) {
    if (hijo.exitCode !== null) throw new Error(`el servidor terminó al arrancar:\n${lineas.join('\n')}`);
    try {
      if ((await fetch(`${url}/api/salud`)).status === 200) return { url, hijo, lineas };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > limite) throw new Error(`el servidor no arrancó:\n${lineas.join('\n')}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

function detener(p: Proceso | undefined): Promise<void> {
  if (!p || p.hijo.exitCode !== null) return Promise.resolve();
  return new Promise((listo) => {
    p.hijo.once('exit', () => listo());
    p.hijo.kill('SIGTERM');
  });
}

const pedir = (p: Proceso, metodo: string, ruta: string, token: string | null, cuerpo?: unknown, extra: Record<string, string> = {}) =>
  fetch(`${p.url}${ruta}`, {
    method: metodo,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cuerpo !== undefined ? { 'content-type': 'application/json' } : {}),
      ...extra,
    },
    body: cuerpo !== undefined ? JSON.stringify(cuerpo) : undefined,
  });

async function entrar(p: Proceso, email: string): Promise<string> {
  const r = await pedir(p, 'POST', '/api/auth/login', null, { email, password: 'cosecha-demo' });
  expect(r.status).toBe(200);
  return ((await r.json()) as { token: string }).token;
}

describe.skipIf(!URL_SERVIDOR)('dos procesos del servidor sobre una base PostgreSQL', () => {
  beforeAll(async () => {
    e = await crearEntorno();
    const [{ nombre }] = await e.db.query<{ nombre: string }>('SELECT current_database() AS nombre');
    const url = new URL(URL_SERVIDOR!);
    url.pathname = `/${nombre}`;
    [a, b] = await Promise.all([arrancar(url.toString()), arrancar(url.toString())]);
  }, 400_000);
  afterAll(async () => {
    await Promise.all([detener(a), detener(b)]);
    await e?.cerrar();
  });

  it('la sesión abierta en un proceso sirve en el otro, y cerrarla en el otro la cierra en ambos', async () => {
    const token = await entrar(a, 'gerente@cosecha.demo');
    const perfil = await pedir(b, 'POST', '/api/auth/profile', token);
    expect(perfil.status).toBe(200);
    expect(((await perfil.json()) as { user: { email: string } }).user.email).toBe('gerente@cosecha.demo');
    expect((await pedir(b, 'POST', '/api/auth/logout', token)).status).toBe(200);
    expect((await pedir(a, 'POST', '/api/auth/profile', token)).status).toBe(401);
  });

  it('una entrega enviada a un proceso y reintentada contra el otro con la misma Idempotency-Key se guarda una vez', async () => {
    const token = await entrar(a, 'gerente@cosecha.demo');
    const cuenta = await cuentaDeCiclo(e, 2);
    const clave = randomUUID();
    const cuerpo = cuerpoEntrega(cuenta.uuid);
    const primera = await pedir(a, 'POST', '/api/admin/acopios/entregas', token, cuerpo, { 'idempotency-key': clave });
    const textoPrimera = await primera.text();
    expect(primera.status, textoPrimera).toBe(201);
    const segunda = await pedir(b, 'POST', '/api/admin/acopios/entregas', token, cuerpo, { 'idempotency-key': clave });
    expect(segunda.status).toBe(201);
    const [d1, d2] = [JSON.parse(textoPrimera).data, ((await segunda.json()) as { data: Record<string, unknown> }).data];
    expect(d2.folio_acopio).toBe(d1.folio_acopio);
    expect(d2.uuid).toBe(d1.uuid);
    const { n } = await uno<{ n: number }>(e.db, 'SELECT count(*)::int AS n FROM acopios WHERE id_cooperativa = 2 AND id_cuenta = $1', [
      cuenta.id,
    ]);
    expect(n).toBe(1);
  });

  it('un archivo subido a un proceso se descarga del otro, igual', async () => {
    const token = await entrar(a, 'gerente@cosecha.demo');
    const capturista = await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo');
    const png = pngValido(30, 12);
    const formulario = new FormData();
    formulario.append('archivo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'firma.png');
    const subida = await fetch(`${a.url}/api/users/${capturista.uuid}/firma`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: formulario,
    });
    const texto = await subida.text();
    expect(subida.status, texto).toBe(200);
    const firma = JSON.parse(texto).data.firma as string;
    const bajada = await pedir(b, 'GET', `/api/archivos/${firma}`, token);
    expect(bajada.status).toBe(200);
    expect(bajada.headers.get('content-type')).toBe('image/png');
    expect((await bajada.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('los intentos fallidos de acceso se cuentan entre ambos procesos: el límite llega tras el mismo número', async () => {
    const email = 'tecnico.sierra@cosecha.demo';
    const codigos: number[] = [];
    for (let i = 0; i < MAX_FALLOS_CUENTA_DIRECCION; i++) {
      const r = await pedir(i % 2 ? b : a, 'POST', '/api/auth/login', null, { email, password: `mala-${i}` });
      codigos.push(r.status);
    }
    expect(codigos).not.toContain(429);
    // the next one is refused by either process, with the right password too
    for (const p of [a, b]) {
      const r = await pedir(p, 'POST', '/api/auth/login', null, { email, password: 'cosecha-demo' });
      expect(r.status).toBe(429);
    }
  });

  it('un trabajo encolado desde un proceso lo corre uno de los trabajadores, una vez', async () => {
    const token = await entrar(b, 'gerente@cosecha.demo');
    const ciclo = await cicloConEntregas(e, 2);
    const r = await pedir(b, 'POST', '/api/remanente/generar_recibos', token, { id_ciclo: ciclo }, { 'idempotency-key': randomUUID() });
    const texto = await r.text();
    expect(r.status, texto).toBe(201);
    const generacion = JSON.parse(texto).data as { id: number; total: number };
    let estado = '';
    for (let i = 0; i < 240 && estado !== 'hecho'; i++) {
      await new Promise((listo) => setTimeout(listo, 500));
      const g = await pedir(a, 'GET', `/api/remanente/generaciones/${generacion.id}`, token);
      estado = ((await g.json()) as { data: { estado: string } }).data.estado;
    }
    expect(estado).toBe('hecho');
    const trabajos = await e.db.query<{ estado: string; tomado_por: string }>(
      `SELECT estado, tomado_por FROM trabajos WHERE tipo = 'remanente_recibos' AND (datos->>'generacion')::int = $1`,
      [generacion.id],
    );
    expect(trabajos).toHaveLength(1);
    expect(trabajos[0].estado).toBe('hecho');
    const g = await uno<{ hechos: number; total: number }>(e.db, 'SELECT hechos, total FROM remanente_generaciones WHERE id = $1', [
      generacion.id,
    ]);
    expect(g.hechos).toBe(g.total);
  });

  it('cada proceso registra cada petición en una línea JSON con su id (el de x-request-id), ruta, estado y usuario; sin tokens', async () => {
    const token = await entrar(a, 'gerente@cosecha.demo');
    const gerente = await usuarioPorCorreo(e.db, 'gerente@cosecha.demo');
    const r = await pedir(b, 'POST', '/api/auth/profile', token);
    const id = r.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((listo) => setTimeout(listo, 300));
    const lineas = b.lineas.flatMap((l) => {
      try {
        return [JSON.parse(l) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
    const linea = lineas.find((l) => l.reqId === id);
    expect(linea).toMatchObject({
      msg: 'petición',
      metodo: 'POST',
      ruta: '/api/auth/profile',
      estado: 200,
      usuario: gerente.id,
      cooperativa: 2,
    });
    expect(typeof linea!.ms).toBe('number');
    expect(a.lineas.concat(b.lineas).join('\n')).not.toContain(token);
    expect(a.lineas.concat(b.lineas).join('\n')).not.toContain('cosecha-demo');
  });
});
