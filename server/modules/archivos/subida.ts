import type { FastifyRequest } from 'fastify';
import { ErrorHttp, invalido } from '../../errores';
import { decodificarImagen, type Imagen } from './imagen';
import { CAMPO_ARCHIVO } from '@domain/contrato/archivos';

/**
 * Reads the single `archivo` field of a multipart upload, decodes it and answers the re-encoded image
 * (`decodificarImagen`): what is stored is never the uploaded bytes. The whole body is read: a second file, a field
 * or any other part is a 413 (the limits), never ignored while the first file is saved. Oversized files are a 413;
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
  let leido: { contenido: Buffer; truncado: boolean } | null = null;
  for await (const parte of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } })) {
    if (parte.type !== 'file' || parte.fieldname !== CAMPO_ARCHIVO) throw invalido({ archivo: ['El archivo es requerido'] });
    leido = { contenido: await parte.toBuffer(), truncado: parte.file.truncated };
  }
  if (!leido) throw invalido({ archivo: ['El archivo es requerido'] });
  if (leido.truncado) throw new ErrorHttp(413, `El archivo excede el tamaño máximo de ${Math.round(maxBytes / 1024 / 1024)} MB`);
  const imagen = await decodificarImagen(leido.contenido, aceptados, maxPixeles);
  if (!imagen) throw invalido({ archivo: [mensajeTipo] });
  return imagen;
}
