import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, MSG_401, MSG_403, MSG_404, uno } from '../ayudas';
import { iniciarServidorKobo, TOKEN_KOBO, type ServidorKobo } from '../../falsos/servidor-kobo';
import { MENSAJES_FICHAS, type FichaCooperativa, type InfoProyecto } from '@domain/contrato/fichas';
import { crearMaster, enviar, formulario, hojas, partesDe, xlsform, zip, type MasterPrueba } from './fichas-ayudas';

/**
 * The master-form calls (spec 002 §7 'Master forms'; issue 27) against the fake KPI: the list and its XLSForm
 * download, associating a cooperative form (import + deploy), its detail, editing its data (409 on a stale version),
 * uploading its XLSForm (redeploy with PATCH) and the malicious uploads, the project's info and the file's download;
 * each with 401, 403, 404 and 422, KoboToolbox not configured (503) and down (502), nothing changed on a refusal.
 */
let e: Entorno;
let kobo: ServidorKobo;
let admin: string; // coop 1, every permission
let gerente: string; // coop 2
let comite: string; // coop 1, FICHAS_ODK_VER only (granted here)
let tecnico: string; // coop 1, no FICHAS permission
let m: MasterPrueba;
let ficha: FichaCooperativa;

const nueva = (campos: Record<string, string> = {}, token = admin) =>
  enviar(
    e,
    token,
    'POST',
    '/api/ficha/kobo/coop/proyecto',
    formulario({ id_cooperativa: '1', nombre: 'Parcela Sierra', descripcion: 'Ficha de parcela', parent: String(m.id), ...campos }),
  );
const subir = (id: number, nombre: string, contenido: Buffer, token = admin) =>
  enviar(e, token, 'POST', `/api/ficha/kobo/coop/actualizaForm/${id}`, formulario({}, { campo: 'archivo', nombre, contenido }));
const huella = () =>
  uno<{ h: string }>(
    e.db,
    `SELECT md5(coalesce(string_agg(k.id || k.nombre || coalesce(k.archivo::text, '') || k.version || k.categorias::text, ',' ORDER BY k.id), '')
               || (SELECT count(*) FROM kobo_fichas_preguntas) || (SELECT count(*) FROM archivos WHERE tipo = 'kobo_xlsform')) AS h
       FROM kobo_fichas k`,
  );
const errores = (r: { statusCode: number; body: string; json: () => { errors: Record<string, string[]> } }) => {
  expect(r.statusCode, r.body).toBe(422);
  return r.json().errors;
};
const sinKobo = async <T>(f: () => Promise<T>): Promise<T> => {
  const antes = e.app.config.kobo;
  e.app.config.kobo = null;
  try {
    return await f();
  } finally {
    e.app.config.kobo = antes;
  }
};

beforeAll(async () => {
  kobo = await iniciarServidorKobo();
  e = await crearEntorno({ kobo: { url: kobo.url, token: TOKEN_KOBO } });
  await e.db.query(`INSERT INTO roles_permisos (id_rol, permiso) VALUES (4, 'FICHAS_ODK_VER') ON CONFLICT DO NOTHING`);
  [admin, gerente, comite, tecnico] = await Promise.all(
    ['admin@cosecha.demo', 'gerente@cosecha.demo', 'comite.sierra@cosecha.demo', 'tecnico.sierra@cosecha.demo'].map((u) => e.entrar(u)),
  );
  m = await crearMaster(e.db, 'Master de prueba café');
});
afterAll(async () => {
  await e?.cerrar();
  await kobo?.cerrar();
});

describe('GET ficha/kobo/master/lista y descarga', () => {
  it('lista las fichas master con categorías, conversiones y preguntas; 401, 403, 422', async () => {
    const r = await e.pedir(comite, 'GET', '/api/ficha/kobo/master/lista?master=1');
    expect(r.statusCode, r.body).toBe(200);
    const item = r.json().data.find((x: { id_kobo_ficha_principal: number }) => x.id_kobo_ficha_principal === m.id);
    expect(item).toMatchObject({
      nombre: 'Master de prueba café',
      cultivo: { nombre: 'Café' },
      id_cultivo: 1,
      numero_preguntas: 3,
      numero_fichas: 0,
      categorias: [
        { id_kobo_ficha_principal_categoria: m.obligatoria, nombre: 'Datos generales', obligatorio: true },
        { id_kobo_ficha_principal_categoria: m.opcional, nombre: 'Conservación', obligatorio: false },
      ],
      conversiones: [{ label: 'cosecha', unidad_conversion: 'lata ×12.5', config_id_pregunta: 'cosecha' }],
    });
    expect(r.json().kobo).toBe(true);
    expect((await e.pedir(null, 'GET', '/api/ficha/kobo/master/lista?master=1')).json().message).toBe(MSG_401);
    expect((await e.pedir(tecnico, 'GET', '/api/ficha/kobo/master/lista?master=1')).json().message).toBe(MSG_403);
    expect((await e.pedir(admin, 'GET', '/api/ficha/kobo/master/lista')).statusCode).toBe(422);
  });

  it('descarga el XLSForm: obligatorias siempre, las elegidas, y las filas de configuración solo con configuraciones=1', async () => {
    const sin = await e.pedir(
      admin,
      'GET',
      `/api/ficha/kobo/master/descarga?id_kobo_ficha_principal=${m.id}&categorias=&configuraciones=0`,
    );
    expect(sin.statusCode, sin.body).toBe(200);
    expect(sin.headers['content-type']).toContain('spreadsheetml');
    const h1 = hojas(sin.rawPayload);
    expect(h1.survey.map((f) => f.name)).toEqual(['start', 'nombre_inspector']);
    expect(h1.choices.map((f) => f.name)).toEqual(['si', 'no']);
    expect(h1.settings[0]).toMatchObject({ form_title: 'Master de prueba café' });
    const con = await e.pedir(
      admin,
      'GET',
      `/api/ficha/kobo/master/descarga?id_kobo_ficha_principal=${m.id}&categorias=${m.opcional}&configuraciones=1`,
    );
    expect(hojas(con.rawPayload).survey.map((f) => f.name)).toEqual(['start', 'nombre_inspector', 'id_socio', 'barreras_vivas']);
    expect(
      (await e.pedir(admin, 'GET', '/api/ficha/kobo/master/descarga?id_kobo_ficha_principal=999999&configuraciones=0')).json().message,
    ).toBe(MSG_404);
    expect(
      (await e.pedir(admin, 'GET', `/api/ficha/kobo/master/descarga?id_kobo_ficha_principal=${m.id}&configuraciones=2`)).statusCode,
    ).toBe(422);
    expect(
      (await e.pedir(tecnico, 'GET', `/api/ficha/kobo/master/descarga?id_kobo_ficha_principal=${m.id}&configuraciones=0`)).statusCode,
    ).toBe(403);
  });
});

describe('POST ficha/kobo/coop/proyecto', () => {
  it('422 con los mensajes del spec y nada cambia', async () => {
    const antes = await huella();
    expect(errores(await nueva({ id_cooperativa: '0', nombre: ' ', descripcion: '' }))).toMatchObject({
      id_cooperativa: [MENSAJES_FICHAS.cooperativa],
      nombre: [MENSAJES_FICHAS.nombre],
      descripcion: [MENSAJES_FICHAS.descripcion],
    });
    expect(errores(await nueva({ parent: '999999' }))).toMatchObject({ parent: ['La ficha master no existe'] });
    const ajeno = await uno<{ id: number }>(e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = 2 LIMIT 1');
    expect(errores(await nueva({ id_ciclo: String(ajeno.id) }))).toMatchObject({ id_ciclo: ['El ciclo no es de la cooperativa'] });
    expect(errores(await nueva({ extra: 'x' }))).toMatchObject({ extra: ['Campo no permitido'] });
    expect((await e.pedir(admin, 'POST', '/api/ficha/kobo/coop/proyecto', { nombre: 'x' })).statusCode).toBe(422);
    expect(await huella()).toEqual(antes);
  });

  it('otra cooperativa en id_cooperativa es 404; sin permiso de edición 403; sin sesión 401', async () => {
    const antes = await huella();
    expect((await nueva({ id_cooperativa: '2' })).json().message).toBe(MSG_404);
    expect((await nueva({}, comite)).json().message).toBe(MSG_403);
    expect((await nueva({}, null as unknown as string)).statusCode).toBe(401);
    expect(await huella()).toEqual(antes);
  });

  it('sin KoboToolbox configurado responde 503 con un mensaje claro y nada cambia; KoboToolbox caído, 502', async () => {
    const antes = await huella();
    const r = await sinKobo(() => nueva());
    expect(r.statusCode, r.body).toBe(503);
    expect(r.json().message).toBe(MENSAJES_FICHAS.sinKobo);
    kobo.modo = 'caido';
    try {
      const c = await nueva();
      expect(c.statusCode, c.body).toBe(502);
      expect(c.json().message).toContain('KoboToolbox');
    } finally {
      kobo.modo = 'normal';
    }
    expect(await huella()).toEqual(antes);
  });

  it('crea el proyecto en KoboToolbox (encuesta implementada), guarda la ficha y la audita', async () => {
    const ciclo = await uno<{ id: number }>(e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY id DESC LIMIT 1');
    const r = await nueva({ id_ciclo: String(ciclo.id), id_cultivo: '1' });
    expect(r.statusCode, r.body).toBe(200);
    ficha = r.json().data;
    expect(ficha).toMatchObject({
      id_kobo_ficha_principal: m.id,
      nombre: 'Parcela Sierra',
      descripcion: 'Ficha de parcela',
      id_ciclo: ciclo.id,
      cultivo: { nombre: 'Café' },
      archivo: [],
      categorias: [m.obligatoria, m.opcional],
      version: 1,
    });
    const asset = kobo.assets.get(ficha.kobo_project_uid!);
    expect(asset).toMatchObject({ tipo: 'survey', activo: true, nombre: 'Parcela Sierra' });
    expect(asset?.desplegada).toBe(asset?.version_id);
    expect(
      await contar(e.db, `auditoria WHERE entidad = 'kobo_ficha' AND accion = 'crear' AND id_entidad = $1`, [String(ficha.id_kobo_ficha)]),
    ).toBe(1);
  });
});

describe('GET ficha/kobo/master/detalles/{id}', () => {
  it('la ficha master con las fichas de la cooperativa de la sesión, nunca las de otra', async () => {
    const r = await e.pedir(comite, 'GET', `/api/ficha/kobo/master/detalles/${m.id}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ nombre: 'Master de prueba café', descripcion: 'Ficha de prueba' });
    expect(r.json().data.fichas.map((f: FichaCooperativa) => f.id_kobo_ficha)).toEqual([ficha.id_kobo_ficha]);
    expect(r.json().data.fichas[0].cooperativa.nombre).toBeTruthy();
    const otra = await e.pedir(gerente, 'GET', `/api/ficha/kobo/master/detalles/${m.id}`);
    expect(otra.json().data.fichas).toEqual([]);
    expect((await e.pedir(admin, 'GET', '/api/ficha/kobo/master/detalles/999999')).json().message).toBe(MSG_404);
    expect((await e.pedir(admin, 'GET', '/api/ficha/kobo/master/detalles/abc')).statusCode).toBe(422);
    expect((await e.pedir(tecnico, 'GET', `/api/ficha/kobo/master/detalles/${m.id}`)).statusCode).toBe(403);
  });
});

describe('PUT ficha/kobo/master/actualizadatos/{id}', () => {
  const url = () => `/api/ficha/kobo/master/actualizadatos/${ficha.id_kobo_ficha}`;
  it('guarda nombre, descripción y categorías (la obligatoria siempre), con auditoría; versión vieja 409', async () => {
    const r = await e.pedir(admin, 'PUT', url(), {
      nombre: 'Parcela Sierra 2026',
      descripcion: 'Nueva',
      preguntasSeleccionadas: [],
      version: 1,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ nombre: 'Parcela Sierra 2026', descripcion: 'Nueva', categorias: [m.obligatoria], version: 2 });
    const viejo = await e.pedir(admin, 'PUT', url(), { nombre: 'Otra', descripcion: 'Otra', version: 1 });
    expect(viejo.statusCode, viejo.body).toBe(409);
    ficha = r.json().data;
    expect(await contar(e.db, `auditoria WHERE entidad = 'kobo_ficha' AND accion = 'editar'`)).toBe(1);
  });

  it('422 en español y nada cambia; otra cooperativa 404; sin permiso 403', async () => {
    const antes = await huella();
    expect(errores(await e.pedir(admin, 'PUT', url(), { nombre: '', descripcion: null, version: ficha.version }))).toMatchObject({
      nombre: [MENSAJES_FICHAS.nombre],
      descripcion: [MENSAJES_FICHAS.descripcion],
    });
    expect(
      errores(
        await e.pedir(admin, 'PUT', url(), { nombre: 'a', descripcion: 'b', preguntasSeleccionadas: [999999], version: ficha.version }),
      ),
    ).toHaveProperty('preguntasSeleccionadas');
    expect((await e.pedir(gerente, 'PUT', url(), { nombre: 'a', descripcion: 'b', version: ficha.version })).json().message).toBe(MSG_404);
    expect((await e.pedir(comite, 'PUT', url(), { nombre: 'a', descripcion: 'b', version: ficha.version })).statusCode).toBe(403);
    expect(await huella()).toEqual(antes);
  });
});

describe('POST ficha/kobo/coop/actualizaForm/{id}', () => {
  it('carga el XLSForm, lo implementa y guarda archivo y filas; una segunda carga se reimplementa con PATCH', async () => {
    const archivo = xlsform(4);
    const r = await subir(ficha.id_kobo_ficha, 'parcela.xlsx', archivo);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({
      numero_preguntas: 4,
      archivo: [{ nombre: 'parcela.xlsx' }],
      kobo_project_uid: ficha.kobo_project_uid,
    });
    expect(await contar(e.db, 'kobo_fichas_preguntas WHERE id_cooperativa = 1 AND id_kobo_ficha = $1', [ficha.id_kobo_ficha])).toBe(6); // survey: start and 4 questions; settings: its one row
    kobo.pedidos.length = 0;
    const otra = await subir(ficha.id_kobo_ficha, 'parcela-v2.xlsx', xlsform(6));
    expect(otra.statusCode, otra.body).toBe(200);
    expect(otra.json().data.numero_preguntas).toBe(6);
    expect(kobo.pedidos).toContain(`PATCH /api/v2/assets/${ficha.kobo_project_uid}/deployment/`);
    const a = kobo.assets.get(ficha.kobo_project_uid!)!;
    expect(a.desplegada).toBe(a.version_id);
    ficha = otra.json().data;
    const d = await e.pedir(comite, 'GET', `/api/ficha/kobo/coop/descarga/${ficha.id_kobo_ficha}`);
    expect(d.statusCode).toBe(200);
    expect(d.headers['content-disposition']).toContain('parcela-v2.xlsx');
    expect(hojas(d.rawPayload).survey).toHaveLength(7);
    expect(await contar(e.db, `auditoria WHERE entidad = 'kobo_ficha' AND accion = 'archivo'`)).toBe(2);
  });

  it('rechaza lo que no es un XLSForm seguro con 422 (o 413 por tamaño) en español, y nada cambia', async () => {
    const antes = await huella();
    const valido = xlsform(2);
    const partes = partesDe(valido);
    const con = (nombre: string, contenido: string | Buffer) =>
      zip([
        ...partes.filter((p) => p.nombre !== nombre),
        { nombre, contenido: Buffer.isBuffer(contenido) ? contenido : Buffer.from(contenido) },
      ]);
    const casos: [string, Buffer, string][] = [
      ['ficha.pdf', valido, MENSAJES_FICHAS.tipoArchivo],
      ['ficha.xlsx', Buffer.from('%PDF-1.4 no es un libro'), MENSAJES_FICHAS.tipoArchivo],
      ['ficha.xls', valido, MENSAJES_FICHAS.tipoArchivo],
      ['bomba.xlsx', con('xl/media/relleno.bin', Buffer.alloc(30 * 1024 * 1024)), 'El archivo xlsx se expande demasiado al descomprimirlo'],
      [
        'xxe.xlsx',
        con(
          'xl/worksheets/sheet1.xml',
          '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><worksheet><sheetData><row><c t="inlineStr"><is><t>&e;</t></is></c></row></sheetData></worksheet>',
        ),
        'El archivo xlsx declara entidades XML (DOCTYPE), que no se aceptan',
      ],
      [
        'vinculo.xlsx',
        con('xl/externalLinks/externalLink1.xml', '<externalLink/>'),
        'El archivo tiene vínculos a otros libros; quítelos antes de cargarlo',
      ],
      ['dañado.xlsx', valido.subarray(0, 200), 'El archivo xlsx está dañado'],
      [
        'sin-survey.xlsx',
        zip(partes.map((p) => ({ ...p, contenido: Buffer.from(p.contenido.toString().replaceAll('"survey"', '"datos"')) }))),
        'El archivo no tiene la hoja survey de un XLSForm',
      ],
    ];
    for (const [nombre, contenido, mensaje] of casos) {
      const r = await subir(ficha.id_kobo_ficha, nombre, contenido);
      expect(r.statusCode, `${nombre}: ${r.body}`).toBe(422);
      expect(r.json().errors.archivo, nombre).toEqual([mensaje]);
    }
    const grande = await subir(ficha.id_kobo_ficha, 'grande.xlsx', Buffer.alloc(10 * 1024 * 1024));
    expect(grande.statusCode, grande.body).toBe(413);
    expect(grande.json().message).toBe(MENSAJES_FICHAS.tamano);
    expect(await huella()).toEqual(antes);
  });

  it('otra cooperativa 404, sin permiso 403, sin KoboToolbox 503, KoboToolbox caído 502: nada cambia', async () => {
    const antes = await huella();
    const otra = await enviar(
      e,
      gerente,
      'POST',
      `/api/ficha/kobo/coop/actualizaForm/${ficha.id_kobo_ficha}`,
      formulario({}, { campo: 'archivo', nombre: 'a.xlsx', contenido: xlsform() }),
    );
    expect(otra.json().message).toBe(MSG_404);
    expect((await subir(ficha.id_kobo_ficha, 'a.xlsx', xlsform(), comite)).statusCode).toBe(403);
    expect((await sinKobo(() => subir(ficha.id_kobo_ficha, 'a.xlsx', xlsform()))).statusCode).toBe(503);
    kobo.modo = 'caido';
    try {
      expect((await subir(ficha.id_kobo_ficha, 'a.xlsx', xlsform())).statusCode).toBe(502);
    } finally {
      kobo.modo = 'normal';
    }
    expect(await huella()).toEqual(antes);
  });
});

describe('GET ficha/kobo/coop/proyecto/{uid} y coop/descarga/{id}', () => {
  it('la información del proyecto con su estado y su versión', async () => {
    const r = await e.pedir(comite, 'GET', `/api/ficha/kobo/coop/proyecto/${ficha.kobo_project_uid}`);
    expect(r.statusCode, r.body).toBe(200);
    const info: InfoProyecto = r.json().data.data;
    expect(info).toMatchObject({
      owner__username: 'cosecha',
      users: ['cosecha', 'inspector.rosa'],
      has_deployment: true,
      deployment__active: true,
      estado: 'Implementado',
      estado_version: 'ok',
      koboUrl: `${kobo.url}/#/forms/${ficha.kobo_project_uid}/summary`,
    });
    // a draft newer than the deployed version is the warning state
    kobo.assets.get(ficha.kobo_project_uid!)!.version_id = 'vnueva';
    expect((await e.pedir(admin, 'GET', `/api/ficha/kobo/coop/proyecto/${ficha.kobo_project_uid}`)).json().data.data.estado_version).toBe(
      'aviso',
    );
  });

  it('un uid de otra cooperativa o desconocido es 404; sin KoboToolbox 503; caído 502', async () => {
    expect((await e.pedir(gerente, 'GET', `/api/ficha/kobo/coop/proyecto/${ficha.kobo_project_uid}`)).json().message).toBe(MSG_404);
    expect((await e.pedir(admin, 'GET', '/api/ficha/kobo/coop/proyecto/no-existe')).statusCode).toBe(404);
    expect((await e.pedir(admin, 'GET', '/api/ficha/kobo/coop/proyecto/a%20b')).statusCode).toBe(422);
    expect((await sinKobo(() => e.pedir(admin, 'GET', `/api/ficha/kobo/coop/proyecto/${ficha.kobo_project_uid}`))).statusCode).toBe(503);
    kobo.modo = 'caido';
    try {
      expect((await e.pedir(admin, 'GET', `/api/ficha/kobo/coop/proyecto/${ficha.kobo_project_uid}`)).statusCode).toBe(502);
    } finally {
      kobo.modo = 'normal';
    }
  });

  it('la descarga del archivo: de otra cooperativa o sin archivo 404; sin permiso 403', async () => {
    expect((await e.pedir(gerente, 'GET', `/api/ficha/kobo/coop/descarga/${ficha.id_kobo_ficha}`)).json().message).toBe(MSG_404);
    expect((await e.pedir(tecnico, 'GET', `/api/ficha/kobo/coop/descarga/${ficha.id_kobo_ficha}`)).statusCode).toBe(403);
    const sin = await nueva({ nombre: 'Sin archivo' });
    expect((await e.pedir(admin, 'GET', `/api/ficha/kobo/coop/descarga/${sin.json().data.id_kobo_ficha}`)).statusCode).toBe(404);
  });
});

describe('GET ficha/kobo/coop/actualizaMedia/{id}', () => {
  const url = () => `/api/ficha/kobo/coop/actualizaMedia/${ficha.id_kobo_ficha}`;
  it('reemplaza los CSV de la cooperativa en el proyecto (borra y sube), lo vuelve a implementar y lo audita', async () => {
    kobo.pedidos.length = 0;
    const r = await e.pedir(admin, 'GET', url());
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({
      status: 'success',
      archivos: ['cooperativas.csv', 'inspectores.csv', 'cuentas.csv', 'parcelas.csv', 'arboles.csv'],
    });
    const a = kobo.assets.get(ficha.kobo_project_uid!)!;
    expect(a.archivos.map((f) => f.nombre).sort()).toEqual([
      'arboles.csv',
      'cooperativas.csv',
      'cuentas.csv',
      'inspectores.csv',
      'parcelas.csv',
    ]);
    expect(a.desplegada).toBe(a.version_id);
    // a second update replaces each file: DELETE then POST, never the 400 of a repeated name
    kobo.pedidos.length = 0;
    expect((await e.pedir(admin, 'GET', url())).statusCode).toBe(200);
    expect(kobo.pedidos.filter((x) => x.startsWith('DELETE ')).length).toBe(5);
    expect(a.archivos).toHaveLength(5);
    expect(await contar(e.db, `auditoria WHERE entidad = 'kobo_ficha_media' AND accion = 'archivo'`)).toBe(2);
    const d = await e.pedir(admin, 'GET', `/api/ficha/kobo/master/detalles/${m.id}`);
    expect(d.json().data.fichas.find((f: FichaCooperativa) => f.id_kobo_ficha === ficha.id_kobo_ficha).csv_actualizado_en).toBeTruthy();
  });

  it('sin archivo 422; otra cooperativa 404; sin permiso 403; sin KoboToolbox 503; caído 502', async () => {
    const sin = await nueva({ nombre: 'Sin archivo para CSV' });
    const r = await e.pedir(admin, 'GET', `/api/ficha/kobo/coop/actualizaMedia/${sin.json().data.id_kobo_ficha}`);
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors.id).toEqual([MENSAJES_FICHAS.sinArchivo]);
    expect((await e.pedir(gerente, 'GET', url())).json().message).toBe(MSG_404);
    expect((await e.pedir(comite, 'GET', url())).statusCode).toBe(403);
    expect((await e.pedir(null, 'GET', url())).statusCode).toBe(401);
    expect((await sinKobo(() => e.pedir(admin, 'GET', url()))).statusCode).toBe(503);
    const antes = await contar(e.db, `auditoria WHERE entidad = 'kobo_ficha_media'`);
    kobo.modo = 'caido';
    try {
      expect((await e.pedir(admin, 'GET', url())).statusCode).toBe(502);
    } finally {
      kobo.modo = 'normal';
    }
    expect(await contar(e.db, `auditoria WHERE entidad = 'kobo_ficha_media'`)).toBe(antes);
  });
});
