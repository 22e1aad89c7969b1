import type { FilaPadronCompleto, FilaParcelaPadron } from '../contrato/padron-completo';
import { FALTANTE, formatoHectareas, formatoNumero } from '../comun/formato';
import { parteDeNombre } from '../comun/descargas';
import { columnasPadronCompleto, etiquetaCategoria, textoCelda, type ColumnaPadron, type ContextoPadron } from './columnas-completo';

/**
 * The producer's registry sheet, 'Hoja del padrón' (spec 001 §2.9 'download sheets (PDF)', §7 `pdf/{reporte}/{uuid}`):
 * the words and figures of the PDF, decided here so a test reads them without a PDF; the server draws them
 * (server/modules/padron/hoja/hoja-pdf.ts). The sheet is the register's row of one account laid out by section, with
 * the register's own column list (columnas-completo.ts): the same labels, the same columns per cooperative and the
 * same formats as the grid and its Excel, so the sheet and the grid cannot disagree.
 */

/** The reports `pdf/{reporte}/{uuid}` answers; only the registry sheet exists (docs/DECISIONES.md 'hojas'). */
export const REPORTES_PDF = ['padron'] as const;
export type ReportePdf = (typeof REPORTES_PDF)[number];
export const esReportePdf = (r: string): r is ReportePdf => (REPORTES_PDF as readonly string[]).includes(r);

export const TITULO_HOJA_PADRON = 'Hoja del padrón';

/** One labelled value of the sheet. */
export interface RenglonHoja {
  etiqueta: string;
  valor: string;
}

export interface SeccionHoja {
  titulo: string;
  renglones: RenglonHoja[];
}

export interface TablaHoja {
  encabezados: string[];
  filas: string[][];
  total: string[];
}

export interface HojaPadron {
  titulo: string;
  cooperativa: string;
  /** 'Ciclo 2025-2026'. */
  ciclo: string;
  productor: string;
  secciones: SeccionHoja[];
  parcelas: TablaHoja;
}

export interface DatosHoja extends ContextoPadron {
  cooperativa: string;
  ciclo: string;
  fila: FilaPadronCompleto;
  parcelas: FilaParcelaPadron[];
}

/**
 * The register's columns by section of the sheet, in the grid's order within each. A column the cooperative does
 * not show (the code without usa_codigo_tx, cooperative 3's inspector estimate, the other crops) is left out
 * because columnasPadronCompleto leaves it out.
 */
const SECCIONES: { titulo: string; campos: ColumnaPadron['campo'][] }[] = [
  {
    titulo: 'Productor',
    campos: [
      'productor_clave_tx',
      'productor_codigo_tx',
      'productor_nombre',
      'localidad',
      'municipio',
      'region',
      'ine',
      'curp',
      'productor_fecha_nacimiento',
      'productor_genero',
      'contacto_celular',
      'contacto_correo',
    ],
  },
  {
    titulo: 'Certificación',
    campos: [
      'cuenta_categoria',
      'categoria_anterior',
      'productor_fecha_ingreso',
      'productor_fecha_transicion',
      'nivel_riesgo',
      's3_cafeorganico_otrans_fechaprohibidos',
      's3_cafeorganico_otrans_insumosprohibidos',
      'condicion_str',
      'condicion_detalle',
    ],
  },
  {
    titulo: 'Tierra',
    campos: [
      'cuenta_parcelas',
      'calculada',
      'cuenta_superficie_total',
      'tenencia_tierra',
      'tenencia_papeles_sino',
      's2_autoconsumo',
      's2_otrocultivo',
      's2_potrero',
      's2_bosque',
      's2_acahual',
      's2_reserva',
    ],
  },
  {
    titulo: 'Cosecha e inspección',
    campos: [
      'tx_estimacion_cosecha_inspector_total',
      'tx_estimacion_cosecha_productor_total',
      'tx_no_plantas_totales',
      'plantas_productivas_totales',
      'plantas_improductivas_totales',
      's3_inspeccion_fecha',
      's3_inspeccion_superficie',
      's1_lista_inspector_str',
      's6_pergamino_actual',
      'cultivos_activos',
      'sum_actual_cacao',
      'sum_actual_mani',
      'sum_actual_cardamomo',
      'sum_actual_pimientanegra',
    ],
  },
];

/** Every column a section names: the test checks the grid has none the sheet forgets. */
export const CAMPOS_DE_LA_HOJA: readonly string[] = SECCIONES.flatMap((s) => s.campos);

/** Said where the cycle has no committee evaluation of the account. */
export const SIN_EVALUACION = 'Sin evaluación en el ciclo';

/** A cell as printed: as the grid shows it (textoCelda), and '--' where the grid leaves it blank. */
export function textoHoja(v: unknown, formato: ColumnaPadron['formato']): string {
  const texto = textoCelda(v, formato);
  return texto.trim() === '' ? FALTANTE : texto;
}

/** A plot's geolocation as the plots list says it (R056): polygon, centroid only, or none. */
export function geolocalizacionParcela(p: Pick<FilaParcelaPadron, 'croquis_digitalizado' | 'centroide_lat' | 'centroide_lng'>): string {
  if (p.croquis_digitalizado) return 'Polígono';
  if (p.centroide_lat !== null && p.centroide_lng !== null) return 'Sólo centroide';
  return 'Sin geolocalizar';
}

/**
 * The plots' table: name, hectares, plants and geolocation, and a total row. Hectares are summed as integer
 * thousandths (they are stored with 3 decimals), so 0.1 + 0.2 prints 0.30.
 */
export function tablaParcelasHoja(parcelas: FilaParcelaPadron[]): TablaHoja {
  let milesimas = 0;
  let plantas = 0;
  const cuenta = { Polígono: 0, 'Sólo centroide': 0, 'Sin geolocalizar': 0 } as Record<string, number>;
  const filas = parcelas.map((p) => {
    milesimas += Math.round(Number(p.tx_superficie) * 1000);
    plantas += p.tx_no_plantas;
    const geo = geolocalizacionParcela(p);
    cuenta[geo] += 1;
    return [p.nombre, formatoHectareas(p.tx_superficie), formatoNumero(p.tx_no_plantas), geo];
  });
  const resumen = [
    `${cuenta['Polígono']} con polígono`,
    `${cuenta['Sólo centroide']} sólo centroide`,
    `${cuenta['Sin geolocalizar']} sin geolocalizar`,
  ].join(', ');
  const n = parcelas.length;
  return {
    encabezados: ['Parcela', 'Hectáreas', 'Plantas', 'Geolocalización'],
    filas,
    total: [`Total: ${n} ${n === 1 ? 'parcela' : 'parcelas'}`, formatoHectareas(milesimas / 1000), formatoNumero(plantas), resumen],
  };
}

/**
 * The sheet of one account of the register.
 * @example hojaPadron({ ...contexto, cooperativa: 'Cafetaleros…', ciclo: '2025-2026', fila, parcelas }).secciones[0].titulo // 'Productor'
 */
export function hojaPadron(d: DatosHoja): HojaPadron {
  const columnas = new Map(columnasPadronCompleto(d).map((c) => [c.campo, c]));
  // Honey shows its transition categories as 'Transición' (001 §2.9), as the grid does.
  const fila: FilaPadronCompleto = {
    ...d.fila,
    cuenta_categoria: etiquetaCategoria(d.fila.id_cuenta_categoria, d.fila.cuenta_categoria, d.idProducto) ?? d.fila.cuenta_categoria,
    categoria_anterior: etiquetaCategoria(d.fila.id_categoria_anterior, d.fila.categoria_anterior, d.idProducto),
  };
  const evaluada = fila.condicion !== null;
  const secciones = SECCIONES.map((s) => ({
    titulo: s.titulo,
    renglones: s.campos.flatMap((campo): RenglonHoja[] => {
      const col = columnas.get(campo);
      if (!col) return [];
      if (campo === 'condicion_detalle' && !evaluada) return [];
      if (campo === 'condicion_str' && !evaluada) return [{ etiqueta: col.encabezado, valor: SIN_EVALUACION }];
      return [{ etiqueta: col.encabezado, valor: textoHoja(fila[campo], col.formato) }];
    }),
  }));
  return {
    titulo: TITULO_HOJA_PADRON,
    cooperativa: d.cooperativa,
    ciclo: `Ciclo ${d.ciclo}`,
    productor: fila.productor_nombre,
    secciones,
    parcelas: tablaParcelasHoja(d.parcelas),
  };
}

/**
 * The file's name: hoja_padron_<clave>_<ciclo>.pdf, the producer's name standing in for a missing key.
 * @example nombreHojaPadron('SM-0001', 'Juan Pérez', '2025-2026') // 'hoja_padron_SM-0001_2025-2026.pdf'
 */
export const nombreHojaPadron = (clave: string | null, productor: string, ciclo: string): string =>
  `hoja_padron_${parteDeNombre(clave?.trim() || productor)}_${parteDeNombre(ciclo)}.pdf`;
