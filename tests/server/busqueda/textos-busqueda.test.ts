import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { conAlcance } from '../../../server/db/alcance';
import { conClave, cuentasActivas, diasAtras, hoyDe } from '../anticipos/anticipos-ayudas';

/**
 * The searched texts kept apart (migration 0083, textos_busqueda): what a write changes is found, or no longer found,
 * by the next search, because triggers keep the side table. Writes go through the API where it has one, else as the
 * app's role within the cooperative's scope (the role the triggers then run as). On PGlite and on PostgreSQL.
 */
let e: Entorno;
let admin: string; // coop 1
let gerente: string; // coop 2

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  gerente = await e.entrar('gerente@cosecha.demo');
});
afterAll(() => e?.cerrar());

const q = (valor: string) => ({ column: 'q', operator: 'like', value: valor });
const buscar = async (token: string, ruta: string, filtros: unknown[]) => {
  const r = await e.pedir(token, 'POST', ruta, { filters: filtros, per_page: 100 });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { data: Record<string, unknown>[]; total: number };
};

describe('textos_busqueda al día tras cada escritura', () => {
  it('un crédito nuevo se encuentra por su folio, y borrado ya no', async () => {
    const hoy = await hoyDe(e, 2);
    const { idCiclo, cuentas } = await cuentasActivas(e, 2, 1);
    const r = await conClave(e, gerente, '/api/anticipos/storeweb', {
      folio: 'QZXW-01',
      fecha_ejecucion: diasAtras(hoy, 5),
      id_cuenta: cuentas[0],
      cantidad_anticipo: 100_000,
      id_ciclos: idCiclo,
      descripcion: 'Prueba de búsqueda',
    });
    expect(r.statusCode, r.body).toBe(201);
    const { uuid } = r.json().data as { uuid: string };
    const hallados = await buscar(gerente, '/api/anticipos_search', [q('qzxw')]);
    expect(hallados.data.map((f) => f.uuid)).toEqual([uuid]);
    expect(hallados.total).toBe(1);
    expect((await e.pedir(gerente, 'DELETE', `/api/anticipos/${uuid}`)).statusCode).toBe(200);
    expect(await buscar(gerente, '/api/anticipos_search', [q('qzxw')])).toMatchObject({ data: [], total: 0 });
    expect(await e.db.query(`SELECT 1 FROM textos_busqueda WHERE tabla = 'anticipos' AND texto LIKE '%qzxw%'`)).toEqual([]);
  });

  it('el nombre nuevo de un productor se encuentra en sus listas y en sus créditos; el anterior ya no', async () => {
    const p = await uno<{ id: number; uuid: string; materno: string }>(
      e.db,
      `SELECT p.id, p.uuid::text AS uuid, p.apellido_materno AS materno FROM productores p
        WHERE p.id_cooperativa = 1
          AND EXISTS (SELECT 1 FROM anticipos an JOIN cuentas c ON c.id_cooperativa = an.id_cooperativa AND c.id = an.id_cuenta
                       WHERE c.id_cooperativa = 1 AND c.id_productor = p.id AND c.fecha_baja IS NULL)
        ORDER BY p.id LIMIT 1`,
    );
    // written as the app's role in cooperative 1's scope: the triggers run as that role
    await conAlcance(1, () => e.db.query(`UPDATE productores SET apellido_materno = 'Xolótzin' WHERE id = $1`, [p.id]));
    try {
      const cuentas = await buscar(admin, '/api/cuentas_search', [q('xolotzin')]);
      expect(new Set(cuentas.data.map((f) => f.uuid))).toEqual(new Set([p.uuid]));
      const creditos = await buscar(admin, '/api/anticipos_search', [q('xolotzin')]);
      expect(creditos.total).toBeGreaterThan(0);
      expect(new Set(creditos.data.map((f) => f.productor_uuid ?? p.uuid))).toEqual(new Set([p.uuid]));
    } finally {
      await conAlcance(1, () => e.db.query(`UPDATE productores SET apellido_materno = $2 WHERE id = $1`, [p.id, p.materno]));
    }
    expect((await buscar(admin, '/api/cuentas_search', [q('xolotzin')])).total).toBe(0);
    expect((await buscar(admin, '/api/anticipos_search', [q('xolotzin')])).total).toBe(0);
  });

  it('una parcela renombrada se encuentra por su nombre nuevo; el anterior ya no la da', async () => {
    const ciclo = await uno<{ id: number }>(e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY id DESC LIMIT 1');
    const lista = await buscar(admin, '/api/parcelas_all_search', [{ column: 'id_ciclo', operator: '=', value: ciclo.id }]);
    const x = lista.data[0] as { uuid: string };
    const antes = await uno<{ id: number; nombre: string }>(e.db, 'SELECT id, nombre FROM parcelas WHERE uuid = $1', [x.uuid]);
    await conAlcance(1, () => e.db.query(`UPDATE parcelas SET nombre = 'El Quetzalcóatl' WHERE id = $1`, [antes.id]));
    try {
      const r = await buscar(admin, '/api/parcelas_all_search', [
        { column: 'id_ciclo', operator: '=', value: ciclo.id },
        q('quetzalcoatl'),
      ]);
      expect(r.data.map((f) => f.uuid)).toEqual([x.uuid]);
    } finally {
      await conAlcance(1, () => e.db.query(`UPDATE parcelas SET nombre = $2 WHERE id = $1`, [antes.id, antes.nombre]));
    }
    const r = await buscar(admin, '/api/parcelas_all_search', [{ column: 'id_ciclo', operator: '=', value: ciclo.id }, q('quetzalcoatl')]);
    expect(r.total).toBe(0);
  });

  it('cada texto guardado es el de su fila (lo que la búsqueda comparaba antes), para toda la demo', async () => {
    const distintos = await e.db.query<{ tabla: string; n: number }>(
      `SELECT t.tabla, count(*)::int AS n FROM (
         SELECT 'anticipos' AS tabla, id, id_cooperativa, busqueda AS texto FROM anticipos
         UNION ALL SELECT 'productores', id, id_cooperativa, f_unaccent(lower(nombre_completo || ' ' || coalesce(clave_tx, ''))) FROM productores
         UNION ALL SELECT 'calidad_analisis', id, id_cooperativa, busqueda FROM calidad_analisis
         UNION ALL SELECT 'parcelas', id, id_cooperativa, f_unaccent(lower(nombre)) FROM parcelas) t
        FULL JOIN textos_busqueda b ON b.tabla = t.tabla AND b.id = t.id
        WHERE (b.id_cooperativa, b.texto) IS DISTINCT FROM (t.id_cooperativa, coalesce(t.texto, ''))
        GROUP BY 1`,
    );
    expect(distintos).toEqual([]);
  });
});
