import type { Consulta, Db } from '../../db/db';
import type { Actor } from '../../actor';
import { tomarVersion } from '../../db/version';
import { exigirValido, invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { MENSAJES_REMANENTE, validarPrecioRemanente } from '@domain/remanente/remanente';
import type { CuerpoEdicionPrecioRemanente, CuerpoPrecioRemanente, RespuestaPrecioRemanente } from '@domain/contrato/remanente';
import { actualizarPrecio, bloquearPrecio, categoriaOcupada, cicloEsDe, insertarPrecio, leerPrecio } from './remanente.repository';

const precioDe = (d: CuerpoPrecioRemanente) => ({
  id_ciclo: d.id_ciclo,
  id_cat_certificacion: d.id_cat_certificacion,
  precio: d.precio_por_kg,
});

/** §5 'Surplus price' and the cycle must be the session's cooperative's. */
async function validar(db: Consulta, coop: number, d: CuerpoPrecioRemanente): Promise<void> {
  const errores = validarPrecioRemanente(d);
  if (!(await cicloEsDe(db, coop, d.id_ciclo))) errores.id_ciclo = [MENSAJES_REMANENTE.cicloAjeno];
  exigirValido(errores);
}

/**
 * POST remanente/registro_precio: the surplus price of a category in a cycle; one per category and cycle (a second
 * one is the 422 that points to editing the first). Audited. The price is not money that moved, so no Idempotency-Key:
 * a retry meets the unique and says so.
 */
export async function registrarPrecioRemanente(
  db: Db,
  { usuario, ip }: Actor,
  d: CuerpoPrecioRemanente,
): Promise<RespuestaPrecioRemanente> {
  const coop = usuario.id_cooperativa;
  await validar(db, coop, d);
  return db.transaction(async (tx) => {
    const nuevo = precioDe(d);
    const id = await insertarPrecio(tx, coop, nuevo, usuario.id);
    if (id === null) throw invalido({ id_cat_certificacion: [MENSAJES_REMANENTE.precioRepetido] });
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'remanente_precios',
      id_entidad: String(id),
      despues: nuevo,
    });
    return { success: true, message: MENSAJES_REMANENTE.precioGuardado, data: (await leerPrecio(tx, coop, id))! };
  });
}

/** PUT remanente/registro_precio/{precio_id}: edits a price (409 when stale). Receipts already generated keep theirs until generated again. */
export async function editarPrecioRemanente(
  db: Db,
  { usuario, ip }: Actor,
  id: number,
  d: CuerpoEdicionPrecioRemanente,
): Promise<RespuestaPrecioRemanente> {
  const coop = usuario.id_cooperativa;
  return db.transaction(async (tx) => {
    const antes = await bloquearPrecio(tx, coop, id);
    if (!antes) throw noEncontrado();
    await tomarVersion(tx, { tabla: 'remanente_precios', llave: { id_cooperativa: coop, id } }, d.version);
    await validar(tx, coop, d);
    if (await categoriaOcupada(tx, coop, d.id_ciclo, d.id_cat_certificacion, id))
      throw invalido({ id_cat_certificacion: [MENSAJES_REMANENTE.precioRepetido] });
    const despues = precioDe(d);
    await actualizarPrecio(tx, coop, id, despues, usuario.id);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'remanente_precios',
      id_entidad: String(id),
      antes,
      despues,
    });
    return { success: true, message: MENSAJES_REMANENTE.precioGuardado, data: (await leerPrecio(tx, coop, id))! };
  });
}
