import { Type, type Static } from 'typebox';
import { Exito, objeto, texto, textoNulo, enteroNulo } from './comun';
import { ConfiguracionCooperativa } from './catalogos';
import { CAMPOS_USUARIO } from './usuarios';

/**
 * Session (spec 000 §7 'Session', §8 sign-in messages): sign-in, sign-out, the session's profile and the
 * user's own password change. One declaration for the server's validation and answers, /api/docs and the
 * client's types. The e-mail and length checks with the spec's messages stay in the handler: the schema only
 * refuses what is not text, and unknown fields (an `id_cooperativa` in the body is a 422, never read).
 */

/** POST auth/login. */
export const CuerpoLogin = objeto({ email: texto(254), password: texto(200) });
export type CuerpoLogin = Static<typeof CuerpoLogin>;

/** The signed-in user as sign-in and auth/profile answer it; never the password hash. */
export const UsuarioPerfil = Type.Object({
  ...CAMPOS_USUARIO,
  /** The cooperative's certification, or the default one when it has none (domain/comun/productos.ts). */
  certificacion: Type.String(),
  id_centros_acopios: enteroNulo(),
  firma: textoNulo(),
});
export type UsuarioPerfil = Static<typeof UsuarioPerfil>;

/**
 * POST auth/profile: the user (with their permissions, as the client has always read them under `user` too),
 * the permissions and their cooperative's configuration (null for a cooperative without one).
 */
export const Perfil = Type.Object({
  user: Type.Object({ ...UsuarioPerfil.properties, permissions: Type.Array(Type.String()) }),
  permissions: Type.Array(Type.String()),
  coopconfig: Type.Union([ConfiguracionCooperativa, Type.Null()]),
});
export type Perfil = Static<typeof Perfil>;

/** POST auth/login: the profile and the signed token. */
export const RespuestaLogin = Type.Object({ token: Type.String(), ...Perfil.properties });
export type RespuestaLogin = Static<typeof RespuestaLogin>;

/** POST auth/password: the user's own change, checked against the current password. */
export const CuerpoCambioContrasena = objeto({ password_actual: texto(200), password_nueva: texto(200) });
export type CuerpoCambioContrasena = Static<typeof CuerpoCambioContrasena>;

/** POST auth/password: every older token is revoked, so the answer carries a new one. */
export const RespuestaCambioContrasena = Type.Object({ ...Exito.properties, token: Type.String() });
export type RespuestaCambioContrasena = Static<typeof RespuestaCambioContrasena>;
