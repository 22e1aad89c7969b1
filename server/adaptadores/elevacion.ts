import { ErrorHttp } from '../errores';

/** A point to ask the altitude of (WGS84 degrees). */
export interface Punto {
  lat: number;
  lng: number;
}

export const MENSAJES_ELEVACION = {
  sinConfigurar: 'El cálculo de altitudes no está configurado en este servidor (ELEVACION_URL).',
  sinRespuesta: 'No fue posible consultar las altitudes: el servicio no responde. Intente más tarde.',
  respuestaInvalida: 'El servicio de altitudes respondió algo que no se puede leer. Intente más tarde.',
} as const;

export interface OpcionesElevacion {
  /** Milliseconds per request before giving up (a field office's link is slow, not endless). */
  tiempoMs?: number;
  /** Points per request: Open-Elevation takes more, but 100 is what every such service accepts (Open-Meteo's cap). */
  lote?: number;
  fetch?: typeof fetch;
}

interface RespuestaOpenElevation {
  results?: { latitude?: number; longitude?: number; elevation?: number; error?: string }[];
}

/**
 * Altitudes in whole metres for 'Calcular altitudes' (spec 001 §2.4), from an Open-Elevation-style service
 * (`POST {url}/api/v1/lookup`, protocols §3), in the order given; a point the service has no data for is null.
 * Unconfigured → 503, unreachable or unreadable → 502, each with a Spanish message the profile shows as is.
 */
export async function consultarElevaciones(
  url: string | null,
  puntos: readonly Punto[],
  opciones: OpcionesElevacion = {},
): Promise<(number | null)[]> {
  if (!url) throw new ErrorHttp(503, MENSAJES_ELEVACION.sinConfigurar);
  const { tiempoMs = 8000, lote = 100, fetch: traer = fetch } = opciones;
  const salida: (number | null)[] = [];
  for (let i = 0; i < puntos.length; i += lote) {
    const parte = puntos.slice(i, i + lote);
    salida.push(...(await consultarLote(url, parte, tiempoMs, traer)));
  }
  return salida;
}

async function consultarLote(url: string, puntos: readonly Punto[], tiempoMs: number, traer: typeof fetch): Promise<(number | null)[]> {
  let respuesta: Response;
  try {
    respuesta = await traer(`${url.replace(/\/+$/, '')}/api/v1/lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ locations: puntos.map((p) => ({ latitude: p.lat, longitude: p.lng })) }),
      signal: AbortSignal.timeout(tiempoMs),
    });
  } catch {
    throw new ErrorHttp(502, MENSAJES_ELEVACION.sinRespuesta);
  }
  if (!respuesta.ok) throw new ErrorHttp(502, MENSAJES_ELEVACION.sinRespuesta);
  let cuerpo: RespuestaOpenElevation;
  try {
    cuerpo = (await respuesta.json()) as RespuestaOpenElevation;
  } catch {
    throw new ErrorHttp(502, MENSAJES_ELEVACION.respuestaInvalida);
  }
  const resultados = cuerpo.results;
  if (!Array.isArray(resultados) || resultados.length !== puntos.length) throw new ErrorHttp(502, MENSAJES_ELEVACION.respuestaInvalida);
  // Results come in request order (protocols §3); an item with `error` has no data for that place.
  return resultados.map((r) => (typeof r.elevation === 'number' && Number.isFinite(r.elevation) ? Math.round(r.elevation) : null));
}
