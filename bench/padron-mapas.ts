/**
 * Locality risk maps (issue 13): through the API on loopback (token, session and JSON included) next to the same SQL
 * run directly, median and p95 of BENCH_REPETICIONES: the cycle's localities (`tx_padron_mapas_search`, a page of
 * 100), the plots of the largest locality (`tx_padron_mapas_detalle_search`) and a risk save (`PUT localidades`);
 * then the cycle's KML read to the end, as placemarks per second and the process's peak RSS. Cooperative 1 has
 * BENCH_MAPAS_PRODUCTORES producers (the demo topped up; 20,000 by default, the largest cooperative of DESIGN §7).
 * PGlite always; PostgreSQL too with BENCH_DATABASE_URL. Alone: `npx tsx bench/padron-mapas.ts`.
 */
import { hash } from '@node-rs/argon2';
import { abrirDb } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { sembrarEscala } from '../server/demo/seed-productores';
import { construirConsulta } from '../server/search/motor';
import { mapaLocalidades, mapaParcelas } from '../server/modules/padron/mapas/mapas.resource';
import { usuarioDeSesion } from '../server/modules/auth/auth.repository';
import { enCadaBase, entrar, medir, servirApi, siSeEjecutaSolo } from './medida';

const PRODUCTORES = Number(process.env.BENCH_MAPAS_PRODUCTORES ?? 20_000);
const REPETICIONES = Number(process.env.BENCH_REPETICIONES ?? 200);

export async function bancoPadronMapas(): Promise<void> {
  await enCadaBase('Mapas de riesgo por localidad', async (titulo, databaseUrl) => {
    console.log(`\n${titulo}`);
    const db = await abrirDb({ databaseUrl, dataDir: null });
    if (databaseUrl) await db.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    await migrar(db);
    const t0 = performance.now();
    const h = await hash(CONTRASENA_DEMO);
    await db.transaction(async (tx) => {
      await sembrarCatalogos(tx);
      await sembrarDemo(tx, h);
      // Cooperative 1 topped up as the other benches do: the full demo at 20,000 producers per cooperative spent
      // more than 12 minutes seeding PGlite.
      await sembrarEscala(tx, PRODUCTORES, [1]);
    });
    await db.query('ANALYZE');
    console.log(
      `  demo y la cooperativa 1 con ${PRODUCTORES.toLocaleString('en-US')} productores en ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
    const [{ ciclo }] = await db.query<{ ciclo: number }>('SELECT max(id) AS ciclo FROM ciclos WHERE id_cooperativa = 1');
    const [mayor] = await db.query<{ id: number; uuid: string; n: number }>(
      `SELECT p.id_localidad AS id, l.uuid::text AS uuid, count(*)::int AS n FROM productores p JOIN localidades l ON l.id = p.id_localidad
        WHERE p.id_cooperativa = 1 GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
    );
    const { app, base } = await servirApi(db);
    const token = await entrar(base);
    const [{ id }] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@cosecha.demo'");
    const usuario = (await usuarioDeSesion(db, id, '00000000-0000-0000-0000-000000000000', Date.now()))!;
    const cabeceras = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const filtros = [{ column: 'id_ciclo', operator: '=', value: ciclo }];
    const casos = [
      {
        titulo: 'tx_padron_mapas_search (ciclo, 100)',
        ruta: 'tx_padron_mapas_search',
        recurso: mapaLocalidades,
        cuerpo: { filters: filtros, per_page: 100 as const },
      },
      {
        titulo: `tx_padron_mapas_detalle_search (localidad con ${mayor.n} productores, 100)`,
        ruta: 'tx_padron_mapas_detalle_search',
        recurso: mapaParcelas,
        cuerpo: { filters: [...filtros, { column: 'id_localidad', operator: '=', value: mayor.id }], per_page: 100 as const },
      },
    ];
    for (const c of casos) {
      const api = await medir(async () => {
        const r = await fetch(`${base}/api/${c.ruta}`, { method: 'POST', headers: cabeceras, body: JSON.stringify(c.cuerpo) });
        if (r.status !== 200) throw new Error(`${c.ruta}: ${r.status}`);
        await r.json();
      }, REPETICIONES);
      const q = construirConsulta(c.recurso, { ...usuario, jti: '', exp: 0 }, c.cuerpo);
      const sql = await medir(() => Promise.all([db.query(q.sql, q.params), db.query(q.conteo.sql, q.conteo.params)]), REPETICIONES);
      console.log(
        `  ${c.titulo}: API mediana ${api.mediana.toFixed(2)} ms, p95 ${api.p95.toFixed(2)} ms; SQL p95 ${sql.p95.toFixed(2)} ms; razón ${(api.p95 / sql.p95).toFixed(2)}`,
      );
    }
    let n = 0;
    const put = await medir(
      async () => {
        const r = await fetch(`${base}/api/localidades/${mayor.uuid}`, {
          method: 'PUT',
          headers: cabeceras,
          body: JSON.stringify({ id_cat_localidad_riesgo: 1 + (n++ % 3) }),
        });
        if (r.status !== 200) throw new Error(`PUT localidades: ${r.status}`);
        await r.json();
      },
      50,
      5,
    );
    console.log(
      `  PUT localidades/{uuid} (bloquear, escribir, auditar): mediana ${put.mediana.toFixed(2)} ms, p95 ${put.p95.toFixed(2)} ms`,
    );

    global.gc?.();
    const rss0 = process.memoryUsage().rss;
    let pico = rss0;
    const muestreo = setInterval(() => (pico = Math.max(pico, process.memoryUsage().rss)), 20);
    const t1 = performance.now();
    const r = await fetch(`${base}/api/padron_mapas_kml?id_ciclo=${ciclo}`, { headers: cabeceras });
    let bytes = 0;
    let marcas = 0;
    const lector = r.body!.getReader();
    const decodificador = new TextDecoder();
    for (;;) {
      const { done, value } = await lector.read();
      if (done) break;
      bytes += value.length;
      marcas += decodificador.decode(value, { stream: true }).split('<Placemark>').length - 1;
    }
    const s = (performance.now() - t1) / 1000;
    clearInterval(muestreo);
    console.log(
      `  KML del ciclo: ${marcas.toLocaleString('en-US')} placemarks, ${(bytes / 1e6).toFixed(1)} MB en ${s.toFixed(1)} s = ${Math.round(marcas / s).toLocaleString('en-US')}/s; ` +
        `RSS antes ${(rss0 / 1e6).toFixed(0)} MB, pico ${(pico / 1e6).toFixed(0)} MB`,
    );
    await app.close();
    await db.close();
  });
}

siSeEjecutaSolo(import.meta.url, bancoPadronMapas);
