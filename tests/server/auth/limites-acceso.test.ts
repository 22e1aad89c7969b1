import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';

/**
 * Every password the server checks with argon2 leaves a row in intentos_login (iniciar-sesion.ts writes it right
 * after the check): counting the rows counts the verifications. (A mock of @node-rs/argon2 would not see a server
 * another file of the same worker already loaded: the API files share modules.)
 */
async function verificadas(correo: string): Promise<number> {
  const [f] = await e.db.query<{ n: number }>('SELECT count(*)::int AS n FROM intentos_login WHERE email = $1', [correo]);
  return f.n;
}

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(async () => {
  await e.cerrar();
});

const MSG_15 = 'Demasiados intentos fallidos. Intente de nuevo en 15 minutos.';

/** Sign-in from a given client address (the server reads req.ip; no proxy is trusted in tests). */
const entrarDesde = (ip: string, email: string, password: string) =>
  e.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password }),
  });

async function contador(correo: string, ip: string): Promise<number | null> {
  const [f] = await e.db.query<{ fallos: number }>(`SELECT fallos FROM intentos_acceso WHERE correo = $1 AND ip = $2`, [correo, ip]);
  return f?.fallos ?? null;
}

describe('límites de inicio de sesión', () => {
  it('200 contraseñas equivocadas simultáneas para una cuenta: solo 5 se verifican con argon2, las demás son 429', async () => {
    const correo = 'tecnico.sierra@cosecha.demo';
    const antes = await verificadas(correo);
    const respuestas = await Promise.all(Array.from({ length: 200 }, () => entrarDesde('10.9.0.1', correo, 'equivocada')));
    const hechas = (await verificadas(correo)) - antes;
    console.log(`Cifra: intentos simultáneos equivocados verificados con argon2: ${hechas} de 200`);
    expect(hechas).toBe(5);
    const estados = respuestas.map((r) => r.statusCode);
    expect(estados.filter((s) => s === 401)).toHaveLength(5);
    expect(estados.filter((s) => s === 429)).toHaveLength(195);
    expect(respuestas.find((r) => r.statusCode === 429)!.json().message).toBe(MSG_15);
    expect(await contador(correo, '10.9.0.1')).toBe(5);
    expect(await contador(correo, '')).toBe(5);
    const [f] = await e.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM intentos_login WHERE email = $1 AND NOT exito`, [correo]);
    expect(f.n).toBe(5);
  });

  it('5 fallos desde una dirección cierran esa dirección para la cuenta, no a su dueño en otra; el 429 no cuenta ni verifica', async () => {
    const correo = 'acopio@cosecha.demo';
    for (let i = 0; i < 5; i++) expect((await entrarDesde('10.1.0.1', correo, 'equivocada')).statusCode).toBe(401);
    const antes = await verificadas(correo);
    const r = await entrarDesde('10.1.0.1', correo, 'cosecha-demo');
    expect(r.statusCode).toBe(429);
    expect(r.json()).toEqual({ message: MSG_15 });
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(await verificadas(correo)).toBe(antes);
    expect(await contador(correo, '')).toBe(5);
    expect((await entrarDesde('10.1.0.2', correo, 'cosecha-demo')).statusCode).toBe(200);
  });

  it('20 fallos de la cuenta desde cualquier dirección la cierran en todas; al pasar la ventana se abre', async () => {
    const correo = 'comite.sierra@cosecha.demo';
    for (let d = 1; d <= 4; d++) {
      for (let i = 0; i < 5; i++) expect((await entrarDesde(`10.2.0.${d}`, correo, 'equivocada')).statusCode).toBe(401);
    }
    const r = await entrarDesde('10.2.0.9', correo, 'cosecha-demo');
    expect(r.statusCode).toBe(429);
    expect(r.json().message).toBe(MSG_15);
    await e.db.query(`UPDATE intentos_acceso SET desde = desde - interval '16 minutes' WHERE correo = $1`, [correo]);
    expect((await entrarDesde('10.2.0.9', correo, 'cosecha-demo')).statusCode).toBe(200);
  });

  it('30 fallos desde una dirección, con cuentas distintas, cierran la dirección', async () => {
    for (let i = 0; i < 30; i++) expect((await entrarDesde('10.3.0.1', `nadie${i}@cosecha.demo`, 'equivocada')).statusCode).toBe(401);
    const r = await entrarDesde('10.3.0.1', 'miel@cosecha.demo', 'cosecha-demo');
    expect(r.statusCode).toBe(429);
    expect((await entrarDesde('10.3.0.2', 'miel@cosecha.demo', 'cosecha-demo')).statusCode).toBe(200);
  });

  it('el mensaje dice cuánto falta de la ventana', async () => {
    const correo = 'capturista.chontalpa@cosecha.demo';
    for (let i = 0; i < 5; i++) await entrarDesde('10.4.0.1', correo, 'equivocada');
    await e.db.query(
      `UPDATE intentos_acceso SET desde = now() - interval '10 minutes' - interval '30 seconds' WHERE correo = $1 AND ip = $2`,
      [correo, '10.4.0.1'],
    );
    const r = await entrarDesde('10.4.0.1', correo, 'cosecha-demo');
    expect(r.statusCode).toBe(429);
    expect(r.json().message).toBe('Demasiados intentos fallidos. Intente de nuevo en 5 minutos.');
  });

  it('la contraseña correcta vuelve a abrir la dirección de su dueño: otros 5 intentos antes del 429', async () => {
    const correo = 'acopio.chontalpa@cosecha.demo';
    for (let i = 0; i < 4; i++) expect((await entrarDesde('10.5.0.1', correo, 'equivocada')).statusCode).toBe(401);
    expect((await entrarDesde('10.5.0.1', correo, 'cosecha-demo')).statusCode).toBe(200);
    expect(await contador(correo, '10.5.0.1')).toBeNull();
    // The right password's slot is returned to the account's counter: only the 4 failures remain.
    expect(await contador(correo, '')).toBe(4);
    for (let i = 0; i < 5; i++) expect((await entrarDesde('10.5.0.1', correo, 'equivocada')).statusCode).toBe(401);
    expect((await entrarDesde('10.5.0.1', correo, 'equivocada')).statusCode).toBe(429);
  });

  it('el correo se cuenta normalizado: mayúsculas o ancho completo no abren otro contador', async () => {
    const variantes = ['miel@cosecha.demo', 'MIEL@cosecha.demo', 'ｍｉｅｌ@cosecha.demo', ' Miel@Cosecha.Demo ', 'miel＠cosecha.demo'];
    for (const v of variantes) expect((await entrarDesde('10.6.0.1', v, 'equivocada')).statusCode).toBe(401);
    expect((await entrarDesde('10.6.0.1', 'Miel@cosecha.demo', 'cosecha-demo')).statusCode).toBe(429);
    expect(await contador('miel@cosecha.demo', '10.6.0.1')).toBe(5);
  });
});
