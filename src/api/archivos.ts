import { httpBlob } from '../dataProvider/httpClient';

/**
 * Files (spec 000 §7 'Files'; domain/contrato/archivos.ts): the only place on the client that spells `archivos/…`.
 * The bytes come with the token, so an `<img>` shows them from an object URL, never from the API path itself.
 */
export const leerArchivo = (uuid: string): Promise<Blob> => httpBlob(`archivos/${encodeURIComponent(uuid)}`);
