/**
 * The linking wizards at the scale (issue 27): the demo (50 producers a cooperative) grown in cooperative 1 to
 * BENCH_VINCULOS_PRODUCTORES producers with an account in the current cycle (20,000 by default) and
 * BENCH_VINCULOS_FORMULARIOS field forms (50,000), one in ten still without a producer, one in ten with a producer and
 * no plot, the rest linked; inserted set-based. Measured through the API (HTTP on loopback, token, JSON; median and p95
 * of BENCH_REPETICIONES, 100): each wizard list as the screens ask for it (first 100 rows and the total), searches included.
 * Budget (issue 27): p95 ≤ 20 ms on PostgreSQL, ≤ 50 ms on PGlite.
 * PGlite always; PostgreSQL too with BENCH_DATABASE_URL (its schema public is emptied). Alone: `npx tsx bench/vinculos.ts`.
 */
import { abrirDb, type Db } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CICLO_ACTUAL, sembrarCooperativaGrande } from './cooperativa-grande';
import { enCadaBase, entrar, medir, servirApi, siSeEjecutaSolo } from './medida';

const PRODUCTORES = Number(process.env.BENCH_VINCULOS_PRODUCTORES ?? 20_000);
const FORMULARIOS = Number(process.env.BENCH_VINCULOS_FORMULARIOS ?? 50_000);
const REPETICIONES = Number(process.env.BENCH_REPETICIONES ?? 100);
const CICLO = CICLO_ACTUAL;

export async function sembrar(db: Db): Promise<void> {
  await sembrarCooperativaGrande(db, PRODUCTORES, { prefijo: 'BV-' });
  await db.query(
    `CREATE TABLE bench_cuentas AS SELECT row_number() OVER (ORDER BY c.id) - 1 AS k, c.id,
            (SELECT min(x.id) FROM parcelas x WHERE x.id_cooperativa = 1 AND x.id_cuenta = c.id) AS id_parcela
       FROM cuentas c WHERE c.id_cooperativa = 1 AND c.id_ciclo = ${CICLO}`,
  );
  const [n] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bench_cuentas');
  // g % 10 = 0: no producer; = 1: producer, no plot; else producer and (when it has one) plot.
  await db.query(
    `INSERT INTO formularios_campo (id_cooperativa, tipo, fecha, nombre_inspector, parcela_nombre_otro, num_plantas, superficie, id_cuenta, id_parcela, datos)
     SELECT 1, (ARRAY['sic_pp', 'tx_po', 'tx_croquis'])[1 + g % 3], current_date - (g % 400), 'Inspector ' || (g % 20), 'Parcela ' || g,
            500, 1.5, CASE WHEN g % 10 <> 0 THEN b.id END, CASE WHEN g % 10 > 1 THEN b.id_parcela END, '{"variedad": "Typica"}'::jsonb
       FROM generate_series(1, $1::int) g JOIN bench_cuentas b ON b.k = g % $2`,
    [FORMULARIOS, Math.max(1, n!.n)],
  );
  await db.query('DROP TABLE bench_cuentas');
  await db.query('VACUUM ANALYZE productores, cuentas, formularios_campo');
}

async function banco(nombre: string, databaseUrl: string | null): Promise<void> {
  const db = await abrirDb({ databaseUrl, dataDir: null });
  if (databaseUrl) await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrar(db);
  const t0 = performance.now();
  await sembrar(db);
  const [c] = await db.query<{ p: number; f: number; s: number; id_cuenta: number }>(
    `SELECT (SELECT count(*) FROM productores WHERE id_cooperativa = 1)::int AS p, (SELECT count(*) FROM formularios_campo WHERE id_cooperativa = 1)::int AS f,
            (SELECT count(*) FROM formularios_campo WHERE id_cooperativa = 1 AND id_cuenta IS NULL)::int AS s,
            (SELECT id_cuenta FROM formularios_campo WHERE id_cooperativa = 1 AND id_cuenta IS NOT NULL AND id_parcela IS NULL ORDER BY id LIMIT 1) AS id_cuenta`,
  );
  console.log(
    `\n${nombre}: ${c!.p.toLocaleString('en-US')} productores, ${c!.f.toLocaleString('en-US')} formularios (${c!.s.toLocaleString('en-US')} sin productor); ` +
      `sembrado en ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const { app, base } = await servirApi(db);
  try {
    const token = await entrar(base);
    const pedir = (metodo: 'GET' | 'POST', ruta: string, cuerpo?: unknown) => async () => {
      const x = await fetch(`${base}/api/${ruta}`, {
        method: metodo,
        headers: { authorization: `Bearer ${token}`, ...(cuerpo ? { 'content-type': 'application/json' } : {}) },
        body: cuerpo ? JSON.stringify(cuerpo) : undefined,
      });
      if (x.status !== 200) throw new Error(`${x.status} ${await x.text()}`);
      await x.json();
    };
    for (const [titulo, f] of [
      ['POST admin/sic/vinculos (paso 1, 100 más recientes y el total)', pedir('POST', 'admin/sic/vinculos')],
      ['POST admin/sic/cuentas_por_vincular {}', pedir('POST', 'admin/sic/cuentas_por_vincular', {})],
      ['POST admin/sic/cuentas_por_vincular {showNew}', pedir('POST', 'admin/sic/cuentas_por_vincular', { showNew: true })],
      ['POST admin/sic/cuentas_por_vincular {q: banco12}', pedir('POST', 'admin/sic/cuentas_por_vincular', { q: 'banco12' })],
      [
        'POST admin/sic/cuentas_por_vincular {q: jo} (dos letras: sin trigramas)',
        pedir('POST', 'admin/sic/cuentas_por_vincular', { q: 'jo' }),
      ],
      ['POST admin/sic/vinculos {q: parcela 12}', pedir('POST', 'admin/sic/vinculos', { q: 'parcela 12' })],
      ['GET admin/sic/cuentas_por_vincular_parcelas', pedir('GET', 'admin/sic/cuentas_por_vincular_parcelas')],
      ['GET admin/sic/cuentas_por_vincular_parcelas?q=banco12', pedir('GET', 'admin/sic/cuentas_por_vincular_parcelas?q=banco12')],
      ['GET admin/sic/parcelas_vinculables/{id}', pedir('GET', `admin/sic/parcelas_vinculables/${c!.id_cuenta}`)],
      ['GET admin/sic/vincular_formularios_parcelas/{id}', pedir('GET', `admin/sic/vincular_formularios_parcelas/${c!.id_cuenta}`)],
    ] as const) {
      const m = await medir(f, REPETICIONES, 10);
      console.log(`  ${titulo}: mediana ${m.mediana.toFixed(2)} ms, p95 ${m.p95.toFixed(2)} ms`);
    }
  } finally {
    await app.close();
    await db.close();
  }
}

export const bancoVinculos = () => enCadaBase('Vinculación de formularios de campo', banco);

siSeEjecutaSolo(import.meta.url, bancoVinculos);
