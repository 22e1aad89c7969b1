import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { cuerpoEntrega } from '../acopio/acopio-ayudas';
import { hayPreflight, INSTALAR_PREFLIGHT, preflight, problemasPdf, revisarPdf } from '../pdf-revision';

/**
 * Issue 22 item 13: every PDF the app makes (the delivery receipt and the registry sheet, both made by
 * server/pdf/documento.ts) embeds its fonts, prints any Unicode text as typed ('≥' once printed as '"e'), carries its
 * title, author, subject and date, and is PDF 1.7 declared PDF/A-2b, as outside tools read it: pdffonts, pdfinfo,
 * pdftotext, qpdf --check and PDFBox Preflight (tests/server/pdf-revision.ts).
 */
let e: Entorno;
let admin: string;
let acopiador: string;
let recibo: Buffer;
let hoja: Buffer;

// Text beyond Windows-1252 in what people type: the cooperative's name (with '&', which the XMP must survive), a
// producer's name and a delivery's observations.
const COOPERATIVA = 'Cafetaleros de la Sierra Madre & Asociados';
const PRODUCTOR = 'Ŝofía Ñúñez Öztürk';
const OBSERVACIONES = 'Humedad ≥ 12 % · rendimiento ≤ 80 % → revisar · 5 € · “seco”';

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  acopiador = await e.entrar('acopio@cosecha.demo');
  await e.db.query('UPDATE cooperativas SET nombre = $1 WHERE id = 1', [COOPERATIVA]);
  const cuenta = await uno<{ uuid: string; id_productor: number; uuid_productor: string; id_ciclo: number }>(
    e.db,
    `SELECT c.uuid, c.id_productor, p.uuid AS uuid_productor, c.id_ciclo
       FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE c.id_cooperativa = 1 AND ci.activo_acopio AND c.fecha_baja IS NULL AND c.confirmado = 1 AND p.clave_tx IS NOT NULL
      ORDER BY c.id LIMIT 1`,
  );
  await e.db.query(
    `UPDATE productores SET nombres = 'Ŝofía', apellido_paterno = 'Ñúñez', apellido_materno = 'Öztürk' WHERE id_cooperativa = 1 AND id = $1`,
    [cuenta.id_productor],
  );
  const r = await e.app.inject({
    method: 'POST',
    url: '/api/admin/acopios/entregas',
    headers: { authorization: `Bearer ${acopiador}`, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
    payload: JSON.stringify(cuerpoEntrega(cuenta.uuid, { observaciones: OBSERVACIONES })),
  });
  expect(r.statusCode, r.body).toBe(201);
  const pdf = await e.pedir(acopiador, 'GET', `/api/recibos/entregas/descargar/${r.json().data.uuid}`);
  expect(pdf.statusCode, pdf.body).toBe(200);
  recibo = pdf.rawPayload;
  const h = await e.pedir(admin, 'GET', `/api/pdf/padron/${cuenta.uuid_productor}?id_ciclo=${cuenta.id_ciclo}`);
  expect(h.statusCode, h.body).toBe(200);
  hoja = h.rawPayload;
});
afterAll(() => e.cerrar());

describe('issue 22 item 13: los PDF de la app', () => {
  it('el recibo: fuentes incrustadas, texto Unicode legible, título y autor, PDF/A-2b, qpdf y Preflight sin errores', () => {
    expect(problemasPdf(recibo, { titulo: /^Recibo de entrega E-\d{6}$/, autor: 'Cafetaleros de la Sierra Madre y Asociados' })).toEqual(
      [],
    );
    const texto = revisarPdf(recibo).texto;
    for (const t of [COOPERATIVA, PRODUCTOR, OBSERVACIONES, 'Código de verificación']) expect(texto, t).toContain(t);
  });

  it('la hoja del padrón: lo mismo', () => {
    expect(
      problemasPdf(hoja, { titulo: new RegExp(`^Hoja del padrón: ${PRODUCTOR}$`), autor: 'Cafetaleros de la Sierra Madre y Asociados' }),
    ).toEqual([]);
    const texto = revisarPdf(hoja).texto;
    for (const t of [COOPERATIVA, PRODUCTOR, 'Hoja del padrón']) expect(texto, t).toContain(t);
  });

  it('ambos dicen su idioma (es-MX) y su título se muestra en la ventana del visor', () => {
    for (const pdf of [recibo, hoja]) {
      const crudo = pdf.toString('latin1');
      expect(crudo).toContain('/Lang (es-MX)');
      expect(crudo).toMatch(/\/DisplayDocTitle true/);
    }
  });

  it('Preflight, el validador PDF/A, está instalado y rechaza un PDF que no es PDF/A (la comprobación puede fallar)', async () => {
    expect(hayPreflight(), `instale el validador: ${INSTALAR_PREFLIGHT}`).toBe(true);
    const PDFDocument = (await import('pdfkit')).default;
    const doc = new PDFDocument();
    const partes: Buffer[] = [];
    doc.on('data', (b: Buffer) => partes.push(b));
    const fin = new Promise((r) => doc.on('end', r));
    doc.font('Helvetica').text('Sin fuente incrustada');
    doc.end();
    await fin;
    expect(preflight(Buffer.concat(partes)).errores.length).toBeGreaterThan(0);
  });
});
