import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, MSG_401, MSG_403, uno } from '../ayudas';
import { cuerpoEntrega, escribir, FIRMA } from './acopio-ayudas';
import { MENSAJES_IDEMPOTENCIA } from '../../../server/idempotencia';
import { MENSAJES_FOLIO_PROVISIONAL } from '@domain/bandeja/folio-provisional';
import { MENSAJES_REGISTRO_DISPOSITIVO } from '@domain/bandeja/registro-dispositivo';

/**
 * Issue 28, first slice: a delivery or pending payment registered offline keeps the provisional folio its device
 * printed and the device's clock (migration 0080); the folio is unique per cooperative; the idempotent retry
 * returns the same delivery with the same folio; the same key with another body is a 409.
 */
let e: Entorno;
let acopiador: string; // role 6, coop 1
let tecnico: string; // coop 1, no ACOPIOS permission
let capturista: string; // role 5, coop 2
let cuenta: { uuid: string; id: number; id_ciclo: number };
let cuentaOtra: string;

const ENTREGAS = '/api/admin/acopios/entregas';
const PAGO = '/api/admin/acopios/entregas/pago_pendiente';
const hace = (minutos: number) => new Date(Date.now() - minutos * 60_000).toISOString();
const entregar = (token: string | null, cambios: Record<string, unknown>, clave: string | null = randomUUID(), uuidCuenta = cuenta.uuid) =>
  escribir(e.app, token, 'POST', ENTREGAS, cuerpoEntrega(uuidCuenta, cambios), clave);
const pagar = (token: string, id_acopio: number, cambios: Record<string, unknown>, clave: string = randomUUID()) =>
  escribir(
    e.app,
    token,
    'POST',
    PAGO,
    { id_acopio, fecha_ejecucion: '2026-11-21', id_metodo_pago: 1, monto_pagado: 100_00, firma_image: FIRMA, ...cambios },
    clave,
  );
const textoPdf = (pdf: Buffer): string => {
  const dir = mkdtempSync(join(tmpdir(), 'recibo-'));
  writeFileSync(join(dir, 'r.pdf'), pdf);
  return execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
};

const cuentaActiva = (coop: number) =>
  uno<{ uuid: string; id: number; id_ciclo: number }>(
    e.db,
    `SELECT c.uuid, c.id, c.id_ciclo FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
      WHERE c.id_cooperativa = $1 AND ci.activo_acopio AND c.fecha_baja IS NULL
        AND NOT EXISTS (SELECT 1 FROM anticipos an JOIN cuentas x ON x.id_cooperativa = an.id_cooperativa AND x.id = an.id_cuenta
                         WHERE an.id_cooperativa = c.id_cooperativa AND x.id_productor = c.id_productor)
      ORDER BY c.id LIMIT 1`,
    [coop],
  );

beforeAll(async () => {
  e = await crearEntorno();
  await e.db.query('UPDATE precios_cooperativa SET precio_por_kg = 4000 WHERE id_cooperativa = 1 AND fecha_fin IS NULL');
  acopiador = await e.entrar('acopio@cosecha.demo');
  tecnico = await e.entrar('tecnico.sierra@cosecha.demo');
  capturista = await e.entrar('capturista.chontalpa@cosecha.demo');
  cuenta = await cuentaActiva(1);
  cuentaOtra = (await cuentaActiva(2)).uuid;
});
afterAll(() => e.cerrar());

describe('entrega registrada sin conexión: folio provisional y hora del dispositivo', () => {
  it('401 sin sesión y 403 sin permiso, sin escribir nada', async () => {
    const antes = await contar(e.db, 'acopios');
    const sin = await entregar(null, { folio_provisional: 'PV-7KQ2-0001' });
    const prohibido = await entregar(tecnico, { folio_provisional: 'PV-7KQ2-0001' });
    expect([sin.statusCode, sin.json().message, prohibido.statusCode, prohibido.json().message]).toEqual([401, MSG_401, 403, MSG_403]);
    expect(await contar(e.db, 'acopios')).toBe(antes);
  });

  it('201 guarda ambos en forma canónica; la lectura de la entrega, la fila del listado y el recibo los muestran', async () => {
    const registrada = hace(90);
    const r = await entregar(acopiador, { folio_provisional: 'pv-7kq2-42', registrada_en: registrada });
    expect(r.statusCode, r.body).toBe(201);
    const data = r.json().data;
    expect([data.folio_provisional, data.registrada_en]).toEqual(['PV-7KQ2-0042', registrada]);
    expect(data.folio_acopio).toMatch(/^E-\d{6}$/);

    const una = await e.pedir(acopiador, 'GET', `${ENTREGAS}/${data.uuid}`);
    expect(una.statusCode, una.body).toBe(200);
    expect([una.json().data.folio_provisional, una.json().data.registrada_en]).toEqual(['PV-7KQ2-0042', registrada]);

    const lista = await e.pedir(acopiador, 'POST', '/api/entregas_por_productor_search', {
      filters: [
        { column: 'id_ciclo', operator: '=', value: cuenta.id_ciclo },
        { column: 'id_cuenta', operator: '=', value: cuenta.id },
      ],
      per_page: 100,
    });
    expect(lista.statusCode, lista.body).toBe(200);
    const fila = lista.json().data.find((f: { uuid: string }) => f.uuid === data.uuid);
    expect([fila.folio_provisional, fila.registrada_en]).toEqual(['PV-7KQ2-0042', registrada]);

    const pdf = await e.app.inject({
      method: 'GET',
      url: `/api/recibos/entregas/descargar/${data.uuid}`,
      headers: { authorization: `Bearer ${acopiador}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(textoPdf(pdf.rawPayload)).toMatch(/Folio provisional\s+PV-7KQ2-0042/);
  });

  it('una entrega registrada en línea no los tiene, y su recibo no dice folio provisional', async () => {
    const r = await entregar(acopiador, {});
    expect(r.statusCode, r.body).toBe(201);
    expect([r.json().data.folio_provisional, r.json().data.registrada_en]).toEqual([null, null]);
    const pdf = await e.app.inject({
      method: 'GET',
      url: `/api/recibos/entregas/descargar/${r.json().data.uuid}`,
      headers: { authorization: `Bearer ${acopiador}` },
    });
    expect(textoPdf(pdf.rawPayload)).not.toContain('Folio provisional');
  });

  it('el reintento con la misma clave devuelve la misma entrega y el mismo folio provisional, sin escribir otra', async () => {
    const clave = randomUUID();
    const cambios = { folio_provisional: 'PV-7KQ2-0043', registrada_en: hace(5) };
    const primera = await entregar(acopiador, cambios, clave);
    const antes = await contar(e.db, 'acopios');
    const segunda = await entregar(acopiador, cambios, clave);
    expect([primera.statusCode, segunda.statusCode, segunda.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
    expect(segunda.json().data.uuid).toBe(primera.json().data.uuid);
    expect(segunda.json().data.folio_provisional).toBe('PV-7KQ2-0043');
    expect(await contar(e.db, 'acopios')).toBe(antes);
  });

  it('la misma clave con otro folio provisional es 409 y no escribe', async () => {
    const clave = randomUUID();
    expect((await entregar(acopiador, { folio_provisional: 'PV-7KQ2-0044' }, clave)).statusCode).toBe(201);
    const antes = await contar(e.db, 'acopios');
    const r = await entregar(acopiador, { folio_provisional: 'PV-7KQ2-0045' }, clave);
    expect([r.statusCode, r.json().message, r.json().errors['idempotency-key']]).toEqual([
      409,
      MENSAJES_IDEMPOTENCIA.otraPeticion,
      [MENSAJES_IDEMPOTENCIA.otraPeticion],
    ]);
    expect(await contar(e.db, 'acopios')).toBe(antes);
  });

  it('el mismo folio provisional con otra clave es 422: es otra entrega; otra cooperativa sí puede usarlo', async () => {
    expect((await entregar(acopiador, { folio_provisional: 'PV-AB12-0001' })).statusCode).toBe(201);
    const antes = await contar(e.db, 'acopios');
    const r = await entregar(acopiador, { folio_provisional: 'pv-ab12-1' });
    expect([r.statusCode, r.json().errors]).toEqual([422, { folio_provisional: [MENSAJES_FOLIO_PROVISIONAL.repetido] }]);
    expect(r.json().message).toBe(MENSAJES_FOLIO_PROVISIONAL.repetido);
    expect(await contar(e.db, 'acopios')).toBe(antes);
    const otra = await entregar(capturista, { folio_provisional: 'PV-AB12-0001' }, randomUUID(), cuentaOtra);
    expect(otra.statusCode, otra.body).toBe(201);
  });

  it('el mismo folio provisional enviado a la vez con claves distintas: una entrega, las demás 422 (el índice único)', async () => {
    const antes = await contar(e.db, 'acopios');
    const rs = await Promise.all(Array.from({ length: 6 }, () => entregar(acopiador, { folio_provisional: 'PV-EF56-0001' })));
    expect(rs.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    for (const r of rs.filter((x) => x.statusCode === 422))
      expect(r.json().errors).toEqual({ folio_provisional: [MENSAJES_FOLIO_PROVISIONAL.repetido] });
    expect(await contar(e.db, 'acopios')).toBe(antes + 1);
  });

  it.each([
    ['folio_provisional', 'E-000042', MENSAJES_FOLIO_PROVISIONAL.formato],
    ['folio_provisional', 'PV-7KQ2-0000', MENSAJES_FOLIO_PROVISIONAL.formato],
    ['registrada_en', '2026-11-29', MENSAJES_REGISTRO_DISPOSITIVO.instante],
    ['registrada_en', new Date(Date.now() + 10 * 60_000).toISOString(), MENSAJES_REGISTRO_DISPOSITIVO.futuro],
    ['registrada_en', hace(8 * 24 * 60), MENSAJES_REGISTRO_DISPOSITIVO.antiguo(7)],
  ])('422 con %s = %s', async (campo, valor, mensaje) => {
    const antes = await contar(e.db, 'acopios');
    const r = await entregar(acopiador, { [campo]: valor });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors).toEqual({ [campo]: [mensaje] });
    expect(await contar(e.db, 'acopios')).toBe(antes);
  });
});

describe('pago pendiente registrado sin conexión', () => {
  it('guarda su folio provisional en el pago; el de una entrega no se repite en un pago ni al revés', async () => {
    const r = await entregar(acopiador, { folio_provisional: 'PV-CD34-0001' });
    expect(r.statusCode, r.body).toBe(201);
    const id = r.json().data.id as number;
    const registrada = hace(30);
    const p = await pagar(acopiador, id, { folio_provisional: 'PV-CD34-0002', registrada_en: registrada });
    expect(p.statusCode, p.body).toBe(201);
    const fila = await uno<{ folio_provisional: string; registrada_en: string }>(
      e.db,
      `SELECT folio_provisional, to_char(registrada_en AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS registrada_en
         FROM acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1 AND folio_provisional IS NOT NULL`,
      [id],
    );
    expect(fila).toEqual({ folio_provisional: 'PV-CD34-0002', registrada_en: registrada });

    const conFolioDeEntrega = await pagar(acopiador, id, { folio_provisional: 'PV-CD34-0001' });
    expect([conFolioDeEntrega.statusCode, conFolioDeEntrega.json().errors]).toEqual([
      422,
      { folio_provisional: [MENSAJES_FOLIO_PROVISIONAL.repetido] },
    ]);
    const entregaConFolioDePago = await entregar(acopiador, { folio_provisional: 'PV-CD34-0002' });
    expect(entregaConFolioDePago.statusCode).toBe(422);
  });

  it('el reintento del pago con la misma clave no paga dos veces; con otro folio es 409', async () => {
    const id = (await entregar(acopiador, {})).json().data.id as number;
    const clave = randomUUID();
    const cambios = { folio_provisional: 'PV-CD34-0010', registrada_en: hace(1) };
    const a = await pagar(acopiador, id, cambios, clave);
    const b = await pagar(acopiador, id, cambios, clave);
    expect([a.statusCode, b.statusCode, b.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
    expect(await contar(e.db, 'acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1', [id])).toBe(2);
    const c = await pagar(acopiador, id, { ...cambios, folio_provisional: 'PV-CD34-0011' }, clave);
    expect(c.statusCode).toBe(409);
  });

  it('422 con un folio provisional mal formado o una hora adelantada', async () => {
    const id = (await entregar(acopiador, {})).json().data.id as number;
    const r = await pagar(acopiador, id, { folio_provisional: 'P-000001', registrada_en: new Date(Date.now() + 3_600_000).toISOString() });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({
      folio_provisional: [MENSAJES_FOLIO_PROVISIONAL.formato],
      registrada_en: [MENSAJES_REGISTRO_DISPOSITIVO.futuro],
    });
  });
});
