import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilaParcela, PerfilParcela } from '@domain/contrato/parcelas';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import type { UsuarioAutenticado } from '../../../server/tipos';
import { columnasParcelas, NO_EN_EXCEL, paginasParcelasListado } from '../../../server/modules/parcelas/parcelas-excel';

/**
 * The plot's one read model (issue 24 item 1): the list, its Excel and the plot profile read the same columns and
 * figures. A column added to the list row's contract fails here until the Excel shows it (or says why not,
 * NO_EN_EXCEL).
 */
let e: Entorno;
let admin: string;

const CAMPOS = Object.keys(FilaParcela.properties);
/** The contract's label of the stored geolocation code: the list adds it in TypeScript; the Excel writes it from the code. */
const ETIQUETAS = ['geolocalizacion'];
const CON_EUDR = { usa_eudr: 1 } as const;

beforeAll(async () => {
  e = await crearEntorno({}, { productores: 4 });
  admin = await e.entrar('admin@cosecha.demo');
});
afterAll(() => e.cerrar());

describe('la lectura de una parcela', () => {
  it('cada columna de la fila del listado está en el Excel, o el Excel dice por qué no', () => {
    const mostradas = new Set(
      columnasParcelas(CON_EUDR)
        .map((c) => c.campo)
        .filter(Boolean),
    );
    const faltan = CAMPOS.filter((k) => !mostradas.has(k as never) && !(k in NO_EN_EXCEL));
    expect(faltan).toEqual([]);
    // An excuse for a column it shows, or for one the contract no longer has, is stale.
    expect(Object.keys(NO_EN_EXCEL).filter((k) => mostradas.has(k as never) || !CAMPOS.includes(k))).toEqual([]);
  });

  it('el listado, el Excel y el perfil dan las mismas cifras de una parcela', async () => {
    const x = await uno<{ uuid: string; id_ciclo: number }>(
      e.db,
      `SELECT x.uuid::text AS uuid, c.id_ciclo FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
        WHERE x.id_cooperativa = 1 AND x.fecha_baja IS NULL AND c.confirmado = 1 AND c.fecha_baja IS NULL AND x.poligono IS NOT NULL
        ORDER BY x.id LIMIT 1`,
    );
    const filtros = [
      { column: 'id_ciclo', operator: '=', value: x.id_ciclo },
      { column: 'uuid', operator: '=', value: x.uuid },
    ];
    const lista = await e.pedir(admin, 'POST', '/api/parcelas_all_search', { filters: filtros, per_page: 10 });
    expect(lista.statusCode, lista.body).toBe(200);
    const filas = lista.json().data as Record<string, unknown>[];
    expect(filas).toHaveLength(1);
    const [fila] = filas;

    // The Excel: every column that shows a list column shows the list's value (the label from the stored code).
    const u = { id: 0, uuid: '', email: '', id_rol: 1, id_cooperativa: 1, permisos: [], jti: '', exp: 0 } satisfies UsuarioAutenticado;
    const excel: Record<string, unknown>[] = [];
    for await (const pagina of paginasParcelasListado(e.db, u, filtros, [])) excel.push(...pagina);
    expect(excel).toHaveLength(1);
    const [deExcel] = excel;
    const columnas = columnasParcelas(CON_EUDR);
    for (const col of columnas.filter((c) => c.campo && !ETIQUETAS.includes(c.campo)))
      expect([col.campo, deExcel[col.campo!]]).toEqual([col.campo, fila[col.campo!]]);
    for (const col of columnas.filter((c) => c.campo && ETIQUETAS.includes(c.campo)))
      expect([col.campo, col.valor(deExcel as never)]).toEqual([col.campo, fila[col.campo!]]);

    // The profile: every list column its contract has, with the list's value (the geolocation label included).
    const perfil = await e.pedir(admin, 'GET', `/api/parcela_profile/${x.uuid}`);
    expect(perfil.statusCode, perfil.body).toBe(200);
    const dePerfil = perfil.json().data as Record<string, unknown>;
    const comunes = CAMPOS.filter((k) => k in PerfilParcela.properties);
    expect(comunes.length).toBeGreaterThan(15);
    for (const k of comunes) expect([k, dePerfil[k]]).toEqual([k, fila[k]]);
    expect(dePerfil.geolocalizacion).toBe('polígono');
  });
});
