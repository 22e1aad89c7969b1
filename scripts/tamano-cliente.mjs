// The first screen's JavaScript, read from the built client (dist/): the entry chunk that index.html loads and every
// chunk it imports statically (what the browser fetches before anything paints; a screen's own chunk comes after, when
// it opens). Prints each chunk's gzipped size and fails when the entry passes 250 kB (issue 24 item 12) or the whole
// first load passes its budget, so that a barrel import or a library pulled into the shell shows up here and not
// in a slow cooperative's first visit. Deterministic: the same dist/ gives the same figures.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const DIST = process.argv[2] ?? 'dist';
const KB = 1000; // vite prints kB of 1000 bytes
export const LIMITE_ENTRADA = 250 * KB;
// react and react-dom are a chunk of their own (vite.config.ts), loaded with the entry: the budget counts both, and is
// the 250 kB for the first screen since the shell (src/layout/cargarLayout.ts) loads as its own chunk
export const LIMITE_PRIMERA_CARGA = 250 * KB;

/** Chunks of the first load: the entry named by index.html and its static imports, transitively, in order. */
export function primeraCarga(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entrada = html.match(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/)?.[1];
  if (!entrada) throw new Error(`${dist}/index.html no carga ningún módulo`);
  const vistos = new Set();
  const pendientes = [entrada];
  while (pendientes.length) {
    const ruta = pendientes.shift();
    if (vistos.has(ruta)) continue;
    vistos.add(ruta);
    const codigo = readFileSync(join(dist, ruta), 'utf8');
    // static imports only (`import{a as b}from"./x.js"`, `import"./x.js"`); `import("./x.js")` is a screen's own chunk
    for (const m of codigo.matchAll(/(?:^|[;\s}])import\s*(?:[^"'();]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      pendientes.push(join(ruta, '..', m[1]));
    }
  }
  return [...vistos].map((ruta) => {
    const bytes = readFileSync(join(dist, ruta));
    return { ruta, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error(`No hay ${DIST}/index.html: compile antes el cliente (npm run build).`);
    process.exit(1);
  }
  const trozos = primeraCarga(DIST);
  const kb = (n) => `${(n / KB).toFixed(2)} kB`;
  for (const t of trozos) console.log(`${t.ruta.padEnd(40)} ${kb(t.bytes).padStart(12)}  gzip ${kb(t.gzip).padStart(10)}`);
  const total = trozos.reduce((s, t) => s + t.gzip, 0);
  console.log(
    `primera carga: ${trozos.length} archivos, gzip ${kb(total)} (límite ${kb(LIMITE_PRIMERA_CARGA)}); entrada gzip ${kb(trozos[0].gzip)} (límite ${kb(LIMITE_ENTRADA)})`,
  );
  const fallos = [];
  if (trozos[0].gzip > LIMITE_ENTRADA) fallos.push(`la entrada ${trozos[0].ruta} pesa ${kb(trozos[0].gzip)} con gzip`);
  if (total > LIMITE_PRIMERA_CARGA) fallos.push(`la primera carga pesa ${kb(total)} con gzip`);
  if (fallos.length) {
    console.error(`Demasiado JavaScript en la primera pantalla: ${fallos.join('; ')}. Cargue con perezosa() lo que solo usa una pantalla.`);
    process.exit(1);
  }
}
