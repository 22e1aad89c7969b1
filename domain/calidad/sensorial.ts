/**
 * Cupping (spec 002 §3 'Sensory analysis', §5, §9; issue 26 'Both cupping forms'). Scores travel ×100.
 * - The spec's form (SCA 2004): ten attributes scored 6 to 10 in .25 steps; the total is their sum (60–100).
 * - The SCA Coffee Value Assessment's affective form (SCA-104, 2024): eight attributes scored 1 to 9 (whole points),
 *   with non-uniform and defective cups; score = 0.65625 · Σ + 52.75 − 2u − 4d, rounded to the nearest .25.
 */
export const ATRIBUTOS_SCA = [
  'fragancia_aroma',
  'sabor',
  'sabor_residual',
  'acidez',
  'cuerpo',
  'balance',
  'uniformidad',
  'taza_limpia',
  'dulzor',
  'catador',
] as const;
export type AtributoSca = (typeof ATRIBUTOS_SCA)[number];

export const NOMBRES_ATRIBUTO_SCA: Record<AtributoSca, string> = {
  fragancia_aroma: 'Fragancia/Aroma',
  sabor: 'Sabor',
  sabor_residual: 'Sabor residual',
  acidez: 'Acidez',
  cuerpo: 'Cuerpo',
  balance: 'Balance',
  uniformidad: 'Uniformidad',
  taza_limpia: 'Taza limpia',
  dulzor: 'Dulzor',
  catador: 'Puntaje del catador',
};

/** What each attribute asks the cupper (shown under each score). */
export const DESCRIPCIONES_ATRIBUTO_SCA: Record<AtributoSca, string> = {
  fragancia_aroma: 'El olor del café molido en seco (fragancia) y al agregar agua (aroma).',
  sabor: 'Las notas que se perciben en boca, su intensidad y calidad.',
  sabor_residual: 'Lo que queda en el paladar después de tragar o escupir, y cuánto dura.',
  acidez: 'La viveza del café: brillante y agradable, o agria cuando es defecto.',
  cuerpo: 'La sensación táctil del líquido en la boca: su peso y textura.',
  balance: 'Cómo se complementan sabor, sabor residual, acidez y cuerpo.',
  uniformidad: 'Que las cinco tazas de la muestra sepan igual.',
  taza_limpia: 'Que ninguna taza tenga sabores ajenos desde el primer sorbo hasta el residual.',
  dulzor: 'La plenitud de sabor agradable que da la dulzura del grano maduro.',
  catador: 'La valoración global del catador.',
};

export const MINIMO_ATRIBUTO = 6_00;
export const MAXIMO_ATRIBUTO = 10_00;

/** Sum of the ten attributes (×100): all 8 → 8000; 6,6,6,6,6,10,10,10,10,10 → 8000. */
export function totalSca(puntajes: Readonly<Record<AtributoSca, number>>): number {
  return ATRIBUTOS_SCA.reduce((t, a) => t + puntajes[a], 0);
}

export type BandaTaza = 'sobresaliente' | 'excelente' | 'muy_bueno' | 'bajo_especialidad';

export const NOMBRES_BANDA: Record<BandaTaza, string> = {
  sobresaliente: 'Sobresaliente',
  excelente: 'Excelente',
  muy_bueno: 'Muy bueno (especialidad)',
  bajo_especialidad: 'Por debajo de especialidad',
};

/** SCA bands: 90+ outstanding, 85–89.99 excellent, 80–84.99 very good (specialty), under 80 below specialty. */
export function bandaTaza(total: number): BandaTaza {
  if (total >= 90_00) return 'sobresaliente';
  if (total >= 85_00) return 'excelente';
  if (total >= 80_00) return 'muy_bueno';
  return 'bajo_especialidad';
}

export const ATRIBUTOS_CVA = ['fragancia', 'aroma', 'sabor', 'sabor_residual', 'acidez', 'dulzor', 'sensacion_boca', 'general'] as const;
export type AtributoCva = (typeof ATRIBUTOS_CVA)[number];

export const NOMBRES_ATRIBUTO_CVA: Record<AtributoCva, string> = {
  fragancia: 'Fragancia',
  aroma: 'Aroma',
  sabor: 'Sabor',
  sabor_residual: 'Sabor residual',
  acidez: 'Acidez',
  dulzor: 'Dulzor',
  sensacion_boca: 'Sensación en boca',
  general: 'Impresión general',
};

/**
 * The CVA affective score ×100: 0.65625 = 21/32, so 4 × score = 21Σ/8 + 211 − 8u − 16d with 21Σ/8 rounded half up
 * to a whole quarter; all 9s → 100.00, all 1s → 58.00.
 */
export function puntajeCva(puntos: Readonly<Record<AtributoCva, number>>, noUniformes: number, defectuosas: number): number {
  const suma = ATRIBUTOS_CVA.reduce((t, a) => t + puntos[a], 0);
  const cuartos = Math.floor((42 * suma + 8) / 16) + 211 - 8 * noUniformes - 16 * defectuosas;
  return cuartos * 25;
}
