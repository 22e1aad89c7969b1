// One thread of the polygon pool (grupo-hilos.ts). Plain JavaScript because a worker starts without the
// TypeScript loader, under vitest as under `tsx server/server.ts`: it loads tsx's API and imports the TypeScript
// tasks with the project's tsconfig (the @domain/* paths). Loading takes a while; the pool sends work only
// after 'listo', so that time never counts against a task's budget.
import { parentPort } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const { ejecutarTarea } = await tsImport('./tareas.ts', {
  parentURL: import.meta.url,
  tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
});

// One review of a plot-sized polygon before taking work: the first run of the review code is several times slower
// than the next ones (compilation), and that cost belongs to starting the thread, not to the first person's save.
const calentamiento = Array.from({ length: 400 }, (_, i) => {
  const t = (2 * Math.PI * i) / 400;
  return [-92.72 + 0.0005 * Math.cos(t), 15.87 + 0.0005 * Math.sin(t)];
});
ejecutarTarea({ tipo: 'revisar', poligono: { type: 'Polygon', coordinates: [[...calentamiento, calentamiento[0]]] }, contexto: {} });

parentPort.on('message', ({ id, tarea }) => {
  // Tells the pool the work starts now: its budget counts from here, not from when the task was queued.
  parentPort.postMessage({ id, inicio: true });
  try {
    parentPort.postMessage({ id, resultado: ejecutarTarea(tarea) });
  } catch (e) {
    parentPort.postMessage({ id, fallo: e instanceof Error ? e.message : String(e) });
  }
});
parentPort.postMessage({ listo: true });
