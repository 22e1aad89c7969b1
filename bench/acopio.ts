/**
 * Collection at 1,000,000 deliveries (DESIGN §7, issue 12): the demo, cooperative 1 topped up to BENCH_ACOPIO_PRODUCTORES
 * producers (default 20,000, the largest cooperative) and rounds of deliveries over its accounts, set-based, until the
 * database holds BENCH_ACOPIO_ENTREGAS deliveries (default 1,000,000; shrink it for a quick run). Measures the
 * collection dashboard, acopio_por_productor_search and the kg drill-down through the API (HTTP on loopback, token,
 * session, JSON) next to the same SQL run directly (median, p95, ratio), and the delivery save (p50/p95, each with its
 * own Idempotency-Key). PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. Alone: `npx tsx bench/acopio.ts`.
 */
import { hash } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import { abrirDb, type Db } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { sembrarEscala } from '../server/demo/seed-productores';
import { sembrarEntregas } from '../server/demo/seed-acopio';
import { construirConsulta, type PeticionBusqueda } from '../server/search/motor';
import type { RecursoBusqueda } from '../server/search/recurso';
import { acopioPorProductor } from '../server/modules/acopio/tablero/por-productor.resource';
import { entregasPorProductor } from '../server/modules/acopio/entregas/entregas.resource';
import * as repo from '../server/modules/acopio/tablero/tablero.repository';
import { usuarioDeSesion } from '../server/modules/auth/auth.repository';
import { cuerpoEntrega } from '../tests/server/acopio/acopio-ayudas';
import { enCadaBase, entrar, medir, percentil, servirApi, siSeEjecutaSolo } from './medida';

const PRODUCTORES = Number(process.env.BENCH_ACOPIO_PRODUCTORES ?? 20_000);
const ENTREGAS = Number(process.env.BENCH_ACOPIO_ENTREGAS ?? 1_000_000);
const REPETICIONES = Number(process.env.BENCH_REPETICIONES ?? 100);
const GUARDADOS = Number(process.env.BENCH_ACOPIO_GUARDADOS ?? 100);

const ms = (x: number) => x.toFixed(2);

async function sembrar(db: Db): Promise<number> {
  const h = await hash(CONTRASENA_DEMO);
  await db.transaction(async (tx) => {
    await sembrarCatalogos(tx);
    await sembrarDemo(tx, h);
    await sembrarEscala(tx, PRODUCTORES, [1]);
  });
  // Rounds over cooperative 1's accounts (every account, 1–8 deliveries each) until the target; ANALYZE between them.
  for (let ronda = 1; ; ronda++) {
    // VACUUM as autovacuum would between the rounds: each round rewrites every account's kept figures (0033), and
    // without it the round's dead rows would stay in acopio_por_cuenta, which no real day produces at once.
    await db.query(
      'VACUUM ANALYZE acopios, acopio_pagos, acopio_pesadas, cuentas, acopio_resumen, acopio_por_cuenta, acopio_diario, acopio_pagos_resumen',
    );
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM acopios');
    if (n >= ENTREGAS) return n;
    await db.transaction((tx) => sembrarEntregas(tx, 1, { porcentaje: 100, maximoPorCuenta: 8, ronda }));
  }
}

/** BENCH_ACOPIO_REUSAR=1 on PostgreSQL: a database this bench already seeded (and migrated as now) is measured again as it is. */
async function yaSembrada(db: Db): Promise<number | null> {
  if (!process.env.BENCH_ACOPIO_REUSAR) return null;
  const [{ hay }] = await db.query<{ hay: boolean }>(`SELECT to_regclass('public.acopios') IS NOT NULL AS hay`);
  if (!hay) return null;
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM acopios');
  return n >= ENTREGAS ? n : null;
}

async function banco(nombre: string, databaseUrl: string | null): Promise<void> {
  const db = await abrirDb({ databaseUrl, dataDir: null });
  const t0 = performance.now();
  let total = databaseUrl ? await yaSembrada(db) : null;
  if (total === null) {
    if (databaseUrl) await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await migrar(db);
    console.log(`\n${nombre}: sembrando…`);
    total = await sembrar(db);
  }
  const [ciclo] = await db.query<{ id: number }>(
    'SELECT id FROM ciclos WHERE id_cooperativa = 1 AND activo_acopio ORDER BY id DESC LIMIT 1',
  );
  const [{ n: enCiclo }] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM acopios WHERE id_cooperativa = 1 AND id_ciclo = $1',
    [ciclo.id],
  );
  console.log(
    `${nombre}: ${total.toLocaleString('en-US')} entregas sembradas en ${((performance.now() - t0) / 1000).toFixed(1)} s; ` +
      `el ciclo activo de la cooperativa 1 tiene ${enCiclo.toLocaleString('en-US')}`,
  );
  const { app, base } = await servirApi(db);
  try {
    const token = await entrar(base);
    const [u] = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'admin@cosecha.demo'`);
    const s = await usuarioDeSesion(db, u.id, '00000000-0000-0000-0000-000000000000', Date.now());
    if (!s) throw new Error('sin sesión');
    const sesion = { ...s, jti: '', exp: 0 };
    const pedir = (metodo: 'GET' | 'POST', ruta: string, cuerpo?: unknown) => async () => {
      const x = await fetch(`${base}/api/${ruta}`, {
        method: metodo,
        headers: { ...(cuerpo ? { 'content-type': 'application/json' } : {}), authorization: `Bearer ${token}` },
        body: cuerpo ? JSON.stringify(cuerpo) : undefined,
      });
      if (x.status !== 200) throw new Error(`${x.status} ${await x.text()}`);
      await x.json();
    };
    const idc = { column: 'id_ciclo', operator: '=', value: ciclo.id };
    const [mun] = await repo.kgsPorMunicipio(db, 1, ciclo.id);
    const porProductor: { titulo: string; cuerpo: PeticionBusqueda }[] = [
      {
        titulo: 'ciclo + confirmado, kg desc (predeterminado), totales, 10',
        cuerpo: { filters: [idc, { column: 'confirmado', operator: '=', value: 1 }], totales: true, per_page: 10 },
      },
      {
        titulo: 'ciclo + confirmado, nombre asc, página 20 de 20',
        cuerpo: {
          filters: [idc, { column: 'confirmado', operator: '=', value: 1 }],
          sorts: [{ column: 'nombre', sort: 'asc' }],
          page: 20,
          per_page: 20,
        },
      },
      {
        titulo: 'ciclo + q "garcia", totales, 20',
        cuerpo: { filters: [idc, { column: 'q', operator: 'like', value: 'garcia' }], totales: true, per_page: 20 },
      },
    ];
    // The deliveries list of 002 §2.7 as the screen asks for it: the cycle, newest first, its totals row.
    const [centro] = await db.query<{ id: number }>(
      'SELECT id_centro_acopio AS id FROM acopios WHERE id_cooperativa = 1 AND id_ciclo = $1 AND id_centro_acopio IS NOT NULL LIMIT 1',
      [ciclo.id],
    );
    const listaEntregas: { titulo: string; cuerpo: PeticionBusqueda }[] = [
      { titulo: 'ciclo, fecha desc (predeterminado), totales, 20', cuerpo: { filters: [idc], totales: true, per_page: 20 } },
      {
        titulo: 'ciclo + centro, totales, 20',
        cuerpo: { filters: [idc, { column: 'id_centro_acopio', operator: '=', value: centro.id }], totales: true, per_page: 20 },
      },
      {
        titulo: 'ciclo + sin lote, página 200 de 20',
        cuerpo: { filters: [idc, { column: 'sin_lote', operator: '=', value: true }], page: 200, per_page: 20 },
      },
      { titulo: 'ciclo, peso neto desc, 20', cuerpo: { filters: [idc], sorts: [{ column: 'peso_neto', sort: 'desc' }], per_page: 20 } },
    ];
    /** A search row: through the API, and its page, count and sums run directly (the statements the API sends). */
    const busqueda = (
      r: RecursoBusqueda,
      titulo: string,
      cuerpo: PeticionBusqueda,
    ): [string, () => Promise<unknown>, () => Promise<unknown>] => {
      const q = construirConsulta(r, sesion, cuerpo);
      return [
        `${r.nombre}_search: ${titulo}`,
        pedir('POST', `${r.nombre}_search`, cuerpo),
        () =>
          Promise.all([
            db.query(q.sql, q.params),
            db.query(q.conteo.sql, q.conteo.params),
            ...(q.sumas ? [db.query(q.sumas.sql, q.sumas.params)] : []),
          ]),
      ];
    };
    const filas: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
      ...listaEntregas.map((c) => busqueda(entregasPorProductor, c.titulo, c.cuerpo)),
      [
        'GET admin/acopios/dashboard/{ciclo}/1/0 (todos los centros)',
        pedir('GET', `admin/acopios/dashboard/${ciclo.id}/1/0`),
        () =>
          Promise.all([
            repo.gruposEntregas(db, 1, ciclo.id, null),
            repo.productoresYPagado(db, 1, ciclo.id, null),
            repo.pagosPorMetodo(db, 1, ciclo.id, null),
          ]),
      ],
      ...porProductor.map((c) => busqueda(acopioPorProductor, c.titulo, c.cuerpo)),
      [
        'dashboard/avances/kgs/municipios_search',
        pedir('POST', 'dashboard/avances/kgs/municipios_search', { filters: [idc] }),
        () => repo.kgsPorMunicipio(db, 1, ciclo.id),
      ],
      [
        'dashboard/avances/kgs/localidades_search (el municipio con más kilos)',
        pedir('POST', 'dashboard/avances/kgs/localidades_search', {
          filters: [idc, { column: 'id_municipio', operator: '=', value: mun.id_municipio }],
        }),
        () => repo.kgsPorLocalidad(db, 1, ciclo.id, mun.id_municipio),
      ],
    ];
    console.log(`\n| acopio (${nombre}) | API mediana ms | API p95 ms | SQL mediana ms | SQL p95 ms | API/SQL (mediana) |`);
    console.log('|---|---|---|---|---|---|');
    for (const [titulo, api, sql] of filas) {
      // Both warmed before either is measured: they share the pool's connections and their prepared statements, and
      // PostgreSQL settles a statement's plan after its first five runs (server/db/postgres.ts).
      for (let i = 0; i < 10; i++) await Promise.all([api(), sql()].map((p) => p.catch(() => undefined)));
      const a = await medir(api, REPETICIONES, 0);
      const b = await medir(sql, REPETICIONES, 0);
      console.log(
        `| ${titulo} | ${ms(a.mediana)} | ${ms(a.p95)} | ${ms(b.mediana)} | ${ms(b.p95)} | ${(a.mediana / b.mediana).toFixed(2)}× |`,
      );
    }

    // Delivery save: the collector of cooperative 1, each save its own Idempotency-Key (a new delivery every time).
    const acopiador = await entrar(base, 'acopio@cosecha.demo');
    const [cuenta] = await db.query<{ uuid: string }>(
      `SELECT c.uuid FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
        WHERE c.id_cooperativa = 1 AND ci.activo_acopio AND c.fecha_baja IS NULL ORDER BY c.id LIMIT 1`,
    );
    const cuerpo = JSON.stringify(cuerpoEntrega(cuenta.uuid));
    const tiempos: number[] = [];
    for (let i = 0; i < GUARDADOS + 5; i++) {
      const t = performance.now();
      const x = await fetch(`${base}/api/admin/acopios/entregas`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${acopiador}`, 'idempotency-key': randomUUID() },
        body: cuerpo,
      });
      if (x.status !== 201) throw new Error(`${x.status} ${await x.text()}`);
      await x.json();
      if (i >= 5) tiempos.push(performance.now() - t);
    }
    console.log(
      `\nGuardar entrega (POST admin/acopios/entregas, ${GUARDADOS} claves distintas, ${nombre}): p50 ${ms(percentil(tiempos, 50))} ms, p95 ${ms(percentil(tiempos, 95))} ms`,
    );
  } finally {
    await app.close();
    await db.close();
  }
}

export const bancoAcopio = () => enCadaBase('Acopio', banco);

siSeEjecutaSolo(import.meta.url, bancoAcopio);
