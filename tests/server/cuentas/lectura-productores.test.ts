import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilaCuenta } from '@domain/contrato/cuentas';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import type { UsuarioAutenticado } from '../../../server/tipos';
import { paginasProductores, type FilaProductorExcel } from '../../../server/modules/cuentas/cuentas-excel.repository';
import { columnasProductores, NO_EN_EXCEL } from '../../../server/modules/cuentas/cuentas-excel';

/**
 * The producer's one read model (issue 24 item 1): the list, its Excel and the profile read the same columns and
 * figures. A column added to the list row's contract fails here until the Excel shows it (or says why not,
 * NO_EN_EXCEL) and the profile carries it.
 */
let e: Entorno;
let admin: string;

const CAMPOS = Object.keys(FilaCuenta.properties);
const HOY = '2026-11-28';

beforeAll(async () => {
  e = await crearEntorno({}, { productores: 4 });
  admin = await e.entrar('admin@cosecha.demo');
});
afterAll(() => e.cerrar());

describe('la lectura de un productor', () => {
  it('cada columna de la fila del listado está en el Excel, o el Excel dice por qué no', () => {
    const mostradas = new Set(
      columnasProductores({ usa_codigo_tx: 1 }, HOY)
        .map((c) => c.campo)
        .filter(Boolean),
    );
    const faltan = CAMPOS.filter((k) => !mostradas.has(k as never) && !(k in NO_EN_EXCEL));
    expect(faltan).toEqual([]);
    // An excuse for a column it shows, or for one the contract no longer has, is stale.
    expect(Object.keys(NO_EN_EXCEL).filter((k) => mostradas.has(k as never) || !CAMPOS.includes(k))).toEqual([]);
  });

  it('el listado, el Excel y el perfil dan las mismas cifras de un productor', async () => {
    const c = await uno<{ uuid: string; id_ciclo: number }>(
      e.db,
      `SELECT p.uuid::text AS uuid, c.id_ciclo FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
        WHERE c.id_cooperativa = 1 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND c.total_parcelas > 0
        ORDER BY c.id DESC LIMIT 1`,
    );
    // A birth date and a gender, so the Excel's and the profile's personal data are not both empty.
    await e.db.query(
      `UPDATE productores SET fecha_nacimiento = '1970-05-04', id_cat_genero = (SELECT min(id) FROM cat_generos)
        WHERE id_cooperativa = 1 AND uuid = $1`,
      [c.uuid],
    );
    const filtros = [
      { column: 'id_ciclo', operator: '=', value: c.id_ciclo },
      { column: 'confirmado', operator: '=', value: 1 },
      { column: 'uuid', operator: '=', value: c.uuid },
    ];
    const lista = await e.pedir(admin, 'POST', '/api/cuentas_search', { filters: filtros, per_page: 10 });
    expect(lista.statusCode, lista.body).toBe(200);
    const filas = lista.json().data as Record<string, unknown>[];
    expect(filas).toHaveLength(1);
    const [fila] = filas;

    // The Excel: every column that shows a list column shows the list's value.
    const u = { id: 0, uuid: '', email: '', id_rol: 1, id_cooperativa: 1, permisos: [], jti: '', exp: 0 } satisfies UsuarioAutenticado;
    const excel: FilaProductorExcel[] = [];
    for await (const pagina of paginasProductores(e.db, u, filtros)) excel.push(...pagina);
    expect(excel).toHaveLength(1);
    const deExcel = excel[0] as unknown as Record<string, unknown>;
    const columnas = columnasProductores({ usa_codigo_tx: 1 }, HOY);
    for (const col of columnas.filter((x) => x.campo)) expect([col.campo, deExcel[col.campo!]]).toEqual([col.campo, fila[col.campo!]]);

    // The profile: the whole list row with the same values, and the personal data the Excel shows.
    const perfil = await e.pedir(admin, 'GET', `/api/cuentas/${c.uuid}?id_ciclo=${c.id_ciclo}`);
    expect(perfil.statusCode, perfil.body).toBe(200);
    const dePerfil = perfil.json().data as Record<string, unknown>;
    for (const k of CAMPOS) expect([k, dePerfil[k]]).toEqual([k, fila[k]]);
    for (const k of ['estado', 'genero', 'fecha_nacimiento'] as const) expect([k, deExcel[k]]).toEqual([k, dePerfil[k]]);
    expect(deExcel.fecha_nacimiento).toBe('1970-05-04');
    expect(deExcel.genero).not.toBeNull();
  });
});
