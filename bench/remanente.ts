/**
 * The surplus (issue 25 'Benchmark'): receipts generated through the job's handler for every account of a cycle
 * (accounts and receipts per second, the process's peak RSS while it runs), then the receipts list page
 * (remanente/recibos_search's SQL through the search engine is left to the API benches) and the receipt PDF by folio
 * as median and p95 of 50. Demo cooperative 1 with BENCH_REMANENTE_PRODUCTORES producers (2,000 by default) and
 * BENCH_ENTREGAS deliveries (100,000) spread over its accounts, all organic (15), priced. PGlite always; PostgreSQL
 * too with BENCH_DATABASE_URL. Alone: `npx tsx bench/remanente.ts`.
 */
import { hash } from '@node-rs/argon2';
import { abrirDb } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { manejadorRemanente } from '../server/modules/remanente/generar-recibos';
import { insertarGeneracion, reciboParaPdf } from '../server/modules/remanente/remanente.repository';
import { reciboRemanentePdf } from '../server/modules/remanente/recibo-remanente-pdf';
import type { Trabajo } from '../server/trabajos/cola';
import { enCadaBase, medir, siSeEjecutaSolo } from './medida';

const PRODUCTORES = Number(process.env.BENCH_REMANENTE_PRODUCTORES ?? 2_000);
const ENTREGAS = Number(process.env.BENCH_ENTREGAS ?? 100_000);

export async function bancoRemanente(): Promise<void> {
  await enCadaBase('Remanente: generación de recibos y PDF', async (titulo, databaseUrl) => {
    console.log(`\n${titulo}`);
    const db = await abrirDb({ databaseUrl, dataDir: null });
    if (databaseUrl) await db.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    await migrar(db);
    const h = await hash(CONTRASENA_DEMO);
    await db.transaction(async (tx) => {
      await sembrarCatalogos(tx);
      await sembrarDemo(tx, h, { productores: PRODUCTORES });
    });
    const [{ ciclo }] = await db.query<{ ciclo: number }>(
      'SELECT id AS ciclo FROM ciclos WHERE id_cooperativa = 1 AND activo_acopio ORDER BY id DESC LIMIT 1',
    );
    await db.query(
      `WITH c AS (SELECT array_agg(id ORDER BY id) AS ids FROM cuentas WHERE id_cooperativa = 1 AND id_ciclo = $1)
       INSERT INTO acopios (id_cooperativa, id_cuenta, id_ciclo, fecha_acopio, folio_acopio, peso_bruto, peso_tara, peso_descuento, peso_neto,
                            no_bultos, precio_por_kg, importe_total, recuperacion_credito, certificaciones)
       SELECT 1, c.ids[1 + g % cardinality(c.ids)], $1, DATE '2025-10-01' + (g % 150), 'BR-' || g, 15000, 250, 100, 14650, 2, 4000, 586000, 0, '{15}'
         FROM c, generate_series(1, $2) AS g`,
      [ciclo, ENTREGAS],
    );
    await db.query('ANALYZE');
    const [{ cuentas }] = await db.query<{ cuentas: number }>(
      'SELECT count(DISTINCT id_cuenta)::int AS cuentas FROM acopios WHERE id_cooperativa = 1 AND id_ciclo = $1 AND NOT anulada',
      [ciclo],
    );
    const [quien] = await db.query<{ id: number }>('SELECT id FROM users WHERE id_cooperativa = 1 ORDER BY id LIMIT 1');
    const g = await db.transaction((tx) => insertarGeneracion(tx, 1, ciclo, null, quien.id));
    const trabajo = { id: 0, id_cooperativa: 1, tipo: 'remanente_recibos', datos: { generacion: g.id } } as unknown as Trabajo;

    global.gc?.();
    const base = process.memoryUsage().rss;
    let pico = base;
    const muestreo = setInterval(() => (pico = Math.max(pico, process.memoryUsage().rss)), 20);
    const t0 = performance.now();
    let paginas = 0;
    while (await manejadorRemanente(trabajo, db)) paginas++;
    const s = (performance.now() - t0) / 1000;
    clearInterval(muestreo);
    const [{ recibos }] = await db.query<{ recibos: number }>(
      'SELECT count(*)::int AS recibos FROM remanente_recibos WHERE id_cooperativa = 1 AND id_ciclo = $1',
      [ciclo],
    );
    console.log(
      `  ${cuentas.toLocaleString('en-US')} cuentas con ${ENTREGAS.toLocaleString('en-US')} entregas: ${recibos.toLocaleString('en-US')} recibos ` +
        `en ${s.toFixed(2)} s (${paginas + 1} páginas) = ${Math.round(recibos / s).toLocaleString('en-US')} recibos/s; ` +
        `RSS antes ${(base / 1e6).toFixed(0)} MB, pico ${(pico / 1e6).toFixed(0)} MB (+${((pico - base) / 1e6).toFixed(0)} MB)`,
    );

    const [{ folio }] = await db.query<{ folio: string }>(
      'SELECT folio FROM remanente_recibos WHERE id_cooperativa = 1 AND id_ciclo = $1 ORDER BY id DESC LIMIT 1',
      [ciclo],
    );
    const pdf = await medir(async () => reciboRemanentePdf((await reciboParaPdf(db, 1, folio))!), 50, 10);
    console.log(`  recibo PDF por folio (leer + dibujar): mediana ${pdf.mediana.toFixed(1)} ms, p95 ${pdf.p95.toFixed(1)} ms`);
    await db.close();
  });
}

siSeEjecutaSolo(import.meta.url, bancoRemanente);
