import { httpJson } from '../dataProvider/httpClient';
import type {
  CuerpoSeguimiento,
  DetalleComite,
  EvaluacionComite,
  RespuestaEvaluacionCuenta,
  RespuestaGuardado,
  RespuestaSeguimiento,
} from '@domain/contrato/comite';
import type { FormularioComite } from '@domain/comite/evaluacion';

/**
 * The evaluation committee's calls (spec 000 §7 'Committee'): the only place on the client that spells their paths,
 * typed by the server's contract (domain/contrato/comite.ts).
 */

/** `GET comite_evaluaciones/{uuid}`: one saved evaluation (print view). */
export const leerEvaluacion = (uuid: string) =>
  httpJson<{ data: EvaluacionComite }>(`comite_evaluaciones/${encodeURIComponent(uuid)}`).then((r) => r.data);

/** `GET comite_evaluaciones_cuenta/{uuid}` (producer uuid): the current-cycle account and its latest evaluation. */
export const leerEvaluacionCuenta = (productorUuid: string) =>
  httpJson<RespuestaEvaluacionCuenta>(`comite_evaluaciones_cuenta/${encodeURIComponent(productorUuid)}`);

/** `GET comite_evaluaciones_cuenta_details/{id_cuenta}`: the producer's conditions, newest evaluation first. */
export const condicionesDeCuenta = (idCuenta: number) =>
  httpJson<{ data: DetalleComite[] }>(`comite_evaluaciones_cuenta_details/${idCuenta}`, { avisar: false }).then((r) => r.data);

/** `GET admin/sic/catalog/niveles_riesgo`: the risk levels for the form's select. */
export const nivelesRiesgo = () =>
  httpJson<{ data: { id: number; nombre: string; color: string }[] }>('admin/sic/catalog/niveles_riesgo', { avisar: false }).then(
    (r) => r.data,
  );

/** A data-URL PNG as the file part `firma_imagen` named firma.png (spec 000 §7). */
function pngDeDataUrl(dataUrl: string): Blob {
  const [, base64 = ''] = dataUrl.split(',');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

/**
 * The committee's multipart body (spec 000 §7): every field as text, lists as JSON text, and the signature as the file
 * firma.png when there is a new one (an edit without it keeps the saved one).
 */
function cuerpo(f: FormularioComite, extra: { id_cuenta: number; version?: number }, firma: string | null): FormData {
  const d = new FormData();
  d.append('id_cuenta', String(extra.id_cuenta));
  if (extra.version) d.append('version', String(extra.version));
  const texto = (v: string | number | null) => (v === null || v === undefined ? '' : String(v));
  d.append('condicion', texto(f.condicion));
  d.append('fecha_aut', texto(f.fecha_aut));
  d.append('id_nivel_riesgo', texto(f.id_nivel_riesgo));
  d.append('sanc_cat_anterior', texto(f.sanc_cat_anterior));
  d.append('sanc_cat_nueva', texto(f.sanc_cat_nueva));
  d.append('aprob_sc_observaciones', texto(f.aprob_sc_observaciones));
  d.append('aprob_cc_list', JSON.stringify(f.aprob_cc_list.map((c) => ({ id: c.id ?? null, condicion: c.condicion, plazo: c.plazo }))));
  d.append('sanc_fecha_inicio', texto(f.sanc_fecha_inicio));
  d.append('sanc_fecha_termino', texto(f.sanc_fecha_termino));
  d.append('sanc_observaciones', texto(f.sanc_observaciones));
  d.append('lugar', texto(f.lugar));
  if (firma && firma.startsWith('data:')) d.append('firma_imagen', pngDeDataUrl(firma), 'firma.png');
  return d;
}

export { claveDeEnvio as nuevaClave } from '../dataProvider/claveDeEnvio';

/**
 * `POST comite_evaluaciones`: the answer is a list whose first item has the new evaluation's uuid. `clave` is the
 * Idempotency-Key the review page made when it opened (`nuevaClave`), sent on every try: Guardar twice saves once.
 */
export const registrarEvaluacion = (f: FormularioComite, idCuenta: number, firma: string | null, clave: string) =>
  httpJson<RespuestaGuardado>('comite_evaluaciones', {
    method: 'POST',
    cabeceras: { 'Idempotency-Key': clave },
    body: cuerpo(f, { id_cuenta: idCuenta }, firma),
    avisar: false,
  }).then((r) => r.data[0]);

/** `POST comite_evaluaciones_update/{uuid}` with the version the form loaded (409 when stale). */
export const editarEvaluacion = (uuid: string, f: FormularioComite, d: { id_cuenta: number; version: number }, firma: string | null) =>
  httpJson<RespuestaGuardado>(`comite_evaluaciones_update/${encodeURIComponent(uuid)}`, {
    method: 'POST',
    body: cuerpo(f, d, firma),
    avisar: false,
  }).then((r) => r.data[0]);

/** `POST comite_evaluaciones_update_details`: a condition's follow-up. */
export const seguirCondicion = (body: CuerpoSeguimiento) =>
  httpJson<RespuestaSeguimiento>('comite_evaluaciones_update_details', { method: 'POST', body, avisar: false });
