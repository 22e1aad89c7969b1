/**
 * `npm run bench`: figures, not pass/fail. Seeds 200 cooperatives and 20,000 users, then measures
 * cooperativas_search and users_search through the API (HTTP on loopback) next to the same SQL run
 * directly, and prints median, p95 and the ratio. Cooperative 1 is topped up to BENCH_PRODUCTORES producers
 * (default 20,000, the largest cooperative of DESIGN §7) for cuentas_search. PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set.
 */
import { abrirDb } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { construirConsulta, type PeticionBusqueda } from '../server/search/motor';
import { cooperativas } from '../server/modules/cooperativas/cooperativas.resource';
import { usuarios } from '../server/modules/usuarios/usuarios.resource';
import { cuentas } from '../server/modules/cuentas/cuentas.resource';
import { COOPERATIVAS, PRODUCTORES, sembrarEscala, USUARIOS } from './escala-usuarios';
import { usuarioDeSesion } from '../server/modules/auth/auth.repository';
import type { RecursoBusqueda } from '../server/search/recurso';
import { bancoExportaciones } from './exportaciones';
import { bancoTableros } from './tableros';
import { bancoCroquis } from './croquis';
import { bancoParcelasListado } from './parcelas-listado';
import { bancoMapaNavegador } from './mapa-navegador';
import { bancoEudr } from './eudr';
import { bancoEudrPaquete } from './eudr-paquete';
import { bancoAcopio } from './acopio';
import { bancoPadronCompleto } from './padron-completo';
import { bancoPadronConcentrado } from './padron-concentrado';
import { bancoPadronMapas } from './padron-mapas';
import { entrar, medir, servirApi } from './medida';
import { bancoCarga } from './carga';
import { bancoAnticipos } from './anticipos';

const REPETICIONES = Number(process.env.BENCH_REPETICIONES ?? 200);

const medirR = (fn: () => Promise<unknown>) => medir(fn, REPETICIONES);

async function banco(nombre: string, databaseUrl: string | null): Promise<void> {
  const db = await abrirDb({ databaseUrl, dataDir: null });
  if (databaseUrl) await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrar(db);
  const t0 = performance.now();
  await sembrarEscala(db);
  console.log(
    `\n${nombre}: ${COOPERATIVAS} cooperativas, ${USUARIOS} usuarios y ${PRODUCTORES} productores en la cooperativa 1 sembrados en ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const { app, base } = await servirApi(db);
  const casos: { titulo: string; email: string; recurso: RecursoBusqueda; cuerpo: PeticionBusqueda }[] = [
    {
      titulo: 'cooperativas_search (rol 1, orden nombre, 10)',
      email: 'admin@cosecha.demo',
      recurso: cooperativas,
      cuerpo: { sorts: [{ column: 'nombre', sort: 'asc' }], per_page: 10 },
    },
    {
      titulo: 'cooperativas_search (rol 1, q "cafe", 50)',
      email: 'admin@cosecha.demo',
      recurso: cooperativas,
      cuerpo: { filters: [{ column: 'q', operator: 'like', value: 'cafe' }], per_page: 50 },
    },
    {
      titulo: 'users_search (rol 1, todos, orden nombres)',
      email: 'admin@cosecha.demo',
      recurso: usuarios,
      cuerpo: { sorts: [{ column: 'nombres', sort: 'asc' }], per_page: 20 },
    },
    {
      titulo: 'users_search (rol 1, q "jose perez")',
      email: 'admin@cosecha.demo',
      recurso: usuarios,
      cuerpo: { filters: [{ column: 'q', operator: 'like', value: 'jose perez' }], per_page: 20 },
    },
    {
      titulo: 'cuentas_search (ciclo, confirmado 1, orden clave_tx, 20)',
      email: 'admin@cosecha.demo',
      recurso: cuentas,
      cuerpo: {
        filters: [
          { column: 'id_ciclo', operator: '=', value: 2 },
          { column: 'confirmado', operator: '=', value: 1 },
        ],
        sorts: [{ column: 'clave_tx', sort: 'asc' }],
        per_page: 20,
      },
    },
    {
      titulo: 'cuentas_search (ciclo, orden nombre, 50)',
      email: 'admin@cosecha.demo',
      recurso: cuentas,
      cuerpo: { filters: [{ column: 'id_ciclo', operator: '=', value: 2 }], sorts: [{ column: 'nombre', sort: 'asc' }], per_page: 50 },
    },
    {
      titulo: 'cuentas_search (ciclo, q "jose perez")',
      email: 'admin@cosecha.demo',
      recurso: cuentas,
      cuerpo: {
        filters: [
          { column: 'id_ciclo', operator: '=', value: 2 },
          { column: 'q', operator: 'like', value: 'jose perez' },
        ],
        per_page: 20,
      },
    },
    {
      titulo: 'cuentas_search (ciclo, orden superficie desc)',
      email: 'admin@cosecha.demo',
      recurso: cuentas,
      cuerpo: {
        filters: [{ column: 'id_ciclo', operator: '=', value: 2 }],
        sorts: [{ column: 'total_superficie', sort: 'desc' }],
        per_page: 20,
      },
    },
    {
      titulo: 'users_search (gerente, su cooperativa)',
      email: 'gerente@cosecha.demo',
      recurso: usuarios,
      cuerpo: { sorts: [{ column: 'email', sort: 'desc' }], per_page: 20 },
    },
  ];
  console.log('| llamada | API mediana ms | API p95 ms | SQL mediana ms | SQL p95 ms | API/SQL (mediana) |');
  console.log('|---|---|---|---|---|---|');
  for (const c of casos) {
    const token = await entrar(base, c.email);
    const [u] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [c.email]);
    const sesion = await usuarioDeSesion(db, u.id, '00000000-0000-0000-0000-000000000000', Date.now());
    if (!sesion) throw new Error('sin sesión');
    const consulta = construirConsulta(c.recurso, { ...sesion, jti: '', exp: 0 }, c.cuerpo);
    const api = await medirR(async () => {
      const r = await fetch(`${base}/api/${c.recurso.nombre}_search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(c.cuerpo),
      });
      if (r.status !== 200) throw new Error(`${r.status} ${await r.text()}`);
      await r.json();
    });
    const sql = await medirR(() =>
      Promise.all([db.query(consulta.sql, consulta.params), db.query(consulta.conteo.sql, consulta.conteo.params)]),
    );
    console.log(
      `| ${c.titulo} | ${api.mediana.toFixed(2)} | ${api.p95.toFixed(2)} | ${sql.mediana.toFixed(2)} | ${sql.p95.toFixed(2)} | ${(api.mediana / sql.mediana).toFixed(2)}× |`,
    );
  }
  const [adm] = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'admin@cosecha.demo'`);
  const sesion = await medirR(() => usuarioDeSesion(db, adm.id, '00000000-0000-0000-0000-000000000000', Date.now()));
  console.log(
    `\nComprobación de sesión por petición (usuario activo, token no revocado, permisos): mediana ${sesion.mediana.toFixed(2)} ms, p95 ${sesion.p95.toFixed(2)} ms`,
  );
  await app.close();
  await db.close();
}

async function main(): Promise<void> {
  console.log(
    `Repeticiones por llamada: ${REPETICIONES} (tras 20 de calentamiento). El API incluye token, sesión en la base, validación y JSON.`,
  );
  if (!process.env.BENCH_SOLO_PG) await banco('PGlite (embebida, en memoria)', null);
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) await banco('PostgreSQL', pgUrl);
  else console.log('\n(PostgreSQL: defina BENCH_DATABASE_URL=postgres://… para medirlo también; su esquema public se vacía.)');
  // BENCH_SOLO_LISTAS=1: only the lists above (cooperatives, users, producers), not the benches of every area.
  if (process.env.BENCH_SOLO_LISTAS) return;
  await bancoExportaciones();
  await bancoTableros();
  await bancoCroquis();
  await bancoParcelasListado();
  await bancoMapaNavegador();
  await bancoEudr();
  await bancoEudrPaquete();
  await bancoCarga();
  await bancoAcopio();
  await bancoPadronCompleto();
  await bancoPadronConcentrado();
  await bancoPadronMapas();
  await bancoAnticipos();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
