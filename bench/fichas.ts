/**
 * The KoboToolbox pull (issue 27): BENCH_ENVIOS submissions (50,000 by default) read from the fake KPI in pages of
 * 1,000 and upserted into formularios_campo, as rows per second and the process's RSS before and after; then the
 * repeated pull (the last two pages re-read, nothing written). PGlite always; PostgreSQL too with BENCH_DATABASE_URL.
 * Alone: `npx tsx bench/fichas.ts` (with the live heap: `node --expose-gc --import tsx bench/fichas.ts`).
 */
import { hash } from '@node-rs/argon2';
import { abrirDb } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { descargarEnvios } from '../server/modules/fichas/descargar-envios';
import { iniciarServidorKobo, TOKEN_KOBO } from '../tests/falsos/servidor-kobo';
import { enCadaBase, siSeEjecutaSolo } from './medida';

const ENVIOS = Number(process.env.BENCH_ENVIOS ?? 50_000);
/**
 * RSS and the live heap. RSS keeps pages V8 and the allocator freed (and here the fake KPI's garbage), so it grows with
 * any pull; the heap after a forced collection (run with `node --expose-gc --import tsx bench/fichas.ts`) is what stays
 * alive, the figure that tells 'memory flat'.
 */
const mb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  const heap = (globalThis as { gc?: () => void }).gc ? `, heap vivo ${Math.round(m.heapUsed / 1048576)} MB` : '';
  return `${Math.round(m.rss / 1048576)} MB${heap}`;
};

export async function bancoFichas(): Promise<void> {
  await enCadaBase('Descarga de envíos de KoboToolbox', async (titulo, databaseUrl) => {
    console.log(`\n${titulo}`);
    const kobo = await iniciarServidorKobo();
    const db = await abrirDb({ databaseUrl, dataDir: null });
    try {
      if (databaseUrl) await db.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      await migrar(db);
      const h = await hash(CONTRASENA_DEMO);
      await db.transaction(async (tx) => {
        await sembrarCatalogos(tx);
        await sembrarDemo(tx, h, { productores: 50 });
      });
      const uid = kobo.crearAsset('Banco');
      kobo.agregarEnvios(uid, ENVIOS, (i) => ({
        'croquis/poligono': `15 -92 0 0;15 -92.001 0 0;15.001 -92.001 0 0;15.0${i % 10} -92 0 0`,
      }));
      const [m] = await db.query<{ id: number }>(
        `INSERT INTO fichas_master (nombre, tipo, id_formulario) VALUES ('Banco', 'tx_croquis', 'banco') RETURNING id`,
      );
      const [f] = await db.query<{ id: number }>(
        `INSERT INTO kobo_fichas (id_cooperativa, id_ficha_master, nombre, tipo, kobo_project_uid) VALUES (1, $1, 'Banco', 'tx_croquis', $2) RETURNING id`,
        [m.id, uid],
      );
      const cfg = { url: kobo.url, token: TOKEN_KOBO };
      const antes = mb();
      let t0 = performance.now();
      const r = await descargarEnvios(db, cfg, 1, f.id, { completa: true });
      const ms = performance.now() - t0;
      console.log(
        `  primera descarga: ${r.nuevos} envíos en ${(ms / 1000).toFixed(1)} s = ${Math.round(r.nuevos / (ms / 1000))} filas/s; RSS ${antes} → ${mb()}`,
      );
      t0 = performance.now();
      const otra = await descargarEnvios(db, cfg, 1, f.id);
      console.log(
        `  descarga repetida: ${otra.leidos} leídos, ${otra.nuevos + otra.editados} escritos, ${Math.round(performance.now() - t0)} ms; RSS ${mb()}`,
      );
    } finally {
      await db.close();
      await kobo.cerrar();
    }
  });
}

siSeEjecutaSolo(import.meta.url, bancoFichas);
