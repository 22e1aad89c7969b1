import type { FastifyRequest } from 'fastify';
import { ErrorHttp, invalido } from '../../errores';
import { decodificarImagen, PIXELES_MAXIMOS } from '../archivos/imagen';
import { bytesDeParte } from '../archivos/subida';
import { EXTENSIONES_DOCUMENTO, MAXIMO_ADJUNTO_BYTES } from '@domain/eudr/cambio-riesgo';
import type { ArchivoEvidencia } from './eudr.repository';

/** The text fields and the files of the risk-change form (spec 001 §7: imagenes[i], documentos[i]). */
export interface FormularioRiesgo {
  campos: Record<string, string>;
  archivos: ArchivoEvidencia[];
}

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A document is what its extension says, by its first bytes: PDF, an OLE file (doc, xls) or a zip (docx, xlsx). */
export function mimeDocumento(nombre: string, b: Buffer): string | null {
  const ext = nombre.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (!(EXTENSIONES_DOCUMENTO as readonly string[]).includes(ext)) return null;
  const ok =
    ext === 'pdf'
      ? b.subarray(0, 5).toString('latin1') === '%PDF-'
      : ext === 'doc' || ext === 'xls'
        ? b.subarray(0, 8).equals(OLE)
        : b.subarray(0, 4).equals(ZIP);
  return ok ? MIME[ext] : null;
}

/**
 * The name kept with the file: no path separators; control characters (a CR or LF, raw or as a browser's %0D/%0A,
 * issue 22 item 9) become one space; at most 120 characters.
 */
export const nombreSeguro = (n: string) =>
  n
    .replace(/%0[ad]/gi, ' ')
    .replace(/[\\/]/g, '_')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(-120) || 'archivo';

/**
 * Reads the multipart form: at most 10 files of 2 MB each (413 with the spec's message, naming the file), images
 * that decode as PNG or JPEG, documents whose bytes match their type. Anything else is a 422 and nothing is stored.
 */
export async function leerFormularioRiesgo(req: FastifyRequest): Promise<FormularioRiesgo> {
  if (!req.isMultipart()) throw invalido({ body: ['Envíe el formulario como multipart/form-data'] });
  const campos: Record<string, string> = {};
  const archivos: ArchivoEvidencia[] = [];
  for await (const parte of req.parts({ limits: { fileSize: MAXIMO_ADJUNTO_BYTES, files: 10, fields: 10, parts: 20 } })) {
    if (parte.type === 'field') {
      if (typeof parte.value !== 'string' || parte.value.length > 5000) throw invalido({ [parte.fieldname]: ['Valor demasiado largo'] });
      campos[parte.fieldname] = parte.value;
      continue;
    }
    const nombre = nombreSeguro(parte.filename ?? 'archivo');
    const demasiado = () => new ErrorHttp(413, `El archivo ${nombre} excede el límite de 2MB`);
    // past the limit: say which file, in the spec's words
    const contenido = await bytesDeParte(parte, MAXIMO_ADJUNTO_BYTES, demasiado);
    if (/^imagenes\[\d+\]$/.test(parte.fieldname)) {
      const imagen = await decodificarImagen(contenido, ['image/png', 'image/jpeg'], PIXELES_MAXIMOS.foto);
      if (!imagen) throw invalido({ [parte.fieldname]: [`El archivo ${nombre} no es una imagen PNG o JPEG`] });
      const { img } = imagen;
      archivos.push({ tipo: 'eudr_imagen', mime: img.mime, nombre, contenido: imagen.contenido, ancho: img.ancho, alto: img.alto });
    } else if (/^documentos\[\d+\]$/.test(parte.fieldname)) {
      const mime = mimeDocumento(nombre, contenido);
      if (!mime) throw invalido({ [parte.fieldname]: [`El archivo ${nombre} no es un documento PDF, Word o Excel`] });
      archivos.push({ tipo: 'eudr_documento', mime, nombre, contenido });
    } else {
      throw invalido({ [parte.fieldname]: ['Campo no permitido'] });
    }
  }
  return { campos, archivos };
}
