import { pngValido } from '../../entorno';
import { subir } from '../../ayudas';
import { expect } from 'vitest';
import { e, gerente, otra, propia, sinAjenos, es404, pedir, datosCoop, type Casos } from '../contexto';

/** Tenancy cases of cooperatives, their configuration, logos and stored files. */
export const casos: Casos = {
  'POST /api/cooperativas_search': async () => {
    for (const body of [
      {},
      { filters: [{ column: 'q', operator: 'like', value: 'cafetaleros' }] },
      { filters: [{ column: 'id_cat_productos', operator: 'in', value: [1, 3] }] },
      { filters: [{ column: 'nombre', operator: '=', value: 'Apicultores Mayas de Yucatán' }] },
      { per_page: 100, sorts: [{ column: 'id', sort: 'asc' }] },
    ]) {
      const r = await pedir('POST', '/api/cooperativas_search', body);
      expect(r.statusCode).toBe(200);
      expect(
        r
          .json()
          .data.map((c: { id: number }) => c.id)
          .filter((id: number) => id !== 2),
      ).toEqual([]);
      sinAjenos(r);
    }
  },
  'GET /api/cooperativas': async () => {
    const r = await pedir('GET', '/api/cooperativas?id_cooperativa=1');
    expect(r.statusCode).toBe(200);
    expect(r.json().data.map((c: { id: number }) => c.id)).toEqual([2]);
    sinAjenos(r);
  },
  'GET /api/cooperativas/:uuid': async () => {
    for (const u of [otra.coop1, otra.coop3]) es404(await pedir('GET', `/api/cooperativas/${u}`));
    const r = await pedir('GET', `/api/cooperativas/${propia}`);
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
  },
  'POST /api/cooperativas': async () => {
    const r = await pedir('POST', '/api/cooperativas', datosCoop('Cooperativa Intrusa'));
    expect(r.statusCode).toBe(403);
    sinAjenos(r);
  },
  'PUT /api/cooperativas/:uuid': async () => {
    for (const u of [otra.coop1, otra.coop3]) es404(await pedir('PUT', `/api/cooperativas/${u}`, { ...datosCoop('Tomada'), version: 1 }));
  },
  'GET /api/cooperativas/:uuid/configuracion': async () => {
    for (const u of [otra.coop1, otra.coop3]) es404(await pedir('GET', `/api/cooperativas/${u}/configuracion`));
    const r = await pedir('GET', `/api/cooperativas/${propia}/configuracion`);
    expect(r.json().data.id_cooperativa).toBe(2);
  },
  'PUT /api/cooperativas/:uuid/configuracion': async () => {
    for (const u of [otra.coop1, otra.coop3])
      es404(await pedir('PUT', `/api/cooperativas/${u}/configuracion`, { usa_sic: 0, zona_horaria: 'America/Lima', version: 1 }));
    const r = await pedir('PUT', `/api/cooperativas/${propia}/configuracion`, { id_cooperativa: 1, usa_sic: 0 });
    expect(r.statusCode).toBe(422);
  },
  'POST /api/cooperativas/:uuid/logo': async () => {
    for (const u of [otra.coop1, otra.coop3])
      es404(await subir(e, gerente, `/api/cooperativas/${u}/logo`, 'logo.png', 'image/png', pngValido()));
  },
  'POST /api/cooperativas/:uuid/logo_certificacion': async () => {
    for (const u of [otra.coop1, otra.coop3])
      es404(await subir(e, gerente, `/api/cooperativas/${u}/logo_certificacion`, 'logo.png', 'image/png', pngValido()));
  },
  'GET /api/archivos/:uuid': async () => {
    for (const u of [otra.logo1, otra.firma1, otra.logo3]) es404(await pedir('GET', `/api/archivos/${u}`));
  },
};
