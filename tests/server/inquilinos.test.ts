import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import ExcelJS from 'exceljs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crearEntorno, pngValido, type Entorno } from './entorno';
import { MSG_404, subir, uno, usuarioPorCorreo, uuidCoop } from './ayudas';
import { contar } from './ayudas';
import { PERMISOS } from '@domain/auth/permisos';
import { kmlDe, multipartKml } from './parcelas/croquis-ayudas';
import { enviarRiesgo, pdfValido } from './eudr/eudr-ayudas';
import { cuerpoEdicion, cuerpoEntrega, escribir, FIRMA } from './acopio/acopio-ayudas';
import { NOMBRES_CATALOGOS } from '@domain/acopio/catalogos';
import { huella as huellaDe } from './huella';
import { cuentaSinEvaluar, enviarComite, formularioValido as formularioValidoComite } from './comite/comite-ayudas';

/**
 * The tenancy suite (DESIGN §3). A user of cooperative 2 holding every permission (gerente@, with the
 * COOPERATIVAS_* permissions added here) tries every route against cooperative 1 and 3: uuids in the path,
 * id_cooperativa in filters and bodies. Each case proves that nothing of theirs comes back and, by a
 * fingerprint of every row outside cooperative 2 taken before and after, that nothing of theirs changed.
 * The table must name every registered route: a new route without a case fails the first test.
 */
let e: Entorno;
let gerente: string;
let admin: string;

/** Everything that identifies another cooperative's rows: none of it may appear in an answer. */
let ajenos: string[];
/** Ids of another cooperative's rows, by kind. */
const otra = {
  coop1: '',
  whispMuerto1: 0,
  whispMuerto3: 0,
  coop3: '',
  usuario1: '',
  usuario3: '',
  email1: '',
  logo1: '',
  firma1: '',
  logo3: '',
  centro1: 0,
  ciclos1: [] as number[],
  /** Cycles of cooperatives 1 and 3 (uuids and ids): the exports and registrations read a cycle. */
  ciclos: [] as string[],
  idsCiclos: [] as number[],
  /** Producers of cooperatives 1 and 3, an account of cooperative 1 with formats and deliveries, and its region. */
  productor1: '',
  productor3: '',
  productorId1: 0,
  cuenta1: { id: 0, uuid: '', id_ciclo: 0 },
  region1: 0,
  municipio1: 0,
  /** A lot of cooperative 1 holding one of its deliveries (acopio-lotes). */
  lote1: { id: 0, uuid: '' },
  acopio1: { id: 0, uuid: '' },
  /** Issue 23: an EUDR package of lote1 and the importer's reference recorded for it. */
  paquete1: { id: 0, uuid: '' },
  declaracion1: '',
};
/** Issue 23: a lot of cooperative 2 and a package of it, for the importer's reference cases. */
const propiosEudr = { lote: '', paquete: '' };
/** A producer, region, municipality, locality and centre of cooperative 2, for the new-producer body. */
const propios = { productor: '', region: 0, municipio: 0, localidad: 0, centro: 0, ciclo: '', idCiclo: 0, clave: '' };
let propia = '';
let capturista = { uuid: '', id: 0 };

/** md5 of every table's rows outside cooperative 2 (whole table when it has no cooperative). */
const huella = () => huellaDe(e.db, { salvoCooperativa: 2 });

/** The answer names nothing of another cooperative. */
function sinAjenos(r: LightMyRequestResponse): void {
  expect(
    ajenos.filter((m) => r.body.includes(m)),
    `${r.statusCode} ${r.body.slice(0, 300)}`,
  ).toEqual([]);
}

/** Every cell of an .xlsx answer as one text (the file is zipped: its bytes name nothing readable). */
async function celdasExcel(bytes: Buffer): Promise<string> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const textos: string[] = [];
  wb.eachSheet((ws) =>
    ws.eachRow((fila) =>
      fila.eachCell((c) => {
        textos.push(String(c.value));
      }),
    ),
  );
  return textos.join('|');
}

function es404(r: LightMyRequestResponse): void {
  expect(r.statusCode, r.body).toBe(404);
  expect(r.json()).toEqual({ message: MSG_404 });
}

const pedir = (method: string, url: string, body?: unknown) => e.pedir(gerente, method, url, body);
const datosCoop = (nombre: string) => ({ nombre, id_cat_productos: 1, selected_paises: [1] });
const datosUsuario = (cambios: Record<string, unknown> = {}) => ({
  email: 'intruso@chontalpa.demo',
  username: '9330001111',
  password: 'clave-segura-1',
  nombres: 'Intruso',
  apellido_paterno: 'Prueba',
  apellido_materno: null,
  foto: null,
  id_rol: 5,
  id_cooperativa: 2,
  id_centros_acopios: null,
  ...cambios,
});

// ── branch parcelas-croquis: plots of each cooperative for the sketch cases (read lazily, after beforeAll) ──
const croquisPlots = { listo: false, propia: '', otras: [] as string[], lat: 0, lng: 0 };
async function plotsCroquis() {
  if (croquisPlots.listo) return croquisPlots;
  const propia = await uno<{ uuid: string; lat: number; lng: number }>(
    e.db,
    `SELECT x.uuid, l.latitud AS lat, l.longitud AS lng FROM parcelas x
    JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
    JOIN localidades l ON l.id = p.id_localidad WHERE x.id_cooperativa = 2 AND x.poligono IS NOT NULL AND x.fecha_baja IS NULL ORDER BY x.id LIMIT 1`,
  );
  const otras = await e.db.query<{ uuid: string }>(
    `SELECT DISTINCT ON (id_cooperativa) uuid FROM parcelas WHERE id_cooperativa <> 2 AND poligono IS NOT NULL ORDER BY id_cooperativa, id`,
  );
  Object.assign(croquisPlots, { listo: true, propia: propia.uuid, lat: propia.lat, lng: propia.lng, otras: otras.map((o) => o.uuid) });
  expect(croquisPlots.otras).toHaveLength(2);
  return croquisPlots;
}
const cuadradoCroquis = (lat: number, lng: number) => [
  [lng, lat],
  [lng + 0.001, lat],
  [lng + 0.001, lat + 0.001],
  [lng, lat + 0.001],
];
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

/** A failed WHISP analysis of another cooperative, to show it stays out of sight and out of reach. */
async function trabajoWhispMuertoDe(coop: number): Promise<number> {
  const f = await uno<{ id: number }>(
    e.db,
    `INSERT INTO trabajos (tipo, id_cooperativa, datos, estado, intentos, ultimo_error, terminado_en)
     VALUES ('whisp', $1, jsonb_build_object('parcelas', jsonb_build_array((SELECT min(id) FROM parcelas WHERE id_cooperativa = $1))),
             'muerto', 5, 'WHISP: auth_invalid_api_key', now()) RETURNING id::int AS id`,
    [coop],
  );
  return f.id;
}

/** EUDR: another cooperative's plot reads as missing and cannot be given a risk; its documents cannot be read. */
function casosEudr(): Record<string, () => Promise<void>> {
  return {
    'GET /api/cat_riesgo_eudr': async () => {
      const r = await pedir('GET', '/api/cat_riesgo_eudr');
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toHaveLength(5);
    },
    'GET /api/parcela_eudr_risk/:uuid': async () => {
      const c = await plotsCroquis();
      for (const u of c.otras) es404(await pedir('GET', `/api/parcela_eudr_risk/${u}`));
      const r = await pedir('GET', `/api/parcela_eudr_risk/${c.propia}`);
      expect(r.statusCode, r.body).toBe(200);
      sinAjenos(r);
    },
    'POST /api/parcela_eudr_risk': async () => {
      const c = await plotsCroquis();
      for (const u of c.otras) {
        const r = await enviarRiesgo(e, gerente, { uuid: u, id_riesgo_eudr: '3', justificacion: 'Intento ajeno' }, [
          { campo: 'documentos[0]', nombre: 'a.pdf', tipo: 'application/pdf', contenido: pdfValido() },
        ]);
        es404(r);
      }
    },
    'GET /api/parcela_eudr_risk/descargar/:uuid/documentos/:file': async () => {
      const ajeno = await uno<{ uuid: string; parcela: string } | undefined>(
        e.db,
        `SELECT a.uuid, p.uuid AS parcela FROM archivos a JOIN parcelas_eudr_riesgos r ON r.id_cooperativa = a.id_cooperativa
           AND a.uuid::text = ANY(string_to_array(r.documentos, ';')) JOIN parcelas p ON p.id_cooperativa = r.id_cooperativa AND p.id = r.id_parcela
          WHERE a.id_cooperativa <> 2 LIMIT 1`,
      );
      expect(ajeno, 'la cooperativa 1 debe tener un documento de evidencia').toBeTruthy();
      es404(await pedir('GET', `/api/parcela_eudr_risk/descargar/${ajeno!.parcela}/documentos/${ajeno!.uuid}`));
      const c = await plotsCroquis();
      es404(await pedir('GET', `/api/parcela_eudr_risk/descargar/${c.propia}/documentos/${ajeno!.uuid}`));
    },
    'GET /api/parcela_eudr_sic_info/:uuid': async () => {
      const c = await plotsCroquis();
      for (const u of c.otras) es404(await pedir('GET', `/api/parcela_eudr_sic_info/${u}`));
      const r = await pedir('GET', `/api/parcela_eudr_sic_info/${c.propia}`);
      expect(r.statusCode, r.body).toBe(200);
      sinAjenos(r);
    },
    'GET /api/eudr_analisis': async () => {
      const r = await pedir('GET', '/api/eudr_analisis');
      expect(r.statusCode, r.body).toBe(200);
      const vistos = r.json().data.fallidos.map((f: { id: number }) => f.id);
      expect(vistos).not.toContain(otra.whispMuerto1);
      expect(vistos).not.toContain(otra.whispMuerto3);
      sinAjenos(r);
    },
    'POST /api/eudr_analisis/pendientes': async () => {
      const r = await pedir('POST', '/api/eudr_analisis/pendientes');
      expect(r.statusCode, r.body).toBe(200);
      // Only cooperative 2's plots were queued.
      const ajenas = await uno<{ n: number }>(
        e.db,
        `SELECT count(*)::int AS n FROM trabajos t, jsonb_array_elements(t.datos -> 'parcelas') x
          WHERE t.tipo = 'whisp' AND t.id_cooperativa = 2 AND NOT EXISTS (SELECT 1 FROM parcelas p WHERE p.id_cooperativa = 2 AND p.id = x::int)`,
      );
      expect(ajenas.n).toBe(0);
      sinAjenos(r);
    },
    'POST /api/eudr_analisis/reintentar/:id': async () => {
      es404(await pedir('POST', `/api/eudr_analisis/reintentar/${otra.whispMuerto1}`));
      es404(await pedir('POST', `/api/eudr_analisis/reintentar/${otra.whispMuerto3}`));
    },
    // The path names a cooperative: another's id (with its cycle or one's own) and another's cycle under one's own id read as missing.
    'GET /api/parcelas_whisp_report/:idCooperativa/:idCiclo': async () => {
      for (const id of otra.idsCiclos) {
        const coop = (await uno<{ c: number }>(e.db, 'SELECT id_cooperativa AS c FROM ciclos WHERE id = $1', [id])).c;
        es404(await pedir('GET', `/api/parcelas_whisp_report/${coop}/${id}`));
        es404(await pedir('GET', `/api/parcelas_whisp_report/${coop}/${propios.idCiclo}`));
        es404(await pedir('GET', `/api/parcelas_whisp_report/2/${id}`));
      }
      const r = await pedir('GET', `/api/parcelas_whisp_report/2/${propios.idCiclo}`);
      expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
      const celdas = await celdasExcel(r.rawPayload);
      expect(ajenos.filter((m) => celdas.includes(m))).toEqual([]);
      expect(celdas).toContain(propios.clave);
    },
  };
}

const CASOS: Record<string, () => Promise<void>> = {
  'POST /api/auth/login': async () => {
    const r = await e.pedir(null, 'POST', '/api/auth/login', { email: 'gerente@cosecha.demo', password: 'cosecha-demo' });
    expect(r.statusCode).toBe(200);
    const b = r.json();
    expect(b.user.id_cooperativa).toBe(2);
    expect(b.coopconfig.id_cooperativa).toBe(2);
    sinAjenos(r);
    const conCoop = await e.pedir(null, 'POST', '/api/auth/login', {
      email: 'gerente@cosecha.demo',
      password: 'cosecha-demo',
      id_cooperativa: 1,
    });
    expect(conCoop.statusCode).toBe(422);
  },
  'POST /api/auth/logout': async () => {
    const otroToken = await e.entrar('acopio@cosecha.demo');
    const mio = await e.entrar('gerente@cosecha.demo');
    const r = await e.pedir(mio, 'POST', '/api/auth/logout');
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
    expect((await e.pedir(mio, 'POST', '/api/auth/profile')).statusCode).toBe(401);
    // Only the caller's token is revoked: a user of cooperative 1 stays signed in.
    expect((await e.pedir(otroToken, 'POST', '/api/auth/profile')).statusCode).toBe(200);
  },
  'POST /api/auth/profile': async () => {
    const r = await pedir('POST', '/api/auth/profile');
    expect(r.statusCode).toBe(200);
    expect(r.json().user).toMatchObject({ email: 'gerente@cosecha.demo', id_cooperativa: 2, cooperativa: 'Cacaoteros de la Chontalpa' });
    expect(r.json().coopconfig.id_cooperativa).toBe(2);
    sinAjenos(r);
  },
  'POST /api/auth/password': async () => {
    const token = await e.entrar('capturista.chontalpa@cosecha.demo');
    const intento = await e.pedir(token, 'POST', '/api/auth/password', {
      password_actual: 'cosecha-demo',
      password_nueva: 'clave-segura-1',
      email: 'admin@cosecha.demo',
    });
    expect(intento.statusCode).toBe(422);
    const r = await e.pedir(token, 'POST', '/api/auth/password', { password_actual: 'cosecha-demo', password_nueva: 'clave-segura-1' });
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
    // Only the caller's password changed.
    expect((await e.pedir(null, 'POST', '/api/auth/login', { email: 'acopio@cosecha.demo', password: 'cosecha-demo' })).statusCode).toBe(
      200,
    );
  },
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
  'POST /api/users_search': async () => {
    for (const body of [
      {},
      { per_page: 100 },
      { filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }] },
      { filters: [{ column: 'id_cooperativa', operator: 'in', value: [1, 3] }] },
      { filters: [{ column: 'q', operator: 'like', value: 'admin' }] },
      { filters: [{ column: 'email', operator: '=', value: otra.email1 }] },
      { filters: [{ column: 'id_rol', operator: '=', value: 1 }] },
      { sorts: [{ column: 'cooperativa', sort: 'desc' }], per_page: 100 },
    ]) {
      const r = await pedir('POST', '/api/users_search', body);
      expect(r.statusCode).toBe(200);
      expect(r.json().data.every((u: { id_cooperativa: number }) => u.id_cooperativa === 2)).toBe(true);
      sinAjenos(r);
    }
  },
  'GET /api/users': async () => {
    const r = await pedir('GET', '/api/users?id_cooperativa=1');
    expect(r.statusCode).toBe(200);
    const esperados = await e.db.query<{ id: number }>('SELECT id FROM users WHERE activo AND id_cooperativa = 2 ORDER BY id');
    expect(
      r
        .json()
        .data.map((u: { id: number }) => u.id)
        .sort((a: number, b: number) => a - b),
    ).toEqual(esperados.map((u) => u.id));
    sinAjenos(r);
  },
  'GET /api/users/:uuid': async () => {
    for (const u of [otra.usuario1, otra.usuario3]) es404(await pedir('GET', `/api/users/${u}`));
  },
  'POST /api/users': async () => {
    for (const id_cooperativa of [1, 3]) {
      const r = await pedir('POST', '/api/users', datosUsuario({ id_cooperativa }));
      expect(r.statusCode).toBe(403);
      sinAjenos(r);
    }
    const centroAjeno = await pedir('POST', '/api/users', datosUsuario({ id_rol: 6, id_centros_acopios: otra.centro1 }));
    expect(centroAjeno.statusCode).toBe(422);
    const correoAjeno = await pedir('POST', '/api/users', datosUsuario({ email: otra.email1.toUpperCase() }));
    // The platform-wide e-mail rule reports a taken address, but never whose it is.
    expect(correoAjeno.statusCode).toBe(422);
    sinAjenos(correoAjeno);
  },
  'PUT /api/users/:uuid': async () => {
    for (const u of [otra.usuario1, otra.usuario3]) {
      es404(await pedir('PUT', `/api/users/${u}`, datosUsuario({ email: 'tomado@chontalpa.demo', version: 1 })));
    }
    const propioActual = (await pedir('GET', `/api/users/${capturista.uuid}`)).json().data;
    const cuerpo = {
      email: propioActual.email,
      username: propioActual.username,
      password: '',
      nombres: propioActual.nombres,
      apellido_paterno: propioActual.apellido_paterno,
      apellido_materno: propioActual.apellido_materno,
      foto: null,
      id_rol: propioActual.id_rol,
      id_cooperativa: 2,
      id_centros_acopios: null,
      version: propioActual.version,
    };
    expect((await pedir('PUT', `/api/users/${capturista.uuid}`, { ...cuerpo, id_cooperativa: 1 })).statusCode).toBe(403);
    expect(
      (await pedir('PUT', `/api/users/${capturista.uuid}`, { ...cuerpo, id_rol: 6, id_centros_acopios: otra.centro1 })).statusCode,
    ).toBe(422);
  },
  'DELETE /api/users/:uuid': async () => {
    for (const u of [otra.usuario1, otra.usuario3]) es404(await pedir('DELETE', `/api/users/${u}`));
  },
  'POST /api/users/:uuid/password': async () => {
    for (const u of [otra.usuario1, otra.usuario3]) es404(await pedir('POST', `/api/users/${u}/password`, { password: 'tomada-12345' }));
    expect((await e.pedir(null, 'POST', '/api/auth/login', { email: otra.email1, password: 'cosecha-demo' })).statusCode).toBe(200);
  },
  'POST /api/users/:uuid/firma': async () => {
    for (const u of [otra.usuario1, otra.usuario3])
      es404(await subir(e, gerente, `/api/users/${u}/firma`, 'firma.png', 'image/png', pngValido()));
  },
  'POST /api/cuentas_search': async () => {
    for (const body of [
      {},
      { per_page: 100 },
      { filters: [{ column: 'q', operator: 'like', value: 'SM-' }] },
      { filters: [{ column: 'id_ciclo', operator: '=', value: otra.cuenta1.id_ciclo }] },
      { filters: [{ column: 'uuid', operator: '=', value: otra.productor1 }] },
      { filters: [{ column: 'id_municipio', operator: '=', value: otra.municipio1 }] },
    ]) {
      const r = await pedir('POST', '/api/cuentas_search', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(200);
      sinAjenos(r);
    }
    expect((await pedir('POST', '/api/cuentas_search', {})).json().total).toBeGreaterThan(0);
    expect(
      (await pedir('POST', '/api/cuentas_search', { filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }] })).statusCode,
    ).toBe(422);
  },
  'POST /api/tx_formatos_search': async () => {
    const r = await pedir('POST', '/api/tx_formatos_search', { filters: [{ column: 'id_cuenta', operator: '=', value: otra.cuenta1.id }] });
    expect(r.json().total).toBe(0);
    sinAjenos(r);
    // Cooperative 2 has inspection formats of its own since the plots dashboard's seed (seed-formularios.ts): only those come back.
    const todos = await pedir('POST', '/api/tx_formatos_search', { per_page: 100 });
    const suyos = new Set((await e.db.query<{ uuid: string }>('SELECT uuid FROM tx_formatos WHERE id_cooperativa = 2')).map((f) => f.uuid));
    expect(todos.json().total).toBe(suyos.size);
    expect(todos.json().data.every((f: { uuid: string }) => suyos.has(f.uuid))).toBe(true);
    sinAjenos(todos);
  },
  'POST /api/comite_evaluaciones_search': async () => {
    const r = await pedir('POST', '/api/comite_evaluaciones_search', {
      filters: [{ column: 'id_cuenta', operator: '=', value: otra.cuenta1.id }],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(0);
    sinAjenos(r);
  },
  'POST /api/entregas_por_productor_search': async () => {
    const r = await pedir('POST', '/api/entregas_por_productor_search', {
      filters: [{ column: 'productor_id', operator: '=', value: otra.productorId1 }],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(0);
    sinAjenos(r);
    const todas = await pedir('POST', '/api/entregas_por_productor_search', { per_page: 100 });
    expect(todas.json().total).toBeGreaterThan(0);
    sinAjenos(todas);
  },
  'GET /api/cuentas/:uuid': async () => {
    for (const u of [otra.productor1, otra.productor3]) {
      es404(await pedir('GET', `/api/cuentas/${u}`));
      es404(await pedir('GET', `/api/cuentas/${u}?id_ciclo=${otra.cuenta1.id_ciclo}`));
    }
    const r = await pedir('GET', `/api/cuentas/${propios.productor}`);
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
  },
  'GET /api/cuentas/historial/:productor_uuid': async () => {
    for (const u of [otra.productor1, otra.productor3]) es404(await pedir('GET', `/api/cuentas/historial/${u}`));
    // another cooperative's audit row cannot be the cursor of this cooperative's producer's history
    const [ajena] = await e.db.query<{ id: string }>(`SELECT id::text FROM auditoria WHERE id_cooperativa <> 2 ORDER BY id LIMIT 1`);
    expect(ajena, 'la demostración tiene filas de auditoría de otras cooperativas').toBeDefined();
    expect((await pedir('GET', `/api/cuentas/historial/${propios.productor}?antes=${ajena.id}`)).statusCode).toBe(422);
    const r = await pedir('GET', `/api/cuentas/historial/${propios.productor}`);
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
  },
  'GET /api/parcelas_por_productor/:uuid': async () => {
    for (const u of [otra.productor1, otra.productor3, otra.cuenta1.uuid]) es404(await pedir('GET', `/api/parcelas_por_productor/${u}`));
    const r = await pedir('GET', `/api/parcelas_por_productor/${propios.productor}`);
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
  },
  'GET /api/sic/cat_cuentas_bajas': async () => {
    const r = await pedir('GET', '/api/sic/cat_cuentas_bajas?id_cooperativa=1');
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
  },
  'POST /api/admin/sic/listado_bajas': async () => {
    es404(
      await pedir('POST', '/api/admin/sic/listado_bajas', {
        id_cuenta: otra.cuenta1.id,
        id_ciclo: otra.cuenta1.id_ciclo,
        id_cat_cuentas_bajas: 1,
        padronesSeleccionados: [{ confirmado: 1, organico: 1 }],
      }),
    );
  },
  'POST /api/sic/cuentas': async () => {
    const body = (cambios: Record<string, unknown> = {}) => ({
      nombres: 'Adán',
      apellido_paterno: 'Olán',
      apellido_materno: 'Arias',
      id_cuenta_region: propios.region,
      id_municipio: propios.municipio,
      id_localidad: propios.localidad,
      id_centro_acopio: propios.centro,
      ...cambios,
    });
    expect((await pedir('POST', '/api/sic/cuentas', body({ id_cuenta_region: otra.region1 }))).statusCode).toBe(422);
    expect((await pedir('POST', '/api/sic/cuentas', body({ id_centro_acopio: otra.centro1 }))).statusCode).toBe(422);
    expect((await pedir('POST', '/api/sic/cuentas', body({ id_cooperativa: 1 }))).statusCode).toBe(422);
    const r = await pedir('POST', '/api/sic/cuentas', body());
    expect(r.statusCode, r.body).toBe(201);
    sinAjenos(r);
    expect(
      (await uno<{ id_cooperativa: number }>(e.db, 'SELECT id_cooperativa FROM productores WHERE uuid = $1', [r.json().data[0].uuid]))
        .id_cooperativa,
    ).toBe(2);
  },
  'POST /api/admin/acopios/crear_parcela': async () => {
    for (const u of [otra.cuenta1.uuid, otra.productor1, otra.productor3]) {
      es404(await pedir('POST', '/api/admin/acopios/crear_parcela', { uuid_cuenta: u, nombre: 'Intrusa', superficie: 1, plantas: 1 }));
    }
  },
  // A delivery for another cooperative's account is a 404 and writes nothing there; its deliveries read as missing.
  'POST /api/admin/acopios/entregas': async () => {
    const entrega = cuerpoEntrega(otra.cuenta1.uuid);
    const r = await e.app.inject({
      method: 'POST',
      url: '/api/admin/acopios/entregas',
      headers: { authorization: `Bearer ${gerente}`, 'content-type': 'application/json', 'idempotency-key': 'inquilinos-entrega-1' },
      payload: JSON.stringify(entrega),
    });
    es404(r);
  },
  'GET /api/admin/acopios/entregas/:uuid': async () => {
    const ajena = await uno<{ uuid: string }>(e.db, 'SELECT uuid FROM acopios WHERE id_cooperativa <> 2 LIMIT 1');
    es404(await pedir('GET', `/api/admin/acopios/entregas/${ajena.uuid}`));
  },
  // entrega (issue 12): the delivery form's reads and writes on another cooperative's rows are 404 and change nothing
  'PUT /api/admin/acopios/entregas/:uuid': async () => {
    const ajena = await uno<{ uuid: string; version: number }>(e.db, 'SELECT uuid, version FROM acopios WHERE id_cooperativa <> 2 LIMIT 1');
    const body = cuerpoEdicion({ uuid_cuenta: otra.cuenta1.uuid, version: ajena.version });
    es404(await escribir(e.app, gerente, 'PUT', `/api/admin/acopios/entregas/${ajena.uuid}`, body));
    es404(await escribir(e.app, gerente, 'PUT', `/api/admin/acopios/entregas/${ajena.uuid}`, body, null));
  },
  'POST /api/admin/acopios/entregas/pago_pendiente': async () => {
    const ajena = await uno<{ id: number }>(e.db, 'SELECT id FROM acopios WHERE id_cooperativa <> 2 LIMIT 1');
    const body = { id_acopio: ajena.id, fecha_ejecucion: '2026-11-21', id_metodo_pago: 1, monto_pagado: 1, firma_image: FIRMA };
    es404(await escribir(e.app, gerente, 'POST', '/api/admin/acopios/entregas/pago_pendiente', body));
  },
  'GET /api/admin/acopios/entregas/acopio_por_productor/:id': async () => {
    const ajena = await uno<{ id: number }>(e.db, 'SELECT id FROM acopios WHERE id_cooperativa <> 2 LIMIT 1');
    es404(await pedir('GET', `/api/admin/acopios/entregas/acopio_por_productor/${ajena.id}`));
  },
  'GET /api/admin/acopios/entregas/acopios_por_productor/:cycleUuid/:uuid_cuenta': async () => {
    for (const c of [...otra.ciclos, propios.ciclo])
      es404(await pedir('GET', `/api/admin/acopios/entregas/acopios_por_productor/${c}/${otra.cuenta1.uuid}`));
  },
  'GET /api/admin/acopios/precio_por_kg_precargado': async () => {
    const r = await pedir('GET', '/api/admin/acopios/precio_por_kg_precargado');
    expect(r.json().data.precio_por_kg).toBe(62_00);
    sinAjenos(r);
  },
  // issue 22 item 24: the units come from the session's cooperative only (cacao here: no honey drums, no parchment sacks)
  'GET /api/admin/acopios/unidades_usuales': async () => {
    const r = await pedir('GET', '/api/admin/acopios/unidades_usuales');
    expect(r.statusCode).toBe(200);
    for (const id of [...r.json().data.usuales, ...r.json().data.ultimas]) expect([3, 10, 11]).not.toContain(id);
    sinAjenos(r);
  },
  'GET /api/admin/acopios/precio_por_kg_por_productor/:id_cuenta': async () => {
    es404(await pedir('GET', `/api/admin/acopios/precio_por_kg_por_productor/${otra.cuenta1.id}`));
  },
  ...Object.fromEntries(
    NOMBRES_CATALOGOS.map((n) => [
      `GET /api/acopios/catalogos/${n}`,
      async () => {
        const r = await pedir('GET', `/api/acopios/catalogos/${n}?id_cooperativa=1`);
        expect(r.statusCode).toBe(200);
        sinAjenos(r);
      },
    ]),
  ),
  // ── acopio-lotes: lots, delivery states and deleting a delivery (another cooperative's are 404 and unchanged) ──
  'POST /api/recoleccion_acopios_estatus_search': async () => {
    const r = await pedir('POST', '/api/recoleccion_acopios_estatus_search', {
      filters: [{ column: 'id_ciclo', operator: '=', value: otra.cuenta1.id_ciclo }],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(0);
    sinAjenos(r);
  },
  'GET /api/admin/acopios/entregas/lotes': async () => {
    const r = await pedir('GET', '/api/admin/acopios/entregas/lotes');
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain(otra.lote1.uuid);
    sinAjenos(r);
  },
  'GET /api/admin/acopios/entregas/lotes/:cycleId': async () => {
    for (const id of otra.idsCiclos) es404(await pedir('GET', `/api/admin/acopios/entregas/lotes/${id}`));
    const r = await pedir('GET', `/api/admin/acopios/entregas/lotes/${propios.idCiclo}`);
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
  },
  'GET /api/lotes_info/:id': async () => es404(await pedir('GET', `/api/lotes_info/${otra.lote1.id}`)),
  'POST /api/lotes': async () => {
    for (const id of otra.idsCiclos) {
      es404(
        await pedir('POST', '/api/lotes', {
          nombre: 'Intruso',
          folio: null,
          volumen: null,
          fecha_entrega_venta: null,
          observaciones: null,
          id_ciclo: id,
        }),
      );
    }
  },
  'PUT /api/lotes/:uuid': async () => {
    const body = { nombre: 'Intruso', folio: null, volumen: null, fecha_entrega_venta: null, observaciones: null, version: 1 };
    es404(await pedir('PUT', `/api/lotes/${otra.lote1.uuid}`, body));
  },
  'PUT /api/admin/acopios/lotes/cambia_estado_lote/:uuid': async () =>
    es404(
      await pedir('PUT', `/api/admin/acopios/lotes/cambia_estado_lote/${otra.lote1.uuid}`, {
        id_recoleccion_acopio_estatus: 2,
        version: 1,
      }),
    ),
  'DELETE /api/admin/acopios/lotes/:id': async () => es404(await pedir('DELETE', `/api/admin/acopios/lotes/${otra.lote1.id}`)),
  'GET /api/admin/acopios/lotes/traces/:uuid': async () => es404(await pedir('GET', `/api/admin/acopios/lotes/traces/${otra.lote1.uuid}`)),
  'GET /api/admin/acopios/lotes/traces_revision/:uuid': async () =>
    es404(await pedir('GET', `/api/admin/acopios/lotes/traces_revision/${otra.lote1.uuid}`)),
  'GET /api/admin/acopios/lotes/paquete_eudr/:uuid': async () =>
    es404(await pedir('GET', `/api/admin/acopios/lotes/paquete_eudr/${otra.lote1.uuid}`)),
  'POST /api/admin/acopios/lotes/paquete_eudr/:uuid': async () => {
    // the lot already holds the fixture's package (the importer's reference cases need one): none is added
    const antes = await contar(e.db, 'lotes_paquetes_eudr WHERE id_lote = $1', [otra.lote1.id]);
    es404(await pedir('POST', `/api/admin/acopios/lotes/paquete_eudr/${otra.lote1.uuid}`, { aceptar_avisos: true }));
    expect(await contar(e.db, 'lotes_paquetes_eudr WHERE id_lote = $1', [otra.lote1.id])).toBe(antes);
  },
  'POST /api/lotes_asignacion': async () => {
    const conClave = (body: unknown) =>
      e.app.inject({
        method: 'POST',
        url: '/api/lotes_asignacion',
        headers: {
          authorization: `Bearer ${gerente}`,
          'content-type': 'application/json',
          'idempotency-key': `inquilinos-lote-${Math.random().toString(36).slice(2)}`,
        },
        payload: JSON.stringify(body),
      });
    es404(await conClave({ id_lote: otra.lote1.id, entregas: [otra.acopio1.uuid] }));
    const propio = await pedir('POST', '/api/lotes', {
      nombre: 'Lote propio',
      folio: null,
      volumen: null,
      fecha_entrega_venta: null,
      observaciones: null,
      id_ciclo: (
        await uno<{ id: number }>(e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = 2 AND activo_acopio ORDER BY id DESC LIMIT 1')
      ).id,
    });
    expect(propio.statusCode, propio.body).toBe(201);
    es404(await conClave({ id_lote: propio.json().data.id, entregas: [otra.acopio1.uuid] }));
  },
  'POST /api/admin/acopios/recoleccion_acopios_batch': async () => {
    const r = await e.app.inject({
      method: 'POST',
      url: '/api/admin/acopios/recoleccion_acopios_batch',
      headers: { authorization: `Bearer ${gerente}`, 'content-type': 'application/json', 'idempotency-key': 'inquilinos-estado-1' },
      payload: JSON.stringify({
        ids_acopio: [otra.acopio1.id],
        tipo_estado: 1,
        folio: 'F-1',
        fecha: '2026-11-10',
        id_ciclo: otra.cuenta1.id_ciclo,
      }),
    });
    es404(r);
  },
  'POST /api/cambiar_estado': async () => {
    const r = await e.app.inject({
      method: 'POST',
      url: '/api/cambiar_estado',
      headers: { authorization: `Bearer ${gerente}`, 'content-type': 'application/json', 'idempotency-key': 'inquilinos-estado-2' },
      payload: JSON.stringify({ id_estado: 2, fecha_actualizacion: '2026-11-10', entregas: [otra.acopio1.uuid] }),
    });
    es404(r);
  },
  'DELETE /api/admin/acopios/entregas/:uuid': async () => es404(await pedir('DELETE', `/api/admin/acopios/entregas/${otra.acopio1.uuid}`)),
  // issue 22 item 4: voiding another cooperative's delivery is a 404 and leaves it, and its payments, as they were
  'POST /api/admin/acopios/entregas/anular/:uuid': async () => {
    const ajena = await uno<{ id: number; uuid: string; version: number }>(
      e.db,
      'SELECT a.id, a.uuid, a.version FROM acopios a WHERE a.id_cooperativa <> 2 AND EXISTS (SELECT 1 FROM acopio_pagos p WHERE p.id_cooperativa = a.id_cooperativa AND p.id_acopio = a.id) LIMIT 1',
    );
    const pagos = async () =>
      (await uno<{ c: number }>(e.db, 'SELECT count(*)::int AS c FROM acopio_pagos WHERE id_acopio = $1', [ajena.id])).c;
    const antes = await pagos();
    es404(
      await escribir(e.app, gerente, 'POST', `/api/admin/acopios/entregas/anular/${ajena.uuid}`, {
        motivo: 'Intruso',
        version: ajena.version,
      }),
    );
    const tras = await uno<{ anulada: boolean }>(e.db, 'SELECT anulada FROM acopios WHERE id = $1', [ajena.id]);
    expect(tras.anulada).toBe(false);
    expect(await pagos()).toBe(antes);
  },
  // Receipts (issue 12, recibos): another cooperative's delivery, producer or cycle reads as missing.
  'GET /api/recibos/entregas/descargar/:uuid': async () => {
    for (const a of await e.db.query<{ uuid: string }>('SELECT uuid FROM acopios WHERE id_cooperativa <> 2'))
      es404(await pedir('GET', `/api/recibos/entregas/descargar/${a.uuid}`));
  },
  'GET /api/recibos/acopios/:uuid': async () => {
    const ajena = await uno<{ uuid: string }>(e.db, 'SELECT uuid FROM acopios WHERE id_cooperativa <> 2 LIMIT 1');
    es404(await pedir('GET', `/api/recibos/acopios/${ajena.uuid}`));
  },
  'GET /api/recibos/cuentas/:ciclo/:productor': async () => {
    for (const ciclo of otra.ciclos) es404(await pedir('GET', `/api/recibos/cuentas/${ciclo}/${otra.productor1}`));
    es404(await pedir('GET', `/api/recibos/cuentas/${propios.ciclo}/${otra.productor1}`));
    es404(await pedir('GET', `/api/recibos/cuentas/${otra.ciclos[0]}/${propios.productor}`));
  },
  'GET /api/recibos/verificar/:codigo': async () => {
    const ajena = await uno<{ id: number }>(e.db, 'SELECT id FROM acopios WHERE id_cooperativa <> 2 ORDER BY id LIMIT 1');
    es404(await pedir('GET', `/api/recibos/verificar/E-${String(ajena.id).padStart(6, '0')}-ABCDEFGH`));
  },
  // Public (issue 22 item 14): a code answers only what its own receipt prints; another cooperative's code under this
  // cooperative's id, or a made-up one, reads as missing.
  'GET /api/publico/recibos/:codigo': async () => {
    const ajena = await uno<{ c: number; codigo: string }>(
      e.db,
      'SELECT id_cooperativa AS c, codigo_publico AS codigo FROM acopios WHERE id_cooperativa <> 2 ORDER BY id LIMIT 1',
    );
    for (const url of [`/api/publico/recibos/2-${ajena.codigo}`, '/api/publico/recibos/2-0123456789abcdef0123']) {
      const r = await e.pedir(null, 'GET', url);
      expect(r.statusCode, r.body).toBe(404);
      sinAjenos(r);
    }
    const r = await e.pedir(null, 'GET', `/api/publico/recibos/${ajena.c}-${ajena.codigo}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(Object.keys(r.json().data).sort()).toEqual(
      [
        'anulada',
        'cooperativa',
        'fecha_acopio',
        'folio_acopio',
        'importe_total',
        'iniciales',
        'mensaje',
        'peso_neto',
        'producto',
        'unidad',
      ].sort(),
    );
  },
  'GET /api/xls/entregas_acopios/:uuid': async () => {
    for (const ciclo of otra.ciclos) es404(await pedir('GET', `/api/xls/entregas_acopios/${ciclo}`));
    const r = await pedir('GET', `/api/xls/entregas_acopios/${propios.ciclo}`);
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    const celdas = await celdasExcel(r.rawPayload);
    expect(ajenos.filter((m) => celdas.includes(m))).toEqual([]);
  },
  'GET /api/xls/entregas_acopios/:uuid/:fecha': async () => {
    for (const ciclo of otra.ciclos) es404(await pedir('GET', `/api/xls/entregas_acopios/${ciclo}/2026-11-20`));
  },
  // Price per cooperative (issue 12, recibos): the session's cooperative only, whatever the body or path names.
  'POST /api/precio_por_cooperativa_search': async () => {
    for (const id of [1, 3]) {
      const r = await pedir('POST', '/api/precio_por_cooperativa_search', {
        filters: [{ column: 'id_cooperativa', operator: '=', value: id }],
      });
      expect([r.statusCode, r.json().data]).toEqual([200, []]);
    }
    const r = await pedir('POST', '/api/precio_por_cooperativa_search', {});
    const ajenos = await e.db.query<{ id: number }>('SELECT id FROM precios_cooperativa WHERE id_cooperativa <> 2');
    expect(
      r
        .json()
        .data.map((f: { precio_id: number }) => f.precio_id)
        .filter((id: number) => ajenos.some((a) => a.id === id)),
    ).toEqual([]);
    sinAjenos(r);
  },
  'POST /api/registro_precio': async () => {
    const conCoop = await e.app.inject({
      method: 'POST',
      url: '/api/registro_precio',
      headers: { authorization: `Bearer ${gerente}`, 'content-type': 'application/json', 'idempotency-key': 'inquilinos-precio-1' },
      payload: JSON.stringify({ precio_por_kg: 6000, id_cooperativa: 1 }),
    });
    expect(conCoop.statusCode).toBe(422);
  },
  'DELETE /api/registro_precio/:id': async () => {
    for (const p of await e.db.query<{ id: number }>('SELECT id FROM precios_cooperativa WHERE id_cooperativa <> 2 AND fecha_fin IS NULL'))
      es404(await pedir('DELETE', `/api/registro_precio/${p.id}`));
  },
  'GET /api/xls/precio_coopertiva/:coopId': async () => {
    es404(await pedir('GET', '/api/xls/precio_coopertiva/1'));
    es404(await pedir('GET', '/api/xls/precio_coopertiva/3'));
    const r = await pedir('GET', '/api/xls/precio_coopertiva/2');
    expect(r.statusCode).toBe(200);
    const celdas = await celdasExcel(r.rawPayload);
    expect(ajenos.filter((m) => celdas.includes(m))).toEqual([]);
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
  // ── branch parcelas-croquis: the plot sketch (profile, alerts, neighbours, editor save, KML, removals, altitudes) ──
  ...casosCroquis(),
  // ── EUDR: the plot's risk, its evidence and the catalogue ──
  ...casosEudr(),
  // ── issue 23: the importer's DDS references of a lot and of a producer ──
  ...casosDeclaracionesEudr(),
  'GET /api/archivos/:uuid': async () => {
    for (const u of [otra.logo1, otra.firma1, otra.logo3]) es404(await pedir('GET', `/api/archivos/${u}`));
  },
  // ── branch tableros-api: the dashboards (spec 000 §7 'Dashboards') ──
  ...Object.fromEntries(
    [
      'dashboards/productores/totales',
      'dashboards/productores/categorias',
      'dashboards/productores/generos',
      'dashboards/productores/edades',
      'dashboards/productores/parcelas',
      'dashboards/productores/riesgos',
      'dashboards/productores/hectareas',
      'dashboards/avances/sic',
      'dashboard/avances/municipios',
      'dashboard/avances/localidades',
      'parcelas_kml',
      'parcelas',
    ].map((ruta) => [
      `POST /api/${ruta}_search`,
      async () => {
        const url = `/api/${ruta}_search`;
        const extra = ruta.endsWith('localidades') ? [{ column: 'id_municipio', operator: '=', value: propios.municipio }] : [];
        const cuerpo = (id: number) => ({
          filters: [{ column: 'id_ciclo', operator: '=', value: id }, ...extra],
          ...(ruta === 'parcelas' ? { per_page: 50000 } : {}),
        });
        // Another cooperative's cycle is not found; naming another cooperative is refused; the own cycle names nothing of theirs.
        for (const id of otra.idsCiclos) es404(await pedir('POST', url, cuerpo(id)));
        const conCoop = cuerpo(propios.idCiclo);
        expect(
          (await pedir('POST', url, { ...conCoop, filters: [...conCoop.filters, { column: 'id_cooperativa', operator: '=', value: 1 }] }))
            .statusCode,
        ).toBe(422);
        const r = await pedir('POST', url, cuerpo(propios.idCiclo));
        expect(r.statusCode, r.body).toBe(200);
        sinAjenos(r);
        if (ruta === 'parcelas_kml') expect(r.body).toContain('<Placemark');
        if (ruta === 'parcelas') expect(r.json().total).toBeGreaterThan(0);
      },
    ]),
  ),
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
  // ── branch tablero (issue 12): the collection dashboard and the collection by producer ──
  'GET /api/admin/acopios/dashboard/:ciclo/:cooperativa/:centro': async () => {
    // Another cooperative's cycle, naming another cooperative in the path, or another's centre: not found.
    for (const id of otra.idsCiclos) es404(await pedir('GET', `/api/admin/acopios/dashboard/${id}/2/0`));
    for (const coop of [1, 3]) es404(await pedir('GET', `/api/admin/acopios/dashboard/${propios.idCiclo}/${coop}/0`));
    es404(await pedir('GET', `/api/admin/acopios/dashboard/${propios.idCiclo}/2/${otra.centro1}`));
    const r = await pedir('GET', `/api/admin/acopios/dashboard/${propios.idCiclo}/2/0`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.entregas.total_entregas).toBeGreaterThan(0);
    sinAjenos(r);
  },
  'POST /api/acopio_por_productor_search': async () => {
    for (const body of [
      { totales: true },
      { filters: [{ column: 'id_ciclo', operator: '=', value: otra.idsCiclos[0] }], totales: true, per_page: 100 },
      { filters: [{ column: 'id_municipio', operator: '=', value: otra.municipio1 }], per_page: 100 },
      { filters: [{ column: 'q', operator: 'like', value: 'SM-' }] },
    ]) {
      const r = await pedir('POST', '/api/acopio_por_productor_search', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(200);
      sinAjenos(r);
    }
    const ajeno = await pedir('POST', '/api/acopio_por_productor_search', {
      filters: [{ column: 'id_ciclo', operator: '=', value: otra.idsCiclos[0] }],
      totales: true,
    });
    expect(ajeno.json()).toMatchObject({ total: 0, totales: { peso_neto: 0 } });
    const propias = await pedir('POST', '/api/acopio_por_productor_search', {
      filters: [{ column: 'id_ciclo', operator: '=', value: propios.idCiclo }],
    });
    expect(propias.json().total).toBeGreaterThan(0);
    expect(
      (await pedir('POST', '/api/acopio_por_productor_search', { filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }] }))
        .statusCode,
    ).toBe(422);
  },
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
  'GET /api/xls/acopio_por_productor/:uuid': async () => {
    for (const u of otra.ciclos) es404(await pedir('GET', `/api/xls/acopio_por_productor/${u}`));
    const r = await pedir('GET', `/api/xls/acopio_por_productor/${propios.ciclo}`);
    expect(r.statusCode).toBe(200);
    const celdas = await celdasExcel(r.rawPayload);
    expect(ajenos.filter((m) => celdas.includes(m))).toEqual([]);
    expect(celdas).toContain('Peso neto');
  },
  ...Object.fromEntries(
    ['municipios', 'localidades'].map((n) => [
      `POST /api/dashboard/avances/kgs/${n}_search`,
      async () => {
        const url = `/api/dashboard/avances/kgs/${n}_search`;
        const extra = n === 'localidades' ? [{ column: 'id_municipio', operator: '=', value: propios.municipio }] : [];
        const cuerpo = (id: number) => ({ filters: [{ column: 'id_ciclo', operator: '=', value: id }, ...extra] });
        for (const id of otra.idsCiclos) es404(await pedir('POST', url, cuerpo(id)));
        if (n === 'localidades') {
          const r = await pedir('POST', url, {
            filters: [
              { column: 'id_ciclo', operator: '=', value: propios.idCiclo },
              { column: 'id_municipio', operator: '=', value: otra.municipio1 },
            ],
          });
          expect(r.json().data).toEqual([]);
        }
        const r = await pedir('POST', url, cuerpo(propios.idCiclo));
        expect(r.statusCode, r.body).toBe(200);
        if (n === 'municipios') expect(r.json().data.length).toBeGreaterThan(0);
        sinAjenos(r);
      },
    ]),
  ),
  // ── end of branch tablero ──
  // ── branch filtros: the dashboards' filter panel (000 §2.3) ──
  'POST /api/dashboards/filtros/opciones_search': async () => {
    const ruta = '/api/dashboards/filtros/opciones_search';
    const ciclo = (id: number) => ({ column: 'id_ciclo', operator: '=', value: id });
    for (const id of otra.idsCiclos) es404(await pedir('POST', ruta, { filters: [ciclo(id)] }));
    const r = await pedir('POST', ruta, { filters: [ciclo(propios.idCiclo)] });
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
    const ids = (r.json().data.inspectores as { id: number }[]).map((i) => i.id);
    // the registry's inspectors (issue 22 item 20)
    const deOtras = await e.db.query('SELECT 1 FROM inspectores WHERE id = ANY($1::int[]) AND id_cooperativa <> 2', [ids]);
    expect(deOtras).toEqual([]);
    // Another cooperative's inspector as the panel's inspector: the same 422 as one that does not exist.
    const [{ id: ajeno }] = await e.db.query<{ id: number }>('SELECT id FROM inspectores WHERE id_cooperativa <> 2 ORDER BY id LIMIT 1');
    const filtrado = await pedir('POST', '/api/dashboards/productores/totales_search', {
      filters: [ciclo(propios.idCiclo), { column: 'id_inspector', operator: '=', value: ajeno }],
    });
    expect(filtrado.statusCode).toBe(422);
    sinAjenos(filtrado);
  },
  // ── end of branch filtros ──
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

beforeAll(async () => {
  e = await crearEntorno();
  // gerente@ gets every permission (COOPERATIVAS_* too) but stays role 2, scoped to cooperative 2.
  await e.db.query('INSERT INTO roles_permisos (id_rol, permiso) SELECT 2, unnest($1::text[]) ON CONFLICT DO NOTHING', [PERMISOS]);
  gerente = await e.entrar('gerente@cosecha.demo');
  admin = await e.entrar('admin@cosecha.demo');
  otra.coop1 = await uuidCoop(e.db, 1);
  otra.coop3 = await uuidCoop(e.db, 3);
  propia = await uuidCoop(e.db, 2);
  const u1 = await usuarioPorCorreo(e.db, 'acopio@cosecha.demo');
  otra.usuario1 = u1.uuid;
  otra.email1 = 'acopio@cosecha.demo';
  otra.usuario3 = (await usuarioPorCorreo(e.db, 'miel@cosecha.demo')).uuid;
  capturista = await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo');
  otra.centro1 = (await uno<{ id: number }>(e.db, 'SELECT id FROM centros_acopios WHERE id_cooperativa = 1 ORDER BY id LIMIT 1')).id;
  // Failed WHISP analyses of the other cooperatives, before the fingerprint is taken.
  otra.whispMuerto1 = await trabajoWhispMuertoDe(1);
  otra.whispMuerto3 = await trabajoWhispMuertoDe(3);
  // Files of other cooperatives, uploaded by the platform administrator.
  otra.logo1 = (await subir(e, admin, `/api/cooperativas/${otra.coop1}/logo`, 'logo.png', 'image/png', pngValido())).json().data.logo;
  otra.logo3 = (await subir(e, admin, `/api/cooperativas/${otra.coop3}/logo`, 'logo.png', 'image/png', pngValido())).json().data.logo;
  otra.firma1 = (await subir(e, admin, `/api/users/${otra.usuario1}/firma`, 'firma.png', 'image/png', pngValido())).json().data.firma;
  // Cooperative 1 sets a plot's EUDR risk with a document: evidence the EUDR cases must not reach.
  const parcela1 = await uno<{ uuid: string }>(
    e.db,
    'SELECT uuid FROM parcelas WHERE id_cooperativa = 1 AND poligono IS NOT NULL ORDER BY id LIMIT 1',
  );
  const riesgo1 = await enviarRiesgo(e, admin, { uuid: parcela1.uuid, id_riesgo_eudr: '1', justificacion: 'Visita de campo' }, [
    { campo: 'documentos[0]', nombre: 'acta.pdf', tipo: 'application/pdf', contenido: pdfValido() },
  ]);
  expect(riesgo1.statusCode, riesgo1.body).toBe(200);
  expect([otra.logo1, otra.logo3, otra.firma1].every(Boolean)).toBe(true);
  otra.cuenta1 = await uno(
    e.db,
    `SELECT c.id, c.uuid, c.id_ciclo FROM cuentas c WHERE c.id_cooperativa = 1 AND c.fecha_baja IS NULL
    AND EXISTS (SELECT 1 FROM tx_formatos f WHERE f.id_cooperativa = 1 AND f.id_cuenta = c.id) ORDER BY c.id LIMIT 1`,
  );
  const p1 = await uno<{ uuid: string; id: number; id_region: number; id_municipio: number }>(
    e.db,
    `SELECT p.uuid, p.id, p.id_region, l.id_municipio FROM productores p
    JOIN localidades l ON l.id = p.id_localidad JOIN cuentas c ON c.id_cooperativa = p.id_cooperativa AND c.id_productor = p.id
    WHERE p.id_cooperativa = 1 AND EXISTS (SELECT 1 FROM acopios a WHERE a.id_cooperativa = 1 AND a.id_cuenta = c.id) ORDER BY p.id LIMIT 1`,
  );
  Object.assign(otra, { productor1: p1.uuid, productorId1: p1.id, region1: p1.id_region, municipio1: p1.id_municipio });
  otra.productor3 = (await uno<{ uuid: string }>(e.db, 'SELECT uuid FROM productores WHERE id_cooperativa = 3 ORDER BY id LIMIT 1')).uuid;
  const p2 = await uno<{ uuid: string; id_region: number; id_localidad: number; id_municipio: number; id_centro_acopio: number }>(
    e.db,
    `SELECT p.uuid, p.id_region, p.id_localidad, l.id_municipio, p.id_centro_acopio FROM productores p JOIN localidades l ON l.id = p.id_localidad
      WHERE p.id_cooperativa = 2 ORDER BY p.id LIMIT 1`,
  );
  Object.assign(propios, {
    productor: p2.uuid,
    region: p2.id_region,
    municipio: p2.id_municipio,
    localidad: p2.id_localidad,
    centro: p2.id_centro_acopio,
  });
  expect([otra.cuenta1.id, otra.productorId1, otra.productor3, propios.productor].every(Boolean)).toBe(true);
  const ciclosAjenos = await e.db.query<{ id: number; uuid: string }>('SELECT id, uuid FROM ciclos WHERE id_cooperativa <> 2 ORDER BY id');
  otra.ciclos = ciclosAjenos.map((c) => c.uuid);
  otra.idsCiclos = ciclosAjenos.map((c) => c.id);
  const ultimo2 = await uno<{ id: number; uuid: string }>(
    e.db,
    'SELECT id, uuid FROM ciclos WHERE id_cooperativa = 2 ORDER BY id DESC LIMIT 1',
  );
  Object.assign(propios, { ciclo: ultimo2.uuid, idCiclo: ultimo2.id });
  // A producer of cooperative 2 with a plot in the latest cycle: the map export must show it.
  propios.clave = (
    await uno<{ clave_tx: string }>(
      e.db,
      `SELECT p.clave_tx FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
    JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
    WHERE x.id_cooperativa = 2 AND c.id_ciclo = $1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL AND x.centroide_lat IS NOT NULL ORDER BY x.id LIMIT 1`,
      [ultimo2.id],
    )
  ).clave_tx;

  // acopio-lotes: a lot of cooperative 1 with one of its deliveries, for the lots and states cases.
  otra.acopio1 = await uno(e.db, 'SELECT id, uuid FROM acopios WHERE id_cooperativa = 1 ORDER BY id LIMIT 1');
  otra.lote1 = await uno(
    e.db,
    `INSERT INTO lotes (id_cooperativa, id_ciclo, nombre) SELECT 1, id_ciclo, 'Lote ajeno' FROM acopios WHERE id_cooperativa = 1 AND id = $1 RETURNING id, uuid`,
    [otra.acopio1.id],
  );
  await e.db.query('UPDATE acopios SET id_lote = $1 WHERE id_cooperativa = 1 AND id = $2', [otra.lote1.id, otra.acopio1.id]);

  // issue 23: a package of that lot with the importer's reference, and a package of a lot of cooperative 2
  const paquete = (coop: number, idLote: number) =>
    uno<{ id: number; uuid: string }>(
      e.db,
      `INSERT INTO lotes_paquetes_eudr (id_cooperativa, id_lote, nombre_archivo, sha256, bytes, productores, parcelas, avisos, id_user)
       SELECT $1, $2, 'paquete.zip', repeat('a', 64), 1, 0, 0, '[]', min(id) FROM users WHERE id_cooperativa = $1 RETURNING id, uuid`,
      [coop, idLote],
    );
  otra.paquete1 = await paquete(1, otra.lote1.id);
  otra.declaracion1 = (
    await uno<{ uuid: string }>(
      e.db,
      `INSERT INTO lotes_declaraciones_eudr (id_cooperativa, id_lote, id_paquete, comprador, referencia, verificacion, fecha, id_user)
       SELECT 1, $1, $2, 'Importador ajeno', '25ITAJENO00001', 'AJENO001', '2026-01-10', min(id) FROM users WHERE id_cooperativa = 1 RETURNING uuid`,
      [otra.lote1.id, otra.paquete1.id],
    )
  ).uuid;
  const lote2 = await uno<{ id: number; uuid: string }>(e.db, 'SELECT id, uuid FROM lotes WHERE id_cooperativa = 2 ORDER BY id LIMIT 1');
  propiosEudr.lote = lote2.uuid;
  propiosEudr.paquete = (await paquete(2, lote2.id)).uuid;

  const marcas = await e.db.query<{ m: string }>(
    `SELECT uuid::text AS m FROM cooperativas WHERE id <> 2 UNION SELECT nombre FROM cooperativas WHERE id <> 2
     UNION SELECT rfc FROM cooperativas WHERE id <> 2 AND rfc IS NOT NULL UNION SELECT contacto FROM cooperativas WHERE id <> 2 AND contacto IS NOT NULL
     UNION SELECT uuid::text FROM users WHERE id_cooperativa <> 2 UNION SELECT email FROM users WHERE id_cooperativa <> 2
     UNION SELECT nombres || ' ' || apellido_paterno FROM users WHERE id_cooperativa <> 2
     UNION SELECT uuid::text FROM centros_acopios WHERE id_cooperativa <> 2 UNION SELECT nombre FROM centros_acopios WHERE id_cooperativa <> 2
     UNION SELECT uuid::text FROM ciclos WHERE id_cooperativa <> 2 UNION SELECT uuid::text FROM archivos WHERE id_cooperativa <> 2
     UNION SELECT uuid::text FROM productores WHERE id_cooperativa <> 2 UNION SELECT clave_tx FROM productores WHERE id_cooperativa <> 2
     UNION SELECT codigo_tx FROM productores WHERE id_cooperativa <> 2 AND codigo_tx IS NOT NULL UNION SELECT curp FROM productores WHERE id_cooperativa <> 2 AND curp IS NOT NULL
     UNION SELECT uuid::text FROM cuentas WHERE id_cooperativa <> 2 UNION SELECT uuid::text FROM parcelas WHERE id_cooperativa <> 2
     UNION SELECT uuid::text FROM acopios WHERE id_cooperativa <> 2 UNION SELECT uuid::text FROM tx_formatos WHERE id_cooperativa <> 2
     UNION SELECT uuid::text FROM cuentas_altas_solicitud WHERE id_cooperativa <> 2
     UNION SELECT uuid::text FROM lotes_paquetes_eudr WHERE id_cooperativa <> 2 UNION SELECT uuid::text FROM lotes_declaraciones_eudr WHERE id_cooperativa <> 2
     UNION SELECT referencia FROM lotes_declaraciones_eudr WHERE id_cooperativa <> 2`,
  );
  ajenos = marcas.map((f) => f.m);
});
afterAll(async () => {
  await e.cerrar();
});

describe('inquilinos: la tabla de casos cubre cada ruta', () => {
  it('cada ruta registrada tiene su caso, y cada caso nombra una ruta que existe', () => {
    const registradas = e.app.rutas.map((r) => `${r.method} ${r.url}`);
    expect(registradas.length).toBeGreaterThan(20);
    const sinCaso = registradas.filter((r) => !(r in CASOS));
    const sobran = Object.keys(CASOS).filter((c) => !registradas.includes(c));
    expect(sinCaso, 'rutas sin caso en la prueba de inquilinos').toEqual([]);
    expect(sobran, 'casos de rutas que no existen').toEqual([]);
  });

  it('las marcas de las otras cooperativas incluyen sus nombres, usuarios y archivos (la comprobación no es vacía)', () => {
    expect(ajenos).toEqual(
      expect.arrayContaining([
        'Cafetaleros de la Sierra Madre',
        'Apicultores Mayas de Yucatán',
        'admin@cosecha.demo',
        otra.logo1,
        otra.firma1,
        otra.productor1,
        otra.productor3,
        otra.cuenta1.uuid,
        'SM-0001',
        'AM-0001',
      ]),
    );
    expect(ajenos).not.toContain('Cacaoteros de la Chontalpa');
  });

  it('sinAjenos detecta una respuesta con datos de otra cooperativa (la comprobación puede fallar)', async () => {
    const delAdmin = await e.pedir(admin, 'GET', '/api/cooperativas');
    expect(() => sinAjenos(delAdmin)).toThrow();
    const usuarios = await e.pedir(admin, 'POST', '/api/users_search', { per_page: 100 });
    expect(() => sinAjenos(usuarios)).toThrow();
  });
});

describe('inquilinos: un usuario de la cooperativa 2 contra las cooperativas 1 y 3', () => {
  // Each case's fingerprint after is the next one's before (a case changes nothing of theirs, or fails): one
  // fingerprint per case. It is taken even when the case itself fails, so the next case is not blamed for its writes.
  let ultima: Record<string, string> | undefined;
  it.each(Object.keys(CASOS))('%s', async (ruta) => {
    const antes = ultima ?? (await huella());
    let fallo: unknown;
    try {
      await CASOS[ruta]();
    } catch (error) {
      fallo = error;
    }
    ultima = await huella();
    if (fallo) throw fallo;
    expect(ultima, 'cambiaron filas de otra cooperativa').toEqual(antes);
  });

  it('la huella detecta un cambio en otra cooperativa (la comprobación puede fallar)', async () => {
    const antes = await huella();
    await e.db.query(`UPDATE centros_acopios SET ubicacion = 'cambiada' WHERE id = $1`, [otra.centro1]);
    try {
      expect(await huella()).not.toEqual(antes);
    } finally {
      await e.db.query('UPDATE centros_acopios SET ubicacion = NULL WHERE id = $1', [otra.centro1]);
    }
    expect(await huella()).toEqual(antes);
  });
});

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

/**
 * The importer's statement references (issue 23): another cooperative's lot, declaration and producer are 404 and
 * unchanged; a package of another cooperative named in one's own lot's record is the 422 of a package of another lot.
 */
function casosDeclaracionesEudr(): Record<string, () => Promise<void>> {
  const cuerpo = (paquete_uuid: string) => ({
    paquete_uuid,
    comprador: 'Intruso',
    referencia: '25ITQRBHJ68633',
    verificacion: 'K7R8LA90',
    fecha: '2026-01-15',
  });
  const conClave = (url: string, body: unknown) =>
    e.app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${gerente}`,
        'content-type': 'application/json',
        'idempotency-key': `inquilinos-dds-${Math.random().toString(36).slice(2)}`,
      },
      payload: JSON.stringify(body),
    });
  return {
    'GET /api/admin/acopios/lotes/declaraciones_eudr/:uuid': async () => {
      es404(await pedir('GET', `/api/admin/acopios/lotes/declaraciones_eudr/${otra.lote1.uuid}`));
      const r = await pedir('GET', `/api/admin/acopios/lotes/declaraciones_eudr/${propiosEudr.lote}`);
      expect(r.statusCode).toBe(200);
      sinAjenos(r);
    },
    'POST /api/admin/acopios/lotes/declaraciones_eudr/:uuid': async () => {
      es404(await conClave(`/api/admin/acopios/lotes/declaraciones_eudr/${otra.lote1.uuid}`, cuerpo(propiosEudr.paquete)));
      es404(await conClave(`/api/admin/acopios/lotes/declaraciones_eudr/${otra.lote1.uuid}`, cuerpo(otra.paquete1.uuid)));
      const ajeno = await conClave(`/api/admin/acopios/lotes/declaraciones_eudr/${propiosEudr.lote}`, cuerpo(otra.paquete1.uuid));
      expect(ajeno.statusCode).toBe(422);
      expect(ajeno.json().errors).toEqual({ paquete_uuid: ['El paquete no es de este lote'] });
      const corrige = await conClave(`/api/admin/acopios/lotes/declaraciones_eudr/${propiosEudr.lote}`, {
        ...cuerpo(propiosEudr.paquete),
        reemplaza_uuid: otra.declaracion1,
        motivo_correccion: 'Intruso',
      });
      expect(corrige.statusCode).toBe(422);
      expect(corrige.json().errors).toEqual({ reemplaza_uuid: ['Ese registro no es de este lote'] });
      sinAjenos(corrige);
    },
    'POST /api/admin/acopios/lotes/declaraciones_eudr/verificar/:uuid': async () =>
      es404(await pedir('POST', `/api/admin/acopios/lotes/declaraciones_eudr/verificar/${otra.declaracion1}`)),
    'GET /api/cuentas/declaraciones_eudr/:uuid': async () => {
      for (const u of [otra.productor1, otra.productor3]) es404(await pedir('GET', `/api/cuentas/declaraciones_eudr/${u}`));
      const r = await pedir('GET', `/api/cuentas/declaraciones_eudr/${propios.productor}`);
      expect(r.statusCode).toBe(200);
      sinAjenos(r);
    },
  };
}
