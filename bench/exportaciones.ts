/**
 * Exports stream (DESIGN §7): the producers Excel and the plots KML/GeoJSON of one cycle of cooperative 1,
 * downloaded through the API (HTTP on loopback, body read and dropped as it arrives) at about 2,000 and
 * about 20,000 rows. Prints rows per second and the peak of rss and heapUsed above the baseline taken
 * just before each download, sampled every 20 ms: flat memory means the peak does not grow with the rows.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. Alone: `npx tsx bench/exportaciones.ts`.
 */
import { hash } from '@node-rs/argon2';
import v8 from 'node:v8';
import vm from 'node:vm';
import { abrirDb, type Db } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { sembrarEscala } from '../server/demo/seed-productores';
import { enCadaBase, entrar, servirApi, siSeEjecutaSolo } from './medida';

const ESCALAS = [2_000, 20_000];
const MB = 1024 * 1024;

/** A collector the bench can call (npm run bench starts node without --expose-gc). Also used by bench/eudr.ts. */
export function recolector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

export interface Medida {
  bytes: number;
  segundos: number;
  rss: number;
  heap: number;
}

/**
 * Downloads `url`, reading the body chunk by chunk and dropping it, while sampling memory every 20 ms.
 * heapUsed counts garbage not yet collected too; with `vivo` the sampler collects before each sample (which
 * slows the download), so that peak is what the download really keeps alive. Also used by bench/eudr.ts.
 */
export async function descargar(url: string, token: string, gc: () => void, vivo = false): Promise<Medida> {
  gc();
  const base = process.memoryUsage();
  let pico = { rss: base.rss, heap: base.heapUsed };
  const muestreo = setInterval(() => {
    if (vivo) gc();
    const m = process.memoryUsage();
    pico = { rss: Math.max(pico.rss, m.rss), heap: Math.max(pico.heap, m.heapUsed) };
  }, 20);
  const inicio = performance.now();
  let bytes = 0;
  try {
    const r = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (r.status !== 200 || !r.body) throw new Error(`${r.status} ${await r.text()}`);
    const lector = r.body.getReader();
    for (;;) {
      const { done, value } = await lector.read();
      if (done) break;
      bytes += value.byteLength;
    }
  } finally {
    clearInterval(muestreo);
  }
  return { bytes, segundos: (performance.now() - inicio) / 1000, rss: (pico.rss - base.rss) / MB, heap: (pico.heap - base.heapUsed) / MB };
}

async function banco(nombre: string, databaseUrl: string | null): Promise<void> {
  const gc = recolector();
  const db: Db = await abrirDb({ databaseUrl, dataDir: null });
  if (databaseUrl) await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrar(db);
  const h = await hash(CONTRASENA_DEMO);
  await db.transaction(async (tx) => {
    await sembrarCatalogos(tx);
    await sembrarDemo(tx, h);
  });
  const { app, base } = await servirApi(db);
  const token = await entrar(base);
  const [ciclo] = await db.query<{ id: number; uuid: string }>(
    'SELECT id, uuid FROM ciclos WHERE id_cooperativa = 1 ORDER BY id DESC LIMIT 1',
  );
  const exportaciones = [
    {
      titulo: 'Excel de productores (xls/cuentas)',
      ruta: `/api/xls/cuentas/${ciclo.uuid}`,
      conteo: `SELECT count(*)::int AS n FROM cuentas WHERE id_cooperativa = 1 AND id_ciclo = $1 AND fecha_baja IS NULL`,
    },
    {
      titulo: 'KML de parcelas (todos, polígonos)',
      ruta: `/api/parcelas_exportar/${ciclo.uuid}?formato=kml&datos=todos&geometria=poligonos`,
      conteo: PARCELAS,
    },
    {
      titulo: 'GeoJSON de parcelas (todos, polígonos)',
      ruta: `/api/parcelas_exportar/${ciclo.uuid}?formato=geojson&datos=todos&geometria=poligonos`,
      conteo: PARCELAS,
    },
  ];
  // warm-up: modules loaded and code compiled before anything is measured
  for (const x of exportaciones) await descargar(`${base}${x.ruta}`, token, gc);

  console.log(
    `\n${nombre}: exportaciones de la cooperativa 1, ciclo más reciente (memoria: pico − base, muestreo cada 20 ms, mismo proceso que el servidor)`,
  );
  console.log(
    '| exportación | filas | bytes | segundos | filas/s | rss pico − base (MB) | heapUsed pico − base (MB) | heap vivo pico − base (MB) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const productores of ESCALAS) {
    await db.transaction((tx) => sembrarEscala(tx, productores, [1]));
    for (const x of exportaciones) {
      const [{ n }] = await db.query<{ n: number }>(x.conteo, [ciclo.id]);
      const m = await descargar(`${base}${x.ruta}`, token, gc);
      const vivo = await descargar(`${base}${x.ruta}`, token, gc, true);
      console.log(
        `| ${x.titulo} | ${n} | ${m.bytes} | ${m.segundos.toFixed(2)} | ${Math.round(n / m.segundos)} | ${m.rss.toFixed(1)} | ${m.heap.toFixed(1)} | ${vivo.heap.toFixed(1)} |`,
      );
    }
  }
  await app.close();
  await db.close();
}

const PARCELAS = `SELECT count(*)::int AS n FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
  WHERE x.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL AND (x.poligono IS NOT NULL OR x.centroide_lat IS NOT NULL)`;

/** Called by bench/run.ts; also runs alone. */
export async function bancoExportaciones(): Promise<void> {
  await enCadaBase('Exportaciones', banco);
}

siSeEjecutaSolo(import.meta.url, bancoExportaciones);
