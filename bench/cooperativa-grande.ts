import { hash } from '@node-rs/argon2';
import type { Db } from '../server/db/db';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';

/** Cooperative 1's current cycle: the active one (the latest if several), else the latest, as the wizards read it. */
export const CICLO_ACTUAL = `(SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY activo DESC, id DESC LIMIT 1)`;

/**
 * The demo (50 producers a cooperative) grown in cooperative 1 to `productores` producers like its first one, each
 * with its own key (`prefijo` and a number) and an account in the current cycle: the start of the linking and SIC
 * report benches. `categoriasVariadas` spreads the accounts over categories 1–4 (the committee's cases) instead of
 * the default 'Sin Asignar'.
 */
export async function sembrarCooperativaGrande(
  db: Db,
  productores: number,
  { prefijo, categoriasVariadas = false }: { prefijo: string; categoriasVariadas?: boolean },
): Promise<void> {
  const h = await hash(CONTRASENA_DEMO);
  await db.transaction(async (tx) => {
    await sembrarCatalogos(tx);
    await sembrarDemo(tx, h, { productores: 50 });
  });
  await db.query(
    `INSERT INTO productores (id_cooperativa, nombres, apellido_paterno, apellido_materno, id_localidad, id_region, clave_tx)
     SELECT 1, (ARRAY['Ana', 'José', 'María', 'Luis', 'Rosa', 'Juan'])[1 + g % 6], 'Banco' || g, (ARRAY['López', 'Pérez', 'Cruz'])[1 + g % 3],
            p.id_localidad, p.id_region, $2 || g
       FROM generate_series(1, $1::int) g, (SELECT id_localidad, id_region FROM productores WHERE id_cooperativa = 1 ORDER BY id LIMIT 1) p`,
    [Math.max(0, productores - 50), prefijo],
  );
  await db.query(
    `INSERT INTO cuentas (id_cooperativa, id_productor, id_ciclo, fecha_ingreso, id_cuenta_categoria)
     SELECT 1, p.id, ${CICLO_ACTUAL}, current_date, CASE WHEN $1 THEN 1 + p.id % 4 ELSE 7 END FROM productores p
      WHERE p.id_cooperativa = 1
        AND NOT EXISTS (SELECT 1 FROM cuentas c WHERE c.id_cooperativa = 1 AND c.id_productor = p.id AND c.id_ciclo = ${CICLO_ACTUAL})`,
    [categoriasVariadas],
  );
}
