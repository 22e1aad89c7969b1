import type { FastifyRequest } from 'fastify';
import { ErrorHttp, invalido } from '../../errores';
import { decodificarImagen, type Imagen } from './imagen';
import { CAMPO_ARCHIVO } from '@domain/contrato/archivos';

/**
 * Reads the single `archivo` field of a multipart upload, decodes it and answers the re-encoded image
 * (`decodificarImagen`): what is stored is never the uploaded bytes. Oversized files are a 413; anything that is
 * not a whole accepted image within `maxPixeles` is a 422 with the given message.
 */
export async function leerImagenSubida(
  req: FastifyRequest,
  aceptados: Imagen['mime'][],
  maxBytes: number,
  maxPixeles: number,
  mensajeTipo: string,
): Promise<{ img: Imagen; contenido: Buffer }> {
  if (!req.isMultipart()) throw invalido({ archivo: ['Envíe el archivo como multipart/form-data en el campo archivo'] });
  const parte = await req.file({ limits: { fileSize: maxBytes, files: 1, fields: 0 } });
  if (!parte || parte.fieldname !== CAMPO_ARCHIVO) throw invalido({ archivo: ['El archivo es requerido'] });
  const contenido = await parte.toBuffer();
  if (parte.file.truncated) throw new ErrorHttp(413, `El archivo excede el tamaño máximo de ${Math.round(maxBytes / 1024 / 1024)} MB`);
  const imagen = await decodificarImagen(contenido, aceptados, maxPixeles);
  if (!imagen) throw invalido({ archivo: [mensajeTipo] });
  return imagen;
}
