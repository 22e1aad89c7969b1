import { createHmac, timingSafeEqual } from 'node:crypto';
import { base32, formatoCodigo } from '@domain/acopio/verificacion';

/** What a receipt's code vouches for: the delivery and the figures printed on it. */
export interface HuellaRecibo {
  id_cooperativa: number;
  uuid: string;
  folio_acopio: string;
  fecha_acopio: string;
  peso_neto: number;
  precio_por_kg: number;
  importe_total: number;
  recuperacion_credito: number;
  pagado: number;
}

/** A key of its own for receipts, derived from the server's secret (the token key is never used as it is). */
const llaveDe = (secreto: string | Uint8Array): Buffer => createHmac('sha256', secreto).update('cosecha:recibos:v1').digest();

function etiqueta(llave: Buffer, h: HuellaRecibo): string {
  const texto = [
    'v1',
    h.id_cooperativa,
    h.uuid,
    h.folio_acopio,
    h.fecha_acopio,
    h.peso_neto,
    h.precio_por_kg,
    h.importe_total,
    h.recuperacion_credito,
    h.pagado,
  ].join('|');
  return base32(createHmac('sha256', llave).update(texto).digest());
}

/** Makes and checks receipt codes with one secret (app.ts passes the server's). */
export function verificadorRecibos(secreto: string | Uint8Array) {
  const llave = llaveDe(secreto);
  return {
    codigo: (h: HuellaRecibo): string => formatoCodigo(h.folio_acopio, etiqueta(llave, h)),
    /** True when `tag` is the one these figures give (compared in constant time). */
    coincide: (h: HuellaRecibo, tag: string): boolean => {
      const esperado = Buffer.from(etiqueta(llave, h));
      const dado = Buffer.from(tag);
      return esperado.length === dado.length && timingSafeEqual(esperado, dado);
    },
  };
}
export type VerificadorRecibos = ReturnType<typeof verificadorRecibos>;
