import { expect } from 'vitest';
import { uno } from '../../ayudas';
import { ajenos, celdasExcel, e, es404, otra, pedir, sinAjenos, type Casos } from '../contexto';
import { fisico, sca } from '../../calidad/calidad-ayudas';

/** Cooperative 1's quality analysis (the demo's, with its cupping) and what it names. */
async function ajeno() {
  return uno<{
    analisis: string;
    fisico: string;
    sensorial: string;
    id_lote: number;
    localidad: number;
    id_cuenta: number;
    productor: string;
    id_ciclo: number;
  }>(
    e.db,
    `SELECT a.uuid::text AS analisis, f.uuid::text AS fisico, s.uuid::text AS sensorial, a.id_ciclo,
            (SELECT id FROM lotes WHERE id_cooperativa = 1 ORDER BY id LIMIT 1) AS id_lote,
            (SELECT p.id_localidad FROM productores p WHERE p.id_cooperativa = 1 ORDER BY p.id LIMIT 1) AS localidad,
            (SELECT c.id FROM cuentas c WHERE c.id_cooperativa = 1 ORDER BY c.id LIMIT 1) AS id_cuenta,
            (SELECT p.uuid::text FROM productores p WHERE p.id_cooperativa = 1 ORDER BY p.id LIMIT 1) AS productor
       FROM calidad_analisis a
       JOIN calidad_fisicos f ON f.id_cooperativa = a.id_cooperativa AND f.id_analisis = a.id
       JOIN calidad_sensoriales s ON s.id_cooperativa = a.id_cooperativa AND s.id_analisis = a.id
      WHERE a.id_cooperativa = 1 ORDER BY a.id LIMIT 1`,
  );
}
const propio = () => uno<{ id: number }>(e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = 2 ORDER BY id DESC LIMIT 1');

/** Issue 26: another cooperative's analyses, lots, localities and accounts are not listed, read as missing, never written. */
export const casos: Casos = {
  'GET /api/calidad/analisis': async () => {
    const a = await ajeno();
    const r = await pedir('GET', '/api/calidad/analisis?per_page=100');
    expect(r.statusCode, r.body).toBe(200);
    sinAjenos(r);
    expect(r.body).not.toContain(a.analisis);
    for (const q of [`id_lote=${a.id_lote}`, `uuid_productor=${a.productor}`, `id_ciclo=${a.id_ciclo}`]) {
      const f = await pedir('GET', `/api/calidad/analisis?${q}`);
      expect(f.statusCode, f.body).toBe(200);
      expect(f.json()).toMatchObject({ data: [], total: 0 });
    }
  },
  'POST /api/calidad/analisis': async () => {
    const a = await ajeno();
    const ciclo = (await propio()).id;
    const base = { analisis_por_entrega: 2, ...fisico() };
    for (const [cuerpo, campo] of [
      [
        { ...base, id_ciclo: a.id_ciclo, id_tipo_analisis: 4, nombre_proveedor: 'X', region_proveedor: 'Y', notas_adicionales: 'Z' },
        'id_ciclo',
      ],
      [{ ...base, id_ciclo: ciclo, id_tipo_analisis: 1, id_cuenta: a.id_cuenta }, 'id_cuenta'],
      [{ ...base, id_ciclo: ciclo, id_tipo_analisis: 2, id_recoleccion_acopio: a.id_lote }, 'id_recoleccion_acopio'],
      [{ ...base, id_ciclo: ciclo, id_tipo_analisis: 3, id_municipio: otra.municipio1, id_localidad: String(a.localidad) }, 'id_municipio'],
    ] as const) {
      const r = await pedir('POST', '/api/calidad/analisis', cuerpo);
      expect(r.statusCode, r.body).toBe(422);
      expect(Object.keys(r.json().errors)).toEqual([campo]);
    }
  },
  'GET /api/calidad/analisis/fisico/:uuid': async () => es404(await pedir('GET', `/api/calidad/analisis/fisico/${(await ajeno()).fisico}`)),
  'PUT /api/calidad/analisis/fisico/:uuid': async () => {
    const a = await ajeno();
    const cuerpo = {
      id_ciclo: (await propio()).id,
      id_tipo_analisis: 4,
      analisis_por_entrega: 2,
      nombre_proveedor: 'X',
      region_proveedor: 'Y',
      notas_adicionales: 'Z',
      ...fisico(),
      version: 1,
    };
    es404(await pedir('PUT', `/api/calidad/analisis/fisico/${a.fisico}`, cuerpo));
  },
  'GET /api/calidad/analisis/fisico/:uuid/zarandas': async () =>
    es404(await pedir('GET', `/api/calidad/analisis/fisico/${(await ajeno()).fisico}/zarandas`)),
  'POST /api/calidad/analisis/sensorial': async () =>
    es404(await pedir('POST', '/api/calidad/analisis/sensorial', { id_calidad_analisis: (await ajeno()).analisis, ...sca() })),
  'GET /api/calidad/analisis/sensorial/:uuid': async () =>
    es404(await pedir('GET', `/api/calidad/analisis/sensorial/${(await ajeno()).sensorial}`)),
  'PUT /api/calidad/analisis/sensorial/:uuid': async () =>
    es404(await pedir('PUT', `/api/calidad/analisis/sensorial/${(await ajeno()).sensorial}`, { ...sca(), version: 1 })),
  'GET /api/calidad/analisis/recibo/descargar/:uuid': async () =>
    es404(await pedir('GET', `/api/calidad/analisis/recibo/descargar/${(await ajeno()).analisis}`)),
  'GET /api/calidad/analisis/fisico/:uuid/pdf': async () =>
    es404(await pedir('GET', `/api/calidad/analisis/fisico/${(await ajeno()).fisico}/pdf`)),
  'GET /api/calidad/analisis/sensorial/:uuid/pdf': async () =>
    es404(await pedir('GET', `/api/calidad/analisis/sensorial/${(await ajeno()).sensorial}/pdf`)),
  'GET /api/calidad/analisis/excel': async () => {
    const a = await ajeno();
    for (const q of ['', `?id_lote=${a.id_lote}`, `?uuid_productor=${a.productor}`]) {
      const r = await pedir('GET', `/api/calidad/analisis/excel${q}`);
      expect(r.statusCode).toBe(200);
      const texto = await celdasExcel(r.rawPayload);
      for (const m of ajenos) expect(texto).not.toContain(m);
      expect(texto).not.toContain('Finca La Esperanza');
    }
  },
  'GET /api/calidad/catalogos/tipo_procesos': async () =>
    expect((await pedir('GET', '/api/calidad/catalogos/tipo_procesos')).statusCode).toBe(200),
  'GET /api/calidad/catalogos/color_muestras': async () =>
    expect((await pedir('GET', '/api/calidad/catalogos/color_muestras')).statusCode).toBe(200),
  'GET /api/calidad/catalogos/zarandas': async () => expect((await pedir('GET', '/api/calidad/catalogos/zarandas')).statusCode).toBe(200),
  'GET /api/calidad/catalogos/tipo_manchas/:categoria': async () =>
    expect((await pedir('GET', '/api/calidad/catalogos/tipo_manchas/1')).statusCode).toBe(200),
  'GET /api/calidad/info/region/productores/totales/:localidades': async () =>
    es404(await pedir('GET', `/api/calidad/info/region/productores/totales/${(await ajeno()).localidad}`)),
  'GET /api/calidad/info/region/parcelas/variedades/:localidades': async () =>
    es404(await pedir('GET', `/api/calidad/info/region/parcelas/variedades/${(await ajeno()).localidad}`)),
  'GET /api/calidad/info/region/parcelas/altitud/:localidades': async () =>
    es404(await pedir('GET', `/api/calidad/info/region/parcelas/altitud/${(await ajeno()).localidad}`)),
  'GET /api/calidad/info/lote/productores/totales/:idLote': async () =>
    es404(await pedir('GET', `/api/calidad/info/lote/productores/totales/${(await ajeno()).id_lote}`)),
  'GET /api/calidad/info/lote/productores/regiones/:idLote': async () =>
    es404(await pedir('GET', `/api/calidad/info/lote/productores/regiones/${(await ajeno()).id_lote}`)),
  'GET /api/calidad/info/lote/parcelas/variedades/:idLote': async () =>
    es404(await pedir('GET', `/api/calidad/info/lote/parcelas/variedades/${(await ajeno()).id_lote}`)),
  'GET /api/calidad/info/lote/parcelas/altitud/:idLote': async () =>
    es404(await pedir('GET', `/api/calidad/info/lote/parcelas/altitud/${(await ajeno()).id_lote}`)),
  'GET /api/parcelas_por_productor_ciclo/:idCuenta': async () =>
    es404(await pedir('GET', `/api/parcelas_por_productor_ciclo/${(await ajeno()).id_cuenta}`)),
};
