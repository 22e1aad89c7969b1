import { certificacionEfectiva } from './productos';

/** Producer categories (spec 000 §3, R035–R037). */
export const CATEGORIAS: Record<number, string> = {
  1: 'Transición 0', 2: 'Transición 1', 3: 'Transición 2', 4: 'Orgánico', 5: 'Transición 3',
  6: 'Convencional', 7: 'Sin Asignar', 8: 'Activo', 9: 'Suspendido',
};
export type CategoriaId = number;

const SET_CERTIMEX: CategoriaId[] = [7, 1, 2, 3, 4];
const SET_OTRAS: CategoriaId[] = [7, 2, 3, 5, 4, 6];

/** The category set a cooperative's committee chooses from: certimex has Transición 0, others Transición 3 and Convencional. */
export function categoriasDeCertificacion(certificacion: string | null | undefined): { id: CategoriaId; nombre: string }[] {
  const ids = certificacionEfectiva(certificacion) === 'certimex' ? SET_CERTIMEX : SET_OTRAS;
  return ids.map((id) => ({ id, nombre: CATEGORIAS[id] }));
}

const PASOS_CERTIMEX: Partial<Record<CategoriaId, CategoriaId>> = { 1: 2, 2: 3, 3: 4 };
const PASOS_OTRAS: Partial<Record<CategoriaId, CategoriaId>> = { 2: 3, 3: 5, 5: 4 };

/** Category a producer moves to when approved without conditions; any other stays (DECISIONS.md R037). */
export function categoriaSiguiente(actual: CategoriaId, certificacion: string | null | undefined): CategoriaId {
  const pasos = certificacionEfectiva(certificacion) === 'certimex' ? PASOS_CERTIMEX : PASOS_OTRAS;
  return pasos[actual] ?? actual;
}
