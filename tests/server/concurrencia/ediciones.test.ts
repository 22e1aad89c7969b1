import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, uno, usuarioPorCorreo, uuidCoop } from '../ayudas';

/**
 * Optimistic concurrency on every edit form (issue 10 item 5): the record's GET answers its `version`, the save
 * sends it back, and the second of two saves that started from the same version is a 409 that changes nothing.
 */
let e: Entorno;
let admin: string;
let gerente: string;
let chontalpa: string;
let capturista: string;

const MSG = 'El registro cambió mientras lo editaba; recargue';
const CONFLICTO = { message: MSG, errors: { version: [MSG] } };

/** The body of `PUT /api/users/{uuid}` from the record the form read (password empty: unchanged). */
const cuerpoUsuario = (u: Record<string, unknown>, cambios: Record<string, unknown> = {}) => ({
  email: u.email,
  username: u.username,
  password: '',
  nombres: u.nombres,
  apellido_paterno: u.apellido_paterno,
  apellido_materno: u.apellido_materno,
  foto: u.foto,
  id_rol: u.id_rol,
  id_cooperativa: u.id_cooperativa,
  id_centros_acopios: u.id_centros_acopios,
  version: u.version,
  ...cambios,
});

/** The body of `PUT /api/cooperativas/{uuid}` from the record the form read. */
const cuerpoCooperativa = (c: Record<string, unknown>, cambios: Record<string, unknown> = {}) => ({
  nombre: c.nombre,
  iniciales: c.iniciales,
  descripcion: c.descripcion,
  id_cat_productos: c.id_cat_productos,
  selected_paises: c.selected_paises,
  version: c.version,
  ...cambios,
});

const leer = async (token: string, url: string) => (await e.pedir(token, 'GET', url)).json().data as Record<string, unknown>;

beforeAll(async () => {
  e = await crearEntorno();
  [admin, gerente] = await Promise.all([e.entrar('admin@cosecha.demo'), e.entrar('gerente@cosecha.demo')]);
  chontalpa = await uuidCoop(e.db, 2);
  capturista = (await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo')).uuid;
});
afterAll(() => e?.cerrar());

describe('dos personas editan el mismo registro', () => {
  it('usuario: la segunda en guardar recibe 409 y el usuario queda como lo dejó la primera', async () => {
    const url = `/api/users/${capturista}`;
    const [ana, beto] = [await leer(gerente, url), await leer(admin, url)];
    expect(ana.version).toBe(1);
    const primera = await e.pedir(gerente, 'PUT', url, cuerpoUsuario(ana, { nombres: 'Guardado por Ana' }));
    expect(primera.statusCode).toBe(200);
    expect(primera.json().data).toMatchObject({ nombres: 'Guardado por Ana', version: 2 });
    const auditadas = await contar(e.db, 'auditoria');

    const segunda = await e.pedir(admin, 'PUT', url, cuerpoUsuario(beto, { nombres: 'Guardado por Beto', apellido_paterno: 'De Beto' }));
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json()).toEqual(CONFLICTO);
    expect(await uno(e.db, 'SELECT nombres, apellido_paterno, version FROM users WHERE uuid = $1', [capturista])).toEqual({
      nombres: 'Guardado por Ana',
      apellido_paterno: ana.apellido_paterno,
      version: 2,
    });
    expect(await contar(e.db, 'auditoria')).toBe(auditadas);

    // 'Recargar': the form reads the record again and its save goes through
    const recargado = await leer(admin, url);
    expect(recargado).toMatchObject({ nombres: 'Guardado por Ana', version: 2 });
    const otraVez = await e.pedir(admin, 'PUT', url, cuerpoUsuario(recargado, { nombres: 'Guardado por Beto' }));
    expect(otraVez.statusCode).toBe(200);
    expect(otraVez.json().data).toMatchObject({ nombres: 'Guardado por Beto', version: 3 });
  });

  it('cooperativa: 409 para la segunda; nada cambia (ni sus países)', async () => {
    const url = `/api/cooperativas/${chontalpa}`;
    const [ana, beto] = [await leer(admin, url), await leer(admin, url)];
    const primera = await e.pedir(admin, 'PUT', url, cuerpoCooperativa(ana, { descripcion: 'De Ana' }));
    expect(primera.statusCode).toBe(200);
    expect(primera.json().data.version).toBe(Number(ana.version) + 1);
    const segunda = await e.pedir(admin, 'PUT', url, cuerpoCooperativa(beto, { descripcion: 'De Beto', selected_paises: [2, 3] }));
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json()).toEqual(CONFLICTO);
    expect((await leer(admin, url)).descripcion).toBe('De Ana');
    expect((await leer(admin, url)).selected_paises).toEqual(ana.selected_paises);
  });

  it('configuración: 409 para la segunda; la bandera queda como la dejó la primera', async () => {
    const url = `/api/cooperativas/${chontalpa}/configuracion`;
    const { version } = await leer(admin, url);
    expect(typeof version).toBe('number');
    const primera = await e.pedir(admin, 'PUT', url, { usa_sic: 0, version });
    expect(primera.statusCode).toBe(200);
    expect(primera.json().data).toMatchObject({ usa_sic: 0, version: Number(version) + 1 });
    const segunda = await e.pedir(admin, 'PUT', url, { usa_sic: 1, parcelas_etiqueta: 'lotes', version });
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json()).toEqual(CONFLICTO);
    expect(await uno(e.db, 'SELECT usa_sic, parcelas_etiqueta FROM configuraciones WHERE id_cooperativa = 2')).toMatchObject({
      usa_sic: 0,
    });
    expect(
      (await uno<{ parcelas_etiqueta: string }>(e.db, 'SELECT parcelas_etiqueta FROM configuraciones WHERE id_cooperativa = 2'))
        .parcelas_etiqueta,
    ).not.toBe('lotes');
  });

  it('dos guardados a la vez desde la misma versión: exactamente uno gana', async () => {
    const url = `/api/cooperativas/${chontalpa}`;
    const c = await leer(admin, url);
    const respuestas = await Promise.all(
      ['Uno', 'Dos', 'Tres'].map((d) => e.pedir(admin, 'PUT', url, cuerpoCooperativa(c, { descripcion: `A la vez ${d}` }))),
    );
    expect(respuestas.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const ganadora = respuestas.find((r) => r.statusCode === 200)!.json().data;
    expect(await uno(e.db, 'SELECT descripcion, version FROM cooperativas WHERE id = 2')).toEqual({
      descripcion: ganadora.descripcion,
      version: Number(c.version) + 1,
    });
  });
});

describe('la versión es obligatoria y se valida', () => {
  it.each([
    ['sin versión', undefined],
    ['versión 0', 0],
    ['versión como texto', '1'],
    ['versión null', null],
  ])('%s → 422 en la versión, nada cambia', async (_caso, version) => {
    const u = await leer(gerente, `/api/users/${capturista}`);
    const antes = await uno(e.db, 'SELECT * FROM users WHERE uuid = $1', [capturista]);
    const cuerpo: Record<string, unknown> = cuerpoUsuario(u, { nombres: 'No se guarda' });
    if (version === undefined) delete cuerpo.version;
    else cuerpo.version = version;
    for (const [url, body] of [
      [`/api/users/${capturista}`, cuerpo],
      [`/api/cooperativas/${chontalpa}`, { ...cuerpoCooperativa(await leer(admin, `/api/cooperativas/${chontalpa}`)), version }],
      [`/api/cooperativas/${chontalpa}/configuracion`, { usa_sic: 1, version }],
    ] as const) {
      const r = await e.pedir(url.startsWith('/api/users') ? gerente : admin, 'PUT', url, body);
      expect(r.statusCode, url).toBe(422);
      expect(r.json().errors.version, url).toBeDefined();
    }
    expect(await uno(e.db, 'SELECT * FROM users WHERE uuid = $1', [capturista])).toEqual(antes);
  });

  it('una versión futura también es 409 (no existe esa versión)', async () => {
    const u = await leer(gerente, `/api/users/${capturista}`);
    const r = await e.pedir(gerente, 'PUT', `/api/users/${capturista}`, cuerpoUsuario(u, { version: Number(u.version) + 5 }));
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual(CONFLICTO);
  });

  it('la lista de usuarios y la referencia del API muestran la versión', async () => {
    const fila = (await e.pedir(gerente, 'POST', '/api/users_search', {})).json().data[0];
    expect(typeof fila.version).toBe('number');
    const docs = (await e.pedir(null, 'GET', '/api/docs/json')).json();
    const put = docs.paths['/api/users/{uuid}'].put;
    expect(put.requestBody.content['application/json'].schema.required).toContain('version');
    expect(Object.keys(put.responses)).toContain('409');
  });
});
