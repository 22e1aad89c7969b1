/**
 * The automated EUDR analysis, WHISP (Forest Data Partnership / Open Foris), through its HTTP API as described in
 * ../shared/protocols/outside-services.md §1: `POST {url}/submit/geojson` with our plots as a FeatureCollection
 * (our plot id as the external id), asynchronous, then `GET {url}/status/{token}` until the result. The result is
 * kept by us (WHISP forgets it after minutes). Nothing here runs on the request path of a screen: a job queue
 * calls it (DESIGN §5).
 */
import type { Poligono } from '@domain/poligono/tipos';
import { codigoDeWhisp, type CodigoRiesgoEudr } from '@domain/eudr/riesgo';

export interface ConfigWhisp {
  /** Base URL including `/api`, e.g. https://whisp.openforis.org/api. */
  url: string;
  apiKey: string;
}

export interface OpcionesWhisp {
  /** Milliseconds per HTTP request (an analysis itself runs asynchronously and is polled). */
  tiempoMs?: number;
  fetch?: typeof fetch;
}

/** Geometries per submission: WHISP takes up to 10,000 async, but a 1 MB body cap is common (protocols §1). */
export const LOTE_WHISP = 250;

/** Why a call failed, and whether trying again later can help (rate limits, timeouts, outages) or not (bad key, bad data). */
export class ErrorWhisp extends Error {
  constructor(
    message: string,
    readonly codigo: string,
    readonly reintentable: boolean,
  ) {
    super(message);
  }
}

export interface ResultadoWhisp {
  /** Our plot id, as sent in `plot_ref`. */
  idExterno: string;
  /** `risk_pcrop` (perennial crops: coffee, cocoa) as the catalogue code; null when WHISP gives none. */
  riesgo: CodigoRiesgoEudr | null;
  riesgoTexto: string | null;
  /** `Ind_01_treecover` … `Ind_11_…`: 'yes' / 'no'. */
  indicadores: Record<string, string>;
  version: string | null;
  /** Every property WHISP returned for the plot, kept as evidence of the due diligence. */
  propiedades: Record<string, unknown>;
}

export type EstadoWhisp = { estado: 'en-proceso'; porcentaje: number | null } | { estado: 'terminado'; resultados: ResultadoWhisp[] };

interface Sobre {
  code?: string;
  message?: string;
  data?: unknown;
}

const base = (c: ConfigWhisp) => c.url.replace(/\/+$/, '');

async function llamar(c: ConfigWhisp, ruta: string, init: RequestInit, opciones: OpcionesWhisp): Promise<{ status: number; sobre: Sobre }> {
  const { tiempoMs = 30_000, fetch: traer = fetch } = opciones;
  let r: Response;
  try {
    r = await traer(`${base(c)}${ruta}`, {
      ...init,
      headers: { accept: 'application/json', 'x-api-key': c.apiKey, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      signal: AbortSignal.timeout(tiempoMs),
    });
  } catch {
    throw new ErrorWhisp('WHISP no responde', 'sin_respuesta', true);
  }
  let sobre: Sobre;
  try {
    sobre = (await r.json()) as Sobre;
  } catch {
    throw new ErrorWhisp(`WHISP respondió ${r.status} sin JSON`, 'respuesta_invalida', r.status >= 500);
  }
  return { status: r.status, sobre };
}

function error(status: number, sobre: Sobre): ErrorWhisp {
  const codigo = sobre.code ?? `http_${status}`;
  // 429 (rate limit, too many concurrent), 408 (analysis timeout) and 5xx may pass; 400, 401, 404, 413 will not.
  const reintentable = status === 429 || status === 408 || status >= 500;
  return new ErrorWhisp(`WHISP: ${codigo}${sobre.message ? ` (${sobre.message})` : ''}`, codigo, reintentable);
}

/** A result FeatureCollection as our records. */
export function leerResultados(datos: unknown): ResultadoWhisp[] {
  const features = (datos as { features?: unknown })?.features;
  if (!Array.isArray(features)) throw new ErrorWhisp('WHISP devolvió un resultado sin features', 'respuesta_invalida', false);
  return features.map((f) => {
    const p = ((f as { properties?: unknown })?.properties ?? {}) as Record<string, unknown>;
    const texto = typeof p.risk_pcrop === 'string' ? p.risk_pcrop : null;
    const meta = p.whisp_processing_metadata as { whisp_version?: unknown } | undefined;
    return {
      idExterno: String(p.external_id ?? p.plot_ref ?? ''),
      riesgo: codigoDeWhisp(texto),
      riesgoTexto: texto,
      indicadores: Object.fromEntries(Object.entries(p).filter(([k, v]) => /^Ind_\d\d_/.test(k) && typeof v === 'string')) as Record<
        string,
        string
      >,
      version: typeof meta?.whisp_version === 'string' ? meta.whisp_version : null,
      propiedades: p,
    };
  });
}

/**
 * Submits plots for an asynchronous analysis; returns the token to poll, or the results when WHISP answers at
 * once (a small job finished before the reply).
 */
export async function enviarAWhisp(
  c: ConfigWhisp,
  parcelas: readonly { id: string; poligono: Poligono }[],
  opciones: OpcionesWhisp = {},
): Promise<{ token: string } | { resultados: ResultadoWhisp[] }> {
  if (parcelas.length === 0 || parcelas.length > LOTE_WHISP)
    throw new ErrorWhisp(`Un envío lleva de 1 a ${LOTE_WHISP} parcelas`, 'lote_invalido', false);
  const cuerpo = {
    type: 'FeatureCollection',
    features: parcelas.map((p) => ({ type: 'Feature', properties: { plot_ref: p.id }, geometry: p.poligono })),
    analysisOptions: { externalIdColumn: 'plot_ref', unitType: 'ha', async: true },
  };
  const { status, sobre } = await llamar(c, '/submit/geojson', { method: 'POST', body: JSON.stringify(cuerpo) }, opciones);
  if (status === 200 && sobre.code === 'analysis_completed') return { resultados: leerResultados(sobre.data) };
  const token = (sobre.data as { token?: unknown } | undefined)?.token;
  if (status === 202 && typeof token === 'string') return { token };
  throw error(status, sobre);
}

/** Polls an analysis: still running (with its percentage when given) or finished with its results. */
export async function estadoWhisp(c: ConfigWhisp, token: string, opciones: OpcionesWhisp = {}): Promise<EstadoWhisp> {
  const { status, sobre } = await llamar(c, `/status/${encodeURIComponent(token)}`, { method: 'GET' }, opciones);
  if (status === 202) {
    const p = (sobre.data as { percent?: unknown } | undefined)?.percent;
    return { estado: 'en-proceso', porcentaje: typeof p === 'number' ? p : null };
  }
  if (status === 200 && sobre.code === 'analysis_completed') return { estado: 'terminado', resultados: leerResultados(sobre.data) };
  if (status === 200 && sobre.code === 'analysis_cancelled') throw new ErrorWhisp('WHISP canceló el análisis', 'analysis_cancelled', true);
  throw error(status, sobre);
}
