import { BYTES_CABECERA_FIRMA, esImagenFirmaValida, MENSAJE_IMAGEN_FIRMA } from '@domain/comite/firma';

/**
 * R043 in the browser: the spec's message when the chosen file is not a JPG, PNG or GIF by its declared type AND
 * its first bytes (a text file renamed firma.png is caught here, before any decoder sees it); null when it is.
 */
export async function revisarArchivoFirma(archivo: Blob): Promise<string | null> {
  const bytes = new Uint8Array(await archivo.slice(0, BYTES_CABECERA_FIRMA).arrayBuffer());
  return esImagenFirmaValida(archivo.type, bytes) ? null : MENSAJE_IMAGEN_FIRMA;
}
