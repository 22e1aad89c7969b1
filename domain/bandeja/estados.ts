/**
 * The offline outbox's item and its states (issue 28): a delivery or pending payment saved on the device waits as
 * 'pendiente', is 'enviando' while its request is out, ends 'enviada' with the server's folio, or stops in
 * 'conflicto' with the server's reason and figures until the collector sends it again, corrects it (a new item that
 * replaces it) or discards it.
 * Pure transitions: each returns the new item or a Spanish refusal, never mutates, so the outbox store (IndexedDB)
 * writes only what a legal step produced. 'enviada' and 'descartada' are final: nothing leaves them.
 */
export const ESTADOS_BANDEJA = ['pendiente', 'enviando', 'enviada', 'conflicto', 'descartada'] as const;
export type NombreEstadoBandeja = (typeof ESTADOS_BANDEJA)[number];

/** Why the server refused an item; the outbox shows the label and what the collector can do. */
export const MOTIVOS_CONFLICTO = {
  productor_retirado: 'El productor ya no está activo',
  lote_cerrado: 'El lote se cerró mientras tanto',
  precio_cambiado: 'El precio cambió desde que se registró',
  credito_recuperado: 'El crédito por recuperar ya se recuperó en otra entrega',
  clave_otros_datos: 'La clave de envío ya se usó con otros datos',
  datos_invalidos: 'El servidor no aceptó los datos',
} as const;
export type MotivoConflicto = keyof typeof MOTIVOS_CONFLICTO;

/** The server's figures for a conflict (the amounts it recomputed, the current price…), shown beside the device's. */
export type CifrasServidor = Record<string, number | string | null>;

export type EstadoBandeja =
  | { estado: 'pendiente' }
  | { estado: 'enviando'; desde: string }
  | { estado: 'enviada'; folio: string; enviadaEn: string }
  | { estado: 'conflicto'; motivo: MotivoConflicto; mensaje: string; cifras: CifrasServidor }
  | { estado: 'descartada'; descartadaEn: string; reemplazo?: Reemplazo };

/** The correction that replaced a discarded item: its id (new key) and its provisional folio, shown on the old row. */
export interface Reemplazo {
  id: string;
  folio: string;
}

export interface ElementoBandeja<T> {
  /** UUIDv7 made when the form opened: the item's id and its Idempotency-Key, the same on every try. */
  id: string;
  folioProvisional: string;
  /** The device's clock when the collector saved it (ISO instant); sent as `registrada_en`. */
  registradaEn: string;
  cuerpo: T;
  intentos: number;
  estado: EstadoBandeja;
}

export const MENSAJES_BANDEJA = {
  noSeEnvia: 'Solo se envía lo que está pendiente de enviar',
  noEstaEnviando: 'Este envío no estaba en curso',
  final: 'Este registro ya no cambia: está enviado o descartado',
  confirmar: 'Confirme que desea descartar este registro: no se enviará',
  noSeDescarta: 'Solo se descarta lo pendiente o en conflicto',
  noSeReintenta: 'Solo se vuelve a enviar lo que quedó en conflicto',
  noSeCorrige: 'Solo se corrige lo que quedó en conflicto',
  correccionNueva: 'La corrección necesita una clave y un folio provisional nuevos',
  folio: 'Falta el folio que dio el servidor',
} as const;

export type Paso<T> = { ok: true; elemento: ElementoBandeja<T> } | { ok: false; error: string };

const paso = <T>(e: ElementoBandeja<T>, estado: EstadoBandeja, intentos = e.intentos): Paso<T> => ({
  ok: true,
  elemento: { ...e, intentos, estado },
});
const rechazo = <T>(e: ElementoBandeja<T>, siNoFinal: string): Paso<T> => ({
  ok: false,
  error: esFinal(e) ? MENSAJES_BANDEJA.final : siNoFinal,
});

export const esFinal = (e: ElementoBandeja<unknown>): boolean => e.estado.estado === 'enviada' || e.estado.estado === 'descartada';

/** A new item, saved on the device. */
export const nuevoElemento = <T>(d: { id: string; folioProvisional: string; registradaEn: string; cuerpo: T }): ElementoBandeja<T> => ({
  ...d,
  intentos: 0,
  estado: { estado: 'pendiente' },
});

/** pendiente → enviando: its request goes out (counts a try). */
export const comenzarEnvio = <T>(e: ElementoBandeja<T>, ahora: string): Paso<T> =>
  e.estado.estado === 'pendiente' ? paso(e, { estado: 'enviando', desde: ahora }, e.intentos + 1) : rechazo(e, MENSAJES_BANDEJA.noSeEnvia);

/** enviando → enviada: the server answered 201 (or its stored answer to the same key) with its folio. */
export function confirmarEnvio<T>(e: ElementoBandeja<T>, folio: string, ahora: string): Paso<T> {
  if (e.estado.estado !== 'enviando') return rechazo(e, MENSAJES_BANDEJA.noEstaEnviando);
  if (!folio.trim()) return { ok: false, error: MENSAJES_BANDEJA.folio };
  return paso(e, { estado: 'enviada', folio, enviadaEn: ahora });
}

/** enviando → conflicto: the server refused it for a reason the collector must see (a 409 or a 422). */
export const marcarConflicto = <T>(
  e: ElementoBandeja<T>,
  c: { motivo: MotivoConflicto; mensaje?: string; cifras?: CifrasServidor },
): Paso<T> =>
  e.estado.estado === 'enviando'
    ? paso(e, { estado: 'conflicto', motivo: c.motivo, mensaje: c.mensaje ?? MOTIVOS_CONFLICTO[c.motivo], cifras: c.cifras ?? {} })
    : rechazo(e, MENSAJES_BANDEJA.noEstaEnviando);

/**
 * enviando → pendiente: no answer (the network, a 5xx, an expired session) or a reload found it mid-send. It goes
 * back with the same id and key, so the next try cannot store it twice.
 */
export const devolverAPendiente = <T>(e: ElementoBandeja<T>): Paso<T> =>
  e.estado.estado === 'enviando' ? paso(e, { estado: 'pendiente' }) : rechazo(e, MENSAJES_BANDEJA.noEstaEnviando);

/**
 * conflicto → pendiente: the collector sends it again as it was ('enviar de todos modos'), with the same id and key:
 * the server recomputes the money. An edited body goes through `corregir`, never here: under the old key it would be
 * the 409 of another request.
 */
export function reintentar<T>(e: ElementoBandeja<T>): Paso<T> {
  if (e.estado.estado !== 'conflicto') return rechazo(e, MENSAJES_BANDEJA.noSeReintenta);
  return paso(e, { estado: 'pendiente' });
}

/**
 * conflicto → descartada, and a NEW pendiente item with the edited body ('Editar' on a conflict, issue 28). The
 * correction is another request: its own id and Idempotency-Key (the UUIDv7 its form made when it opened) and its
 * own provisional folio, the device's next (docs/DECISIONES.md 'issue 28: corregir un registro en conflicto'): the
 * old key never reaches the server again, and the old folio stays on the receipt of the figures it named. The old
 * item keeps its body and says which correction replaced it. Both are written in one transaction by the caller.
 */
export function corregir<T>(
  e: ElementoBandeja<T>,
  correccion: { id: string; folioProvisional: string; registradaEn: string; cuerpo: T },
  ahora: string,
): { ok: true; descartado: ElementoBandeja<T>; correccion: ElementoBandeja<T> } | { ok: false; error: string } {
  if (e.estado.estado !== 'conflicto') return { ok: false, error: esFinal(e) ? MENSAJES_BANDEJA.final : MENSAJES_BANDEJA.noSeCorrige };
  if (correccion.id === e.id || correccion.folioProvisional === e.folioProvisional)
    return { ok: false, error: MENSAJES_BANDEJA.correccionNueva };
  return {
    ok: true,
    descartado: {
      ...e,
      estado: { estado: 'descartada', descartadaEn: ahora, reemplazo: { id: correccion.id, folio: correccion.folioProvisional } },
    },
    correccion: nuevoElemento(correccion),
  };
}

/** pendiente | conflicto → descartada, only with the collector's confirmation; never what was sent or is sending. */
export function descartar<T>(e: ElementoBandeja<T>, confirmado: boolean, ahora: string): Paso<T> {
  if (e.estado.estado !== 'pendiente' && e.estado.estado !== 'conflicto') return rechazo(e, MENSAJES_BANDEJA.noSeDescarta);
  if (!confirmado) return { ok: false, error: MENSAJES_BANDEJA.confirmar };
  return paso(e, { estado: 'descartada', descartadaEn: ahora });
}

/** Items still to send, in the order their forms opened (UUIDv7 ids sort by time). */
export const porEnviar = <T>(bandeja: ElementoBandeja<T>[]): ElementoBandeja<T>[] =>
  bandeja.filter((e) => e.estado.estado === 'pendiente').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
