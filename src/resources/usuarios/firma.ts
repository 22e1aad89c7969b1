import { LIMITES_SUBIDA, mensajeTamanoMaximo } from '@domain/comun/subidas';

export const MAXIMO_FIRMA_BYTES = LIMITES_SUBIDA.firmaUsuario;

/** PNG only, at most 1 MB (spec 000 §5 'Signature upload: PNG only'); the server checks the content too. */
export function errorFirma(archivo: File): string | null {
  const png = archivo.type === 'image/png' || (archivo.type === '' && /\.png$/i.test(archivo.name));
  if (!png) return 'La firma debe ser una imagen PNG.';
  if (archivo.size > MAXIMO_FIRMA_BYTES) return mensajeTamanoMaximo(MAXIMO_FIRMA_BYTES);
  return null;
}
