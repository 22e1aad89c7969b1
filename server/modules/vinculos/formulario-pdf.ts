import { FUENTE, MARGEN, nuevoDocumento } from '../../pdf/documento';
import { ETIQUETA_FORMATO, type TipoFormulario } from '@domain/vinculos/vinculos';
import { filasFormulario, type FormularioDescarga } from './formulario-descarga';

/** A field form's PDF (letter, embedded fonts): the title, then one label/value row per line, wrapping long answers. */
export async function formularioPdf(f: FormularioDescarga): Promise<Buffer> {
  const titulo = ETIQUETA_FORMATO[f.tipo as TipoFormulario];
  const { doc, listo } = nuevoDocumento({
    Title: `${titulo} ${f.fecha}`,
    Author: f.cooperativa,
    Subject: `Formulario de campo ${titulo} (${f.uuid})`,
  });
  doc.font(FUENTE.negrita).fontSize(14).text(f.cooperativa, { align: 'center' });
  doc.fontSize(12).text(`Formulario de campo: ${titulo}`, { align: 'center' });
  doc.moveDown();
  const ancho = doc.page.width - 2 * MARGEN;
  const etiqueta = 170;
  for (const [k, v] of filasFormulario(f)) {
    const y = doc.y;
    doc
      .font(FUENTE.negrita)
      .fontSize(10)
      .text(k, MARGEN, y, { width: etiqueta - 10 });
    const finEtiqueta = doc.y;
    doc
      .font(FUENTE.normal)
      .fontSize(10)
      .text(v, MARGEN + etiqueta, y, { width: ancho - etiqueta });
    doc.y = Math.max(doc.y, finEtiqueta) + 4;
  }
  doc.moveDown().font(FUENTE.normal).fontSize(8).text(`Identificador del envío: ${f.uuid}`, MARGEN, doc.y, { align: 'left' });
  doc.end();
  return listo;
}
