import { Type, type Static } from 'typebox';
import { objeto, textoNulo, uuid } from './comun';
import { PATRON_CODIGO } from '../acopio/verificacion';
import { PATRON_CODIGO_PUBLICO } from '../acopio/verificacion-publica';

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

/** GET publico/recibos/{codigo}: the public code of a receipt (domain/acopio/verificacion-publica.ts). */
export const ParamCodigoPublico = objeto({ codigo: Type.String({ pattern: PATRON_CODIGO_PUBLICO, maxLength: 40 }) });

/**
 * What the public page shows of a receipt (issue 22 item 14): only what the paper prints, and of the producer only
 * the initials. `anulada`: the cooperative voided the delivery.
 */
export const ReciboPublico = Type.Object({
  folio_acopio: Type.String(),
  fecha_acopio: Type.String(),
  cooperativa: Type.String(),
  producto: Type.String(),
  iniciales: Type.String(),
  peso_neto: Type.Integer(),
  unidad: Type.String(),
  importe_total: Type.Integer(),
  anulada: Type.Boolean(),
  mensaje: Type.String(),
});
export type ReciboPublico = Static<typeof ReciboPublico>;
export const RespuestaReciboPublico = Type.Object({ data: ReciboPublico });
