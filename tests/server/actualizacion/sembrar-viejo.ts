/**
 * Run by scripts/fixture-actualizacion.mjs inside a checkout of the old release (its working directory), never by the
 * suite: migrates and seeds the demo on the PostgreSQL database FIXTURE_URL with that release's own code, then signs
 * in to that release's own app and writes the figures its screens show (cifras.ts) to FIXTURE_CIFRAS. The old code is
 * imported from the working directory at run time, so this file compiles against no particular release.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cifrasVisibles, type Vista } from './cifras';

/* eslint-disable @typescript-eslint/no-explicit-any -- the old release's modules are untyped here on purpose */
const viejo = (ruta: string): Promise<any> => import(pathToFileURL(join(process.cwd(), ruta)).href);

const url = process.env.FIXTURE_URL;
const salida = process.env.FIXTURE_CIFRAS;
const productores = Number(process.env.FIXTURE_PRODUCTORES ?? 40);
if (!url || !salida) throw new Error('Faltan FIXTURE_URL y FIXTURE_CIFRAS');

const [{ abrirDb }, { migrar }, seed, { construirApp }, { leerConfig }, argon] = await Promise.all([
  viejo('server/db/db.ts'),
  viejo('server/db/migrate.ts'),
  viejo('server/demo/seed.ts'),
  viejo('server/app.ts'),
  viejo('server/config.ts'),
  import('@node-rs/argon2'),
]);

const db = await abrirDb({ databaseUrl: url, dataDir: null });
await migrar(db);
// The suite's cheap argon2 settings (tests/server/plantilla.ts): the upgrade test signs in with the same hash.
const hash = await argon.hash(seed.CONTRASENA_DEMO, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
await db.transaction(async (tx: unknown) => {
  await seed.sembrarCatalogos(tx);
  await seed.sembrarDemo(tx, hash, { productores });
});

// What that release's server.ts did after seeding on its first start: the areas pass (migration 0040's mark). An
// installation of that release had been started at least once; its data is what a start leaves.
const { recalcularAreasPendientes } = await viejo('server/modules/parcelas/croquis/recalcular-areas.ts');
await recalcularAreasPendientes(db);

const app = await construirApp({ ...leerConfig({}), clientDir: null }, db, { hilosAlPrimerUso: true });
await app.ready();
const claves: string[] = JSON.parse(process.env.FIXTURE_CLAVES ?? '[]');
const cifras: Record<string, Record<string, unknown>> = {};
for (const clave of claves) {
  const ciclos = await db.query(
    'SELECT c.id FROM ciclos c JOIN users u ON u.id_cooperativa = c.id_cooperativa WHERE u.email = $1 ORDER BY c.id',
    [clave],
  );
  const v: Vista = { clave, ciclos: ciclos.map((f: { id: number }) => Number(f.id)) };
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: v.clave, password: seed.CONTRASENA_DEMO } });
  if (login.statusCode !== 200) throw new Error(`no pudo entrar ${v.clave}: ${login.body}`);
  const token = login.json().token as string;
  cifras[clave] = await cifrasVisibles(async (metodo, ruta, cuerpo) => {
    const r = await app.inject({
      method: metodo,
      url: ruta,
      headers: { authorization: `Bearer ${token}`, ...(cuerpo === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
    });
    return { status: r.statusCode, json: r.body ? JSON.parse(r.body) : null };
  }, v);
}
writeFileSync(salida, `${JSON.stringify(cifras, null, 2)}\n`);
await app.close();
await db.close();
