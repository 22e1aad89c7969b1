import type { Static } from 'typebox';
import { ParamUuid } from './comun';

/**
 * Files (spec 000 §7 'Files'; docs/api.md 'Files'): `GET archivos/{uuid}` hands out a stored image (a logo, a
 * signature, EUDR evidence) of the user's cooperative as its bytes, with its own type; role 1 also reads the
 * logos and signatures of what it manages. Uploads belong to the area that owns the file (cooperativas'
 * logos, users' signatures, EUDR's evidence) and all send one multipart field, `archivo`.
 */
export const ParamArchivo = ParamUuid;
export type ParamArchivo = Static<typeof ParamArchivo>;

/** The multipart field every single-file upload reads. */
export const CAMPO_ARCHIVO = 'archivo';

/** The image types an uploaded logo or signature may be, checked by content (never by name or declared type). */
export const TIPOS_IMAGEN = ['image/png', 'image/jpeg'] as const;
export type TipoImagen = (typeof TIPOS_IMAGEN)[number];
