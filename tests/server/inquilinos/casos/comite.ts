import { uno } from '../../ayudas';
import { cuentaSinEvaluar, enviarComite, formularioValido as formularioValidoComite } from '../../comite/comite-ayudas';
import { expect } from 'vitest';
import { e, gerente, otra, sinAjenos, es404, pedir, type Casos } from '../contexto';

// ── branch comite: cooperative 2's own evaluation (made once, by gerente@) and the other cooperatives' evaluations ──
const formularioComite = (idCuenta: number, cambios: Record<string, string | number | null | unknown[]> = {}) =>
  formularioValidoComite(idCuenta, cambios);
let propiaComite: { id: number; uuid: string; productor_uuid: string; id_cuenta: number } | null = null;
async function evaluacionPropia() {
  if (propiaComite) return propiaComite;
  const c = await cuentaSinEvaluar(e, 2, 2);
  const r = await enviarComite(e, gerente, '/api/comite_evaluaciones', formularioComite(c.id));
  expect(r.statusCode, r.body).toBe(200);
  sinAjenos(r);
  propiaComite = { ...r.json().data[0], id_cuenta: c.id };
  return propiaComite!;
}
const evaluacionesAjenas = async () => {
  const filas = await e.db.query<{ uuid: string }>('SELECT uuid::text AS uuid FROM comite_evaluaciones WHERE id_cooperativa <> 2');
  expect(filas.length).toBeGreaterThan(0);
  return filas.map((f) => f.uuid);
};
// ── end of branch comite ──

/** Tenancy cases of the evaluation committee. */
export const casos: Casos = {
  // ── branch comite: the evaluation committee (000 §7 'Committee'); cooperative 1's demo evaluations are the targets ──
  'GET /api/comite_evaluaciones/:uuid': async () => {
    for (const u of await evaluacionesAjenas()) es404(await pedir('GET', `/api/comite_evaluaciones/${u}`));
    const r = await pedir('GET', `/api/comite_evaluaciones/${(await evaluacionPropia()).uuid}`);
    expect(r.statusCode, r.body).toBe(200);
    sinAjenos(r);
  },
  'GET /api/comite_evaluaciones_cuenta/:uuid': async () => {
    for (const u of [otra.productor1, otra.productor3]) es404(await pedir('GET', `/api/comite_evaluaciones_cuenta/${u}`));
    const r = await pedir('GET', `/api/comite_evaluaciones_cuenta/${(await evaluacionPropia()).productor_uuid}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).not.toBeNull();
    sinAjenos(r);
  },
  'GET /api/comite_evaluaciones_cuenta_details/:id_cuenta': async () => {
    es404(await pedir('GET', `/api/comite_evaluaciones_cuenta_details/${otra.cuenta1.id}`));
    const r = await pedir('GET', `/api/comite_evaluaciones_cuenta_details/${(await evaluacionPropia()).id_cuenta}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.length).toBeGreaterThan(0);
    sinAjenos(r);
  },
  'POST /api/comite_evaluaciones': async () => {
    const ajenas = await e.db.query<{ id: number }>(
      'SELECT DISTINCT ON (id_cooperativa) id FROM cuentas WHERE id_cooperativa <> 2 AND fecha_baja IS NULL ORDER BY id_cooperativa, id DESC',
    );
    expect(ajenas).toHaveLength(2);
    for (const c of ajenas) es404(await enviarComite(e, gerente, '/api/comite_evaluaciones', formularioComite(c.id)));
    const propia = await evaluacionPropia();
    expect(propia.uuid).toBeTruthy();
  },
  'POST /api/comite_evaluaciones_update/:uuid': async () => {
    const propia = await evaluacionPropia();
    for (const u of await evaluacionesAjenas())
      es404(
        await enviarComite(e, gerente, `/api/comite_evaluaciones_update/${u}`, formularioComite(propia.id_cuenta, { version: 1 }), null),
      );
    const version = (await pedir('GET', `/api/comite_evaluaciones/${propia.uuid}`)).json().data.version;
    const r = await enviarComite(
      e,
      gerente,
      `/api/comite_evaluaciones_update/${propia.uuid}`,
      formularioComite(propia.id_cuenta, { version }),
      null,
    );
    expect(r.statusCode, r.body).toBe(200);
    sinAjenos(r);
  },
  'POST /api/comite_evaluaciones_update_details': async () => {
    const ajenas = await e.db.query<{ id: number }>('SELECT id FROM comite_evaluaciones_detalles WHERE id_cooperativa <> 2');
    expect(ajenas.length).toBeGreaterThan(0);
    for (const d of ajenas)
      es404(await pedir('POST', '/api/comite_evaluaciones_update_details', { id: d.id, verif_cumplido: 1, verif_fecha: null }));
    const propia = await evaluacionPropia();
    const { id } = await uno<{ id: number }>(
      e.db,
      'SELECT id FROM comite_evaluaciones_detalles WHERE id_cooperativa = 2 AND id_comite_evaluacion = $1 LIMIT 1',
      [propia.id],
    );
    const r = await pedir('POST', '/api/comite_evaluaciones_update_details', { id, verif_cumplido: 1, verif_fecha: null });
    expect(r.statusCode, r.body).toBe(200);
    sinAjenos(r);
  },
  // ── end of branch comite ──
};
