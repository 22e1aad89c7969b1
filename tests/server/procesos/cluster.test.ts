import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { crearEntorno, type Entorno } from '../entorno';
import { puertoLibre } from '../puerto-libre';

/**
 * PROCESOS=2 (server/procesos.ts): the primary migrates, forks two workers on one port and serves nothing itself;
 * SIGTERM to the primary stops them all. PostgreSQL only (PGlite refuses PROCESOS > 1: tests/server/config).
 */
const URL_SERVIDOR = process.env.TEST_DATABASE_URL;

let e: Entorno;
let principal: ChildProcess;
const salida: string[] = [];
let puerto = 0;

const escuchando = () => salida.join('').match(/Cosecha escucha en .*proceso (\d+)\)/g) ?? [];

describe.skipIf(!URL_SERVIDOR)('PROCESOS=2: dos procesos hijos en un puerto', () => {
  beforeAll(async () => {
    e = await crearEntorno();
    const [{ nombre }] = await e.db.query<{ nombre: string }>('SELECT current_database() AS nombre');
    const url = new URL(URL_SERVIDOR!);
    url.pathname = `/${nombre}`;
    puerto = await puertoLibre();
    principal = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        PORT: String(puerto),
        HOST: '127.0.0.1',
        CLIENT_DIR: '',
        PROCESOS: '2',
        METRICAS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    principal.stdout!.on('data', (d) => salida.push(String(d)));
    principal.stderr!.on('data', (d) => salida.push(String(d)));
    const limite = Date.now() + 180_000;
    while (escuchando().length < 2) {
      if (principal.exitCode !== null || Date.now() > limite) throw new Error(`no arrancaron dos procesos:\n${salida.join('')}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }, 240_000);
  afterAll(async () => {
    if (principal && principal.exitCode === null) principal.kill('SIGKILL');
    await e?.cerrar();
  });

  it('dos hijos distintos del principal escuchan el mismo puerto y atienden', async () => {
    const pids = escuchando().map((l) => Number(/proceso (\d+)/.exec(l)![1]));
    expect(new Set(pids).size).toBe(2);
    expect(pids).not.toContain(principal.pid);
    expect(salida.join('')).toContain(`Cosecha: 2 procesos en el puerto compartido (proceso principal ${principal.pid})`);
    for (let i = 0; i < 4; i++) expect((await fetch(`http://127.0.0.1:${puerto}/api/salud`)).status).toBe(200);
  });

  it('las métricas son las de los dos procesos sumadas, pida quien las pida', async () => {
    // a new connection each time, so the cluster hands them to both workers in turn
    const pedir = (ruta: string) =>
      new Promise<{ estado: number; texto: string }>((listo, fallar) => {
        get({ host: '127.0.0.1', port: puerto, path: ruta, agent: false }, (r) => {
          let texto = '';
          r.on('data', (d) => (texto += String(d)));
          r.on('end', () => listo({ estado: r.statusCode ?? 0, texto }));
        }).on('error', fallar);
      });
    const contadas = (texto: string) =>
      Number(/cosecha_peticiones_total\{metodo="GET",ruta="\/api\/salud",estado="200"\} (\d+)/.exec(texto)?.[1] ?? 0);
    const antes = await pedir('/api/metricas');
    expect(antes.estado).toBe(200);
    for (let i = 0; i < 6; i++) expect((await pedir('/api/salud')).estado).toBe(200);
    // two reads, most likely from the two workers: each answers the same sum, the 4 of the test above and these 6
    for (let i = 0; i < 2; i++) {
      const { estado, texto } = await pedir('/api/metricas');
      expect(estado).toBe(200);
      expect(texto).toContain('cosecha_procesos 2');
      expect(contadas(texto)).toBe(contadas(antes.texto) + 6);
      expect(contadas(texto)).toBe(10);
    }
  });

  it('SIGTERM al principal detiene a todos con cierre ordenado', async () => {
    const codigo = await new Promise<number | null>((listo) => {
      principal.once('exit', (c) => listo(c));
      principal.kill('SIGTERM');
    });
    expect(codigo).toBe(0);
    await expect(fetch(`http://127.0.0.1:${puerto}/api/salud`)).rejects.toThrow();
  });
});
