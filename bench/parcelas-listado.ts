/**
 * The plot list at 300,000 plots (DESIGN §7): cooperative 1 (the demo's coffee cooperative) topped up to 20,000
 * producers, the largest cooperative, and four more cooperatives of 20,000 each, every producer with an account in
 * both cycles and 0–3 plots (about 60,000 plots a cooperative, half in each cycle). Measures parcelas_all_search
 * (filter + sort + total, and text searches) and the plots dashboard's calls through the API (HTTP on loopback,
 * token, session, validation, JSON) next to the same SQL run directly: median, p95 and the ratio.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. Alone: `npx tsx bench/parcelas-listado.ts`.
 */
import { hash } from '@node-rs/argon2';
import { abrirDb, type Db } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { sembrarEscala } from '../server/demo/seed-productores';
import { sembrarFormulariosDemo } from '../server/demo/seed-formularios';
import { construirConsulta, type PeticionBusqueda } from '../server/search/motor';
import { parcelasAll } from '../server/modules/parcelas/parcelas-listado.resource';
import { conteoActividades, plantasPorTipo, sumasPorGenero, sumasTotales } from '../server/modules/parcelas/parcelas-tablero.repository';
import { usuarioDeSesion } from '../server/modules/auth/auth.repository';
import { entrar, medir, servirApi, siSeEjecutaSolo } from './medida';

const PRODUCTORES = 20_000;
const COOPERATIVAS_EXTRA = 4;
const REPETICIONES = Number(process.env.BENCH_REPETICIONES ?? 200);

const medirR = (fn: () => Promise<unknown>) => medir(fn, REPETICIONES);

/**
 * The demo plus cooperative 1 topped up to `productores` producers and `extra` more cooperatives of that size (with both
 * cycles), then ANALYZE; returns the plots in the database. bench/eudr.ts seeds the same way.
 */
export async function sembrarParcelasEscala(db: Db, productores = PRODUCTORES, extra = COOPERATIVAS_EXTRA): Promise<number> {
  const h = await hash(CONTRASENA_DEMO);
  await db.transaction(async (tx) => {
    await sembrarCatalogos(tx);
    await sembrarDemo(tx, h);
    const nuevas = await tx.query<{ id: number }>(
      `INSERT INTO cooperativas (nombre, iniciales, id_cat_productos, certificacion)
       SELECT 'Cooperativa de banco ' || g, 'B' || g, 1, 'certimex' FROM generate_series(1, $1) g RETURNING id`,
      [extra],
    );
    const ids = nuevas.map((c) => c.id);
    await tx.query('INSERT INTO configuraciones (id_cooperativa) SELECT unnest($1::int[])', [ids]);
    await tx.query(
      `INSERT INTO ciclos (id_cooperativa, nombre, fecha_inicio, fecha_fin, activo, activo_acopio)
       SELECT c, t.nombre, t.inicio::date, t.fin::date, t.activo, t.activo FROM unnest($1::int[]) c
       CROSS JOIN (VALUES ('2024-2025', '2024-10-01', '2025-09-30', false), ('2025-2026', '2025-10-01', '2026-09-30', true)) AS t (nombre, inicio, fin, activo)`,
      [ids],
    );
    await sembrarEscala(tx, productores, [1, ...ids]);
    // Forms for the dashboard at scale: about four plots in five of cooperative 1 (its own seed rule).
    await sembrarFormulariosDemo(tx, 1);
  });
  await db.query('ANALYZE');
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM parcelas');
  return n;
}

async function banco(nombre: string, databaseUrl: string | null): Promise<void> {
  const db = await abrirDb({ databaseUrl, dataDir: null });
  if (databaseUrl) await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrar(db);
  const t0 = performance.now();
  console.log(`\n${nombre}: sembrando…`);
  const total = await sembrarParcelasEscala(db);
  const [ciclo] = await db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY id DESC LIMIT 1');
  const [{ n: enCiclo }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
      WHERE x.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL`,
    [ciclo.id],
  );
  console.log(
    `\n${nombre}: ${total.toLocaleString('en-US')} parcelas sembradas en ${((performance.now() - t0) / 1000).toFixed(1)} s; ` +
      `el listado de la cooperativa 1 en su último ciclo tiene ${enCiclo.toLocaleString('en-US')}`,
  );
  const { app, base } = await servirApi(db);
  const token = await entrar(base);
  const [u] = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'admin@cosecha.demo'`);
  const s = await usuarioDeSesion(db, u.id, '00000000-0000-0000-0000-000000000000', Date.now());
  if (!s) throw new Error('sin sesión');
  const sesion = { ...s, jti: '', exp: 0 };
  const api = (ruta: string, cuerpo: unknown) => async () => {
    const x = await fetch(`${base}/api/${ruta}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(cuerpo),
    });
    if (x.status !== 200) throw new Error(`${x.status} ${await x.text()}`);
    await x.json();
  };
  const idc = { column: 'id_ciclo', operator: '=', value: ciclo.id };
  const listas: { titulo: string; cuerpo: PeticionBusqueda }[] = [
    { titulo: 'ciclo, orden cuenta (predeterminado), 10', cuerpo: { filters: [idc], per_page: 10 } },
    { titulo: 'ciclo, orden cuenta, página 50 de 20', cuerpo: { filters: [idc], per_page: 20, page: 50 } },
    {
      titulo: 'ciclo + geoFilter 1, orden superficie desc, 20',
      cuerpo: {
        filters: [idc, { column: 'geoFilter', operator: '=', value: 1 }],
        sorts: [{ column: 'superficie', sort: 'desc' }],
        per_page: 20,
      },
    },
    {
      titulo: 'ciclo + geoFilter 3, orden nombre asc, 20',
      cuerpo: {
        filters: [idc, { column: 'geoFilter', operator: '=', value: 3 }],
        sorts: [{ column: 'nombre', sort: 'asc' }],
        per_page: 20,
      },
    },
    { titulo: 'ciclo, orden municipio asc, 20', cuerpo: { filters: [idc], sorts: [{ column: 'municipio', sort: 'asc' }], per_page: 20 } },
    {
      titulo: 'ciclo, orden alertas_poligono desc, 20',
      cuerpo: { filters: [idc], sorts: [{ column: 'alertas_poligono', sort: 'desc' }], per_page: 20 },
    },
    {
      titulo: 'ciclo + q "jose perez" (texto), 20',
      cuerpo: { filters: [idc, { column: 'q', operator: 'like', value: 'jose perez' }], per_page: 20 },
    },
    {
      titulo: 'ciclo + q "garcia" (texto), 20',
      cuerpo: { filters: [idc, { column: 'q', operator: 'like', value: 'garcia' }], per_page: 20 },
    },
  ];
  console.log('| parcelas_all_search | API mediana ms | API p95 ms | SQL mediana ms | SQL p95 ms | API/SQL (mediana) |');
  console.log('|---|---|---|---|---|---|');
  for (const c of listas) {
    const q = construirConsulta(parcelasAll, sesion, c.cuerpo);
    const a = await medirR(api('parcelas_all_search', c.cuerpo));
    const b = await medirR(() => Promise.all([db.query(q.sql, q.params), db.query(q.conteo.sql, q.conteo.params)]));
    console.log(
      `| ${c.titulo} | ${a.mediana.toFixed(2)} | ${a.p95.toFixed(2)} | ${b.mediana.toFixed(2)} | ${b.p95.toFixed(2)} | ${(a.mediana / b.mediana).toFixed(2)}× |`,
    );
  }
  const tableros: [string, () => Promise<unknown>][] = [
    ['dashboards/parcelas/totales_search', () => sumasTotales(db, 1, ciclo.id)],
    ['dashboards/parcelas/plantas_search', () => plantasPorTipo(db, 1, ciclo.id)],
    ['dashboards/parcelas/otras_search', () => conteoActividades(db, 1, ciclo.id)],
    ['dashboard/avances/productores_majomut_genero_search', () => sumasPorGenero(db, 1, ciclo.id)],
  ];
  console.log('\n| tablero de parcelas (ciclo) | API mediana ms | API p95 ms | SQL mediana ms | SQL p95 ms | API/SQL (mediana) |');
  console.log('|---|---|---|---|---|---|');
  for (const [ruta, sql] of tableros) {
    const a = await medirR(api(ruta, { filters: [idc] }));
    const b = await medirR(sql);
    console.log(
      `| ${ruta} | ${a.mediana.toFixed(2)} | ${a.p95.toFixed(2)} | ${b.mediana.toFixed(2)} | ${b.p95.toFixed(2)} | ${(a.mediana / b.mediana).toFixed(2)}× |`,
    );
  }
  await app.close();
  await db.close();
}

/** Both backends; `npm run bench` calls it after the other benches. */
export async function bancoParcelasListado(): Promise<void> {
  console.log(`\n## Listado y tablero de parcelas (${REPETICIONES} repeticiones tras 20 de calentamiento)`);
  // BENCH_SOLO_PG=1 skips PGlite (its 300,000-plot seed is the slow part) when only PostgreSQL is looked at.
  if (!process.env.BENCH_SOLO_PG) await banco('PGlite (embebida, en memoria)', null);
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) await banco('PostgreSQL', pgUrl);
  else console.log('\n(PostgreSQL: defina BENCH_DATABASE_URL=postgres://… para medirlo también; su esquema public se vacía.)');
}

siSeEjecutaSolo(import.meta.url, bancoParcelasListado);
