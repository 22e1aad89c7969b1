import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { INSPECTORES_DEMO } from '../../../server/demo/seed-padron-completo';

/**
 * Issue 22 item 20: one inspector per inspection, everywhere. The inspection's inspector is the registry's (padrón
 * column 'Inspector', the cooperative's `inspectores` catalogue, 001 §2.9, §7 'search admin/sic/inspectores'); the
 * dashboards' Inspector filter (000 §5), their latest records and their figures read that same one, never the user
 * who captured the form. On the demo data, through the API.
 */
let e: Entorno;
let admin: string;
let ciclo = 0;

type FilaPadron = { productor_uuid: string; s1_lista_inspector: number | null; s1_lista_inspector_str: string | null };
type Ultimo = { uuid_productor: string; id_inspector: number | null; nombre_inspector: string | null };

const filtros = (extra: Record<string, unknown>[] = []) => ({ filters: [{ column: 'id_ciclo', operator: '=', value: ciclo }, ...extra] });
const cifra = async (ruta: string, extra: Record<string, unknown>[] = []) => {
  const r = await e.pedir(admin, 'POST', `/api/${ruta}_search`, filtros(extra));
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};

/** The whole padrón of the cycle, page by page, as the grid reads it. */
async function padron(): Promise<Map<string, FilaPadron>> {
  const filas = new Map<string, FilaPadron>();
  for (let page = 1; ; page++) {
    const r = await e.pedir(admin, 'POST', `/api/tx_padron_completo_search?page=${page}`, { ...filtros(), per_page: 100 });
    expect(r.statusCode, r.body).toBe(200);
    const { data } = r.json() as { data: FilaPadron[] };
    for (const f of data) filas.set(f.productor_uuid, f);
    if (data.length < 100) return filas;
  }
}

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  ciclo = (await uno<{ id: number }>(e.db, 'SELECT max(id) AS id FROM ciclos WHERE id_cooperativa = 1')).id;
});
afterAll(async () => {
  await e?.cerrar();
});

describe('issue 22 item 20: el inspector del tablero es el del padrón', () => {
  it('los últimos registros nombran, para cada cuenta, al inspector que el padrón le da', async () => {
    const { ultimos } = (await cifra('dashboards/avances/sic')) as { ultimos: Ultimo[] };
    const filas = await padron();
    expect(ultimos.length).toBeGreaterThan(0);
    for (const u of ultimos) {
      const f = filas.get(u.uuid_productor);
      expect(f, `la cuenta de ${u.uuid_productor} está en el padrón`).toBeDefined();
      expect([u.id_inspector ?? null, u.nombre_inspector ?? null]).toEqual([
        f!.s1_lista_inspector ?? null,
        f!.s1_lista_inspector_str ?? null,
      ]);
    }
    expect(ultimos.some((u) => u.nombre_inspector)).toBe(true);
  });

  it('el filtro Inspector ofrece los inspectores del padrón, no el usuario que capturó los formularios', async () => {
    const { inspectores } = (await cifra('dashboards/filtros/opciones')) as { inspectores: { id: number; nombre: string }[] };
    expect(inspectores.map((i) => i.nombre).sort()).toEqual([...INSPECTORES_DEMO].sort());
    const catalogo = await e.db.query<{ id: number }>('SELECT id FROM inspectores WHERE id_cooperativa = 1');
    expect(inspectores.every((i) => catalogo.some((c) => c.id === i.id))).toBe(true);
  });

  it('filtrar por un inspector cuenta las cuentas inspeccionadas a las que el padrón da ese inspector', async () => {
    const { inspectores } = (await cifra('dashboards/filtros/opciones')) as { inspectores: { id: number; nombre: string }[] };
    const filas = [...(await padron()).values()];
    for (const i of inspectores) {
      const total = (await cifra('dashboards/productores/totales', [{ column: 'id_inspector', operator: '=', value: i.id }]))
        .total_productores as number;
      const esperado = await uno<{ n: number }>(
        e.db,
        `SELECT count(DISTINCT c.id)::int AS n FROM cuentas c
           JOIN padron_sic s ON s.id_cooperativa = c.id_cooperativa AND s.id_cuenta = c.id
          WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND s.id_inspector = $2
            AND EXISTS (SELECT 1 FROM tx_formatos f WHERE f.id_cooperativa = 1 AND f.id_ciclo = $1 AND f.id_cuenta = c.id)`,
        [ciclo, i.id],
      );
      expect(total, i.nombre).toBe(esperado.n);
      expect(total).toBeLessThanOrEqual(filas.filter((f) => f.s1_lista_inspector === i.id).length);
      expect(total, i.nombre).toBeGreaterThan(0);
    }
  });
});
