import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { TIPOS_DEFECTO } from '@domain/calidad/defectos';

/** The defect catalogue of migration 0056 and the rules' table (domain/calidad/defectos.ts) are the same list. */
let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e?.cerrar());

describe('catálogo de defectos', () => {
  it('cada tipo con su categoría y granos por defecto, igual en la base y en las reglas', async () => {
    const filas = await e.db.query<{ id: number; clave: string; nombre: string; categoria: number; granos_por_defecto: number }>(
      'SELECT id, clave, nombre, categoria, granos_por_defecto FROM cat_calidad_tipos_mancha ORDER BY id',
    );
    expect(
      filas.map((f) => ({ id: f.id, clave: f.clave, nombre: f.nombre, categoria: f.categoria, granosPorDefecto: f.granos_por_defecto })),
    ).toEqual(TIPOS_DEFECTO);
  });
});
