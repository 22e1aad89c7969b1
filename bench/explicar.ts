/**
 * EXPLAIN (ANALYZE, BUFFERS) of a search as the API builds it, on the database of BENCH_DATABASE_URL already
 * seeded by a bench (or PGlite is not kept: this reads PostgreSQL only): `npx tsx bench/explicar.ts <recurso> '<cuerpo JSON>'`.
 */
import { abrirDb } from '../server/db/db';
import { construirConsulta, type PeticionBusqueda } from '../server/search/motor';
import { usuarioDeSesion } from '../server/modules/auth/auth.repository';
import type { RecursoBusqueda } from '../server/search/recurso';

async function main(): Promise<void> {
  const [nombre, cuerpo, email = 'admin@cosecha.demo'] = process.argv.slice(2);
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL');
  const modulos: Record<string, () => Promise<Record<string, unknown>>> = {
    cuentas: () => import('../server/modules/cuentas/cuentas.resource'),
    parcelas_all: () => import('../server/modules/parcelas/parcelas-listado.resource'),
    users: () => import('../server/modules/usuarios/usuarios.resource'),
    entregas_por_productor: () => import('../server/modules/acopio/entregas/entregas.resource'),
    acopio_por_productor: () => import('../server/modules/acopio/tablero/por-productor.resource'),
    tx_padron_completo: () => import('../server/modules/padron/completo/padron-completo.resource'),
    anticipos: () => import('../server/modules/anticipos/anticipos.resource'),
    anticipos_por_productor: () => import('../server/modules/anticipos/anticipos.resource'),
  };
  const mod = await modulos[nombre]();
  const recurso = Object.values(mod).find((r) => (r as RecursoBusqueda)?.nombre === nombre) as RecursoBusqueda;
  const db = await abrirDb({ databaseUrl: url, dataDir: null });
  const [u] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  const sesion = await usuarioDeSesion(db, u.id, '00000000-0000-0000-0000-000000000000', Date.now());
  if (!sesion) throw new Error('sin sesión');
  const c = construirConsulta(recurso, { ...sesion, jti: '', exp: 0 }, JSON.parse(cuerpo) as PeticionBusqueda);
  for (const [titulo, sql, params] of [
    ['página', c.sql, c.params],
    ['total', c.conteo.sql, c.conteo.params],
    ...(c.sumas ? ([['totales', c.sumas.sql, c.sumas.params]] as const) : []),
  ] as const) {
    // BENCH_EXPLICAR_SET='max_parallel_workers_per_gather = 0' compares a setting (SET LOCAL, this statement only).
    const plan = await db.transaction(async (tx) => {
      if (process.env.BENCH_EXPLICAR_SET) await tx.query(`SET LOCAL ${process.env.BENCH_EXPLICAR_SET}`);
      return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params as unknown[]);
    });
    console.log(`\n== ${titulo}\n${sql}\n${JSON.stringify(params)}\n${plan.map((f) => f['QUERY PLAN']).join('\n')}`);
  }
  await db.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
