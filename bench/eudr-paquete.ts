/**
 * The lot's EUDR package (issue 23) at the issue's scale: a lot of 2,000 producers and about 5,000 plots (the demo
 * seeded with BENCH_PAQUETE_PRODUCTORES producers, each confirmed account of cooperative 1's latest cycle given one
 * delivery in one lot; WHISP answers from the demo, one plot in twenty with a person's risk and a document, one in
 * twenty-five overlapping a protected area). Measures, through the API (HTTP on loopback), the preparation
 * (`GET …/paquete_eudr/{uuid}`) and the package (`POST`, the zip read to its end): seconds, bytes, and memory (peak
 * above the baseline, sampled every 20 ms in the server's own process). Target ≤ 5 s on PostgreSQL, memory flat.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. Alone: `npx tsx bench/eudr-paquete.ts`.
 */
import { hash } from '@node-rs/argon2';
import { abrirDb } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { recolector } from './exportaciones';
import { enCadaBase, entrar, servirApi, siSeEjecutaSolo } from './medida';

const PRODUCTORES = Number(process.env.BENCH_PAQUETE_PRODUCTORES ?? 2000);
const PARCELAS = Number(process.env.BENCH_PAQUETE_PARCELAS ?? 5000);
const MB = 1024 * 1024;

interface Medida {
  estado: number;
  bytes: number;
  segundos: number;
  /** CPU seconds of this process (the server's, and the reading of the answer) during the call: on a busy machine the wall time grows, this does not. */
  cpu: number;
  rss: number;
  heap: number;
}

/** One call read to its end, with the memory peak above the baseline (after a collection). */
async function llamar(url: string, token: string, gc: () => void, cuerpo?: unknown): Promise<Medida> {
  gc();
  const base = process.memoryUsage();
  let pico = { rss: base.rss, heap: base.heapUsed };
  const muestreo = setInterval(() => {
    const m = process.memoryUsage();
    pico = { rss: Math.max(pico.rss, m.rss), heap: Math.max(pico.heap, m.heapUsed) };
  }, 20);
  const inicio = performance.now();
  const cpu0 = process.cpuUsage();
  let bytes = 0;
  let estado = 0;
  try {
    const r = await fetch(url, {
      method: cuerpo === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, ...(cuerpo === undefined ? {} : { 'content-type': 'application/json' }) },
      body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
    });
    estado = r.status;
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
  const cpu = process.cpuUsage(cpu0);
  return {
    estado,
    bytes,
    segundos: (performance.now() - inicio) / 1000,
    cpu: (cpu.user + cpu.system) / 1e6,
    rss: (pico.rss - base.rss) / MB,
    heap: (pico.heap - base.heapUsed) / MB,
  };
}

async function banco(nombre: string, databaseUrl: string | null): Promise<void> {
  const gc = recolector();
  const db = await abrirDb({ databaseUrl, dataDir: null });
  if (databaseUrl) await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrar(db);
  const t0 = performance.now();
  console.log(`\n${nombre}: sembrando…`);
  const h = await hash(CONTRASENA_DEMO);
  await db.transaction(async (tx) => {
    await sembrarCatalogos(tx);
    // Not every seeded account is confirmed with plots: a third more producers give the lot its PRODUCTORES.
    await sembrarDemo(tx, h, { productores: Math.ceil(PRODUCTORES * 1.35) });
  });
  const [{ ciclo }] = await db.query<{ ciclo: number }>('SELECT max(id_ciclo) AS ciclo FROM cuentas WHERE id_cooperativa = 1');
  // The lot: one delivery of each confirmed account (with plots) of the cycle, up to PRODUCTORES accounts.
  const [lote] = await db.query<{ id: number; uuid: string }>(
    "INSERT INTO lotes (id_cooperativa, id_ciclo, nombre) VALUES (1, $1, 'Lote de exportación del banco') RETURNING id, uuid",
    [ciclo],
  );
  await db.query(
    `INSERT INTO acopios (id_cooperativa, id_cuenta, id_ciclo, id_lote, fecha_acopio, folio_acopio, peso_bruto, peso_tara, peso_descuento, peso_neto,
                          no_bultos, precio_por_kg, importe_total, recuperacion_credito, rendimiento, humedad, mancha)
     SELECT 1, c.id, $1, $2, DATE '2025-11-01' + (c.id % 90), 'PAQ-' || c.id, 15000, 250, 100, 14650, 2, 4000, 586000, 0, 8000, 1150, 500
       FROM cuentas c
      WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL
        AND EXISTS (SELECT 1 FROM parcelas x WHERE x.id_cooperativa = 1 AND x.id_cuenta = c.id AND x.fecha_baja IS NULL)
      ORDER BY c.id LIMIT $3`,
    [ciclo, lote.id, PRODUCTORES],
  );
  // Up to PARCELAS plots: copies of the lot's drawn plots (same polygon) on their accounts.
  const enLote = `x.id_cooperativa = 1 AND x.fecha_baja IS NULL AND x.id_cuenta IN (SELECT id_cuenta FROM acopios WHERE id_cooperativa = 1 AND id_lote = ${lote.id})`;
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM parcelas x WHERE ${enLote}`);
  for (let faltan = PARCELAS - n; faltan > 0;) {
    const columnas = (
      await db.query<{ c: string }>(
        `SELECT column_name AS c FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = 'parcelas' AND is_generated = 'NEVER'
            AND column_name NOT IN ('id', 'uuid', 'nombre') ORDER BY ordinal_position`,
      )
    ).map((f) => f.c);
    await db.query(
      `INSERT INTO parcelas (nombre, ${columnas.join(', ')})
       SELECT x.nombre || ' (b)', ${columnas.map((k) => `x.${k}`).join(', ')}
         FROM parcelas x WHERE ${enLote} AND x.poligono IS NOT NULL ORDER BY x.id LIMIT $1`,
      [faltan],
    );
    const [{ m }] = await db.query<{ m: number }>(`SELECT count(*)::int AS m FROM parcelas x WHERE ${enLote}`);
    faltan = PARCELAS - m;
  }
  // A person's risk with a document on one plot in twenty, a protected area on one in twenty-five.
  const [{ archivo }] = await db.query<{ archivo: string }>(
    `INSERT INTO archivos (id_cooperativa, tipo, mime, nombre, tamano, contenido)
     VALUES (1, 'eudr_documento', 'application/pdf', 'constancia.pdf', 40, convert_to(repeat('%PDF-1.4 constancia ', 2), 'UTF8')) RETURNING uuid::text AS archivo`,
  );
  await db.query(
    `INSERT INTO parcelas_eudr_riesgos (id_cooperativa, id_parcela, id_cat_riesgo_eudr, justificacion, documentos, id_user)
     SELECT 1, x.id, 1 + x.id % 3, 'Visita de campo del banco', $1, (SELECT id FROM users WHERE email = 'admin@cosecha.demo')
       FROM parcelas x WHERE ${enLote} AND x.poligono IS NOT NULL AND x.id % 20 = 3`,
    [archivo],
  );
  await db.query(`UPDATE parcelas x SET id_riesgo_eudr_user = 1 + x.id % 3 WHERE ${enLote} AND x.poligono IS NOT NULL AND x.id % 20 = 3`);
  await db.query(
    `INSERT INTO parcelas_areas_naturales (id_cooperativa, id_parcela, id_area_natural, hectareas)
     SELECT 1, x.id, (SELECT min(id) FROM areas_naturales), 0.5 FROM parcelas x
      WHERE ${enLote} AND x.poligono IS NOT NULL AND x.id % 25 = 4
     ON CONFLICT DO NOTHING`,
  );
  await db.query('ANALYZE');
  const [c] = await db.query<{ productores: number; parcelas: number }>(
    `SELECT count(DISTINCT c.id_productor)::int AS productores, count(x.id)::int AS parcelas
       FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
       LEFT JOIN parcelas x ON x.id_cooperativa = c.id_cooperativa AND x.id_cuenta = c.id AND x.fecha_baja IS NULL
      WHERE a.id_cooperativa = 1 AND a.id_lote = $1`,
    [lote.id],
  );
  console.log(
    `${nombre}: lote de ${c.productores.toLocaleString('en-US')} productores y ${c.parcelas.toLocaleString('en-US')} parcelas, sembrado en ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const { app, base } = await servirApi(db);
  const token = await entrar(base);
  const ruta = `${base}/api/admin/acopios/lotes/paquete_eudr/${lote.uuid}`;
  // warm-up: modules loaded and code compiled (a first package, recorded like any other)
  await llamar(ruta, token, gc, { aceptar_avisos: true });
  const [carga] = (await import('node:os')).loadavg();
  console.log(`\n(carga de la máquina al medir: ${carga.toFixed(2)} en ${(await import('node:os')).cpus().length} núcleos)`);
  console.log('\n| llamada | bytes | segundos | CPU del proceso (s) | rss pico − base (MB) | heapUsed pico − base (MB) |');
  console.log('|---|---|---|---|---|---|');
  for (const [titulo, cuerpo] of [
    ['GET preparación (cifras y avisos)', undefined],
    ['POST paquete (zip completo)', { aceptar_avisos: true }],
    ['POST paquete (otra vez)', { aceptar_avisos: true }],
  ] as const) {
    const m = await llamar(ruta, token, gc, cuerpo);
    console.log(`| ${titulo} | ${m.bytes} | ${m.segundos.toFixed(2)} | ${m.cpu.toFixed(2)} | ${m.rss.toFixed(1)} | ${m.heap.toFixed(1)} |`);
  }
  await app.close();
  await db.close();
}

/** Called by bench/run.ts; also runs alone. */
export async function bancoEudrPaquete(): Promise<void> {
  console.log(`\n## Paquete EUDR del lote (${PRODUCTORES} productores, ~${PARCELAS} parcelas)`);
  await enCadaBase('Paquete EUDR', banco);
}

siSeEjecutaSolo(import.meta.url, bancoEudrPaquete);
