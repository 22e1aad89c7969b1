import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Consulta } from '../../db/db';

export interface ContenidoToken {
  sub: string;
  jti: string;
  /** Issue instant in milliseconds: compared with users.tokens_validos_desde. */
  emitido_ms: number;
  exp: number;
}

/**
 * The signing key: JWT_SECRET when given, otherwise generated once and kept in the database,
 * so every API process (and every restart) signs and verifies with the same key.
 */
export async function obtenerSecreto(db: Consulta, configurado: string | null): Promise<Uint8Array> {
  if (configurado) return new TextEncoder().encode(configurado);
  await db.query(`INSERT INTO ajustes (clave, valor) VALUES ('jwt_secret', $1) ON CONFLICT (clave) DO NOTHING`, [
    randomBytes(48).toString('base64url'),
  ]);
  const [fila] = await db.query<{ valor: string }>(`SELECT valor FROM ajustes WHERE clave = 'jwt_secret'`);
  return new TextEncoder().encode(fila.valor);
}

export async function firmarToken(secreto: Uint8Array, idUsuario: number, ttlSegundos: number): Promise<{ token: string; jti: string }> {
  const jti = randomUUID();
  const ahora = Date.now();
  const token = await new SignJWT({ emitido_ms: ahora })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(idUsuario))
    .setJti(jti)
    .setIssuedAt(Math.floor(ahora / 1000))
    .setExpirationTime(Math.floor(ahora / 1000) + ttlSegundos)
    .sign(secreto);
  return { token, jti };
}

/**
 * The secret as a verifying CryptoKey, imported once per secret: given raw bytes, jose imports a key on every call,
 * which was about 4% of the server's CPU under the load bench (bench/carga.ts).
 */
const llaves = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function llaveDe(secreto: Uint8Array): Promise<CryptoKey> {
  let llave = llaves.get(secreto);
  if (!llave) {
    llave = crypto.subtle.importKey('raw', new Uint8Array(secreto), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    llaves.set(secreto, llave);
  }
  return llave;
}

/** Verifies signature and expiry; null for any bad, expired or tampered token. */
export async function verificarToken(secreto: Uint8Array, token: string): Promise<ContenidoToken | null> {
  try {
    const { payload } = await jwtVerify(token, await llaveDe(secreto), { algorithms: ['HS256'] });
    if (!payload.sub || !payload.jti || typeof payload.emitido_ms !== 'number' || !payload.exp) return null;
    return { sub: payload.sub, jti: payload.jti, emitido_ms: payload.emitido_ms, exp: payload.exp };
  } catch (e) {
    if (e instanceof joseErrors.JOSEError) return null;
    throw e;
  }
}
