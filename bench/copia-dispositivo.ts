/**
 * The device copy at a centre's scale (issue 28 'Benchmark': 'the device copy for a centre of 5,000 producers stays
 * ≤ 5 MB'): the demo, cooperative 1 grown to BENCH_COPIA_PRODUCTORES producers (default 5,000), every one an account of
 * the active collection cycle at the collector's centre (acopio@cosecha.demo), and a round of deliveries (60 % of the
 * accounts, 1–4 each) so prices and panel figures are not all zero. Measures `GET admin/acopios/copia_dispositivo`
 * through the API as the collector: the JSON's size, its gzip size, and the time (median and p95).
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. Alone: `npx tsx bench/copia-dispositivo.ts`.
 */
import { gzipSync } from 'node:zlib';
import { abrirDb, type Db } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { sembrarEntregas } from '../server/demo/seed-acopio';
import { sembrarCooperativaGrande } from './cooperativa-grande';
import { enCadaBase, entrar, medir, servirApi, siSeEjecutaSolo } from './medida';

const PRODUCTORES = Number(process.env.BENCH_COPIA_PRODUCTORES ?? 5_000);
const REPETICIONES = Number(process.env.BENCH_REPETICIONES ?? 30);
const LIMITE_BYTES = 5 * 1024 * 1024;
const ACOPIADOR = 'acopio@cosecha.demo';
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;

/** Every producer of cooperative 1 a confirmed account of the active collection cycle at the collector's centre. */
async function sembrar(db: Db): Promise<void> {
  await sembrarCooperativaGrande(db, PRODUCTORES, { prefijo: 'CD-', categoriasVariadas: true });
  const ciclo = `(SELECT id FROM ciclos WHERE id_cooperativa = 1 AND activo_acopio ORDER BY id DESC LIMIT 1)`;
  await db.query(
    `UPDATE productores SET id_centro_acopio = (SELECT id_centros_acopios FROM users WHERE email = $1) WHERE id_cooperativa = 1`,
    [ACOPIADOR],
  );
  await db.query(
    `INSERT INTO cuentas (id_cooperativa, id_productor, id_ciclo, fecha_ingreso, id_cuenta_categoria)
     SELECT 1, p.id, ${ciclo}, current_date, 1 + p.id % 4 FROM productores p
      WHERE p.id_cooperativa = 1 AND NOT EXISTS (SELECT 1 FROM cuentas c WHERE c.id_cooperativa = 1 AND c.id_productor = p.id AND c.id_ciclo = ${ciclo})`,
  );
  await db.query(`UPDATE cuentas SET confirmado = 1 WHERE id_cooperativa = 1 AND id_ciclo = ${ciclo} AND fecha_baja IS NULL`);
  await db.transaction((tx) => sembrarEntregas(tx, 1, { porcentaje: 60, maximoPorCuenta: 4, ronda: 1 }));
  await db.query('VACUUM ANALYZE cuentas, productores, acopios, anticipos');
}

async function banco(nombre: string, databaseUrl: string | null): Promise<void> {
  const db = await abrirDb({ databaseUrl, dataDir: null });
  if (databaseUrl) await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrar(db);
  const t0 = performance.now();
  await sembrar(db);
  console.log(`\n${nombre}: sembrado en ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const { app, base } = await servirApi(db);
  try {
    const token = await entrar(base, ACOPIADOR);
    const pedir = async () => {
      const r = await fetch(`${base}/api/admin/acopios/copia_dispositivo`, { headers: { authorization: `Bearer ${token}` } });
      if (r.status !== 200) throw new Error(`${r.status} ${await r.text()}`);
      return r.text();
    };
    const cuerpo = await pedir();
    const productores = (JSON.parse(cuerpo) as { data: { productores: unknown[] } }).data.productores.length;
    const bytes = Buffer.byteLength(cuerpo);
    const gzip = gzipSync(cuerpo).length;
    const t = await medir(pedir, REPETICIONES, 3);
    console.log(
      `  copia_dispositivo (acopiador, ${productores.toLocaleString('en-US')} productores del centro): JSON ${mb(bytes)}, ` +
        `gzip ${mb(gzip)} (límite 5 MB: ${bytes <= LIMITE_BYTES ? 'cumple' : 'NO CUMPLE'}); ` +
        `p50 ${t.mediana.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms (${REPETICIONES} lecturas)`,
    );
    if (bytes > LIMITE_BYTES) process.exitCode = 1;
  } finally {
    await app.close();
    await db.close();
  }
}

export const bancoCopiaDispositivo = () => enCadaBase('Copia del dispositivo (issue 28)', banco);

siSeEjecutaSolo(import.meta.url, bancoCopiaDispositivo);
