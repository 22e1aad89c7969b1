import type { ConfiguracionCooperativa } from '@domain/cooperativas/configuracion';
import { CLAVES_SESION, clavesAlEntrar, type RespuestaLogin, type UsuarioSesion } from '@domain/auth/sesion';

/** The session kept in localStorage under the app name (spec 000 §9, R022). */
const leer = <T>(clave: string): T | null => {
  try {
    const v = localStorage.getItem(clave);
    return v == null ? null : (JSON.parse(v) as T);
  } catch {
    return null;
  }
};
const escribir = (clave: string, valor: unknown) => localStorage.setItem(clave, JSON.stringify(valor));

export const sesion = {
  token: (): string | null => leer<string>(CLAVES_SESION.token),
  usuario: (): UsuarioSesion | null => leer<UsuarioSesion>(CLAVES_SESION.usuario),
  permisos: (): string[] => leer<string[]>(CLAVES_SESION.permisos) ?? [],
  configuracion: (): ConfiguracionCooperativa | null => leer<ConfiguracionCooperativa>(CLAVES_SESION.configuracion),

  guardarLogin(r: RespuestaLogin): void {
    escribir(CLAVES_SESION.token, r.token);
    escribir(CLAVES_SESION.usuario, r.user);
    escribir(CLAVES_SESION.permisos, r.permissions ?? []);
    if (r.coopconfig) escribir(CLAVES_SESION.configuracion, r.coopconfig);
    else localStorage.removeItem(CLAVES_SESION.configuracion);
  },
  guardarPerfil(usuario: UsuarioSesion, permisos: string[]): void {
    escribir(CLAVES_SESION.usuario, usuario);
    escribir(CLAVES_SESION.permisos, permisos);
  },
  guardarToken: (token: string) => escribir(CLAVES_SESION.token, token),
  guardarConfiguracion: (cfg: ConfiguracionCooperativa) => escribir(CLAVES_SESION.configuracion, cfg),

  /** Clears the session and react-admin's store; per-user cycle choices stay (R022). */
  limpiar(): void {
    const todas = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((k): k is string => k != null);
    for (const k of clavesAlEntrar(todas)) localStorage.removeItem(k);
  },
};
