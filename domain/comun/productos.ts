/** Crop codes (spec 000 §1, R013). */
export const PRODUCTO = { cafe: 1, cacao: 2, miel: 3 } as const;
export type IdProducto = (typeof PRODUCTO)[keyof typeof PRODUCTO];

export const PRODUCTOS: { id: IdProducto; nombre: string }[] = [
  { id: 1, nombre: 'Café' },
  { id: 2, nombre: 'Cacao' },
  { id: 3, nombre: 'Miel' },
];

/** Default certification when the user or cooperative has none (spec 000 §1, R012). */
export const CERTIFICACION_POR_DEFECTO = 'certimex';

export function certificacionEfectiva(certificacion: string | null | undefined): string {
  const c = (certificacion ?? '').trim();
  return c === '' ? CERTIFICACION_POR_DEFECTO : c;
}
