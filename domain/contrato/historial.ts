import { Type, type Static } from 'typebox';
import { fechaHora, objeto, opcional, textoNulo, uuid } from './comun';

/**
 * A producer's 'Historial de cambios' (issue 13, beyond the spec; docs/DECISIONES.md 'historial de cambios'):
 * GET /api/cuentas/historial/{productor_uuid}[?antes=<id>], the audit rows that concern the producer, newest first,
 * 50 a page, paged by key. `antes`/`despues` are the stored values; `domain/auditoria/historial.ts` makes them readable.
 */

/** Rows a page. */
export const POR_PAGINA_HISTORIAL = 50;

export const ParamHistorial = objeto({ productor_uuid: uuid() });
export type ParamHistorial = Static<typeof ParamHistorial>;

/** `antes`: the id of the last row already shown (the previous page's `siguiente`); without it, the newest rows. */
export const QueryHistorial = objeto({ antes: opcional(Type.String({ pattern: '^[1-9][0-9]{0,17}$' })) });
export type QueryHistorial = Static<typeof QueryHistorial>;

export const FilaHistorial = Type.Object({
  /** The audit row's id (text: the column is a bigint), the cursor of the next page. */
  id: Type.String(),
  /** When, as an ISO instant (UTC); the browser shows it on the cooperative's clock. */
  fecha: fechaHora(),
  /** Who: the user's full name, or 'Sistema' for a change nobody signed. */
  usuario: Type.String(),
  email: textoNulo(),
  accion: Type.String(),
  entidad: Type.String(),
  antes: Type.Unknown(),
  despues: Type.Unknown(),
});
export type FilaHistorial = Static<typeof FilaHistorial>;

export const RespuestaHistorial = Type.Object({
  data: Type.Array(FilaHistorial),
  /** The `antes` of the next page; null on the last one. */
  siguiente: Type.Union([Type.String(), Type.Null()]),
});
export type RespuestaHistorial = Static<typeof RespuestaHistorial>;
