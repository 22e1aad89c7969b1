/**
 * Cash disbursements (issue 25 'Benchmark'): the demo, cooperative 1 topped up to BENCH_EFECTIVO_PRODUCTORES producers
 * (default 20,000) and rounds of deliveries until BENCH_EFECTIVO_ENTREGAS (default 1,000,000; shrink it for a quick
 * run), then BENCH_EFECTIVO_DESEMBOLSOS disbursements (default 1,000) in the active cycle over its centres. Measures
 * through the API (HTTP on loopback, token, session, JSON; median and p95): 'por Movimiento' and 'por Centro de Acopio'
 * a page at a time as the screen asks (and every row, as the spec's call without paging answers), and the Excel. PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. Alone: `npx tsx bench/efectivo.ts`.
 */
import { hash } from '@node-rs/argon2';
import { abrirDb, type Db } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { sembrarEscala } from '../server/demo/seed-productores';
import { sembrarEntregas } from '../server/demo/seed-acopio';
import { enCadaBase, entrar, medir, servirApi, siSeEjecutaSolo } from './medida';

const PRODUCTORES = Number(process.env.BENCH_EFECTIVO_PRODUCTORES ?? 20_000);
const ENTREGAS = Number(process.env.BENCH_EFECTIVO_ENTREGAS ?? 1_000_000);
const DESEMBOLSOS = Number(process.env.BENCH_EFECTIVO_DESEMBOLSOS ?? 1_000);
const REPETICIONES = Number(process.env.BENCH_REPETICIONES ?? 100);

async function sembrar(db: Db): Promise<number> {
  const h = await hash(CONTRASENA_DEMO);
  await db.transaction(async (tx) => {
    await sembrarCatalogos(tx);
    await sembrarDemo(tx, h);
    await sembrarEscala(tx, PRODUCTORES, [1]);
  });
  for (let ronda = 1; ; ronda++) {
    await db.query(
      'VACUUM ANALYZE acopios, acopio_pagos, acopio_pesadas, cuentas, acopio_resumen, acopio_por_cuenta, acopio_diario, acopio_pagos_resumen',
    );
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM acopios');
    if (n >= ENTREGAS) return n;
    await db.transaction((tx) => sembrarEntregas(tx, 1, { porcentaje: 100, maximoPorCuenta: 8, ronda }));
  }
}

async function banco(nombre: string, databaseUrl: string | null): Promise<void> {
  const db = await abrirDb({ databaseUrl, dataDir: null });
  if (databaseUrl) await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrar(db);
  const t0 = performance.now();
  const total = await sembrar(db);
  const [ciclo] = await db.query<{ id: number }>(
    'SELECT id FROM ciclos WHERE id_cooperativa = 1 AND activo_acopio ORDER BY id DESC LIMIT 1',
  );
  await db.query(
    `INSERT INTO registro_efectivo (id_cooperativa, id_ciclo, fecha_envio, id_centro_acopio, cantidad, tipo_motivo)
     SELECT 1, $1, current_date - (g % 200), (SELECT id FROM centros_acopios WHERE id_cooperativa = 1 ORDER BY id OFFSET (g % 2) LIMIT 1),
            100000 + g, 1 + g % 2
       FROM generate_series(1, $2) g`,
    [ciclo.id, DESEMBOLSOS],
  );
  await db.query('ANALYZE registro_efectivo');
  const [{ pagos }] = await db.query<{ pagos: number }>(
    'SELECT count(*)::int AS pagos FROM acopio_pagos WHERE id_cooperativa = 1 AND id_ciclo = $1',
    [ciclo.id],
  );
  console.log(
    `\n${nombre}: ${total.toLocaleString('en-US')} entregas (${pagos.toLocaleString('en-US')} pagos en el ciclo activo de la cooperativa 1), ` +
      `${DESEMBOLSOS.toLocaleString('en-US')} desembolsos; sembrado en ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const { app, base } = await servirApi(db);
  try {
    const token = await entrar(base);
    const pedir =
      (metodo: 'GET' | 'POST', ruta: string, cuerpo?: unknown, binario = false) =>
      async () => {
        const x = await fetch(`${base}/api/${ruta}`, {
          method: metodo,
          headers: { ...(cuerpo ? { 'content-type': 'application/json' } : {}), authorization: `Bearer ${token}` },
          body: cuerpo ? JSON.stringify(cuerpo) : undefined,
        });
        if (x.status !== 200) throw new Error(`${x.status} ${await x.text()}`);
        await (binario ? x.arrayBuffer() : x.json());
      };
    for (const [titulo, fn] of [
      // the screen's pages (20 rows, the default), the first and the last, and the spec's every-row answer beside them
      ['GET efectivo_por_movimiento/{ciclo}?page=1&per_page=20', pedir('GET', `efectivo_por_movimiento/${ciclo.id}?page=1&per_page=20`)],
      [
        'GET efectivo_por_movimiento/{ciclo}?page=última&per_page=20',
        pedir('GET', `efectivo_por_movimiento/${ciclo.id}?page=${Math.max(1, Math.ceil(DESEMBOLSOS / 20))}&per_page=20`),
      ],
      [
        'POST efectivo_por_centro_acopio/{ciclo} {page 1, per_page 20}',
        pedir('POST', `efectivo_por_centro_acopio/${ciclo.id}`, { page: 1, per_page: 20 }),
      ],
      ['GET efectivo_por_movimiento/{ciclo} (todas las filas)', pedir('GET', `efectivo_por_movimiento/${ciclo.id}`)],
      ['POST efectivo_por_centro_acopio/{ciclo} (todas las filas)', pedir('POST', `efectivo_por_centro_acopio/${ciclo.id}`, {})],
      ['GET xls/efectivo_cooperativa/{ciclo}/1', pedir('GET', `xls/efectivo_cooperativa/${ciclo.id}/1`, undefined, true)],
    ] as const) {
      const m = await medir(fn, REPETICIONES, 10);
      console.log(`  ${titulo}: mediana ${m.mediana.toFixed(2)} ms, p95 ${m.p95.toFixed(2)} ms`);
    }
  } finally {
    await app.close();
    await db.close();
  }
}

export const bancoEfectivo = () => enCadaBase('Efectivo (desembolsos)', banco);

siSeEjecutaSolo(import.meta.url, bancoEfectivo);
