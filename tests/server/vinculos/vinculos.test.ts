import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, MSG_401, MSG_403, MSG_404, uno } from '../ayudas';
import { MENSAJE_PARCELA_CREADA, MENSAJE_YA_VINCULADO, MENSAJE_UN_PRODUCTOR } from '@domain/vinculos/vinculos';
import type { CuentaVincular, FormularioVincular, ParcelaVincular } from '@domain/contrato/vinculos';

/**
 * The linking wizards' calls (spec 002 §2.13, §2.14, §7 'Linking'; issue 27) on the demo's waiting forms of the
 * coffee cooperative (1): both batches, the no-plot path, their 401/403/404/422/409 and the spec's messages.
 */
let e: Entorno;
let admin: string; // coop 1
let comite: string; // coop 1, no PARCELAS_CROQUIS
let gerente: string; // coop 2

const pedir = (metodo: 'GET' | 'POST', url: string, body?: unknown, token = admin) => e.pedir(token, metodo, url, body);
const lista = async <T>(metodo: 'GET' | 'POST', url: string, body?: unknown, token = admin) => {
  const r = await pedir(metodo, url, body, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as T[];
};
const sinProductor = (token = admin) => lista<FormularioVincular>('POST', '/api/admin/sic/vinculos', undefined, token);
const cuentaDe = (coop: number, ordinal = 0) =>
  uno<{ id: number }>(
    e.db,
    `SELECT c.id FROM cuentas c WHERE c.id_cooperativa = $1 AND c.fecha_baja IS NULL
        AND c.id_ciclo = (SELECT id FROM ciclos WHERE id_cooperativa = $1 ORDER BY activo DESC, id DESC LIMIT 1)
      ORDER BY c.id OFFSET $2 LIMIT 1`,
    [coop, ordinal],
  );
const errores = (r: { statusCode: number; body: string; json: () => { errors: Record<string, string[]> } }) => {
  expect(r.statusCode, r.body).toBe(422);
  return r.json().errors;
};

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  comite = await e.entrar('comite.sierra@cosecha.demo');
  gerente = await e.entrar('gerente@cosecha.demo');
});
afterAll(() => e?.cerrar());

describe('permisos', () => {
  it('sin sesión 401; sin PARCELAS_CROQUIS 403, en cada llamada', async () => {
    const lote = { id_cuenta: 1, idsPP: [1], idsPO: [], idsCroquis: [] };
    for (const [metodo, url, body] of [
      ['POST', '/api/admin/sic/vinculos', undefined],
      ['POST', '/api/admin/sic/cuentas_por_vincular', {}],
      ['GET', '/api/admin/sic/cuentas_por_vincular_parcelas', undefined],
      ['GET', '/api/admin/sic/parcelas_vinculables/1', undefined],
      ['GET', '/api/admin/sic/vincular_formularios_parcelas/1', undefined],
      ['POST', '/api/admin/sic/vinculo_forms_cuenta_batch', lote],
      ['POST', '/api/admin/sic/vinculo_forms_parcela_batch', { ...lote, id_cuenta: undefined, id_parcela: 1 }],
      [
        'POST',
        '/api/admin/sic/vinculo_forms_create_parcela',
        { id_sic: 1, id_cuenta: 1, nombre_parcela: 'X', num_plantas: 1, superficie: 1 },
      ],
    ] as const) {
      const sin = await e.pedir(null, metodo, url, body);
      expect(sin.statusCode, `${metodo} ${url}`).toBe(401);
      expect(sin.json().message).toBe(MSG_401);
      const r = await e.pedir(comite, metodo, url, body);
      expect(r.statusCode, `${metodo} ${url} ${r.body}`).toBe(403);
      expect(r.json().message).toBe(MSG_403);
    }
  });
});

describe('listas', () => {
  it('paso 1: los formularios sin productor de la cooperativa de la sesión, con el tipo desconocido', async () => {
    const d = await sinProductor();
    expect(d.length).toBeGreaterThan(10);
    expect(new Set(d.map((f) => f.form_type))).toEqual(new Set(['sic_pp', 'tx_po', 'tx_croquis', 'tx_visita']));
    const propios = await contar(e.db, 'formularios_campo WHERE id_cooperativa = 1 AND id_cuenta IS NULL');
    expect(d.length).toBe(propios);
    const otra = await sinProductor(gerente);
    expect(otra.length).toBeGreaterThan(0);
    expect(otra.some((f) => d.some((g) => g.id === f.id))).toBe(false);
  });

  it('productores por vincular: showNew, q; parcelas y formularios de una cuenta; otra cooperativa 404', async () => {
    const todas = await lista<CuentaVincular>('POST', '/api/admin/sic/cuentas_por_vincular', {});
    const nuevas = await lista<CuentaVincular>('POST', '/api/admin/sic/cuentas_por_vincular', { showNew: true });
    expect(todas.length).toBeGreaterThan(0);
    expect(nuevas.length).toBeLessThanOrEqual(todas.length);
    const q = todas[0].nombre.split(' ')[0];
    const filtradas = await lista<CuentaVincular>('POST', '/api/admin/sic/cuentas_por_vincular', { q });
    expect(filtradas.every((c) => c.nombre.toLowerCase().includes(q.toLowerCase()))).toBe(true);
    const conForms = await lista<CuentaVincular>('GET', '/api/admin/sic/cuentas_por_vincular_parcelas');
    expect(conForms.length).toBeGreaterThanOrEqual(6);
    const id = conForms[0].id_cuenta;
    const forms = await lista<FormularioVincular>('GET', `/api/admin/sic/vincular_formularios_parcelas/${id}`);
    expect(forms.length).toBeGreaterThan(0);
    await lista<ParcelaVincular>('GET', `/api/admin/sic/parcelas_vinculables/${id}`);
    const ajena = await cuentaDe(2);
    for (const url of [`/api/admin/sic/parcelas_vinculables/${ajena.id}`, `/api/admin/sic/vincular_formularios_parcelas/${ajena.id}`]) {
      const r = await pedir('GET', url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().message).toBe(MSG_404);
    }
  });
});

describe('vincular a productor', () => {
  it('422 por lista y nada cambia; otra cooperativa 404/422; vincula, escribe el formato; 409 la segunda vez', async () => {
    const d = await sinProductor();
    const pp = d.filter((f) => f.form_type === 'sic_pp');
    const po = d.find((f) => f.form_type === 'tx_po')!;
    const error = d.find((f) => f.form_type === 'tx_visita')!;
    const cuenta = await cuentaDe(1, 20);
    const antes = await contar(e.db, 'tx_formatos WHERE id_cooperativa = 1');
    const url = '/api/admin/sic/vinculo_forms_cuenta_batch';
    // Wrong list, unknown type, nothing chosen.
    expect(errores(await pedir('POST', url, { id_cuenta: cuenta.id, idsPP: [po.id], idsPO: [], idsCroquis: [] })).idsPP).toBeDefined();
    expect(errores(await pedir('POST', url, { id_cuenta: cuenta.id, idsPP: [error.id], idsPO: [], idsCroquis: [] })).idsPP).toBeDefined();
    expect(errores(await pedir('POST', url, { id_cuenta: cuenta.id, idsPP: [], idsPO: [], idsCroquis: [] })).idsPP).toBeDefined();
    // Another cooperative's form: as one that does not exist. Another cooperative's producer: 404.
    const ajeno = (await sinProductor(gerente))[0];
    const e1 = errores(await pedir('POST', url, { id_cuenta: cuenta.id, idsPP: [pp[0].id, ajeno.id], idsPO: [], idsCroquis: [] }));
    expect(Object.values(e1).flat().join(' ')).toContain('no existe');
    const ajena = await cuentaDe(2);
    const r404 = await pedir('POST', url, { id_cuenta: ajena.id, idsPP: [pp[0].id], idsPO: [], idsCroquis: [] });
    expect(r404.statusCode).toBe(404);
    expect(await contar(e.db, 'tx_formatos WHERE id_cooperativa = 1')).toBe(antes);
    // The link.
    const ok = await pedir('POST', url, { id_cuenta: cuenta.id, idsPP: [pp[0].id], idsPO: [po.id], idsCroquis: [] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: '2 formulario(s) vinculado(s) correctamente', data: 2 });
    const f = await uno<{ id_cuenta: number; reporte: string; tipo: string; id_fcuenta: number }>(
      e.db,
      `SELECT f.id_cuenta, t.reporte, t.tipo, t.id_cuenta AS id_fcuenta FROM formularios_campo f
         JOIN tx_formatos t ON t.id_cooperativa = f.id_cooperativa AND t.id = f.id_formato WHERE f.id_cooperativa = 1 AND f.id = $1`,
      [po.id],
    );
    expect(f).toEqual({ id_cuenta: cuenta.id, reporte: 'tx_po', tipo: 'Plan orgánico', id_fcuenta: cuenta.id });
    expect(await contar(e.db, 'tx_formatos WHERE id_cooperativa = 1')).toBe(antes + 2);
    const otra = await pedir('POST', url, { id_cuenta: cuenta.id, idsPP: [pp[0].id], idsPO: [], idsCroquis: [] });
    expect(otra.statusCode).toBe(409);
    expect(otra.json().message).toBe(MENSAJE_YA_VINCULADO);
    expect(MENSAJE_UN_PRODUCTOR).toBeTruthy();
  });
});

describe('vincular a parcela', () => {
  it('el croquis da a la parcela su límite (origen campo); el formato queda en la parcela', async () => {
    const conForms = await lista<CuentaVincular>('GET', '/api/admin/sic/cuentas_por_vincular_parcelas');
    let hecho = false;
    for (const c of conForms) {
      const parcelas = await lista<ParcelaVincular>('GET', `/api/admin/sic/parcelas_vinculables/${c.id_cuenta}`);
      if (parcelas.length === 0) continue;
      const forms = await lista<FormularioVincular>('GET', `/api/admin/sic/vincular_formularios_parcelas/${c.id_cuenta}`);
      const croquis = forms.filter((f) => f.form_type === 'tx_croquis').map((f) => f.id);
      const pp = forms
        .filter((f) => f.form_type === 'sic_pp')
        .map((f) => f.id)
        .slice(0, 1);
      const url = '/api/admin/sic/vinculo_forms_parcela_batch';
      // Another cooperative's plot: 404, nothing changes.
      const ajena = await uno<{ id: number }>(e.db, 'SELECT id FROM parcelas WHERE id_cooperativa = 2 ORDER BY id LIMIT 1');
      expect((await pedir('POST', url, { id_parcela: ajena.id, idsPP: pp, idsPO: [], idsCroquis: croquis })).statusCode).toBe(404);
      const r = await pedir('POST', url, { id_parcela: parcelas[0].id, idsPP: pp, idsPO: [], idsCroquis: croquis });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data).toBe(pp.length + croquis.length);
      const p = await uno<{ origen: string | null; tiene: boolean }>(
        e.db,
        'SELECT croquis_origen AS origen, poligono IS NOT NULL AS tiene FROM parcelas WHERE id_cooperativa = 1 AND id = $1',
        [parcelas[0].id],
      );
      expect(p).toEqual({ origen: 'campo', tiene: true });
      const again = await pedir('POST', url, { id_parcela: parcelas[0].id, idsPP: pp, idsPO: [], idsCroquis: [] });
      expect(again.statusCode).toBe(409);
      hecho = true;
      break;
    }
    expect(hecho).toBe(true);
  });

  it('sin parcela: crea la parcela desde el sic_pp y lo vincula; reglas de parcela 422', async () => {
    const d = await sinProductor();
    const pp = d.find((f) => f.form_type === 'sic_pp' && f.parcela_nombre_otro?.includes('(nueva)'))!;
    const po = d.find((f) => f.form_type === 'tx_po' && f.id !== pp.id)!;
    const cuenta = await cuentaDe(1, 21);
    const url = '/api/admin/sic/vinculo_forms_create_parcela';
    const malo = errores(
      await pedir('POST', url, { id_sic: pp.id, id_cuenta: cuenta.id, nombre_parcela: null, num_plantas: null, superficie: null }),
    );
    expect(malo.nombre_parcela).toBeDefined();
    expect(
      errores(await pedir('POST', url, { id_sic: po.id, id_cuenta: cuenta.id, nombre_parcela: 'A', num_plantas: 10, superficie: 1 }))
        .id_sic,
    ).toBeDefined();
    const r = await pedir('POST', url, {
      id_sic: pp.id,
      id_cuenta: cuenta.id,
      nombre_parcela: 'El Naranjal',
      num_plantas: 400,
      superficie: 0.75,
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().message).toBe(MENSAJE_PARCELA_CREADA);
    const f = await uno<{ id_cuenta: number; id_parcela: number }>(
      e.db,
      'SELECT id_cuenta, id_parcela FROM formularios_campo WHERE id_cooperativa = 1 AND id = $1',
      [pp.id],
    );
    expect(f).toEqual({ id_cuenta: cuenta.id, id_parcela: r.json().data.id });
    const otra = await pedir('POST', url, {
      id_sic: pp.id,
      id_cuenta: cuenta.id,
      nombre_parcela: 'El Naranjal',
      num_plantas: 400,
      superficie: 0.75,
    });
    expect(otra.statusCode).toBe(409);
  });
});

describe('descargas', () => {
  it('pdf y xls de sic_pp y tx_po con sus respuestas; croquis, tipo equivocado y desconocido 404', async () => {
    const f = await uno<{ uuid: string; variedad: string }>(
      e.db,
      `SELECT uuid::text AS uuid, datos ->> 'variedad_principal' AS variedad FROM formularios_campo WHERE id_cooperativa = 1 AND tipo = 'sic_pp' ORDER BY id LIMIT 1`,
    );
    const pdf = await pedir('GET', `/api/pdf/sic_pp/${f.uuid}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(pdf.headers['content-disposition'])).toContain('Parcela_principal_');
    const xls = await pedir('GET', `/api/xls/sic_pp/${f.uuid}`);
    expect(xls.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xls.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Parcela principal')!;
    const celdas: string[] = [];
    ws.eachRow((r) => r.eachCell((c) => void celdas.push(String(c.value))));
    expect(celdas).toContain('Variedad principal');
    expect(celdas).toContain(f.variedad);
    expect(celdas).toContain('Inspector');
    const po = await uno<{ uuid: string }>(
      e.db,
      `SELECT uuid::text AS uuid FROM formularios_campo WHERE id_cooperativa = 1 AND tipo = 'tx_po' LIMIT 1`,
    );
    expect((await pedir('GET', `/api/pdf/tx_po/${po.uuid}`)).statusCode).toBe(200);
    expect((await pedir('GET', `/api/xls/tx_po/${po.uuid}`)).statusCode).toBe(200);
    const croquis = await uno<{ uuid: string }>(
      e.db,
      `SELECT uuid::text AS uuid FROM formularios_campo WHERE id_cooperativa = 1 AND tipo = 'tx_croquis' LIMIT 1`,
    );
    const raro = await uno<{ uuid: string }>(
      e.db,
      `SELECT uuid::text AS uuid FROM formularios_campo WHERE id_cooperativa = 1 AND tipo = 'tx_visita' LIMIT 1`,
    );
    for (const url of [
      `/api/pdf/sic_pp/${croquis.uuid}`,
      `/api/xls/tx_po/${f.uuid}`,
      `/api/pdf/sic_pp/${raro.uuid}`,
      `/api/pdf/tx_po/${f.uuid}`,
    ]) {
      const r = await pedir('GET', url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().message).toBe(MSG_404);
    }
    // Another cooperative's form: 404.
    expect((await pedir('GET', `/api/pdf/sic_pp/${f.uuid}`, undefined, gerente)).statusCode).toBe(404);
  });
});
