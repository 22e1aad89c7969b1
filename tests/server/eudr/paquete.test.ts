import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { comoDueno, contar, MSG_403, uno, UUID_INEXISTENTE } from '../ayudas';
import { cruces } from '@domain/poligono/revisiones/cruces';
import type { Poligono } from '@domain/poligono/tipos';

/**
 * The lot's EUDR package (issue 23) on the demo's coffee cooperative: the current cycle's export lot carries El Moño
 * (left out of the TRACES file); the test adds a person's Alto risk with a document, a protected-area overlap and a
 * committee sanction, then opens every file of the zip.
 */
let e: Entorno;
let admin: string;
let lote: { id: number; uuid: string; nombre: string };
let moño: { productor: string; productor_uuid: string };
let alto: { id: number; uuid: string; nombre: string; productor: string };
let area: string;
let sancionado: string;
let enArea: string;
const DOCUMENTO = Buffer.from('%PDF-1.4\n% constancia de tenencia de la parcela\n%%EOF\n');
const ruta = (uuid: string) => `/api/admin/acopios/lotes/paquete_eudr/${uuid}`;
const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');

interface Feature {
  type: string;
  properties: Record<string, unknown>;
  geometry: { type: 'Polygon'; coordinates: number[][][] } | { type: 'Point'; coordinates: number[] };
}

/** The TRACES rules the lot's file is checked by (tests/server/eudr/traces.test.ts). */
function validarTraces(texto: string): Feature[] {
  for (const m of texto.matchAll(/"coordinates":(\[[^a-z]*?\])\}/g)) {
    for (const n of m[1].match(/-?\d+(\.\d+)?/g)!) expect(n).toMatch(/^-?\d+\.\d{6}$/);
  }
  const fc = JSON.parse(texto) as { type: string; features: Feature[] };
  expect(fc.type).toBe('FeatureCollection');
  for (const f of fc.features) {
    expect(Object.keys(f.properties).sort()).toEqual(['Area', 'ProducerCountry', 'ProducerName', 'ProductionPlace']);
    expect(typeof f.properties.Area).toBe('number');
    expect(f.properties.ProducerCountry).toBe('MX');
    if (f.geometry.type === 'Point') expect(f.properties.Area as number).toBeLessThanOrEqual(4);
    else {
      const [anillo] = f.geometry.coordinates;
      expect(f.geometry.coordinates).toHaveLength(1);
      expect(anillo[0]).toEqual(anillo[anillo.length - 1]);
      expect(cruces(f.geometry as Poligono)).toBe(0);
    }
  }
  return fc.features;
}

beforeAll(async () => {
  e = await crearEntorno({}, { productores: 'demo' });
  admin = await e.entrar('admin@cosecha.demo');
  // The active cycle's export lot holds deliveries of El Moño's account (server/demo/seed-croquis.ts).
  lote = await uno(
    e.db,
    `SELECT l.id, l.uuid, l.nombre FROM lotes l JOIN acopios a ON a.id_cooperativa = l.id_cooperativa AND a.id_lote = l.id
      JOIN parcelas x ON x.id_cooperativa = a.id_cooperativa AND x.id_cuenta = a.id_cuenta
     WHERE l.id_cooperativa = 1 AND x.nombre = 'El Moño' AND NOT a.anulada ORDER BY l.id LIMIT 1`,
  );
  moño = await uno(
    e.db,
    `SELECT p.nombre_completo AS productor, p.uuid AS productor_uuid FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor WHERE x.id_cooperativa = 1 AND x.nombre = 'El Moño'`,
  );
  // Two plots of the lot with polygons that go in the file: one gets a person's Alto, the other a protected area.
  const enLote = await e.db.query<{ id: number; uuid: string; nombre: string; productor: string; id_cuenta: number }>(
    `SELECT x.id, x.uuid, x.nombre, p.nombre_completo AS productor, c.id AS id_cuenta FROM parcelas x
       JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta AND c.confirmado = 1 AND c.fecha_baja IS NULL
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE x.id_cooperativa = 1 AND x.fecha_baja IS NULL AND x.poligono IS NOT NULL AND x.nombre NOT IN ('El Moño', 'La Invasión')
        AND x.id_riesgo_eudr_whisp = 3 AND x.areas_naturales_count = 0
        AND c.id IN (SELECT id_cuenta FROM acopios WHERE id_cooperativa = 1 AND id_lote = $1 AND NOT anulada)
      ORDER BY x.id LIMIT 2`,
    [lote.id],
  );
  expect(enLote).toHaveLength(2);
  alto = enLote[0];
  const { uuid: archivo } = await uno<{ uuid: string }>(
    e.db,
    `INSERT INTO archivos (id_cooperativa, tipo, mime, nombre, tamano, contenido, created_by)
     VALUES (1, 'eudr_documento', 'application/pdf', 'constancia ejidal.pdf', $1, $2, 1) RETURNING uuid`,
    [DOCUMENTO.length, DOCUMENTO],
  );
  await e.db.query(
    `INSERT INTO parcelas_eudr_riesgos (id_cooperativa, id_parcela, id_cat_riesgo_eudr, justificacion, documentos, id_user)
     VALUES (1, $1, 1, 'Desmonte reciente visto en la inspección', $2, 1)`,
    [alto.id, archivo],
  );
  await e.db.query('UPDATE parcelas SET id_riesgo_eudr_user = 1 WHERE id_cooperativa = 1 AND id = $1', [alto.id]);
  const a = await uno<{ id: number; nombre: string }>(e.db, 'SELECT id, nombre FROM areas_naturales ORDER BY id LIMIT 1');
  area = a.nombre;
  await e.db.query(
    'INSERT INTO parcelas_areas_naturales (id_cooperativa, id_parcela, id_area_natural, hectareas) VALUES (1, $1, $2, 0.75)',
    [enLote[1].id, a.id],
  );
  await e.db.query('UPDATE parcelas SET areas_naturales_count = 1 WHERE id_cooperativa = 1 AND id = $1', [enLote[1].id]);
  sancionado = enLote[1].productor;
  enArea = enLote[1].nombre;
  await e.db.query(
    `INSERT INTO comite_evaluaciones (id_cooperativa, id_cuenta, id_ciclo, id_user, condicion, fecha_aut, sanc_fecha_inicio, created_at)
     SELECT 1, c.id, c.id_ciclo, 1, 3, '2026-01-15', '2026-01-15', now() + interval '1 day' FROM cuentas c WHERE c.id_cooperativa = 1 AND c.id = $1`,
    [enLote[1].id_cuenta],
  );
});
afterAll(() => e.cerrar());

interface Preparacion {
  producto: string;
  codigo_hs: string;
  pais: string;
  peso_neto: number;
  primera_entrega: string | null;
  ultima_entrega: string | null;
  productores: number;
  parcelas: number;
  parcelas_fuera: number;
  avisos: { tipo: string; productor: string; productor_uuid: string; parcela: string | null; parcela_uuid: string | null; texto: string }[];
  paquetes: { uuid: string; sha256: string; bytes: number; parcelas: number; productores: number; avisos: number; usuario: string }[];
}
const preparar = async (): Promise<Preparacion> => {
  const r = await e.pedir(admin, 'GET', ruta(lote.uuid));
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as Preparacion;
};

describe('GET paquete_eudr/{uuid}: lo que llevaría el paquete y sus avisos', () => {
  it('cifras del lote: café 0901, México, kilos netos sin las entregas anuladas y el periodo', async () => {
    const p = await preparar();
    expect([p.producto, p.codigo_hs, p.pais]).toEqual(['Café', '0901', 'México']);
    const t = await uno<{ kg: number; n: number; primera: string; ultima: string }>(
      e.db,
      `SELECT sum(a.peso_neto)::bigint AS kg, count(DISTINCT c.id_productor)::int AS n, min(a.fecha_acopio)::date::text AS primera, max(a.fecha_acopio)::date::text AS ultima
         FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
        WHERE a.id_cooperativa = 1 AND a.id_lote = $1 AND NOT a.anulada`,
      [lote.id],
    );
    expect([p.peso_neto, p.productores, p.primera_entrega, p.ultima_entrega]).toEqual([t.kg, t.n, t.primera, t.ultima]);
    expect(p.parcelas).toBeGreaterThan(0);
    expect(p.parcelas_fuera).toBeGreaterThan(0);
    expect(p.paquetes).toEqual([]);
  });

  it('los cuatro avisos con los datos de la demostración: El Moño fuera, riesgo Alto de una persona, área protegida, sanción', async () => {
    const { avisos } = await preparar();
    const fuera = avisos.find((a) => a.tipo === 'parcelas_fuera' && a.productor_uuid === moño.productor_uuid);
    expect(fuera?.texto).toMatch(
      new RegExp(
        `^${moño.productor} entregó en el lote y \\d+ de sus parcelas quedan? fuera del archivo TRACES: .*El Moño \\(Redondeado a 6 decimales, el polígono se cruza a sí mismo`,
      ),
    );
    expect(avisos).toContainEqual({
      tipo: 'riesgo_alto',
      productor: alto.productor,
      productor_uuid: expect.any(String),
      parcela: alto.nombre,
      parcela_uuid: alto.uuid,
      texto: `La parcela ${alto.nombre} de ${alto.productor} tiene riesgo EUDR Alto (asignado por una persona).`,
    });
    expect(avisos.filter((a) => a.tipo === 'area_protegida').map((a) => a.texto)).toContain(
      `La parcela ${enArea} de ${sancionado} se encima con el área natural protegida ${area} en 0.75 ha.`,
    );
    expect(avisos.map((a) => a.texto)).toContain(`El comité sancionó a ${sancionado} en el ciclo del lote desde el 2026-01-15.`);
    // Ordered by kind.
    const tipos = avisos.map((a) => a.tipo);
    expect(tipos).toEqual([...tipos].sort((a, b) => ORDEN.indexOf(a) - ORDEN.indexOf(b)));
  });
});
const ORDEN = ['parcelas_fuera', 'riesgo_alto', 'area_protegida', 'sancionado'];

describe('POST paquete_eudr/{uuid}: el zip', () => {
  it('con avisos sin aceptar: 422 y nada registrado', async () => {
    const r = await e.pedir(admin, 'POST', ruta(lote.uuid), { aceptar_avisos: false });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      message: 'El lote tiene avisos; revíselos y acéptelos para generar el paquete',
      errors: { aceptar_avisos: ['El lote tiene avisos; revíselos y acéptelos para generar el paquete'] },
    });
    expect(await contar(e.db, 'lotes_paquetes_eudr')).toBe(0);
    expect(await contar(e.db, "auditoria WHERE entidad = 'lotes_paquetes_eudr'")).toBe(0);
  });

  it('cada archivo del zip: TRACES, uno por productor, resumen PDF, Excel, documentos y manifiesto con sus SHA-256', async () => {
    const antes = await preparar();
    const r = await e.pedir(admin, 'POST', ruta(lote.uuid), { aceptar_avisos: true });
    expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
    expect(r.headers['content-type']).toBe('application/zip');
    const base = lote.nombre
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9.-]+/g, '_');
    expect(r.headers['content-disposition']).toContain(`paquete_eudr_${base}.zip`);
    const zipBytes = r.rawPayload;
    expect(r.headers['x-paquete-sha256']).toBe(sha(zipBytes));
    expect(String(r.headers['access-control-expose-headers'])).toContain('X-Paquete-Sha256');
    const zip = await JSZip.loadAsync(zipBytes);
    const nombres = Object.keys(zip.files).filter((n) => !zip.files[n].dir);
    const leer = (n: string) => zip.file(n)!.async('nodebuffer');

    // The lot's TRACES file, valid, with every accepted plot and not El Moño.
    const lotes = validarTraces((await leer(`traces_lote_${base}.geojson`)).toString('utf8'));
    expect(lotes).toHaveLength(antes.parcelas);
    expect(lotes.map((f) => f.properties.ProductionPlace)).not.toContain('El Moño');

    // One Type I file per producer, each with one producer only; together the lot's plots.
    const porProductor = nombres.filter((n) => n.startsWith('productores/'));
    expect(porProductor.length).toBeGreaterThan(1);
    let total = 0;
    for (const n of porProductor) {
      expect(n).toMatch(/^productores\/[A-Za-z0-9._-]+_[0-9a-f]{8}\.geojson$/);
      const fs = validarTraces((await leer(n)).toString('utf8'));
      expect(fs.length).toBeGreaterThan(0);
      expect(new Set(fs.map((f) => f.properties.ProducerName)).size).toBe(1);
      total += fs.length;
    }
    expect(total).toBe(lotes.length);

    // The summary: text and embedded fonts.
    const dir = mkdtempSync(join(tmpdir(), 'paquete-eudr-'));
    try {
      writeFileSync(join(dir, 'r.pdf'), await leer(`resumen_${base}.pdf`));
      const texto = execFileSync('pdftotext', [join(dir, 'r.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      for (const t of [
        lote.nombre,
        'código SA 0901',
        'Café',
        'México',
        moño.productor,
        'El Moño',
        alto.nombre,
        area,
        'Reg. (UE) 2023/1115',
      ]) {
        expect(texto).toContain(t);
      }
      expect(texto).toContain('Avisos aceptados al generar el paquete');
      expect(texto).toContain('Desmonte reciente visto en la inspección');
      expect(texto).toContain('Parcelas fuera del archivo TRACES');
      expect(texto).toContain('Aviso legal');
      const fuentes = execFileSync('pdffonts', [join(dir, 'r.pdf')], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .slice(2);
      expect(fuentes.length).toBeGreaterThan(0);
      for (const f of fuentes) expect(f).toMatch(/DejaVu.* yes yes yes/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // The spreadsheet: one row per plot of the lot (in the file or not).
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load((await leer(`parcelas_${base}.xlsx`)) as unknown as ArrayBuffer);
    const hoja = libro.getWorksheet('Parcelas')!;
    const encabezados = (hoja.getRow(1).values as unknown[]).slice(1);
    expect(encabezados).toEqual(
      expect.arrayContaining(['PRODUCTOR', 'PARCELA', 'UUID PARCELA', 'EN ARCHIVO TRACES', 'RIESGO EUDR', 'CAMBIOS DE RIESGO']),
    );
    expect(hoja.rowCount - 1).toBe(antes.parcelas + antes.parcelas_fuera);
    const col = (t: string) => encabezados.indexOf(t) + 1;
    const filas = Array.from({ length: hoja.rowCount - 1 }, (_, i) => hoja.getRow(i + 2));
    const deMoño = filas.find((f) => f.getCell(col('PARCELA')).value === 'El Moño')!;
    expect(deMoño.getCell(col('EN ARCHIVO TRACES')).value).toBe('No');
    const deAlto = filas.find((f) => f.getCell(col('UUID PARCELA')).value === alto.uuid)!;
    expect(deAlto.getCell(col('RIESGO EUDR')).value).toBe('Alto');
    expect(String(deAlto.getCell(col('CAMBIOS DE RIESGO')).value)).toContain('Desmonte reciente visto en la inspección');

    // The risk-change document itself.
    const documento = nombres.find((n) => n.startsWith('documentos/'));
    expect(documento).toMatch(/^documentos\/.+_constancia_ejidal\.pdf$/);
    expect(await leer(documento!)).toEqual(DOCUMENTO);

    // The manifest: last, every other file with its bytes and SHA-256.
    expect(nombres[nombres.length - 1]).toBe('manifiesto.json');
    const m = JSON.parse((await leer('manifiesto.json')).toString('utf8'));
    expect(m).toMatchObject({
      codigo_hs: '0901',
      producto: 'Café',
      lote: { uuid: lote.uuid, nombre: lote.nombre },
      zona_horaria: 'America/Mexico_City',
    });
    expect(m.generado_utc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(m.generado_local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[56]:00$/);
    expect(m.software.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(m.archivos.map((a: { nombre: string }) => a.nombre).sort()).toEqual(nombres.filter((n) => n !== 'manifiesto.json').sort());
    for (const a of m.archivos as { nombre: string; bytes: number; sha256: string }[]) {
      const b = await leer(a.nombre);
      expect([a.nombre, a.bytes, a.sha256]).toEqual([a.nombre, b.length, sha(b)]);
    }

    // The row, the plots it carried, the audit.
    const fila = await uno<{
      id: number;
      sha256: string;
      bytes: number;
      parcelas: number;
      productores: number;
      avisos: unknown[];
      nombre_archivo: string;
    }>(e.db, 'SELECT id, sha256, bytes, parcelas, productores, avisos, nombre_archivo FROM lotes_paquetes_eudr WHERE uuid = $1', [
      r.headers['x-paquete-uuid'],
    ]);
    expect(fila).toMatchObject({ sha256: sha(zipBytes), bytes: zipBytes.length, parcelas: lotes.length, productores: antes.productores });
    expect(fila.nombre_archivo).toBe(`paquete_eudr_${base}.zip`);
    expect(fila.avisos).toEqual(antes.avisos);
    expect(await contar(e.db, 'lotes_paquetes_eudr_parcelas WHERE id_paquete = $1', [fila.id])).toBe(lotes.length);
    expect(
      await contar(
        e.db,
        "lotes_paquetes_eudr_parcelas k JOIN parcelas x ON x.id = k.id_parcela WHERE k.id_paquete = $1 AND x.nombre = 'El Moño'",
        [fila.id],
      ),
    ).toBe(0);
    const audit = await uno<{ accion: string; email_user: string; despues: Record<string, unknown> }>(
      e.db,
      "SELECT accion, email_user, despues FROM auditoria WHERE entidad = 'lotes_paquetes_eudr' AND id_entidad = $1",
      [r.headers['x-paquete-uuid']],
    );
    expect(audit).toMatchObject({
      accion: 'crear',
      email_user: 'admin@cosecha.demo',
      despues: { lote: lote.uuid, sha256: sha(zipBytes), avisos: antes.avisos.length },
    });

    // The lot's preparation lists it, newest first.
    const despues = await preparar();
    expect(despues.paquetes[0]).toMatchObject({
      uuid: r.headers['x-paquete-uuid'],
      sha256: sha(zipBytes),
      bytes: zipBytes.length,
      parcelas: lotes.length,
      avisos: antes.avisos.length,
    });
  });

  it('el paquete es evidencia: la base rechaza cambiarlo o borrarlo, y el lote ya no se puede eliminar (422)', async () => {
    const [k] = await e.db.query<{ id: number }>('SELECT id FROM lotes_paquetes_eudr WHERE id_lote = $1 LIMIT 1', [lote.id]);
    expect(k).toBeDefined();
    // the owner is stopped by the trigger; the app's role may not even ask (server/db/roles.ts)
    const comoDuenoYComoApp = async (sql: string) => {
      await expect(comoDueno(e.db, (tx) => tx.query(sql, [k.id]))).rejects.toThrow(/evidencia/);
      await expect(e.db.query(sql, [k.id])).rejects.toThrow(/permission denied/);
    };
    await comoDuenoYComoApp("UPDATE lotes_paquetes_eudr SET sha256 = repeat('0', 64) WHERE id = $1");
    await comoDuenoYComoApp('DELETE FROM lotes_paquetes_eudr_parcelas WHERE id_paquete = $1');
    await comoDuenoYComoApp('DELETE FROM lotes_paquetes_eudr WHERE id = $1');
    const r = await e.pedir(admin, 'DELETE', `/api/admin/acopios/lotes/${lote.id}`);
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().message).toBe('El lote tiene documentos EUDR registrados (paquete o declaración) y no se puede eliminar');
    expect(await contar(e.db, 'lotes WHERE id = $1', [lote.id])).toBe(1);
  });
});

describe('quién puede y qué lote', () => {
  it('401 sin sesión; 403 sin el permiso (acopiador, técnico); 403 la cooperativa de miel; 404 otra cooperativa o inexistente', async () => {
    expect((await e.pedir(null, 'GET', ruta(lote.uuid))).statusCode).toBe(401);
    expect((await e.pedir(null, 'POST', ruta(lote.uuid), { aceptar_avisos: true })).statusCode).toBe(401);
    for (const correo of ['acopio@cosecha.demo', 'tecnico.sierra@cosecha.demo']) {
      const t = await e.entrar(correo);
      for (const [m, c] of [
        ['GET', undefined],
        ['POST', { aceptar_avisos: true }],
      ] as const) {
        const r = await e.pedir(t, m, ruta(lote.uuid), c);
        expect(r.statusCode, `${correo} ${m}`).toBe(403);
        expect(r.json().message).toBe(MSG_403);
      }
    }
    const miel = await e.entrar('miel@cosecha.demo');
    const loteMiel = await uno<{ uuid: string }>(e.db, 'SELECT uuid FROM lotes WHERE id_cooperativa = 3 ORDER BY id LIMIT 1');
    for (const m of ['GET', 'POST'] as const) {
      const r = await e.pedir(miel, m, ruta(loteMiel.uuid), m === 'POST' ? { aceptar_avisos: true } : undefined);
      expect(r.statusCode, r.body).toBe(403);
      expect(r.json().message).toMatch(/EUDR/);
    }
    const gerente = await e.entrar('gerente@cosecha.demo');
    expect((await e.pedir(gerente, 'GET', ruta(lote.uuid))).statusCode).toBe(404);
    expect((await e.pedir(gerente, 'POST', ruta(lote.uuid), { aceptar_avisos: true })).statusCode).toBe(404);
    expect((await e.pedir(admin, 'GET', ruta(UUID_INEXISTENTE))).statusCode).toBe(404);
    expect(await contar(e.db, 'lotes_paquetes_eudr WHERE id_cooperativa <> 1')).toBe(0);
  });

  it('un lote sin parcelas que entren en el archivo: 422 claro y nada registrado', async () => {
    const vacio = await uno<{ uuid: string }>(
      e.db,
      "INSERT INTO lotes (id_cooperativa, id_ciclo, nombre) SELECT 1, id, 'Lote vacío' FROM ciclos WHERE id_cooperativa = 1 ORDER BY id DESC LIMIT 1 RETURNING uuid",
    );
    const antes = await contar(e.db, 'lotes_paquetes_eudr');
    const r = await e.pedir(admin, 'POST', ruta(vacio.uuid), { aceptar_avisos: true });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('El lote no tiene parcelas con geolocalización válida para el paquete EUDR');
    expect(await contar(e.db, 'lotes_paquetes_eudr')).toBe(antes);
    const p = await e.pedir(admin, 'GET', ruta(vacio.uuid));
    expect(p.json().data).toMatchObject({
      productores: 0,
      parcelas: 0,
      parcelas_fuera: 0,
      peso_neto: 0,
      primera_entrega: null,
      avisos: [],
    });
  });

  it('el cuerpo se valida: sin aceptar_avisos o con otro tipo, 422', async () => {
    for (const cuerpo of [{}, { aceptar_avisos: 'si' }, { aceptar_avisos: true, extra: 1 }]) {
      expect((await e.pedir(admin, 'POST', ruta(lote.uuid), cuerpo)).statusCode).toBe(422);
    }
  });
});
