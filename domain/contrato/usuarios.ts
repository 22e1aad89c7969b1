import { Type, type Static } from 'typebox';
import { Datos, entero, enteroNulo, fechaHora, objeto, opcional, texto, textoNulo, Uno, version } from './comun';

/**
 * Users (spec 000 §3 'User', §7 'Users'): the API at /api/users, the area `usuarios` everywhere else.
 * One declaration for the server's validation and answers, /api/docs and the client's types.
 */

/** Body of create and edit; on edit an empty password means 'unchanged'. */
export const CuerpoUsuario = objeto({
  email: texto(254),
  username: texto(30),
  password: opcional(textoNulo(200)),
  nombres: texto(100),
  apellido_paterno: texto(100),
  apellido_materno: opcional(textoNulo(100)),
  foto: opcional(textoNulo(500)),
  id_rol: entero(0),
  id_cooperativa: entero(0),
  id_centros_acopios: opcional(enteroNulo(0)),
});
export type CuerpoUsuario = Static<typeof CuerpoUsuario>;

/** Body of edit: the form's fields and the version it was loaded with. */
export const CuerpoUsuarioEditado = objeto({ ...CuerpoUsuario.properties, version: version() });
export type CuerpoUsuarioEditado = Static<typeof CuerpoUsuarioEditado>;

/** Who a user is, with role and cooperative: the fields the user record and the session's profile share. */
export const CAMPOS_USUARIO = {
  id: Type.Integer(),
  uuid: Type.String(),
  email: Type.String(),
  username: Type.String(),
  nombres: Type.String(),
  apellido_paterno: Type.String(),
  apellido_materno: textoNulo(),
  foto: textoNulo(),
  id_rol: Type.Integer(),
  rol: Type.String(),
  id_cooperativa: Type.Integer(),
  cooperativa: Type.String(),
};

/** A user as every screen reads it (form, list row). */
export const Usuario = Type.Object({
  ...CAMPOS_USUARIO,
  id_centros_acopios: enteroNulo(),
  centro_acopio: textoNulo(),
  firma: textoNulo(),
  version: version(),
  created_at: fechaHora(),
  updated_at: fechaHora(),
});
export type Usuario = Static<typeof Usuario>;
export const RespuestaUsuario = Uno(Usuario);

/** GET /api/users: the visible active users, for selects. */
export const OpcionUsuario = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  email: Type.String(),
  nombre_completo: Type.String(),
  id_cooperativa: Type.Integer(),
});
export type OpcionUsuario = Static<typeof OpcionUsuario>;
export const RespuestaOpcionesUsuario = Datos(OpcionUsuario);

/** POST /api/users/{uuid}/password: the administrator sets a new password. */
export const CuerpoContrasena = objeto({ password: texto(200) });
export type CuerpoContrasena = Static<typeof CuerpoContrasena>;

/** POST /api/users/{uuid}/firma: the uuid of the stored signature image. */
export const RespuestaFirma = Uno(Type.Object({ firma: Type.String() }));
export type RespuestaFirma = Static<typeof RespuestaFirma>;
