import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uno, contar } from '../../ayudas';
import { expect } from 'vitest';
import { e, admin, ajenos, otra, propios, sinAjenos, celdasExcel, es404, pedir, type Casos } from '../contexto';

/**
 * Registry additions and removals (branch altas): another cooperative's requests are never decided, whether named
 * with its cycle or with one's own; a selection mixing one's own pending request with another's changes nothing.
 */
function casosSolicitudesPadron(): Record<string, () => Promise<void>> {
  const ajenas = async (tabla: 'cuentas_altas_solicitud' | 'cuentas_bajas') =>
    (
      await e.db.query<{ uuid: string; id_ciclo: number }>(`SELECT uuid, id_ciclo FROM ${tabla} WHERE id_cooperativa IN (1, 3) ORDER BY id`)
    ).slice(0, 3);
  const propiaPendiente = async (tabla: 'cuentas_altas_solicitud' | 'cuentas_bajas') =>
    uno<{ uuid: string }>(
      e.db,
      `SELECT uuid FROM ${tabla} WHERE id_cooperativa = 2 AND confirmado = 0 AND cancelado_at IS NULL ORDER BY id LIMIT 1`,
    );
  const estado = (tabla: string, uuid: string) =>
    uno<{ confirmado: number; cancelado: boolean }>(
      e.db,
      `SELECT confirmado::int AS confirmado, cancelado_at IS NOT NULL AS cancelado FROM ${tabla} WHERE uuid = $1`,
      [uuid],
    );
  const decidir =
    (ruta: string, tabla: 'cuentas_altas_solicitud' | 'cuentas_bajas', campo: 'ids' | 'uuids', padrones: boolean) => async () => {
      const extra = padrones ? { padronesSeleccionados: ['confirmado', 'organico'] } : {};
      const suya = await propiaPendiente(tabla);
      for (const a of await ajenas(tabla)) {
        es404(await pedir('POST', ruta, { [campo]: [a.uuid], id_ciclo: a.id_ciclo, ...extra }));
        es404(await pedir('POST', ruta, { [campo]: [a.uuid], id_ciclo: propios.idCiclo, ...extra }));
        es404(await pedir('POST', ruta, { [campo]: [suya.uuid, a.uuid], id_ciclo: propios.idCiclo, ...extra }));
      }
      expect(await estado(tabla, suya.uuid)).toEqual({ confirmado: 0, cancelado: false });
      const conCoop = await pedir('POST', ruta, { [campo]: [suya.uuid], id_ciclo: propios.idCiclo, id_cooperativa: 1, ...extra });
      expect(conCoop.statusCode).toBe(422);
    };
  const excel = (nombre: string) => async () => {
    for (const u of otra.ciclos) es404(await pedir('GET', `/api/xls/${nombre}/${u}`));
    const r = await pedir('GET', `/api/xls/${nombre}/${propios.ciclo}`);
    expect(r.statusCode).toBe(200);
    const celdas = await celdasExcel(r.rawPayload);
    expect(ajenos.filter((m) => celdas.includes(m))).toEqual([]);
    expect(celdas).toContain('Nombre');
    expect((await pedir('GET', `/api/xls/${nombre}/${propios.ciclo}?id_cooperativa=1`)).statusCode).toBe(422);
  };
  return {
    'POST /api/admin/sic/confirmar_altas': decidir('/api/admin/sic/confirmar_altas', 'cuentas_altas_solicitud', 'ids', true),
    'POST /api/admin/sic/cancelar_altas': decidir('/api/admin/sic/cancelar_altas', 'cuentas_altas_solicitud', 'ids', false),
    'POST /api/admin/sic/confirmar_bajas': decidir('/api/admin/sic/confirmar_bajas', 'cuentas_bajas', 'uuids', true),
    'POST /api/admin/sic/cancelar_bajas': decidir('/api/admin/sic/cancelar_bajas', 'cuentas_bajas', 'uuids', false),
    'POST /api/admin/sic/padron_bajas_search': async () => {
      for (const body of [
        {},
        { per_page: 100 },
        { filters: [{ column: 'id_ciclo', operator: '=', value: otra.idsCiclos[0] }] },
        { filters: [{ column: 'q', operator: 'like', value: 'SM-' }] },
      ]) {
        const r = await pedir('POST', '/api/admin/sic/padron_bajas_search', body);
        expect(r.statusCode, JSON.stringify(body)).toBe(200);
        sinAjenos(r);
      }
      expect((await pedir('POST', '/api/admin/sic/padron_bajas_search', {})).json().total).toBeGreaterThan(0);
      const conCoop = await pedir('POST', '/api/admin/sic/padron_bajas_search', {
        filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }],
      });
      expect(conCoop.statusCode).toBe(422);
    },
    'GET /api/xls/padron_altas/:uuid': excel('padron_altas'),
    'GET /api/xls/padron_bajas/:uuid': excel('padron_bajas'),
  };
}

/** Tenancy cases of the registry: complete, sheets, maps, additions and removals, concentrated. */
export const casos: Casos = {
  // ── branch completo: the complete register (spec 001 §2.9, §2.10, §7 'Registry') ──
  'POST /api/tx_padron_completo_search': async () => {
    for (const id of otra.idsCiclos)
      es404(await pedir('POST', '/api/tx_padron_completo_search', { filters: [{ column: 'id_ciclo', operator: '=', value: id }] }));
    const r = await pedir('POST', '/api/tx_padron_completo_search', {
      filters: [{ column: 'id_ciclo', operator: '=', value: propios.idCiclo }],
      per_page: 100,
      totales: true,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().total).toBeGreaterThan(0);
    sinAjenos(r);
    const ajena = await pedir('POST', '/api/tx_padron_completo_search', {
      filters: [
        { column: 'id_ciclo', operator: '=', value: propios.idCiclo },
        { column: 'id_cuenta', operator: '=', value: otra.cuenta1.id },
      ],
    });
    expect(ajena.json().total).toBe(0);
    const conCoop = await pedir('POST', '/api/tx_padron_completo_search', {
      filters: [
        { column: 'id_ciclo', operator: '=', value: propios.idCiclo },
        { column: 'id_cooperativa', operator: '=', value: 1 },
      ],
    });
    expect(conCoop.statusCode).toBe(422);
  },
  'POST /api/admin/sic/padron_edit/:column': async () => {
    es404(
      await pedir('POST', '/api/admin/sic/padron_edit/curp', { id_cuenta: otra.cuenta1.id, new_value: 'INTRUSO', valor_anterior: null }),
    );
    const ajena = await uno<{ curp: string | null }>(
      e.db,
      'SELECT p.curp FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor WHERE c.id_cooperativa = 1 AND c.id = $1',
      [otra.cuenta1.id],
    );
    es404(
      await pedir('POST', '/api/admin/sic/padron_edit/curp', {
        id_cuenta: otra.cuenta1.id,
        new_value: 'INTRUSO',
        valor_anterior: ajena.curp,
      }),
    );
    const propia = await uno<{ id: number; curp: string | null }>(
      e.db,
      `SELECT c.id, p.curp FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
        WHERE c.id_cooperativa = 2 AND c.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL ORDER BY c.id LIMIT 1`,
      [propios.idCiclo],
    );
    // Another cooperative's inspector is not an option of this one.
    const inspector1 = await uno<{ id: number }>(e.db, 'SELECT id FROM inspectores WHERE id_cooperativa = 1 ORDER BY id LIMIT 1');
    const sic = await pedir('POST', '/api/admin/sic/padron_edit/s1_lista_inspector', {
      id_cuenta: propia.id,
      new_value: inspector1.id,
      valor_anterior: null,
    });
    expect(sic.statusCode).toBe(422);
    const r = await pedir('POST', '/api/admin/sic/padron_edit/curp', {
      id_cuenta: propia.id,
      new_value: 'PROPIA',
      valor_anterior: propia.curp,
    });
    expect(r.statusCode, r.body).toBe(200);
    sinAjenos(r);
  },
  'GET /api/tx_parcelas_productor_padron/:id_ciclo': async () => {
    es404(await pedir('GET', `/api/tx_parcelas_productor_padron/${otra.cuenta1.id_ciclo}?id_cuenta=${otra.cuenta1.id}`));
    es404(await pedir('GET', `/api/tx_parcelas_productor_padron/${propios.idCiclo}?id_cuenta=${otra.cuenta1.id}`));
    const propia = await uno<{ id: number }>(
      e.db,
      'SELECT id FROM cuentas WHERE id_cooperativa = 2 AND id_ciclo = $1 AND confirmado = 1 AND fecha_baja IS NULL AND total_parcelas > 0 ORDER BY id LIMIT 1',
      [propios.idCiclo],
    );
    const r = await pedir('GET', `/api/tx_parcelas_productor_padron/${propios.idCiclo}?id_cuenta=${propia.id}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.length).toBeGreaterThan(0);
    sinAjenos(r);
  },
  // ── branch hojas: the producer's registry sheet (PDF); its text is read with pdftotext (the bytes are compressed) ──
  'GET /api/pdf/:reporte/:uuid': async () => {
    for (const id of otra.idsCiclos) es404(await pedir('GET', `/api/pdf/padron/${otra.productor1}?id_ciclo=${id}`));
    es404(await pedir('GET', `/api/pdf/padron/${otra.productor1}?id_ciclo=${propios.idCiclo}`));
    const suyo = await uno<{ uuid: string }>(
      e.db,
      `SELECT p.uuid FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
        WHERE c.id_cooperativa = 2 AND c.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND c.total_parcelas > 0 ORDER BY c.id LIMIT 1`,
      [propios.idCiclo],
    );
    for (const id of otra.idsCiclos) es404(await pedir('GET', `/api/pdf/padron/${suyo.uuid}?id_ciclo=${id}`));
    expect((await pedir('GET', `/api/pdf/padron/${suyo.uuid}?id_ciclo=${propios.idCiclo}&id_cooperativa=1`)).statusCode).toBe(422);
    const r = await pedir('GET', `/api/pdf/padron/${suyo.uuid}?id_ciclo=${propios.idCiclo}`);
    expect(r.statusCode, r.body).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'hoja-inquilinos-'));
    writeFileSync(join(dir, 'h.pdf'), r.rawPayload);
    const texto = execFileSync('pdftotext', [join(dir, 'h.pdf'), '-'], { encoding: 'utf8' });
    rmSync(dir, { recursive: true, force: true });
    expect(texto).toContain('Hoja del padrón');
    expect(ajenos.filter((m) => texto.includes(m))).toEqual([]);
  },
  ...Object.fromEntries(
    ['padron_completo', 'padron_completo_apodip'].map((ruta) => [
      `GET /api/xls/${ruta}/:id_ciclo`,
      async () => {
        for (const id of otra.idsCiclos) es404(await pedir('GET', `/api/xls/${ruta}/${id}`));
        const r = await pedir('GET', `/api/xls/${ruta}/${propios.idCiclo}`);
        expect(r.statusCode).toBe(200);
        const celdas = await celdasExcel(r.rawPayload);
        expect(ajenos.filter((m) => celdas.includes(m))).toEqual([]);
        expect(celdas.length).toBeGreaterThan(0);
      },
    ]),
  ),
  'GET /api/admin/sic/catalog/tenencia': async () => {
    sinAjenos(await pedir('GET', '/api/admin/sic/catalog/tenencia'));
  },
  'GET /api/admin/sic/catalog/si_no': async () => {
    sinAjenos(await pedir('GET', '/api/admin/sic/catalog/si_no'));
  },
  'POST /api/admin/sic/inspectores_search': async () => {
    const r = await pedir('POST', '/api/admin/sic/inspectores_search', { per_page: 100 });
    expect(r.statusCode).toBe(200);
    const propios2 = await contar(e.db, 'inspectores WHERE id_cooperativa = 2');
    expect(r.json().total).toBe(propios2);
    const ids1 = (await e.db.query<{ id: number }>('SELECT id FROM inspectores WHERE id_cooperativa <> 2')).map((x) => x.id);
    expect(r.json().data.filter((x: { id: number }) => ids1.includes(x.id))).toEqual([]);
  },
  'GET /api/xls/cuentas/:uuid': async () => {
    for (const u of otra.ciclos) es404(await pedir('GET', `/api/xls/cuentas/${u}`));
    for (const qs of ['', '?q=SM-', '?organico=1']) {
      const r = await pedir('GET', `/api/xls/cuentas/${propios.ciclo}${qs}`);
      expect(r.statusCode, qs).toBe(200);
      const celdas = await celdasExcel(r.rawPayload);
      expect(
        ajenos.filter((m) => celdas.includes(m)),
        qs,
      ).toEqual([]);
      if (qs === '') expect(celdas).toContain(propios.clave);
    }
    expect((await pedir('GET', `/api/xls/cuentas/${propios.ciclo}?id_cooperativa=1`)).statusCode).toBe(422);
  },
  'GET /api/parcelas_exportar/:uuid': async () => {
    for (const u of otra.ciclos) es404(await pedir('GET', `/api/parcelas_exportar/${u}?formato=geojson&datos=todos`));
    for (const formato of ['kml', 'geojson']) {
      const r = await pedir('GET', `/api/parcelas_exportar/${propios.ciclo}?formato=${formato}&datos=todos&geometria=poligonos`);
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain(propios.clave);
      sinAjenos(r);
    }
    const traces = await pedir('GET', `/api/parcelas_exportar/${propios.ciclo}?formato=traces`);
    expect(traces.statusCode).toBe(200);
    sinAjenos(traces);
    // ?cuenta=: another cooperative's producer is not found, even with one's own cycle
    for (const u of [otra.productor1, otra.productor3]) {
      es404(await pedir('GET', `/api/parcelas_exportar/${propios.ciclo}?formato=traces&cuenta=${u}`));
      es404(await pedir('GET', `/api/parcelas_exportar/${otra.ciclos[0]}?formato=traces&cuenta=${u}`));
    }
    const suyo = await pedir('GET', `/api/parcelas_exportar/${propios.ciclo}?formato=traces&cuenta=${propios.productor}`);
    expect(suyo.statusCode).toBe(200);
    sinAjenos(suyo);
  },
  'GET /api/parcelas_exportar_revision/:uuid': async () => {
    for (const u of otra.ciclos) es404(await pedir('GET', `/api/parcelas_exportar_revision/${u}`));
    const r = await pedir('GET', `/api/parcelas_exportar_revision/${propios.ciclo}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.aceptadas).toBeGreaterThan(0);
    sinAjenos(r);
    for (const u of [otra.productor1, otra.productor3])
      es404(await pedir('GET', `/api/parcelas_exportar_revision/${propios.ciclo}?cuenta=${u}`));
    const suyo = await pedir('GET', `/api/parcelas_exportar_revision/${propios.ciclo}?cuenta=${propios.productor}`);
    expect(suyo.statusCode).toBe(200);
    expect(suyo.json().data.productor.uuid).toBe(propios.productor);
    sinAjenos(suyo);
  },
  'POST /api/admin/sic/padron_altas': async () => {
    for (const id of otra.idsCiclos) {
      es404(
        await pedir('POST', '/api/admin/sic/padron_altas', {
          filters: [
            { column: 'id_ciclo', operator: '=', value: id },
            { column: 'confirmado', operator: '=', value: 0 },
          ],
        }),
      );
    }
    for (const confirmado of [0, 1]) {
      const r = await pedir('POST', '/api/admin/sic/padron_altas', {
        filters: [
          { column: 'id_ciclo', operator: '=', value: propios.idCiclo },
          { column: 'confirmado', operator: '=', value: confirmado },
        ],
      });
      expect(r.statusCode).toBe(200);
      expect(r.json().data.length).toBeGreaterThan(0);
      sinAjenos(r);
    }
    const conCoop = await pedir('POST', '/api/admin/sic/padron_altas', {
      filters: [
        { column: 'id_ciclo', operator: '=', value: propios.idCiclo },
        { column: 'confirmado', operator: '=', value: 0 },
        { column: 'id_cooperativa', operator: '=', value: 1 },
      ],
    });
    expect(conCoop.statusCode).toBe(422);
  },
  'POST /api/admin/sic/padron_altas_search': async () => {
    for (const body of [
      {},
      { per_page: 100 },
      { filters: [{ column: 'id_ciclo', operator: '=', value: otra.idsCiclos[0] }] },
      { filters: [{ column: 'q', operator: 'like', value: 'SM-' }] },
    ]) {
      const r = await pedir('POST', '/api/admin/sic/padron_altas_search', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(200);
      expect(r.json().data.every((x: { id_ciclo: number }) => x.id_ciclo === propios.idCiclo)).toBe(true);
      sinAjenos(r);
    }
    expect((await pedir('POST', '/api/admin/sic/padron_altas_search', {})).json().total).toBeGreaterThan(0);
  },
  // ── branch mapas: locality risk maps (spec 001 §2.13); the risk is the cooperative's own ──
  ...Object.fromEntries(
    ['tx_padron_mapas_search', 'tx_padron_mapas_detalle_search'].map((ruta) => [
      `POST /api/${ruta}`,
      async () => {
        for (const id of otra.idsCiclos)
          es404(await pedir('POST', `/api/${ruta}`, { filters: [{ column: 'id_ciclo', operator: '=', value: id }] }));
        const r = await pedir('POST', `/api/${ruta}`, {
          filters: [{ column: 'id_ciclo', operator: '=', value: propios.idCiclo }],
          per_page: 100,
        });
        expect(r.statusCode, r.body).toBe(200);
        expect(r.json().data.length).toBeGreaterThan(0);
        sinAjenos(r);
        const conCoop = await pedir('POST', `/api/${ruta}`, {
          filters: [
            { column: 'id_ciclo', operator: '=', value: propios.idCiclo },
            { column: 'id_cooperativa', operator: '=', value: 1 },
          ],
        });
        expect(conCoop.statusCode).toBe(422);
      },
    ]),
  ),
  'PUT /api/localidades/:uuid': async () => {
    // a locality of cooperative 1's producers where cooperative 2 has none: not found, and its risk untouched (huella)
    const ajena = await uno<{ uuid: string }>(
      e.db,
      `SELECT l.uuid FROM localidades l WHERE EXISTS (SELECT 1 FROM productores p WHERE p.id_cooperativa = 1 AND p.id_localidad = l.id)
          AND NOT EXISTS (SELECT 1 FROM productores p WHERE p.id_cooperativa = 2 AND p.id_localidad = l.id) ORDER BY l.id LIMIT 1`,
    );
    es404(await pedir('PUT', `/api/localidades/${ajena.uuid}`, { id_cat_localidad_riesgo: 3 }));
    expect((await pedir('PUT', `/api/localidades/${ajena.uuid}`, { id_cat_localidad_riesgo: 3, id_cooperativa: 1 })).statusCode).toBe(422);
    const suya = await uno<{ uuid: string }>(
      e.db,
      'SELECT l.uuid FROM localidades l WHERE EXISTS (SELECT 1 FROM productores p WHERE p.id_cooperativa = 2 AND p.id_localidad = l.id) ORDER BY l.id LIMIT 1',
    );
    const r = await pedir('PUT', `/api/localidades/${suya.uuid}`, { id_cat_localidad_riesgo: 2 });
    expect(r.statusCode, r.body).toBe(200);
    sinAjenos(r);
  },
  'GET /api/padron_mapas_kml': async () => {
    for (const id of otra.idsCiclos) es404(await pedir('GET', `/api/padron_mapas_kml?id_ciclo=${id}`));
    const r = await pedir('GET', `/api/padron_mapas_kml?id_ciclo=${propios.idCiclo}`);
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<Placemark>');
    sinAjenos(r);
  },
  // ── branch altas: the registry's additions and removals (confirm, cancel, Bajas list, Excel files) ──
  ...casosSolicitudesPadron(),
  // ── branch concentrado: the concentrated register counts only the session's cooperative; localities and versions
  // are shared catalogues that say nothing of any cooperative ──
  'POST /api/tx_padron_concentrado_search': async () => {
    const url = '/api/tx_padron_concentrado_search';
    const cuerpo = (id: number) => ({ filters: [{ column: 'id_ciclo', operator: '=', value: id }], per_page: 100, totales: true });
    for (const id of otra.idsCiclos) es404(await pedir('POST', url, cuerpo(id)));
    const r = await pedir('POST', url, cuerpo(propios.idCiclo));
    expect(r.statusCode, r.body).toBe(200);
    sinAjenos(r);
    const propiasSql = await e.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM cuentas WHERE id_cooperativa = 2 AND id_ciclo = $1 AND confirmado = 1 AND fecha_baja IS NULL`,
      [propios.idCiclo],
    );
    expect(r.json().totales.totales_socios).toBe(propiasSql[0].n);
    const lugares = await e.db.query<{ id: number }>(
      `SELECT DISTINCT p.id_localidad AS id FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
        WHERE c.id_cooperativa = 2 AND c.id_ciclo = $1`,
      [propios.idCiclo],
    );
    const ids = new Set(lugares.map((l) => l.id));
    for (const f of r.json().data as { id_localidad: number }[]) expect(ids.has(f.id_localidad)).toBe(true);
    const conCoop = await pedir('POST', url, {
      filters: [
        { column: 'id_ciclo', operator: '=', value: propios.idCiclo },
        { column: 'id_cooperativa', operator: '=', value: 1 },
      ],
    });
    expect(conCoop.statusCode).toBe(422);
  },
  'GET /api/xls/padron_concentrado/:uuid': async () => {
    for (const u of otra.ciclos) es404(await pedir('GET', `/api/xls/padron_concentrado/${u}`));
    const r = await pedir('GET', `/api/xls/padron_concentrado/${propios.ciclo}`);
    expect(r.statusCode).toBe(200);
    const celdas = await celdasExcel(r.rawPayload);
    expect(ajenos.filter((m) => celdas.includes(m))).toEqual([]);
    expect(celdas).toContain('Totales');
  },
  'POST /api/localidades_search': async () => {
    for (const body of [
      { per_page: 100 },
      { filters: [{ column: 'id_municipio', operator: '=', value: otra.municipio1 }], per_page: 100 },
      { filters: [{ column: 'q', operator: 'like', value: 'a' }], per_page: 100 },
    ]) {
      const r = await pedir('POST', '/api/localidades_search', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(200);
      sinAjenos(r);
      // The catalogue is the same whoever asks: the platform administrator of cooperative 1 reads the same rows.
      expect((await e.pedir(admin, 'POST', '/api/localidades_search', body)).json()).toEqual(r.json());
    }
    const conCoop = await pedir('POST', '/api/localidades_search', { filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }] });
    expect(conCoop.statusCode).toBe(422);
  },
  'POST /api/versiones_search': async () => {
    const r = await pedir('POST', '/api/versiones_search', {});
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBeGreaterThan(0);
    sinAjenos(r);
    expect((await e.pedir(admin, 'POST', '/api/versiones_search', {})).json()).toEqual(r.json());
  },
};
