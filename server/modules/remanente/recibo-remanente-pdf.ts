import { FUENTE, MARGEN, nuevoDocumento } from '../../pdf/documento';
import { formatoCentavos, formatoNumero } from '@domain/comun/formato';
import type { FilaReciboRemanente } from '@domain/contrato/remanente';

export interface DatosReciboRemanente extends FilaReciboRemanente {
  cooperativa: string;
  ciclo: string;
}

const kilos = (centesimos: number) => `${formatoNumero(centesimos / 100, 2)} kg`;

/** A surplus receipt (spec 002 §7 'Downloads', recibos/remanentes/{folio}): drawn on request from what is stored. */
export async function reciboRemanentePdf(r: DatosReciboRemanente): Promise<Buffer> {
  const { doc, listo } = nuevoDocumento({
    Title: `Recibo de remanente ${r.folio}`,
    Author: r.cooperativa,
    Subject: `Pago de remanente del ciclo ${r.ciclo} a ${r.productor_nombre}`,
  });
  doc.font(FUENTE.negrita).fontSize(14).text(r.cooperativa, { align: 'center' });
  doc.fontSize(12).text(`Recibo de remanente ${r.folio}`, { align: 'center' }).moveDown();
  doc.font(FUENTE.normal).fontSize(10);
  const filas: [string, string][] = [
    ['Ciclo', r.ciclo],
    ['Productor', r.productor_nombre],
    ['Categoría', r.cuenta_categoria],
    ['Peso neto', kilos(r.peso_neto)],
    ['Precio por kg', formatoCentavos(r.precio_por_kg)],
    ['Importe', formatoCentavos(r.cantidad_pago)],
  ];
  for (const [k, v] of filas) doc.font(FUENTE.negrita).text(`${k}: `, { continued: true }).font(FUENTE.normal).text(v);
  doc.moveDown(4);
  const y = doc.y;
  doc
    .moveTo(MARGEN + 150, y)
    .lineTo(MARGEN + 380, y)
    .stroke();
  doc.text('Firma del productor', MARGEN + 150, y + 4, { width: 230, align: 'center' });
  doc.end();
  return listo;
}
