import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { revisarPdf } from '../pdf-revision';
import { MAX_CONSULTAS_PUBLICAS, MENSAJES_VERIFICACION_PUBLICA } from '@domain/acopio/verificacion-publica';

/**
 * Issue 22 item 14: the receipt prints the address of its public page (and its QR); the page's API answers without a
 * session what the paper prints (folio, date, net weight, amount, cooperative, producer's initials), ANULADO for a
 * voided delivery, a Spanish 404 for an unknown code, and a 429 past the per-address limit kept in the database.
 */
let e: Entorno;
let admin: string;
let a: { uuid: string; folio_acopio: string; codigo_publico: string; peso_neto: number; importe_total: number; nombre: string };

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  a = await uno(
    e.db,
    `SELECT a.uuid, a.folio_acopio, a.codigo_publico, a.peso_neto::int AS peso_neto, a.importe_total::int AS importe_total, p.nombre_completo AS nombre
       FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE a.id_cooperativa = 1 ORDER BY a.id LIMIT 1`,
  );
});
afterAll(() => e.cerrar());

describe('issue 22 item 14: verificación pública de un recibo', () => {
  it('el recibo imprime la dirección de su página pública; sin sesión, la página da lo que dice el papel y nada más', async () => {
    expect(a.codigo_publico).toMatch(/^[0-9a-f]{20}$/);
    const pdf = await e.pedir(admin, 'GET', `/api/recibos/entregas/descargar/${a.uuid}`);
    const url = /Verificar en (\S+)/.exec(revisarPdf(pdf.rawPayload).texto)?.[1];
    expect(url).toBe(`http://localhost:80/verificar/1-${a.codigo_publico}`);
    const r = await e.pedir(null, 'GET', `/api/publico/recibos/${url!.split('/').pop()}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({
      folio_acopio: a.folio_acopio,
      cooperativa: 'Cafetaleros de la Sierra Madre',
      peso_neto: a.peso_neto,
      importe_total: a.importe_total,
      anulada: false,
    });
    expect(r.json().data.iniciales).toMatch(/^(\p{Lu}\. ?)+$/u);
    expect(r.body).not.toContain(a.nombre);
    expect(r.body).not.toContain(a.uuid);
  });

  it('una entrega anulada dice ANULADO; un código desconocido, en español; uno mal escrito es 422', async () => {
    await e.db.query("UPDATE acopios SET anulada = true, motivo_anulacion = 'Prueba', anulada_en = now() WHERE uuid = $1", [a.uuid]);
    const r = await e.pedir(null, 'GET', `/api/publico/recibos/1-${a.codigo_publico.toUpperCase()}`);
    expect([r.statusCode, r.json().data.anulada, r.json().data.mensaje]).toEqual([200, true, MENSAJES_VERIFICACION_PUBLICA.anulado]);
    await e.db.query('UPDATE acopios SET anulada = false, motivo_anulacion = NULL, anulada_en = NULL WHERE uuid = $1', [a.uuid]);
    const no = await e.pedir(null, 'GET', '/api/publico/recibos/1-0123456789abcdef0123');
    expect([no.statusCode, no.json().message]).toEqual([404, MENSAJES_VERIFICACION_PUBLICA.noExiste]);
    for (const c of ['1-xyz', '9999999999-0123456789abcdef0123', `0-${a.codigo_publico}`])
      expect((await e.pedir(null, 'GET', `/api/publico/recibos/${c}`)).statusCode).toBe(422);
  });

  it('limitada por dirección, con el estado en la base: pasado el límite, 429 con Retry-After', async () => {
    await e.db.query('DELETE FROM consultas_publicas');
    const pedir = () => e.app.inject({ method: 'GET', url: `/api/publico/recibos/1-${a.codigo_publico}`, remoteAddress: '203.0.113.9' });
    for (let i = 0; i < MAX_CONSULTAS_PUBLICAS; i++) expect((await pedir()).statusCode).toBe(200);
    const r = await pedir();
    expect(r.statusCode).toBe(429);
    expect(r.headers['retry-after']).toBeTruthy();
    expect(r.json().message).toMatch(/^Demasiadas consultas/);
    const fila = await uno<{ usos: number }>(e.db, `SELECT usos FROM consultas_publicas WHERE ip = '203.0.113.9'`);
    expect(fila.usos).toBe(MAX_CONSULTAS_PUBLICAS);
    // Another address is not limited by it.
    expect(
      (await e.app.inject({ method: 'GET', url: `/api/publico/recibos/1-${a.codigo_publico}`, remoteAddress: '203.0.113.10' })).statusCode,
    ).toBe(200);
  });
});
