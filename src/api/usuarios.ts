import { httpJson, subirArchivo } from '../dataProvider/httpClient';
import type { CuerpoContrasena, RespuestaFirma } from '@domain/contrato/usuarios';

/**
 * The users area's calls outside the dataProvider's CRUD (spec 000 §7 'Users'). The only place on the client
 * that spells these paths; the types are the server's contract (domain/contrato/usuarios.ts).
 */
const ruta = (uuid: string) => `users/${encodeURIComponent(uuid)}`;

/** `POST users/{uuid}/password`: the administrator's reset; the user's open sessions end. */
export const restablecerContrasena = (uuid: string, password: string) =>
  httpJson(`${ruta(uuid)}/password`, { method: 'POST', body: { password } satisfies CuerpoContrasena, avisar: false });

/** `POST users/{uuid}/firma`, multipart field `archivo`, after the user is saved. */
export const subirFirma = (uuid: string, archivo: File) => subirArchivo<RespuestaFirma>(`${ruta(uuid)}/firma`, archivo);
