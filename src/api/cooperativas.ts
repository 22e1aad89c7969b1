import { httpJson, subirArchivo } from '../dataProvider/httpClient';
import type {
  CampoLogo,
  CuerpoConfiguracion,
  RespuestaConfiguracion,
  RespuestaLogo,
  RespuestaLogoCertificacion,
  RespuestaOpcionesCooperativa,
} from '@domain/contrato/cooperativas';

/**
 * The cooperatives area's calls outside the dataProvider's CRUD (spec 000 §7 'Cooperatives'). The only place on the
 * client that spells these paths; the types are the server's contract (domain/contrato/cooperativas.ts).
 */
const ruta = (uuid: string) => `cooperativas/${encodeURIComponent(uuid)}`;

/** `GET cooperativas`: the visible cooperatives for selects (the users form); a 403 does not leave the form. */
export const opcionesCooperativa = () =>
  httpJson<RespuestaOpcionesCooperativa>('cooperativas', { avisar: false }).then((r) => r.data ?? []);

/** `GET cooperativas/{uuid}/configuracion`: null for a cooperative without a configuration. */
export const leerConfiguracion = (uuid: string) =>
  httpJson<RespuestaConfiguracion>(`${ruta(uuid)}/configuracion`, { avisar: false }).then((r) => r.data);

/** `PUT cooperativas/{uuid}/configuracion`: saves what is sent and answers the configuration as saved. */
export const guardarConfiguracion = (uuid: string, cuerpo: CuerpoConfiguracion) =>
  httpJson<RespuestaConfiguracion>(`${ruta(uuid)}/configuracion`, { method: 'PUT', body: cuerpo, avisar: false }).then((r) => r.data);

/** `POST cooperativas/{uuid}/logo` or `…/logo_certificacion`, multipart field `archivo`: the stored image's uuid. */
export const subirLogo = (uuid: string, campo: CampoLogo, archivo: File): Promise<string> =>
  campo === 'logo'
    ? subirArchivo<RespuestaLogo>(`${ruta(uuid)}/logo`, archivo).then((r) => r.data.logo)
    : subirArchivo<RespuestaLogoCertificacion>(`${ruta(uuid)}/logo_certificacion`, archivo).then((r) => r.data.logo_certificacion);
