/** Coffee types of a delivery (catalogue tipos_cafe); the sampling fields depend on them (R107). */
export type CampoMuestreo = 'rendimiento' | 'humedad' | 'mancha' | 'aroma' | 'color_de_cafe' | 'tipo_maduracion';

const POR_TIPO: Record<number, CampoMuestreo[]> = {
  1: ['rendimiento', 'humedad', 'mancha', 'aroma'],
  2: ['rendimiento', 'humedad', 'mancha', 'color_de_cafe'],
  3: ['tipo_maduracion'],
  4: ['rendimiento', 'humedad', 'mancha', 'color_de_cafe'],
};

/** The sampling fields shown for a coffee type (spec 002 §2.3): 1 → rendimiento, humedad, mancha, aroma. None for no type. */
export const camposMuestreo = (tipoCafe: number | null | undefined): CampoMuestreo[] =>
  tipoCafe == null ? [] : (POR_TIPO[tipoCafe] ?? []);

/** Percentages of a sample (rendimiento, humedad, mancha): 0 to 100.00, ×100. */
export const CAMPOS_PORCENTAJE = ['rendimiento', 'humedad', 'mancha'] as const;
