import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/db';
import { ErrorHttp, invalido, noAutenticado } from '../../errores';
import { buscarAcceso, registrarIntento } from './auth.repository';
import { devolverIntento, tomarIntento } from './intentos.repository';
import type { CuerpoLogin } from '@domain/contrato/auth';
import { CORREO_VALIDO } from '@domain/comun/validacion';
import { MENSAJES_LOGIN } from '@domain/auth/errores-login';
import { normalizarCorreo, validarContrasena } from '@domain/auth/credenciales';
import { mensajeDemasiadosIntentos } from '@domain/auth/limites-acceso';

// A hash to verify against when the account does not exist, so timing does not reveal which e-mails exist.
const HASH_SEÑUELO = hash('contraseña-inexistente');

/**
 * Sign-in (spec 000 §8): checks the e-mail and password with the spec's messages and answers the id of the account
 * that signed in; a wrong password, an unknown e-mail and an inactive account all answer the same 401. Before the
 * password is checked the attempt takes its slot in the limits (per account and address, per account, per address):
 * with none left it is a 429 that says when to try again, and argon2 never runs.
 */
export async function iniciarSesion(db: Db, ip: string, { email, password }: CuerpoLogin): Promise<number> {
  // The three sign-in messages of spec 000 §8: e-mail error, password error, anything else.
  const correo = normalizarCorreo(email);
  if (!CORREO_VALIDO.test(correo)) throw invalido({ email: [MENSAJES_LOGIN.correo] });
  const problema = validarContrasena(password);
  if (problema) throw invalido({ password: [problema] });
  const intento = await tomarIntento(db, correo, ip);
  if (!intento.libre) {
    throw new ErrorHttp(429, mensajeDemasiadosIntentos(intento.segundos), undefined, {
      headers: { 'retry-after': String(intento.segundos) },
    });
  }
  const cuenta = await buscarAcceso(db, correo);
  const valida = cuenta ? await verify(cuenta.password_hash, password) : (await verify(await HASH_SEÑUELO, password), false);
  if (!cuenta || !valida || !cuenta.activo) {
    await registrarIntento(db, correo, ip, false);
    throw noAutenticado(MENSAJES_LOGIN.incorrectos);
  }
  await devolverIntento(db, correo, ip);
  await registrarIntento(db, correo, ip, true);
  return cuenta.id;
}
