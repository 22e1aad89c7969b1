import { hash } from '@node-rs/argon2';
import type { Db } from '../server/db/db';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { sembrarEscala as sembrarProductores } from '../server/demo/seed-productores';

/**
 * The scale of `npm run bench`'s lists (bench/run.ts and the load bench bench/carga.ts): the demo, then
 * 200 cooperatives, 20,000 users spread over them, and cooperative 1 topped up to BENCH_PRODUCTORES producers
 * (default 20,000, the largest cooperative of DESIGN §7).
 */
export const COOPERATIVAS = 200;
export const USUARIOS = 20_000;
export const PRODUCTORES = Number(process.env.BENCH_PRODUCTORES ?? 20_000);

export async function sembrarEscala(db: Db): Promise<void> {
  const h = await hash(CONTRASENA_DEMO);
  await db.transaction(async (tx) => {
    await sembrarCatalogos(tx);
    await sembrarDemo(tx, h);
    await tx.query(
      `INSERT INTO cooperativas (nombre, iniciales, id_cat_productos, certificacion)
       SELECT 'Cooperativa ' || (ARRAY['Café','Cacao','Miel'])[1 + g % 3] || ' número ' || g, 'C' || (g % 10), 1 + g % 3,
              (ARRAY['certimex','mayacert','bioagricert'])[1 + g % 3]
         FROM generate_series(1, $1) g`,
      [COOPERATIVAS - 3],
    );
    await tx.query(
      `INSERT INTO configuraciones (id_cooperativa) SELECT id FROM cooperativas c WHERE NOT EXISTS (SELECT 1 FROM configuraciones x WHERE x.id_cooperativa = c.id)`,
    );
    await tx.query(
      `INSERT INTO users (email, username, password_hash, nombres, apellido_paterno, apellido_materno, id_rol, id_cooperativa)
       SELECT 'usuario' || g || '@bench.demo', '55' || g, $2,
              (ARRAY['José','María','Juan','Guadalupe','Francisco','Rosa','Pedro','Lucía'])[1 + g % 8],
              (ARRAY['Pérez','López','Hernández','García','Martínez','Gómez','Díaz','Cruz'])[1 + (g / 8) % 8],
              (ARRAY['Ruiz','Méndez','Sánchez','Torres'])[1 + g % 4], 2 + g % 4, 1 + g % $3
         FROM generate_series(1, $1) g`,
      [USUARIOS, h, COOPERATIVAS],
    );
    await sembrarProductores(tx, PRODUCTORES, [1]);
  });
  // What autovacuum does within a minute of a bulk load: statistics, and the visibility map an index-only count
  // needs (without it the producers' count read the whole table, 1,098 pages instead of 22).
  await db.query('VACUUM ANALYZE');
}
