/**
 * The outbox draining after a day without network (issue 28 'Benchmark': 'an outbox of 200 deliveries syncs at
 * ≥ 20 deliveries/s'): the demo on a fresh database, the collector (acopio@cosecha.demo) signed in through the API,
 * and BENCH_BANDEJA_ENTREGAS deliveries (default 200) replayed from Node exactly as the browser's sync engine sends
 * them (src/offline/bandeja/sincronizar.ts): one at a time in registration order, each with its own UUIDv7 as
 * Idempotency-Key and the device's fields (folio_provisional, registrada_en). Then the same 200 again with the same
 * keys (a second tab or a lost answer): the server answers each from its stored answer and stores nothing twice.
 * The browser half of the bench (the form usable offline on slow 3G) is not here yet (docs/DECISIONES.md).
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. Alone: `npx tsx bench/bandeja.ts`.
 */
import { hash } from '@node-rs/argon2';
import { siguienteFolioProvisional } from '../domain/bandeja/folio-provisional';
import { uuidv7 } from '../domain/bandeja/uuidv7';
import { abrirDb } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { cuerpoEntrega } from '../tests/server/acopio/acopio-ayudas';
import { enCadaBase, entrar, servirApi, siSeEjecutaSolo } from './medida';

const ENTREGAS = Number(process.env.BENCH_BANDEJA_ENTREGAS ?? 200);
const OBJETIVO_POR_SEGUNDO = 20;
const DISPOSITIVO = '7KQ2';

async function banco(nombre: string, databaseUrl: string | null): Promise<void> {
  const db = await abrirDb({ databaseUrl, dataDir: null });
  if (databaseUrl) await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrar(db);
  const h = await hash(CONTRASENA_DEMO);
  await db.transaction(async (tx) => {
    await sembrarCatalogos(tx);
    await sembrarDemo(tx, h);
  });
  const { app, base } = await servirApi(db);
  try {
    const token = await entrar(base, 'acopio@cosecha.demo');
    // the producers the collector's device copy holds, as the offline form picks them
    const copia = (await (
      await fetch(`${base}/api/admin/acopios/copia_dispositivo`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { productores: { uuid_cuenta: string }[] } };
    const cuentas = copia.data.productores.map((p) => p.uuid_cuenta);
    if (!cuentas.length) throw new Error('la copia del acopiador no tiene productores');
    // the outbox as the device left it: registered over the last hours, in order
    const ahora = Date.now();
    const bandeja = Array.from({ length: ENTREGAS }, (_, i) => ({
      clave: uuidv7(),
      cuerpo: JSON.stringify({
        ...cuerpoEntrega(cuentas[i % cuentas.length]),
        folio_provisional: siguienteFolioProvisional(DISPOSITIVO, i),
        registrada_en: new Date(ahora - (ENTREGAS - i) * 60_000).toISOString(),
      }),
    }));
    const enviar = async (e: (typeof bandeja)[number]) => {
      const r = await fetch(`${base}/api/admin/acopios/entregas`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': e.clave },
        body: e.cuerpo,
      });
      if (r.status !== 201 && r.status !== 200) throw new Error(`${r.status} ${await r.text()}`);
      return ((await r.json()) as { data: { uuid: string } }).data.uuid;
    };
    const ronda = async () => {
      const t = performance.now();
      const uuids: string[] = [];
      for (const e of bandeja) uuids.push(await enviar(e));
      return { s: (performance.now() - t) / 1000, uuids };
    };
    const [{ n: antes }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM acopios');
    const primera = await ronda();
    const segunda = await ronda();
    const [{ n: despues }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM acopios');
    const porSegundo = ENTREGAS / primera.s;
    const iguales = primera.uuids.every((u, i) => u === segunda.uuids[i]);
    console.log(
      `\n${nombre}: bandeja de ${ENTREGAS} entregas enviada en ${primera.s.toFixed(2)} s, ${porSegundo.toFixed(1)} entregas/s ` +
        `(objetivo ≥ ${OBJETIVO_POR_SEGUNDO}/s: ${porSegundo >= OBJETIVO_POR_SEGUNDO ? 'cumple' : 'NO CUMPLE'}); ` +
        `reenvío con las mismas claves ${segunda.s.toFixed(2)} s (${(ENTREGAS / segunda.s).toFixed(1)}/s), ` +
        `entregas nuevas en la base: ${despues - antes} (${iguales ? 'el reenvío devolvió las mismas' : 'EL REENVÍO DEVOLVIÓ OTRAS'})`,
    );
    if (porSegundo < OBJETIVO_POR_SEGUNDO || despues - antes !== ENTREGAS || !iguales) process.exitCode = 1;
  } finally {
    await app.close();
    await db.close();
  }
}

export const bancoBandeja = () => enCadaBase('Bandeja del dispositivo (issue 28)', banco);

siSeEjecutaSolo(import.meta.url, bancoBandeja);
