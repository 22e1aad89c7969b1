import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido } from '../../errores';
import { huellaDe, unaVez, type RespuestaIdempotente } from '../../idempotencia';
import { encolar } from '../../trabajos/cola';
import type { Manejador } from '../../trabajos/trabajador';
import { auditar } from '../auditoria/auditoria';
import { MENSAJES_REMANENTE } from '@domain/remanente/remanente';
import type { CuerpoGenerarRecibos, RespuestaGenerarRecibos } from '@domain/contrato/remanente';
import {
  avanzarGeneracion,
  cicloEsDe,
  cuentasConEntregas,
  generarRecibosDe,
  insertarGeneracion,
  leerGeneracion,
  productorEsDe,
} from './remanente.repository';

export const TIPO_REMANENTE = 'remanente_recibos';
/** Accounts per transaction: each page commits its receipts and the cursor together, so memory stays flat. */
export const CUENTAS_POR_PAGINA = 500;

/**
 * POST remanente/generar_recibos (spec 002 §2.8, §7; also at /api/admin/acopios/remanente/generar_recibos, the
 * delivery flow's call with `productor_id`): records the request and queues its job in the same transaction, and
 * answers 201 'Sus recibos se estan generando.' with the generation's progress row. Once per Idempotency-Key; audited.
 */
export async function generarRecibosRemanente(
  db: Db,
  { usuario, ip }: Actor,
  clave: string,
  d: CuerpoGenerarRecibos,
): Promise<RespuestaIdempotente<RespuestaGenerarRecibos>> {
  const coop = usuario.id_cooperativa;
  const productor = d.productor_id ?? null;
  const llave = { idCooperativa: coop, idUsuario: usuario.id, clave, huella: huellaDe('POST remanente/generar_recibos', d) };
  return unaVez(db, llave, async (tx) => {
    if (!(await cicloEsDe(tx, coop, d.id_ciclo))) throw invalido({ id_ciclo: [MENSAJES_REMANENTE.cicloAjeno] });
    if (productor !== null && !(await productorEsDe(tx, coop, productor)))
      throw invalido({ productor_id: ['El productor no es de la cooperativa'] });
    const g = await insertarGeneracion(tx, coop, d.id_ciclo, productor, usuario.id);
    await encolar(tx, { tipo: TIPO_REMANENTE, id_cooperativa: coop, datos: { generacion: g.id } });
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'remanente_generaciones',
      id_entidad: String(g.id),
      despues: { id_ciclo: d.id_ciclo, id_productor: productor },
    });
    return { codigo: 201, cuerpo: { success: true, message: MENSAJES_REMANENTE.generando, data: g } };
  });
}

/**
 * The job: one page of accounts per run, the receipts and the generation's cursor and progress in one transaction,
 * then 'run again now' until no account is left. A restart (or a worker whose lease ended) resumes after the last
 * committed page; a page done twice changes nothing, the receipts being unique per account and category.
 */
export const manejadorRemanente: Manejador = async (t, db) => {
  const coop = t.id_cooperativa!;
  const id = Number((t.datos as { generacion?: number }).generacion);
  const sigue = await db.transaction(async (tx) => {
    const g = await leerGeneracion(tx, coop, id, true);
    if (!g || g.estado === 'hecho') return false;
    const cuentas = await cuentasConEntregas(tx, coop, g.id_ciclo, g.id_productor, g.ultima_cuenta, CUENTAS_POR_PAGINA);
    const recibos = cuentas.length ? await generarRecibosDe(tx, coop, g.id_ciclo, cuentas) : 0;
    const fin = cuentas.length < CUENTAS_POR_PAGINA;
    await avanzarGeneracion(tx, coop, id, { hechos: cuentas.length, recibos, ultima: cuentas.at(-1) ?? 0, fin });
    return !fin;
  });
  return sigue ? { reprogramarEnMs: 0 } : undefined;
};
