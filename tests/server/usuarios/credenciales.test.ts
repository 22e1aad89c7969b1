import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, usuarioPorCorreo } from '../ayudas';

/** Issue 10 item 10: blank passwords, one minimum for the forms and sign-in, e-mails in one form (NFKC, lower case). */
let e: Entorno;
let admin: string;
let contador = 0;

const EN_BLANCO = 'La contraseña no puede ser solo espacios.';
const CORTA = 'La contraseña debe contener al menos 6 caracteres.';

const datos = (cambios: Record<string, unknown> = {}) => ({
  email: `credencial${++contador}@chontalpa.demo`,
  username: `93310000${String(contador).padStart(2, '0')}`,
  password: 'clave-segura-1',
  nombres: 'Nuevo',
  apellido_paterno: 'Usuario',
  apellido_materno: null,
  foto: null,
  id_rol: 5,
  id_cooperativa: 2,
  id_centros_acopios: null,
  ...cambios,
});

/** The body PUT expects, from a user record. */
const cuerpoDe = (u: Record<string, unknown>) => ({
  email: u.email,
  username: u.username,
  password: '',
  nombres: u.nombres,
  apellido_paterno: u.apellido_paterno,
  apellido_materno: u.apellido_materno,
  foto: u.foto ?? null,
  id_rol: u.id_rol,
  id_cooperativa: u.id_cooperativa,
  id_centros_acopios: u.id_centros_acopios,
  version: u.version,
});

const login = (email: string, password: string) => e.pedir(null, 'POST', '/api/auth/login', { email, password });

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
});
afterAll(async () => {
  await e.cerrar();
});

describe('contraseñas en blanco', () => {
  it('8 espacios no se aceptan al crear, editar, restablecer ni cambiar la propia; nada cambia', async () => {
    const n = await contar(e.db, 'users');
    const alta = await e.pedir(admin, 'POST', '/api/users', datos({ password: '        ' }));
    expect(alta.statusCode).toBe(422);
    expect(alta.json().errors.password).toEqual([EN_BLANCO]);
    expect(await contar(e.db, 'users')).toBe(n);

    const u = await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo');
    const actual = (await e.pedir(admin, 'GET', `/api/users/${u.uuid}`)).json().data;
    const cuerpo = cuerpoDe(actual);
    const edicion = await e.pedir(admin, 'PUT', `/api/users/${u.uuid}`, { ...cuerpo, password: '        ' });
    expect(edicion.statusCode).toBe(422);
    expect(edicion.json().errors.password).toEqual([EN_BLANCO]);
    const restablecer = await e.pedir(admin, 'POST', `/api/users/${u.uuid}/password`, { password: '\t\t\t\t\t\t\t\t' });
    expect(restablecer.statusCode).toBe(422);
    expect(restablecer.json().errors.password).toEqual([EN_BLANCO]);
    expect((await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo')).password_hash).toBe(u.password_hash);

    const propio = await e.entrar('capturista.chontalpa@cosecha.demo');
    const cambio = await e.pedir(propio, 'POST', '/api/auth/password', { password_actual: 'cosecha-demo', password_nueva: '        ' });
    expect(cambio.statusCode).toBe(422);
    expect(cambio.json().errors.password_nueva).toEqual([EN_BLANCO]);
    expect((await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo')).password_hash).toBe(u.password_hash);
  });

  it('al entrar, 8 espacios es un error de contraseña (422) y no se verifica ni cuenta', async () => {
    const r = await login('gerente@cosecha.demo', '        ');
    expect(r.statusCode).toBe(422);
    expect(Object.keys(r.json().errors)).toEqual(['password']);
    expect(await contar(e.db, `intentos_acceso WHERE correo = 'gerente@cosecha.demo'`)).toBe(0);
  });
});

describe('el mínimo del formulario y el del inicio de sesión coinciden', () => {
  it('6 caracteres se aceptan al crear y al entrar; 5 dan el mismo mensaje en los dos', async () => {
    const body = datos({ password: 'abc123' });
    expect((await e.pedir(admin, 'POST', '/api/users', body)).statusCode).toBe(201);
    expect((await login(body.email, 'abc123')).statusCode).toBe(200);
    const corta = await e.pedir(admin, 'POST', '/api/users', datos({ password: 'abc12' }));
    expect(corta.statusCode).toBe(422);
    expect(corta.json().errors.password).toEqual([CORTA]);
    const alEntrar = await login(body.email, 'abc12');
    expect(alEntrar.statusCode).toBe(422);
    expect(alEntrar.json().errors.password).toEqual([CORTA]);
  });
});

describe('correos parecidos', () => {
  it('ａdmin@ (ancho completo) o ADMIN@ no se crean junto a admin@: 422 y nada cambia', async () => {
    const n = await contar(e.db, 'users');
    for (const email of ['ａdmin@cosecha.demo', 'ADMIN@cosecha.demo', 'admin＠cosecha.demo', ' Ａｄｍｉｎ@Cosecha.Demo ']) {
      const r = await e.pedir(admin, 'POST', '/api/users', datos({ email }));
      expect(r.statusCode, email).toBe(422);
      expect(r.json().errors.email).toEqual(['El correo ya está registrado']);
    }
    expect(await contar(e.db, 'users')).toBe(n);
  });

  it('se guarda normalizado y se entra con cualquiera de sus formas', async () => {
    const r = await e.pedir(admin, 'POST', '/api/users', datos({ email: 'Ｌｕｃía.Pérez@Chontalpa.Demo' }));
    expect(r.statusCode).toBe(201);
    expect(r.json().data.email).toBe('lucía.pérez@chontalpa.demo');
    const [f] = await e.db.query<{ email: string }>(`SELECT email FROM users WHERE uuid = $1`, [r.json().data.uuid]);
    expect(f.email).toBe('lucía.pérez@chontalpa.demo');
    // The accent typed as a combining mark is the same address.
    expect((await login('LUCI\u0301A.perez@chontalpa.demo'.replace('perez', 'pe\u0301rez'), 'clave-segura-1')).statusCode).toBe(200);
  });

  it('editar otro usuario al correo parecido de uno existente es 422', async () => {
    const u = await usuarioPorCorreo(e.db, 'acopio.chontalpa@cosecha.demo');
    const actual = (await e.pedir(admin, 'GET', `/api/users/${u.uuid}`)).json().data;
    const cuerpo = cuerpoDe(actual);
    const r = await e.pedir(admin, 'PUT', `/api/users/${u.uuid}`, { ...cuerpo, email: 'ｇｅｒｅｎｔｅ@cosecha.demo' });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.email).toEqual(['El correo ya está registrado']);
    expect((await usuarioPorCorreo(e.db, 'acopio.chontalpa@cosecha.demo')).uuid).toBe(u.uuid);
  });
});
