import { createHash } from 'node:crypto';
import type { Consulta, Db } from './db/db';
import { ErrorHttp, invalido } from './errores';

/**
 * Exactly-once writes of money and goods (issue 12 'Exactly once'): collection centres have poor connections and
 * people press Guardar twice. The browser makes an `Idempotency-Key` when the form opens and sends it with every
 * try; the first answer to each (cooperative, user, key) is stored IN THE SAME TRANSACTION as the write, so the
 * write and its record commit or vanish together.
 *
 * - A retry after the first committed gets the stored answer, with `repetida: true`.
 * - A concurrent duplicate (PostgreSQL) blocks on the key's row, which the first transaction inserted first, and
 *   reads the answer once the first commits; if the first failed (a 422, a lost connection), its row is gone and
 *   the duplicate does the write itself. On PGlite transactions run one at a time, so the second simply finds it.
 * - The same key with a different request is a 409 (issue 28): it would be another payment wearing the first one's
 *   key. A conflict, not bad input: the body alone is valid, it clashes with what the key already stored; an
 *   offline outbox tells it apart from a form's 422 and shows it instead of retrying.
 * An error answer is never stored: the person fixes the form and tries again with the same key.
 */
export const CABECERA_IDEMPOTENCIA = 'idempotency-key';

export const MENSAJES_IDEMPOTENCIA = {
  falta: 'Falta el encabezado Idempotency-Key: recargue el formulario e intente de nuevo',
  invalida: 'El encabezado Idempotency-Key debe tener de 8 a 100 letras, números o guiones',
  otraPeticion: 'Esta clave de envío ya se usó para otros datos; recargue el formulario',
} as const;

/** How long a stored answer is kept (issue 22 item 11; docs/DECISIONES.md). */
export const DIAS_IDEMPOTENCIA = 7;

const CLAVE_VALIDA = /^[A-Za-z0-9_-]{8,100}$/;

export interface RespuestaIdempotente<T> {
  codigo: number;
  cuerpo: T;
  /** The answer is the one stored for an earlier try with the same key (nothing was written this time). */
  repetida: boolean;
}

/** The key of a request, or the Spanish 422 that says what is wrong with it. */
export function leerClave(valor: string | string[] | undefined): string {
  const v = Array.isArray(valor) ? valor[0] : valor;
  if (v === undefined || v.trim() === '') throw invalido({ [CABECERA_IDEMPOTENCIA]: [MENSAJES_IDEMPOTENCIA.falta] });
  if (!CLAVE_VALIDA.test(v)) throw invalido({ [CABECERA_IDEMPOTENCIA]: [MENSAJES_IDEMPOTENCIA.invalida] });
  return v;
}

/** Digest of what the request asks (route and body): the same key must always come with the same request. */
export const huellaDe = (ruta: string, cuerpo: unknown): string =>
  createHash('sha256')
    .update(ruta)
    .update('\0')
    .update(JSON.stringify(cuerpo ?? null))
    .digest('hex');

/** The 409 of a key already used for another request; `errors` names the header, as its 422s do. */
const otraPeticion = () =>
  new ErrorHttp(409, MENSAJES_IDEMPOTENCIA.otraPeticion, { [CABECERA_IDEMPOTENCIA]: [MENSAJES_IDEMPOTENCIA.otraPeticion] });

interface Guardada {
  huella: string;
  codigo: number;
  respuesta: unknown;
}

/**
 * Runs `escribir` once per key: in one transaction it claims the key (the INSERT is what a concurrent duplicate
 * waits on), does the write, and stores the answer.
 */
export async function unaVez<T>(
  db: Db,
  llave: { idCooperativa: number; idUsuario: number; clave: string; huella: string },
  escribir: (tx: Consulta) => Promise<{ codigo: number; cuerpo: T }>,
): Promise<RespuestaIdempotente<T>> {
  return db.transaction(async (tx) => {
    // Records expire (issue 22 item 11): a retry comes within minutes or hours of its first try, never after a
    // week, so each write clears its user's answers older than DIAS_IDEMPOTENCIA (the primary key's prefix finds them).
    await tx.query(
      `DELETE FROM idempotencia WHERE id_cooperativa = $1 AND id_usuario = $2 AND created_at < now() - make_interval(days => $3)`,
      [llave.idCooperativa, llave.idUsuario, DIAS_IDEMPOTENCIA],
    );
    const reclamada = await tx.query<{ ok: number }>(
      `INSERT INTO idempotencia (id_cooperativa, id_usuario, clave, huella, codigo, respuesta)
       VALUES ($1, $2, $3, $4, 0, 'null') ON CONFLICT ON CONSTRAINT idempotencia_pk DO NOTHING RETURNING 1 AS ok`,
      [llave.idCooperativa, llave.idUsuario, llave.clave, llave.huella],
    );
    if (!reclamada.length) {
      const [g] = await tx.query<Guardada>(
        'SELECT huella, codigo, respuesta FROM idempotencia WHERE id_cooperativa = $1 AND id_usuario = $2 AND clave = $3',
        [llave.idCooperativa, llave.idUsuario, llave.clave],
      );
      if (g.huella !== llave.huella) throw otraPeticion();
      return { codigo: g.codigo, cuerpo: g.respuesta as T, repetida: true };
    }
    const r = await escribir(tx);
    await tx.query('UPDATE idempotencia SET codigo = $4, respuesta = $5 WHERE id_cooperativa = $1 AND id_usuario = $2 AND clave = $3', [
      llave.idCooperativa,
      llave.idUsuario,
      llave.clave,
      r.codigo,
      JSON.stringify(r.cuerpo),
    ]);
    return { ...r, repetida: false };
  });
}
