import { ErrorHttp, noEncontrado } from '../../errores';
import { MENSAJE_YA_ATENDIDAS } from '@domain/padron/solicitudes';

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
