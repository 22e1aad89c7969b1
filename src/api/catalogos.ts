import { httpJson } from '../dataProvider/httpClient';
import type {
  CentroAcopio,
  Ciclo,
  CuerpoCiclos,
  Localidad,
  Municipio,
  Opcion,
  OpcionCentroAcopio,
  Pais,
  RespuestaConfiguracionSesion,
  Rol,
  Categoria,
} from '@domain/contrato/catalogos';
import type { RespuestaBusqueda } from '@domain/contrato/busqueda';

/**
 * The catalogues and the session's data (spec 000 §7, 002 §7). The only place on the client that spells these
 * paths; the types are the server's contract (domain/contrato/catalogos.ts). They never redirect on 403/404: a
 * form must stay usable.
 */
const lista = <T>(ruta: string) => httpJson<{ data: T[] }>(ruta, { avisar: false }).then((r) => r.data ?? []);

/** `GET acopios/catalogos/cooperativa_conf`: the session cooperative's configuration (null when it has none). */
export const leerConfiguracionSesion = () =>
  httpJson<RespuestaConfiguracionSesion>('acopios/catalogos/cooperativa_conf', { avisar: false }).then((r) => r.data?.[0] ?? null);

/** `POST ciclos`: the cycles of a cooperative (only role 1 may ask for another's), oldest first. */
export const ciclosDeCooperativa = (idCooperativa: number) =>
  httpJson<{ data: Ciclo[] }>('ciclos', {
    method: 'POST',
    avisar: false,
    body: { filters: [{ column: 'id_cooperativa', operator: '=', value: idCooperativa }] } satisfies CuerpoCiclos,
  }).then((r) => r.data ?? []);

/**
 * A user's cycles asked for ahead of the first query that wants them (`adelantarCiclos`, called by CicloContext when
 * the app's code runs, before its first render asks for the screen's chunks: on HTTP/1.1 the browser's six
 * connections are then busy with some forty of them, and `ciclos`, which every dashboard call waits for, queued
 * behind them for about 130 ms; DECISIONES 'mapa de 10 000: sesión 12').
 */
let adelantados: { clave: string; ciclos: Promise<Ciclo[]> } | null = null;
const claveCiclos = (uuidUsuario: string, idCooperativa: number) => `${uuidUsuario}:${idCooperativa}`;

export function adelantarCiclos(uuidUsuario: string, idCooperativa: number): void {
  const ciclos = ciclosDeCooperativa(idCooperativa);
  // Its failure is reported by the query that takes it (a 401 has already ended the session in httpJson).
  ciclos.catch(() => undefined);
  adelantados = { clave: claveCiclos(uuidUsuario, idCooperativa), ciclos };
}

/** The cycles of the user's cooperative: the answer asked for ahead for this same user, once, or a new call. */
export function ciclosDelUsuario(uuidUsuario: string, idCooperativa: number): Promise<Ciclo[]> {
  const previos = adelantados;
  adelantados = null;
  return previos?.clave === claveCiclos(uuidUsuario, idCooperativa) ? previos.ciclos : ciclosDeCooperativa(idCooperativa);
}

export const paises = () => lista<Pais>('paises');
export const roles = () => lista<Rol>('roles');

/** `POST centros_acopios_search`: the collection centres of one cooperative (role 1 may read another's). */
export const centrosDeCooperativa = (idCooperativa: number) =>
  httpJson<RespuestaBusqueda<CentroAcopio>>('centros_acopios_search', {
    method: 'POST',
    avisar: false,
    body: { filters: [{ column: 'id_cooperativa', operator: '=', value: idCooperativa }], per_page: 100 },
  }).then((r) => r.data ?? []);

// The new producer form's selects (spec 002 §2.5).
export const regiones = () => lista<Opcion>('sic/regiones');
export const centrosDeAcopio = () => lista<OpcionCentroAcopio>('sic/centros_de_acopio');
export const municipiosDeCooperativa = () => lista<Municipio>('cooperativas_municipios');
export const localidadesDeMunicipio = (idMunicipio: number) => lista<Localidad>(`localidades_municipio_all/${idMunicipio}`);
export const categorias = () => lista<Categoria>('categorias');

/** `GET sic/cat_cuentas_bajas`: the reasons of 'Dar de baja'. */
export const motivosBaja = () => lista<Opcion>('sic/cat_cuentas_bajas');
