import { ErrorHttp } from '../../errores';
import { ErrorKobo, type ConfigKobo } from '../../adaptadores/kobo';
import { MENSAJES_FICHAS } from '@domain/contrato/fichas';

/** KoboToolbox configured (KOBO_URL, KOBO_TOKEN), or the 503 that says it is not: nothing is written without it. */
export function exigirKobo(kobo: ConfigKobo | null): ConfigKobo {
  if (!kobo) throw new ErrorHttp(503, MENSAJES_FICHAS.sinKobo, undefined, { detalle: 'Falta KOBO_URL o KOBO_TOKEN' });
  return kobo;
}

/** A KoboToolbox failure as the 502 with its Spanish message (the adapter's), never a 500. */
export async function enKobo<T>(llamada: () => Promise<T>): Promise<T> {
  try {
    return await llamada();
  } catch (e) {
    if (e instanceof ErrorKobo) throw new ErrorHttp(502, e.message, undefined, { detalle: e.codigo });
    throw e;
  }
}
