/**
 * KoboToolbox (KPI v2) through its HTTP API as described in ../shared/protocols/outside-services.md §2 (issue 27):
 * import an XLSForm as a survey (`library=false`, then poll the import), deploy it (POST, PATCH with `version_id` to
 * redeploy), read an asset's summary and permissions, replace its form-media CSVs, and read its submissions a page
 * at a time. Configured by KOBO_URL (the KPI host, e.g. https://kf.kobotoolbox.org) and KOBO_TOKEN; none configured,
 * the screens say so. Nothing here runs on the request path of a list: the pull is a job.
 */
import { createHash } from 'node:crypto';

export interface ConfigKobo {
  /** The KPI host, without `/api/v2`. */
  url: string;
  token: string;
}

export interface OpcionesKobo {
  tiempoMs?: number;
  fetch?: typeof fetch;
  /** Between polls of an import. */
  sondeoMs?: number;
  /** Polls of an import before giving up. */
  sondeosMaximos?: number;
}

/** KPI caps a data page at 1,000 (MAX_API_PAGE_SIZE). */
export const PAGINA_KOBO = 1000;

/** Why a call failed, and whether trying again later can help (timeouts, outages) or not (bad token, bad form). */
export class ErrorKobo extends Error {
  constructor(
    message: string,
    readonly codigo: string,
    readonly reintentable: boolean,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export interface ResumenKobo {
  uid: string;
  nombre: string;
  tipo: string;
  propietario: string | null;
  preguntas: number | null;
  desplegado: boolean;
  activo: boolean;
  envios: number | null;
  version_id: string | null;
  version_implementada: string | null;
  estado: string | null;
  /** Form media: file uid, name and md5 hash. */
  archivos: { uid: string; nombre: string; hash: string | null }[];
  /** Users and their permission codenames (KPI names both by URL: the last path segment is kept). */
  permisos: { usuario: string; permiso: string }[];
}

const base = (c: ConfigKobo) => `${c.url.replace(/\/+$/, '')}/api/v2`;

/** `https://kf…/api/v2/users/rosa/` → `rosa`. */
export const ultimoTramo = (url: unknown): string =>
  typeof url === 'string' ? decodeURIComponent(url.replace(/\/+$/, '').split('/').pop() ?? '') : '';

interface Respuesta {
  status: number;
  cuerpo: unknown;
}

async function llamar(c: ConfigKobo, rutaOUrl: string, init: RequestInit, opciones: OpcionesKobo): Promise<Respuesta> {
  const { tiempoMs = 60_000, fetch: traer = fetch } = opciones;
  const url = /^https?:\/\//.test(rutaOUrl) ? rutaOUrl : `${base(c)}${rutaOUrl}`;
  // A `next` link must stay on the configured host: the token is never sent elsewhere.
  if (!url.startsWith(base(c))) throw new ErrorKobo('KoboToolbox devolvió un enlace a otro servidor', 'enlace_ajeno', false);
  const json = typeof init.body === 'string';
  let r: Response;
  try {
    r = await traer(url, {
      ...init,
      headers: { accept: 'application/json', authorization: `Token ${c.token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
      signal: AbortSignal.timeout(tiempoMs),
    });
  } catch {
    throw new ErrorKobo('KoboToolbox no responde', 'sin_respuesta', true);
  }
  if (r.status === 204) return { status: 204, cuerpo: null };
  const txt = await r.text();
  let cuerpo: unknown = null;
  try {
    cuerpo = txt ? JSON.parse(txt) : null;
  } catch {
    if (r.ok) throw new ErrorKobo(`KoboToolbox respondió ${r.status} sin JSON`, 'respuesta_invalida', false, r.status);
    cuerpo = { detail: txt.slice(0, 200) };
  }
  return { status: r.status, cuerpo };
}

function fallo(que: string, { status, cuerpo }: Respuesta): ErrorKobo {
  const o = (cuerpo ?? {}) as Record<string, unknown>;
  const detalle =
    typeof o.detail === 'string' ? o.detail : typeof o.error === 'string' ? o.error : JSON.stringify(cuerpo ?? '').slice(0, 200);
  const codigo = status === 401 ? 'token_invalido' : status === 404 ? 'no_encontrado' : `http_${status}`;
  return new ErrorKobo(`KoboToolbox (${que}): ${status} ${detalle}`, codigo, status === 429 || status >= 500, status);
}

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Imports an XLSForm as a new survey asset (or into `destino`, an asset uid, to replace its content) and returns the
 * asset uid. `library=false` is always sent: without it KPI makes a multi-row survey a library block.
 */
export async function importarFormulario(
  c: ConfigKobo,
  archivo: { nombre: string; contenido: Uint8Array },
  titulo: string,
  destino: string | null,
  opciones: OpcionesKobo = {},
): Promise<string> {
  const f = new FormData();
  f.set('library', 'false');
  f.set('name', titulo);
  if (destino) f.set('destination', `${base(c)}/assets/${destino}/`);
  f.set('file', new Blob([new Uint8Array(archivo.contenido)], { type: 'application/vnd.ms-excel' }), archivo.nombre);
  const r = await llamar(c, '/imports/', { method: 'POST', body: f }, opciones);
  const uid = (r.cuerpo as { uid?: unknown } | null)?.uid;
  if (r.status !== 201 || typeof uid !== 'string') throw fallo('importar', r);
  const { sondeoMs = 1000, sondeosMaximos = 120 } = opciones;
  for (let i = 0; i < sondeosMaximos; i++) {
    const s = await llamar(c, `/imports/${encodeURIComponent(uid)}/`, { method: 'GET' }, opciones);
    if (s.status !== 200) throw fallo('importar', s);
    const t = s.cuerpo as { status?: string; messages?: Record<string, unknown> };
    if (t.status === 'complete') {
      const lista = (destino ? t.messages?.updated : t.messages?.created) as { uid?: unknown }[] | undefined;
      const asset = lista?.[0]?.uid;
      if (typeof asset !== 'string') throw new ErrorKobo('KoboToolbox terminó la importación sin proyecto', 'respuesta_invalida', false);
      return asset;
    }
    if (t.status === 'error') {
      const m = t.messages ?? {};
      throw new ErrorKobo(
        `El formulario no es válido para KoboToolbox: ${String(m.error ?? m.error_type ?? '')}`,
        'formulario_invalido',
        false,
      );
    }
    await espera(sondeoMs);
  }
  throw new ErrorKobo('KoboToolbox no terminó de importar el formulario', 'importacion_lenta', true);
}

/** Deploys the asset's current version: POST the first time, PATCH with its version_id after (KPI answers 405 to the wrong one). */
export async function desplegar(c: ConfigKobo, uid: string, opciones: OpcionesKobo = {}): Promise<string> {
  const ruta = `/assets/${encodeURIComponent(uid)}/deployment/`;
  const r = await llamar(c, ruta, { method: 'POST', body: JSON.stringify({ active: true }) }, opciones);
  if (r.status === 200 || r.status === 201) return String((r.cuerpo as { version_id?: unknown }).version_id ?? '');
  if (r.status !== 405) throw fallo('implementar', r);
  const resumen = await resumenAsset(c, uid, opciones);
  const body = JSON.stringify({ active: true, ...(resumen.version_id ? { version_id: resumen.version_id } : {}) });
  const p = await llamar(c, ruta, { method: 'PATCH', body }, opciones);
  if (p.status !== 200) throw fallo('implementar', p);
  return String((p.cuerpo as { version_id?: unknown }).version_id ?? resumen.version_id ?? '');
}

export async function resumenAsset(c: ConfigKobo, uid: string, opciones: OpcionesKobo = {}): Promise<ResumenKobo> {
  const r = await llamar(c, `/assets/${encodeURIComponent(uid)}/`, { method: 'GET' }, opciones);
  if (r.status !== 200) throw fallo('leer el proyecto', r);
  const a = r.cuerpo as Record<string, unknown>;
  const resumen = (a.summary ?? {}) as { row_count?: unknown };
  const archivos = Array.isArray(a.files) ? (a.files as Record<string, unknown>[]) : [];
  const permisos = Array.isArray(a.permissions) ? (a.permissions as Record<string, unknown>[]) : [];
  const texto = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    uid: String(a.uid ?? uid),
    nombre: String(a.name ?? ''),
    tipo: String(a.asset_type ?? ''),
    propietario: texto(a.owner__username),
    preguntas: typeof resumen.row_count === 'number' ? resumen.row_count : null,
    desplegado: a.has_deployment === true,
    activo: a.deployment__active === true,
    envios: typeof a.deployment__submission_count === 'number' ? a.deployment__submission_count : null,
    version_id: texto(a.version_id),
    version_implementada: texto(a.deployed_version_id),
    estado: texto(a.deployment_status),
    archivos: archivos
      .filter((f) => f.file_type === 'form_media')
      .map((f) => {
        const m = (f.metadata ?? {}) as { filename?: unknown; hash?: unknown };
        return { uid: String(f.uid ?? ''), nombre: String(m.filename ?? ''), hash: texto(m.hash) };
      }),
    permisos: permisos.map((p) => ({ usuario: ultimoTramo(p.user), permiso: ultimoTramo(p.permission) })),
  };
}

/** KPI's form-media hash: `md5:<hex>`. */
export const hashMedia = (contenido: Uint8Array) => `md5:${createHash('md5').update(contenido).digest('hex')}`;

/**
 * Replaces form-media CSVs (there is no PUT: DELETE the file of the same name, then POST), redeploys so the phones
 * get them, and checks the asset lists each new file's hash.
 */
export async function reemplazarMedia(
  c: ConfigKobo,
  uid: string,
  archivos: readonly { nombre: string; contenido: Uint8Array }[],
  opciones: OpcionesKobo = {},
): Promise<void> {
  const ruta = `/assets/${encodeURIComponent(uid)}/files/`;
  const existentes: { uid: string; nombre: string }[] = [];
  for (let url: string | null = `${ruta}?file_type=form_media`; url;) {
    const r = await llamar(c, url, { method: 'GET' }, opciones);
    if (r.status !== 200) throw fallo('leer los archivos', r);
    const p = r.cuerpo as { results?: Record<string, unknown>[]; next?: unknown };
    for (const f of p.results ?? [])
      existentes.push({ uid: String(f.uid ?? ''), nombre: String(((f.metadata ?? {}) as { filename?: unknown }).filename ?? '') });
    url = typeof p.next === 'string' ? p.next : null;
  }
  for (const a of archivos) {
    for (const viejo of existentes.filter((e) => e.nombre === a.nombre)) {
      const d = await llamar(c, `${ruta}${encodeURIComponent(viejo.uid)}/`, { method: 'DELETE' }, opciones);
      if (d.status !== 204 && d.status !== 404) throw fallo('borrar un archivo', d);
    }
    const f = new FormData();
    f.set('file_type', 'form_media');
    f.set('description', a.nombre);
    f.set('content', new Blob([new Uint8Array(a.contenido)], { type: 'text/csv' }), a.nombre);
    const r = await llamar(c, ruta, { method: 'POST', body: f }, opciones);
    if (r.status !== 201) throw fallo('subir un archivo', r);
  }
  await desplegar(c, uid, opciones);
  const resumen = await resumenAsset(c, uid, opciones);
  for (const a of archivos) {
    const esperado = hashMedia(a.contenido);
    if (!resumen.archivos.some((f) => f.nombre === a.nombre && f.hash === esperado))
      throw new ErrorKobo(`KoboToolbox no muestra el archivo ${a.nombre} actualizado`, 'media_sin_actualizar', true);
  }
}

export interface PaginaKobo {
  total: number;
  registros: Record<string, unknown>[];
  /** Where this page started, so the pull can store its resume point. */
  inicio: number;
}

/**
 * The asset's submissions from `inicio`, a page of PAGINA_KOBO at a time, following `next` to the end (the link
 * must stay on the configured host).
 */
export async function* paginasDeEnvios(c: ConfigKobo, uid: string, inicio = 0, opciones: OpcionesKobo = {}): AsyncGenerator<PaginaKobo> {
  let url: string | null = `/assets/${encodeURIComponent(uid)}/data/?start=${inicio}&limit=${PAGINA_KOBO}&format=json`;
  let desde = inicio;
  while (url) {
    const r = await llamar(c, url, { method: 'GET' }, opciones);
    if (r.status !== 200) throw fallo('leer los envíos', r);
    const p = r.cuerpo as { count?: unknown; next?: unknown; results?: unknown };
    if (!Array.isArray(p.results)) throw new ErrorKobo('KoboToolbox devolvió una página sin resultados', 'respuesta_invalida', false);
    yield { total: Number(p.count ?? 0), registros: p.results as Record<string, unknown>[], inicio: desde };
    desde += p.results.length;
    url = typeof p.next === 'string' && p.results.length > 0 ? p.next : null;
  }
}
