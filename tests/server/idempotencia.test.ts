import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './entorno';
import { comoDueno } from './ayudas';
import { ErrorHttp } from '../../server/errores';
import { huellaDe, leerClave, MENSAJES_IDEMPOTENCIA, unaVez } from '../../server/idempotencia';

/** server/idempotencia.ts on both databases: one write per key, whatever the retries and however simultaneous. */
let e: Entorno;
let coop: number;
let usuario: number;

beforeAll(async () => {
  e = await crearEntorno();
  // created by the owner (default privileges give the app's role its rights on it)
  await comoDueno(e.db, (tx) => tx.query('CREATE TABLE prueba_una_vez (id_cooperativa integer NOT NULL, clave text NOT NULL, n serial)'));
  [{ coop, usuario }] = await e.db.query<{ coop: number; usuario: number }>(
    "SELECT id_cooperativa AS coop, id AS usuario FROM users WHERE email = 'gerente@cosecha.demo'",
  );
});
afterAll(() => e.cerrar());

const escribir = (clave: string) => async (tx: Parameters<Parameters<typeof unaVez>[2]>[0]) => {
  const [f] = await tx.query<{ n: number }>('INSERT INTO prueba_una_vez (id_cooperativa, clave) VALUES ($1, $2) RETURNING n', [
    coop,
    clave,
  ]);
  // widens the race on PostgreSQL: every duplicate arrives while the first is still open
  if (e.db.tipo !== 'pglite') await tx.query('SELECT pg_sleep(0.05)');
  return { codigo: 201, cuerpo: { n: f.n } };
};
const filas = async (clave: string) =>
  (await e.db.query<{ c: number }>('SELECT count(*)::int AS c FROM prueba_una_vez WHERE clave = $1', [clave]))[0].c;

describe('unaVez', () => {
  it('30 envíos simultáneos con la misma clave escriben una vez y todos reciben la misma respuesta', async () => {
    const llave = { idCooperativa: coop, idUsuario: usuario, clave: 'simultanea-0001', huella: huellaDe('/x', { a: 1 }) };
    const r = await Promise.all(Array.from({ length: 30 }, () => unaVez(e.db, llave, escribir(llave.clave))));
    expect(await filas(llave.clave)).toBe(1);
    expect(new Set(r.map((x) => JSON.stringify(x.cuerpo))).size).toBe(1);
    expect(r.filter((x) => !x.repetida)).toHaveLength(1);
    expect(r.every((x) => x.codigo === 201)).toBe(true);
  });

  it('un reintento después recibe la respuesta guardada sin escribir', async () => {
    const llave = { idCooperativa: coop, idUsuario: usuario, clave: 'reintento-0001', huella: huellaDe('/x', { a: 2 }) };
    const primera = await unaVez(e.db, llave, escribir(llave.clave));
    const segunda = await unaVez(e.db, llave, escribir(llave.clave));
    expect(segunda).toEqual({ ...primera, repetida: true });
    expect(await filas(llave.clave)).toBe(1);
  });

  it('la misma clave con otros datos es 409 y no escribe', async () => {
    const llave = { idCooperativa: coop, idUsuario: usuario, clave: 'otros-datos-01', huella: huellaDe('/x', { monto: 100 }) };
    await unaVez(e.db, llave, escribir(llave.clave));
    await expect(unaVez(e.db, { ...llave, huella: huellaDe('/x', { monto: 900 }) }, escribir(llave.clave))).rejects.toMatchObject({
      status: 409,
      message: MENSAJES_IDEMPOTENCIA.otraPeticion,
    });
    expect(await filas(llave.clave)).toBe(1);
  });

  it('un intento que falla no guarda nada: el siguiente con la misma clave escribe', async () => {
    const llave = { idCooperativa: coop, idUsuario: usuario, clave: 'falla-primero-1', huella: huellaDe('/x', { a: 3 }) };
    await expect(
      unaVez(e.db, llave, async (tx) => {
        await escribir(llave.clave)(tx);
        throw new ErrorHttp(422, 'no');
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect(await filas(llave.clave)).toBe(0);
    expect((await unaVez(e.db, llave, escribir(llave.clave))).repetida).toBe(false);
    expect(await filas(llave.clave)).toBe(1);
  });

  it('la misma clave de otro usuario es otra escritura', async () => {
    const [{ otro }] = await e.db.query<{ otro: number }>("SELECT id AS otro FROM users WHERE email = 'admin@cosecha.demo'");
    const llave = { idCooperativa: coop, idUsuario: usuario, clave: 'de-dos-usuarios', huella: huellaDe('/x', {}) };
    await unaVez(e.db, llave, escribir(llave.clave));
    await unaVez(e.db, { ...llave, idUsuario: otro }, escribir(llave.clave));
    expect(await filas(llave.clave)).toBe(2);
  });

  it('la clave falta o no tiene forma: mensajes en español', () => {
    expect(() => leerClave(undefined)).toThrow(MENSAJES_IDEMPOTENCIA.falta);
    expect(() => leerClave('corta')).toThrow(MENSAJES_IDEMPOTENCIA.invalida);
    expect(() => leerClave('con espacios 123')).toThrow(MENSAJES_IDEMPOTENCIA.invalida);
    expect(leerClave('0b9f8c1e-4a2d-4c8e-9f1a-123456789abc')).toBe('0b9f8c1e-4a2d-4c8e-9f1a-123456789abc');
  });
});
