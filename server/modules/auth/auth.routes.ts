import type { App } from '../../tipos';
import { actorDe } from '../../actor';
import { firmarToken } from './tokens';
import { perfil } from './perfil';
import { revocarToken } from './auth.repository';
import { iniciarSesion } from './iniciar-sesion';
import { cambiarContrasena } from './cambiar-contrasena';
import { Exito } from '@domain/contrato/comun';
import { CuerpoCambioContrasena, CuerpoLogin, Perfil, RespuestaCambioContrasena, RespuestaLogin } from '@domain/contrato/auth';

const ETIQUETA = 'Sesión';

/** Session (spec 000 §7 'Session'): HTTP only; sign-in and the password change are the use cases beside this file. */
export function rutasAuth(app: App, secreto: Uint8Array): void {
  const emitirToken = async (idUsuario: number) => (await firmarToken(secreto, idUsuario, app.config.tokenTtl)).token;

  app.post(
    '/api/auth/login',
    {
      config: { publica: true },
      schema: { tags: [ETIQUETA], summary: 'Iniciar sesión', body: CuerpoLogin, response: { 200: RespuestaLogin } },
    },
    async (req) => {
      const id = await iniciarSesion(app.db, req.ip, req.body);
      return { token: await emitirToken(id), ...(await perfil(app.db, id)) };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: [ETIQUETA], summary: 'Cerrar sesión (revoca el token)', response: { 200: Exito } } },
    async (req) => {
      await revocarToken(app.db, req.usuario.jti, req.usuario.exp);
      return { data: { success: true } };
    },
  );

  app.post(
    '/api/auth/profile',
    { schema: { tags: [ETIQUETA], summary: 'Usuario, permisos y configuración de la sesión', response: { 200: Perfil } } },
    async (req) => perfil(app.db, req.usuario.id),
  );

  app.post(
    '/api/auth/password',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Cambiar mi contraseña (revoca las demás sesiones y devuelve un token nuevo)',
        body: CuerpoCambioContrasena,
        response: { 200: RespuestaCambioContrasena },
      },
    },
    async (req) => {
      await cambiarContrasena(app.db, actorDe(req), req.body);
      return { data: { success: true }, token: await emitirToken(req.usuario.id) };
    },
  );
}
