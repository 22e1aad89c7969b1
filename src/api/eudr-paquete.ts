import type {
  CuerpoDeclaracionEudr,
  CuerpoPaquete,
  DeclaracionDelProductor,
  DeclaracionEudr,
  PreparacionPaquete,
  VerificacionDeclaracion,
} from '@domain/contrato/eudr-paquete';
import { nombreDeContentDisposition } from '@domain/comun/descargas';
import { httpDescarga, httpJson } from '../dataProvider/httpClient';

/**
 * The lot's EUDR package and the importer's reference (issue 23): what the package would hold and its warnings, the
 * zip, the references recorded and their check in the EU system, and a producer's statements. The only place on the
 * client that spells these paths. Recording a reference carries the `Idempotency-Key` its form made when it opened.
 */

export { claveDeEnvio as nuevaClave } from '../dataProvider/claveDeEnvio';

const lote = (uuid: string) => encodeURIComponent(uuid);

/** `GET admin/acopios/lotes/paquete_eudr/{uuid}`: figures, warnings and packages made of a lot. */
export const preparacionPaquete = (uuid: string): Promise<PreparacionPaquete> =>
  httpJson<{ data: PreparacionPaquete }>(`admin/acopios/lotes/paquete_eudr/${lote(uuid)}`, { avisar: false }).then((r) => r.data);

/** The zip as the browser saves it, with what the server says it was (its record's uuid and SHA-256). */
export interface PaqueteDescargado {
  blob: Blob;
  nombre: string;
  uuid: string | null;
  sha256: string | null;
}

/**
 * `POST admin/acopios/lotes/paquete_eudr/{uuid}`: makes the zip. The headers X-Paquete-Uuid and X-Paquete-Sha256 name
 * the package it recorded; a refusal (warnings not accepted, a lot with no plots) throws the server's Spanish message.
 */
export async function generarPaquete(uuid: string, cuerpo: CuerpoPaquete, nombrePorDefecto: string): Promise<PaqueteDescargado> {
  const { blob, disposicion, cabeceras } = await httpDescarga(`admin/acopios/lotes/paquete_eudr/${lote(uuid)}`, cuerpo);
  return {
    blob,
    nombre: nombreDeContentDisposition(disposicion, nombrePorDefecto),
    uuid: cabeceras.get('X-Paquete-Uuid'),
    sha256: cabeceras.get('X-Paquete-Sha256'),
  };
}

/** `GET admin/acopios/lotes/declaraciones_eudr/{uuid}`: the importer's references of a lot, newest first. */
export const declaracionesDelLote = (uuid: string): Promise<DeclaracionEudr[]> =>
  httpJson<{ data: DeclaracionEudr[] }>(`admin/acopios/lotes/declaraciones_eudr/${lote(uuid)}`, { avisar: false }).then((r) => r.data);

/** `POST admin/acopios/lotes/declaraciones_eudr/{uuid}`: records (or corrects) a reference, once per key. */
export const registrarDeclaracion = (uuid: string, cuerpo: CuerpoDeclaracionEudr, clave: string) =>
  httpJson<{ data: DeclaracionEudr }>(`admin/acopios/lotes/declaraciones_eudr/${lote(uuid)}`, {
    method: 'POST',
    body: cuerpo,
    avisar: false,
    cabeceras: { 'Idempotency-Key': clave },
  }).then((r) => r.data);

/** `POST admin/acopios/lotes/declaraciones_eudr/verificar/{uuid de la declaración}`: the EU system's answer. */
export const verificarDeclaracion = (uuid: string): Promise<VerificacionDeclaracion> =>
  httpJson<{ data: VerificacionDeclaracion }>(`admin/acopios/lotes/declaraciones_eudr/verificar/${encodeURIComponent(uuid)}`, {
    method: 'POST',
    avisar: false,
    servicioExterno: true,
  }).then((r) => r.data);

/** `GET cuentas/declaraciones_eudr/{uuid del productor}`: the statements the producer's plots were part of. */
export const declaracionesDelProductor = (uuid: string): Promise<DeclaracionDelProductor[]> =>
  httpJson<{ data: DeclaracionDelProductor[] }>(`cuentas/declaraciones_eudr/${encodeURIComponent(uuid)}`, { avisar: false }).then(
    (r) => r.data,
  );
