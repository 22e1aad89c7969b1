/**
 * Who may change which delivery, pending payment or lot (issue 12, docs/DECISIONES.md 'acopio: el centro del
 * acopiador'). A collector (role 6) reads every producer of the cooperative, because a producer may deliver at
 * any centre, but what they create carries their centre, and they edit and delete only what carries it. Every
 * other role works on every centre of the cooperative.
 */
export const ROL_ACOPIADOR = 6;

/** The 403 a collector gets when changing another centre's record (reading it is allowed). */
export const FUERA_DEL_CENTRO = 'Este registro es de otro centro de acopio; solo puede cambiar los de su centro';

/** The centres a user works on: `todos`, or one centre (null when a collector has none assigned). */
export type Alcance = { todos: true } | { todos: false; centro: number | null };

/** The alcance of a user, from their role and the centre the database holds for them (never from the request). */
export function alcanceDe(idRol: number, idCentro: number | null): Alcance {
  return idRol === ROL_ACOPIADOR ? { todos: false, centro: idCentro } : { todos: true };
}

/** Whether a record stamped with `idCentro` is within the user's alcance (to edit, delete or change its state). */
export function dentroDelAlcance(a: Alcance, idCentro: number | null): boolean {
  return a.todos || a.centro === idCentro;
}

/** The centre filter a list or dashboard applies for this user: null = every centre. */
export function centroFiltrado(a: Alcance): number | null | 'sin-centro' {
  if (a.todos) return null;
  return a.centro ?? 'sin-centro';
}
