import { kmlDe, multipartKml } from '../../parcelas/croquis-ayudas';
import { expect } from 'vitest';
import {
  e,
  gerente,
  ajenos,
  otra,
  propios,
  sinAjenos,
  celdasExcel,
  es404,
  pedir,
  plotsCroquis,
  cuadradoCroquis,
  type Casos,
} from '../contexto';

function casosCroquis(): Record<string, () => Promise<void>> {
  const lecturas = [
    'parcela_profile',
    'parcelas_croquis',
    'parcelas_colindancias',
    'parcelas_alertas',
    'parcelas_croquis_captura',
    'parcela_geojson',
    'parcelas_croquis_intersecciones',
  ];
  const casos: Record<string, () => Promise<void>> = {};
  for (const ruta of lecturas) {
    casos[`GET /api/${ruta}/:uuid`] = async () => {
      const c = await plotsCroquis();
      for (const u of c.otras) es404(await pedir('GET', `/api/${ruta}/${u}`));
      const r = await pedir('GET', `/api/${ruta}/${c.propia}`);
      expect(r.statusCode, r.body).toBe(200);
      sinAjenos(r);
    };
  }
  casos['POST /api/update_croquis'] = async () => {
    const c = await plotsCroquis();
    for (const u of c.otras) es404(await pedir('POST', '/api/update_croquis', { uuid: u, croquis: cuadradoCroquis(c.lat, c.lng) }));
    const r = await pedir('POST', '/api/update_croquis', { uuid: c.propia, croquis: cuadradoCroquis(c.lat, c.lng) });
    expect(r.statusCode, r.body).toBe(200);
    sinAjenos(r);
  };
  casos['POST /api/kml_import'] = async () => {
    const c = await plotsCroquis();
    const kml = kmlDe([cuadradoCroquis(c.lat, c.lng)]);
    const enviar = (u: string) => {
      const m = multipartKml(u, kml);
      return e.app.inject({
        method: 'POST',
        url: '/api/kml_import',
        payload: m.payload,
        headers: { ...m.headers, authorization: `Bearer ${gerente}` },
      });
    };
    for (const u of c.otras) es404(await enviar(u));
    const r = await enviar(c.propia);
    expect(r.statusCode, r.body).toBe(200);
    sinAjenos(r);
  };
  for (const ruta of ['eliminarultimocroquis', 'eliminarcroquis']) {
    casos[`DELETE /api/${ruta}/:uuid`] = async () => {
      const c = await plotsCroquis();
      for (const u of c.otras) es404(await pedir('DELETE', `/api/${ruta}/${u}`));
      expect((await pedir('POST', '/api/update_croquis', { uuid: c.propia, croquis: cuadradoCroquis(c.lat, c.lng) })).statusCode).toBe(200);
      const r = await pedir('DELETE', `/api/${ruta}/${c.propia}`);
      expect(r.statusCode, r.body).toBe(200);
      sinAjenos(r);
    };
  }
  casos['POST /api/parcelas_altitudes/:uuid'] = async () => {
    const c = await plotsCroquis();
    for (const u of c.otras) es404(await pedir('POST', `/api/parcelas_altitudes/${u}`));
    expect((await pedir('POST', '/api/update_croquis', { uuid: c.propia, croquis: cuadradoCroquis(c.lat, c.lng) })).statusCode).toBe(200);
    // No ELEVACION_URL in this suite: the clear 503, and nothing of anyone else.
    const r = await pedir('POST', `/api/parcelas_altitudes/${c.propia}`);
    expect(r.statusCode, r.body).toBe(503);
    sinAjenos(r);
  };
  return casos;
}

/** Tenancy cases of plot sketches, the plot list and its dashboard. */
export const casos: Casos = {
  // ── branch parcelas-croquis: the plot sketch (profile, alerts, neighbours, editor save, KML, removals, altitudes) ──
  ...casosCroquis(),
  // ── branch parcelas-listado: plot list, its Excel and the plots dashboard ──
  'POST /api/parcelas_all_search': async () => {
    for (const body of [
      {},
      { per_page: 100 },
      { filters: [{ column: 'id_ciclo', operator: '=', value: otra.idsCiclos[0] }] },
      { filters: [{ column: 'id_ciclo', operator: 'in', value: otra.idsCiclos }], per_page: 100 },
      { filters: [{ column: 'q', operator: 'like', value: 'SM-' }] },
      { filters: [{ column: 'productor_uuid', operator: '=', value: otra.productor1 }] },
      { filters: [{ column: 'id_cuenta', operator: '=', value: otra.cuenta1.id }] },
      { filters: [{ column: 'geoFilter', operator: '=', value: 1 }], per_page: 100 },
    ]) {
      const r = await pedir('POST', '/api/parcelas_all_search', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(200);
      sinAjenos(r);
    }
    const propias = await pedir('POST', '/api/parcelas_all_search', {
      filters: [{ column: 'id_ciclo', operator: '=', value: propios.idCiclo }],
    });
    expect(propias.json().total).toBeGreaterThan(0);
    expect(
      (await pedir('POST', '/api/parcelas_all_search', { filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }] })).statusCode,
    ).toBe(422);
  },
  'GET /api/xls/parcelas/:uuid': async () => {
    for (const u of otra.ciclos) es404(await pedir('GET', `/api/xls/parcelas/${u}`));
    for (const qs of ['', '?q=SM-', '?geoFilter=1&sort=municipio&order=desc']) {
      const r = await pedir('GET', `/api/xls/parcelas/${propios.ciclo}${qs}`);
      expect(r.statusCode, qs).toBe(200);
      const celdas = await celdasExcel(r.rawPayload);
      expect(
        ajenos.filter((m) => celdas.includes(m)),
        qs,
      ).toEqual([]);
      if (qs === '') expect(celdas).toContain(propios.clave);
    }
    expect((await pedir('GET', `/api/xls/parcelas/${propios.ciclo}?id_cooperativa=1`)).statusCode).toBe(422);
  },
  ...Object.fromEntries(
    [
      'dashboards/parcelas/totales',
      'dashboards/parcelas/plantas',
      'dashboards/parcelas/otras',
      'dashboard/avances/productores_majomut_genero',
    ].map((n) => [
      `POST /api/${n}_search`,
      async () => {
        const ruta = `/api/${n}_search`;
        for (const id of otra.idsCiclos) es404(await pedir('POST', ruta, { filters: [{ column: 'id_ciclo', operator: '=', value: id }] }));
        const r = await pedir('POST', ruta, { filters: [{ column: 'id_ciclo', operator: '=', value: propios.idCiclo }] });
        expect(r.statusCode).toBe(200);
        expect(r.json().data.length).toBeGreaterThan(0);
        sinAjenos(r);
        const conCoop = await pedir('POST', ruta, {
          filters: [
            { column: 'id_ciclo', operator: '=', value: propios.idCiclo },
            { column: 'id_cooperativa', operator: '=', value: 1 },
          ],
        });
        expect(conCoop.statusCode).toBe(422);
      },
    ]),
  ),
  // ── end of branch parcelas-listado ──
};
