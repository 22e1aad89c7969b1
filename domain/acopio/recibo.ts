import { CERTIFICACIONES, CERTIFICACION_EXCLUYENTE_MIEL, nombreMetodoPago, nombreProcesoCafe, nombreTipoCafe } from './catalogos';
import { CERTIFICACION_EXCLUYENTE } from './certificaciones';
import { PRODUCTO, PRODUCTOS } from '../comun/productos';
import { formatoCentavos, formatoFecha, formatoNumero } from '../comun/formato';
import { camposMuestreo } from './muestreo';
import { pesoNeto, UNIDAD_A_GRANEL, UNIDADES_ENTREGA } from './pesadas';

/**
 * What a delivery receipt says (spec 002 §2.7, issue 12 'Receipts'), as text ready to print: the server draws it
 * with pdfkit (server/modules/acopio/recibos/recibo-pdf.ts); this file decides the words and the figures, so a test reads
 * them without a PDF. Weights and money arrive ×100 and are shown with two decimals and en-US grouping (§9).
 */

export interface PesadaRecibo {
  unidades: number[];
  peso_bruto: number;
  peso_tara: number;
  peso_descuento: number;
  bultos: Record<string, number>;
}

export interface PagoRecibo {
  folio: string;
  fecha: string;
  id_metodo_pago: number;
  monto: number;
}

/** A delivery as its receipt reads it (server/modules/acopio/recibos/recibos.repository.ts). */
export interface DatosRecibo {
  cooperativa: string;
  folio_acopio: string | null;
  fecha_acopio: string;
  ciclo: string;
  productor: string;
  clave_tx: string | null;
  categoria: string;
  centro_acopio: string | null;
  /** The cooperative's product (domain/comun/productos.ts): what the receipt prints of the delivery follows it. */
  producto: number;
  id_tipo_cafe: number | null;
  id_proceso: number | null;
  /** The delivery's categories (certificaciones catalogue ids). */
  certificaciones: number[];
  /** The lot's name, or null when the delivery is in none. */
  lote: string | null;
  pesadas: PesadaRecibo[];
  peso_bruto: number;
  peso_tara: number;
  peso_descuento: number;
  peso_neto: number;
  no_bultos: number;
  tipo_maduracion: string | null;
  rendimiento: number | null;
  humedad: number | null;
  mancha: number | null;
  color: string | null;
  aroma: string | null;
  muestreo_observaciones: string | null;
  precio_por_kg: number;
  importe_total: number;
  recuperacion_credito: number;
  pagos: PagoRecibo[];
  observaciones: string | null;
  /** Issue 28: the folio the device printed on its provisional receipt offline; absent or null when registered online. */
  folio_provisional?: string | null;
}

/** One labelled value of the receipt. */
export interface Renglon {
  etiqueta: string;
  valor: string;
  /** Printed bold: the figures a producer looks for first. */
  fuerte?: boolean;
}

/** Weight ×100 with two decimals: 14650 → '146.50'. */
export const pesoTexto = (v: number): string => formatoNumero(v / 100, 2);
/** Percentage ×100: 1150 → '11.50 %'. */
const porcentaje = (v: number): string => `${formatoNumero(v / 100, 2)} %`;

/** Units of a weighing with their container counts: 'Bultos 2, A granel'. */
export function unidadesTexto(p: PesadaRecibo): string {
  return p.unidades
    .map((u) => {
      const nombre = UNIDADES_ENTREGA[u] ?? `Unidad ${u}`;
      const n = p.bultos[String(u)];
      return u === UNIDAD_A_GRANEL || !n ? nombre : `${nombre} ${formatoNumero(n)}`;
    })
    .join(', ');
}

/** Containers of a weighing; a weighing only in bulk has none to count ('--'). */
function bultosDe(p: PesadaRecibo): string {
  const contados = p.unidades.filter((u) => u !== UNIDAD_A_GRANEL);
  return contados.length ? formatoNumero(contados.reduce((s, u) => s + Number(p.bultos[String(u)] ?? 0), 0)) : '--';
}

/** The weighings table: one row per weighing and a totals row (net = gross − tare − discount, §9). */
export function tablaPesadas(
  d: Pick<DatosRecibo, 'pesadas' | 'peso_bruto' | 'peso_tara' | 'peso_descuento' | 'peso_neto' | 'no_bultos'>,
  unidad: string,
): { encabezados: string[]; filas: string[][]; total: string[] } {
  return {
    encabezados: ['#', 'Unidades', 'Bultos', `Bruto (${unidad})`, `Tara (${unidad})`, `Descuento (${unidad})`, `Neto (${unidad})`],
    filas: d.pesadas.map((p, i) => [
      String(i + 1),
      unidadesTexto(p),
      bultosDe(p),
      pesoTexto(p.peso_bruto),
      pesoTexto(p.peso_tara),
      pesoTexto(p.peso_descuento),
      pesoTexto(pesoNeto(p)),
    ]),
    total: [
      '',
      'Total',
      formatoNumero(d.no_bultos),
      pesoTexto(d.peso_bruto),
      pesoTexto(d.peso_tara),
      pesoTexto(d.peso_descuento),
      pesoTexto(d.peso_neto),
    ],
  };
}

/** The sampling results the delivery's coffee type shows (R107), and observations; nothing when none was taken. */
export function renglonesMuestreo(d: DatosRecibo): Renglon[] {
  const r: Renglon[] = [];
  for (const c of camposMuestreo(d.id_tipo_cafe)) {
    if (c === 'rendimiento' && d.rendimiento !== null) r.push({ etiqueta: 'Rendimiento', valor: porcentaje(d.rendimiento) });
    if (c === 'humedad' && d.humedad !== null) r.push({ etiqueta: 'Humedad', valor: porcentaje(d.humedad) });
    if (c === 'mancha' && d.mancha !== null) r.push({ etiqueta: 'Mancha', valor: porcentaje(d.mancha) });
    if (c === 'aroma' && d.aroma) r.push({ etiqueta: 'Aroma', valor: d.aroma });
    if (c === 'color_de_cafe' && d.color) r.push({ etiqueta: 'Color', valor: d.color });
    if (c === 'tipo_maduracion' && d.tipo_maduracion) r.push({ etiqueta: 'Maduración', valor: d.tipo_maduracion });
  }
  // Cacao and honey have no coffee type, and so no fields above: their humidity (issue 22 item 16) and honey's
  // Pfund colour stand alone.
  if (d.producto !== PRODUCTO.cafe && d.humedad !== null) r.push({ etiqueta: 'Humedad', valor: porcentaje(d.humedad) });
  if (d.id_tipo_cafe == null && d.color) r.push({ etiqueta: 'Color', valor: d.color });
  if (d.muestreo_observaciones) r.push({ etiqueta: 'Observaciones', valor: d.muestreo_observaciones });
  return r;
}

/** The figures of the receipt, all recomputed from what is stored: paid is the sum of the payments (integers). */
export function cifrasRecibo(d: DatosRecibo): { pagado: number; a_pagar: number; saldo: number } {
  const pagado = d.pagos.reduce((s, p) => s + p.monto, 0);
  const a_pagar = d.importe_total - d.recuperacion_credito;
  return { pagado, a_pagar, saldo: a_pagar - pagado };
}

/** Amounts: price, gross amount, credit recovered, to pay, paid and balance (§9: to pay = gross − credit recovery). */
export function renglonesImportes(d: DatosRecibo, unidad: string): Renglon[] {
  const c = cifrasRecibo(d);
  return [
    { etiqueta: `Precio por ${unidad}`, valor: formatoCentavos(d.precio_por_kg) },
    { etiqueta: 'Importe bruto', valor: formatoCentavos(d.importe_total) },
    { etiqueta: 'Crédito recuperado', valor: formatoCentavos(d.recuperacion_credito) },
    { etiqueta: 'Importe a pagar', valor: formatoCentavos(c.a_pagar), fuerte: true },
    { etiqueta: 'Pagado', valor: formatoCentavos(c.pagado) },
    { etiqueta: 'Saldo', valor: formatoCentavos(c.saldo), fuerte: true },
  ];
}

/** Each payment: 'P-000012 · 20/nov/2026 · Efectivo' and its amount. */
export const renglonesPagos = (d: DatosRecibo): Renglon[] =>
  d.pagos.map((p) => ({
    etiqueta: `${p.folio} · ${formatoFecha(p.fecha)} · ${nombreMetodoPago(p.id_metodo_pago)}`,
    valor: formatoCentavos(p.monto),
  }));

export const SIN_LOTE = 'Sin lote';

/** A category's name as the product calls it (honey's 16 is 'Transición', spec 002 §6). */
const nombreCategoria = (producto: number, id: number): string =>
  producto === PRODUCTO.miel && id === CERTIFICACION_EXCLUYENTE ? CERTIFICACION_EXCLUYENTE_MIEL : (CERTIFICACIONES[id] ?? `Otro (${id})`);

/**
 * What was delivered (issue 22 items 16 and 24): the product; for coffee its type and process; for every product its
 * categories and its lot ('Sin lote' when none). Cacao and honey print no coffee fields.
 */
export function renglonesEntrega(
  d: Pick<DatosRecibo, 'producto' | 'id_tipo_cafe' | 'id_proceso' | 'certificaciones' | 'lote' | 'folio_provisional'>,
): Renglon[] {
  const r: Renglon[] = [{ etiqueta: 'Producto', valor: PRODUCTOS.find((p) => p.id === d.producto)?.nombre ?? '--' }];
  if (d.producto === PRODUCTO.cafe) {
    r.push({ etiqueta: 'Tipo de café', valor: nombreTipoCafe(d.id_tipo_cafe) ?? '--' });
    r.push({ etiqueta: 'Proceso', valor: nombreProcesoCafe(d.id_proceso) ?? '--' });
  }
  r.push({ etiqueta: 'Categorías', valor: d.certificaciones.map((c) => nombreCategoria(d.producto, c)).join(', ') || '--' });
  r.push({ etiqueta: 'Lote', valor: d.lote ?? SIN_LOTE });
  // the paper the producer took home offline carries this folio: the final receipt names it, so both are one delivery
  if (d.folio_provisional) r.push({ etiqueta: 'Folio provisional', valor: d.folio_provisional });
  return r;
}

/** The producer block. */
export const renglonesProductor = (d: DatosRecibo): Renglon[] => [
  { etiqueta: 'Productor', valor: d.productor, fuerte: true },
  { etiqueta: 'Clave', valor: d.clave_tx ?? '--' },
  { etiqueta: 'Categoría', valor: d.categoria },
  { etiqueta: 'Centro de acopio', valor: d.centro_acopio ?? '--' },
  { etiqueta: 'Ciclo', valor: d.ciclo },
];
