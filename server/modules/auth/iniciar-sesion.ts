import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/db';
import { ErrorHttp, invalido, noAutenticado } from '../../errores';
import { buscarAcceso, fallosRecientes, MAX_FALLOS_CUENTA, MAX_FALLOS_DIRECCION, registrarIntento } from './auth.repository';
import type { CuerpoLogin } from '@domain/contrato/auth';
import { CORREO_VALIDO } from '@domain/comun/validacion';

const MSG_CREDENCIALES = 'Correo electrónico o contraseña incorrectos.';
const MSG_DEMASIADOS = 'Demasiados intentos fallidos. Espere 15 minutos antes de intentar de nuevo.';
// A hash to verify against when the account does not exist, so timing does not reveal which e-mails exist.
const HASH_SEÑUELO = hash('contraseña-inexistente');

/**
 * Sign-in (spec 000 §8): checks the e-mail and password with the spec's messages, refuses with 429 after too
 * many recent failures (per account and per address), and records the attempt either way. Answers the id of the
 * account that signed in; a wrong password, an unknown e-mail and an inactive account all answer the same 401.
 */
export async function iniciarSesion(db: Db, ip: string, { email, password }: CuerpoLogin): Promise<number> {
  // The three sign-in messages of spec 000 §8: e-mail error, password error, anything else.
  if (!CORREO_VALIDO.test(email.trim())) throw invalido({ email: ['Introduzca una dirección de correo electrónico válida.'] });
  if (password.length < 6) throw invalido({ password: ['La contraseña debe contener al menos 6 caracteres.'] });
  const correo = email.trim().toLowerCase();
  const fallos = await fallosRecientes(db, correo, ip);
  if (fallos.cuenta >= MAX_FALLOS_CUENTA || fallos.direccion >= MAX_FALLOS_DIRECCION) throw new ErrorHttp(429, MSG_DEMASIADOS);
  const cuenta = await buscarAcceso(db, correo);
  const valida = cuenta ? await verify(cuenta.password_hash, password) : (await verify(await HASH_SEÑUELO, password), false);
  if (!cuenta || !valida || !cuenta.activo) {
    await registrarIntento(db, correo, ip, false);
    throw noAutenticado(MSG_CREDENCIALES);
  }
  await registrarIntento(db, correo, ip, true);
  return cuenta.id;
}
