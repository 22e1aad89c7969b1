import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';

/**
 * The advances list's `q` (issue 25 'Benchmark'): looked up in the text each advance keeps (0070) through its trigram
 * index, the list gives the same advances as the joined text 'name folio key code' searched accent- and
 * case-insensitively, row by row, also after the producer's name or key changes.
 */
let e: Entorno;
let admin: string;

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
});
afterAll(() => e?.cerrar());

const ids = async (q: string) => {
  const r = await e.pedir(admin, 'POST', '/api/anticipos_search', {
    filters: [{ column: 'q', operator: 'like', value: q }],
    per_page: 100,
    totales: true,
  });
  expect(r.statusCode, r.body).toBe(200);
  return { ids: (r.json().data as { id: number }[]).map((f) => f.id).sort((a, b) => a - b), total: r.json().total as number };
};
const esperados = async (q: string) => {
  const filas = await e.db.query<{ id: number }>(
    `SELECT an.id FROM anticipos an JOIN cuentas c ON c.id_cooperativa = an.id_cooperativa AND c.id = an.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE an.id_cooperativa = 1
        AND f_unaccent(lower(p.nombre_completo || ' ' || an.folio || ' ' || coalesce(p.clave_tx, '') || ' ' || coalesce(p.codigo_tx, '')))
            LIKE '%' || f_unaccent(lower($1)) || '%'
      ORDER BY an.id`,
    [q],
  );
  return { ids: filas.map((f) => f.id), total: filas.length };
};

describe('anticipos_search con q', () => {
  it('el nombre, la clave, el código y el folio, con o sin acentos, cortos o en frase: los mismos créditos que el texto unido', async () => {
    const a = await uno<{ nombre: string; folio: string; clave: string | null; codigo: string | null }>(
      e.db,
      `SELECT p.nombre_completo AS nombre, an.folio, p.clave_tx AS clave, p.codigo_tx AS codigo
         FROM anticipos an JOIN cuentas c ON c.id_cooperativa = an.id_cooperativa AND c.id = an.id_cuenta
         JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
        WHERE an.id_cooperativa = 1 AND p.clave_tx IS NOT NULL AND p.codigo_tx IS NOT NULL ORDER BY an.id LIMIT 1`,
    );
    const apellido = a.nombre.split(' ').at(-1)!;
    const casos = [
      apellido,
      apellido.toUpperCase(),
      apellido.normalize('NFD').replace(/\p{M}/gu, ''),
      a.folio,
      a.folio.slice(1),
      a.clave!,
      a.codigo!,
      a.nombre,
      `${apellido} ${a.folio}`,
      'lo',
      'z',
      'nadie-se-llama-asi',
    ];
    let encontrados = 0;
    for (const q of casos) {
      const esperado = await esperados(q);
      expect(await ids(q), q).toEqual(esperado);
      encontrados += esperado.total > 0 ? 1 : 0;
    }
    expect(encontrados).toBeGreaterThanOrEqual(casos.length - 1);
  });

  it('el texto que guarda cada crédito (0070) sigue al productor: un nombre o una clave cambiados se encuentran al momento', async () => {
    const a = await uno<{ id: number; id_productor: number }>(
      e.db,
      `SELECT an.id, c.id_productor FROM anticipos an JOIN cuentas c ON c.id_cooperativa = an.id_cooperativa AND c.id = an.id_cuenta
        WHERE an.id_cooperativa = 1 ORDER BY an.id LIMIT 1`,
    );
    await e.db.query(`UPDATE productores SET apellido_materno = 'Xochipilli', clave_tx = 'QZ-991' WHERE id_cooperativa = 1 AND id = $1`, [
      a.id_productor,
    ]);
    for (const q of ['xochipilli', 'QZ-991']) {
      const r = await ids(q);
      expect(r.ids, q).toContain(a.id);
      expect(r, q).toEqual(await esperados(q));
    }
  });
});
