import { Type, type Static } from 'typebox';
import { objeto, textoNulo, uuid } from './comun';
import { PATRON_CODIGO } from '../acopio/verificacion';

/**
 * Receipts and the deliveries Excel (spec 002 §2.7, §7 'Downloads'; issue 12). The downloads answer files; only
 * the verification answers JSON.
 */

/** GET recibos/cuentas/{ciclo}/{productor}: a producer's receipts of a cycle (uuids of both). */
export const ParamRecibosProductor = objeto({ ciclo: uuid(), productor: uuid() });
export type ParamRecibosProductor = Static<typeof ParamRecibosProductor>;

/** GET xls/entregas_acopios/{uuid}/{fecha}: one day of the cycle. */
export const ParamExcelEntregasFecha = objeto({ uuid: uuid(), fecha: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }) });

/** GET recibos/verificar/{codigo}: the code printed on a receipt (domain/acopio/verificacion.ts). */
export const ParamCodigoRecibo = objeto({ codigo: Type.String({ pattern: PATRON_CODIGO, maxLength: 40 }) });

/**
 * What a receipt's code says: `valido` when it is the code of this delivery's current figures; when a later
 * payment or edit changed them, or the code was made up, `valido` is false and the current figures are shown.
 */
export const VerificacionRecibo = Type.Object({
  valido: Type.Boolean(),
  mensaje: Type.String(),
  folio_acopio: Type.String(),
  uuid: Type.String(),
  fecha_acopio: Type.String(),
  productor: Type.String(),
  peso_neto: Type.Integer(),
  importe_total: Type.Integer(),
  pagado: Type.Integer(),
  saldo: Type.Integer(),
  centro_acopio: textoNulo(),
});
export type VerificacionRecibo = Static<typeof VerificacionRecibo>;
export const RespuestaVerificacion = Type.Object({ data: VerificacionRecibo });
