import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { ErrorHttp, invalido } from '../../errores';
import { decodificarImagen, type Imagen } from './imagen';
import { CAMPO_ARCHIVO } from '@domain/contrato/archivos';
import { mensajeTamanoMaximo } from '@domain/comun/subidas';

/**
 * The bytes of one file part, or the 413 that names the route's limit (issue 22 item 11). @fastify/multipart stops a
 * file at `fileSize` by throwing FST_REQ_FILE_TOO_LARGE (or, with throwFileSizeLimit off, marking it truncated):
 * both are this route's size limit, never the generic limits' message. `demasiado` replaces the message (EUDR
 * evidence names the file, in the spec's words).
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

/**
 * Reads the single `archivo` field of a multipart upload, decodes it and answers the re-encoded image
 * (`decodificarImagen`): what is stored is never the uploaded bytes. The whole body is read: a second file, a field
 * or any other part is a 413 (the limits), never ignored while the first file is saved. Oversized files are a 413
 * naming `maxBytes` (bytesDeParte);
 * anything that is not a whole accepted image within `maxPixeles` is a 422 with the given message.
 */
export async function leerImagenSubida(
  req: FastifyRequest,
  aceptados: Imagen['mime'][],
  maxBytes: number,
  maxPixeles: number,
  mensajeTipo: string,
): Promise<{ img: Imagen; contenido: Buffer }> {
  if (!req.isMultipart()) throw invalido({ archivo: ['Envíe el archivo como multipart/form-data en el campo archivo'] });
  let leido: Buffer | null = null;
  for await (const parte of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } })) {
    if (parte.type !== 'file' || parte.fieldname !== CAMPO_ARCHIVO) throw invalido({ archivo: ['El archivo es requerido'] });
    leido = await bytesDeParte(parte, maxBytes);
  }
  if (!leido) throw invalido({ archivo: ['El archivo es requerido'] });
  const imagen = await decodificarImagen(leido, aceptados, maxPixeles);
  if (!imagen) throw invalido({ archivo: [mensajeTipo] });
  return imagen;
}
