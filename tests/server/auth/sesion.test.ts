import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { crearUsuarioSql } from '../ayudas';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(async () => {
  await e.cerrar();
});

describe('POST /api/auth/login', () => {
  it('devuelve token, usuario, permisos y configuración de su cooperativa', async () => {
    const r = await e.pedir(null, 'POST', '/api/auth/login', { email: 'gerente@cosecha.demo', password: 'cosecha-demo' });
    expect(r.statusCode).toBe(200);
    const b = r.json();
    expect(b.token).toMatch(/^ey/);
    expect(b.user.cooperativa).toBe('Cacaoteros de la Chontalpa');
    expect(b.user.certificacion).toBe('mayacert');
    expect(b.permissions).toContain('USUARIOS_NUEVO');
    expect(b.permissions.some((p: string) => p.startsWith('COOPERATIVAS'))).toBe(false);
    expect(b.coopconfig.id_cooperativa).toBe(b.user.id_cooperativa);
    expect(b.user).not.toHaveProperty('password_hash');
  });

  it('el usuario trae exactamente los campos del contrato, con sus permisos', async () => {
    const r = await e.pedir(null, 'POST', '/api/auth/login', { email: 'gerente@cosecha.demo', password: 'cosecha-demo' });
    const b = r.json();
    expect(Object.keys(b).sort()).toEqual(['coopconfig', 'permissions', 'token', 'user']);
    expect(Object.keys(b.user).sort()).toEqual(
      [
        'id',
        'uuid',
        'email',
        'username',
        'nombres',
        'apellido_paterno',
        'apellido_materno',
        'foto',
        'id_rol',
        'rol',
        'id_cooperativa',
        'cooperativa',
        'certificacion',
        'id_centros_acopios',
        'firma',
        'permissions',
      ].sort(),
    );
    expect(b.user.permissions).toEqual(b.permissions);
    const perfil = (await e.pedir(b.token, 'POST', '/api/auth/profile')).json();
    expect(perfil).toEqual({ user: b.user, permissions: b.permissions, coopconfig: b.coopconfig });
  });

  it('la cooperativa sin configuración: coopconfig null al entrar y en el perfil', async () => {
    const [c] = await e.db.query<{ id: number }>(
      `INSERT INTO cooperativas (nombre, id_cat_productos) VALUES ('Cooperativa Sin Configuración', 1) RETURNING id`,
    );
    const [g] = await e.db.query<{ id_rol: number }>(`SELECT id_rol FROM users WHERE email = 'gerente@cosecha.demo'`);
    await crearUsuarioSql(e.db, { email: 'sin.conf@cosecha.demo', id_rol: g.id_rol, id_cooperativa: c.id });
    const r = await e.pedir(null, 'POST', '/api/auth/login', { email: 'sin.conf@cosecha.demo', password: 'cosecha-demo' });
    expect(r.statusCode).toBe(200);
    expect(r.json().coopconfig).toBeNull();
    expect((await e.pedir(r.json().token, 'POST', '/api/auth/profile')).json().coopconfig).toBeNull();
  });

  it.each([
    [{ email: 'no-es-correo', password: 'cosecha-demo' }, 422, 'email', 'Introduzca una dirección de correo electrónico válida.'],
    [{ email: 'admin@cosecha.demo', password: '123' }, 422, 'password', 'La contraseña debe contener al menos 6 caracteres.'],
  ])('%o → %i en %s', async (body, status, campo, mensaje) => {
    const r = await e.pedir(null, 'POST', '/api/auth/login', body);
    expect(r.statusCode).toBe(status);
    expect(r.json().errors[campo]).toEqual([mensaje]);
  });

  it('contraseña equivocada o cuenta inexistente: 401 con el mismo mensaje', async () => {
    for (const email of ['admin@cosecha.demo', 'nadie@cosecha.demo']) {
      const r = await e.pedir(null, 'POST', '/api/auth/login', { email, password: 'equivocada' });
      expect(r.statusCode).toBe(401);
      expect(r.json().message).toBe('Correo electrónico o contraseña incorrectos.');
    }
  });

  it('un campo de más o un tipo equivocado es 422, no se ignora ni se convierte', async () => {
    expect(
      (await e.pedir(null, 'POST', '/api/auth/login', { email: 'admin@cosecha.demo', password: 'cosecha-demo', rol: 1 })).statusCode,
    ).toBe(422);
    expect((await e.pedir(null, 'POST', '/api/auth/login', { email: 'admin@cosecha.demo', password: 123456 })).statusCode).toBe(422);
  });

  it('tras 5 fallos en 15 minutos la cuenta responde 429, aun con la contraseña correcta', async () => {
    for (let i = 0; i < 5; i++)
      await e.pedir(null, 'POST', '/api/auth/login', { email: 'tecnico.miel@cosecha.demo', password: 'equivocada' });
    const r = await e.pedir(null, 'POST', '/api/auth/login', { email: 'tecnico.miel@cosecha.demo', password: 'cosecha-demo' });
    expect(r.statusCode).toBe(429);
    expect(r.json().message).toMatch(/Demasiados intentos/);
    const [f] = await e.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM intentos_login WHERE email = 'tecnico.miel@cosecha.demo' AND NOT exito`,
    );
    expect(f.n).toBe(5);
  });
});

describe('tokens', () => {
  it('sin token, con token falso o alterado: 401', async () => {
    expect((await e.pedir(null, 'POST', '/api/auth/profile')).statusCode).toBe(401);
    expect((await e.pedir('basura', 'POST', '/api/auth/profile')).statusCode).toBe(401);
    const t = await e.entrar('admin@cosecha.demo');
    const alterado = t.slice(0, -3) + (t.endsWith('A') ? 'BBB' : 'AAA');
    expect((await e.pedir(alterado, 'POST', '/api/auth/profile')).statusCode).toBe(401);
  });

  it('logout revoca el token en la base: la siguiente llamada es 401', async () => {
    const t = await e.entrar('miel@cosecha.demo');
    expect((await e.pedir(t, 'POST', '/api/auth/profile')).statusCode).toBe(200);
    expect((await e.pedir(t, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    const r = await e.pedir(t, 'POST', '/api/auth/profile');
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toBe('Tu sesion ha expirado, por favor accede de nuevo.');
  });

  it('un token caducado (TOKEN_TTL) es 401', async () => {
    // The clock is moved instead of waited on (it was a 3-second sleep): only Date, so PGlite's timers run as ever.
    const t = await e.entrar('admin@cosecha.demo');
    const ttlMs = e.config.tokenTtl * 1000;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      vi.setSystemTime(Date.now() + ttlMs - 2000);
      expect((await e.pedir(t, 'POST', '/api/auth/profile')).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 3000);
      const r = await e.pedir(t, 'POST', '/api/auth/profile');
      expect(r.statusCode).toBe(401);
      expect(r.json().message).toBe('Tu sesion ha expirado, por favor accede de nuevo.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('cambiar mi contraseña revoca los tokens anteriores y entrega uno nuevo', async () => {
    const viejo = await e.entrar('comite.sierra@cosecha.demo');
    const malo = await e.pedir(viejo, 'POST', '/api/auth/password', { password_actual: 'otra-cosa', password_nueva: 'nueva-clave-1' });
    expect(malo.statusCode).toBe(422);
    const corta = await e.pedir(viejo, 'POST', '/api/auth/password', { password_actual: 'cosecha-demo', password_nueva: 'corta' });
    expect(corta.statusCode).toBe(422);
    const r = await e.pedir(viejo, 'POST', '/api/auth/password', { password_actual: 'cosecha-demo', password_nueva: 'nueva-clave-1' });
    expect(r.statusCode).toBe(200);
    expect((await e.pedir(viejo, 'POST', '/api/auth/profile')).statusCode).toBe(401);
    expect((await e.pedir(r.json().token, 'POST', '/api/auth/profile')).statusCode).toBe(200);
    await e.entrar('comite.sierra@cosecha.demo', 'nueva-clave-1');
  });
});

describe('configuración y ciclos', () => {
  it('cooperativa_conf devuelve la configuración de la propia cooperativa como primer elemento', async () => {
    const t = await e.entrar('miel@cosecha.demo');
    const r = await e.pedir(t, 'GET', '/api/acopios/catalogos/cooperativa_conf');
    expect(r.statusCode).toBe(200);
    const [conf] = r.json().data;
    expect(conf.usa_sic).toBe(0);
    expect(conf.parcelas_etiqueta).toBe('apiario');
    expect(conf.zona_horaria).toBe('America/Merida');
    expect((await e.pedir(null, 'GET', '/api/acopios/catalogos/cooperativa_conf')).statusCode).toBe(401);
  });

  it('ciclos: los propios en orden, aunque pida otra cooperativa (salvo rol 1)', async () => {
    const t = await e.entrar('gerente@cosecha.demo');
    const propios = (await e.pedir(t, 'POST', '/api/ciclos', { filters: [{ column: 'id_cooperativa', operator: '=', value: 2 }] })).json()
      .data;
    expect(propios.map((c: { nombre: string }) => c.nombre)).toEqual(['2024-2025', '2025-2026']);
    const ajenos = (await e.pedir(t, 'POST', '/api/ciclos', { filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }] })).json()
      .data;
    expect(ajenos.map((c: { id: number }) => c.id)).toEqual(propios.map((c: { id: number }) => c.id));
    const admin = await e.entrar('admin@cosecha.demo');
    const deOtra = (
      await e.pedir(admin, 'POST', '/api/ciclos', { filters: [{ column: 'id_cooperativa', operator: '=', value: 2 }] })
    ).json().data;
    expect(deOtra.map((c: { id: number }) => c.id)).toEqual(propios.map((c: { id: number }) => c.id));
    expect(
      (await e.pedir(t, 'POST', '/api/ciclos', { filters: [{ column: 'id_cooperativa', operator: '=', value: null }] })).statusCode,
    ).toBe(422);
  });
});
