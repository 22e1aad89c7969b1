import { HttpError } from 'react-admin';
import { sesion } from '../sesion/almacenSesion';
import { emitirAviso, llamadasBloqueadas } from './avisosHttp';

export const API = '/api';

export interface OpcionesHttp {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  /**
   * Whether a 403/404 makes the shell notify and leave the page (spec 000 §8). Catalogues and images
   * pass false: a missing logo must not throw the user out of the form.
   */
  avisar?: boolean;
  /** Sign-in: a 401 is a wrong password, not an expired session. */
  sinSesion?: boolean;
  /** No alert at all (sign-out: the session is ending anyway). */
  silencioso?: boolean;
  /**
   * The call asks an outside service through the server (altitudes): its 502/503 carry the server's own Spanish
   * message, which the caller shows; the 'Error de conexion a internet' alert would be false (issue 10 #17).
   */
  servicioExterno?: boolean;
  /** Extra request headers (the `Idempotency-Key` of a write that must happen once, server/idempotencia.ts). */
  cabeceras?: Record<string, string>;
}

/** 422 bodies carry {campo: [mensajes]}; react-admin's forms want {campo: 'mensaje'}. */
function erroresParaFormulario(errores: unknown): Record<string, string> {
  if (!errores || typeof errores !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errores as Record<string, unknown>).map(([campo, m]) => [campo, Array.isArray(m) ? m.join(' ') : String(m)]),
  );
}

/** A promise that never settles: the call is not sent while the 401/500 alert is open. */
const retenida = <T>() => new Promise<T>(() => undefined);

async function enviar(path: string, opciones: OpcionesHttp): Promise<Response> {
  if (llamadasBloqueadas() && !opciones.silencioso) return retenida();
  const headers = new Headers({ Accept: 'application/json' });
  const token = sesion.token();
  if (token && !opciones.sinSesion) headers.set('Authorization', `Bearer ${token}`);
  for (const [nombre, valor] of Object.entries(opciones.cabeceras ?? {})) headers.set(nombre, valor);
  let body: BodyInit | undefined;
  if (opciones.body instanceof FormData) body = opciones.body;
  else if (opciones.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(opciones.body);
  }
  const respuesta = await fetch(`${API}/${path.replace(/^\//, '')}`, { method: opciones.method ?? 'GET', headers, body });
  if (respuesta.ok) return respuesta;

  const texto = await respuesta.text();
  let cuerpo: { message?: string; errors?: unknown } = {};
  try {
    cuerpo = texto ? JSON.parse(texto) : {};
  } catch {
    cuerpo = { message: texto };
  }
  const status = respuesta.status;
  const delServicio = opciones.servicioExterno && (status === 502 || status === 503) && !!cuerpo.message;
  if (opciones.silencioso || delServicio) {
    /* nothing to show, or the caller shows it */
  } else if (status === 401 && !opciones.sinSesion) emitirAviso({ tipo: 'sesion-expirada' });
  else if (status >= 500) emitirAviso({ tipo: 'error-servidor' });
  else if (status === 403 && opciones.avisar !== false) emitirAviso({ tipo: 'prohibido' });
  else if (status === 404 && opciones.avisar !== false) emitirAviso({ tipo: 'no-encontrado' });
  const errores = erroresParaFormulario(cuerpo.errors);
  const mensaje = cuerpo.message || Object.values(errores)[0] || respuesta.statusText || 'Error';
  throw new HttpError(mensaje, status, {
    ...cuerpo,
    errors: Object.keys(errores).length ? errores : undefined,
    erroresOriginales: cuerpo.errors,
  });
}

/** JSON call to `/api/<path>` with the token; failures become react-admin HttpErrors. */
export async function httpJson<T>(path: string, opciones: OpcionesHttp = {}): Promise<T> {
  const r = await enviar(path, opciones);
  const texto = await r.text();
  return (texto ? JSON.parse(texto) : {}) as T;
}

/** Bytes of a protected file (e.g. `archivos/{uuid}`), fetched with the token. */
export async function httpBlob(path: string, opciones: OpcionesHttp = {}): Promise<Blob> {
  const r = await enviar(path, { avisar: false, ...opciones });
  return r.blob();
}

/**
 * A download (spec 000 §7 'GET blob download'): the bytes and the Content-Disposition header, whose file
 * name the browser saves (domain/comun/descargas.ts reads it). A 403/404 does not leave the page. With `cuerpo`, a POST of that JSON.
 */
export async function httpDescarga(
  path: string,
  cuerpo?: unknown,
): Promise<{ blob: Blob; disposicion: string | null; cabeceras: Headers }> {
  // a body makes it a POST: the dashboards' KML is a `_search` call (spec 000 §7 'parcelas_kml')
  const r = await enviar(path, cuerpo === undefined ? { avisar: false } : { avisar: false, method: 'POST', body: cuerpo });
  // the other headers say what the server recorded of the file (the lot's EUDR package: X-Paquete-Uuid, X-Paquete-Sha256)
  return { blob: await r.blob(), disposicion: r.headers.get('Content-Disposition'), cabeceras: r.headers };
}

/** Multipart upload with one field `archivo` (docs/api.md). */
export function subirArchivo<T>(path: string, archivo: File): Promise<T> {
  const datos = new FormData();
  datos.append('archivo', archivo);
  return httpJson<T>(path, { method: 'POST', body: datos, avisar: false });
}
