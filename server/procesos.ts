import cluster, { type Worker } from 'node:cluster';
import { sumarMetricasEnElPrincipal } from './modules/metricas/metricas-cluster';

/**
 * Several server processes behind one port (issue 29 item 4; PROCESOS=N, docs/varios-procesos.md): the primary
 * migrates the database once, then forks N workers that share the port (Node's cluster hands each connection to
 * one of them) and serves nothing itself. Each worker is a whole server: everything a user's requests share lives in
 * PostgreSQL (sessions, sign-in limits, idempotency keys, jobs, files), so it does not matter which one answers.
 * A worker that dies is replaced; SIGTERM/SIGINT stop them all gracefully.
 */

/** Set in a forked worker's environment: the primary has already migrated and seeded. */
export const ENV_HIJO = 'COSECHA_PROCESO_HIJO';

export const esProcesoHijo = (): boolean => cluster.isWorker && process.env[ENV_HIJO] === '1';

/** A worker's place among the N (0 to N−1), kept by its replacement; 0 outside the cluster. */
export const ENV_PUESTO = 'COSECHA_PROCESO_PUESTO';

/**
 * Whether this process does the installation's once-a-day work (the daily backup): the only process, or the worker in
 * place 0. With N workers each would otherwise take its own backup.
 */
export const esProcesoPrincipalDeTrabajo = (): boolean => !esProcesoHijo() || process.env[ENV_PUESTO] === '0';

/** A worker that dies sooner than this after its start is not restarted (it would fail again in a loop). */
const VIDA_MINIMA_MS = 10_000;

export function iniciarProcesos(n: number): void {
  let cerrando = false;
  const nacidos = new Map<Worker, { inicio: number; puesto: number }>();
  const lanzar = (puesto: number) =>
    nacidos.set(cluster.fork({ [ENV_HIJO]: '1', [ENV_PUESTO]: String(puesto) }), { inicio: Date.now(), puesto });
  // a scrape of GET /api/metricas reaches one worker: the primary adds every worker's metrics up for it
  sumarMetricasEnElPrincipal();
  for (let i = 0; i < n; i++) lanzar(i);
  cluster.on('exit', (w, codigo, senal) => {
    const { inicio, puesto } = nacidos.get(w) ?? { inicio: 0, puesto: 0 };
    const vivio = Date.now() - inicio;
    nacidos.delete(w);
    if (cerrando) {
      if (!nacidos.size) process.exit(0);
      return;
    }
    if (vivio < VIDA_MINIMA_MS) {
      console.error(`El proceso ${w.process.pid} terminó al arrancar (código ${codigo}); no se reinicia.`);
      if (!nacidos.size) process.exit(1);
      return;
    }
    console.error(`El proceso ${w.process.pid} terminó (${senal ?? `código ${codigo}`}); se inicia otro.`);
    lanzar(puesto);
  });
  const cerrar = () => {
    cerrando = true;
    if (!nacidos.size) process.exit(0);
    for (const w of nacidos.keys()) w.process.kill('SIGTERM');
  };
  process.once('SIGINT', cerrar);
  process.once('SIGTERM', cerrar);
  console.log(`Cosecha: ${n} procesos en el puerto compartido (proceso principal ${process.pid}).`);
}
