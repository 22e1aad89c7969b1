import type { App } from '../../tipos';
import { hash, verify } from '@node-rs/argon2';
import { ErrorHttp, exigirValido, invalido, noAutenticado } from '../../errores';
import { objeto, texto, exito } from '../../esquemas';
import { firmarToken } from './tokens';
import { perfil } from './perfil';
import {
  buscarAcceso,
  fallosRecientes,
  invalidarTokensDe,
  MAX_FALLOS_CUENTA,
  MAX_FALLOS_DIRECCION,
  registrarIntento,
  revocarToken,
} from './auth.repository';
import { CORREO_VALIDO } from '@domain/validacion';
import { validarContrasena } from '@domain/usuario';
import { auditar } from '../auditoria/auditoria';

const MSG_CREDENCIALES = 'Correo electrónico o contraseña incorrectos.';
const MSG_DEMASIADOS = 'Demasiados intentos fallidos. Espere 15 minutos antes de intentar de nuevo.';
// A hash to verify against when the account does not exist, so timing does not reveal which e-mails exist.
const HASH_SEÑUELO = hash('contraseña-inexistente');

export function rutasAuth(app: App, secreto: Uint8Array): void {
  app.post(
    '/api/auth/login',
    {
      config: { publica: true },
      schema: {
        tags: ['Sesión'],
        summary: 'Iniciar sesión',
        body: objeto({ email: texto(254), password: texto(200) }, ['email', 'password']),
      },
    },
    async (req) => {
      const { email, password } = req.body as { email: string; password: string };
      // The three sign-in messages of spec 000 §8: e-mail error, password error, anything else.
      if (!CORREO_VALIDO.test(email.trim())) throw invalido({ email: ['Introduzca una dirección de correo electrónico válida.'] });
      if (password.length < 6) throw invalido({ password: ['La contraseña debe contener al menos 6 caracteres.'] });
      const correo = email.trim().toLowerCase();
      const fallos = await fallosRecientes(app.db, correo, req.ip);
      if (fallos.cuenta >= MAX_FALLOS_CUENTA || fallos.direccion >= MAX_FALLOS_DIRECCION) throw new ErrorHttp(429, MSG_DEMASIADOS);
      const cuenta = await buscarAcceso(app.db, correo);
      const valida = cuenta ? await verify(cuenta.password_hash, password) : (await verify(await HASH_SEÑUELO, password), false);
      if (!cuenta || !valida || !cuenta.activo) {
        await registrarIntento(app.db, correo, req.ip, false);
        throw noAutenticado(MSG_CREDENCIALES);
      }
      await registrarIntento(app.db, correo, req.ip, true);
      const { token } = await firmarToken(secreto, cuenta.id, app.config.tokenTtl);
      return { token, ...(await perfil(app.db, cuenta.id)) };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['Sesión'], summary: 'Cerrar sesión (revoca el token)', response: { 200: exito } } },
    async (req) => {
      await revocarToken(app.db, req.usuario.jti, req.usuario.exp);
      return { data: { success: true } };
    },
  );

  app.post(
    '/api/auth/profile',
    { schema: { tags: ['Sesión'], summary: 'Usuario, permisos y configuración de la sesión' } },
    async (req) => {
      return perfil(app.db, req.usuario.id);
    },
  );

  app.post(
    '/api/auth/password',
    {
      schema: {
        tags: ['Sesión'],
        summary: 'Cambiar mi contraseña (revoca las demás sesiones y devuelve un token nuevo)',
        body: objeto({ password_actual: texto(200), password_nueva: texto(200) }, ['password_actual', 'password_nueva']),
      },
    },
    async (req) => {
      const { password_actual, password_nueva } = req.body as { password_actual: string; password_nueva: string };
      const cuenta = await buscarAcceso(app.db, req.usuario.email);
      if (!cuenta || !(await verify(cuenta.password_hash, password_actual))) {
        throw invalido({ password_actual: ['La contraseña actual no es correcta'] });
      }
      const problema = validarContrasena(password_nueva);
      exigirValido(problema ? { password_nueva: [problema] } : {});
      const nuevoHash = await hash(password_nueva);
      await app.db.transaction(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [req.usuario.id, nuevoHash]);
        await invalidarTokensDe(tx, req.usuario.id, new Date());
        await auditar(tx, req.usuario, req.ip, {
          id_cooperativa: req.usuario.id_cooperativa,
          accion: 'contrasena',
          entidad: 'users',
          id_entidad: req.usuario.uuid,
        });
      });
      const { token } = await firmarToken(secreto, req.usuario.id, app.config.tokenTtl);
      return { data: { success: true }, token };
    },
  );
}
