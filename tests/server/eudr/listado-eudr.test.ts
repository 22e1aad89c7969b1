import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { riesgoMostrado } from '@domain/eudr/riesgo';

/** The plot list's EUDR columns (R058, R067): the SQL of the shown risk agrees with the domain rule on every plot. */
let e: Entorno;
let gerente: string;
let idCiclo: number;
beforeAll(async () => {
  e = await crearEntorno();
  gerente = await e.entrar('gerente@cosecha.demo');
  // Some plots get a person's risk and some a protected area, so every branch of the rule is met.
  await e.db.query(
    `UPDATE parcelas SET id_riesgo_eudr_user = CASE id % 4 WHEN 0 THEN 1 WHEN 1 THEN 4 ELSE NULL END WHERE id_cooperativa = 2 AND id % 3 = 0`,
  );
  await e.db.query('UPDATE parcelas SET areas_naturales_count = 1 WHERE id_cooperativa = 2 AND id % 5 = 0');
  idCiclo = (await uno<{ id: number }>(e.db, 'SELECT max(id_ciclo)::int AS id FROM cuentas WHERE id_cooperativa = 2')).id;
});
afterAll(() => e.cerrar());

const CODIGO = { ALTO: 1, MEDIO: 2, BAJO: 3 } as const;

describe('parcelas_all_search: ÁREAS NATURALES y RIESGO EUDR', () => {
  it('cada fila trae el riesgo que dice la regla del dominio', async () => {
    const r = await e.pedir(gerente, 'POST', '/api/parcelas_all_search', {
      filters: [{ column: 'id_ciclo', operator: '=', value: idCiclo }],
      per_page: 100,
    });
    expect(r.statusCode, r.body).toBe(200);
    const filas = r.json().data as { id_num?: number; id: number; riesgo_eudr: number | null; areas_naturales_count: number }[];
    expect(filas.length).toBeGreaterThan(20);
    const datos = await e.db.query<{ id: number; poligono: boolean; u: number | null; w: number | null; errores: number; areas: number }>(
      `SELECT id, poligono IS NOT NULL AS poligono, id_riesgo_eudr_user AS u, id_riesgo_eudr_whisp AS w, alertas_error_poligono_count AS errores,
              areas_naturales_count AS areas FROM parcelas WHERE id_cooperativa = 2`,
    );
    const porId = new Map(datos.map((d) => [d.id, d]));
    const vistos = new Set<number | null>();
    for (const f of filas) {
      const d = porId.get(f.id)!;
      const { nivel } = riesgoMostrado({
        tienePoligono: d.poligono,
        riesgoUsuario: d.u,
        riesgoWhisp: d.w,
        alertasError: d.errores,
        areasNaturales: d.areas,
      });
      expect(f.riesgo_eudr, `parcela ${f.id}`).toBe(nivel ? CODIGO[nivel] : null);
      expect(f.areas_naturales_count).toBe(d.areas);
      vistos.add(f.riesgo_eudr);
    }
    expect([...vistos].sort()).toEqual([1, 2, 3, null].sort());
  });

  it('se filtra y se ordena por riesgo y por áreas naturales; un valor que no es número es 422', async () => {
    const base = { column: 'id_ciclo', operator: '=', value: idCiclo };
    const altos = await e.pedir(gerente, 'POST', '/api/parcelas_all_search', {
      filters: [base, { column: 'riesgo_eudr', operator: '=', value: 1 }],
      per_page: 100,
    });
    expect(altos.json().data.every((f: { riesgo_eudr: number }) => f.riesgo_eudr === 1)).toBe(true);
    expect(altos.json().total).toBeGreaterThan(0);
    const orden = await e.pedir(gerente, 'POST', '/api/parcelas_all_search', {
      filters: [base, { column: 'riesgo_eudr', operator: 'is not null' }],
      sorts: [{ column: 'riesgo_eudr', sort: 'asc' }],
      per_page: 100,
    });
    const codigos = orden.json().data.map((f: { riesgo_eudr: number }) => f.riesgo_eudr);
    expect(codigos).toEqual([...codigos].sort((a: number, b: number) => a - b));
    const conAreas = await e.pedir(gerente, 'POST', '/api/parcelas_all_search', {
      filters: [base, { column: 'areas_naturales_count', operator: '>', value: 0 }],
      sorts: [{ column: 'areas_naturales_count', sort: 'desc' }],
    });
    expect(conAreas.json().data.every((f: { areas_naturales_count: number }) => f.areas_naturales_count > 0)).toBe(true);
    const malo = await e.pedir(gerente, 'POST', '/api/parcelas_all_search', {
      filters: [base, { column: 'riesgo_eudr', operator: '=', value: 'alto' }],
    });
    expect(malo.statusCode).toBe(422);
  });
});
