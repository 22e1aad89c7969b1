import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, pngValido, type Entorno } from '../entorno';
import { contar, crearRol, crearUsuarioSql, MSG_401, MSG_403, MSG_404, subir, uno, usuarioPorCorreo, UUID_INEXISTENTE } from '../ayudas';
import { cuentaSinEvaluar, enviarComite, formularioValido } from './comite-ayudas';
import { MENSAJE_IMAGEN_FIRMA } from '@domain/comite/firma';

/** The committee's calls (spec 000 §7 'Committee', §5 'Committee form', R039, R046): each with 401, 403, 404, 422 and its effect. */
let e: Entorno;
let comite: string; // comite.sierra@: role 4, COMITE (cooperative 1, certimex)
let admin: string; // role 1 in cooperative 1
let tecnico: string; // role 3: CUENTAS without COMITE
let gerente: string; // cooperative 2
let sinCuentas: string;
let idComite = 0;

const CREAR = '/api/comite_evaluaciones';
const editar = (uuid: string) => `/api/comite_evaluaciones_update/${uuid}`;
const SEGUIR = '/api/comite_evaluaciones_update_details';
const CONFLICTO = 'El registro cambió mientras lo editaba; recargue';

const cuentaEnBd = (id: number) =>
  uno<{ id_cuenta_categoria: number; id_nivel_riesgo: number | null }>(
    e.db,
    'SELECT id_cuenta_categoria, id_nivel_riesgo FROM cuentas WHERE id_cooperativa = 1 AND id = $1',
    [id],
  );
const evaluaciones = () => contar(e.db, 'comite_evaluaciones');

beforeAll(async () => {
  e = await crearEntorno();
  [comite, admin, tecnico, gerente] = await Promise.all(
    ['comite.sierra@', 'admin@', 'tecnico.sierra@', 'gerente@'].map((u) => e.entrar(`${u}cosecha.demo`)),
  );
  await crearRol(e.db, 91, 'Sin cuentas', ['PARCELAS']);
  await crearUsuarioSql(e.db, { email: 'sin.cuentas@cosecha.demo', id_rol: 91, id_cooperativa: 1 });
  sinCuentas = await e.entrar('sin.cuentas@cosecha.demo');
  idComite = (await usuarioPorCorreo(e.db, 'comite.sierra@cosecha.demo')).id;
});
afterAll(async () => {
  await e?.cerrar();
});

describe('la demostración', () => {
  it('la cooperativa de café tiene evaluaciones del ciclo actual 1 (dos), 2 con dos condiciones y 3; todas las de la demostración están firmadas', async () => {
    const filas = await e.db.query<{ condicion: number; n: number }>(
      `SELECT e.condicion, (SELECT count(*)::int FROM comite_evaluaciones_detalles d WHERE d.id_cooperativa = 1 AND d.id_comite_evaluacion = e.id) AS n
         FROM comite_evaluaciones e WHERE e.id_cooperativa = 1 ORDER BY e.condicion, n`,
    );
    // the committee's approval, and the one the SIC report finds disagreeing with its account (seed-reporte-sic)
    expect(filas.filter((f) => f.condicion === 1)).toHaveLength(2);
    expect(filas.filter((f) => f.condicion === 2)).toEqual([{ condicion: 2, n: 2 }]);
    // the committee's sanction and the concentrated register's sanctioned accounts (seed-concentrado)
    expect(filas.filter((f) => f.condicion === 3).length).toBeGreaterThanOrEqual(1);
    expect(await contar(e.db, 'comite_evaluaciones WHERE firma_imagen IS NULL')).toBe(0);
  });
});

describe('GET comite_evaluaciones/{uuid}', () => {
  it('una evaluación con sus condiciones, etiquetas, firma y si se puede editar', async () => {
    const { uuid } = await uno<{ uuid: string }>(
      e.db,
      'SELECT uuid::text AS uuid FROM comite_evaluaciones WHERE id_cooperativa = 1 AND condicion = 2',
    );
    const r = await e.pedir(admin, 'GET', `/api/comite_evaluaciones/${uuid}`);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d).toMatchObject({
      uuid,
      condicion: 2,
      condicion_str: 'Aprobado con condiciones',
      editable: true,
      version: 1,
      cooperativa: 'Cafetaleros de la Sierra Madre',
    });
    expect(d.certificacion).toBe('certimex');
    expect(d.detalle).toHaveLength(2);
    expect(d.detalle[0]).toMatchObject({ tipo: 2, verif_cumplido: 1, verif_cumplido_str: 'Sí', editable: true });
    expect(d.detalle[1]).toMatchObject({ verif_cumplido: null, verif_cumplido_str: 'Pendiente', verif_fecha: null });
    // The signature is served to its cooperative only.
    const firma = await e.pedir(admin, 'GET', `/api/archivos/${d.firma_imagen}`);
    expect(firma.statusCode).toBe(200);
    expect(firma.headers['content-type']).toContain('image/png');
    expect((await e.pedir(gerente, 'GET', `/api/archivos/${d.firma_imagen}`)).statusCode).toBe(404);
  });
  it('401 sin sesión, 403 sin CUENTAS, 404 inexistente o de otra cooperativa', async () => {
    const { uuid } = await uno<{ uuid: string }>(
      e.db,
      'SELECT uuid::text AS uuid FROM comite_evaluaciones WHERE id_cooperativa = 1 LIMIT 1',
    );
    expect((await e.pedir(null, 'GET', `/api/comite_evaluaciones/${uuid}`)).json()).toEqual({ message: MSG_401 });
    expect((await e.pedir(sinCuentas, 'GET', `/api/comite_evaluaciones/${uuid}`)).json()).toEqual({ message: MSG_403 });
    expect((await e.pedir(gerente, 'GET', `/api/comite_evaluaciones/${uuid}`)).json()).toEqual({ message: MSG_404 });
    expect((await e.pedir(admin, 'GET', `/api/comite_evaluaciones/${UUID_INEXISTENTE}`)).statusCode).toBe(404);
    expect((await e.pedir(admin, 'GET', '/api/comite_evaluaciones/no-es-uuid')).statusCode).toBe(422);
  });
});

describe('POST comite_evaluaciones', () => {
  it('aprobado con condiciones: guarda la evaluación y su condición, y la cuenta toma la categoría nueva y el riesgo', async () => {
    const c = await cuentaSinEvaluar(e, 1, 2);
    const antes = await evaluaciones();
    // sanc_cat_anterior from the body is ignored: the account's own category is recorded.
    const r = await enviarComite(e, comite, CREAR, formularioValido(c.id, { sanc_cat_anterior: 7, id_nivel_riesgo: 2 }));
    expect(r.statusCode, r.body).toBe(200);
    const [guardada] = r.json().data;
    expect(guardada).toMatchObject({ productor_uuid: c.productor_uuid, version: 1 });
    expect(await evaluaciones()).toBe(antes + 1);
    expect(await cuentaEnBd(c.id)).toEqual({ id_cuenta_categoria: 3, id_nivel_riesgo: 2 });
    const d = (await e.pedir(comite, 'GET', `/api/comite_evaluaciones/${guardada.uuid}`)).json().data;
    expect(d).toMatchObject({
      condicion: 2,
      sanc_cat_anterior: 2,
      sanc_cat_nueva: 3,
      sanc_cat_anterior_str: 'Transición 1',
      sanc_cat_nueva_str: 'Transición 2',
      cuenta_categoria: 'Transición 2',
      nivel_riesgo: 'Medio',
      id_user: idComite,
      user_auth: 'Lucía Méndez Velázquez',
      aprob_sc_observaciones: null,
    });
    expect(d.detalle.map((x: { observ_condicion: string; plazo: string }) => [x.observ_condicion, x.plazo])).toEqual([
      ['Establecer barreras vivas', '2026-06-30'],
    ]);
    const archivo = await uno<{ tipo: string; mime: string }>(
      e.db,
      'SELECT tipo, mime FROM archivos WHERE id_cooperativa = 1 AND uuid = $1',
      [d.firma_imagen],
    );
    expect(archivo).toEqual({ tipo: 'firma_comite', mime: 'image/png' });
  });

  it('422 con los mensajes del spec y nada cambia', async () => {
    const c = await cuentaSinEvaluar(e, 1, 2);
    const antes = await evaluaciones();
    const casos: [Record<string, string | number | null | unknown[]>, Buffer | null, Record<string, string[]>][] = [
      [
        { id_cuenta: c.id, condicion: 0, fecha_aut: null, id_nivel_riesgo: null, sanc_cat_nueva: null },
        null,
        {
          condicion: ['Debe seleccionar una opción'],
          fecha_aut: ['Debe seleccionar una fecha'],
          firma_imagen: ['Debe adjuntar su firma'],
          id_nivel_riesgo: ['Debe seleccionar un nivel de riesgo'],
          sanc_cat_nueva: ['Debe seleccionar una categoría'],
        },
      ],
      [
        formularioValido(c.id, { condicion: 1, aprob_sc_observaciones: ' ' }),
        pngValido(),
        { aprob_sc_observaciones: ['Describa las observaciones'] },
      ],
      [formularioValido(c.id, { aprob_cc_list: [] }), pngValido(), { aprob_cc_list: ['Agregar al menos una condición'] }],
      [
        formularioValido(c.id, { aprob_cc_list: [{ condicion: '', plazo: null }] }),
        pngValido(),
        { 'aprob_cc_list.0.condicion': ['Describa la condición'], 'aprob_cc_list.0.plazo': ['Debe seleccionar una fecha'] },
      ],
      [
        formularioValido(c.id, { condicion: 3, sanc_cat_anterior: 2 }),
        pngValido(),
        { sanc_observaciones: ['Describa la causa de la sanción'] },
      ],
      [
        formularioValido(c.id, { fecha_aut: '2099-01-01', aprob_cc_list: [{ condicion: 'Poda', plazo: '2099-02-01' }] }),
        pngValido(),
        { fecha_aut: ['La fecha de autorización no puede ser posterior a hoy'] },
      ],
      [
        formularioValido(c.id, { aprob_cc_list: [{ condicion: 'Poda', plazo: '2026-01-14' }] }),
        pngValido(),
        { 'aprob_cc_list.0.plazo': ['El plazo no puede ser anterior a la fecha de autorización'] },
      ],
      [
        formularioValido(c.id, { sanc_cat_nueva: 5 }),
        pngValido(),
        { sanc_cat_nueva: ['La categoría no corresponde a la certificación de la cooperativa'] },
      ],
      [
        formularioValido(c.id, { aprob_cc_list: '[{"condicion": 1}' as unknown as unknown[] }),
        pngValido(),
        { aprob_cc_list: ['Debe ser una lista JSON de condiciones {condicion, plazo}'] },
      ],
      [formularioValido(c.id, { fecha_aut: '2026-02-30' }), pngValido(), { fecha_aut: ['Debe ser una fecha con formato yyyy-MM-dd'] }],
      [formularioValido(c.id), Buffer.from('no soy una imagen'), { firma_imagen: [MENSAJE_IMAGEN_FIRMA] }],
      [{ ...formularioValido(c.id), id_user: 99 }, pngValido(), { id_user: ['Campo no permitido'] }],
      [formularioValido(c.id, { id_cuenta: null }), pngValido(), { id_cuenta: ['Seleccione el productor a evaluar'] }],
    ];
    for (const [campos, firma, errores] of casos) {
      const r = await enviarComite(e, comite, CREAR, campos, firma);
      expect(r.statusCode, JSON.stringify(campos)).toBe(422);
      expect(r.json().errors).toEqual(errores);
      expect(r.json().message).toBe(Object.values(errores)[0][0]);
    }
    expect(await evaluaciones()).toBe(antes);
    expect((await cuentaEnBd(c.id)).id_cuenta_categoria).toBe(2);
    const json = await e.pedir(comite, 'POST', CREAR, formularioValido(c.id));
    expect(json.statusCode).toBe(422);
  });

  it('solo el ciclo actual: una cuenta de un ciclo anterior es 422', async () => {
    const vieja = await uno<{ id: number }>(
      e.db,
      `SELECT c.id FROM cuentas c WHERE c.id_cooperativa = 1 AND c.fecha_baja IS NULL
        AND c.id_ciclo <> (SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY activo DESC, id DESC LIMIT 1) AND c.id_cuenta_categoria = 2 ORDER BY c.id LIMIT 1`,
    );
    const r = await enviarComite(e, comite, CREAR, formularioValido(vieja.id));
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ id_cuenta: ['Solo se evalúa a los productores en el ciclo actual'] });
  });

  it('401, 403 sin COMITE, 404 con la cuenta de otra cooperativa (nada cambia)', async () => {
    const c = await cuentaSinEvaluar(e, 1, 2);
    const antes = await evaluaciones();
    expect((await enviarComite(e, null, CREAR, formularioValido(c.id))).statusCode).toBe(401);
    const prohibido = await enviarComite(e, tecnico, CREAR, formularioValido(c.id));
    expect(prohibido.statusCode).toBe(403);
    expect(prohibido.json()).toEqual({ message: MSG_403 });
    // gerente@ (cooperative 2, chontalpa: mayacert, so 3 is in its set too) names cooperative 1's account.
    const ajena = await enviarComite(e, gerente, CREAR, formularioValido(c.id));
    expect(ajena.statusCode).toBe(404);
    expect(ajena.json()).toEqual({ message: MSG_404 });
    expect(await evaluaciones()).toBe(antes);
  });

  it("'Usar firma': sin firma guardada es 422; con ella, la evaluación guarda una copia propia", async () => {
    const c = await cuentaSinEvaluar(e, 1, 2);
    const sin = await enviarComite(e, comite, CREAR, formularioValido(c.id, { usar_firma_usuario: 1 }), null);
    expect(sin.statusCode).toBe(422);
    expect(sin.json().errors).toEqual({ firma_imagen: ['No tiene una firma guardada en su perfil; dibuje su firma'] });
    const u = await usuarioPorCorreo(e.db, 'comite.sierra@cosecha.demo');
    const subida = await subir(e, admin, `/api/users/${u.uuid}/firma`, 'firma.png', 'image/png', pngValido());
    expect(subida.statusCode, subida.body).toBe(200);
    const r = await enviarComite(e, comite, CREAR, formularioValido(c.id, { usar_firma_usuario: 1 }), null);
    expect(r.statusCode, r.body).toBe(200);
    const d = (await e.pedir(comite, 'GET', `/api/comite_evaluaciones/${r.json().data[0].uuid}`)).json().data;
    expect(d.firma_imagen).toBeTruthy();
    expect(d.firma_imagen).not.toBe(subida.json().data.firma);
  });
});

describe('GET comite_evaluaciones_cuenta/{uuid} y comite_evaluaciones_cuenta_details/{id_cuenta}', () => {
  it('la última evaluación de la cuenta del ciclo actual, con la cuenta; sin evaluación, data null', async () => {
    const c = await cuentaSinEvaluar(e, 1, 2);
    const vacia = await e.pedir(comite, 'GET', `/api/comite_evaluaciones_cuenta/${c.productor_uuid}`);
    expect(vacia.statusCode, vacia.body).toBe(200);
    expect(vacia.json()).toMatchObject({
      data: null,
      cuenta: { id: c.id, id_cuenta_categoria: 2, productor_uuid: c.productor_uuid },
      certificacion: 'certimex',
    });
    expect(vacia.json().hoy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const primera = (await enviarComite(e, comite, CREAR, formularioValido(c.id))).json().data[0];
    // One decision per cycle (issue 22 item 3): a second one is refused and the first stays the account's.
    const segunda = await enviarComite(
      e,
      comite,
      CREAR,
      formularioValido(c.id, { condicion: 1, aprob_sc_observaciones: 'Bien', sanc_cat_nueva: 4 }),
    );
    expect(segunda.statusCode).toBe(422);
    expect(segunda.json().errors).toEqual({
      id_cuenta: ['El productor ya tiene una evaluación del comité en este ciclo; use «Editar evaluación»'],
    });
    const r = await e.pedir(comite, 'GET', `/api/comite_evaluaciones_cuenta/${c.productor_uuid}`);
    expect(r.json().data).toMatchObject({ uuid: primera.uuid, condicion: 2, sanc_cat_anterior: 2, sanc_cat_nueva: 3 });
    expect(r.json().cuenta.cuenta_categoria).toBe('Transición 2');
    // The conditions of every evaluation of the producer, newest evaluation first.
    const det = await e.pedir(comite, 'GET', `/api/comite_evaluaciones_cuenta_details/${c.id}`);
    expect(det.statusCode).toBe(200);
    expect(det.json().data).toEqual([
      expect.objectContaining({ uuid_evaluacion: primera.uuid, observ_condicion: 'Establecer barreras vivas', plazo: '2026-06-30' }),
    ]);
  });
  it('401, 403, 404 de otra cooperativa o inexistente, 422 con un id mal escrito', async () => {
    const c = await cuentaSinEvaluar(e, 1, 2);
    expect((await e.pedir(null, 'GET', `/api/comite_evaluaciones_cuenta/${c.productor_uuid}`)).statusCode).toBe(401);
    expect((await e.pedir(sinCuentas, 'GET', `/api/comite_evaluaciones_cuenta/${c.productor_uuid}`)).statusCode).toBe(403);
    expect((await e.pedir(gerente, 'GET', `/api/comite_evaluaciones_cuenta/${c.productor_uuid}`)).json()).toEqual({ message: MSG_404 });
    expect((await e.pedir(null, 'GET', `/api/comite_evaluaciones_cuenta_details/${c.id}`)).statusCode).toBe(401);
    expect((await e.pedir(sinCuentas, 'GET', `/api/comite_evaluaciones_cuenta_details/${c.id}`)).statusCode).toBe(403);
    expect((await e.pedir(gerente, 'GET', `/api/comite_evaluaciones_cuenta_details/${c.id}`)).json()).toEqual({ message: MSG_404 });
    expect((await e.pedir(comite, 'GET', '/api/comite_evaluaciones_cuenta_details/999999999')).statusCode).toBe(404);
    expect((await e.pedir(comite, 'GET', '/api/comite_evaluaciones_cuenta_details/abc')).statusCode).toBe(422);
  });
});

describe('POST comite_evaluaciones_update/{uuid}', () => {
  async function evaluada() {
    const c = await cuentaSinEvaluar(e, 1, 2);
    const g = (await enviarComite(e, comite, CREAR, formularioValido(c.id))).json().data[0];
    const d = (await e.pedir(comite, 'GET', `/api/comite_evaluaciones/${g.uuid}`)).json().data;
    return { c, g, d };
  }

  it('edita desde la versión cargada: la condición que sigue conserva su seguimiento, la categoría cambia, la firma queda', async () => {
    const { c, g, d } = await evaluada();
    const idCondicion = d.detalle[0].id_detalle;
    expect((await e.pedir(comite, 'POST', SEGUIR, { id: idCondicion, verif_cumplido: 1, verif_fecha: '2026-02-01' })).statusCode).toBe(200);
    const r = await enviarComite(
      e,
      comite,
      editar(g.uuid),
      formularioValido(c.id, {
        version: d.version,
        sanc_cat_nueva: 2,
        id_nivel_riesgo: 3,
        aprob_cc_list: [
          { id: idCondicion, condicion: 'Barreras vivas en el lindero norte', plazo: '2026-07-01' },
          { condicion: 'Bitácora de abonos', plazo: '2026-08-01' },
        ],
      }),
      null,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data[0]).toMatchObject({ uuid: g.uuid, version: 2 });
    const despues = (await e.pedir(comite, 'GET', `/api/comite_evaluaciones/${g.uuid}`)).json().data;
    expect(despues.firma_imagen).toBe(d.firma_imagen);
    expect(despues.sanc_cat_anterior).toBe(2);
    expect(
      despues.detalle.map((x: { id_detalle: number; observ_condicion: string; verif_cumplido: number | null }) => [
        x.observ_condicion,
        x.verif_cumplido,
      ]),
    ).toEqual([
      ['Barreras vivas en el lindero norte', 1],
      ['Bitácora de abonos', null],
    ]);
    expect(despues.detalle[0].id_detalle).toBe(idCondicion);
    expect(await cuentaEnBd(c.id)).toEqual({ id_cuenta_categoria: 2, id_nivel_riesgo: 3 });
  });

  it("'Borrar condiciones' y pasar a aprobado sin condiciones: las condiciones se quitan", async () => {
    const { c, g, d } = await evaluada();
    const r = await enviarComite(
      e,
      comite,
      editar(g.uuid),
      formularioValido(c.id, { version: d.version, condicion: 1, aprob_sc_observaciones: 'Cumplió', aprob_cc_list: [], sanc_cat_nueva: 4 }),
      null,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(await contar(e.db, 'comite_evaluaciones_detalles WHERE id_cooperativa = 1 AND id_comite_evaluacion = $1', [d.id])).toBe(0);
  });

  it('409 con una versión vieja, y de dos ediciones a la vez una sola gana; nada cambia con la perdedora', async () => {
    const { c, g, d } = await evaluada();
    const [a, b] = await Promise.all(
      [3, 4].map((cat) =>
        enviarComite(e, comite, editar(g.uuid), formularioValido(c.id, { version: d.version, sanc_cat_nueva: cat }), null),
      ),
    );
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const perdedora = a.statusCode === 409 ? a : b;
    expect(perdedora.json()).toEqual({ message: CONFLICTO, errors: { version: [CONFLICTO] } });
    const ganadora = a.statusCode === 200 ? 3 : 4;
    expect((await cuentaEnBd(c.id)).id_cuenta_categoria).toBe(ganadora);
    const vieja = await enviarComite(e, comite, editar(g.uuid), formularioValido(c.id, { version: d.version, sanc_cat_nueva: 1 }), null);
    expect(vieja.statusCode).toBe(409);
    expect((await cuentaEnBd(c.id)).id_cuenta_categoria).toBe(ganadora);
  });

  it('422: sin versión, una condición de otra evaluación, una evaluación que no es la última o de un ciclo anterior', async () => {
    const { c, g, d } = await evaluada();
    const sinVersion = await enviarComite(e, comite, editar(g.uuid), formularioValido(c.id), null);
    expect(sinVersion.json()).toMatchObject({ errors: { version: ['Recargue la evaluación antes de editarla'] } });
    const ajena = await uno<{ id: number }>(
      e.db,
      'SELECT id FROM comite_evaluaciones_detalles WHERE id_cooperativa = 1 AND id_comite_evaluacion <> $1 LIMIT 1',
      [d.id],
    );
    const otra = await enviarComite(
      e,
      comite,
      editar(g.uuid),
      formularioValido(c.id, { version: d.version, aprob_cc_list: [{ id: ajena.id, condicion: 'x', plazo: '2026-06-30' }] }),
      null,
    );
    expect(otra.statusCode).toBe(422);
    expect(otra.json().errors).toEqual({ aprob_cc_list: ['La condición no pertenece a esta evaluación'] });
    // A newer evaluation of the same cycle (saved before one decision per cycle, issue 22 item 3): g is no longer the latest.
    await e.db.query(
      `INSERT INTO comite_evaluaciones (id_cooperativa, id_cuenta, id_ciclo, id_user, condicion, fecha_aut, id_nivel_riesgo, sanc_cat_nueva, aprob_sc_observaciones)
       VALUES (1, $1, $2, $3, 1, '2026-01-16', 1, 3, 'Cumple')`,
      [c.id, c.id_ciclo, idComite],
    );
    const noUltima = await enviarComite(e, comite, editar(g.uuid), formularioValido(c.id, { version: d.version }), null);
    expect(noUltima.json().errors).toEqual({ uuid: ['Solo se puede editar la última evaluación del productor'] });
    // An evaluation of the previous cycle.
    const vieja = await uno<{ uuid: string; id_cuenta: number; version: number }>(
      e.db,
      `INSERT INTO comite_evaluaciones (id_cooperativa, id_cuenta, id_ciclo, id_user, condicion, fecha_aut, id_nivel_riesgo, sanc_cat_nueva, aprob_sc_observaciones)
       SELECT 1, c.id, c.id_ciclo, $1, 1, '2025-01-10', 1, c.id_cuenta_categoria, 'Cumple' FROM cuentas c
        WHERE c.id_cooperativa = 1 AND c.id_ciclo <> (SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY activo DESC, id DESC LIMIT 1) ORDER BY c.id LIMIT 1
       RETURNING uuid::text AS uuid, id_cuenta, version`,
      [idComite],
    );
    const r = await enviarComite(e, comite, editar(vieja.uuid), formularioValido(vieja.id_cuenta, { version: vieja.version }));
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ id_ciclo: ['Solo se puede editar el comité del ciclo actual'] });
    expect((await e.pedir(comite, 'GET', `/api/comite_evaluaciones/${vieja.uuid}`)).json().data.editable).toBe(false);
  });

  it('401, 403 sin COMITE, 404 de otra cooperativa', async () => {
    const { c, g, d } = await evaluada();
    const campos = formularioValido(c.id, { version: d.version });
    expect((await enviarComite(e, null, editar(g.uuid), campos)).statusCode).toBe(401);
    expect((await enviarComite(e, tecnico, editar(g.uuid), campos)).statusCode).toBe(403);
    expect((await enviarComite(e, gerente, editar(g.uuid), campos)).json()).toEqual({ message: MSG_404 });
    expect((await enviarComite(e, comite, editar(UUID_INEXISTENTE), campos)).statusCode).toBe(404);
    expect((await e.pedir(comite, 'GET', `/api/comite_evaluaciones/${g.uuid}`)).json().data.version).toBe(d.version);
  });
});

describe('POST comite_evaluaciones_update_details', () => {
  const condicion = async () =>
    (
      await uno<{ id: number }>(
        e.db,
        `SELECT d.id FROM comite_evaluaciones_detalles d JOIN comite_evaluaciones x ON x.id_cooperativa = d.id_cooperativa AND x.id = d.id_comite_evaluacion
        WHERE d.id_cooperativa = 1 AND d.verif_cumplido IS NULL AND d.tipo = 2
          AND x.id_ciclo = (SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY activo DESC, id DESC LIMIT 1) ORDER BY d.id LIMIT 1`,
      )
    ).id;

  it('marca una condición cumplida con su fecha, o no cumplida sin fecha', async () => {
    const id = await condicion();
    const r = await e.pedir(comite, 'POST', SEGUIR, { id, verif_cumplido: 1, verif_fecha: '2026-03-01' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      success: true,
      message: 'Se actualizó el seguimiento de la condición',
      data: { id_detalle: id, verif_cumplido: 1, verif_cumplido_str: 'Sí', verif_fecha: '2026-03-01' },
    });
    const no = await e.pedir(comite, 'POST', SEGUIR, { id, verif_cumplido: 2, verif_fecha: null });
    expect(no.json().data).toMatchObject({ verif_cumplido: 2, verif_cumplido_str: 'No', verif_fecha: null });
  });

  it('422: cumplimiento fuera de 1|2, fecha futura, una nota que no es condición o de un ciclo anterior', async () => {
    const id = await condicion();
    expect((await e.pedir(comite, 'POST', SEGUIR, { id, verif_cumplido: 3, verif_fecha: null })).statusCode).toBe(422);
    const futura = await e.pedir(comite, 'POST', SEGUIR, { id, verif_cumplido: 1, verif_fecha: '2099-01-01' });
    expect(futura.json().errors).toEqual({ verif_fecha: ['La fecha de cumplimiento no puede ser posterior a hoy'] });
    const nota = await uno<{ id: number }>(
      e.db,
      `INSERT INTO comite_evaluaciones_detalles (id_cooperativa, id_comite_evaluacion, observ_condicion, tipo)
       SELECT 1, id_comite_evaluacion, 'Nota', 1 FROM comite_evaluaciones_detalles WHERE id = $1 RETURNING id`,
      [id],
    );
    const r = await e.pedir(comite, 'POST', SEGUIR, { id: nota.id, verif_cumplido: 1, verif_fecha: null });
    expect(r.json().errors).toEqual({ id: ['Solo las condiciones de una aprobación con condiciones tienen seguimiento'] });
    await e.db.query('DELETE FROM comite_evaluaciones_detalles WHERE id = $1', [nota.id]);
  });

  it('401, 403 sin COMITE, 404 de otra cooperativa o inexistente; nada cambia', async () => {
    const id = await condicion();
    const cuerpo = { id, verif_cumplido: 1, verif_fecha: null };
    expect((await e.pedir(null, 'POST', SEGUIR, cuerpo)).statusCode).toBe(401);
    expect((await e.pedir(tecnico, 'POST', SEGUIR, cuerpo)).statusCode).toBe(403);
    expect((await e.pedir(gerente, 'POST', SEGUIR, cuerpo)).json()).toEqual({ message: MSG_404 });
    expect((await e.pedir(comite, 'POST', SEGUIR, { ...cuerpo, id: 2147483647 })).statusCode).toBe(404);
    expect(await uno(e.db, 'SELECT verif_cumplido FROM comite_evaluaciones_detalles WHERE id = $1', [id])).toEqual({
      verif_cumplido: null,
    });
  });
});
