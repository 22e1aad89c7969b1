// The load of bench/carga.ts, in a worker thread so the clients do not share the server's event loop.
// Plain JavaScript: a worker started from tsx loads it as it is.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, method, headers, body, connections, duration } = workerData;
const tiempos = [];
const instancia = autocannon({ url, method, headers, body, connections, duration }, (error, r) => {
  if (error) throw error;
  tiempos.sort((a, b) => a - b);
  const p = (q) => tiempos[Math.min(tiempos.length - 1, Math.floor(q * tiempos.length))] ?? 0;
  parentPort.postMessage({
    peticiones: tiempos.length,
    porSegundo: tiempos.length / (duration || 1),
    no2xx: r.non2xx,
    errores: r.errors + r.timeouts,
    mediana: p(0.5),
    p95: p(0.95),
  });
});
instancia.on('response', (_cliente, _estado, _bytes, ms) => tiempos.push(ms));
