import { Type, type Static } from 'typebox';
import { Uno } from './comun';

/**
 * GET admin/acopios/unidades_usuales (issue 22 item 24): the units the user's collection centre uses, most used
 * first, and those of its latest weighing, which the form preselects. Only units of the cooperative's product.
 */
export const UnidadesUsuales = Type.Object({
  usuales: Type.Array(Type.Integer()),
  ultimas: Type.Array(Type.Integer()),
});
export type UnidadesUsuales = Static<typeof UnidadesUsuales>;
export const RespuestaUnidadesUsuales = Uno(UnidadesUsuales);
