import { expect } from 'vitest';
import { e, propios, sinAjenos, pedir, type Casos } from '../contexto';

/** Tenancy cases of the catalogues and cycles: only the session's cooperative's, whatever the filter names. */
export const casos: Casos = {
  'GET /api/acopios/catalogos/cooperativa_conf': async () => {
    for (const url of ['/api/acopios/catalogos/cooperativa_conf', '/api/acopios/catalogos/cooperativa_conf?id_cooperativa=1']) {
      const r = await pedir('GET', url);
      expect(r.statusCode).toBe(200);
      expect(r.json().data.map((c: { id_cooperativa: number }) => c.id_cooperativa)).toEqual([2]);
      sinAjenos(r);
    }
  },
  'GET /api/paises': async () => {
    const r = await pedir('GET', '/api/paises?id_cooperativa=1');
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toHaveLength(9);
    sinAjenos(r);
  },
  'GET /api/roles': async () => {
    const r = await pedir('GET', '/api/roles');
    expect(r.statusCode).toBe(200);
    expect(r.json().data.map((x: { id: number }) => x.id)).not.toContain(1);
    sinAjenos(r);
  },
  'POST /api/ciclos': async () => {
    const propios = (await e.db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = 2 ORDER BY id')).map((c) => c.id);
    for (const value of [1, 3]) {
      const r = await pedir('POST', '/api/ciclos', { filters: [{ column: 'id_cooperativa', operator: '=', value }] });
      expect(r.statusCode).toBe(200);
      expect(r.json().data.map((c: { id: number }) => c.id)).toEqual(propios);
      sinAjenos(r);
    }
  },
  'POST /api/centros_acopios_search': async () => {
    for (const body of [
      {},
      { filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }] },
      { filters: [{ column: 'q', operator: 'like', value: 'Jaltenango' }] },
      { filters: [{ column: 'nombre', operator: 'like', value: 'Peto' }], per_page: 100 },
    ]) {
      const r = await pedir('POST', '/api/centros_acopios_search', body);
      expect(r.statusCode).toBe(200);
      expect(r.json().data.every((c: { id_cooperativa: number }) => c.id_cooperativa === 2)).toBe(true);
      sinAjenos(r);
    }
  },
  'GET /api/sic/regiones': async () => {
    const r = await pedir('GET', '/api/sic/regiones?id_cooperativa=1');
    expect(r.json().data.map((x: { nombre: string }) => x.nombre)).toEqual(['Chontalpa Norte', 'Chontalpa Sur']);
    sinAjenos(r);
  },
  'GET /api/sic/centros_de_acopio': async () => {
    const r = await pedir('GET', '/api/sic/centros_de_acopio?id_cooperativa=1');
    expect(r.json().data.length).toBe(2);
    sinAjenos(r);
  },
  'GET /api/cooperativas_municipios': async () => {
    const r = await pedir('GET', '/api/cooperativas_municipios');
    expect(r.json().data.every((m: { estado: string }) => m.estado === 'Tabasco')).toBe(true);
    sinAjenos(r);
  },
  'GET /api/municipios': async () => {
    const r = await pedir('GET', '/api/municipios');
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
  },
  'GET /api/localidades_municipio_all/:id_municipio': async () => {
    const r = await pedir('GET', `/api/localidades_municipio_all/${propios.municipio}`);
    expect(r.json().data.length).toBeGreaterThan(0);
    sinAjenos(r);
  },
  'GET /api/localidades_mununicipio/:id_municipio': async () => {
    const r = await pedir('GET', `/api/localidades_mununicipio/${propios.municipio}`);
    expect(r.json().data.length).toBeGreaterThan(0);
    sinAjenos(r);
  },
  'GET /api/categorias': async () => {
    const r = await pedir('GET', '/api/categorias');
    expect(r.json().data.map((c: { id: number }) => c.id)).toEqual([7, 2, 3, 5, 4, 6]);
    sinAjenos(r);
  },
  'GET /api/admin/sic/catalog/generos': async () => {
    sinAjenos(await pedir('GET', '/api/admin/sic/catalog/generos'));
  },
  'GET /api/admin/sic/catalog/niveles_riesgo': async () => {
    sinAjenos(await pedir('GET', '/api/admin/sic/catalog/niveles_riesgo'));
  },
};
