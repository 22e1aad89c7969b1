/**
 * The complete register at the largest cooperative of DESIGN §7 (issue 13): the demo, cooperative 1 topped up to
 * BENCH_PADRON_PRODUCTORES producers (default 20,000) with their plots' inspection forms and SIC information. Measures
 * tx_padron_completo_search's first page with totals, a deep page and a text search through the API (HTTP on loopback,
 * token, JSON) next to the same SQL run directly (median, p95, ratio); one inline edit (p50/p95, each a new value with
 * its previous one); and the Excel of the whole cycle (time, bytes, rows, and the process's peak RSS growth).
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. Alone: `npx tsx bench/padron-completo.ts`.
 */
import { hash } from '@node-rs/argon2';
import { abrirDb, type Db } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { sembrarEscala } from '../server/demo/seed-productores';
import { sembrarFormulariosDemo } from '../server/demo/seed-formularios';
import { sembrarPadronCompletoDemo } from '../server/demo/seed-padron-completo';
import { construirConsulta, type PeticionBusqueda } from '../server/search/motor';
import { padronCompleto } from '../server/modules/padron/completo/padron-completo.resource';
import { usuarioDeSesion } from '../server/modules/auth/auth.repository';
import { totalesPadron } from '../server/modules/padron/completo/padron-completo.repository';
import { enCadaBase, entrar, medir, percentil, servirApi, siSeEjecutaSolo } from './medida';

const PRODUCTORES = Number(process.env.BENCH_PADRON_PRODUCTORES ?? 20_000);
const REPETICIONES = Number(process.env.BENCH_REPETICIONES ?? 100);
const EDICIONES = Number(process.env.BENCH_PADRON_EDICIONES ?? 100);

const ms = (x: number) => x.toFixed(2);

async function sembrar(db: Db): Promise<void> {
  const h = await hash(CONTRASENA_DEMO);
  await db.transaction(async (tx) => {
    await sembrarCatalogos(tx);
    await sembrarDemo(tx, h);
    await sembrarEscala(tx, PRODUCTORES, [1]);
    await sembrarFormulariosDemo(tx, 1);
    await sembrarPadronCompletoDemo(tx, 1);
  });
  await db.query('ANALYZE');
}

async function banco(nombre: string, databaseUrl: string | null): Promise<void> {
  const db = await abrirDb({ databaseUrl, dataDir: null });
  if (databaseUrl) await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrar(db);
  const t0 = performance.now();
  console.log(`\n${nombre}: sembrando…`);
  await sembrar(db);
  const [ciclo] = await db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY id DESC LIMIT 1');
  const [{ n }] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM cuentas WHERE id_cooperativa = 1 AND id_ciclo = $1 AND confirmado = 1 AND fecha_baja IS NULL',
    [ciclo.id],
  );
  console.log(
    `${nombre}: ${n.toLocaleString('en-US')} cuentas en el padrón del ciclo, sembradas en ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const { app, base } = await servirApi(db);
  try {
    const token = await entrar(base);
    const [u] = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'admin@cosecha.demo'`);
    const s = await usuarioDeSesion(db, u.id, '00000000-0000-0000-0000-000000000000', Date.now());
    if (!s) throw new Error('sin sesión');
    const sesion = { ...s, jti: '', exp: 0 };
    const pedir = async (metodo: 'GET' | 'POST', ruta: string, cuerpo?: unknown) => {
      const x = await fetch(`${base}/api/${ruta}`, {
        method: metodo,
        headers: { ...(cuerpo ? { 'content-type': 'application/json' } : {}), authorization: `Bearer ${token}` },
        body: cuerpo ? JSON.stringify(cuerpo) : undefined,
      });
      if (x.status !== 200) throw new Error(`${x.status} ${await x.text()}`);
      return x;
    };
    const idc = { column: 'id_ciclo', operator: '=', value: ciclo.id };
    const ultima = Math.ceil(n / 100);
    const casos: { titulo: string; cuerpo: PeticionBusqueda }[] = [
      { titulo: 'primera página (clave asc), 20, con totales', cuerpo: { filters: [idc], per_page: 20, totales: true } },
      { titulo: 'primera página (clave asc), 20, sin totales', cuerpo: { filters: [idc], per_page: 20 } },
      { titulo: `página profunda ${ultima} de 100`, cuerpo: { filters: [idc], per_page: 100, page: ultima } },
      {
        titulo: 'orden nombre desc, 100',
        cuerpo: { filters: [idc], per_page: 100, sorts: [{ column: 'productor_nombre', sort: 'desc' }] },
      },
      {
        titulo: 'q "garcia", 20, con totales',
        cuerpo: { filters: [idc, { column: 'q', operator: 'like', value: 'garcia' }], per_page: 20, totales: true },
      },
    ];
    console.log(`\n| ${nombre} | API mediana ms | API p95 ms | SQL mediana ms | SQL p95 ms | API/SQL (mediana) |`);
    console.log('|---|---|---|---|---|---|');
    for (const c of casos) {
      // The route sums with its own statement (totalesPadron); the engine builds the page and the count.
      const { totales: _t, ...pagina } = c.cuerpo;
      // As the engine does past page 1: the count first, then the page with it (a deep page is read from the end).
      const sinTotal = construirConsulta(padronCompleto, sesion, pagina);
      const [{ n: total }] = await db.query<{ n: number }>(sinTotal.conteo.sql, sinTotal.conteo.params);
      const q = construirConsulta(padronCompleto, sesion, pagina, undefined, total);
      const a = await medir(async () => (await pedir('POST', 'tx_padron_completo_search', c.cuerpo)).json(), REPETICIONES, 5);
      const b = await medir(
        () =>
          Promise.all([
            db.query(q.sql, q.params),
            db.query(q.conteo.sql, q.conteo.params),
            ...(c.cuerpo.totales ? [totalesPadron(db, sesion, c.cuerpo.filters ?? [])] : []),
          ]),
        REPETICIONES,
        5,
      );
      console.log(
        `| ${c.titulo} | ${ms(a.mediana)} | ${ms(a.p95)} | ${ms(b.mediana)} | ${ms(b.p95)} | ${(a.mediana / b.mediana).toFixed(2)}× |`,
      );
    }

    // One inline edit at a time: the parchment of one account, each with the value it replaces.
    const [cuenta] = await db.query<{ id: number; p: number | null }>(
      `SELECT c.id, s.pergamino_actual AS p FROM cuentas c LEFT JOIN padron_sic s ON s.id_cooperativa = c.id_cooperativa AND s.id_cuenta = c.id
        WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL ORDER BY c.id DESC LIMIT 1`,
      [ciclo.id],
    );
    let anterior: number | null = cuenta.p === null ? null : Number(cuenta.p);
    const tiempos: number[] = [];
    for (let i = 0; i < EDICIONES + 5; i++) {
      const nuevo = 100_000 + i;
      const t = performance.now();
      await (
        await pedir('POST', 'admin/sic/padron_edit/s6_pergamino_actual', {
          id_cuenta: cuenta.id,
          new_value: nuevo,
          valor_anterior: anterior,
        })
      ).json();
      if (i >= 5) tiempos.push(performance.now() - t);
      anterior = nuevo;
    }
    console.log(
      `\nEditar una celda (POST admin/sic/padron_edit/s6_pergamino_actual, ${nombre}): p50 ${ms(percentil(tiempos, 50))} ms, p95 ${ms(percentil(tiempos, 95))} ms`,
    );

    // The whole cycle's Excel, read as it streams; RSS sampled while it runs.
    const rss0 = process.memoryUsage().rss;
    let pico = rss0;
    const muestreo = setInterval(() => (pico = Math.max(pico, process.memoryUsage().rss)), 50);
    const t = performance.now();
    const x = await pedir('GET', `xls/padron_completo/${ciclo.id}`);
    let bytes = 0;
    for await (const trozo of x.body as unknown as AsyncIterable<Uint8Array>) bytes += trozo.length;
    clearInterval(muestreo);
    console.log(
      `Excel del padrón completo (${n.toLocaleString('en-US')} filas, ${nombre}): ${((performance.now() - t) / 1000).toFixed(1)} s, ` +
        `${(bytes / 1e6).toFixed(1)} MB, RSS +${((pico - rss0) / 1e6).toFixed(0)} MB durante la descarga`,
    );
  } finally {
    await app.close();
    await db.close();
  }
}

export const bancoPadronCompleto = () => enCadaBase('Padrón completo', banco);

siSeEjecutaSolo(import.meta.url, bancoPadronCompleto);
