/** Role ids with a meaning of their own (spec 000 §6, DECISIONS.md 'role 1 and scope'). */
export const ROL_ADMINISTRADOR = 1;
/** The collector: the user form requires a collection centre for this role. */
export const ROL_ACOPIADOR = 6;

export const esAdministradorPlataforma = (idRol: number | null | undefined): boolean => idRol === ROL_ADMINISTRADOR;
