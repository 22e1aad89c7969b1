import { formatoCentavos, formatoFecha } from '@domain/comun/formato';
import { totalesEstadoCuenta } from '@domain/anticipos/estado-cuenta';
import type { EstadoCuenta } from './documentos.repository';
import { ANCHO, encabezado, espacio, FUENTE, GRIS, MARGEN, nuevoDocumento, tabla, titulo, type Doc } from '../../../pdf/dibujo';

/**
 * A producer's account statement for a cycle (issue 25 'Each producer's account statement'; spec 002 §7 'Downloads'
 * `recibos/cuentas/anticipos/{cycle}/{productor_uuid}`): deliveries with kilos, price and amount; advances with the
 * interest accrued to the statement's date, their repayments and recoveries; payments made at the deliveries;
 * surplus payments when there are any; and the balance. The totals are domain/anticipos/estado-cuenta.ts's.
 */

const kg = (centesimos: number) => formatoCentavos(centesimos, '');
const sinFilas = (doc: Doc, texto: string) => doc.font(FUENTE.normal).fontSize(10).fillColor(GRIS).text(texto, MARGEN, doc.y);

/** A line of the closing summary: label left, figure right. */
function renglon(doc: Doc, etiqueta: string, valor: string, fuerte = false): void {
  espacio(doc, 16);
  const y = doc.y;
  const xFig = MARGEN + ANCHO - 150;
  doc
    .font(fuerte ? FUENTE.negrita : FUENTE.normal)
    .fontSize(10)
    .fillColor('black')
    .text(etiqueta, MARGEN, y, { width: xFig - MARGEN - 8 });
  doc.text(valor, xFig, y, { width: 150, align: 'right' });
  doc.y = Math.max(doc.y, y + 12) + 3;
}

export function estadoCuentaPdf(e: EstadoCuenta): Promise<Buffer> {
  const t = totalesEstadoCuenta(e);
  const { doc, listo } = nuevoDocumento({
    Title: `Estado de cuenta de ${e.productor}, ciclo ${e.ciclo}`,
    Author: e.cooperativa,
    Subject: `Entregas, ${e.etiqueta}s, pagos y saldo de un productor en el ciclo ${e.ciclo} al ${formatoFecha(e.hoy)}`,
  });
  encabezado(doc, {
    logo: e.logo,
    cooperativa: e.cooperativa,
    titulo: `Estado de cuenta · ciclo ${e.ciclo} · al ${formatoFecha(e.hoy)}`,
    linea: `${e.productor}${e.clave_tx ? `   ·   Clave ${e.clave_tx}` : ''}`,
    tamanoLinea: 12,
  });

  titulo(doc, 'Entregas');
  if (!e.entregas.length) sinFilas(doc, 'Sin entregas en el ciclo');
  else
    tabla(
      doc,
      {
        encabezados: ['Fecha', 'Folio', 'Kilos', 'Precio', 'Importe', 'Recuperado', 'Pagado', 'Por pagar'],
        filas: e.entregas.map((x) => [
          formatoFecha(x.fecha_acopio),
          `${x.folio_acopio ?? '--'}${x.anulada ? '\nANULADA' : ''}`,
          kg(x.peso_neto),
          formatoCentavos(x.precio_por_kg),
          formatoCentavos(x.importe_total),
          formatoCentavos(x.recuperado),
          formatoCentavos(x.pagado),
          formatoCentavos(x.saldo),
        ]),
        total: [
          'Total',
          '',
          kg(t.entregas.peso_neto),
          '',
          formatoCentavos(t.entregas.importe_total),
          formatoCentavos(t.entregas.recuperado),
          formatoCentavos(t.entregas.pagado),
          formatoCentavos(t.entregas.saldo),
        ],
      },
      // the date column fits dd/mmm/aaaa on one line
      [72, 60, 56, 54, 72, 68, 70, 66],
      (i) => i >= 2,
    );

  titulo(doc, 'Pagos al productor');
  if (!e.pagos.length) sinFilas(doc, 'Sin pagos en el ciclo');
  else
    tabla(
      doc,
      {
        encabezados: ['Fecha', 'Entrega', 'Forma de pago', 'Importe'],
        filas: e.pagos.map((p) => [
          formatoFecha(p.fecha),
          `${p.folio_acopio ?? '--'}${p.anulada ? ' (ANULADA)' : ''}`,
          p.metodo,
          formatoCentavos(p.monto),
        ]),
        total: ['Total', '', '', formatoCentavos(t.pagos)],
      },
      [80, 120, 150, 100],
      (i) => i === 3,
    );

  titulo(doc, `${e.etiqueta.charAt(0).toUpperCase()}${e.etiqueta.slice(1)}s precosecha`);
  if (!e.anticipos.length) sinFilas(doc, `Sin ${e.etiqueta}s en el ciclo`);
  for (const a of e.anticipos) {
    espacio(doc, 60);
    doc
      .moveDown(0.3)
      .font(FUENTE.negrita)
      .fontSize(10)
      .fillColor('black')
      .text(
        `Folio ${a.folio} · ${formatoFecha(a.fecha)} · ${formatoCentavos(a.monto)} al ${a.tasa} % mensual · ${a.estatus}`,
        MARGEN,
        doc.y,
        { width: ANCHO },
      );
    doc.moveDown(0.2);
    const filas = a.movimientos
      .filter((m) => m.monto > 0 || m.anulado)
      .map((m) => [
        formatoFecha(m.fecha),
        (m.tipo === 'abono' ? 'Abono en efectivo' : `Recuperación en la entrega ${m.folio_acopio ?? ''}`.trim()) +
          (m.anulado ? `\nANULADO: ${m.motivo_anulacion ?? ''}` : ''),
        formatoCentavos(m.monto),
        m.anulado ? '--' : formatoCentavos(m.interes),
        m.anulado ? '--' : formatoCentavos(m.capital),
      ]);
    tabla(
      doc,
      {
        encabezados: ['Fecha', 'Movimiento', 'Importe', 'A interés', 'A capital'],
        filas: [[formatoFecha(a.fecha), 'Préstamo', formatoCentavos(a.monto), '', ''], ...filas],
        total: [
          '',
          `Interés generado ${formatoCentavos(a.interes)} · Recuperado ${formatoCentavos(a.recuperado)}`,
          '',
          'Saldo',
          formatoCentavos(a.saldo),
        ],
      },
      [70, 220, 80, 70, 80],
      (i) => i >= 2,
    );
  }

  if (e.remanentes.length) {
    titulo(doc, 'Pagos de remanente');
    tabla(
      doc,
      {
        encabezados: ['Fecha', 'Folio', 'Categoría', 'Importe'],
        filas: e.remanentes.map((r) => [formatoFecha(r.fecha), r.folio, r.categoria, formatoCentavos(r.monto)]),
        total: ['Total', '', '', formatoCentavos(t.remanentes)],
      },
      [80, 120, 150, 100],
      (i) => i === 3,
    );
  }

  titulo(doc, `Resumen al ${formatoFecha(e.hoy)}`);
  renglon(doc, 'Importe de las entregas', formatoCentavos(t.entregas.importe_total));
  renglon(doc, `Recuperado de ${e.etiqueta}s en las entregas`, formatoCentavos(t.entregas.recuperado));
  renglon(doc, 'Pagado al productor', formatoCentavos(t.entregas.pagado));
  renglon(doc, 'Por pagar al productor', formatoCentavos(t.entregas.saldo), true);
  renglon(doc, `${e.etiqueta.charAt(0).toUpperCase()}${e.etiqueta.slice(1)}s prestados`, formatoCentavos(t.anticipos.monto));
  renglon(doc, 'Interés generado', formatoCentavos(t.anticipos.interes));
  renglon(doc, 'Recuperado (abonos y entregas)', formatoCentavos(t.anticipos.recuperado));
  renglon(doc, `Adeudo de ${e.etiqueta}s`, formatoCentavos(t.anticipos.saldo), true);
  if (e.remanentes.length) renglon(doc, 'Remanente pagado', formatoCentavos(t.remanentes));
  doc.moveDown(0.3);
  renglon(doc, t.saldo >= 0 ? 'Saldo a favor del productor' : 'Saldo a cargo del productor', formatoCentavos(Math.abs(t.saldo)), true);
  doc.end();
  return listo;
}
