import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, crearUsuarioSql } from '../ayudas';

/**
 * The search engine on its own (server/search/motor.ts), through the declared resources:
 * operators, value types, pages and sorts. 25 users of cooperative 3 share one first name to test ties.
 */
let e: Entorno;
let admin: string;
const IGUALES = 25;

interface Fila {
  id: number;
  email: string;
  nombres: string;
  id_rol: number;
  id_centros_acopios: number | null;
  id_cooperativa: number;
}
interface Pagina {
  data: Fila[];
  total: number;
  page: number;
  per_page: number;
}

const buscar = (body: unknown, url = '/api/users_search') => e.pedir(admin, 'POST', url, body);
const pagina = async (body: unknown, url?: string): Promise<Pagina> => {
  const r = await buscar(body, url);
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json();
};
const soloIguales = { column: 'nombres', operator: 'like', value: 'Igual' };

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  // Inserted in an order unrelated to the e-mail, so id order and e-mail order differ.
  for (let i = 0; i < IGUALES; i++) {
    const n = (i * 7) % IGUALES;
    await crearUsuarioSql(e.db, {
      email: `igual${String(n).padStart(2, '0')}@yucatan.demo`,
      id_rol: 3,
      id_cooperativa: 3,
      nombres: 'Igual',
      apellido_paterno: 'Mismo',
    });
  }
});
afterAll(async () => {
  await e.cerrar();
});

describe('operadores', () => {
  it('= y != sobre un entero', async () => {
    const igual = await pagina({ filters: [{ column: 'id_rol', operator: '=', value: 6 }] });
    expect(igual.total).toBe(await contar(e.db, 'users WHERE activo AND id_rol = 6'));
    expect(igual.data.every((u) => u.id_rol === 6)).toBe(true);
    const distinto = await pagina({ filters: [{ column: 'id_rol', operator: '!=', value: 6 }], per_page: 100 });
    expect(distinto.total).toBe(await contar(e.db, 'users WHERE activo AND id_rol <> 6'));
    expect(distinto.data.some((u) => u.id_rol === 6)).toBe(false);
    expect(igual.total + distinto.total).toBe(await contar(e.db, 'users WHERE activo'));
  });

  it('in con una lista', async () => {
    const r = await pagina({ filters: [{ column: 'id_rol', operator: 'in', value: [2, 6] }], per_page: 100 });
    expect(r.total).toBe(await contar(e.db, 'users WHERE activo AND id_rol IN (2, 6)'));
    expect(new Set(r.data.map((u) => u.id_rol))).toEqual(new Set([2, 6]));
  });

  it('like: contiene, sin acentos ni mayúsculas', async () => {
    const r = await pagina({ filters: [{ column: 'nombres', operator: 'like', value: 'JOSE' }] });
    expect(r.data.map((u) => u.email)).toEqual(['acopio@cosecha.demo']);
    const dominio = await pagina({ filters: [{ column: 'email', operator: 'like', value: 'YUCATAN.demo' }], per_page: 100 });
    expect(dominio.total).toBe(IGUALES);
  });

  it('like trata % y _ como texto, no como comodines', async () => {
    for (const value of ['%', '_', 'igual_0']) {
      const r = await pagina({ filters: [{ column: 'email', operator: 'like', value }] });
      expect(r.total, value).toBe(0);
    }
  });

  it('is null e is not null', async () => {
    const sinCentro = await pagina({ filters: [{ column: 'id_centros_acopios', operator: 'is null' }], per_page: 100 });
    expect(sinCentro.total).toBe(await contar(e.db, 'users WHERE activo AND id_centros_acopios IS NULL'));
    expect(sinCentro.data.every((u) => u.id_centros_acopios === null)).toBe(true);
    const conCentro = await pagina({ filters: [{ column: 'id_centros_acopios', operator: 'IS NOT NULL' }] });
    expect(conCentro.data.map((u) => u.email).sort()).toEqual(['acopio.chontalpa@cosecha.demo', 'acopio@cosecha.demo']);
  });

  it('varios filtros se combinan con Y', async () => {
    const r = await pagina({
      filters: [
        { column: 'id_cooperativa', operator: '=', value: 3 },
        { column: 'id_rol', operator: '=', value: 2 },
      ],
    });
    expect(r.data.map((u) => u.email)).toEqual(['miel@cosecha.demo']);
  });
});

describe('tipos de valor', () => {
  it.each([
    ['texto para una columna entera', { column: 'id_rol', operator: '=', value: '6' }],
    ['null para una columna entera', { column: 'id_rol', operator: '=', value: null }],
    ['sin valor', { column: 'id_rol', operator: '=' }],
    ['decimal para una columna entera', { column: 'id_rol', operator: '=', value: 1.5 }],
    ['in sin lista', { column: 'id_rol', operator: 'in', value: 6 }],
    ['in con lista vacía', { column: 'id_rol', operator: 'in', value: [] }],
    ['in con textos', { column: 'id_rol', operator: 'in', value: ['6'] }],
    ['número para una columna de texto', { column: 'email', operator: 'like', value: 5 }],
    ['null para una columna de texto', { column: 'email', operator: '=', value: null }],
    ['q con un número', { column: 'q', operator: 'like', value: 5 }],
    ['q con otro operador', { column: 'q', operator: '=', value: 'jose' }],
  ])('%s → 422', async (_caso, filtro) => {
    const r = await buscar({ filters: [filtro] });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors['filters.0'][0]).toMatch(/valor|lista|búsqueda de texto/);
  });

  it('una columna no declarada → 422 que la nombra, sin SQL', async () => {
    for (const column of ['password_hash', 'u.password_hash', 'activo', '1=1; --']) {
      const r = await buscar({ filters: [{ column, operator: '=', value: 'x' }] });
      expect(r.statusCode, column).toBe(422);
      expect(r.json()).toEqual({
        message: 'Filtro u orden no válido',
        errors: { 'filters.0': [`La columna '${column}' no se puede filtrar`] },
      });
      expect(r.body).not.toMatch(/syntax|SELECT|argon2/i);
    }
  });

  it('un operador no declarado para la columna → 422', async () => {
    const r = await buscar({ filters: [{ column: 'id_cooperativa', operator: '!=', value: 1 }] });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors['filters.0']).toEqual(["El operador '!=' no se admite para 'id_cooperativa'"]);
  });

  it('los errores de varios filtros se informan juntos', async () => {
    const r = await buscar({
      filters: [
        { column: 'x', operator: '=', value: 1 },
        { column: 'id_rol', operator: '=', value: 'a' },
      ],
      sorts: [{ column: 'y', sort: 'asc' }],
    });
    expect(Object.keys(r.json().errors).sort()).toEqual(['filters.0', 'filters.1', 'sorts.0']);
  });
});

describe('páginas y orden', () => {
  it('?page=2 en la URL da la segunda página, con el total de todas', async () => {
    const p1 = await pagina({ filters: [soloIguales], per_page: 10 });
    const r = await e.pedir(admin, 'POST', '/api/users_search?page=2', { filters: [soloIguales], per_page: 10 });
    expect(r.statusCode).toBe(200);
    const p2: Pagina = r.json();
    expect(p2).toMatchObject({ page: 2, per_page: 10, total: IGUALES });
    expect(p2.data).toHaveLength(10);
    expect(p2.data.map((u) => u.id).filter((id) => p1.data.some((x) => x.id === id))).toEqual([]);
    const cuerpo = await pagina({ filters: [soloIguales], per_page: 10, page: 2 });
    expect(cuerpo.data.map((u) => u.id)).toEqual(p2.data.map((u) => u.id));
  });

  it('con empates en el orden, las páginas no repiten ni saltan filas (desempate estable)', async () => {
    for (const sort of ['asc', 'desc'] as const) {
      const vistos: number[] = [];
      for (let page = 1; page <= 3; page++) {
        const p = await pagina({ filters: [soloIguales], sorts: [{ column: 'nombres', sort }], per_page: 10, page });
        expect(p.total).toBe(IGUALES);
        vistos.push(...p.data.map((u) => u.id));
      }
      expect(vistos).toHaveLength(IGUALES);
      expect(new Set(vistos).size).toBe(IGUALES);
    }
  });

  it('asc y desc invierten el orden', async () => {
    const asc = await pagina({ filters: [soloIguales], sorts: [{ column: 'email', sort: 'asc' }], per_page: 50 });
    const desc = await pagina({ filters: [soloIguales], sorts: [{ column: 'email', sort: 'desc' }], per_page: 50 });
    const correos = Array.from({ length: IGUALES }, (_, i) => `igual${String(i).padStart(2, '0')}@yucatan.demo`);
    expect(asc.data.map((u) => u.email)).toEqual(correos);
    expect(desc.data.map((u) => u.email)).toEqual([...correos].reverse());
  });

  it('una página más allá del final: vacía, con el total correcto', async () => {
    const r = await e.pedir(admin, 'POST', '/api/users_search?page=99', { filters: [soloIguales] });
    expect(r.json()).toEqual({ data: [], total: IGUALES, page: 99, per_page: 10 });
  });

  it('el total cuenta todas las filas, no solo la página', async () => {
    const p = await pagina({ per_page: 10 });
    expect(p.data).toHaveLength(10);
    expect(p.total).toBe(await contar(e.db, 'users WHERE activo'));
  });

  it.each([
    ['per_page 7', '/api/users_search', { per_page: 7 }],
    ['per_page como texto', '/api/users_search', { per_page: '10' }],
    ['page 0', '/api/users_search', { page: 0 }],
    ['page como texto', '/api/users_search', { page: '2' }],
    ['?page=0', '/api/users_search?page=0', {}],
    ['?page=abc', '/api/users_search?page=abc', {}],
    ['un campo desconocido', '/api/users_search', { limit: 1000 }],
    ['un orden desconocido', '/api/users_search', { sorts: [{ column: 'password_hash', sort: 'asc' }] }],
    ['una dirección de orden desconocida', '/api/users_search', { sorts: [{ column: 'email', sort: 'random()' }] }],
  ])('%s → 422', async (_caso, url, body) => {
    const r = await e.pedir(admin, 'POST', url, body);
    expect(r.statusCode).toBe(422);
    expect(r.body).not.toMatch(/syntax|SELECT/i);
  });
});

describe('otros recursos usan el mismo motor', () => {
  it('centros_acopios_search: filtros, orden y total', async () => {
    const r = await pagina(
      { filters: [{ column: 'nombre', operator: 'like', value: 'centro' }], sorts: [{ column: 'nombre', sort: 'desc' }], per_page: 100 },
      '/api/centros_acopios_search',
    );
    expect(r.total).toBe(await contar(e.db, 'centros_acopios'));
    const nombres = r.data.map((c) => (c as unknown as { nombre: string }).nombre);
    expect(nombres[0]).toBe('Centro de acopio Tekax');
    expect(
      (await buscar({ filters: [{ column: 'id_cooperativa', operator: 'in', value: [1] }] }, '/api/centros_acopios_search')).statusCode,
    ).toBe(422);
  });

  it('cooperativas_search: desempate estable también', async () => {
    for (let i = 0; i < 12; i++) await e.db.query(`INSERT INTO cooperativas (nombre, id_cat_productos) VALUES ('Repetida', 1)`);
    const vistos: number[] = [];
    for (const page of [1, 2]) {
      const p = await pagina({ filters: [{ column: 'nombre', operator: '=', value: 'Repetida' }], page }, '/api/cooperativas_search');
      expect(p.total).toBe(12);
      vistos.push(...p.data.map((c) => c.id));
    }
    expect(new Set(vistos).size).toBe(12);
  });
});
