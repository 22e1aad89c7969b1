import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Entorno } from '../entorno';

/** A file of the risk-change form: its field (imagenes[0], documentos[1]…), name, type and bytes. */
export interface ArchivoFormulario {
  campo: string;
  nombre: string;
  tipo: string;
  contenido: Buffer;
}

/** The multipart body of POST parcela_eudr_risk, as the browser sends it (spec 001 §7). */
export function formularioRiesgo(
  campos: Record<string, string>,
  archivos: ArchivoFormulario[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const limite = `----cosecha${randomBytes(8).toString('hex')}`;
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos))
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const a of archivos) {
    partes.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="${a.campo}"; filename="${a.nombre}"\r\nContent-Type: ${a.tipo}\r\n\r\n`,
      ),
      a.contenido,
      Buffer.from('\r\n'),
    );
  }
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

export function enviarRiesgo(
  e: Entorno,
  token: string | null,
  campos: Record<string, string>,
  archivos: ArchivoFormulario[] = [],
): Promise<LightMyRequestResponse> {
  const { payload, headers } = formularioRiesgo(campos, archivos);
  return e.app.inject({
    method: 'POST',
    url: '/api/parcela_eudr_risk',
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** A tiny but real PDF (header, one empty page, trailer). */
export const pdfValido = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
