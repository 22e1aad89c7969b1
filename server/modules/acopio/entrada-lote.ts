import type { Consulta } from '../../db/db';
import { invalido, prohibido } from '../../errores';
import type { UsuarioAutenticado } from '../../tipos';
import { FUERA_DEL_CENTRO } from '@domain/acopio/alcance';
import { MENSAJES_LOTE, motivoFueraDeLote, type ParteDeLote } from '@domain/acopio/entrada-lote';
import { alcanceEn } from './exigir-centro';

/**
 * Every way a delivery enters a lot passes here (register, edit, lotes_asignacion; issue 22 item 2), with the
 * domain's one rule: 403 'Este registro es de otro centro…' when the lot or a delivery is outside the user's
 * centre, 422 on `campo` when a delivery is of another cycle. The user's centre is read in the write's transaction.
 */
export async function exigirEntradaEnLote(
  tx: Consulta,
  usuario: UsuarioAutenticado,
  lote: ParteDeLote,
  entregas: readonly ParteDeLote[],
  campo: 'id_lote' | 'entregas',
): Promise<void> {
  const motivo = motivoFueraDeLote(await alcanceEn(tx, usuario), lote, entregas);
  if (motivo === 'otro_centro') throw prohibido(FUERA_DEL_CENTRO);
  if (motivo === 'otro_ciclo') throw invalido({ [campo]: [campo === 'id_lote' ? MENSAJES_LOTE.noEsDelCiclo : MENSAJES_LOTE.otroCiclo] });
}
