import type { Consulta } from '../../db/db';
import type { UsuarioAutenticado } from '../../tipos';

export interface Cambio {
  id_cooperativa: number;
  accion:
    | 'crear'
    | 'editar'
    | 'desactivar'
    | 'contrasena'
    | 'archivo'
    | 'configuracion'
    | 'baja'
    | 'eliminar'
    | 'confirmar'
    | 'cancelar'
    | 'anular';
  entidad: string;
  id_entidad: string;
  /**
   * The producer (productores.id) the change concerns, when it concerns one: the producer's 'Historial de
   * cambios' (issue 13) reads the rows that carry it. Every write about a producer, an account, a plot, a
   * registry cell or a committee decision should pass it.
   */
  id_productor?: number | null;
  antes?: unknown;
  despues?: unknown;
}

/** Secrets never reach the audit trail. */
function sinSecretos(v: unknown): unknown {
  if (!v || typeof v !== 'object') return v ?? null;
  const { password: _p, password_hash: _h, contenido: _c, ...resto } = v as Record<string, unknown>;
  return resto;
}

/** Writes who changed what, with old and new values; call it with the same `tx` as the change. */
export async function auditar(
  tx: Consulta,
  quien: Pick<UsuarioAutenticado, 'id' | 'email'> | null,
  ip: string | null,
  c: Cambio,
): Promise<void> {
  await tx.query(
    `INSERT INTO auditoria (id_cooperativa, id_user, email_user, accion, entidad, id_entidad, antes, despues, ip, id_productor)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      c.id_cooperativa,
      quien?.id ?? null,
      quien?.email ?? null,
      c.accion,
      c.entidad,
      c.id_entidad,
      JSON.stringify(sinSecretos(c.antes)),
      JSON.stringify(sinSecretos(c.despues)),
      ip,
      c.id_productor ?? null,
    ],
  );
}
