import type { Consulta, Db } from '../../db/db';
import type { Actor } from '../../actor';
import { ErrorHttp, exigirValido, noEncontrado } from '../../errores';
import { auditar, type Cambio } from '../auditoria/auditoria';
import { cicloDeCooperativa } from './padron.repository';
import { erroresDecision, mensajeDecision, MENSAJE_YA_ATENDIDAS, type Decision, type TipoSolicitud } from '@domain/padron/solicitudes';
import type { RespuestaDecision } from '@domain/contrato/padron';

/**
 * The pending requests among the locked selection, or why there are none. Every selected uuid must be a request of
 * the user's cooperative and cycle: one that is not (another cooperative's, another cycle's, unknown) is a 404 and
 * nothing changes. When every selected request was already decided (the second of two people confirming the same
 * ones at once), a 409 with MENSAJE_YA_ATENDIDAS: exactly one effect, and the second person is told to reload.
 * A partly decided selection decides the rest; the answer's N counts only what this call changed.
 */
export function pendientesDe<T extends { uuid: string; pendiente: boolean }>(
  bloqueadas: readonly T[],
  seleccion: readonly string[],
  campo: 'ids' | 'uuids',
): T[] {
  if (bloqueadas.length !== new Set(seleccion.map((u) => u.toLowerCase())).size) throw noEncontrado();
  const pendientes = bloqueadas.filter((f) => f.pendiente);
  if (pendientes.length === 0) throw new ErrorHttp(409, MENSAJE_YA_ATENDIDAS, { [campo]: [MENSAJE_YA_ATENDIDAS] });
  return pendientes;
}

/** What differs between the four decisions (confirm or cancel, an addition or a removal). */
export interface Decidir<T> {
  tipo: TipoSolicitud;
  decision: Decision;
  /** The body's field of the selection ('ids' for additions, 'uuids' for removals) and its uuids. */
  campo: 'ids' | 'uuids';
  seleccion: readonly string[];
  idCiclo: number;
  /** Confirmations carry the registers chosen in the dialog; they are validated with the selection. */
  padrones?: readonly unknown[];
  bloquear: (tx: Consulta, coop: number) => Promise<T[]>;
  /** Writes the decision on the pending rows (and their accounts). */
  marcar: (tx: Consulta, coop: number, pendientes: readonly T[]) => Promise<unknown>;
  /** The audit row of one request: its action and entity, and its before and after. */
  registro: (f: T) => Pick<Cambio, 'accion' | 'entidad' | 'antes' | 'despues'>;
}

/**
 * A decision on registry requests (spec 001 §2.12, §4), the one mechanism of 'Confirmar alta', 'Cancelar alta', 'Dar de
 * baja' and 'Cancelar baja': the selection validated, the cycle the cooperative's (404), then ONE transaction that locks
 * the selected rows with their accounts, keeps the pending ones (pendientesDe: 404 or 409), writes the decision and one
 * audit row per request naming its producer. The answer's N counts only what this call changed.
 */
export async function decidir<T extends { id: number; uuid: string; id_productor: number; pendiente: boolean }>(
  db: Db,
  { usuario, ip }: Actor,
  d: Decidir<T>,
): Promise<RespuestaDecision> {
  exigirValido(erroresDecision(d.campo, d.seleccion, d.padrones));
  const coop = usuario.id_cooperativa;
  if (!(await cicloDeCooperativa(db, coop, d.idCiclo))) throw noEncontrado();
  const total = await db.transaction(async (tx) => {
    const pendientes = pendientesDe(await d.bloquear(tx, coop), d.seleccion, d.campo);
    await d.marcar(tx, coop, pendientes);
    for (const f of pendientes)
      await auditar(tx, usuario, ip, { id_cooperativa: coop, id_entidad: f.uuid, id_productor: f.id_productor, ...d.registro(f) });
    return pendientes.length;
  });
  return { success: true, total, message: mensajeDecision(d.tipo, d.decision, total) };
}
