import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { crearEntorno, type Entorno } from '../entorno';
import { MSG_401, MSG_403, MSG_404, uno, UUID_INEXISTENTE } from '../ayudas';
import { cuerpoEntrega } from './acopio-ayudas';
import { MENSAJES_RECIBOS } from '../../../server/modules/acopio/recibos/recibos.routes';

/**
 * Delivery receipts (spec 002 §2.7, §7 'Downloads'; issue 12): the PDF, the producer's zip and the verification
 * code. The PDF's text is read with pdftotext (poppler-utils, installed by .ci/run).
 */
let e: Entorno;
let acopiador: string; // role 6, Sierra Madre (coop 1)
let gerenteOtra: string; // role 2, Chontalpa (coop 2): every permission, another cooperative
let tecnico: string; // coop 1, no ACOPIOS permission
let entrega: { uuid: string; folio_acopio: string; id: number };
let segunda: string;
let cuenta: { uuid: string; uuid_productor: string; uuid_ciclo: string; id_productor: number };

const textoPdf = (pdf: Buffer): string => {
  const dir = mkdtempSync(join(tmpdir(), 'recibo-'));
  writeFileSync(join(dir, 'r.pdf'), pdf);
  return execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
};

const registrar = async (cambios: Record<string, unknown> = {}) => {
  const r = await e.app.inject({
    method: 'POST',
    url: '/api/admin/acopios/entregas',
    headers: { authorization: `Bearer ${acopiador}`, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
    payload: JSON.stringify(cuerpoEntrega(cuenta.uuid, cambios)),
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { uuid: string; folio_acopio: string; id: number };
};

const bajar = (token: string | null, url: string) =>
  e.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  e = await crearEntorno();
  // issue 22 item 4: a collector does not price a delivery; theirs take the cooperative's current price, 40.00 here
  await e.db.query('UPDATE precios_cooperativa SET precio_por_kg = 4000 WHERE id_cooperativa = 1 AND fecha_fin IS NULL');
  acopiador = await e.entrar('acopio@cosecha.demo');
  gerenteOtra = await e.entrar('gerente@cosecha.demo');
  tecnico = await e.entrar('tecnico.sierra@cosecha.demo');
  cuenta = await uno(
    e.db,
    `SELECT c.uuid, p.uuid AS uuid_productor, ci.uuid AS uuid_ciclo, p.id AS id_productor
       FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE c.id_cooperativa = 1 AND ci.activo_acopio AND c.fecha_baja IS NULL AND p.clave_tx IS NOT NULL ORDER BY c.id LIMIT 1`,
  );
  entrega = await registrar({ observaciones: 'Café bien seco' });
  segunda = (await registrar({ fecha_ejecucion: '2026-11-21', monto_pagado: 0, id_metodo_pago: null })).uuid;
});
afterAll(() => e.cerrar());

describe('recibo de una entrega (PDF)', () => {
  it('el muestreo de café oro (tipo 2) imprime el color de la muestra por su nombre', async () => {
    const oro = await registrar({ id_cat_acopio_tipos_cafe: 2, id_color: 3, aroma: null });
    const texto = textoPdf((await bajar(acopiador, `/api/recibos/entregas/descargar/${oro.uuid}`)).rawPayload);
    expect(texto).toMatch(/Color\s+Verde amarillento/);
  });

  it.each(['/api/recibos/entregas/descargar'])('%s: un PDF con el productor, las pesadas, los importes y el código', async (ruta) => {
    const r = await bajar(acopiador, `${ruta}/${entrega.uuid}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="recibo_${entrega.folio_acopio}.pdf"`);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = textoPdf(r.rawPayload);
    const productor = await uno<{ nombre_completo: string; clave_tx: string }>(
      e.db,
      'SELECT nombre_completo, clave_tx FROM productores WHERE id_cooperativa = 1 AND id = $1',
      [cuenta.id_productor],
    );
    for (const t of [
      'Cafetaleros de la Sierra Madre',
      `Folio ${entrega.folio_acopio}`,
      '20/nov/2026',
      productor.nombre_completo,
      productor.clave_tx,
      'Bultos 2',
      'A granel',
      '146.50', // net: 96.50 + 50.00
      '$40.00', // price
      '$5,860.00', // gross amount
      '$3,000.00', // paid
      '$2,860.00', // balance
      'Efectivo',
      'Humedad',
      '11.50 %',
      'Café bien seco',
      'Firma del productor',
      'Código de verificación',
    ])
      expect(texto).toContain(t);
    expect(texto).toMatch(new RegExp(`${entrega.folio_acopio}-[0-9A-Z]{8}`));
  });

  it('una entrega sin pagos lo dice', async () => {
    const texto = textoPdf((await bajar(acopiador, `/api/recibos/entregas/descargar/${segunda}`)).rawPayload);
    expect(texto).toContain('Sin pagos registrados');
    expect(texto).toContain('$5,860.00');
  });

  it('401 sin sesión, 403 sin permiso de acopio, 404 si no existe o es de otra cooperativa, 422 con uuid inválido', async () => {
    expect((await bajar(null, `/api/recibos/entregas/descargar/${entrega.uuid}`)).json().message).toBe(MSG_401);
    const p = await bajar(tecnico, `/api/recibos/entregas/descargar/${entrega.uuid}`);
    expect([p.statusCode, p.json().message]).toEqual([403, MSG_403]);
    for (const ruta of ['/api/recibos/entregas/descargar', '/api/recibos/acopios']) {
      const otra = await bajar(gerenteOtra, `${ruta}/${entrega.uuid}`);
      expect([otra.statusCode, otra.json().message]).toEqual([404, MSG_404]);
      expect((await bajar(acopiador, `${ruta}/${UUID_INEXISTENTE}`)).statusCode).toBe(404);
      expect((await bajar(acopiador, `${ruta}/no-es-uuid`)).statusCode).toBe(422);
    }
  });
});

describe('recibos de una entrega (zip, spec 002 §7; issue 22 item 16)', () => {
  it('recibos/acopios/{uuid} es un zip con el recibo de la entrega, que unzip lista y cuyo PDF es el mismo recibo', async () => {
    const r = await bajar(acopiador, `/api/recibos/acopios/${entrega.uuid}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/zip');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="recibos_${entrega.folio_acopio}.zip"`);
    const dir = mkdtempSync(join(tmpdir(), 'recibos-zip-'));
    writeFileSync(join(dir, 'r.zip'), r.rawPayload);
    const lista = execFileSync('unzip', ['-Z1', join(dir, 'r.zip')], { encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(lista).toEqual([`2026-11-20_recibo_${entrega.folio_acopio}.pdf`]);
    const pdf = execFileSync('unzip', ['-p', join(dir, 'r.zip'), lista[0]]);
    const texto = textoPdf(pdf);
    expect(texto).toContain(`Folio ${entrega.folio_acopio}`);
    expect(texto).toContain('$5,860.00');
  });
});

describe('recibos de un productor en un ciclo (zip)', () => {
  const ruta = () => `/api/recibos/cuentas/${cuenta.uuid_ciclo}/${cuenta.uuid_productor}`;

  it('un zip con un PDF por entrega', async () => {
    const r = await bajar(acopiador, ruta());
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/zip');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="recibos_.+\.zip"/);
    const zip = r.rawPayload;
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    // one central-directory entry per receipt, named by date and folio
    const n = await uno<{ n: number }>(
      e.db,
      `SELECT count(*)::int AS n FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
        WHERE a.id_cooperativa = 1 AND c.id_productor = $1 AND a.id_ciclo = (SELECT id FROM ciclos WHERE uuid = $2)`,
      [cuenta.id_productor, cuenta.uuid_ciclo],
    );
    expect(zip.toString('latin1').split('PK\x01\x02').length - 1).toBe(n.n);
    expect(zip.toString('latin1')).toContain(`2026-11-20_recibo_${entrega.folio_acopio}.pdf`);
  });

  it('422 si el productor no tiene entregas en el ciclo; 404 de otra cooperativa o inexistente; 403 sin permiso', async () => {
    const otro = await uno<{ uuid: string }>(
      e.db,
      `SELECT p.uuid FROM productores p WHERE p.id_cooperativa = 1
          AND NOT EXISTS (SELECT 1 FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
                           WHERE c.id_productor = p.id AND a.id_ciclo = (SELECT id FROM ciclos WHERE uuid = $1)) LIMIT 1`,
      [cuenta.uuid_ciclo],
    );
    const vacio = await bajar(acopiador, `/api/recibos/cuentas/${cuenta.uuid_ciclo}/${otro.uuid}`);
    expect([vacio.statusCode, vacio.json().message]).toEqual([422, MENSAJES_RECIBOS.sinEntregas]);
    expect((await bajar(gerenteOtra, ruta())).statusCode).toBe(404);
    expect((await bajar(acopiador, `/api/recibos/cuentas/${UUID_INEXISTENTE}/${cuenta.uuid_productor}`)).statusCode).toBe(404);
    expect((await bajar(tecnico, ruta())).statusCode).toBe(403);
  });
});

describe('código de verificación', () => {
  const codigoDe = async (uuid: string) => {
    const texto = textoPdf((await bajar(acopiador, `/api/recibos/entregas/descargar/${uuid}`)).rawPayload);
    return /(E-\d{6}-[0-9A-Z]{8})/.exec(texto)![1];
  };

  it('vale para el recibo vigente; escrito en minúsculas también; deja de valer tras un pago posterior', async () => {
    const otra = await registrar();
    const codigo = await codigoDe(otra.uuid);
    const r = await bajar(acopiador, `/api/recibos/verificar/${codigo}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({
      valido: true,
      mensaje: MENSAJES_RECIBOS.valido,
      folio_acopio: otra.folio_acopio,
      pagado: 3000_00,
    });
    expect((await bajar(acopiador, `/api/recibos/verificar/${codigo.toLowerCase()}`)).json().data.valido).toBe(true);
    // a later payment changes the figures: the old receipt no longer matches, the new one does
    await e.db.query(
      `INSERT INTO acopio_pagos (id_cooperativa, id_acopio, folio, fecha, id_metodo_pago, monto) VALUES (1, $1, 'P-PRUEBA', '2026-11-22', 1, 100)`,
      [otra.id],
    );
    const vieja = (await bajar(acopiador, `/api/recibos/verificar/${codigo}`)).json().data;
    expect(vieja).toMatchObject({ valido: false, mensaje: MENSAJES_RECIBOS.noCoincide, pagado: 3001_00 });
    expect((await bajar(acopiador, `/api/recibos/verificar/${await codigoDe(otra.uuid)}`)).json().data.valido).toBe(true);
  });

  it('un código inventado no vale; un folio ajeno o inexistente es 404; un código mal escrito es 422', async () => {
    const codigo = await codigoDe(entrega.uuid);
    const tag = codigo.slice(-8);
    const falso = `${entrega.folio_acopio}-${tag[0] === 'A' ? 'B' : 'A'}${tag.slice(1)}`;
    expect((await bajar(acopiador, `/api/recibos/verificar/${falso}`)).json().data.valido).toBe(false);
    // Folios are numbered per cooperative (issue 22 item 10): the other one may have its own receipt with this folio,
    // never this receipt: 404, or its own delivery that the code does not match.
    const ajena = await bajar(gerenteOtra, `/api/recibos/verificar/${codigo}`);
    expect(ajena.statusCode === 404 || ajena.json().data.valido === false, ajena.body).toBe(true);
    expect(ajena.body).not.toContain(entrega.uuid);
    expect((await bajar(acopiador, '/api/recibos/verificar/E-999999-ABCDEFGH')).statusCode).toBe(404);
    expect((await bajar(acopiador, '/api/recibos/verificar/hola')).statusCode).toBe(422);
    expect((await bajar(tecnico, `/api/recibos/verificar/${codigo}`)).statusCode).toBe(403);
    expect((await bajar(null, `/api/recibos/verificar/${codigo}`)).statusCode).toBe(401);
  });
});
