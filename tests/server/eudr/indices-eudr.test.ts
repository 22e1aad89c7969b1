import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { construirConsulta, type PeticionBusqueda } from '../../../server/search/motor';
import { parcelasAll } from '../../../server/modules/parcelas/parcelas-listado.resource';
import { usuarioDeSesion } from '../../../server/modules/auth/auth.repository';
import type { UsuarioAutenticado } from '../../../server/tipos';

/**
 * The plot list's EUDR sorts walk an index (migration 0016): RIESGO EUDR's index is on the very expression the resource
 * sorts by, so a change of RIESGO_EUDR_SQL without a new index makes this fail. With sorting priced out (enable_sort off,
 * within one transaction) the planner takes the index whenever it can match the ORDER BY; on a small test database it
 * would otherwise rightly prefer to sort.
 */
let e: Entorno;
let sesion: UsuarioAutenticado;
let idCiclo: number;
beforeAll(async () => {
  e = await crearEntorno();
  const u = await uno<{ id: number }>(e.db, `SELECT id FROM users WHERE email = 'gerente@cosecha.demo'`);
  const s = await usuarioDeSesion(e.db, u.id, '00000000-0000-0000-0000-000000000000', Date.now());
  sesion = { ...s!, jti: '', exp: 0 };
  idCiclo = (await uno<{ id: number }>(e.db, 'SELECT max(id)::int AS id FROM ciclos WHERE id_cooperativa = 2')).id;
});
afterAll(() => e.cerrar());

async function plan(cuerpo: PeticionBusqueda): Promise<string> {
  const q = construirConsulta(parcelasAll, sesion, cuerpo);
  return e.db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_sort = off');
    await tx.query('SET LOCAL enable_seqscan = off');
    const filas = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${q.sql}`, q.params);
    return filas.map((f) => f['QUERY PLAN']).join('\n');
  });
}

describe('parcelas_all_search: los órdenes EUDR recorren un índice', () => {
  it.each([
    ['riesgo_eudr', 'asc', 'parcelas_lista_riesgo_idx'],
    ['riesgo_eudr', 'desc', 'parcelas_lista_riesgo_desc_idx'],
    ['areas_naturales_count', 'asc', 'parcelas_areas_naturales_idx'],
    ['areas_naturales_count', 'desc', 'parcelas_lista_areas_desc_idx'],
  ] as const)('orden %s %s usa %s', async (columna, sort, indice) => {
    const p = await plan({
      filters: [{ column: 'id_ciclo', operator: '=', value: idCiclo }],
      sorts: [{ column: columna, sort }],
      per_page: 20,
    });
    expect(p).toContain(indice);
    expect(p).not.toMatch(/^\s*(->\s*)?Sort\b/m);
  });

  it('el filtro de riesgo alto también lo toma del índice', async () => {
    const p = await plan({
      filters: [
        { column: 'id_ciclo', operator: '=', value: idCiclo },
        { column: 'riesgo_eudr', operator: '=', value: 1 },
      ],
      sorts: [{ column: 'riesgo_eudr', sort: 'asc' }],
      per_page: 20,
    });
    // either direction's index serves an equality on the expression
    expect(p).toMatch(/Index Scan using parcelas_lista_riesgo(_desc)?_idx/);
    expect(p).toMatch(/Index Cond: \(\(id_cooperativa = 2\) AND \(CASE .* END = 1\)\)/);
  });
});
