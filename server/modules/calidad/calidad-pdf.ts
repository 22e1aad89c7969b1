import { ETIQUETA_80X50, FUENTE, nuevoDocumento, type Doc } from '../../pdf/documento';
import { formatoNumero } from '@domain/comun/formato';
import { NOMBRES_ATRIBUTO_CVA, NOMBRES_ATRIBUTO_SCA, ATRIBUTOS_CVA, ATRIBUTOS_SCA } from '@domain/calidad/sensorial';
import type { FichaFisico, FichaSensorial, FilaCalidad, ZarandaGuardada } from '@domain/contrato/calidad';

/**
 * The quality printouts (spec 002 §9: 80 mm × 50 mm; issue 26 'Printouts that fit the label printer'): the sample's
 * receipt and the physical and sensory 'Exportar PDF', drawn on request from what is stored, with the cooperative's
 * yield convention (sack kg, mancha basis) printed on each. A label holds about a dozen lines: longer content goes on
 * to the next label (pdfkit adds the page), as a label printer feeds them.
 */

const dos = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatoNumero(v / 100, 2));
const pct = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${dos(v)} %`);
const g = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${dos(v)} g`);
const kg = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${dos(v)} kg`);
const dia = (f: string) => f.split('-').reverse().join('/');

/** The convention the figures were computed with, as every printout states it. */
const convencion = (sacoKg: number, base: 'oro' | 'pergamino') => `Factor a saco de ${sacoKg} kg · mancha sobre ${base}`;

function encabezado(doc: Doc, cooperativa: string, titulo: string): void {
  doc.font(FUENTE.negrita).fontSize(7).text(cooperativa, { align: 'center' });
  doc.fontSize(8).text(titulo, { align: 'center' });
  doc.moveDown(0.2);
}
function filas(doc: Doc, pares: [string, string][]): void {
  doc.fontSize(6.5);
  for (const [k, v] of pares) doc.font(FUENTE.negrita).text(`${k}: `, { continued: true }).font(FUENTE.normal).text(v);
}
function pie(doc: Doc, texto: string): void {
  doc.moveDown(0.2).font(FUENTE.normal).fontSize(5.5).text(texto, { align: 'center' });
}

export interface DatosImpresion {
  cooperativa: string;
}

/** GET calidad/analisis/recibo/descargar/{uuid}: the sample's receipt (the folio's link in the list). */
export async function reciboCalidadPdf(f: FilaCalidad, fis: FichaFisico, d: DatosImpresion): Promise<Buffer> {
  const { doc, listo } = nuevoDocumento(
    {
      Title: `Recibo de muestra ${f.folio}`,
      Author: d.cooperativa,
      Subject: `Recibo de la muestra de calidad ${f.folio} (${f.tipo_analisis})`,
    },
    ETIQUETA_80X50,
  );
  encabezado(doc, d.cooperativa, `Recibo de muestra ${f.folio}`);
  filas(doc, [
    ['Fecha', dia(f.fecha)],
    ['Tipo', f.tipo_analisis],
    ['Muestra', f.nombre],
    ...(f.detalle ? ([['Detalle', f.detalle]] as [string, string][]) : []),
    ['Rendimiento', `${pct(f.porcentaje_rendimiento)} · exportable ${pct(f.resumen_rendimiento_exportable)}`],
    ['Factor', dos(f.resumen_rendimiento)],
    ['Humedad', pct(f.pergamino_humedad)],
    ['Puntaje en taza', f.puntaje_taza === null ? 'Sin catar' : `${dos(f.puntaje_taza)} (${f.nombre_banda})`],
  ]);
  pie(doc, convencion(fis.saco_kg, fis.base_mancha));
  doc.end();
  return listo;
}

/** The physical info's 'Exportar PDF': weights, derived figures and the defects per sieve. */
export async function fisicoPdf(f: FichaFisico, zs: ZarandaGuardada[], d: DatosImpresion): Promise<Buffer> {
  const { doc, listo } = nuevoDocumento(
    { Title: `Análisis físico ${f.folio}`, Author: d.cooperativa, Subject: `Análisis físico de la muestra ${f.folio}` },
    ETIQUETA_80X50,
  );
  encabezado(doc, d.cooperativa, `Análisis físico ${f.folio}`);
  filas(doc, [
    ['Fecha', `${dia(f.fecha)} · ${f.proceso.nombre} · ${f.color.nombre}`],
    ['Pergamino / oro', `${g(f.pergamino_peso_muestra_pergamino)} / ${g(f.pergamino_peso_muestra_oro)}`],
    ['Cerezo / mancha', `${g(f.pergamino_peso_muestra_cerezo)} / ${g(f.pergamino_peso_mancha)}`],
    ['Rendimiento', `${pct(f.pergamino_rendimiento)} · cerezo ${pct(f.pergamino_cerezo)} · mancha ${pct(f.pergamino_mancha)}`],
    ['Oro exportable', `${g(f.oro_mancha)} · ${pct(f.oro_rendimiento_exportable)}`],
    ['Factor de rendimiento', dos(f.factor_rendimiento)],
    ['Kg exportables', kg(f.oro_kgs_exportables)],
    ['Humedad', pct(f.pergamino_humedad)],
    ['Defectos completos', `${f.defectos_primarios} primarios, ${f.defectos_secundarios} secundarios (${g(f.defectos_gramos)})`],
  ]);
  pie(doc, convencion(f.saco_kg, f.base_mancha));
  // the sieves, on the following labels
  if (zs.length) {
    doc.addPage();
    encabezado(doc, d.cooperativa, `Zarandas ${f.folio}`);
    filas(
      doc,
      zs.map((z) => {
        const defectos = [...z.defectos_primarios, ...z.defectos_secundarios].map(
          (x) => `${x.tipo_mancha.nombre} ${x.no_granos} (${g(x.gramos)})`,
        );
        return [`${z.zaranda.nombre} ${g(z.valor)}`, defectos.join('; ') || 'sin defectos'];
      }),
    );
  }
  doc.end();
  return listo;
}

/** The sensory info's 'Exportar PDF': the method, each attribute's score, the total and its band. */
export async function sensorialPdf(s: FichaSensorial, d: DatosImpresion): Promise<Buffer> {
  const { doc, listo } = nuevoDocumento(
    { Title: `Análisis sensorial ${s.folio}`, Author: d.cooperativa, Subject: `Análisis sensorial de la muestra ${s.folio}` },
    ETIQUETA_80X50,
  );
  const sca = s.metodo === 'sca_2004';
  encabezado(doc, d.cooperativa, `Análisis sensorial ${s.folio}`);
  const atributos: [string, number | null][] = sca
    ? ATRIBUTOS_SCA.map((a) => [NOMBRES_ATRIBUTO_SCA[a], s[a]])
    : ATRIBUTOS_CVA.map((a) => [NOMBRES_ATRIBUTO_CVA[a], s[a] === null ? null : s[a]! / 100]);
  doc.fontSize(6.5).font(FUENTE.normal);
  // two columns of attributes: a label is short, the ten fit in five lines
  const ancho = (doc.page.width - doc.page.margins.left - doc.page.margins.right) / 2;
  const x0 = doc.page.margins.left;
  for (let i = 0; i < atributos.length; i += 2) {
    const y = doc.y;
    for (const [j, par] of atributos.slice(i, i + 2).entries()) {
      const [k, v] = par;
      doc.text(`${k}: ${v === null ? '—' : sca ? dos(v) : String(v)}`, x0 + j * ancho, y, { width: ancho - 2, lineBreak: false });
    }
    doc.x = x0;
    doc.moveDown(1);
  }
  filas(doc, [
    ['Perfil de taza', s.perfil_taza],
    ['Puntaje', `${dos(s.puntaje_taza)} · ${s.nombre_banda}`],
  ]);
  pie(
    doc,
    sca
      ? 'Formulario SCA 2004 (diez atributos, 6 a 10): el puntaje es la suma'
      : `Valoración afectiva CVA (SCA-104): 0.65625·Σ + 52.75 − 2·${s.tazas_no_uniformes} − 4·${s.tazas_defectuosas}`,
  );
  doc.end();
  return listo;
}
