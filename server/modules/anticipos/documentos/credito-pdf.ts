import { formatoCentavos, formatoFecha } from '@domain/comun/formato';
import { importeEnLetras } from '@domain/comun/numero-a-letras';
import type { DocumentoAnticipo } from './documentos.repository';
import { ANCHO, encabezado, espacio, FUENTE, GRIS, MARGEN, nuevoDocumento, tabla, titulo, type Doc } from '../../../pdf/dibujo';

/**
 * An advance's receipt and, on its second page, its promissory note (pagaré), as Mexican cooperatives sign them for
 * pre-harvest credit (spec 002 §7 'Advances' `recibos/anticipo/descargar/{uuid}`; issue 25). Every figure is the
 * advance's row to the cooperative's today (anticipos.lectura.ts) and each movement's split as the ledger replayed
 * it; the amount is in figures and in words. Drawn by the one PDF factory (server/pdf/documento.ts).
 */

const mayuscula = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

function par(doc: Doc, etiqueta: string, valor: string, x: number, y: number, ancho: number): number {
  doc.font(FUENTE.normal).fontSize(9).fillColor(GRIS).text(etiqueta, x, y, { width: 110 });
  doc
    .font(FUENTE.negrita)
    .fontSize(10)
    .fillColor('black')
    .text(valor, x + 110, y, { width: ancho - 116 });
  return doc.y;
}

/** Label/value pairs two to a line. */
function pares(doc: Doc, filas: [string, string][]): void {
  const mitad = ANCHO / 2;
  for (let i = 0; i < filas.length; i += 2) {
    espacio(doc, 18);
    const y = doc.y;
    const fin = filas.slice(i, i + 2).map(([e, v], j) => par(doc, e, v, MARGEN + j * mitad, y, mitad));
    doc.y = Math.max(...fin) + 4;
  }
}

function firma(doc: Doc, x: number, y: number, ancho: number, nombre: string, papel: string): void {
  doc
    .moveTo(x, y)
    .lineTo(x + ancho, y)
    .strokeColor('black')
    .lineWidth(0.7)
    .stroke();
  doc
    .font(FUENTE.negrita)
    .fontSize(10)
    .fillColor('black')
    .text(nombre, x, y + 4, { width: ancho, align: 'center' });
  doc
    .font(FUENTE.normal)
    .fontSize(9)
    .fillColor(GRIS)
    .text(papel, x, doc.y + 1, { width: ancho, align: 'center' });
}

function recibo(doc: Doc, d: DocumentoAnticipo): void {
  const a = d.anticipo;
  const Etiqueta = mayuscula(d.etiqueta);
  encabezado(doc, {
    logo: d.logo,
    cooperativa: d.cooperativa,
    titulo: `Recibo de ${d.etiqueta} precosecha`,
    linea: `Folio ${a.folio}   ·   Fecha ${formatoFecha(a.fecha_ejecucion)}`,
    tamanoLinea: 11,
  });
  titulo(doc, 'Productor');
  pares(doc, [
    ['Nombre', a.productor_nombre],
    ['Clave', a.productor_clave_tx ?? '--'],
    ['Localidad', a.localidad ?? '--'],
    ['Ciclo', a.ciclo],
  ]);
  titulo(doc, Etiqueta);
  pares(doc, [
    ['Importe', formatoCentavos(a.cantidad_anticipo)],
    ['Interés mensual', `${a.interes} %`],
  ]);
  espacio(doc, 18);
  par(doc, 'Importe en letras', importeEnLetras(a.cantidad_anticipo), MARGEN, doc.y, ANCHO);
  doc.moveDown(0.3);
  if (a.descripcion) {
    espacio(doc, 18);
    par(doc, 'Concepto', a.descripcion, MARGEN, doc.y, ANCHO);
  }

  titulo(doc, 'Abonos y recuperaciones');
  const movimientos = a.anticipo_pagos.filter((m) => m.cantidad_pago > 0 || m.anulado);
  if (!movimientos.length) {
    doc.font(FUENTE.normal).fontSize(10).fillColor(GRIS).text('Sin abonos ni recuperaciones', MARGEN, doc.y);
  } else {
    const vigentes = movimientos.filter((m) => !m.anulado);
    const suma = (v: (m: (typeof vigentes)[number]) => number) => formatoCentavos(vigentes.reduce((s, m) => s + v(m), 0));
    tabla(
      doc,
      {
        encabezados: ['Fecha', 'Movimiento', 'Importe', 'A interés', 'A capital'],
        filas: movimientos.map((m) => [
          formatoFecha(m.fecha_ejecucion),
          (m.tipo === 'abono' ? 'Abono en efectivo' : `Recuperación en la entrega ${m.folio_acopio ?? ''}`.trim()) +
            (m.anulado ? `\nANULADO: ${m.motivo_anulacion ?? ''}` : ''),
          formatoCentavos(m.cantidad_pago),
          m.anulado ? '--' : formatoCentavos(m.aplicado_interes),
          m.anulado ? '--' : formatoCentavos(m.aplicado_capital),
        ]),
        total: ['', 'Total (sin anulados)', suma((m) => m.cantidad_pago), suma((m) => m.aplicado_interes), suma((m) => m.aplicado_capital)],
      },
      [70, 200, 80, 80, 80],
      (i) => i >= 2,
    );
  }

  titulo(doc, `Saldo al ${formatoFecha(d.hoy)}`);
  pares(doc, [
    ['Importe', formatoCentavos(a.cantidad_anticipo)],
    ['Interés generado', formatoCentavos(a.total_interes)],
    ['Recuperado', formatoCentavos(a.total_anticipos_recuperados)],
    ['Saldo', formatoCentavos(a.total_saldo)],
    ['Estatus', a.estatus],
  ]);
  espacio(doc, 110);
  doc.moveDown(4);
  const y = doc.y;
  const ancho = 220;
  firma(doc, MARGEN, y, ancho, a.productor_nombre, 'Recibí el importe');
  firma(doc, MARGEN + ANCHO - ancho, y, ancho, d.cooperativa, 'Entregó');
}

/** The promissory note: a promise to pay the amount, in figures and words, at the rate, to the cooperative. */
function pagare(doc: Doc, d: DocumentoAnticipo): void {
  const a = d.anticipo;
  doc.addPage();
  doc.font(FUENTE.negrita).fontSize(20).fillColor('black').text('PAGARÉ', MARGEN, MARGEN, { width: ANCHO, align: 'center' });
  doc.moveDown(0.5);
  pares(doc, [
    ['Folio', a.folio],
    ['Bueno por', formatoCentavos(a.cantidad_anticipo)],
    ['Lugar', a.localidad ?? '--'],
    ['Fecha de suscripción', formatoFecha(a.fecha_ejecucion)],
  ]);
  doc.moveDown(1);
  const interes =
    a.tasa_interes > 0
      ? ` Este pagaré causa intereses ordinarios a razón del ${a.interes} % mensual sobre el capital insoluto, desde la fecha de su ` +
        'suscripción hasta su pago total, calculados por días naturales sobre meses de treinta días.'
      : ' Este pagaré no causa intereses.';
  doc
    .font(FUENTE.normal)
    .fontSize(11)
    .fillColor('black')
    .text(
      `Debo y pagaré incondicionalmente a la orden de ${d.cooperativa} la cantidad de ${formatoCentavos(a.cantidad_anticipo)} ` +
        `(${importeEnLetras(a.cantidad_anticipo)}), valor recibido a mi entera satisfacción como ${d.etiqueta} precosecha ` +
        `del ciclo ${a.ciclo}, que pagaré con la entrega de mi cosecha o en efectivo.${interes} ` +
        'Los abonos se aplican primero a los intereses y después al capital.',
      MARGEN,
      doc.y,
      { width: ANCHO, align: 'justify', lineGap: 3 },
    );
  doc.moveDown(1);
  doc
    .font(FUENTE.normal)
    .fontSize(11)
    .text(`Suscrito el ${formatoFecha(a.fecha_ejecucion)}${a.localidad ? ` en ${a.localidad}` : ''}.`, MARGEN, doc.y, { width: ANCHO });
  doc.moveDown(2);
  titulo(doc, 'Deudor');
  pares(doc, [
    ['Nombre', a.productor_nombre],
    ['Clave', a.productor_clave_tx ?? '--'],
    ['Localidad', a.localidad ?? '--'],
  ]);
  doc.moveDown(6);
  const ancho = 260;
  firma(doc, MARGEN + (ANCHO - ancho) / 2, doc.y, ancho, a.productor_nombre, 'Firma del deudor');
}

/** The advance's receipt (page 1) and its promissory note (page 2). */
export function creditoPdf(d: DocumentoAnticipo): Promise<Buffer> {
  const a = d.anticipo;
  const { doc, listo } = nuevoDocumento({
    Title: `Recibo de ${d.etiqueta} ${a.folio}`,
    Author: d.cooperativa,
    Subject: `Recibo y pagaré del ${d.etiqueta} precosecha de ${a.productor_nombre} del ${formatoFecha(a.fecha_ejecucion)}`,
  });
  recibo(doc, d);
  pagare(doc, d);
  doc.end();
  return listo;
}
