import { httpJson } from '../dataProvider/httpClient';
import type { Exito } from '@domain/contrato/comun';
import type { CuerpoCambioContrasena, CuerpoLogin, RespuestaCambioContrasena, RespuestaLogin } from '@domain/contrato/auth';

/**
 * The session's calls (spec 000 §7 'Session'). The only place on the client that spells these paths; the types are
 * the server's contract (domain/contrato/auth.ts).
 */

/** `POST auth/login`: a 401 here is a wrong password, not an expired session (`sinSesion`). */
export const iniciarSesion = (cuerpo: CuerpoLogin) =>
  httpJson<RespuestaLogin>('auth/login', { method: 'POST', body: cuerpo satisfies CuerpoLogin, sinSesion: true });

/** `POST auth/logout`: revokes the token; silent, the session is ending anyway. */
export const cerrarSesion = () => httpJson<Exito>('auth/logout', { method: 'POST', silencioso: true });

/** `POST auth/password`: the user's own change; every older token is revoked and the answer carries a new one. */
export const cambiarContrasena = (cuerpo: CuerpoCambioContrasena) =>
  httpJson<RespuestaCambioContrasena>('auth/password', { method: 'POST', body: cuerpo satisfies CuerpoCambioContrasena, avisar: false });
