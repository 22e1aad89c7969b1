import type { AuthProvider } from 'react-admin';
import { mensajeErrorLogin } from '@domain/auth/errores-login';
import { puedeAcceder } from '@domain/auth/permisos';
import { rutas } from '@domain/comun/rutas';
import { nombreCompleto, type RespuestaLogin } from '@domain/auth/sesion';
import { cerrarSesion, iniciarSesion } from '../api/auth';
import { sesion } from '../sesion/almacenSesion';
import { rutaInicioUsuario } from '../sesion/inicio';

interface ErrorConEstado {
  status?: number;
  body?: { erroresOriginales?: unknown; message?: string };
}

/**
 * Sign-in and session per DESIGN §4 'Routing': checkAuth sends to /user/login-v3, login answers
 * with the user's destination, and checkError only flags a 401 (the HTTP client shows the spec's
 * alert and clears the session when the user presses Ok); 403, 404 and 500 never sign anyone out.
 */
export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    let r: RespuestaLogin;
    try {
      r = await iniciarSesion({ email, password });
    } catch (e) {
      const err = e as ErrorConEstado;
      if (err.status === undefined || err.status >= 500) throw new Error('Error de conexion a internet.');
      throw new Error(mensajeErrorLogin(err.status, { message: err.body?.message, errors: err.body?.erroresOriginales }));
    }
    sesion.guardarLogin(r);
    return { redirectTo: rutaInicioUsuario() };
  },

  async logout() {
    if (sesion.token()) {
      await cerrarSesion().catch(() => undefined);
    }
    const u = sesion.usuario();
    sesion.limpiar();
    // issue 28: the device copy goes with the session once the outbox is empty (loaded here only, so the shell stays small)
    if (u) await import('../offline/copia/borrarAlSalir').then((m) => m.borrarCopiaAlSalir(u)).catch(() => undefined);
    return rutas.ingresar();
  },

  async checkAuth() {
    if (!sesion.token()) throw { redirectTo: rutas.ingresar(), message: false };
  },

  async checkError(error: ErrorConEstado) {
    if (error?.status === 401) throw { logoutUser: false, message: false };
  },

  async getPermissions() {
    return sesion.permisos();
  },

  /** react-admin's access control (useCanAccess, CanAccess, every screen's check) delegates to the domain's rule. */
  async canAccess({ action, resource }: { action: string; resource: string }) {
    return puedeAcceder(sesion.permisos(), action, resource);
  },

  async getIdentity() {
    const u = sesion.usuario();
    if (!u) throw new Error('Sin sesión');
    return { id: u.uuid, fullName: nombreCompleto(u) };
  },
};
