import type { MultipartFile } from '@fastify/multipart';
import { ErrorHttp } from '../errores';
import { mensajeTamanoMaximo } from '@domain/comun/subidas';

/**
 * The bytes of one file part, or the 413 that names the route's limit (issue 22 item 11). @fastify/multipart stops a
 * file at `fileSize` by throwing FST_REQ_FILE_TOO_LARGE (or, with throwFileSizeLimit off, marking it truncated):
 * both are this route's size limit, never the generic limits' message. `demasiado` replaces the message (EUDR
 * evidence names the file, in the spec's words). Only the multipart reader (leer-formulario.ts) calls it.
 */
export async function bytesDeParte(
  parte: MultipartFile,
  maxBytes: number,
  demasiado: () => ErrorHttp = () => new ErrorHttp(413, mensajeTamanoMaximo(maxBytes)),
): Promise<Buffer> {
  let contenido: Buffer;
  try {
    contenido = await parte.toBuffer();
  } catch (e) {
    // A stream cut short (ERR_STREAM_PREMATURE_CLOSE) after busboy marked the file truncated is the same limit
    // reached, not a malformed form: without this it read as 422 or 413 depending on which error came first.
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || parte.file.truncated) throw demasiado();
    throw e;
  }
  if (parte.file.truncated) throw demasiado();
  return contenido;
}
