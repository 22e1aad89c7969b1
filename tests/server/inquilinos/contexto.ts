import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import ExcelJS from 'exceljs';
import { crearEntorno, pngValido, type Entorno } from '../entorno';
import { MSG_404, subir, uno, usuarioPorCorreo, uuidCoop } from '../ayudas';
import { PERMISOS } from '@domain/auth/permisos';
import { enviarRiesgo, pdfValido } from '../eudr/eudr-ayudas';
import { huella as huellaDe } from '../huella';

/**
 * The tenancy suite (DESIGN §3), shared by the area files of this folder. A user of cooperative 2 holding every
 * permission (gerente@, with the COOPERATIVAS_* permissions added here) tries every route against cooperative 1
 * and 3: uuids in the path, id_cooperativa in filters and bodies. Each case proves that nothing of theirs comes back
 * and, by a fingerprint of every row outside cooperative 2 taken before and after, that nothing of theirs changed.
 * The cases live in casos/<area>.ts (modules, not test files, so cobertura.test.ts reads them all without running
 * them); each <area>.test.ts runs its area's cases against its own database; cobertura.test.ts fails when a
 * registered route has no case in any area.
 */

/** An area's cases: route (method and registered url) → the case. */
export type Casos = Record<string, () => Promise<void>>;

export let e: Entorno;
export let gerente: string;
export let admin: string;

/** Everything that identifies another cooperative's rows: none of it may appear in an answer. */
export let ajenos: string[];
/** Ids of another cooperative's rows, by kind. */
export const otra = {
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
export const propiosEudr = { lote: '', paquete: '' };
/** A producer, region, municipality, locality and centre of cooperative 2, for the new-producer body. */
export const propios = { productor: '', region: 0, municipio: 0, localidad: 0, centro: 0, ciclo: '', idCiclo: 0, clave: '' };
export let propia = '';
export let capturista = { uuid: '', id: 0 };

/** md5 of every table's rows outside cooperative 2 (whole table when it has no cooperative). */
export const huella = () => huellaDe(e.db, { salvoCooperativa: 2 });

/** The answer names nothing of another cooperative. */
export function sinAjenos(r: LightMyRequestResponse): void {
  expect(
    ajenos.filter((m) => r.body.includes(m)),
    `${r.statusCode} ${r.body.slice(0, 300)}`,
  ).toEqual([]);
}

/** Every cell of an .xlsx answer as one text (the file is zipped: its bytes name nothing readable). */
export async function celdasExcel(bytes: Buffer): Promise<string> {
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

export function es404(r: LightMyRequestResponse): void {
  expect(r.statusCode, r.body).toBe(404);
  expect(r.json()).toEqual({ message: MSG_404 });
}

export const pedir = (method: string, url: string, body?: unknown) => e.pedir(gerente, method, url, body);
export const datosCoop = (nombre: string) => ({ nombre, id_cat_productos: 1, selected_paises: [1] });
export const datosUsuario = (cambios: Record<string, unknown> = {}) => ({
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
export async function plotsCroquis() {
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
export const cuadradoCroquis = (lat: number, lng: number) => [
  [lng, lat],
  [lng + 0.001, lat],
  [lng + 0.001, lat + 0.001],
  [lng, lat + 0.001],
];

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

/** The database and the other cooperatives' rows every area's cases read (each area file runs it once). */
export async function preparar(): Promise<void> {
  croquisPlots.listo = false;
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
     UNION SELECT referencia FROM lotes_declaraciones_eudr WHERE id_cooperativa <> 2
     UNION SELECT uuid::text FROM anticipos WHERE id_cooperativa <> 2 UNION SELECT uuid::text FROM anticipos_pagos WHERE id_cooperativa <> 2`,
  );
  ajenos = marcas.map((f) => f.m);
}

export async function cerrar(): Promise<void> {
  await e.cerrar();
}

/**
 * Runs an area's cases in order against one database. Each case's fingerprint after is the next one's before (a
 * case changes nothing of theirs, or fails): one fingerprint per case. It is taken even when the case itself fails,
 * so the next case is not blamed for its writes.
 */
export function registrarCasos(area: string, casos: Casos): void {
  beforeAll(preparar);
  afterAll(cerrar);
  describe(`inquilinos (${area}): un usuario de la cooperativa 2 contra las cooperativas 1 y 3`, () => {
    let ultima: Record<string, string> | undefined;
    it.each(Object.keys(casos))('%s', async (ruta) => {
      const antes = ultima ?? (await huella());
      let fallo: unknown;
      try {
        await casos[ruta]();
      } catch (error) {
        fallo = error;
      }
      ultima = await huella();
      if (fallo) throw fallo;
      expect(ultima, 'cambiaron filas de otra cooperativa').toEqual(antes);
    });
  });
}
