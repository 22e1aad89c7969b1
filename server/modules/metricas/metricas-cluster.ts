import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue } from 'prom-client';

/**
 * The metrics of every process with PROCESOS=N (issue 29 item 5): a scrape reaches one worker, and that worker's
 * counters are a share of the install's. The worker asks the primary; the primary asks every worker for its metrics
 * as JSON, adds them up with prom-client's aggregator (each metric's `aggregator`: a counter sums, the database's
 * readings take the highest) and answers the text. Messages over the cluster's IPC channel, each with its own id.
 */
const PEDIR = 'cosecha:metricas:pedir';
const LEER = 'cosecha:metricas:leer';
const LEIDAS = 'cosecha:metricas:leidas';
const JUNTAS = 'cosecha:metricas:juntas';

/** How long the primary waits for the workers, and a worker for the primary: a scrape must not hang on a dead one. */
const ESPERA_MS = 3_000;

type Json = MetricObjectWithValues<MetricValue<string>>[];
interface Mensaje {
  tipo?: string;
  id?: string;
  metricas?: Json;
  texto?: string;
}

/** The gauge the aggregated text ends with: how many processes answered (a Prometheus alert can watch it). */
const lineaProcesos = (n: number) =>
  `# HELP cosecha_procesos Procesos cuyas métricas se sumaron en esta lectura\n# TYPE cosecha_procesos gauge\ncosecha_procesos ${n}\n`;

/** In the primary (server/procesos.ts): answers a worker's request with every worker's metrics added up. */
export function sumarMetricasEnElPrincipal(): void {
  const pendientes = new Map<string, { partes: Json[]; faltan: number; listo: () => void }>();
  cluster.on('message', (trabajador, m: Mensaje) => {
    if (m?.tipo === LEIDAS && m.id && m.metricas) {
      const p = pendientes.get(m.id);
      if (!p) return;
      p.partes.push(m.metricas);
      if (--p.faltan === 0) p.listo();
      return;
    }
    if (m?.tipo !== PEDIR || !m.id) return;
    const id = m.id;
    const vivos = Object.values(cluster.workers ?? {}).filter((w) => w?.isConnected());
    void new Promise<void>((listo) => {
      pendientes.set(id, { partes: [], faltan: vivos.length, listo });
      for (const w of vivos) w!.send({ tipo: LEER, id });
      setTimeout(listo, ESPERA_MS).unref();
    }).then(async () => {
      const { partes } = pendientes.get(id)!;
      pendientes.delete(id);
      const texto = (await AggregatorRegistry.aggregate(partes).metrics()) + lineaProcesos(partes.length);
      if (trabajador.isConnected()) trabajador.send({ tipo: JUNTAS, id, texto });
    });
  });
}

export interface FuenteDeMetricas {
  /** This process's metrics as JSON, with the database's readings taken now. */
  json(): Promise<Json>;
}

/**
 * In a worker: answers the primary's requests with this process's metrics, and returns how to read the sum of all
 * the processes. Null outside a cluster (one process: its own registry is the whole install's).
 */
export function metricasDelCluster(fuente: FuenteDeMetricas): (() => Promise<string>) | null {
  if (!cluster.isWorker || !process.send) return null;
  const esperando = new Map<string, (texto: string) => void>();
  process.on('message', (m: Mensaje) => {
    if (m?.tipo === LEER && m.id) {
      const id = m.id;
      void fuente.json().then((metricas) => process.send!({ tipo: LEIDAS, id, metricas }));
    } else if (m?.tipo === JUNTAS && m.id) esperando.get(m.id)?.(m.texto ?? '');
  });
  return () =>
    new Promise<string>((resolver, fallar) => {
      const id = randomUUID();
      const plazo = setTimeout(() => {
        esperando.delete(id);
        fallar(new Error('El proceso principal no juntó las métricas a tiempo'));
      }, ESPERA_MS * 2);
      esperando.set(id, (texto) => {
        clearTimeout(plazo);
        esperando.delete(id);
        resolver(texto);
      });
      process.send!({ tipo: PEDIR, id });
    });
}
