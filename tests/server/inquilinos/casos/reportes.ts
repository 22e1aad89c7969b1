import { expect } from 'vitest';
import { MSG_404 } from '../../ayudas';
import { e, otra, pedir, sinAjenos, type Casos } from '../contexto';

/** Issue 27: the SIC final report of another cooperative, or of another cooperative's cycle, is not found. */
export const casos: Casos = {
  'GET /api/reports/sic-final': async () => {
    const [propio] = await e.db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = 2 ORDER BY id DESC LIMIT 1');
    const r = await pedir('GET', `/api/reports/sic-final?id_cooperativa=2&id_ciclo=${propio.id}`);
    expect(r.statusCode, r.body).toBe(200);
    sinAjenos(r);
    for (const q of [`id_cooperativa=1&id_ciclo=${otra.cuenta1.id_ciclo}`, `id_cooperativa=2&id_ciclo=${otra.cuenta1.id_ciclo}`]) {
      const o = await pedir('GET', `/api/reports/sic-final?${q}`);
      expect(o.statusCode, o.body).toBe(404);
      expect(o.json().message).toBe(MSG_404);
    }
  },
  'GET /api/reports/sic-final/excel': async () => {
    const [propio] = await e.db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = 2 ORDER BY id DESC LIMIT 1');
    expect((await pedir('GET', `/api/reports/sic-final/excel?id_cooperativa=2&id_ciclo=${propio.id}`)).statusCode).toBe(200);
    for (const q of [`id_cooperativa=1&id_ciclo=${otra.cuenta1.id_ciclo}`, `id_cooperativa=2&id_ciclo=${otra.cuenta1.id_ciclo}`]) {
      const o = await pedir('GET', `/api/reports/sic-final/excel?${q}`);
      expect(o.statusCode, o.body).toBe(404);
      expect(o.json().message).toBe(MSG_404);
    }
  },
};
