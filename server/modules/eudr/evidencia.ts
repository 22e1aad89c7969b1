import type { FastifyRequest } from 'fastify';
import { invalido } from '../../errores';
import { leerFormulario, type DeclaracionFormulario } from '../../multipart/leer-formulario';
import { decodificarImagen, PIXELES_MAXIMOS } from '../archivos/imagen';
import { EXTENSIONES_DOCUMENTO } from '@domain/eudr/cambio-riesgo';
import { LIMITES_SUBIDA } from '@domain/comun/subidas';
import { FormularioRiesgoEudr } from '@domain/contrato/formularios';
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

const demasiado = (nombre: string) => `El archivo ${nombreSeguro(nombre)} excede el límite de 2MB`;

/** The risk-change form as the multipart reader takes it: spec 001 §5, §7. */
const FORMULARIO_RIESGO: DeclaracionFormulario<ArchivoEvidencia> = {
  esquema: FormularioRiesgoEudr,
  archivos: [
    {
      campo: /^imagenes\[\d+\]$/,
      limite: LIMITES_SUBIDA.adjuntoEudr,
      demasiado,
      revisar: async (contenido, original, campo) => {
        const nombre = nombreSeguro(original);
        const imagen = await decodificarImagen(contenido, ['image/png', 'image/jpeg'], PIXELES_MAXIMOS.foto);
        if (!imagen) throw invalido({ [campo]: [`El archivo ${nombre} no es una imagen PNG o JPEG`] });
        const { img } = imagen;
        return { tipo: 'eudr_imagen', mime: img.mime, nombre, contenido: imagen.contenido, ancho: img.ancho, alto: img.alto };
      },
    },
    {
      campo: /^documentos\[\d+\]$/,
      limite: LIMITES_SUBIDA.adjuntoEudr,
      demasiado,
      revisar: async (contenido, original, campo) => {
        const nombre = nombreSeguro(original);
        const mime = mimeDocumento(nombre, contenido);
        if (!mime) throw invalido({ [campo]: [`El archivo ${nombre} no es un documento PDF, Word o Excel`] });
        return { tipo: 'eudr_documento', mime, nombre, contenido };
      },
    },
  ],
  limites: { archivos: 10, campos: 10, partes: 20 },
  sinMultipart: { body: ['Envíe el formulario como multipart/form-data'] },
  maxTexto: 5000,
  // the use case's message for a plot not given, so a malformed uuid reads the same
  mensajes: { uuid: 'La parcela es requerida' },
};

/**
 * Reads the multipart form: at most 10 files of 2 MB each (413 with the spec's message, naming the file), images
 * that decode as PNG or JPEG, documents whose bytes match their type. Anything else is a 422 and nothing is stored.
 */
export async function leerFormularioRiesgo(req: FastifyRequest): Promise<FormularioRiesgo> {
  const { campos, archivos } = await leerFormulario(req, FORMULARIO_RIESGO);
  return { campos, archivos: archivos.map((a) => a.valor) };
}
