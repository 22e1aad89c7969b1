import type { FastifyRequest } from 'fastify';
import type { TObject } from 'typebox';
import { invalido } from '../../errores';
import { leerFormulario } from '../../multipart/leer-formulario';
import { decodificarImagen, type Imagen } from './imagen';
import { CAMPO_ARCHIVO } from '@domain/contrato/archivos';

const REQUERIDO = { [CAMPO_ARCHIVO]: ['El archivo es requerido'] };

/**
 * Reads the single `archivo` field of an image upload (a logo, a user's signature; `formulario` is the route's form
 * in formularios.ts) through the multipart reader, and answers the re-encoded image (`decodificarImagen`): what is
 * stored is never the uploaded bytes. The whole body is read: a second file, a field or any other part is a 413
 * (the limits), never ignored while the first file is saved. Oversized files are a 413 naming `maxBytes`; anything
 * that is not a whole accepted image within `maxPixeles` is a 422 with the given message.
 */
export async function leerImagenSubida(
  req: FastifyRequest,
  formulario: TObject,
  aceptados: Imagen['mime'][],
  maxBytes: number,
  maxPixeles: number,
  mensajeTipo: string,
): Promise<{ img: Imagen; contenido: Buffer }> {
  const { archivos } = await leerFormulario(req, {
    esquema: formulario,
    archivos: [
      {
        campo: CAMPO_ARCHIVO,
        limite: maxBytes,
        revisar: async (bytes) => {
          const imagen = await decodificarImagen(bytes, aceptados, maxPixeles);
          if (!imagen) throw invalido({ [CAMPO_ARCHIVO]: [mensajeTipo] });
          return imagen;
        },
      },
    ],
    limites: { archivos: 1, campos: 0, partes: 1 },
    sinMultipart: { [CAMPO_ARCHIVO]: ['Envíe el archivo como multipart/form-data en el campo archivo'] },
    ajeno: () => REQUERIDO,
  });
  if (!archivos[0]) throw invalido(REQUERIDO);
  return archivos[0].valor;
}
