import { MAXIMO_ADJUNTO_BYTES } from '../eudr/cambio-riesgo';

/**
 * The size limit of every upload, in one place (issue 22 item 11): the server's multipart limits and the 413's
 * message read them here, so the message always names the limit the route applies.
 */
export const LIMITES_SUBIDA = {
  firmaUsuario: 1024 * 1024,
  logo: 2 * 1024 * 1024,
  firmaComite: 1024 * 1024,
  kml: 1024 * 1024,
  /** Spec 001 §5: each attachment of the EUDR risk change, 2 MB (its message is the spec's, naming the file). */
  adjuntoEudr: MAXIMO_ADJUNTO_BYTES,
} as const;

/** 1048576 → '1', 1572864 → '1.5': megabytes as a person reads them (up to two decimals, none when whole). */
const megas = (bytes: number): string => String(Math.round((bytes / 1024 / 1024) * 100) / 100);

/** The 413 of an upload past its limit: 'El archivo excede el tamaño máximo de 2 MB'. */
export const mensajeTamanoMaximo = (bytes: number): string => `El archivo excede el tamaño máximo de ${megas(bytes)} MB`;
