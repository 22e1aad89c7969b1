import { formatoFecha, formatoNumero } from '../comun/formato';

/**
 * The EUDR questions of the internal inspection (spec 001 §3 'EUDR inspection answers') and the four accordions of
 * the EUDR tab that show them (001 §2.5: General information, Description of the production unit, Plot inspection,
 * Neighbours and risks). The spec names the questions but not most variable names; these are ours, and the survey
 * form must use them (docs/DECISIONES.md). Photos are not listed: the survey's files are not imported yet.
 */
export type TipoPregunta = 'fecha' | 'si_no' | 'texto' | 'numero' | 'porcentaje';

export interface Pregunta {
  variable: string;
  etiqueta: string;
  tipo: TipoPregunta;
}

export interface SeccionInspeccion {
  clave: 'general' | 'unidad' | 'parcela' | 'colindantes';
  titulo: string;
  preguntas: Pregunta[];
}

export type ValorRespuesta = string | number | boolean | null;
export type RespuestasInspeccion = Record<string, ValorRespuesta>;

export const LADOS = [
  ['norte', 'Norte'],
  ['sur', 'Sur'],
  ['este', 'Este'],
  ['oeste', 'Oeste'],
] as const;

const ANIOS_USO_SUELO = [2020, 2021, 2022, 2023];

export const SECCIONES_INSPECCION: SeccionInspeccion[] = [
  {
    clave: 'general',
    titulo: 'Información general',
    preguntas: [
      { variable: 'fecha_ingreso_parcela', etiqueta: 'Desde cuándo trabaja la parcela', tipo: 'fecha' },
      { variable: 'tenencia_papeles', etiqueta: '¿Cuenta con documentos de tenencia de la tierra?', tipo: 'si_no' },
      { variable: 'tenencia_documento', etiqueta: 'Documento de tenencia', tipo: 'texto' },
    ],
  },
  {
    clave: 'unidad',
    titulo: 'Descripción de la unidad productiva',
    preguntas: [
      ...ANIOS_USO_SUELO.map((a) => ({ variable: `uso_suelo_${a}`, etiqueta: `Uso del suelo en ${a}`, tipo: 'texto' as const })),
      { variable: 'parcelas_reserva_bosque', etiqueta: '¿Tiene parcelas de reserva o de bosque?', tipo: 'si_no' },
      { variable: 'superficie_reserva_bosque', etiqueta: 'Superficie de reserva o bosque (ha)', tipo: 'numero' },
      { variable: 'cobertura_sombra', etiqueta: 'Cobertura de sombra', tipo: 'porcentaje' },
    ],
  },
  {
    clave: 'parcela',
    titulo: 'Inspección de la parcela',
    preguntas: [
      {
        variable: 'conversion_bosque_2020',
        etiqueta: '¿Se convirtió bosque en cultivo después del 31 de diciembre de 2020?',
        tipo: 'si_no',
      },
      { variable: 'produccion_area_protegida', etiqueta: '¿Se produce dentro de un área natural protegida?', tipo: 'si_no' },
      { variable: 'renovacion', etiqueta: '¿Hubo renovación del cultivo?', tipo: 'si_no' },
      { variable: 'tala_arboles', etiqueta: '¿Hubo tala de árboles en la parcela?', tipo: 'si_no' },
      { variable: 'observaciones_inspeccion', etiqueta: 'Observaciones del inspector', tipo: 'texto' },
    ],
  },
  {
    clave: 'colindantes',
    titulo: 'Colindantes y riesgos',
    preguntas: LADOS.flatMap(([lado, nombre]) => [
      { variable: `colindante_${lado}`, etiqueta: `Colindante al ${nombre.toLowerCase()}`, tipo: 'texto' as const },
      {
        variable: `riesgos_deforestacion_${lado}`,
        etiqueta: `¿Riesgo de deforestación al ${nombre.toLowerCase()}?`,
        tipo: 'si_no' as const,
      },
      {
        variable: `acciones_productor_deforestacion_${lado}`,
        etiqueta: `Acciones del productor al ${nombre.toLowerCase()}`,
        tipo: 'texto' as const,
      },
    ]),
  },
];

/** Survey answers arrive as the survey wrote them: 'si'/'sí'/'yes'/'1'/true, numbers as text. */
function siNo(v: ValorRespuesta): boolean | null {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v === 1 ? true : v === 0 ? false : null;
  if (typeof v !== 'string') return null;
  const t = v.trim().toLowerCase();
  if (['si', 'sí', 'yes', '1', 'true'].includes(t)) return true;
  if (['no', '0', 'false'].includes(t)) return false;
  return null;
}

/** An answer as the tab shows it; 'Sin respuesta' when the question was not answered or cannot be read. */
export function textoRespuesta(p: Pregunta, v: ValorRespuesta | undefined): string {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return 'Sin respuesta';
  switch (p.tipo) {
    case 'si_no': {
      const b = siNo(v);
      return b === null ? String(v) : b ? 'Sí' : 'No';
    }
    case 'fecha':
      return formatoFecha(String(v));
    case 'numero':
      return Number.isFinite(Number(v)) ? formatoNumero(Number(v), 2) : String(v);
    case 'porcentaje':
      return Number.isFinite(Number(v)) ? `${formatoNumero(Number(v), 0)} %` : String(v);
    default:
      return String(v);
  }
}

/** The sections with each answer as text, and how many questions of each were answered. */
export function seccionesConRespuestas(
  r: RespuestasInspeccion,
): { seccion: SeccionInspeccion; filas: { etiqueta: string; texto: string }[]; respondidas: number }[] {
  return SECCIONES_INSPECCION.map((seccion) => {
    const filas = seccion.preguntas.map((p) => ({ etiqueta: p.etiqueta, texto: textoRespuesta(p, r[p.variable]) }));
    return { seccion, filas, respondidas: filas.filter((f) => f.texto !== 'Sin respuesta').length };
  });
}
