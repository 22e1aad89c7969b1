import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { area } from '@turf/area';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { AJUSTE_AREAS_GEODESICAS, recalcularAreasPendientes } from '../../../server/modules/parcelas/croquis/recalcular-areas';
import { areaHectareas } from '@domain/poligono/medidas';
import type { Poligono } from '@domain/poligono/tipos';

/** Issue 22 item 15: the stored calculated areas, measured on turf's sphere, are measured again once after migration 0040. */
let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e.cerrar());

describe('recalcular las áreas guardadas (una vez, al arrancar tras la migración 0040)', () => {
  it('con la marca pendiente, cada polígono guarda su área geodésica y la marca se borra; sin marca no hace nada', async () => {
    const p = await uno<{ id: number; poligono: Poligono }>(
      e.db,
      'SELECT id, poligono FROM parcelas WHERE id_cooperativa = 1 AND poligono IS NOT NULL ORDER BY id LIMIT 1',
    );
    const esfera = Math.round((area(p.poligono) / 10_000) * 1e4) / 1e4;
    await e.db.query('UPDATE parcelas SET poligono_area = $2 WHERE id_cooperativa = 1 AND id = $1', [p.id, esfera]);
    await e.db.query("INSERT INTO ajustes (clave, valor) VALUES ($1, 'pendiente') ON CONFLICT (clave) DO UPDATE SET valor = 'pendiente'", [
      AJUSTE_AREAS_GEODESICAS,
    ]);
    const { n } = await uno<{ n: number }>(e.db, 'SELECT count(*)::int AS n FROM parcelas WHERE poligono IS NOT NULL');
    expect(await recalcularAreasPendientes(e.db)).toBe(n);
    const { area: guardada } = await uno<{ area: string }>(
      e.db,
      'SELECT poligono_area AS area FROM parcelas WHERE id_cooperativa = 1 AND id = $1',
      [p.id],
    );
    expect(Number(guardada)).toBeCloseTo(areaHectareas(p.poligono), 4);
    expect(Number(guardada)).toBeLessThan(esfera); // turf's sphere read high
    expect(await e.db.query('SELECT 1 FROM ajustes WHERE clave = $1', [AJUSTE_AREAS_GEODESICAS])).toHaveLength(0);
    expect(await recalcularAreasPendientes(e.db)).toBe(0);
  });
});
