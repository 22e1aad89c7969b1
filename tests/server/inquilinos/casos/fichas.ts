import { expect } from 'vitest';
import { uno } from '../../ayudas';
import { e, es404, gerente, pedir, sinAjenos, type Casos } from '../contexto';
import { enviar, formulario, xlsform } from '../../fichas/fichas-ayudas';

/** Cooperative 1's form from the coffee master (the demo's, with its uploaded XLSForm), and a cycle of cooperative 1. */
const ajena = () =>
  uno<{ id: number; master: number; uid: string; ciclo: number }>(
    e.db,
    `SELECT k.id, k.id_ficha_master AS master, k.kobo_project_uid AS uid,
            (SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY id LIMIT 1) AS ciclo
       FROM kobo_fichas k WHERE k.id_cooperativa = 1 ORDER BY k.id LIMIT 1`,
  );
const propioMaster = () => uno<{ id: number }>(e.db, `SELECT id FROM fichas_master WHERE cultivo = 'cacao' ORDER BY id LIMIT 1`);

/**
 * Issue 27: master forms are the platform's, read by all; another cooperative's forms are never listed, counted,
 * edited, uploaded to, downloaded, pulled or looked up in KoboToolbox (404), and its id or cycle in the new-form body is refused.
 */
export const casos: Casos = {
  'GET /api/ficha/kobo/master/lista': async () => {
    const r = await pedir('GET', '/api/ficha/kobo/master/lista?master=1');
    expect(r.statusCode, r.body).toBe(200);
    sinAjenos(r);
    const a = await ajena();
    // cooperative 1's coffee form is not counted for cooperative 2
    expect(r.json().data.find((m: { id_kobo_ficha_principal: number }) => m.id_kobo_ficha_principal === a.master).numero_fichas).toBe(0);
  },
  'GET /api/ficha/kobo/master/descarga': async () => {
    const a = await ajena();
    const r = await pedir('GET', `/api/ficha/kobo/master/descarga?id_kobo_ficha_principal=${a.master}&configuraciones=1`);
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
  },
  'POST /api/ficha/kobo/coop/proyecto': async () => {
    const a = await ajena();
    const m = await propioMaster();
    const campos = { id_cooperativa: '2', nombre: 'Ajena', descripcion: 'Ajena', parent: String(m.id) };
    es404(await enviar(e, gerente, 'POST', '/api/ficha/kobo/coop/proyecto', formulario({ ...campos, id_cooperativa: '1' })));
    const r = await enviar(e, gerente, 'POST', '/api/ficha/kobo/coop/proyecto', formulario({ ...campos, id_ciclo: String(a.ciclo) }));
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors.id_ciclo).toEqual(['El ciclo no es de la cooperativa']);
  },
  'GET /api/ficha/kobo/master/detalles/:id': async () => {
    const a = await ajena();
    const r = await pedir('GET', `/api/ficha/kobo/master/detalles/${a.master}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.fichas).toEqual([]);
    sinAjenos(r);
  },
  'PUT /api/ficha/kobo/master/actualizadatos/:id': async () => {
    es404(await pedir('PUT', `/api/ficha/kobo/master/actualizadatos/${(await ajena()).id}`, { nombre: 'X', descripcion: 'Y', version: 1 }));
  },
  'POST /api/ficha/kobo/coop/actualizaForm/:id': async () => {
    const f = formulario({}, { campo: 'archivo', nombre: 'ficha.xlsx', contenido: xlsform() });
    es404(await enviar(e, gerente, 'POST', `/api/ficha/kobo/coop/actualizaForm/${(await ajena()).id}`, f));
  },
  'GET /api/ficha/kobo/coop/proyecto/:kobo_project_uid': async () => {
    es404(await pedir('GET', `/api/ficha/kobo/coop/proyecto/${(await ajena()).uid}`));
  },
  'GET /api/ficha/kobo/coop/actualizaMedia/:id': async () => {
    es404(await pedir('GET', `/api/ficha/kobo/coop/actualizaMedia/${(await ajena()).id}`));
  },
  'POST /api/ficha/kobo/coop/descargar/:id': async () => {
    es404(await pedir('POST', `/api/ficha/kobo/coop/descargar/${(await ajena()).id}`));
  },
  'GET /api/ficha/kobo/coop/descarga/:id': async () => {
    es404(await pedir('GET', `/api/ficha/kobo/coop/descarga/${(await ajena()).id}`));
  },
};
