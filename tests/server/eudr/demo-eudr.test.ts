import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';

/** The demo ships stored WHISP results (issue 11), so the EUDR screens are real with no network. */
let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e.cerrar());

describe('datos de demostración EUDR', () => {
  it('cada parcela de café y cacao con polígono tiene su resultado de WHISP, y la parcela guarda su código', async () => {
    const filas = await e.db.query<{
      id_cooperativa: number;
      con_poligono: number;
      con_resultado: number;
      iguales: number;
      riesgos: number;
    }>(
      `SELECT p.id_cooperativa, count(*) FILTER (WHERE p.poligono IS NOT NULL AND p.fecha_baja IS NULL)::int AS con_poligono,
              count(w.id)::int AS con_resultado, count(*) FILTER (WHERE w.id_riesgo = p.id_riesgo_eudr_whisp)::int AS iguales,
              count(DISTINCT w.id_riesgo)::int AS riesgos
         FROM parcelas p LEFT JOIN parcelas_whisp w ON w.id_cooperativa = p.id_cooperativa AND w.id_parcela = p.id
        GROUP BY p.id_cooperativa ORDER BY p.id_cooperativa`,
    );
    const [cafe, cacao, miel] = filas;
    for (const c of [cafe, cacao]) {
      expect(c.con_poligono).toBeGreaterThan(0);
      expect(c.con_resultado).toBe(c.con_poligono);
      expect(c.iguales).toBe(c.con_resultado);
    }
    expect(cafe.riesgos).toBe(3);
    expect(miel.con_resultado).toBe(0);
  });

  it('el hash guardado es el del polígono actual: un polígono sin cambios no se vuelve a enviar', async () => {
    const [f] = await e.db.query<{ distintos: number }>(
      `SELECT count(*)::int AS distintos FROM parcelas_whisp w JOIN parcelas p ON p.id_cooperativa = w.id_cooperativa AND p.id = w.id_parcela
        WHERE w.hash_poligono <> md5(p.poligono::text)`,
    );
    expect(f.distintos).toBe(0);
  });
});
