import { ErrorHttp } from '../errores';

/** A point to ask the altitude of (WGS84 degrees). */
export interface Punto {
  lat: number;
  lng: number;
}

/** What the staff read (issue 10 #17: no setting names; those go to the log and the README). */
export const MENSAJES_ELEVACION = {
  sinConfigurar: 'El cálculo de altitudes no está disponible en este sistema. Pida a quien administra el sistema que lo active.',
  sinRespuesta: 'No fue posible consultar las altitudes: el servicio no responde. Intente más tarde.',
  respuestaInvalida: 'El servicio de altitudes respondió algo que no se puede leer. Intente más tarde.',
} as const;

/** What the log says, for whoever runs the server. */
export const DETALLES_ELEVACION = {
  sinConfigurar:
    'ELEVACION_URL no está definida: defínala con la dirección de un servicio con el protocolo de Open-Elevation (README, Configuración)',
  sinRespuesta: (url: string, causa: string) => `El servicio de altitudes ${url} no respondió: ${causa}`,
  respuestaInvalida: (url: string, causa: string) => `El servicio de altitudes ${url} respondió algo que no se puede leer: ${causa}`,
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
 * Unconfigured → 503, unreachable or unreadable → 502, each with a Spanish message the profile shows as is and
 * the technical detail for the log.
 */
export async function consultarElevaciones(
  url: string | null,
  puntos: readonly Punto[],
  opciones: OpcionesElevacion = {},
): Promise<(number | null)[]> {
  if (!url) throw new ErrorHttp(503, MENSAJES_ELEVACION.sinConfigurar, undefined, { detalle: DETALLES_ELEVACION.sinConfigurar });
  const { tiempoMs = 8000, lote = 100, fetch: traer = fetch } = opciones;
  const salida: (number | null)[] = [];
  for (let i = 0; i < puntos.length; i += lote) {
    const parte = puntos.slice(i, i + lote);
    salida.push(...(await consultarLote(url, parte, tiempoMs, traer)));
  }
  return salida;
}

async function consultarLote(url: string, puntos: readonly Punto[], tiempoMs: number, traer: typeof fetch): Promise<(number | null)[]> {
  const direccion = `${url.replace(/\/+$/, '')}/api/v1/lookup`;
  const sinRespuesta = (causa: string) =>
    new ErrorHttp(502, MENSAJES_ELEVACION.sinRespuesta, undefined, { detalle: DETALLES_ELEVACION.sinRespuesta(direccion, causa) });
  const ilegible = (causa: string) =>
    new ErrorHttp(502, MENSAJES_ELEVACION.respuestaInvalida, undefined, {
      detalle: DETALLES_ELEVACION.respuestaInvalida(direccion, causa),
    });
  let respuesta: Response;
  try {
    respuesta = await traer(direccion, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ locations: puntos.map((p) => ({ latitude: p.lat, longitude: p.lng })) }),
      signal: AbortSignal.timeout(tiempoMs),
    });
  } catch (e) {
    throw sinRespuesta(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
  }
  if (!respuesta.ok) throw sinRespuesta(`HTTP ${respuesta.status}`);
  let cuerpo: RespuestaOpenElevation;
  try {
    cuerpo = (await respuesta.json()) as RespuestaOpenElevation;
  } catch {
    throw ilegible('no es JSON');
  }
  const resultados = cuerpo.results;
  if (!Array.isArray(resultados) || resultados.length !== puntos.length) throw ilegible(`se esperaban ${puntos.length} resultados`);
  // Results come in request order (protocols §3); an item with `error` has no data for that place.
  return resultados.map((r) => (typeof r.elevation === 'number' && Number.isFinite(r.elevation) ? Math.round(r.elevation) : null));
}
