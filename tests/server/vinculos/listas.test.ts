import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import type { CuentaVincular, FormularioVincular } from '@domain/contrato/vinculos';

/**
 * The wizards' lists after issue 27's bench (migration 0079): the same rows as the SQL they replaced, on the demo
 * (whose lists are shorter than the 100-row cap, so the whole list is compared): showNew from the kept
 * cuentas.nuevo_ingreso as from the NOT EXISTS over earlier cycles (also after an account is added to an earlier cycle
 * and removed again), `q` from the kept productores.busqueda as from f_unaccent of name and key; and `total`.
 */
let e: Entorno;
let admin: string;

const CICLO = `(SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY activo DESC, id DESC LIMIT 1)`;

/** cuentasPorVincular as it was before 0079 (ids in the order it answered). */
async function antes(nuevos: boolean, q?: string): Promise<number[]> {
  const params: unknown[] = [];
  let filtro = '';
  if (nuevos)
    filtro += ` AND NOT EXISTS (SELECT 1 FROM cuentas a WHERE a.id_cooperativa = c.id_cooperativa AND a.id_productor = c.id_productor AND a.id_ciclo < c.id_ciclo)`;
  if (q?.trim()) {
    params.push(`%${q.trim().toLowerCase()}%`);
    filtro += ` AND f_unaccent(lower(p.nombre_completo || ' ' || coalesce(p.clave_tx, ''))) LIKE f_unaccent($1)`;
  }
  const filas = await e.db.query<{ id: number }>(
    `SELECT c.id FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE c.id_cooperativa = 1 AND c.id_ciclo = ${CICLO} AND c.fecha_baja IS NULL${filtro}
      ORDER BY p.nombre_completo, c.id LIMIT 500`,
    params,
  );
  return filas.map((f) => f.id);
}

async function ahora(cuerpo: { showNew?: boolean; q?: string }): Promise<{ ids: number[]; total: number }> {
  const r = await e.pedir(admin, 'POST', '/api/admin/sic/cuentas_por_vincular', cuerpo);
  expect(r.statusCode, r.body).toBe(200);
  const b = r.json() as { data: CuentaVincular[]; total: number };
  return { ids: b.data.map((c) => c.id_cuenta), total: b.total };
}

/** Both ways give the same rows, and the total is their number. */
async function iguales(nuevos: boolean, q?: string): Promise<number[]> {
  const viejo = await antes(nuevos, q);
  const nuevo = await ahora({ showNew: nuevos, ...(q ? { q } : {}) });
  expect(viejo.length, `showNew=${nuevos} q=${q}`).toBeLessThan(100);
  expect(nuevo.ids, `showNew=${nuevos} q=${q}`).toEqual(viejo);
  expect(nuevo.total).toBe(viejo.length);
  return viejo;
}

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
});
afterAll(() => e?.cerrar());

describe('productores por vincular: las mismas filas que antes', () => {
  it('todos, showNew y q (con y sin acentos, mayúsculas, clave, dos letras, sin coincidencias)', async () => {
    const todas = await iguales(false);
    const nuevas = await iguales(true);
    expect(nuevas.length).toBeGreaterThan(0);
    expect(nuevas.length).toBeLessThan(todas.length);
    const p = await uno<{ nombres: string; clave: string | null }>(
      e.db,
      `SELECT p.nombres, p.clave_tx AS clave FROM productores p WHERE p.id_cooperativa = 1 AND p.nombres ~ '[áéíóú]' ORDER BY p.id LIMIT 1`,
    );
    const sinAcento = p.nombres.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    for (const q of [p.nombres, sinAcento, p.nombres.toUpperCase(), p.clave ?? 'x', 'ez', 'zzzz', ' lóp ']) {
      await iguales(false, q);
      await iguales(true, q);
    }
  });

  it('showNew sigue a las cuentas: una cuenta en un ciclo anterior quita al productor, borrarla lo devuelve', async () => {
    const c = await uno<{ id: number; id_productor: number; anterior: number }>(
      e.db,
      `SELECT c.id, c.id_productor, (SELECT min(id) FROM ciclos WHERE id_cooperativa = 1 AND id < c.id_ciclo) AS anterior
         FROM cuentas c WHERE c.id_cooperativa = 1 AND c.id_ciclo = ${CICLO} AND c.fecha_baja IS NULL AND c.nuevo_ingreso
        ORDER BY c.id LIMIT 1`,
    );
    expect(c.anterior).not.toBeNull();
    expect(await iguales(true)).toContain(c.id);
    const [vieja] = await e.db.query<{ id: number }>(
      `INSERT INTO cuentas (id_cooperativa, id_productor, id_ciclo) VALUES (1, $1, $2) RETURNING id`,
      [c.id_productor, c.anterior],
    );
    expect(await iguales(true)).not.toContain(c.id);
    await e.db.query('DELETE FROM cuentas WHERE id_cooperativa = 1 AND id = $1', [vieja.id]);
    expect(await iguales(true)).toContain(c.id);
    // Moved to another producer and back: the flag follows the producer it belongs to.
    const otro = await uno<{ id_productor: number }>(
      e.db,
      `SELECT a.id_productor FROM cuentas a WHERE a.id_cooperativa = 1 AND a.id_ciclo < ${CICLO}
          AND NOT EXISTS (SELECT 1 FROM cuentas b WHERE b.id_cooperativa = 1 AND b.id_productor = a.id_productor AND b.id_ciclo = ${CICLO})
        ORDER BY a.id LIMIT 1`,
    );
    await e.db.query('UPDATE cuentas SET id_productor = $2 WHERE id_cooperativa = 1 AND id = $1', [c.id, otro.id_productor]);
    expect(await iguales(true)).not.toContain(c.id);
    await e.db.query('UPDATE cuentas SET id_productor = $2 WHERE id_cooperativa = 1 AND id = $1', [c.id, c.id_productor]);
    expect(await iguales(true)).toContain(c.id);
  });
});

describe('las otras listas', () => {
  it('paso 1: los mismos formularios que antes y su total; q busca en lo que dice el formulario', async () => {
    const viejo = await e.db.query<{ id: number }>(
      `SELECT f.id FROM formularios_campo f WHERE f.id_cooperativa = 1 AND f.id_cuenta IS NULL ORDER BY f.fecha DESC, f.id LIMIT 500`,
    );
    const r = await e.pedir(admin, 'POST', '/api/admin/sic/vinculos');
    expect(r.statusCode, r.body).toBe(200);
    const b = r.json() as { data: FormularioVincular[]; total: number };
    expect(b.data.map((f) => f.id)).toEqual(viejo.map((f) => f.id));
    expect(b.total).toBe(viejo.length);
    const nombre = b.data.find((f) => f.parcela_nombre_otro)!.parcela_nombre_otro!;
    const q = nombre.split(' ')[0].toUpperCase();
    const c = await e.pedir(admin, 'POST', '/api/admin/sic/vinculos', { q });
    expect(c.statusCode, c.body).toBe(200);
    const filtradas = c.json() as { data: FormularioVincular[]; total: number };
    expect(filtradas.data.length).toBeGreaterThan(0);
    expect(filtradas.total).toBe(filtradas.data.length);
    const dice = (f: FormularioVincular) =>
      [f.parcela_nombre_otro, f.id_socio_otro, f.nombre_inspector]
        .join(' ')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const buscado = q
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    expect(filtradas.data.every((f) => dice(f).includes(buscado))).toBe(true);
    expect(filtradas.data.length).toBe(b.data.filter((f) => dice(f).includes(buscado)).length);
  });

  it('paso 1 de parcela: los mismos productores que antes y su total; q por nombre o clave', async () => {
    const viejo = await e.db.query<{ id: number; nombre: string }>(
      `SELECT c.id, p.nombre_completo AS nombre FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
        WHERE c.id_cooperativa = 1 AND c.id IN (
          SELECT f.id_cuenta FROM formularios_campo f WHERE f.id_cooperativa = 1 AND f.id_cuenta IS NOT NULL AND f.id_parcela IS NULL)
        ORDER BY p.nombre_completo, c.id LIMIT 500`,
    );
    const r = await e.pedir(admin, 'GET', '/api/admin/sic/cuentas_por_vincular_parcelas');
    expect(r.statusCode, r.body).toBe(200);
    const b = r.json() as { data: CuentaVincular[]; total: number };
    expect(b.data.map((c) => c.id_cuenta)).toEqual(viejo.map((c) => c.id));
    expect(b.total).toBe(viejo.length);
    const q = viejo[0].nombre.split(' ')[1];
    const c = await e.pedir(admin, 'GET', `/api/admin/sic/cuentas_por_vincular_parcelas?q=${encodeURIComponent(q)}`);
    const filtradas = (c.json() as { data: CuentaVincular[] }).data;
    expect(filtradas.map((x) => x.id_cuenta)).toEqual(
      viejo.filter((x) => x.nombre.toLowerCase().includes(q.toLowerCase())).map((x) => x.id),
    );
  });
});
