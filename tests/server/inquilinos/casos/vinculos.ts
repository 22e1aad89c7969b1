import { expect } from 'vitest';
import { uno } from '../../ayudas';
import { e, es404, pedir, sinAjenos, type Casos } from '../contexto';

/** Cooperative 1's waiting forms (the demo's), one of its accounts and plots; cooperative 2's own account and plot. */
async function ajeno() {
  return uno<{ pp: number; po: number; croquis: number; uuid_pp: string; uuid_po: string; id_cuenta: number; id_parcela: number }>(
    e.db,
    `SELECT (SELECT min(id) FROM formularios_campo WHERE id_cooperativa = 1 AND tipo = 'sic_pp' AND id_parcela IS NULL) AS pp,
            (SELECT min(id) FROM formularios_campo WHERE id_cooperativa = 1 AND tipo = 'tx_po' AND id_parcela IS NULL) AS po,
            (SELECT min(id) FROM formularios_campo WHERE id_cooperativa = 1 AND tipo = 'tx_croquis' AND id_parcela IS NULL) AS croquis,
            (SELECT uuid::text FROM formularios_campo WHERE id_cooperativa = 1 AND tipo = 'sic_pp' ORDER BY id LIMIT 1) AS uuid_pp,
            (SELECT uuid::text FROM formularios_campo WHERE id_cooperativa = 1 AND tipo = 'tx_po' ORDER BY id LIMIT 1) AS uuid_po,
            (SELECT min(id) FROM cuentas WHERE id_cooperativa = 1 AND fecha_baja IS NULL) AS id_cuenta,
            (SELECT min(id) FROM parcelas WHERE id_cooperativa = 1 AND fecha_baja IS NULL) AS id_parcela`,
  );
}
async function propio() {
  return uno<{ id_cuenta: number; id_parcela: number }>(
    e.db,
    `SELECT x.id_cuenta, x.id AS id_parcela FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
      WHERE x.id_cooperativa = 2 AND x.fecha_baja IS NULL AND c.fecha_baja IS NULL ORDER BY x.id LIMIT 1`,
  );
}
const lista = async (metodo: string, url: string, body?: unknown) => {
  const r = await pedir(metodo, url, body);
  expect(r.statusCode, r.body).toBe(200);
  sinAjenos(r);
  return r;
};

/** Issue 27: another cooperative's forms, producers and plots are not listed, read as missing, never linked. */
export const casos: Casos = {
  'POST /api/admin/sic/vinculos': async () => {
    const a = await ajeno();
    const r = await lista('POST', '/api/admin/sic/vinculos');
    expect(r.json().data.some((f: { id: number }) => [a.pp, a.po, a.croquis].includes(f.id))).toBe(false);
  },
  'POST /api/admin/sic/cuentas_por_vincular': async () => {
    const a = await ajeno();
    const r = await lista('POST', '/api/admin/sic/cuentas_por_vincular', {});
    expect(r.json().data.some((c: { id_cuenta: number }) => c.id_cuenta === a.id_cuenta)).toBe(false);
  },
  'GET /api/admin/sic/cuentas_por_vincular_parcelas': async () => {
    await lista('GET', '/api/admin/sic/cuentas_por_vincular_parcelas');
  },
  'GET /api/admin/sic/parcelas_vinculables/:id_cuenta': async () =>
    es404(await pedir('GET', `/api/admin/sic/parcelas_vinculables/${(await ajeno()).id_cuenta}`)),
  'GET /api/admin/sic/vincular_formularios_parcelas/:id_cuenta': async () =>
    es404(await pedir('GET', `/api/admin/sic/vincular_formularios_parcelas/${(await ajeno()).id_cuenta}`)),
  'POST /api/admin/sic/vinculo_forms_cuenta_batch': async () => {
    const a = await ajeno();
    const p = await propio();
    // Another cooperative's forms to one's own producer: 422, as forms that do not exist.
    const r = await pedir('POST', '/api/admin/sic/vinculo_forms_cuenta_batch', {
      id_cuenta: p.id_cuenta,
      idsPP: [a.pp],
      idsPO: [a.po],
      idsCroquis: [a.croquis],
    });
    expect(r.statusCode, r.body).toBe(422);
    // Another cooperative's producer: 404.
    es404(
      await pedir('POST', '/api/admin/sic/vinculo_forms_cuenta_batch', {
        id_cuenta: a.id_cuenta,
        idsPP: [a.pp],
        idsPO: [],
        idsCroquis: [],
      }),
    );
  },
  'POST /api/admin/sic/vinculo_forms_parcela_batch': async () => {
    const a = await ajeno();
    const p = await propio();
    const r = await pedir('POST', '/api/admin/sic/vinculo_forms_parcela_batch', {
      id_parcela: p.id_parcela,
      idsPP: [a.pp],
      idsPO: [],
      idsCroquis: [],
    });
    expect(r.statusCode, r.body).toBe(422);
    es404(
      await pedir('POST', '/api/admin/sic/vinculo_forms_parcela_batch', {
        id_parcela: a.id_parcela,
        idsPP: [a.pp],
        idsPO: [],
        idsCroquis: [],
      }),
    );
  },
  'POST /api/admin/sic/vinculo_forms_create_parcela': async () => {
    const a = await ajeno();
    const p = await propio();
    const cuerpo = { nombre_parcela: 'Ajena', num_plantas: 10, superficie: 1 };
    const r = await pedir('POST', '/api/admin/sic/vinculo_forms_create_parcela', { ...cuerpo, id_sic: a.pp, id_cuenta: p.id_cuenta });
    expect(r.statusCode, r.body).toBe(422);
    es404(await pedir('POST', '/api/admin/sic/vinculo_forms_create_parcela', { ...cuerpo, id_sic: a.pp, id_cuenta: a.id_cuenta }));
  },
  'GET /api/pdf/sic_pp/:uuid': async () => es404(await pedir('GET', `/api/pdf/sic_pp/${(await ajeno()).uuid_pp}`)),
  'GET /api/pdf/tx_po/:uuid': async () => es404(await pedir('GET', `/api/pdf/tx_po/${(await ajeno()).uuid_po}`)),
  'GET /api/xls/sic_pp/:uuid': async () => es404(await pedir('GET', `/api/xls/sic_pp/${(await ajeno()).uuid_pp}`)),
  'GET /api/xls/tx_po/:uuid': async () => es404(await pedir('GET', `/api/xls/tx_po/${(await ajeno()).uuid_po}`)),
};
