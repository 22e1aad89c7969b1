import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, pngValido, type Entorno } from '../entorno';
import { pixeles } from '../archivos/imagenes-ayudas';
import { contar, jpegValido, MSG_403, MSG_404, subir, uno, usuarioPorCorreo, UUID_INEXISTENTE } from '../ayudas';

let e: Entorno;
let admin: string;
let gerente: string;
let acopio: string;
/** Collection centres of cooperative 1 and 2. */
let centros1: number[];
let centros2: number[];
let contador = 0;

const MSG_CREDENCIALES = 'Correo electrónico o contraseña incorrectos.';

/** A valid user body for cooperative 2 (capturista), with a fresh e-mail. */
const datos = (cambios: Record<string, unknown> = {}) => ({
  email: `nuevo${++contador}@chontalpa.demo`,
  username: `93300000${String(contador).padStart(2, '0')}`,
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

/** A PUT body for the 401/403/404 paths, answered before the version is looked at. */
const edicion = (cambios: Record<string, unknown> = {}) => ({ version: 1, ...datos(cambios) });

async function crear(token: string, cambios: Record<string, unknown> = {}) {
  const body = datos(cambios);
  const r = await e.pedir(token, 'POST', '/api/users', body);
  if (r.statusCode !== 201) throw new Error(`no se creó el usuario: ${r.statusCode} ${r.body}`);
  return { ...r.json().data, password: body.password } as {
    id: number;
    uuid: string;
    email: string;
    password: string;
    id_rol: number;
    id_cooperativa: number;
  };
}

/** The body PUT expects, from a user record (password empty: unchanged). */
const cuerpo = (u: Record<string, unknown>, cambios: Record<string, unknown> = {}) => ({
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
  ...cambios,
});

async function leer(token: string, uuid: string) {
  return (await e.pedir(token, 'GET', `/api/users/${uuid}`)).json().data as Record<string, unknown>;
}

const login = (email: string, password: string) => e.pedir(null, 'POST', '/api/auth/login', { email, password });

beforeAll(async () => {
  e = await crearEntorno();
  [admin, gerente, acopio] = await Promise.all([
    e.entrar('admin@cosecha.demo'),
    e.entrar('gerente@cosecha.demo'),
    e.entrar('acopio@cosecha.demo'),
  ]);
  centros1 = (await e.db.query<{ id: number }>('SELECT id FROM centros_acopios WHERE id_cooperativa = 1 ORDER BY id')).map((c) => c.id);
  centros2 = (await e.db.query<{ id: number }>('SELECT id FROM centros_acopios WHERE id_cooperativa = 2 ORDER BY id')).map((c) => c.id);
});
afterAll(async () => {
  await e.cerrar();
});

describe('sin sesión y sin permiso', () => {
  it('sin token: 401 en cada llamada de usuarios', async () => {
    const u = await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo');
    for (const [m, url, body] of [
      ['GET', '/api/users'],
      ['POST', '/api/users_search', {}],
      ['GET', `/api/users/${u.uuid}`],
      ['POST', '/api/users', datos()],
      ['PUT', `/api/users/${u.uuid}`, edicion()],
      ['DELETE', `/api/users/${u.uuid}`],
      ['POST', `/api/users/${u.uuid}/password`, { password: 'otra-clave-1' }],
      ['GET', '/api/roles'],
      ['GET', '/api/paises'],
      ['POST', '/api/centros_acopios_search', {}],
    ] as [string, string, unknown?][]) {
      expect((await e.pedir(null, m, url, body)).statusCode, `${m} ${url}`).toBe(401);
    }
    expect((await subir(e, null, `/api/users/${u.uuid}/firma`, 'f.png', 'image/png', pngValido())).statusCode).toBe(401);
    expect((await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo')).activo).toBe(true);
  });

  it('acopio@ (sin USUARIOS_*) recibe 403 y nada cambia', async () => {
    const u = await usuarioPorCorreo(e.db, 'comite.sierra@cosecha.demo');
    const n = await contar(e.db, 'users');
    for (const [m, url, body] of [
      ['GET', '/api/users'],
      ['POST', '/api/users_search', {}],
      ['GET', `/api/users/${u.uuid}`],
      ['POST', '/api/users', datos({ id_cooperativa: 1 })],
      ['PUT', `/api/users/${u.uuid}`, edicion({ id_cooperativa: 1 })],
      ['DELETE', `/api/users/${u.uuid}`],
      ['POST', `/api/users/${u.uuid}/password`, { password: 'otra-clave-1' }],
    ] as [string, string, unknown?][]) {
      const r = await e.pedir(acopio, m, url, body);
      expect(r.statusCode, `${m} ${url}`).toBe(403);
      expect(r.json().message).toBe(MSG_403);
    }
    expect((await subir(e, acopio, `/api/users/${u.uuid}/firma`, 'f.png', 'image/png', pngValido())).statusCode).toBe(403);
    expect(await contar(e.db, 'users')).toBe(n);
    expect(await usuarioPorCorreo(e.db, 'comite.sierra@cosecha.demo')).toEqual(u);
  });
});

describe('GET /api/users', () => {
  it('el rol 1 recibe los usuarios activos de todas las cooperativas', async () => {
    const r = await e.pedir(admin, 'GET', '/api/users');
    expect(r.statusCode).toBe(200);
    const data = r.json().data as { email: string; nombre_completo: string; id: number; uuid: string }[];
    expect(data.length).toBe(await contar(e.db, 'users WHERE activo'));
    expect(data.find((u) => u.email === 'gerente@cosecha.demo')).toMatchObject({ nombre_completo: 'Rosa Elena Díaz Torres' });
    expect(data.map((u) => u.email)).toEqual(expect.arrayContaining(['admin@cosecha.demo', 'miel@cosecha.demo']));
  });

  it('el gerente recibe solo los de su cooperativa', async () => {
    const data = (await e.pedir(gerente, 'GET', '/api/users')).json().data as { email: string; id: number }[];
    const propios = await e.db.query<{ id: number }>('SELECT id FROM users WHERE activo AND id_cooperativa = 2 ORDER BY id');
    expect(data.map((u) => u.id).sort((a, b) => a - b)).toEqual(propios.map((u) => u.id));
    expect(data.map((u) => u.email)).not.toContain('admin@cosecha.demo');
  });
});

describe('POST /api/users_search', () => {
  const buscar = (token: string, body: unknown) => e.pedir(token, 'POST', '/api/users_search', body);
  const correos = (r: { json(): { data: { email: string }[] } }) => r.json().data.map((u) => u.email);

  it("q 'jose' encuentra a José Pérez (sin acentos ni mayúsculas), también por apellido", async () => {
    for (const q of ['jose', 'JOSÉ', 'perez', 'jose perez lopez']) {
      const r = await buscar(admin, { filters: [{ column: 'q', operator: 'like', value: q }] });
      expect(r.statusCode).toBe(200);
      expect(correos(r), q).toContain('acopio@cosecha.demo');
    }
  });

  it('devuelve el registro de la lista con rol, cooperativa y centro', async () => {
    const r = await buscar(admin, { filters: [{ column: 'email', operator: '=', value: 'acopio@cosecha.demo' }] });
    expect(r.json().total).toBe(1);
    expect(r.json().data[0]).toMatchObject({
      email: 'acopio@cosecha.demo',
      username: '9611000002',
      nombres: 'José',
      apellido_paterno: 'Pérez',
      apellido_materno: 'López',
      id_rol: 6,
      rol: 'Acopiador',
      id_cooperativa: 1,
      cooperativa: 'Cafetaleros de la Sierra Madre',
      id_centros_acopios: centros1[0],
      centro_acopio: 'Centro de acopio Jaltenango',
      firma: null,
    });
    for (const k of ['id', 'uuid', 'created_at']) expect(r.json().data[0]).toHaveProperty(k);
    expect(r.json().data[0]).not.toHaveProperty('password_hash');
  });

  it('filtra por rol', async () => {
    const r = await buscar(admin, { filters: [{ column: 'id_rol', operator: '=', value: 6 }], per_page: 100 });
    expect(r.json().data.every((u: { id_rol: number }) => u.id_rol === 6)).toBe(true);
    expect(correos(r)).toEqual(expect.arrayContaining(['acopio@cosecha.demo', 'acopio.chontalpa@cosecha.demo']));
  });

  it('el rol 1 filtra por cooperativa', async () => {
    const r = await buscar(admin, {
      filters: [{ column: 'id_cooperativa', operator: '=', value: 3 }],
      sorts: [{ column: 'email', sort: 'asc' }],
    });
    expect(correos(r)).toEqual(['miel@cosecha.demo', 'tecnico.miel@cosecha.demo']);
  });

  it('para el gerente el filtro id_cooperativa de otra cooperativa no devuelve nada', async () => {
    const r = await buscar(gerente, { filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }] });
    expect(r.json()).toMatchObject({ data: [], total: 0 });
    const todos = await buscar(gerente, { per_page: 100 });
    expect(todos.json().data.every((u: { id_cooperativa: number }) => u.id_cooperativa === 2)).toBe(true);
    expect(todos.json().total).toBe(await contar(e.db, 'users WHERE activo AND id_cooperativa = 2'));
    expect(correos(await buscar(gerente, { filters: [{ column: 'q', operator: 'like', value: 'jose' }] }))).toEqual([]);
  });

  it('ordena por rol y por cooperativa', async () => {
    const r = await buscar(admin, {
      sorts: [
        { column: 'cooperativa', sort: 'asc' },
        { column: 'rol', sort: 'desc' },
      ],
      per_page: 100,
    });
    const filas = r.json().data as { cooperativa: string; rol: string }[];
    const coops = filas
      .map((f) => f.cooperativa)
      .filter((c) => ['Apicultores Mayas de Yucatán', 'Cacaoteros de la Chontalpa', 'Cafetaleros de la Sierra Madre'].includes(c));
    expect(coops).toEqual([...coops].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('GET /api/users/{uuid}', () => {
  it('el gerente lee a un usuario de su cooperativa; no al de otra (404) ni uno inexistente (404)', async () => {
    const propio = await usuarioPorCorreo(e.db, 'acopio.chontalpa@cosecha.demo');
    const r = await e.pedir(gerente, 'GET', `/api/users/${propio.uuid}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({
      email: 'acopio.chontalpa@cosecha.demo',
      rol: 'Acopiador',
      cooperativa: 'Cacaoteros de la Chontalpa',
      id_centros_acopios: centros2[1],
    });
    const ajeno = await usuarioPorCorreo(e.db, 'acopio@cosecha.demo');
    for (const uuid of [ajeno.uuid, UUID_INEXISTENTE]) {
      const n = await e.pedir(gerente, 'GET', `/api/users/${uuid}`);
      expect(n.statusCode).toBe(404);
      expect(n.json()).toEqual({ message: MSG_404 });
    }
    expect((await e.pedir(admin, 'GET', `/api/users/${ajeno.uuid}`)).statusCode).toBe(200);
  });
});

describe('POST /api/users: validación', () => {
  it.each([
    ['El correo es requerido', 'email', { email: '  ' }],
    ['El teléfono es requerido', 'username', { username: '' }],
    ['El nombre es requerido', 'nombres', { nombres: '' }],
    ['El apellido paterno es requerido', 'apellido_paterno', { apellido_paterno: ' ' }],
    ['La contraseña es requerida', 'password', { password: '' }],
    ['La contraseña es requerida', 'password', { password: null }],
    ['El rol es requerido', 'id_rol', { id_rol: 0 }],
    ['El rol es requerido', 'id_rol', { id_rol: 99 }],
    ['La cooperativa es requerida', 'id_cooperativa', { id_cooperativa: 0 }],
    ['El centro de acopio es requerido', 'id_centros_acopios', { id_rol: 6, id_centros_acopios: null }],
  ])('422 «%s» (%s) y no se crea', async (mensaje, campo, cambios) => {
    const n = await contar(e.db, 'users');
    const r = await e.pedir(admin, 'POST', '/api/users', datos(cambios));
    expect(r.statusCode).toBe(422);
    expect(r.json().errors[campo]).toEqual([mensaje]);
    expect(await contar(e.db, 'users')).toBe(n);
  });

  it('todos los requeridos a la vez se informan juntos', async () => {
    const r = await e.pedir(
      admin,
      'POST',
      '/api/users',
      datos({ email: '', username: '', nombres: '', apellido_paterno: '', password: '', id_rol: 0, id_cooperativa: 0 }),
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({
      email: ['El correo es requerido'],
      username: ['El teléfono es requerido'],
      nombres: ['El nombre es requerido'],
      apellido_paterno: ['El apellido paterno es requerido'],
      password: ['La contraseña es requerida'],
      id_rol: ['El rol es requerido'],
      id_cooperativa: ['La cooperativa es requerida'],
    });
  });

  it('el centro de acopio solo es requerido para el rol 6', async () => {
    expect((await e.pedir(admin, 'POST', '/api/users', datos({ id_rol: 3, id_centros_acopios: null }))).statusCode).toBe(201);
    const r = await e.pedir(admin, 'POST', '/api/users', datos({ id_rol: 6, id_centros_acopios: centros2[0] }));
    expect(r.statusCode).toBe(201);
    expect(r.json().data).toMatchObject({ id_rol: 6, id_centros_acopios: centros2[0], centro_acopio: 'Centro de acopio Comalcalco' });
  });

  it('correo duplicado, sin distinguir mayúsculas: «El correo ya está registrado»', async () => {
    const n = await contar(e.db, 'users');
    for (const email of ['gerente@cosecha.demo', 'GERENTE@Cosecha.Demo', ' Gerente@cosecha.demo ']) {
      const r = await e.pedir(admin, 'POST', '/api/users', datos({ email }));
      expect(r.statusCode, email).toBe(422);
      expect(r.json().errors.email).toEqual(['El correo ya está registrado']);
    }
    expect(await contar(e.db, 'users')).toBe(n);
  });

  it('dos altas simultáneas con el mismo correo (doble clic en Guardar): una se crea, la otra es 422, nunca 500', async () => {
    const body = datos({ email: 'doble.clic@chontalpa.demo' });
    const respuestas = await Promise.all([e.pedir(gerente, 'POST', '/api/users', body), e.pedir(gerente, 'POST', '/api/users', body)]);
    expect(respuestas.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const rechazada = respuestas.find((r) => r.statusCode !== 201);
    expect(rechazada?.json().errors?.email).toEqual(['El correo ya está registrado']);
    expect(await contar(e.db, `users WHERE email = 'doble.clic@chontalpa.demo'`)).toBe(1);
  });

  it('una contraseña corta, un correo inválido o un campo desconocido son 422', async () => {
    expect((await e.pedir(admin, 'POST', '/api/users', datos({ password: 'corta' }))).json().errors.password).toEqual([
      'La contraseña debe contener al menos 6 caracteres.',
    ]);
    expect((await e.pedir(admin, 'POST', '/api/users', datos({ email: 'sin-arroba' }))).statusCode).toBe(422);
    const r = await e.pedir(admin, 'POST', '/api/users', datos({ activo: false }));
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.activo).toEqual(['Campo no permitido']);
    expect((await e.pedir(admin, 'POST', '/api/users', datos({ id_rol: null }))).statusCode).toBe(422);
  });
});

describe('POST /api/users: crear', () => {
  it('crea el usuario: correo en minúsculas, contraseña con hash argon2, y puede entrar', async () => {
    const body = datos({ email: 'Maria.Nueva@Chontalpa.Demo', nombres: 'María', apellido_paterno: 'Nueva', apellido_materno: 'Cruz' });
    const r = await e.pedir(gerente, 'POST', '/api/users', body);
    expect(r.statusCode).toBe(201);
    expect(r.json().data).toMatchObject({
      email: 'maria.nueva@chontalpa.demo',
      nombres: 'María',
      apellido_materno: 'Cruz',
      id_rol: 5,
      rol: 'Capturista',
      id_cooperativa: 2,
      cooperativa: 'Cacaoteros de la Chontalpa',
      id_centros_acopios: null,
      firma: null,
    });
    expect(r.json().data).not.toHaveProperty('password');
    expect(r.json().data).not.toHaveProperty('password_hash');
    const fila = await usuarioPorCorreo(e.db, 'maria.nueva@chontalpa.demo');
    expect(fila.password_hash).toMatch(/^\$argon2/);
    expect(fila.password_hash).not.toContain('clave-segura-1');
    expect((await login('maria.nueva@chontalpa.demo', 'clave-segura-1')).statusCode).toBe(200);
  });
});

describe('PUT /api/users/{uuid}', () => {
  it('contraseña vacía = sin cambio; cambiar el nombre no cierra sus sesiones', async () => {
    const u = await crear(gerente);
    const token = await e.entrar(u.email, u.password);
    const r = await e.pedir(
      gerente,
      'PUT',
      `/api/users/${u.uuid}`,
      cuerpo(await leer(gerente, u.uuid), { nombres: 'Renombrado', password: '' }),
    );
    expect(r.statusCode).toBe(200);
    expect(r.json().data.nombres).toBe('Renombrado');
    expect((await login(u.email, u.password)).statusCode).toBe(200);
    expect((await e.pedir(token, 'POST', '/api/auth/profile')).statusCode).toBe(200);
    const sinClave = await e.pedir(gerente, 'PUT', `/api/users/${u.uuid}`, cuerpo(await leer(gerente, u.uuid), { password: null }));
    expect(sinClave.statusCode).toBe(200);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it('cambiar la contraseña revoca sus tokens y la nueva sirve', async () => {
    const u = await crear(gerente);
    const token = await e.entrar(u.email, u.password);
    const r = await e.pedir(gerente, 'PUT', `/api/users/${u.uuid}`, cuerpo(await leer(gerente, u.uuid), { password: 'otra-clave-22' }));
    expect(r.statusCode).toBe(200);
    expect((await e.pedir(token, 'POST', '/api/auth/profile')).statusCode).toBe(401);
    expect((await login(u.email, u.password)).statusCode).toBe(401);
    expect((await login(u.email, 'otra-clave-22')).statusCode).toBe(200);
  });

  it('cambiar el rol revoca sus tokens', async () => {
    const u = await crear(gerente);
    const token = await e.entrar(u.email, u.password);
    const r = await e.pedir(
      gerente,
      'PUT',
      `/api/users/${u.uuid}`,
      cuerpo(await leer(gerente, u.uuid), { id_rol: 6, id_centros_acopios: centros2[1] }),
    );
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ id_rol: 6, rol: 'Acopiador', centro_acopio: 'Centro de acopio Cunduacán' });
    const p = await e.pedir(token, 'POST', '/api/auth/profile');
    expect(p.statusCode).toBe(401);
    const nuevo = await e.entrar(u.email, u.password);
    expect((await e.pedir(nuevo, 'POST', '/api/auth/profile')).json().permissions).toContain('ACOPIOS');
  });

  it('el rol 1 cambia la cooperativa: revoca sus tokens y quita la firma, que era de la otra cooperativa', async () => {
    const u = await crear(gerente);
    const token = await e.entrar(u.email, u.password);
    expect((await subir(e, gerente, `/api/users/${u.uuid}/firma`, 'firma.png', 'image/png', pngValido())).statusCode).toBe(200);
    const r = await e.pedir(admin, 'PUT', `/api/users/${u.uuid}`, cuerpo(await leer(admin, u.uuid), { id_cooperativa: 3 }));
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ id_cooperativa: 3, cooperativa: 'Apicultores Mayas de Yucatán', firma: null });
    expect((await e.pedir(token, 'POST', '/api/auth/profile')).statusCode).toBe(401);
    expect((await e.pedir(gerente, 'GET', `/api/users/${u.uuid}`)).statusCode).toBe(404);
    const nuevo = await e.entrar(u.email, u.password);
    expect((await e.pedir(nuevo, 'POST', '/api/auth/profile')).json().user.cooperativa).toBe('Apicultores Mayas de Yucatán');
  });

  it('las reglas del formulario también al editar (la contraseña no es requerida)', async () => {
    const u = await crear(gerente);
    const r = await e.pedir(
      gerente,
      'PUT',
      `/api/users/${u.uuid}`,
      cuerpo(await leer(gerente, u.uuid), { nombres: '', id_rol: 6, id_centros_acopios: null }),
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ nombres: ['El nombre es requerido'], id_centros_acopios: ['El centro de acopio es requerido'] });
    const dup = await e.pedir(
      gerente,
      'PUT',
      `/api/users/${u.uuid}`,
      cuerpo(await leer(gerente, u.uuid), { email: 'ACOPIO.chontalpa@cosecha.demo' }),
    );
    expect(dup.json().errors.email).toEqual(['El correo ya está registrado']);
    const mismo = await e.pedir(
      gerente,
      'PUT',
      `/api/users/${u.uuid}`,
      cuerpo(await leer(gerente, u.uuid), { email: u.email.toUpperCase() }),
    );
    expect(mismo.statusCode).toBe(200);
  });
});

describe('DELETE /api/users/{uuid}', () => {
  it('desactiva: no puede entrar, sale de las listas, la fila queda con activo = false', async () => {
    const u = await crear(gerente, { nombres: 'Eliminable' });
    const token = await e.entrar(u.email, u.password);
    const r = await e.pedir(gerente, 'DELETE', `/api/users/${u.uuid}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ data: { success: true } });
    const l = await login(u.email, u.password);
    expect(l.statusCode).toBe(401);
    expect(l.json().message).toBe(MSG_CREDENCIALES);
    expect((await e.pedir(token, 'POST', '/api/auth/profile')).statusCode).toBe(401);
    expect((await e.pedir(gerente, 'GET', '/api/users')).json().data.map((x: { uuid: string }) => x.uuid)).not.toContain(u.uuid);
    const busqueda = await e.pedir(admin, 'POST', '/api/users_search', {
      filters: [{ column: 'q', operator: 'like', value: 'eliminable' }],
    });
    expect(busqueda.json()).toMatchObject({ data: [], total: 0 });
    expect((await e.pedir(gerente, 'GET', `/api/users/${u.uuid}`)).statusCode).toBe(404);
    expect((await e.pedir(gerente, 'DELETE', `/api/users/${u.uuid}`)).statusCode).toBe(404);
    const fila = await usuarioPorCorreo(e.db, u.email);
    expect(fila).toMatchObject({ uuid: u.uuid, activo: false });
  });

  it('nadie se elimina a sí mismo', async () => {
    for (const [token, email] of [
      [gerente, 'gerente@cosecha.demo'],
      [admin, 'admin@cosecha.demo'],
    ]) {
      const yo = await usuarioPorCorreo(e.db, email);
      const r = await e.pedir(token, 'DELETE', `/api/users/${yo.uuid}`);
      expect(r.statusCode).toBe(422);
      expect(r.json().errors.usuario).toEqual(['No puede eliminar su propio usuario']);
      expect((await usuarioPorCorreo(e.db, email)).activo).toBe(true);
    }
  });

  it('el último administrador está protegido: no se quita el rol a sí mismo', async () => {
    const yo = await usuarioPorCorreo(e.db, 'admin@cosecha.demo');
    const otros = await contar(e.db, 'users WHERE activo AND id_rol = 1');
    expect(otros).toBe(1);
    const r = await e.pedir(admin, 'PUT', `/api/users/${yo.uuid}`, cuerpo(await leer(admin, yo.uuid), { id_rol: 2 }));
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.id_rol).toEqual(['No se puede quitar el rol al último administrador']);
    expect((await usuarioPorCorreo(e.db, 'admin@cosecha.demo')).id_rol).toBe(1);
  });

  it('con dos administradores, uno puede desactivar al otro; el que queda sigue protegido', async () => {
    const otro = await crear(admin, { id_rol: 1, id_cooperativa: 1 });
    const r = await e.pedir(admin, 'DELETE', `/api/users/${otro.uuid}`);
    expect(r.statusCode).toBe(200);
    const yo = await usuarioPorCorreo(e.db, 'admin@cosecha.demo');
    expect((await e.pedir(admin, 'PUT', `/api/users/${yo.uuid}`, cuerpo(await leer(admin, yo.uuid), { id_rol: 2 }))).statusCode).toBe(422);
  });
});

describe('último administrador, con peticiones simultáneas', () => {
  it('dos administradores que se desactivan el uno al otro a la vez no dejan la plataforma sin administrador', async () => {
    const b = await crear(admin, { id_rol: 1, id_cooperativa: 1 });
    const tokenB = await e.entrar(b.email, b.password);
    const a = await usuarioPorCorreo(e.db, 'admin@cosecha.demo');
    const [r1, r2] = await Promise.all([
      e.pedir(admin, 'DELETE', `/api/users/${b.uuid}`),
      e.pedir(tokenB, 'DELETE', `/api/users/${a.uuid}`),
    ]);
    const activos = await contar(e.db, 'users WHERE activo AND id_rol = 1');
    // Restore for the tests that follow, whatever happened.
    await e.db.query('UPDATE users SET activo = true WHERE id = $1', [a.id]);
    admin = await e.entrar('admin@cosecha.demo');
    // One succeeds; the other is refused (422 last administrator, or 401 if its author was already deactivated).
    expect([r1.statusCode, r2.statusCode].filter((s) => s === 200)).toHaveLength(1);
    expect([r1.statusCode, r2.statusCode].every((s) => [200, 401, 422].includes(s))).toBe(true);
    expect(activos).toBe(1);
  });
});

describe('escalada de privilegios', () => {
  it('el gerente no crea un usuario de rol 1 (403)', async () => {
    const n = await contar(e.db, 'users');
    const r = await e.pedir(gerente, 'POST', '/api/users', datos({ id_rol: 1 }));
    expect(r.statusCode).toBe(403);
    expect(await contar(e.db, 'users')).toBe(n);
  });

  it('el gerente no da el rol 1 a un usuario existente (403)', async () => {
    const u = await crear(gerente);
    const r = await e.pedir(gerente, 'PUT', `/api/users/${u.uuid}`, cuerpo(await leer(gerente, u.uuid), { id_rol: 1 }));
    expect(r.statusCode).toBe(403);
    expect((await usuarioPorCorreo(e.db, u.email)).id_rol).toBe(5);
  });

  it('el gerente no crea usuarios en otra cooperativa (403)', async () => {
    const n = await contar(e.db, 'users');
    for (const id_cooperativa of [1, 3]) {
      const r = await e.pedir(gerente, 'POST', '/api/users', datos({ id_cooperativa }));
      expect(r.statusCode).toBe(403);
    }
    expect(await contar(e.db, 'users')).toBe(n);
  });

  it('el gerente no mueve a un usuario a otra cooperativa (403)', async () => {
    const u = await crear(gerente);
    const r = await e.pedir(gerente, 'PUT', `/api/users/${u.uuid}`, cuerpo(await leer(gerente, u.uuid), { id_cooperativa: 1 }));
    expect(r.statusCode).toBe(403);
    expect((await usuarioPorCorreo(e.db, u.email)).id_cooperativa).toBe(2);
  });

  it('el gerente no asigna un centro de acopio de otra cooperativa (422)', async () => {
    const n = await contar(e.db, 'users');
    const r = await e.pedir(gerente, 'POST', '/api/users', datos({ id_rol: 6, id_centros_acopios: centros1[0] }));
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.id_centros_acopios).toEqual(['El centro de acopio no pertenece a la cooperativa']);
    expect(await contar(e.db, 'users')).toBe(n);
    const u = await crear(gerente);
    const p = await e.pedir(
      gerente,
      'PUT',
      `/api/users/${u.uuid}`,
      cuerpo(await leer(gerente, u.uuid), { id_rol: 6, id_centros_acopios: centros1[1] }),
    );
    expect(p.statusCode).toBe(422);
    expect(await uno(e.db, 'SELECT id_rol, id_centros_acopios FROM users WHERE id = $1', [u.id])).toEqual({
      id_rol: 5,
      id_centros_acopios: null,
    });
  });

  it('el gerente no toca a un administrador de su propia cooperativa (403)', async () => {
    const jefe = await crear(admin, { id_rol: 1, id_cooperativa: 2 });
    const antes = await usuarioPorCorreo(e.db, jefe.email);
    expect(
      (await e.pedir(gerente, 'PUT', `/api/users/${jefe.uuid}`, cuerpo(await leer(gerente, jefe.uuid), { nombres: 'Cambiado' })))
        .statusCode,
    ).toBe(403);
    expect((await e.pedir(gerente, 'DELETE', `/api/users/${jefe.uuid}`)).statusCode).toBe(403);
    expect((await e.pedir(gerente, 'POST', `/api/users/${jefe.uuid}/password`, { password: 'tomada-1234' })).statusCode).toBe(403);
    expect((await subir(e, gerente, `/api/users/${jefe.uuid}/firma`, 'f.png', 'image/png', pngValido())).statusCode).toBe(403);
    expect(await usuarioPorCorreo(e.db, jefe.email)).toEqual(antes);
  });
});

describe('GET /api/roles y /api/paises', () => {
  it('el rol 1 (Administrador) solo se ofrece al rol 1', async () => {
    const g = (await e.pedir(gerente, 'GET', '/api/roles')).json().data as { id: number; nombre: string }[];
    expect(g.map((r) => r.id)).toEqual([2, 3, 4, 5, 6]);
    const a = (await e.pedir(admin, 'GET', '/api/roles')).json().data as { id: number; nombre: string }[];
    expect(a[0]).toMatchObject({ id: 1, nombre: 'Administrador' });
    expect(a.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('los países', async () => {
    const p = (await e.pedir(gerente, 'GET', '/api/paises')).json().data as { id: number; nombre: string }[];
    expect(p).toHaveLength(9);
    expect(p.find((x) => x.id === 1)?.nombre).toBe('México');
  });
});

describe('POST /api/users/{uuid}/password (restablecer)', () => {
  it('el administrador fija una contraseña nueva: revoca sus tokens y la nueva sirve', async () => {
    const u = await usuarioPorCorreo(e.db, 'tecnico.miel@cosecha.demo');
    const token = await e.entrar('tecnico.miel@cosecha.demo');
    const r = await e.pedir(admin, 'POST', `/api/users/${u.uuid}/password`, { password: 'restablecida-1' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ data: { success: true } });
    expect((await e.pedir(token, 'POST', '/api/auth/profile')).statusCode).toBe(401);
    expect((await login('tecnico.miel@cosecha.demo', 'cosecha-demo')).statusCode).toBe(401);
    expect((await login('tecnico.miel@cosecha.demo', 'restablecida-1')).statusCode).toBe(200);
  });

  it('una contraseña corta es 422 y no cambia nada', async () => {
    const u = await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo');
    const r = await e.pedir(gerente, 'POST', `/api/users/${u.uuid}/password`, { password: 'corta' });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.password).toEqual(['La contraseña debe contener al menos 6 caracteres.']);
    expect((await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo')).password_hash).toBe(u.password_hash);
  });

  it('el gerente restablece a uno de los suyos, no a uno de otra cooperativa (404)', async () => {
    const propio = await crear(gerente);
    expect((await e.pedir(gerente, 'POST', `/api/users/${propio.uuid}/password`, { password: 'del-gerente-1' })).statusCode).toBe(200);
    expect((await login(propio.email, 'del-gerente-1')).statusCode).toBe(200);
    const ajeno = await usuarioPorCorreo(e.db, 'comite.sierra@cosecha.demo');
    expect((await e.pedir(gerente, 'POST', `/api/users/${ajeno.uuid}/password`, { password: 'del-gerente-1' })).statusCode).toBe(404);
    expect((await usuarioPorCorreo(e.db, 'comite.sierra@cosecha.demo')).password_hash).toBe(ajeno.password_hash);
  });
});

describe('firma y archivos', () => {
  it('una firma PNG se guarda, y la descarga la propia cooperativa con nosniff y su tipo', async () => {
    const u = await usuarioPorCorreo(e.db, 'acopio.chontalpa@cosecha.demo');
    const png = pngValido(40, 12);
    const r = await subir(e, gerente, `/api/users/${u.uuid}/firma`, 'firma.png', 'image/png', png);
    expect(r.statusCode).toBe(200);
    const { firma } = r.json().data;
    expect((await usuarioPorCorreo(e.db, 'acopio.chontalpa@cosecha.demo')).firma).toBe(firma);
    expect((await leer(gerente, u.uuid)).firma).toBe(firma);
    const d = await e.pedir(gerente, 'GET', `/api/archivos/${firma}`);
    expect(d.statusCode).toBe(200);
    expect(d.headers['content-type']).toBe('image/png');
    expect(d.headers['x-content-type-options']).toBe('nosniff');
    expect(d.headers['content-disposition']).toMatch(/^inline; filename="firma\.png"$/);
    expect(await pixeles(d.rawPayload)).toEqual(await pixeles(png));
    const mismo = await e.entrar('capturista.chontalpa@cosecha.demo');
    expect((await e.pedir(mismo, 'GET', `/api/archivos/${firma}`)).statusCode).toBe(200);
  });

  it('el usuario de otra cooperativa recibe 404 al pedir ese archivo', async () => {
    const firma = (await usuarioPorCorreo(e.db, 'acopio.chontalpa@cosecha.demo')).firma;
    expect(firma).not.toBeNull();
    for (const token of [acopio, await e.entrar('miel@cosecha.demo')]) {
      const r = await e.pedir(token, 'GET', `/api/archivos/${firma}`);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ message: MSG_404 });
    }
    expect((await e.pedir(gerente, 'GET', `/api/archivos/${UUID_INEXISTENTE}`)).statusCode).toBe(404);
  });

  it('bytes JPEG con nombre .png y tipo image/png: 422, nada guardado', async () => {
    const u = await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo');
    const n = await contar(e.db, 'archivos');
    const r = await subir(e, gerente, `/api/users/${u.uuid}/firma`, 'firma.png', 'image/png', jpegValido());
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.archivo).toEqual(['La firma debe ser una imagen PNG']);
    expect(await contar(e.db, 'archivos')).toBe(n);
    expect((await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo')).firma).toBeNull();
  });

  it('una firma de 6 MB (o de 1.5 MB, sobre el límite de 1 MB) es 413 y no se guarda', async () => {
    const u = await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo');
    const n = await contar(e.db, 'archivos');
    for (const mb of [6, 1.5]) {
      const grande = Buffer.concat([pngValido(), Buffer.alloc(Math.round(mb * 1024 * 1024), 1)]);
      const r = await subir(e, gerente, `/api/users/${u.uuid}/firma`, 'firma.png', 'image/png', grande);
      expect(r.statusCode, `${mb} MB`).toBe(413);
    }
    expect(await contar(e.db, 'archivos')).toBe(n);
    expect((await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo')).firma).toBeNull();
  });

  it('el gerente no sube la firma de un usuario de otra cooperativa (404)', async () => {
    const ajeno = await usuarioPorCorreo(e.db, 'comite.sierra@cosecha.demo');
    const n = await contar(e.db, 'archivos');
    expect((await subir(e, gerente, `/api/users/${ajeno.uuid}/firma`, 'f.png', 'image/png', pngValido())).statusCode).toBe(404);
    expect(await contar(e.db, 'archivos')).toBe(n);
  });
});

describe('POST /api/centros_acopios_search', () => {
  it('el rol 1 pide los de otra cooperativa; el gerente recibe siempre los suyos', async () => {
    const a = await e.pedir(admin, 'POST', '/api/centros_acopios_search', {
      filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }],
    });
    expect(
      a
        .json()
        .data.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([...centros1].sort());
    const g = await e.pedir(gerente, 'POST', '/api/centros_acopios_search', {});
    expect(
      g
        .json()
        .data.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([...centros2].sort());
    const gAjena = await e.pedir(gerente, 'POST', '/api/centros_acopios_search', {
      filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }],
    });
    expect(gAjena.json()).toMatchObject({ data: [], total: 0 });
  });
});
