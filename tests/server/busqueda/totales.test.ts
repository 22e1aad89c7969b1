import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { construirConsulta } from '../../../server/search/motor';
import { parcelasAll } from '../../../server/modules/parcelas/parcelas-listado.resource';
import { anticiposBusqueda } from '../../../server/modules/anticipos/anticipos.resource';
import type { UsuarioAutenticado } from '../../../server/tipos';

/**
 * The search engine's sums (issue 9 item 4): `totales: true` answers the declared columns summed over the whole
 * filtered population, beside the page; checked against sums written here by hand over the plots that count
 * (docs/contar.md), and exact (the database's numeric sum, not a float one).
 */
let e: Entorno;
let admin: string; // cooperative 1
let gerente: string; // cooperative 2
let ciclo1 = 0;
let ciclo2 = 0;

const filtro = (column: string, value: unknown, operator = '=') => ({ column, operator, value });
const buscar = (token: string | null, body: unknown, ruta = '/api/parcelas_all_search') => e.pedir(token, 'POST', ruta, body);

/** Sums of the plots that count, by hand; `numeric` summed and read as text, so the comparison is exact. */
async function sumasEsperadas(coop: number, idCiclo: number, extra = '', params: unknown[] = []) {
  const f = await uno<{ superficie: string; plantas: string; n: number }>(
    e.db,
    `SELECT coalesce(sum(x.superficie), 0)::text AS superficie, coalesce(sum(x.plantas), 0)::text AS plantas, count(*)::int AS n
       FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
      WHERE x.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL ${extra}`,
    [coop, idCiclo, ...params],
  );
  return { superficie: Number(f.superficie), plantas: Number(f.plantas), n: f.n };
}

beforeAll(async () => {
  e = await crearEntorno();
  [admin, gerente] = await Promise.all(['admin@', 'gerente@'].map((u) => e.entrar(`${u}cosecha.demo`)));
  const c = async (coop: number) =>
    (await uno<{ id: number }>(e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = $1 ORDER BY id DESC LIMIT 1', [coop])).id;
  [ciclo1, ciclo2] = [await c(1), await c(2)];
});
afterAll(async () => {
  await e.cerrar();
});

describe('POST parcelas_all_search con totales', () => {
  it('suma hectáreas y plantas de toda la población filtrada, no de la página', async () => {
    const r = await buscar(admin, { filters: [filtro('id_ciclo', ciclo1)], per_page: 10, totales: true });
    expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
    const b = r.json();
    const esperado = await sumasEsperadas(1, ciclo1);
    expect(esperado.n).toBeGreaterThan(10);
    expect(b.data).toHaveLength(10);
    expect(b.total).toBe(esperado.n);
    expect(b.totales).toEqual({ superficie: esperado.superficie, plantas: esperado.plantas });
    // the page alone would sum less
    const pagina = b.data.reduce((s: number, f: { plantas: number }) => s + f.plantas, 0);
    expect(pagina).toBeLessThan(b.totales.plantas);
    expect(Number.isInteger(b.totales.plantas)).toBe(true);
  });

  it('con filtros (geolocalización, texto) suma lo mismo que todas sus páginas juntas', async () => {
    for (const filters of [
      [filtro('id_ciclo', ciclo1), filtro('geoFilter', 1)],
      [filtro('id_ciclo', ciclo1), filtro('geoFilter', [2, 3], 'in')],
      [filtro('id_ciclo', ciclo1), filtro('q', 'a', 'like')],
    ]) {
      const filas: { superficie: number; plantas: number }[] = [];
      let totales: { superficie: number; plantas: number } | undefined;
      for (let page = 1; ; page++) {
        const r = await buscar(admin, { filters, per_page: 100, page, totales: true });
        expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
        filas.push(...r.json().data);
        totales = r.json().totales;
        if (filas.length >= r.json().total) break;
      }
      // thousandths of a hectare (the stored precision), so the hand sum is exact too
      const milesimas = filas.reduce((s, f) => s + Math.round(f.superficie * 1000), 0);
      expect(totales, JSON.stringify(filters)).toEqual({ superficie: milesimas / 1000, plantas: filas.reduce((s, f) => s + f.plantas, 0) });
    }
  });

  it('exacta: 0.1 + 0.2 ha suman 0.3, y sumas grandes de enteros no pierden unidades', async () => {
    const cuenta = await uno<{ id: number }>(
      e.db,
      'SELECT id FROM cuentas WHERE id_cooperativa = 2 AND id_ciclo = $1 AND confirmado = 1 AND fecha_baja IS NULL ORDER BY id LIMIT 1',
      [ciclo2],
    );
    await e.db.query(
      `INSERT INTO parcelas (id_cooperativa, id_cuenta, nombre, superficie, plantas)
       VALUES (2, $1, 'Décima A', 0.1, 1000000000), (2, $1, 'Décima B', 0.2, 1000000001)`,
      [cuenta.id],
    );
    const r = await buscar(gerente, { filters: [filtro('id_ciclo', ciclo2), filtro('nombre', 'Décima', 'like')], totales: true });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().totales).toEqual({ superficie: 0.3, plantas: 2000000001 });
  });

  it('cada cooperativa suma solo lo suyo (la cooperativa sale del token)', async () => {
    const r = await buscar(gerente, { filters: [filtro('id_ciclo', ciclo2)], totales: true });
    const esperado = await sumasEsperadas(2, ciclo2);
    expect(r.json().totales).toEqual({ superficie: esperado.superficie, plantas: esperado.plantas });
    // another cooperative's cycle: no rows of it, sums 0
    const ajeno = await buscar(gerente, { filters: [filtro('id_ciclo', ciclo1)], totales: true });
    expect(ajeno.json()).toMatchObject({ total: 0, totales: { superficie: 0, plantas: 0 } });
  });

  it('sin totales: true la respuesta no los trae (la suma lee cada fila; se pide)', async () => {
    const r = await buscar(admin, { filters: [filtro('id_ciclo', ciclo1)] });
    expect(r.statusCode).toBe(200);
    expect(r.json()).not.toHaveProperty('totales');
  });

  it('422 en español: totales en un listado que no suma nada, o un totales que no es booleano; 401 y 403 como el listado', async () => {
    const u = await buscar(admin, { totales: true }, '/api/users_search');
    expect(u.statusCode).toBe(422);
    expect(u.json().errors).toEqual({ totales: ["El listado 'users' no tiene totales"] });
    const t = await buscar(admin, { totales: 'si' });
    expect(t.statusCode).toBe(422);
    expect(typeof t.json().message).toBe('string');
    expect((await buscar(null, { totales: true })).statusCode).toBe(401);
    const acopio = await e.entrar('acopio@cosecha.demo');
    expect((await buscar(acopio, { totales: true })).statusCode).toBe(403);
  });
});

describe('construirConsulta: la consulta de las sumas (sin base)', () => {
  const u = { id: 1, uuid: '', email: '', id_rol: 1, id_cooperativa: 7, permisos: [], jti: '', exp: 0 } satisfies UsuarioAutenticado;

  it('solo cuando se piden, sobre el mismo WHERE que el conteo y con sus mismos parámetros', () => {
    expect(construirConsulta(parcelasAll, u, { filters: [filtro('id_ciclo', 3)] }).sumas).toBeNull();
    const c = construirConsulta(parcelasAll, u, { filters: [filtro('id_ciclo', 3), filtro('q', 'jo', 'like')], totales: true });
    expect(c.sumas!.sql).toMatch(
      /^SELECT coalesce\(sum\(x\.superficie\), 0\) AS "superficie", coalesce\(sum\(x\.plantas\), 0\) AS "plantas" FROM /,
    );
    const where = (sql: string) => sql.slice(sql.indexOf(' WHERE '));
    expect(where(c.sumas!.sql)).toBe(where(c.conteo.sql));
    expect(c.sumas!.params).toEqual(c.conteo.params);
    // never float8: the database sums numeric and bigint exactly
    expect(c.sumas!.sql).not.toMatch(/float|double/);
  });

  it('con filtros propios de parcelas y cuentas, las sumas leen la misma FROM corta que el conteo', () => {
    const c = construirConsulta(parcelasAll, u, { filters: [filtro('id_ciclo', 3), filtro('geoFilter', 1)], totales: true });
    expect(c.sumas!.sql).not.toMatch(/JOIN productores/);
    expect(c.sumas!.params).toEqual([7, 3, 1]);
  });
});

describe('el conteo y las sumas en una sola sentencia', () => {
  it('dan lo mismo que las dos sentencias por separado: créditos del ciclo (totales guardados) y con texto', async () => {
    const sesion = { id: 1, uuid: '', email: '', id_rol: 1, id_cooperativa: 1, permisos: [], jti: '', exp: 0 } satisfies UsuarioAutenticado;
    const { id: ciclo } = await uno<{ id: number }>(e.db, 'SELECT id_ciclo AS id FROM anticipos WHERE id_cooperativa = 1 LIMIT 1');
    for (const filters of [[filtro('id_ciclo', ciclo)], [filtro('id_ciclo', ciclo), filtro('q', 'a', 'like')]]) {
      const c = construirConsulta(anticiposBusqueda, sesion, { filters, totales: true });
      expect(c.conteoYSumas, 'the same FROM: one statement').not.toBeNull();
      const ambos = await uno<Record<string, number>>(e.db, c.conteoYSumas!.sql, c.conteoYSumas!.params);
      const n = await uno<{ n: number }>(e.db, c.conteo.sql, c.conteo.params);
      const sumas = await uno<Record<string, number>>(e.db, c.sumas!.sql, c.sumas!.params);
      expect(n.n).toBeGreaterThan(0);
      expect(ambos).toEqual({ n: n.n, ...sumas });
    }
  });

  it('no cuando el conteo es propio del listado (otra FROM)', () => {
    const u = { id: 1, uuid: '', email: '', id_rol: 1, id_cooperativa: 7, permisos: [], jti: '', exp: 0 } satisfies UsuarioAutenticado;
    expect(construirConsulta(parcelasAll, u, { filters: [filtro('id_ciclo', 3)], totales: true }).conteoYSumas).toBeNull();
  });
});
