/** The signed-in user as `auth/login` and `auth/profile` return it (docs/api.md 'Session'): the server's contract. */
export type { UsuarioPerfil as UsuarioSesion } from '../contrato/auth';

/** What `auth/login` answers (the token, the user, the permissions and the configuration): the server's contract. */
export type { RespuestaLogin } from '../contrato/auth';

/** Session data is stored locally under the app name (spec 000 §9, R022). */
export const PREFIJO_ALMACEN = 'cosecha';
export const CLAVES_SESION = {
  token: `${PREFIJO_ALMACEN}.token`,
  usuario: `${PREFIJO_ALMACEN}.usuario`,
  permisos: `${PREFIJO_ALMACEN}.permisos`,
  configuracion: `${PREFIJO_ALMACEN}.coopconfig`,
  sesion: `${PREFIJO_ALMACEN}.sesion`,
} as const;

/** Per-user key of the chosen cycle: PCs are shared, so one user's choice must not leak to the next. */
export const claveCiclo = (uuidUsuario: string): string => `${PREFIJO_ALMACEN}.ciclo.${uuidUsuario}`;

/**
 * Keys to remove when the sign-in page opens (R022): the session, user, token and configuration, and
 * everything react-admin keeps ('RaStore.*'). Per-user cycle choices stay: they are keyed by user.
 */
export function clavesAlEntrar(claves: readonly string[]): string[] {
  const sesion = new Set<string>(Object.values(CLAVES_SESION));
  return claves.filter((k) => sesion.has(k) || k.startsWith('RaStore'));
}

/** Full name for menus and lists: 'Ana López Díaz'. */
export function nombreCompleto(u: { nombres: string; apellido_paterno: string; apellido_materno?: string | null }): string {
  return [u.nombres, u.apellido_paterno, u.apellido_materno].filter((x) => x && String(x).trim()).join(' ');
}
