import { Type, type Static } from 'typebox';
import { idEnTexto, objeto } from './comun';

/** The SIC final report (spec 002 §2.16, §7 'Final report'): the query and one row per finding. */
export const QueryReporteSic = objeto({ id_cooperativa: idEnTexto(), id_ciclo: idEnTexto() });
export type QueryReporteSic = Static<typeof QueryReporteSic>;

export const FilaReporteSic = objeto({
  /** The field form the finding is about (formularios_campo.id), or null for a plot or producer finding. */
  id_ficha_sic: Type.Union([Type.Integer(), Type.Null()]),
  /** The rule codes (domain/reportes/errores-sic.ts) and their Spanish badges, in the same order. */
  codigos: Type.Array(Type.String()),
  errores: Type.Array(Type.String()),
  productor_nombre: Type.Union([Type.String(), Type.Null()]),
  /** The producer's uuid: the profile link /admin/cuentas/perfil/{uuid} (the producer's, as every profile link). */
  productor_uuid: Type.Union([Type.String(), Type.Null()]),
  parcela_nombre: Type.Union([Type.String(), Type.Null()]),
});
export type FilaReporteSic = Static<typeof FilaReporteSic>;
export const RespuestaReporteSic = objeto({ data: Type.Array(FilaReporteSic) });
export type RespuestaReporteSic = Static<typeof RespuestaReporteSic>;
