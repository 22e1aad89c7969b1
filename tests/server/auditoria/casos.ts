import type { LightMyRequestResponse } from 'fastify';
import type { Cambio } from '../../../server/modules/auditoria/auditoria';
import { pngValido, type Entorno } from '../entorno';
import { subir, uno, usuarioPorCorreo, uuidCoop } from '../ayudas';
import { cuerpoEdicion, cuerpoEntrega, FIRMA } from '../acopio/acopio-ayudas';
import { conClave, crearLote, cuentaDeCiclo, registrarEntrega } from '../acopio/lotes-ayudas';
import { cuadrado, kmlDe, multipartKml, parcelasDe } from '../parcelas/croquis-ayudas';
import { enviarRiesgo } from '../eudr/eudr-ayudas';
import { cuerpoDeclaracion, loteConParcelas, paqueteDePrueba, registrar } from '../eudr/declaraciones-ayudas';
import { cuentaSinEvaluar, enviarComite, formularioValido } from '../comite/comite-ayudas';
import { pendientes, ultimoCiclo } from '../padron/solicitudes-ayudas';
import { cuentasActivas, hoyDe } from '../anticipos/anticipos-ayudas';
import { muestras, porProductor, sca } from '../calidad/calidad-ayudas';
import { enviar, formulario, xlsform } from '../fichas/fichas-ayudas';

/**
 * The audit cases, one per registered write route (issue 24 item 6): each is a declarative record that rutas.test.ts
 * both runs and counts, so a write route without a case fails there, and a case that does not make its write, or
 * whose write leaves no audit row, fails too.
 *
 * `escribir` may prepare what it needs with `c.e` (not watched), then makes exactly one request with `c.w` (watched):
 * the test checks that this request is the case's route and reads the audit rows written from its start.
 */
export interface Contexto {
  /** The environment for preparing: its requests are not the case's write. */
  e: Entorno;
  /** The same environment whose requests are recorded: the case's write goes through it, once. */
  w: Entorno;
  /** admin@ (platform administrator, cooperative 1), gerente@ (cooperative 2, every permission), acopio@ (cooperative 1). */
  admin: string;
  gerente: string;
  acopiador: string;
}

export interface CasoAuditoria {
  /** Method and registered url, as `app.rutas` names it. */
  ruta: string;
  escribir: (c: Contexto) => Promise<LightMyRequestResponse>;
  /** Audit rows the write must leave (at least these, in any order). */
  filas: { accion: Cambio['accion']; entidad: string }[];
}

/**
 * Writes that change nothing auditable, each with its reason. `*_search` routes are reads by the spec's protocol
 * (the filters travel in a POST body) and are left out by name in rutas.test.ts.
 */
export const SIN_AUDITORIA: Record<string, string> = {
  'POST /api/auth/login': 'sign-in: it issues a session token and changes no business data (failed attempts are throttled, not audited)',
  'POST /api/auth/logout': 'sign-out: it revokes the caller’s own token, no business data',
  'POST /api/auth/profile': 'a read: the session’s user, permissions and configuration (POST as the spec calls it)',
  'POST /api/ciclos': 'a read: the cooperative’s cycles (POST as the spec calls it)',
  'POST /api/admin/sic/padron_altas': 'a read: the registry’s addition requests of a cycle (POST as the spec calls it)',
  'POST /api/efectivo_por_centro_acopio/:cycleId': 'a read: the cycle’s cash by collection centre (POST as the spec’s “search” calls it)',
  'POST /api/admin/sic/vinculos': 'a read: the forms still without a producer (POST as the spec calls it)',
  'POST /api/admin/sic/cuentas_por_vincular': 'a read: the producers a form can be linked to (POST as the spec calls it)',
  'POST /api/admin/acopios/lotes/declaraciones_eudr/verificar/:uuid':
    'asks the EU information system whether a recorded reference exists; it stores nothing',
};

const cuerpoUsuario = (cambios: Record<string, unknown> = {}) => ({
  email: 'auditado.rutas@chontalpa.demo',
  username: '9330008888',
  password: 'clave-segura-1',
  nombres: 'Auditado',
  apellido_paterno: 'Rutas',
  apellido_materno: null,
  foto: null,
  id_rol: 5,
  id_cooperativa: 2,
  id_centros_acopios: null,
  ...cambios,
});

/** The user the users' cases create (POST /api/users) and then edit, reset, sign for and deactivate. */
const usuarioCreado = (c: Contexto) => usuarioPorCorreo(c.e.db, 'auditado.rutas@chontalpa.demo');

/** A plot of cooperative 2 without a sketch: the sketch cases draw, import, and remove on it. */
const parcelaCroquis = async (c: Contexto) => (await parcelasDe(c.e.db, 2, 1, true))[0];

/** Issue 25: a fresh advance of cooperative 2 (prepared, not watched), lent today on an account without advances. */
async function anticipoDePrueba(
  c: Contexto,
  folio: string,
): Promise<{ id: number; uuid: string; version: number; id_cuenta: number; id_ciclos: number }> {
  const { idCiclo, cuentas } = await cuentasActivas(c.e, 2, 1);
  const r = await conClave(c.e, c.gerente, 'POST', '/api/anticipos/storeweb', {
    folio,
    fecha_ejecucion: await hoyDe(c.e, 2),
    id_cuenta: cuentas[0],
    cantidad_anticipo: 200_000,
    id_ciclos: idCiclo,
  });
  if (r.statusCode !== 201) throw new Error(r.body);
  return r.json().data;
}

/** Issue 25: pre-harvest credit's writes. */
const CASOS_ANTICIPOS: CasoAuditoria[] = [
  {
    ruta: 'POST /api/anticipos/storeweb',
    filas: [{ accion: 'crear', entidad: 'anticipos' }],
    escribir: async (c) => {
      const { idCiclo, cuentas } = await cuentasActivas(c.e, 2, 1);
      return conClave(c.w, c.gerente, 'POST', '/api/anticipos/storeweb', {
        folio: 'AUD-1',
        fecha_ejecucion: await hoyDe(c.e, 2),
        id_cuenta: cuentas[0],
        cantidad_anticipo: 100_000,
        id_ciclos: idCiclo,
      });
    },
  },
  {
    ruta: 'PUT /api/anticipos/:id',
    filas: [{ accion: 'editar', entidad: 'anticipos' }],
    escribir: async (c) => {
      const a = await anticipoDePrueba(c, 'AUD-2');
      return c.w.pedir(c.gerente, 'PUT', `/api/anticipos/${a.id}`, {
        folio: 'AUD-2',
        fecha_ejecucion: await hoyDe(c.e, 2),
        id_cuenta: a.id_cuenta,
        cantidad_anticipo: 250_000,
        id_ciclos: a.id_ciclos,
        version: a.version,
      });
    },
  },
  {
    ruta: 'DELETE /api/anticipos/:id',
    filas: [{ accion: 'eliminar', entidad: 'anticipos' }],
    escribir: async (c) => c.w.pedir(c.gerente, 'DELETE', `/api/anticipos/${(await anticipoDePrueba(c, 'AUD-3')).uuid}`),
  },
  {
    ruta: 'POST /api/anticipos_pagos',
    filas: [{ accion: 'crear', entidad: 'anticipos_pagos' }],
    escribir: async (c) => {
      const a = await anticipoDePrueba(c, 'AUD-4');
      return conClave(c.w, c.gerente, 'POST', '/api/anticipos_pagos', {
        id_anticipo: a.id,
        fecha_ejecucion: await hoyDe(c.e, 2),
        cantidad_pago: 50_000,
      });
    },
  },
  {
    ruta: 'POST /api/anticipos_pagos/anular/:uuid',
    filas: [{ accion: 'anular', entidad: 'anticipos_pagos' }],
    escribir: async (c) => {
      const a = await anticipoDePrueba(c, 'AUD-5');
      const p = await conClave(c.e, c.gerente, 'POST', '/api/anticipos_pagos', {
        id_anticipo: a.id,
        fecha_ejecucion: await hoyDe(c.e, 2),
        cantidad_pago: 50_000,
      });
      const uuid = p.json().data.anticipo_pagos[0].uuid;
      return conClave(c.w, c.gerente, 'POST', `/api/anticipos_pagos/anular/${uuid}`, { motivo: 'Abono duplicado' });
    },
  },
];

/** Issue 25: a cash disbursement of cooperative 2 to one of its centres, registered today (prepared, not watched). */
async function cuerpoDesembolso(c: Contexto, cantidad: number) {
  const ciclo = await uno<{ id: number }>(
    c.e.db,
    'SELECT id FROM ciclos WHERE id_cooperativa = 2 AND activo_acopio ORDER BY id DESC LIMIT 1',
  );
  const centro = await uno<{ id: number }>(c.e.db, 'SELECT id FROM centros_acopios WHERE id_cooperativa = 2 ORDER BY id LIMIT 1');
  return {
    id_ciclos: ciclo.id,
    fecha_envio: await hoyDe(c.e, 2),
    id_centros_acopios: centro.id,
    cantidad,
    tipo_motivo: 2,
    acopiador: null,
  };
}
async function desembolsoDePrueba(c: Contexto, cantidad: number): Promise<{ id: number; version: number }> {
  const r = await conClave(c.e, c.gerente, 'POST', '/api/registro_efectivo', await cuerpoDesembolso(c, cantidad));
  if (r.statusCode !== 201) throw new Error(r.body);
  return r.json().data;
}

/** Issue 25: cash disbursements' writes. */
const CASOS_EFECTIVO: CasoAuditoria[] = [
  {
    ruta: 'POST /api/registro_efectivo',
    filas: [{ accion: 'crear', entidad: 'registro_efectivo' }],
    escribir: async (c) => conClave(c.w, c.gerente, 'POST', '/api/registro_efectivo', await cuerpoDesembolso(c, 100_100)),
  },
  {
    ruta: 'PUT /api/registro_efectivo/:id',
    filas: [{ accion: 'editar', entidad: 'registro_efectivo' }],
    escribir: async (c) => {
      const d = await desembolsoDePrueba(c, 100_200);
      return c.w.pedir(c.gerente, 'PUT', `/api/registro_efectivo/${d.id}`, { ...(await cuerpoDesembolso(c, 100_300)), version: d.version });
    },
  },
  {
    ruta: 'DELETE /api/registro_efectivo/:id',
    filas: [{ accion: 'eliminar', entidad: 'registro_efectivo' }],
    escribir: async (c) => c.w.pedir(c.gerente, 'DELETE', `/api/registro_efectivo/${(await desembolsoDePrueba(c, 100_400)).id}`),
  },
  {
    ruta: 'POST /api/registro_efectivo/anular/:id',
    filas: [{ accion: 'anular', entidad: 'registro_efectivo' }],
    escribir: async (c) =>
      conClave(c.w, c.gerente, 'POST', `/api/registro_efectivo/anular/${(await desembolsoDePrueba(c, 100_500)).id}`, {
        motivo: 'Envío duplicado',
      }),
  },
];

/** Issue 25 (surplus): cooperative 2's active collection cycle, where the demo priced and generated its receipts. */
const cicloRemanente = async (c: Contexto) =>
  (await uno<{ id: number }>(c.e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = 2 AND activo_acopio ORDER BY id DESC LIMIT 1')).id;

const CASOS_REMANENTE: CasoAuditoria[] = [
  {
    ruta: 'POST /api/remanente/registro_precio',
    filas: [{ accion: 'crear', entidad: 'remanente_precios' }],
    escribir: async (c) =>
      c.w.pedir(c.gerente, 'POST', '/api/remanente/registro_precio', {
        id_ciclo: await cicloRemanente(c),
        id_cat_certificacion: 18,
        precio_por_kg: 125,
      }),
  },
  {
    ruta: 'PUT /api/remanente/registro_precio/:precio_id',
    filas: [{ accion: 'editar', entidad: 'remanente_precios' }],
    escribir: async (c) => {
      const p = await uno<{ id: number; id_ciclo: number; id_cat_certificacion: number; version: number }>(
        c.e.db,
        'SELECT id, id_ciclo, id_cat_certificacion::int AS id_cat_certificacion, version FROM remanente_precios WHERE id_cooperativa = 2 ORDER BY id LIMIT 1',
      );
      return c.w.pedir(c.gerente, 'PUT', `/api/remanente/registro_precio/${p.id}`, {
        id_ciclo: p.id_ciclo,
        id_cat_certificacion: p.id_cat_certificacion,
        precio_por_kg: 999,
        version: p.version,
      });
    },
  },
  ...['/api/remanente/generar_recibos', '/api/admin/acopios/remanente/generar_recibos'].map((url): CasoAuditoria => ({
    ruta: `POST ${url}`,
    filas: [{ accion: 'crear', entidad: 'remanente_generaciones' }],
    escribir: async (c) => conClave(c.w, c.gerente, 'POST', url, { id_ciclo: await cicloRemanente(c) }),
  })),
  {
    ruta: 'PUT /api/remanente/generar_recibos/:id',
    filas: [{ accion: 'editar', entidad: 'remanente_recibos' }],
    escribir: async (c) => {
      const r = await uno<{ id: number; version: number }>(
        c.e.db,
        'SELECT id, version FROM remanente_recibos WHERE id_cooperativa = 2 ORDER BY id LIMIT 1',
      );
      return c.w.pedir(c.gerente, 'PUT', `/api/remanente/generar_recibos/${r.id}`, {
        precio_por_kg: 100,
        cantidad_pago: 5000,
        version: r.version,
      });
    },
  },
];

/** A delivery of cooperative 1 registered by its collector (146.50 kg, 3,000.00 paid unless changed). */
const entrega = async (c: Contexto, cambios: Record<string, unknown> = {}) =>
  registrarEntrega(c.e, c.acopiador, (await cuentaDeCiclo(c.e, 1)).uuid, cambios);

const cicloAcopio1 = async (c: Contexto) =>
  (await uno<{ id: number }>(c.e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = 1 AND activo_acopio ORDER BY id DESC LIMIT 1')).id;

const lote = async (c: Contexto, nombre: string) => crearLote(c.e, c.admin, await cicloAcopio1(c), nombre);

const decision =
  (ruta: string, tabla: 'cuentas_altas_solicitud' | 'cuentas_bajas', campo: 'ids' | 'uuids', confirmar: boolean) => async (c: Contexto) => {
    const ciclo = await ultimoCiclo(c.e.db, 2);
    const [s] = await pendientes(c.e.db, tabla, 2, ciclo.id);
    return c.w.pedir(c.gerente, 'POST', `/api/admin/sic/${ruta}`, {
      [campo]: [s.uuid],
      id_ciclo: ciclo.id,
      ...(confirmar ? { padronesSeleccionados: ['confirmado'] } : {}),
    });
  };

const cuentaComite = async (c: Contexto) => {
  const cuenta = await cuentaSinEvaluar(c.e, 2, 2);
  const r = await enviarComite(c.e, c.gerente, '/api/comite_evaluaciones', formularioValido(cuenta.id));
  if (r.statusCode !== 200) throw new Error(`evaluación no registrada: ${r.statusCode} ${r.body}`);
  return { ...(r.json().data[0] as { id: number; uuid: string }), id_cuenta: cuenta.id };
};

/** Issue 26: an analysis of cooperative 1 (prepared, not watched), optionally with its cupping. */
async function analisisDePrueba(c: Contexto, conCata = false) {
  const r = await c.e.pedir(c.admin, 'POST', '/api/calidad/analisis', porProductor(await muestras(c.e)));
  const ids = r.json().data as {
    id_calidad_analisis: string;
    id_calidad_analisis_fisico: string;
    id_calidad_analisis_sensorial: string | null;
  };
  if (conCata) {
    const s = await c.e.pedir(c.admin, 'POST', '/api/calidad/analisis/sensorial', {
      id_calidad_analisis: ids.id_calidad_analisis,
      ...sca(),
    });
    ids.id_calidad_analisis_sensorial = s.json().data.id_calidad_analisis_sensorial;
  }
  return ids;
}

const CASOS_CALIDAD: CasoAuditoria[] = [
  {
    ruta: 'POST /api/calidad/analisis',
    filas: [{ accion: 'crear', entidad: 'calidad_analisis' }],
    escribir: async (c) => c.w.pedir(c.admin, 'POST', '/api/calidad/analisis', porProductor(await muestras(c.e))),
  },
  {
    ruta: 'PUT /api/calidad/analisis/fisico/:uuid',
    filas: [{ accion: 'editar', entidad: 'calidad_fisicos' }],
    escribir: async (c) => {
      const a = await analisisDePrueba(c);
      const m = await muestras(c.e);
      return c.w.pedir(c.admin, 'PUT', `/api/calidad/analisis/fisico/${a.id_calidad_analisis_fisico}`, {
        ...porProductor(m, {
          pergamino_peso_mancha: 1500,
          zarandas: [{ id_zaranda: 16, valor: 100, defectos_primarios: [], defectos_secundarios: [] }],
        }),
        version: 1,
      });
    },
  },
  {
    ruta: 'POST /api/calidad/analisis/sensorial',
    filas: [{ accion: 'crear', entidad: 'calidad_sensoriales' }],
    escribir: async (c) => {
      const a = await analisisDePrueba(c);
      return c.w.pedir(c.admin, 'POST', '/api/calidad/analisis/sensorial', { id_calidad_analisis: a.id_calidad_analisis, ...sca() });
    },
  },
  {
    ruta: 'PUT /api/calidad/analisis/sensorial/:uuid',
    filas: [{ accion: 'editar', entidad: 'calidad_sensoriales' }],
    escribir: async (c) => {
      const a = await analisisDePrueba(c, true);
      return c.w.pedir(c.admin, 'PUT', `/api/calidad/analisis/sensorial/${a.id_calidad_analisis_sensorial}`, {
        ...sca({ catador: 800 }),
        version: 1,
      });
    },
  },
];

/** Cooperative 1's demo form (from the coffee master) and its version. */
const fichaCoop1 = (c: Contexto) =>
  uno<{ id: number; master: number; version: number }>(
    c.e.db,
    'SELECT id, id_ficha_master AS master, version FROM kobo_fichas WHERE id_cooperativa = 1 ORDER BY id LIMIT 1',
  );

const CASOS_FICHAS: CasoAuditoria[] = [
  {
    ruta: 'POST /api/ficha/kobo/coop/proyecto',
    filas: [{ accion: 'crear', entidad: 'kobo_ficha' }],
    escribir: async (c) => {
      const f = await fichaCoop1(c);
      const campos = { id_cooperativa: '1', nombre: 'Ficha auditada', descripcion: 'Auditoría', parent: String(f.master) };
      return enviar(c.w, c.admin, 'POST', '/api/ficha/kobo/coop/proyecto', formulario(campos));
    },
  },
  {
    ruta: 'PUT /api/ficha/kobo/master/actualizadatos/:id',
    filas: [{ accion: 'editar', entidad: 'kobo_ficha' }],
    escribir: async (c) => {
      const f = await fichaCoop1(c);
      return c.w.pedir(c.admin, 'PUT', `/api/ficha/kobo/master/actualizadatos/${f.id}`, {
        nombre: 'Parcelas auditadas',
        descripcion: 'Editada',
        version: f.version,
      });
    },
  },
  {
    ruta: 'POST /api/ficha/kobo/coop/actualizaForm/:id',
    filas: [{ accion: 'archivo', entidad: 'kobo_ficha' }],
    escribir: async (c) => {
      const f = await fichaCoop1(c);
      const cuerpo = formulario({}, { campo: 'archivo', nombre: 'ficha.xlsx', contenido: xlsform() });
      return enviar(c.w, c.admin, 'POST', `/api/ficha/kobo/coop/actualizaForm/${f.id}`, cuerpo);
    },
  },
  {
    ruta: 'POST /api/ficha/kobo/coop/descargar/:id',
    filas: [{ accion: 'crear', entidad: 'kobo_descarga' }],
    escribir: async (c) => {
      const f = await fichaCoop1(c);
      // a project of its own (the demo's form has none until its XLSForm is uploaded), and no pull already waiting
      await c.e.db.query(
        `UPDATE kobo_fichas SET kobo_project_uid = coalesce(kobo_project_uid, 'aAuditoriaDescarga') WHERE id_cooperativa = 1 AND id = $1`,
        [f.id],
      );
      await c.e.db.query(`DELETE FROM trabajos WHERE clave = $1`, [`kobo:1:${f.id}`]);
      return c.w.pedir(c.admin, 'POST', `/api/ficha/kobo/coop/descargar/${f.id}`);
    },
  },
];

/** Issue 27: the linking batches and the no-plot path, on cooperative 2's waiting forms (the demo's). */
const formularioDe = (c: Contexto, where: string) =>
  c.e.db
    .query<{ id: number; id_cuenta: number | null; id_parcela: number | null }>(
      `SELECT f.id, f.id_cuenta,
              (SELECT min(x.id) FROM parcelas x WHERE x.id_cooperativa = 2 AND x.id_cuenta = f.id_cuenta AND x.fecha_baja IS NULL) AS id_parcela
         FROM formularios_campo f WHERE f.id_cooperativa = 2 AND ${where} ORDER BY f.id LIMIT 1`,
    )
    .then((f) => f[0]);
const cuentaLibre = (c: Contexto) =>
  c.e.db
    .query<{ id: number }>(
      `SELECT id FROM cuentas WHERE id_cooperativa = 2 AND fecha_baja IS NULL
          AND id_ciclo = (SELECT id FROM ciclos WHERE id_cooperativa = 2 ORDER BY activo DESC, id DESC LIMIT 1) ORDER BY id DESC LIMIT 1`,
    )
    .then((f) => f[0].id);
const VINCULOS: CasoAuditoria[] = [
  {
    ruta: 'POST /api/admin/sic/vinculo_forms_cuenta_batch',
    filas: [{ accion: 'editar', entidad: 'formularios_campo' }],
    escribir: async (c) => {
      const f = await formularioDe(c, "f.tipo = 'tx_po' AND f.id_cuenta IS NULL");
      return c.w.pedir(c.gerente, 'POST', '/api/admin/sic/vinculo_forms_cuenta_batch', {
        id_cuenta: await cuentaLibre(c),
        idsPP: [],
        idsPO: [f.id],
        idsCroquis: [],
      });
    },
  },
  {
    ruta: 'POST /api/admin/sic/vinculo_forms_parcela_batch',
    filas: [{ accion: 'editar', entidad: 'formularios_campo' }],
    escribir: async (c) => {
      const f = await formularioDe(
        c,
        `f.tipo = 'tx_po' AND f.id_cuenta IS NOT NULL AND f.id_parcela IS NULL
           AND EXISTS (SELECT 1 FROM parcelas x WHERE x.id_cooperativa = 2 AND x.id_cuenta = f.id_cuenta AND x.fecha_baja IS NULL)`,
      );
      return c.w.pedir(c.gerente, 'POST', '/api/admin/sic/vinculo_forms_parcela_batch', {
        id_parcela: f.id_parcela,
        idsPP: [],
        idsPO: [f.id],
        idsCroquis: [],
      });
    },
  },
  {
    ruta: 'POST /api/admin/sic/vinculo_forms_create_parcela',
    filas: [{ accion: 'crear', entidad: 'parcelas' }],
    escribir: async (c) => {
      const f = await formularioDe(c, "f.tipo = 'sic_pp' AND f.id_cuenta IS NULL AND f.parcela_nombre_otro LIKE '%(nueva)'");
      return c.w.pedir(c.gerente, 'POST', '/api/admin/sic/vinculo_forms_create_parcela', {
        id_sic: f.id,
        id_cuenta: await cuentaLibre(c),
        nombre_parcela: 'El Naranjal',
        num_plantas: 400,
        superficie: 0.75,
      });
    },
  },
];

export const CASOS_AUDITORIA: CasoAuditoria[] = [
  // ── sesión y cooperativas ──
  {
    ruta: 'POST /api/auth/password',
    filas: [{ accion: 'contrasena', entidad: 'users' }],
    escribir: async (c) => {
      const token = await c.e.entrar('capturista.chontalpa@cosecha.demo');
      return c.w.pedir(token, 'POST', '/api/auth/password', { password_actual: 'cosecha-demo', password_nueva: 'clave-segura-1' });
    },
  },
  {
    ruta: 'POST /api/cooperativas',
    filas: [{ accion: 'crear', entidad: 'cooperativas' }],
    escribir: (c) =>
      c.w.pedir(c.admin, 'POST', '/api/cooperativas', {
        nombre: 'Cooperativa Rutas',
        id_cat_productos: 2,
        selected_paises: [1],
        iniciales: 'CR',
      }),
  },
  {
    ruta: 'PUT /api/cooperativas/:uuid',
    filas: [{ accion: 'editar', entidad: 'cooperativas' }],
    escribir: async (c) => {
      const uuid = await uuidCoop(c.e.db, 3);
      const actual = (await c.e.pedir(c.admin, 'GET', `/api/cooperativas/${uuid}`)).json().data;
      return c.w.pedir(c.admin, 'PUT', `/api/cooperativas/${uuid}`, {
        nombre: actual.nombre,
        id_cat_productos: actual.id_cat_productos,
        selected_paises: [1],
        contacto: 'contacto@auditada.demo',
        version: actual.version,
      });
    },
  },
  {
    ruta: 'PUT /api/cooperativas/:uuid/configuracion',
    filas: [{ accion: 'configuracion', entidad: 'configuraciones' }],
    escribir: async (c) => {
      const coop = await uno<{ uuid: string; version: number }>(
        c.e.db,
        'SELECT c.uuid, g.version FROM cooperativas c JOIN configuraciones g ON g.id_cooperativa = c.id WHERE c.id = 3',
      );
      return c.w.pedir(c.admin, 'PUT', `/api/cooperativas/${coop.uuid}/configuracion`, {
        zona_horaria: 'America/Merida',
        version: coop.version,
      });
    },
  },
  {
    ruta: 'POST /api/cooperativas/:uuid/logo',
    filas: [{ accion: 'archivo', entidad: 'cooperativas' }],
    escribir: async (c) => subir(c.w, c.admin, `/api/cooperativas/${await uuidCoop(c.e.db, 3)}/logo`, 'logo.png', 'image/png', pngValido()),
  },
  {
    ruta: 'POST /api/cooperativas/:uuid/logo_certificacion',
    filas: [{ accion: 'archivo', entidad: 'cooperativas' }],
    escribir: async (c) =>
      subir(c.w, c.admin, `/api/cooperativas/${await uuidCoop(c.e.db, 3)}/logo_certificacion`, 'sello.png', 'image/png', pngValido()),
  },
  // ── usuarios ──
  {
    ruta: 'POST /api/users',
    filas: [{ accion: 'crear', entidad: 'users' }],
    escribir: (c) => c.w.pedir(c.gerente, 'POST', '/api/users', cuerpoUsuario()),
  },
  {
    ruta: 'PUT /api/users/:uuid',
    filas: [{ accion: 'editar', entidad: 'users' }],
    escribir: async (c) => {
      const u = await usuarioCreado(c);
      const actual = (await c.e.pedir(c.gerente, 'GET', `/api/users/${u.uuid}`)).json().data;
      return c.w.pedir(
        c.gerente,
        'PUT',
        `/api/users/${u.uuid}`,
        cuerpoUsuario({ password: '', nombres: 'Auditada', version: actual.version }),
      );
    },
  },
  {
    ruta: 'POST /api/users/:uuid/password',
    filas: [{ accion: 'contrasena', entidad: 'users' }],
    escribir: async (c) =>
      c.w.pedir(c.gerente, 'POST', `/api/users/${(await usuarioCreado(c)).uuid}/password`, { password: 'otra-clave-123' }),
  },
  {
    ruta: 'POST /api/users/:uuid/firma',
    filas: [{ accion: 'archivo', entidad: 'users' }],
    escribir: async (c) =>
      subir(c.w, c.gerente, `/api/users/${(await usuarioCreado(c)).uuid}/firma`, 'firma.png', 'image/png', pngValido()),
  },
  {
    ruta: 'DELETE /api/users/:uuid',
    filas: [{ accion: 'desactivar', entidad: 'users' }],
    escribir: async (c) => c.w.pedir(c.gerente, 'DELETE', `/api/users/${(await usuarioCreado(c)).uuid}`),
  },
  // ── cuentas, productores y padrón ──
  {
    ruta: 'POST /api/sic/cuentas',
    filas: [{ accion: 'crear', entidad: 'productores' }],
    escribir: async (c) => {
      const p = await uno<{ id_region: number; id_localidad: number; id_municipio: number; id_centro_acopio: number }>(
        c.e.db,
        `SELECT p.id_region, p.id_localidad, l.id_municipio, p.id_centro_acopio FROM productores p JOIN localidades l ON l.id = p.id_localidad
          WHERE p.id_cooperativa = 2 AND p.id_centro_acopio IS NOT NULL ORDER BY p.id LIMIT 1`,
      );
      return c.w.pedir(c.gerente, 'POST', '/api/sic/cuentas', {
        nombres: 'Rutas',
        apellido_paterno: 'Auditadas',
        apellido_materno: 'Prueba',
        id_cuenta_region: p.id_region,
        id_municipio: p.id_municipio,
        id_localidad: p.id_localidad,
        id_centro_acopio: p.id_centro_acopio,
      });
    },
  },
  {
    ruta: 'POST /api/admin/acopios/crear_parcela',
    filas: [{ accion: 'crear', entidad: 'parcelas' }],
    escribir: async (c) => {
      const cuenta = await cuentaDeCiclo(c.e, 2);
      return c.w.pedir(c.gerente, 'POST', '/api/admin/acopios/crear_parcela', {
        uuid_cuenta: cuenta.uuid,
        nombre: 'La Auditada',
        superficie: 1.5,
        plantas: 300,
      });
    },
  },
  {
    ruta: 'POST /api/admin/sic/listado_bajas',
    filas: [{ accion: 'baja', entidad: 'cuentas' }],
    escribir: async (c) => {
      const cuenta = await cuentaDeCiclo(c.e, 2, true, 1);
      return c.w.pedir(c.gerente, 'POST', '/api/admin/sic/listado_bajas', {
        id_cuenta: cuenta.id,
        id_ciclo: cuenta.id_ciclo,
        id_cat_cuentas_bajas: 2,
        padronesSeleccionados: [],
      });
    },
  },
  {
    ruta: 'POST /api/admin/sic/padron_edit/:column',
    filas: [{ accion: 'editar', entidad: 'productores' }],
    escribir: async (c) => {
      const cuenta = await uno<{ id: number; no_celular: string | null }>(
        c.e.db,
        `SELECT c.id, p.no_celular FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
          WHERE c.id_cooperativa = 1 AND c.confirmado = 1 AND c.fecha_baja IS NULL ORDER BY c.id_ciclo DESC, c.id LIMIT 1`,
      );
      return c.w.pedir(c.admin, 'POST', '/api/admin/sic/padron_edit/contacto_celular', {
        id_cuenta: cuenta.id,
        new_value: '9610003344',
        valor_anterior: cuenta.no_celular,
      });
    },
  },
  {
    ruta: 'PUT /api/localidades/:uuid',
    filas: [{ accion: 'crear', entidad: 'localidades_riesgo' }],
    escribir: async (c) => {
      const l = await uno<{ uuid: string }>(
        c.e.db,
        `SELECT l.uuid FROM localidades l WHERE EXISTS (SELECT 1 FROM productores p WHERE p.id_cooperativa = 2 AND p.id_localidad = l.id)
          AND NOT EXISTS (SELECT 1 FROM localidades_riesgo r WHERE r.id_cooperativa = 2 AND r.id_localidad = l.id) ORDER BY l.id LIMIT 1`,
      );
      return c.w.pedir(c.gerente, 'PUT', `/api/localidades/${l.uuid}`, { id_cat_localidad_riesgo: 2 });
    },
  },
  {
    ruta: 'POST /api/admin/sic/confirmar_altas',
    filas: [{ accion: 'confirmar', entidad: 'cuentas_altas_solicitud' }],
    escribir: decision('confirmar_altas', 'cuentas_altas_solicitud', 'ids', true),
  },
  {
    ruta: 'POST /api/admin/sic/cancelar_altas',
    filas: [{ accion: 'cancelar', entidad: 'cuentas_altas_solicitud' }],
    escribir: decision('cancelar_altas', 'cuentas_altas_solicitud', 'ids', false),
  },
  {
    ruta: 'POST /api/admin/sic/confirmar_bajas',
    filas: [{ accion: 'baja', entidad: 'cuentas_bajas' }],
    escribir: decision('confirmar_bajas', 'cuentas_bajas', 'uuids', true),
  },
  {
    ruta: 'POST /api/admin/sic/cancelar_bajas',
    filas: [{ accion: 'cancelar', entidad: 'cuentas_bajas' }],
    escribir: decision('cancelar_bajas', 'cuentas_bajas', 'uuids', false),
  },
  // ── croquis y EUDR de una parcela ──
  {
    ruta: 'POST /api/update_croquis',
    filas: [{ accion: 'editar', entidad: 'parcelas_croquis' }],
    escribir: async (c) => {
      const p = await parcelaCroquis(c);
      return c.w.pedir(c.gerente, 'POST', '/api/update_croquis', { uuid: p.uuid, croquis: cuadrado(p.lat, p.lng, 80) });
    },
  },
  {
    ruta: 'POST /api/parcelas_altitudes/:uuid',
    filas: [{ accion: 'editar', entidad: 'parcelas_altitudes' }],
    escribir: async (c) => {
      const p = await uno<{ uuid: string }>(
        c.e.db,
        'SELECT uuid FROM parcelas WHERE id_cooperativa = 2 AND poligono IS NOT NULL ORDER BY id LIMIT 1',
      );
      return c.w.pedir(c.gerente, 'POST', `/api/parcelas_altitudes/${p.uuid}`);
    },
  },
  {
    ruta: 'DELETE /api/eliminarultimocroquis/:uuid',
    filas: [{ accion: 'editar', entidad: 'parcelas_croquis' }],
    escribir: async (c) => {
      const p = await uno<{ uuid: string }>(
        c.e.db,
        'SELECT uuid FROM parcelas WHERE id_cooperativa = 2 AND poligono IS NOT NULL ORDER BY id LIMIT 1',
      );
      return c.w.pedir(c.gerente, 'DELETE', `/api/eliminarultimocroquis/${p.uuid}`);
    },
  },
  {
    ruta: 'POST /api/kml_import',
    filas: [{ accion: 'editar', entidad: 'parcelas_croquis' }],
    escribir: async (c) => {
      const p = await parcelaCroquis(c);
      const m = multipartKml(p.uuid, kmlDe([cuadrado(p.lat, p.lng, 60).map((v) => [v.lng, v.lat])]));
      return c.w.app.inject({
        method: 'POST',
        url: '/api/kml_import',
        payload: m.payload,
        headers: { ...m.headers, authorization: `Bearer ${c.gerente}` },
      });
    },
  },
  {
    ruta: 'DELETE /api/eliminarcroquis/:uuid',
    filas: [{ accion: 'editar', entidad: 'parcelas_croquis' }],
    escribir: async (c) => {
      const p = await uno<{ uuid: string }>(
        c.e.db,
        'SELECT uuid FROM parcelas WHERE id_cooperativa = 2 AND poligono IS NOT NULL ORDER BY id LIMIT 1',
      );
      return c.w.pedir(c.gerente, 'DELETE', `/api/eliminarcroquis/${p.uuid}`);
    },
  },
  {
    ruta: 'POST /api/parcela_eudr_risk',
    filas: [{ accion: 'crear', entidad: 'parcelas_eudr_riesgos' }],
    escribir: async (c) => {
      const p = await uno<{ uuid: string }>(
        c.e.db,
        'SELECT uuid FROM parcelas WHERE id_cooperativa = 2 AND poligono IS NOT NULL ORDER BY id DESC LIMIT 1',
      );
      return enviarRiesgo(c.w, c.gerente, { uuid: p.uuid, justificacion: 'Visita de campo', id_riesgo_eudr: '3' }, [
        { campo: 'imagenes[0]', nombre: 'f.png', tipo: 'image/png', contenido: pngValido() },
      ]);
    },
  },
  {
    ruta: 'POST /api/eudr_analisis/pendientes',
    filas: [{ accion: 'crear', entidad: 'analisis_whisp' }],
    escribir: async (c) => {
      // The sketch cases queued their plots, and no worker runs here: those analyses failed, so the plots are pending again.
      await c.e.db.query(
        `UPDATE trabajos SET estado = 'muerto' WHERE tipo = 'whisp' AND id_cooperativa = 2 AND estado IN ('pendiente', 'en_proceso')`,
      );
      return c.w.pedir(c.gerente, 'POST', '/api/eudr_analisis/pendientes');
    },
  },
  {
    ruta: 'POST /api/eudr_analisis/reintentar/:id',
    filas: [{ accion: 'crear', entidad: 'analisis_whisp' }],
    escribir: async (c) => {
      const t = await uno<{ id: number }>(
        c.e.db,
        `INSERT INTO trabajos (tipo, id_cooperativa, datos, estado, intentos, ultimo_error, terminado_en)
         VALUES ('whisp', 2, jsonb_build_object('parcelas', jsonb_build_array((SELECT min(id) FROM parcelas WHERE id_cooperativa = 2))),
                 'muerto', 5, 'WHISP: auth_invalid_api_key', now()) RETURNING id::int AS id`,
      );
      return c.w.pedir(c.gerente, 'POST', `/api/eudr_analisis/reintentar/${t.id}`);
    },
  },
  // ── acopio: entregas, pagos, estados, lotes, precios ──
  {
    ruta: 'POST /api/admin/acopios/entregas',
    filas: [{ accion: 'crear', entidad: 'acopios' }],
    escribir: async (c) =>
      conClave(c.w, c.acopiador, 'POST', '/api/admin/acopios/entregas', cuerpoEntrega((await cuentaDeCiclo(c.e, 1)).uuid)),
  },
  {
    ruta: 'PUT /api/admin/acopios/entregas/:uuid',
    filas: [{ accion: 'editar', entidad: 'acopios' }],
    escribir: async (c) => {
      const a = await entrega(c);
      const leida = (await c.e.pedir(c.acopiador, 'GET', `/api/admin/acopios/entregas/${a.uuid}`)).json().data;
      return conClave(
        c.w,
        c.acopiador,
        'PUT',
        `/api/admin/acopios/entregas/${a.uuid}`,
        cuerpoEdicion(leida, { observaciones: 'Revisada' }),
      );
    },
  },
  {
    ruta: 'POST /api/admin/acopios/entregas/pago_pendiente',
    filas: [{ accion: 'crear', entidad: 'acopio_pagos' }],
    escribir: async (c) => {
      const a = await entrega(c, { monto_pagado: 1000_00 });
      return conClave(c.w, c.acopiador, 'POST', '/api/admin/acopios/entregas/pago_pendiente', {
        id_acopio: a.id,
        fecha_ejecucion: '2026-11-21',
        id_metodo_pago: 1,
        monto_pagado: 500_00,
        firma_image: FIRMA,
      });
    },
  },
  {
    ruta: 'POST /api/admin/acopios/entregas/anular/:uuid',
    filas: [
      { accion: 'anular', entidad: 'acopios' },
      { accion: 'anular', entidad: 'acopio_pagos' },
    ],
    escribir: async (c) => {
      const a = await entrega(c);
      const version = (await c.e.pedir(c.admin, 'GET', `/api/admin/acopios/entregas/${a.uuid}`)).json().data.version;
      return conClave(c.w, c.admin, 'POST', `/api/admin/acopios/entregas/anular/${a.uuid}`, { motivo: 'Pesada repetida', version });
    },
  },
  {
    ruta: 'DELETE /api/admin/acopios/entregas/:uuid',
    filas: [{ accion: 'eliminar', entidad: 'acopios' }],
    escribir: async (c) => {
      const a = await entrega(c, { monto_pagado: 0 });
      return c.w.pedir(c.acopiador, 'DELETE', `/api/admin/acopios/entregas/${a.uuid}`);
    },
  },
  {
    ruta: 'POST /api/admin/acopios/recoleccion_acopios_batch',
    filas: [{ accion: 'editar', entidad: 'acopios' }],
    escribir: async (c) => {
      const a = await entrega(c);
      return conClave(c.w, c.admin, 'POST', '/api/admin/acopios/recoleccion_acopios_batch', {
        ids_acopio: [a.id],
        tipo_estado: 1,
        folio: 'F-AUD',
        fecha: '2026-11-10',
        id_ciclo: a.id_ciclo,
      });
    },
  },
  {
    ruta: 'POST /api/cambiar_estado',
    filas: [{ accion: 'editar', entidad: 'acopios' }],
    escribir: async (c) => {
      const a = await entrega(c);
      return conClave(c.w, c.admin, 'POST', '/api/cambiar_estado', { id_estado: 2, fecha_actualizacion: '2026-11-15', entregas: [a.uuid] });
    },
  },
  {
    ruta: 'POST /api/lotes',
    filas: [{ accion: 'crear', entidad: 'lotes' }],
    escribir: async (c) =>
      c.w.pedir(c.admin, 'POST', '/api/lotes', {
        nombre: 'Lote auditado',
        folio: null,
        volumen: null,
        fecha_entrega_venta: null,
        observaciones: null,
        id_ciclo: await cicloAcopio1(c),
      }),
  },
  {
    ruta: 'PUT /api/lotes/:uuid',
    filas: [{ accion: 'editar', entidad: 'lotes' }],
    escribir: async (c) => {
      const l = await lote(c, 'Lote por editar');
      return c.w.pedir(c.admin, 'PUT', `/api/lotes/${l.uuid}`, {
        nombre: 'Lote editado',
        folio: null,
        volumen: 200_00,
        fecha_entrega_venta: '2026-12-01',
        observaciones: null,
        version: 1,
      });
    },
  },
  {
    ruta: 'PUT /api/admin/acopios/lotes/cambia_estado_lote/:uuid',
    filas: [{ accion: 'editar', entidad: 'lotes' }],
    escribir: async (c) => {
      const l = await lote(c, 'Lote por cambiar de estado');
      return c.w.pedir(c.admin, 'PUT', `/api/admin/acopios/lotes/cambia_estado_lote/${l.uuid}`, {
        id_recoleccion_acopio_estatus: 1,
        version: 1,
      });
    },
  },
  {
    ruta: 'POST /api/lotes_asignacion',
    filas: [{ accion: 'editar', entidad: 'lotes' }],
    escribir: async (c) => {
      const l = await lote(c, 'Lote por asignar');
      const a = await entrega(c);
      return conClave(c.w, c.admin, 'POST', '/api/lotes_asignacion', { id_lote: l.id, entregas: [a.uuid] });
    },
  },
  {
    ruta: 'DELETE /api/admin/acopios/lotes/:id',
    filas: [{ accion: 'eliminar', entidad: 'lotes' }],
    escribir: async (c) => c.w.pedir(c.admin, 'DELETE', `/api/admin/acopios/lotes/${(await lote(c, 'Lote por borrar')).id}`),
  },
  {
    ruta: 'POST /api/admin/acopios/lotes/paquete_eudr/:uuid',
    filas: [{ accion: 'crear', entidad: 'lotes_paquetes_eudr' }],
    escribir: async (c) =>
      c.w.pedir(c.admin, 'POST', `/api/admin/acopios/lotes/paquete_eudr/${(await loteConParcelas(c.e.db, 1)).uuid}`, {
        aceptar_avisos: true,
      }),
  },
  {
    ruta: 'POST /api/admin/acopios/lotes/declaraciones_eudr/:uuid',
    filas: [{ accion: 'crear', entidad: 'lotes_declaraciones_eudr' }],
    escribir: async (c) => {
      const l = await loteConParcelas(c.e.db, 1, 1);
      const paquete = await paqueteDePrueba(c.e.db, 1, l, l.parcelas);
      return registrar(c.w, c.admin, l.uuid, cuerpoDeclaracion(paquete.uuid));
    },
  },
  {
    ruta: 'POST /api/registro_precio',
    filas: [{ accion: 'crear', entidad: 'precios_cooperativa' }],
    escribir: (c) => conClave(c.w, c.gerente, 'POST', '/api/registro_precio', { precio_por_kg: 45_50 }),
  },
  {
    ruta: 'DELETE /api/registro_precio/:id',
    filas: [{ accion: 'baja', entidad: 'precios_cooperativa' }],
    escribir: async (c) => {
      const p = await uno<{ id: number }>(c.e.db, 'SELECT id FROM precios_cooperativa WHERE id_cooperativa = 2 AND fecha_fin IS NULL');
      return c.w.pedir(c.gerente, 'DELETE', `/api/registro_precio/${p.id}`);
    },
  },
  // ── comité ──
  {
    ruta: 'POST /api/comite_evaluaciones',
    filas: [{ accion: 'crear', entidad: 'comite_evaluaciones' }],
    escribir: async (c) =>
      enviarComite(c.w, c.gerente, '/api/comite_evaluaciones', formularioValido((await cuentaSinEvaluar(c.e, 2, 2, 1)).id)),
  },
  {
    ruta: 'POST /api/comite_evaluaciones_update/:uuid',
    filas: [{ accion: 'editar', entidad: 'comite_evaluaciones' }],
    escribir: async (c) => {
      const ev = await cuentaComite(c);
      const version = (await c.e.pedir(c.gerente, 'GET', `/api/comite_evaluaciones/${ev.uuid}`)).json().data.version;
      return enviarComite(
        c.w,
        c.gerente,
        `/api/comite_evaluaciones_update/${ev.uuid}`,
        formularioValido(ev.id_cuenta, { version, lugar: 'Comalcalco' }),
        null,
      );
    },
  },
  {
    ruta: 'POST /api/comite_evaluaciones_update_details',
    filas: [{ accion: 'editar', entidad: 'comite_evaluaciones_detalles' }],
    escribir: async (c) => {
      const ev = await cuentaComite(c);
      const d = await uno<{ id: number }>(
        c.e.db,
        'SELECT id FROM comite_evaluaciones_detalles WHERE id_cooperativa = 2 AND id_comite_evaluacion = $1 LIMIT 1',
        [ev.id],
      );
      return c.w.pedir(c.gerente, 'POST', '/api/comite_evaluaciones_update_details', { id: d.id, verif_cumplido: 1, verif_fecha: null });
    },
  },
  // ── issue 25: pre-harvest credit ──
  ...CASOS_ANTICIPOS,
  ...CASOS_EFECTIVO,
  ...CASOS_REMANENTE,
  // ── issue 26: coffee quality (cooperative 1) ──
  ...CASOS_CALIDAD,
  // ── issue 27: master forms (cooperative 1, against the fake KoboToolbox of rutas.test.ts) ──
  ...CASOS_FICHAS,
  ...VINCULOS,
];
