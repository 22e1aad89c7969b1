import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, pngValido, type Entorno } from '../entorno';
import { comoDueno, contar, subir, usuarioPorCorreo, uuidCoop } from '../ayudas';

let e: Entorno;
let admin: string;
let gerente: string;
let idAdmin: number;
let idGerente: number;

interface FilaAuditoria {
  id: number;
  id_cooperativa: number;
  id_user: number | null;
  email_user: string | null;
  accion: string;
  entidad: string;
  id_entidad: string;
  antes: Record<string, unknown> | null;
  despues: Record<string, unknown> | null;
  ip: string | null;
  created_at: string;
}

let ultimo = 0;
/** The audit rows written since the previous call. */
async function nuevas(): Promise<FilaAuditoria[]> {
  const filas = await e.db.query<FilaAuditoria>('SELECT * FROM auditoria WHERE id > $1 ORDER BY id', [ultimo]);
  if (filas.length) ultimo = filas[filas.length - 1].id;
  return filas;
}

/** Exactly one audit row was written, and no secret is in it. */
async function unaFila(): Promise<FilaAuditoria> {
  const filas = await nuevas();
  expect(filas).toHaveLength(1);
  const texto = JSON.stringify(filas[0]);
  expect(texto).not.toMatch(/password|\$argon2|clave-segura|contenido/);
  return filas[0];
}

const usuario = (cambios: Record<string, unknown> = {}) => ({
  email: 'auditado@chontalpa.demo',
  username: '9330009999',
  password: 'clave-segura-1',
  nombres: 'Auditado',
  apellido_paterno: 'Prueba',
  apellido_materno: null,
  foto: null,
  id_rol: 5,
  id_cooperativa: 2,
  id_centros_acopios: null,
  ...cambios,
});

beforeAll(async () => {
  e = await crearEntorno();
  [admin, gerente] = await Promise.all([e.entrar('admin@cosecha.demo'), e.entrar('gerente@cosecha.demo')]);
  idAdmin = (await usuarioPorCorreo(e.db, 'admin@cosecha.demo')).id;
  idGerente = (await usuarioPorCorreo(e.db, 'gerente@cosecha.demo')).id;
  await nuevas();
});
afterAll(async () => {
  await e.cerrar();
});

describe('cada cambio escribe una fila de auditoría', () => {
  let coop: { id: number; uuid: string };
  let creado: { id: number; uuid: string };

  it('crear una cooperativa: quién, qué y los valores nuevos', async () => {
    const r = await e.pedir(admin, 'POST', '/api/cooperativas', {
      nombre: 'Cooperativa Auditada',
      id_cat_productos: 2,
      selected_paises: [1],
      iniciales: 'CA',
    });
    expect(r.statusCode).toBe(201);
    coop = r.json().data;
    const f = await unaFila();
    expect(f).toMatchObject({
      id_cooperativa: coop.id,
      id_user: idAdmin,
      email_user: 'admin@cosecha.demo',
      accion: 'crear',
      entidad: 'cooperativas',
      id_entidad: coop.uuid,
      antes: null,
      despues: { nombre: 'Cooperativa Auditada', id_cat_productos: 2, selected_paises: [1], iniciales: 'CA' },
    });
    expect(f.ip).toBeTruthy();
  });

  it('editar una cooperativa: valores anteriores y nuevos', async () => {
    const r = await e.pedir(admin, 'PUT', `/api/cooperativas/${coop.uuid}`, {
      nombre: 'Cooperativa Auditada Dos',
      id_cat_productos: 2,
      selected_paises: [1, 2],
      version: 1,
    });
    expect(r.statusCode).toBe(200);
    const f = await unaFila();
    expect(f).toMatchObject({
      id_cooperativa: coop.id,
      id_user: idAdmin,
      accion: 'editar',
      entidad: 'cooperativas',
      id_entidad: coop.uuid,
    });
    expect(f.antes).toMatchObject({ nombre: 'Cooperativa Auditada', iniciales: 'CA', selected_paises: [1] });
    expect(f.despues).toMatchObject({ nombre: 'Cooperativa Auditada Dos', selected_paises: [1, 2] });
  });

  it('guardar la configuración', async () => {
    const r = await e.pedir(admin, 'PUT', `/api/cooperativas/${coop.uuid}/configuracion`, {
      usa_eudr: 1,
      zona_horaria: 'America/Merida',
      version: 1,
    });
    expect(r.statusCode).toBe(200);
    const f = await unaFila();
    expect(f).toMatchObject({
      id_cooperativa: coop.id,
      id_user: idAdmin,
      accion: 'configuracion',
      entidad: 'configuraciones',
      id_entidad: coop.uuid,
    });
    expect(f.antes).toMatchObject({ usa_eudr: 0, zona_horaria: 'America/Mexico_City' });
    expect(f.despues).toEqual({ usa_eudr: 1, zona_horaria: 'America/Merida' });
  });

  it('subir un logo', async () => {
    const r = await subir(e, admin, `/api/cooperativas/${coop.uuid}/logo`, 'logo.png', 'image/png', pngValido());
    expect(r.statusCode).toBe(200);
    const f = await unaFila();
    expect(f).toMatchObject({
      id_cooperativa: coop.id,
      accion: 'archivo',
      entidad: 'cooperativas',
      id_entidad: coop.uuid,
      antes: { logo: null },
      despues: { logo: r.json().data.logo },
    });
  });

  it('crear un usuario: sin la contraseña ni su hash', async () => {
    const r = await e.pedir(gerente, 'POST', '/api/users', usuario());
    expect(r.statusCode).toBe(201);
    creado = r.json().data;
    const f = await unaFila();
    expect(f).toMatchObject({
      id_cooperativa: 2,
      id_user: idGerente,
      email_user: 'gerente@cosecha.demo',
      accion: 'crear',
      entidad: 'users',
      id_entidad: creado.uuid,
      despues: { email: 'auditado@chontalpa.demo', nombres: 'Auditado', id_rol: 5 },
    });
    expect(f.despues).not.toHaveProperty('password');
  });

  it('editar un usuario con contraseña nueva: antes y después, sin secretos', async () => {
    const r = await e.pedir(gerente, 'PUT', `/api/users/${creado.uuid}`, {
      ...usuario({ nombres: 'Auditado Dos', password: 'clave-segura-2' }),
      version: 1,
    });
    expect(r.statusCode).toBe(200);
    const f = await unaFila();
    expect(f).toMatchObject({ id_cooperativa: 2, id_user: idGerente, accion: 'editar', entidad: 'users', id_entidad: creado.uuid });
    expect(f.antes).toMatchObject({ nombres: 'Auditado', email: 'auditado@chontalpa.demo' });
    expect(f.despues).toMatchObject({ nombres: 'Auditado Dos' });
    expect(JSON.stringify(f)).not.toContain('clave-segura-2');
  });

  it('restablecer la contraseña de un usuario', async () => {
    const r = await e.pedir(gerente, 'POST', `/api/users/${creado.uuid}/password`, { password: 'clave-segura-3' });
    expect(r.statusCode).toBe(200);
    const f = await unaFila();
    expect(f).toMatchObject({ id_cooperativa: 2, id_user: idGerente, accion: 'contrasena', entidad: 'users', id_entidad: creado.uuid });
  });

  it('cambiar mi propia contraseña', async () => {
    const token = await e.entrar('auditado@chontalpa.demo', 'clave-segura-3');
    const r = await e.pedir(token, 'POST', '/api/auth/password', { password_actual: 'clave-segura-3', password_nueva: 'clave-segura-4' });
    expect(r.statusCode).toBe(200);
    const f = await unaFila();
    expect(f).toMatchObject({ id_cooperativa: 2, id_user: creado.id, accion: 'contrasena', entidad: 'users', id_entidad: creado.uuid });
  });

  it('subir una firma', async () => {
    const r = await subir(e, gerente, `/api/users/${creado.uuid}/firma`, 'firma.png', 'image/png', pngValido());
    expect(r.statusCode).toBe(200);
    const f = await unaFila();
    expect(f).toMatchObject({
      id_cooperativa: 2,
      id_user: idGerente,
      accion: 'archivo',
      entidad: 'users',
      id_entidad: creado.uuid,
      antes: { firma: null },
      despues: { firma: r.json().data.firma },
    });
  });

  it('desactivar un usuario', async () => {
    const r = await e.pedir(gerente, 'DELETE', `/api/users/${creado.uuid}`);
    expect(r.statusCode).toBe(200);
    const f = await unaFila();
    expect(f).toMatchObject({ id_cooperativa: 2, id_user: idGerente, accion: 'desactivar', entidad: 'users', id_entidad: creado.uuid });
    expect(f.antes).toMatchObject({ email: 'auditado@chontalpa.demo', nombres: 'Auditado Dos' });
  });

  it('ninguna fila guarda una contraseña ni un hash', async () => {
    const [f] = await e.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auditoria WHERE (coalesce(antes::text, '') || coalesce(despues::text, '')) ~* 'password|argon2'`,
    );
    expect(f.n).toBe(0);
  });
});

describe('lo que no cambia no se audita', () => {
  it('una escritura rechazada (422, 403, 404) no deja fila', async () => {
    const antes = await contar(e.db, 'auditoria');
    const chontalpa = await uuidCoop(e.db, 2);
    const sierra = await uuidCoop(e.db, 1);
    const capturista = await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo');
    const intentos: [string | null, string, string, unknown][] = [
      [admin, 'POST', '/api/cooperativas', { nombre: '', id_cat_productos: 1, selected_paises: [1] }],
      [admin, 'PUT', `/api/cooperativas/${chontalpa}`, { nombre: 'X', id_cat_productos: 1, selected_paises: [] }],
      [admin, 'PUT', `/api/cooperativas/${chontalpa}/configuracion`, { usa_sic: 2 }],
      // a stale edit (409): the version it started from is not the record's
      [admin, 'PUT', `/api/cooperativas/${chontalpa}`, { nombre: 'X', id_cat_productos: 1, selected_paises: [1], version: 99 }],
      [admin, 'PUT', `/api/cooperativas/${chontalpa}/configuracion`, { usa_sic: 0, version: 99 }],
      [gerente, 'POST', '/api/users', usuario({ email: 'GERENTE@cosecha.demo' })],
      [gerente, 'POST', '/api/users', usuario({ email: 'otro@chontalpa.demo', id_rol: 1 })],
      [gerente, 'PUT', `/api/users/${capturista.uuid}`, usuario({ email: 'capturista.chontalpa@cosecha.demo', id_rol: 6 })],
      [gerente, 'POST', `/api/users/${capturista.uuid}/password`, { password: 'corta' }],
      [gerente, 'PUT', `/api/cooperativas/${sierra}/configuracion`, { usa_sic: 0 }],
      [gerente, 'POST', '/api/auth/password', { password_actual: 'equivocada', password_nueva: 'clave-segura-9' }],
    ];
    for (const [token, m, url, body] of intentos) {
      const r = await e.pedir(token, m, url, body);
      expect(r.statusCode, `${m} ${url}`).toBeGreaterThanOrEqual(400);
    }
    const r = await subir(e, gerente, `/api/users/${capturista.uuid}/firma`, 'f.png', 'image/png', Buffer.from('texto'));
    expect(r.statusCode).toBe(422);
    expect(await contar(e.db, 'auditoria')).toBe(antes);
    await nuevas();
  });

  it('leer no se audita', async () => {
    const antes = await contar(e.db, 'auditoria');
    await e.pedir(gerente, 'GET', '/api/users');
    await e.pedir(gerente, 'POST', '/api/users_search', {});
    await e.pedir(admin, 'GET', `/api/cooperativas/${await uuidCoop(e.db, 1)}`);
    expect(await contar(e.db, 'auditoria')).toBe(antes);
  });
});

describe('la base de datos protege la auditoría', () => {
  it('UPDATE sobre auditoria se rechaza', async () => {
    const n = await contar(e.db, 'auditoria');
    expect(n).toBeGreaterThan(0);
    await expect(comoDueno(e.db, (tx) => tx.query(`UPDATE auditoria SET accion = 'borrada'`))).rejects.toThrow(
      /La auditoría no se modifica ni se borra/,
    );
    // the app's own role may not even ask (server/db/roles.ts)
    await expect(e.db.query(`UPDATE auditoria SET accion = 'borrada'`)).rejects.toThrow(/permission denied/);
    expect(await contar(e.db, `auditoria WHERE accion = 'borrada'`)).toBe(0);
  });

  it('DELETE sobre auditoria se rechaza', async () => {
    const n = await contar(e.db, 'auditoria');
    await expect(comoDueno(e.db, (tx) => tx.query('DELETE FROM auditoria'))).rejects.toThrow(/La auditoría no se modifica ni se borra/);
    await expect(e.db.query('DELETE FROM auditoria')).rejects.toThrow(/permission denied/);
    expect(await contar(e.db, 'auditoria')).toBe(n);
  });

  it('TRUNCATE sobre auditoria se rechaza', async () => {
    const n = await contar(e.db, 'auditoria');
    expect(n).toBeGreaterThan(0);
    await expect(comoDueno(e.db, (tx) => tx.query('TRUNCATE auditoria'))).rejects.toThrow(/La auditoría no se modifica ni se borra/);
    await expect(e.db.query('TRUNCATE auditoria')).rejects.toThrow(/permission denied/);
    expect(await contar(e.db, 'auditoria')).toBe(n);
  });

  it('la fila se escribe en la misma transacción: si la transacción falla, no queda ni el cambio ni la fila', async () => {
    const n = await contar(e.db, 'auditoria');
    await expect(
      e.db.transaction(async (tx) => {
        const { auditar } = await import('../../../server/modules/auditoria/auditoria');
        await tx.query(`UPDATE cooperativas SET nombre = 'Nunca' WHERE id = 3`);
        await auditar(tx, { id: idAdmin, email: 'admin@cosecha.demo' }, '127.0.0.1', {
          id_cooperativa: 3,
          accion: 'editar',
          entidad: 'cooperativas',
          id_entidad: 'x',
        });
        throw new Error('falla a propósito');
      }),
    ).rejects.toThrow('falla a propósito');
    expect(await contar(e.db, 'auditoria')).toBe(n);
    expect(await contar(e.db, `cooperativas WHERE nombre = 'Nunca'`)).toBe(0);
  });
});
