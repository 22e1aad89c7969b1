import { Type, type Static } from 'typebox';
import { objeto, opcional, uuid } from './comun';

/**
 * `GET pdf/{reporte}/{uuid}` (spec 001 §2.9 'download sheets (PDF)', §7 'Registry'; 000 §7 'Producers downloads'):
 * a PDF sheet of a producer. `reporte` names the sheet (domain/padron/hoja.ts REPORTES_PDF: 'padron'); an unknown
 * one is a 404, as a path that names nothing, so it is a plain word here and not an enum (which would be a 422).
 */
export const ParamHojaPdf = objeto({
  reporte: Type.String({ pattern: '^[a-z0-9_]{1,40}$' }),
  uuid: uuid(),
});
export type ParamHojaPdf = Static<typeof ParamHojaPdf>;

/**
 * The cycle of the sheet (the register's and the profile's `id_ciclo`). Optional in the schema only so its absence
 * answers the registry's own 422 'Indique el ciclo (id_ciclo)'; at most 9 digits, so it always fits an integer column.
 */
export const QueryHojaPdf = objeto({ id_ciclo: opcional(Type.String({ pattern: '^[1-9][0-9]{0,8}$' })) });
export type QueryHojaPdf = Static<typeof QueryHojaPdf>;
