/**
 * Receipts and the deliveries Excel (issue 12 'Benchmark'): the receipt PDF of one delivery (read + pdfkit, the
 * verification code included) as median and p95 of 50; the deliveries Excel of a cycle with BENCH_ENTREGAS
 * deliveries (100,000 by default) written to a sink, as rows per second and the process's peak RSS while it runs.
 * Deliveries are inserted in SQL (two weighings' totals, one payment each). PGlite always; PostgreSQL too with
 * BENCH_DATABASE_URL. Alone: `npx tsx bench/acopio-recibos.ts`.
 */
import { Writable } from 'node:stream';
import { hash } from '@node-rs/argon2';
import { abrirDb } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { leerRecibo } from '../server/modules/acopio/recibos/recibos.repository';
import { reciboPdf } from '../server/modules/acopio/recibos/recibo-pdf';
import { verificadorRecibos } from '../server/modules/acopio/recibos/verificacion-recibo';
import { columnasEntregas, hojaEntregas, paginasEntregas } from '../server/modules/acopio/entregas/entregas-excel';
import { escribirExcel } from '../server/excel/libro';
import { enCadaBase, medir, siSeEjecutaSolo } from './medida';

const ENTREGAS = Number(process.env.BENCH_ENTREGAS ?? 100_000);

export async function bancoRecibos(): Promise<void> {
  await enCadaBase('Recibos y Excel de entregas', async (titulo, databaseUrl) => {
    console.log(`\n${titulo}`);
    const db = await abrirDb({ databaseUrl, dataDir: null });
    if (databaseUrl) await db.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    await migrar(db);
    const h = await hash(CONTRASENA_DEMO);
    await db.transaction(async (tx) => {
      await sembrarCatalogos(tx);
      await sembrarDemo(tx, h, { productores: 300 });
    });
    const [{ ciclo }] = await db.query<{ ciclo: number }>('SELECT max(id_ciclo) AS ciclo FROM cuentas WHERE id_cooperativa = 1');
    const t0 = performance.now();
    await db.query(
      `WITH c AS (SELECT array_agg(id ORDER BY id) AS ids FROM cuentas WHERE id_cooperativa = 1 AND id_ciclo = $1)
       INSERT INTO acopios (id_cooperativa, id_cuenta, id_ciclo, fecha_acopio, folio_acopio, peso_bruto, peso_tara, peso_descuento, peso_neto,
                            no_bultos, precio_por_kg, importe_total, recuperacion_credito, rendimiento, humedad, mancha)
       SELECT 1, c.ids[1 + g % cardinality(c.ids)], $1, DATE '2025-10-01' + (g % 150), 'B-' || g, 15000, 250, 100, 14650, 2, 4000, 586000, 0,
              8000, 1150, 500
         FROM c, generate_series(1, $2) AS g`,
      [ciclo, ENTREGAS],
    );
    await db.query(
      `INSERT INTO acopio_pagos (id_cooperativa, id_acopio, folio, fecha, id_metodo_pago, monto)
       SELECT 1, id, 'BP-' || id, fecha_acopio, 1, 300000 FROM acopios WHERE id_cooperativa = 1 AND folio_acopio LIKE 'B-%'`,
    );
    console.log(`  ${ENTREGAS.toLocaleString('en-US')} entregas insertadas en ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const [{ uuid }] = await db.query<{ uuid: string }>(
      "SELECT uuid::text AS uuid FROM acopios WHERE id_cooperativa = 1 AND folio_acopio = 'B-1'",
    );
    const v = verificadorRecibos('bench');
    const pdf = await medir(
      async () => {
        const r = (await leerRecibo(db, 1, uuid))!;
        await reciboPdf(r, {
          codigo: v.codigo({ ...r, folio_acopio: r.folio_acopio ?? '' }),
          url: 'https://cosecha.example.org/verificar/1-0',
        });
      },
      50,
      10,
    );
    console.log(`  recibo PDF (leer + dibujar): mediana ${pdf.mediana.toFixed(1)} ms, p95 ${pdf.p95.toFixed(1)} ms`);

    let bytes = 0;
    const sumidero = new Writable({
      write(trozo: Buffer, _c, listo) {
        bytes += trozo.length;
        listo();
      },
    });
    global.gc?.();
    const base = process.memoryUsage().rss;
    let pico = base;
    const muestreo = setInterval(() => (pico = Math.max(pico, process.memoryUsage().rss)), 20);
    const t1 = performance.now();
    const filas = await escribirExcel(sumidero, hojaEntregas(columnasEntregas('kg'), paginasEntregas(db, 1, ciclo, null)));
    const s = (performance.now() - t1) / 1000;
    clearInterval(muestreo);
    console.log(
      `  Excel: ${filas.toLocaleString('en-US')} filas en ${s.toFixed(1)} s = ${Math.round(filas / s).toLocaleString('en-US')} filas/s, ` +
        `${(bytes / 1e6).toFixed(1)} MB; RSS antes ${(base / 1e6).toFixed(0)} MB, pico ${(pico / 1e6).toFixed(0)} MB (+${((pico - base) / 1e6).toFixed(0)} MB)`,
    );
    await db.close();
  });
}

siSeEjecutaSolo(import.meta.url, bancoRecibos);
