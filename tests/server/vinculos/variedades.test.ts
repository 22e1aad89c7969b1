import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';

/**
 * The no-plot path carries the varieties the main-plot form lists into the new plot (issue 27 item 5): a
 * select_multiple under a group, a single `variedad_principal` as the demo's forms; none listed, none written.
 */
let e: Entorno;
let admin: string;

const CICLO = `(SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY activo DESC, id DESC LIMIT 1)`;

/** Creates a plot from the `n`-th waiting sic_pp of cooperative 1 after giving it `datos`; its varieties' names. */
async function crearCon(datos: Record<string, unknown>, n: number): Promise<string[]> {
  const f = await uno<{ id: number }>(
    e.db,
    `SELECT id FROM formularios_campo WHERE id_cooperativa = 1 AND tipo = 'sic_pp' AND id_cuenta IS NULL ORDER BY id OFFSET $1 LIMIT 1`,
    [n],
  );
  await e.db.query('UPDATE formularios_campo SET datos = $2::jsonb WHERE id_cooperativa = 1 AND id = $1', [f.id, JSON.stringify(datos)]);
  const c = await uno<{ id: number }>(
    e.db,
    `SELECT id FROM cuentas WHERE id_cooperativa = 1 AND id_ciclo = ${CICLO} AND fecha_baja IS NULL ORDER BY id OFFSET $1 LIMIT 1`,
    [30 + n],
  );
  const r = await e.pedir(admin, 'POST', '/api/admin/sic/vinculo_forms_create_parcela', {
    id_sic: f.id,
    id_cuenta: c.id,
    nombre_parcela: `Variedades ${n}`,
    num_plantas: 100,
    superficie: 0.5,
  });
  expect(r.statusCode, r.body).toBe(201);
  const filas = await e.db.query<{ nombre: string }>(
    `SELECT v.nombre FROM parcelas_variedades pv JOIN cat_variedades v ON v.id = pv.id_variedad
      WHERE pv.id_cooperativa = 1 AND pv.id_parcela = $1 ORDER BY v.id`,
    [r.json().data.id],
  );
  return filas.map((x) => x.nombre);
}

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
});
afterAll(() => e?.cerrar());

describe('sin parcela: las variedades del formulario', () => {
  it('pasan a la parcela creada; sin variedades en el formulario, ninguna', async () => {
    const producto = await uno<{ id: number }>(e.db, 'SELECT id_cat_productos AS id FROM cooperativas WHERE id = 1');
    expect(producto.id).toBe(1); // coffee: the catalogue's Typica, Bourbon, Costa Rica 95…
    expect(await crearCon({ 'grp_cultivo/variedades': 'typica costa_rica_95 desconocida' }, 0)).toEqual(['Typica', 'Costa Rica 95']);
    expect(await crearCon({ variedad_principal: 'Bourbon', edad_de_las_plantas: 4 }, 1)).toEqual(['Bourbon']);
    expect(await crearCon({ sombra: 'Diversificada' }, 2)).toEqual([]);
  });
});
