import { ANCHO, espacio, FUENTE, GRIS, LINEA, MARGEN, titulo, type Doc } from '../../../pdf/dibujo';
import type { FilaPaquete } from './fila-paquete';
import type { LoteEudr } from './lectura';
import type { AvisoDelLote } from '@domain/eudr/avisos-paquete';
import { formatoCentavos, formatoNumero } from '@domain/comun/formato';

/**
 * The package's summary (issue 23), for an importer's compliance officer: the lot, its commodity and HS code, net
 * kilos and delivery period, country; each producer with their plots (hectares, geolocation, risk with WHISP's
 * indicators and the preliminary result, protected areas, risk changes and their documents); the plots left out
 * and why; the accepted warnings; the legal notice. Plain ruled tables, drawn producer by producer as they are read.
 */

/** The legal notice (docs/DECISIONES.md): what the cooperative provides and who stays responsible for the statement. */
export const AVISO_LEGAL =
  'Este paquete reúne la información que la cooperativa proporciona a su comprador para la debida diligencia del ' +
  'Reglamento (UE) 2023/1115 sobre productos libres de deforestación: la geolocalización de las parcelas de los ' +
  'productores que entregaron en el lote, la evaluación de riesgo de cada parcela y la evidencia que la respalda. ' +
  'La cooperativa declara que los datos corresponden a sus registros a la fecha de generación. La evaluación de ' +
  'riesgo del resultado WHISP es preliminar y no sustituye la del operador. El operador que introduce el producto en ' +
  'el mercado de la Unión, o lo exporta, sigue siendo el responsable de su declaración de diligencia debida (DDS) y ' +
  'de la evaluación y mitigación del riesgo (Reg. (UE) 2023/1115, arts. 4, 9, 10 y 11). La integridad de cada ' +
  'archivo del paquete puede comprobarse con su SHA-256 en manifiesto.json.';

export interface DatosResumen {
  lote: LoteEudr;
  generado: string;
  productores: number;
  parcelas: number;
  parcelasFuera: number;
  avisos: AvisoDelLote[];
}

const COLUMNAS = ['Parcela', 'Ha', 'Geolocalización', 'Riesgo', 'Áreas protegidas', 'Cambios de riesgo, documentos'];
const PROPORCIONES = [15, 6, 15, 22, 15, 27];
const escala = ANCHO / PROPORCIONES.reduce((s, a) => s + a, 0);
const ANCHOS = PROPORCIONES.map((a) => a * escala);
const TAMANO = 7.5;

/**
 * A cell's lines when each fits its width as it is (most cells: a plot's name, a few short risk lines); null when one
 * must be wrapped. Measuring and drawing lines without pdfkit's line wrapper is what keeps a 5,000-plot summary
 * within the package's time (the wrapper lays every cell out twice, to measure and to draw).
 */
function lineasSinPartir(doc: Doc, texto: string, ancho: number): string[] | null {
  const lineas = (texto || ' ').split('\n');
  return lineas.every((l) => doc.widthOfString(l) <= ancho) ? lineas : null;
}

/** One ruled row; a row that does not fit goes whole onto the next page, with the header repeated. */
function fila(doc: Doc, celdas: string[], negrita = false, fondo?: string, alCambiarPagina?: () => void): void {
  const fuente = negrita ? FUENTE.negrita : FUENTE.normal;
  doc.font(fuente).fontSize(TAMANO).fillColor('black');
  const interlinea = doc.currentLineHeight(true);
  const lineas = celdas.map((c, i) => lineasSinPartir(doc, c, ANCHOS[i] - 4));
  const altos = celdas.map((c, i) => {
    const l = lineas[i];
    return l ? l.length * interlinea : doc.heightOfString(c || ' ', { width: ANCHOS[i] - 4 });
  });
  const alto = Math.max(...altos) + 4;
  if (doc.y + alto + 2 > doc.page.height - MARGEN) {
    doc.addPage();
    alCambiarPagina?.();
    doc.font(fuente).fontSize(TAMANO).fillColor('black');
  }
  const y = doc.y;
  if (fondo) doc.rect(MARGEN, y, ANCHO, alto).fill(fondo).fillColor('black');
  let x = MARGEN;
  celdas.forEach((c, i) => {
    const l = lineas[i];
    if (l) {
      l.forEach((linea, n) => {
        const dx = i === 1 ? ANCHOS[i] - 4 - doc.widthOfString(linea) : 0;
        doc.text(linea, x + 2 + dx, y + 2 + n * interlinea, { lineBreak: false });
      });
    } else doc.text(c, x + 2, y + 2, { width: ANCHOS[i] - 4, align: i === 1 ? 'right' : 'left' });
    x += ANCHOS[i];
  });
  doc
    .moveTo(MARGEN, y + alto)
    .lineTo(MARGEN + ANCHO, y + alto)
    .strokeColor(LINEA)
    .lineWidth(0.4)
    .stroke();
  doc.y = y + alto;
}

const encabezadoTabla = (doc: Doc) => fila(doc, COLUMNAS, true, '#eeeeee');

/** 'Etiqueta: valor' lines of the lot's data. */
function dato(doc: Doc, etiqueta: string, valor: string): void {
  doc.font(FUENTE.negrita).fontSize(9).fillColor('black').text(`${etiqueta}: `, MARGEN, doc.y, { continued: true });
  doc.font(FUENTE.normal).text(valor);
}

/** A line of text across the page: drawn as it is when it fits (no line wrapper), wrapped otherwise. */
function linea(doc: Doc, texto: string, fuente: string, tamano: number, color: string): void {
  doc.font(fuente).fontSize(tamano).fillColor(color);
  if (doc.widthOfString(texto) <= ANCHO) {
    const y = doc.y;
    doc.text(texto, MARGEN, y, { lineBreak: false });
    doc.y = y + doc.currentLineHeight(true);
  } else doc.text(texto, MARGEN, doc.y, { width: ANCHO });
}

/** The first page: title, the lot's data, the accepted warnings. */
export function inicioResumen(doc: Doc, d: DatosResumen): void {
  const l = d.lote;
  doc.font(FUENTE.negrita).fontSize(15).fillColor('black').text('Paquete de debida diligencia EUDR', MARGEN, MARGEN);
  doc.font(FUENTE.normal).fontSize(10).fillColor(GRIS).text(`${l.cooperativa} · ${l.nombre} · Reglamento (UE) 2023/1115`);
  titulo(doc, 'El lote');
  dato(doc, 'Cooperativa', l.nombre_legal ? `${l.cooperativa} (${l.nombre_legal})` : l.cooperativa);
  dato(doc, 'Lote', `${l.nombre} (ciclo ${l.ciclo})`);
  dato(doc, 'Producto', `${l.producto.nombre}, código SA ${l.producto.codigo_hs}`);
  dato(doc, 'País de producción', l.pais);
  dato(doc, 'Peso neto', `${formatoCentavos(l.peso_neto, '')} kg`);
  dato(doc, 'Periodo de entregas', l.primera_entrega ? `del ${l.primera_entrega} al ${l.ultima_entrega}` : 'sin entregas');
  dato(doc, 'Productores con entregas', formatoNumero(d.productores));
  dato(doc, 'Parcelas en el archivo TRACES', formatoNumero(d.parcelas));
  dato(doc, 'Parcelas fuera del archivo', formatoNumero(d.parcelasFuera));
  dato(doc, 'Generado', d.generado);
  if (d.avisos.length) {
    titulo(doc, `Avisos aceptados al generar el paquete (${d.avisos.length})`);
    for (const a of d.avisos) {
      espacio(doc, 14);
      doc.font(FUENTE.normal).fontSize(8.5).fillColor('black').text(`• ${a.texto}`, MARGEN, doc.y, { width: ANCHO });
    }
  }
  titulo(doc, 'Productores y parcelas');
}

/** One producer: a line with their totals and the table of their plots. */
export function productorResumen(doc: Doc, filas: FilaPaquete[]): void {
  const p = filas[0];
  const enArchivo = filas.filter((f) => f.en_traces);
  const ha = filas.reduce((s, f) => s + (f.superficie || 0), 0);
  espacio(doc, 48);
  doc.moveDown(0.4);
  linea(doc, `${p.productor}${p.clave ? ` (${p.clave})` : ''}`, FUENTE.negrita, 9.5, 'black');
  linea(
    doc,
    `${p.localidad}, ${p.municipio} · ${filas.length} parcela${filas.length === 1 ? '' : 's'} (${enArchivo.length} en el archivo TRACES) · ${formatoNumero(ha, 2)} ha`,
    FUENTE.normal,
    8,
    GRIS,
  );
  doc.moveDown(0.2);
  encabezadoTabla(doc);
  for (const f of filas) {
    const riesgo = [
      `Vigente: ${f.riesgo}${f.origen ? ` (${f.origen})` : ''}`,
      f.preliminar ? `Preliminar: ${f.preliminar}` : '',
      `WHISP: ${f.whisp}${f.analizado ? ` (${f.analizado})` : ''}`,
      f.indicadores_si ? `Indicadores en Sí: ${f.indicadores_si}` : '',
    ]
      .filter(Boolean)
      .join('\n');
    const cambios = [f.cambios, f.documentos ? `Documentos: ${f.documentos}` : ''].filter(Boolean).join('\n');
    fila(
      doc,
      [
        f.parcela,
        formatoNumero(f.superficie, 2),
        f.en_traces ? f.geolocalizacion : `Fuera: ${f.motivo_fuera}`,
        riesgo,
        f.areas || 'Ninguna',
        cambios || 'Sin cambios',
      ],
      false,
      undefined,
      () => encabezadoTabla(doc),
    );
  }
}

/** The plots left out and why (the lot's TRACES revision), and the legal notice; then the document ends. */
export function finResumen(doc: Doc, fuera: { productor: string; parcela: string; motivo: string }[]): void {
  titulo(doc, `Parcelas fuera del archivo TRACES (${fuera.length})`);
  if (!fuera.length) doc.font(FUENTE.normal).fontSize(9).fillColor('black').text('Todas las parcelas del lote entran en el archivo.');
  for (const f of fuera) {
    espacio(doc, 14);
    doc
      .font(FUENTE.normal)
      .fontSize(8.5)
      .fillColor('black')
      .text(`• ${f.productor}, ${f.parcela}: ${f.motivo}`, MARGEN, doc.y, { width: ANCHO });
  }
  titulo(doc, 'Aviso legal');
  doc.font(FUENTE.normal).fontSize(9).fillColor('black').text(AVISO_LEGAL, MARGEN, doc.y, { width: ANCHO, align: 'justify' });
  doc.end();
}
