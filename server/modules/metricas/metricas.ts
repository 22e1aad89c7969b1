import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { App } from '../../tipos';
import { leerBase } from '../salud/salud.repository';
import { metricasDelCluster } from './metricas-cluster';

/**
 * Prometheus metrics (issue 29 item 5; METRICAS=1, docs/DECISIONES.md): answers counted and timed by
 * route pattern and status, the job queue read from the database at each scrape, the PostgreSQL pools, and Node's
 * process metrics. A registry per app, not prom-client's global one: tests build many apps in one process.
 * The route label is the pattern (`/api/users/:uuid`), never the URL, so the series stay few; an unknown path is
 * counted under `(ninguna)`.
 */
export interface Metricas {
  /** The Content-Type of the text format. */
  tipo: string;
  /** The whole text, with the database's readings taken now. */
  texto(): Promise<string>;
}

export function registrarMetricas(app: App): Metricas {
  const registro = new Registry();
  collectDefaultMetrics({ register: registro, prefix: 'cosecha_' });
  const etiquetas = ['metodo', 'ruta', 'estado'] as const;
  const peticiones = new Counter({
    name: 'cosecha_peticiones_total',
    help: 'Peticiones atendidas',
    labelNames: etiquetas,
    registers: [registro],
  });
  const duracion = new Histogram({
    name: 'cosecha_peticion_segundos',
    help: 'Tiempo de respuesta de las peticiones',
    labelNames: etiquetas,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registro],
  });
  app.addHook('onResponse', async (req, reply) => {
    const valores = { metodo: req.method, ruta: req.routeOptions.url ?? '(ninguna)', estado: String(reply.statusCode) };
    peticiones.inc(valores);
    duracion.observe(valores, reply.elapsedTime / 1000);
  });

  // Read at scrape time, from the same query as GET /api/salud: the queue is the database's, whichever process asks.
  const trabajos = new Gauge({
    name: 'cosecha_trabajos',
    help: 'Trabajos en la cola por estado (muertos: del último día)',
    labelNames: ['estado'],
    registers: [registro],
    // the database's reading, the same in every process: PROCESOS=N adds the processes' metrics up, not these
    aggregator: 'max',
  });
  const espera = new Gauge({
    name: 'cosecha_trabajo_espera_mas_antigua_segundos',
    help: 'Segundos que lleva esperando el trabajo pendiente más antiguo (0 si no hay)',
    registers: [registro],
    aggregator: 'max',
  });
  const baseOk = new Gauge({
    name: 'cosecha_base_ok',
    help: '1 si la base de datos respondió a la última lectura',
    registers: [registro],
    // 0 as soon as one process could not reach it
    aggregator: 'min',
  });
  const baseMs = new Gauge({
    name: 'cosecha_base_respuesta_ms',
    help: 'Milisegundos de un SELECT 1 a la base',
    registers: [registro],
    aggregator: 'max',
  });
  new Gauge({
    name: 'cosecha_base_conexiones',
    help: 'Conexiones de los pools de PostgreSQL: total, libres y peticiones esperando una',
    labelNames: ['estado'],
    registers: [registro],
    collect() {
      const c = app.db.conexiones?.();
      if (!c) return;
      this.set({ estado: 'total' }, c.total);
      this.set({ estado: 'libres' }, c.libres);
      this.set({ estado: 'esperando' }, c.esperando);
    },
  });
  // Read before each scrape (the route calls it), not in collect(): prom-client collects every metric at once, and
  // one reading feeds four gauges.
  const leer = async () => {
    const b = await leerBase(app.db);
    baseOk.set(b.ok ? 1 : 0);
    baseMs.set(b.ms);
    if (b.cola) {
      trabajos.set({ estado: 'pendiente' }, b.cola.pendientes);
      trabajos.set({ estado: 'en_proceso' }, b.cola.en_proceso);
      trabajos.set({ estado: 'muerto' }, b.cola.muertos);
      espera.set(b.cola.espera_mas_antigua_s ?? 0);
    }
  };
  // With PROCESOS=N the text is every process's, added up by the primary (metricas-cluster.ts).
  const delCluster = metricasDelCluster({
    async json() {
      await leer();
      return registro.getMetricsAsJSON();
    },
  });
  return {
    tipo: registro.contentType,
    async texto() {
      if (delCluster) return delCluster();
      await leer();
      return registro.metrics();
    },
  };
}
