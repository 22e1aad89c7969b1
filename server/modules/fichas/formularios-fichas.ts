import type { FastifyRequest } from 'fastify';
import { invalido } from '../../errores';
import { leerFormulario } from '../../multipart/leer-formulario';
import { FormularioNuevaFichaKobo, FormularioXlsformKobo } from '@domain/contrato/formularios';
import { MAXIMO_XLSFORM_BYTES, MENSAJES_FICHAS } from '@domain/contrato/fichas';
import { leerXlsform, type XlsformLeido } from './xlsx-seguro';

/** The fields of 'Nueva ficha de cooperativa' (no file is taken: one is a 413, as any extra part). */
export async function leerNuevaFicha(req: FastifyRequest): Promise<Record<string, string>> {
  const { campos } = await leerFormulario(req, {
    esquema: FormularioNuevaFichaKobo,
    archivos: [
      {
        campo: '*',
        limite: 1,
        revisar: () => Promise.reject(invalido({ archivo: ['Este formulario no lleva archivo'] })),
      },
    ],
    limites: { archivos: 0, campos: 6, partes: 6 },
    sinMultipart: { body: ['Envíe el formulario como multipart/form-data'] },
    maxTexto: 1000,
    sinNulos: true,
  });
  return campos;
}

/** The XLSForm of 'Actualiza ficha': at most 1,024,000 bytes (413 with the spec's message), read safely or a 422. */
export async function leerXlsformSubido(req: FastifyRequest): Promise<{ nombre: string; contenido: Buffer; leido: XlsformLeido }> {
  const { archivos } = await leerFormulario(req, {
    esquema: FormularioXlsformKobo,
    archivos: [
      {
        campo: 'archivo',
        limite: MAXIMO_XLSFORM_BYTES,
        demasiado: () => MENSAJES_FICHAS.tamano,
        revisar: async (contenido, nombre) => ({ nombre, contenido, leido: leerXlsform(nombre, contenido) }),
      },
    ],
    limites: { archivos: 1, campos: 0, partes: 1 },
    sinMultipart: { archivo: ['Envíe el archivo como multipart/form-data en el campo archivo'] },
    ajeno: () => ({ archivo: [MENSAJES_FICHAS.archivoRequerido] }),
  });
  if (!archivos[0]) throw invalido({ archivo: [MENSAJES_FICHAS.archivoRequerido] });
  return archivos[0].valor;
}
