import type { Consulta } from '../db/db';
import { PRODUCTO } from '@domain/comun/productos';
import { avanzarGeneracion, cuentasConEntregas, generarRecibosDe, insertarGeneracion } from '../modules/remanente/remanente.repository';

/** Pesos per kg ×100 of each priced category: organic (15) and conventional (16), per product. */
const PRECIOS: Record<number, Record<number, number>> = {
  [PRODUCTO.cafe]: { 15: 350, 16: 150 },
  [PRODUCTO.cacao]: { 15: 420, 16: 200 },
};

/**
 * Demo surplus (issue 25 'Demo data') in the coffee and cacao cooperatives: the prices of the organic and
 * conventional categories in the active collection cycle and its receipts, generated as the job would (the same
 * repository calls, one finished generation), so the surplus screen is real on a fresh `npm start`.
 */
export async function sembrarRemanenteDemo(tx: Consulta, idCooperativa: number, producto: number): Promise<void> {
  const precios = PRECIOS[producto];
  if (!precios) return;
  const [ciclo] = await tx.query<{ id: number }>(
    'SELECT id FROM ciclos WHERE id_cooperativa = $1 AND activo_acopio ORDER BY id DESC LIMIT 1',
    [idCooperativa],
  );
  const [quien] = await tx.query<{ id: number }>('SELECT id FROM users WHERE id_cooperativa = $1 ORDER BY id_rol, id LIMIT 1', [
    idCooperativa,
  ]);
  if (!ciclo || !quien) return;
  for (const [cat, precio] of Object.entries(precios))
    await tx.query(
      `INSERT INTO remanente_precios (id_cooperativa, id_ciclo, id_cat_certificacion, precio, id_usuario) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT remanente_precios_categoria_uq DO NOTHING`,
      [idCooperativa, ciclo.id, Number(cat), precio, quien.id],
    );
  const g = await insertarGeneracion(tx, idCooperativa, ciclo.id, null, quien.id);
  const cuentas = await cuentasConEntregas(tx, idCooperativa, ciclo.id, null, 0, 1_000_000);
  const recibos = cuentas.length ? await generarRecibosDe(tx, idCooperativa, ciclo.id, cuentas) : 0;
  await avanzarGeneracion(tx, idCooperativa, g.id, { hechos: cuentas.length, recibos, ultima: cuentas.at(-1) ?? 0, fin: true });
}
