import type { HttpError } from 'react-admin';
import { httpJson } from '../dataProvider/httpClient';
import type {
  CuerpoBaja,
  CuerpoProductor,
  FilaEntregaProductor,
  FilaEvaluacionComite,
  FilaFormato,
  PerfilCuenta,
  ProductorCreado,
  RespuestaBaja,
  RespuestaProductorCreado,
} from '@domain/contrato/cuentas';
import type { RespuestaBusqueda } from '@domain/contrato/busqueda';

/**
 * The producers area's calls outside the dataProvider's list (spec 000 §2.7, §2.8, §7; 002 §5). The only place on
 * the client that spells these paths; the types are the server's contract (domain/contrato/cuentas.ts).
 */
const ruta = (uuid: string) => `cuentas/${encodeURIComponent(uuid)}`;

/**
 * `GET cuentas/{uuid}[?id_ciclo=]`: a producer's account in a cycle, or in their latest without one. `avisar: false`
 * keeps a 403/404 from leaving the page (the caller decides).
 */
export const leerCuenta = (uuid: string, { idCiclo, avisar }: { idCiclo?: number; avisar?: boolean } = {}) =>
  httpJson<{ data: PerfilCuenta }>(idCiclo ? `${ruta(uuid)}?id_ciclo=${idCiclo}` : ruta(uuid), { avisar }).then((r) => r.data);

/**
 * The profile's account: the one of the selected cycle, or the producer's latest when they have none there
 * (a 404 of the latest leaves the page, spec 000 §8).
 */
export async function leerPerfilCuenta(uuid: string, idCiclo: number | undefined): Promise<PerfilCuenta> {
  if (idCiclo) {
    try {
      return await leerCuenta(uuid, { idCiclo, avisar: false });
    } catch (e) {
      if ((e as HttpError).status !== 404) throw e;
    }
  }
  return leerCuenta(uuid);
}

/** The profile's plots table is the plots area's call (src/api/parcelas.ts), under the name this area's screens use. */
export { parcelasDelProductor as parcelasDelPerfil } from './parcelas';
export type { ParcelaProductor, TotalesProductor as TotalesParcelas } from '@domain/contrato/parcelas';

/** One column's `=` filter, up to 100 rows: the profile's tables are short and shown whole. */
const tablaPerfil = <T>(recurso: string, columna: string, valor: number) =>
  httpJson<RespuestaBusqueda<T>>(`${recurso}_search`, {
    method: 'POST',
    avisar: false,
    body: { filters: [{ column: columna, operator: '=', value: valor }], per_page: 100 },
  }).then((r) => r.data ?? []);

/** `POST entregas_por_productor_search`: the producer's deliveries in every cycle (ACOPIOS_DASHBOARD_VER). */
export const entregasDelProductor = (idProductor: number) =>
  tablaPerfil<FilaEntregaProductor>('entregas_por_productor', 'productor_id', idProductor);

/**
 * `POST tx_formatos_search`: the account's formats (coffee). Any answer but 200 is an empty list (001 §7, R086): the
 * profile still opens without its formats table (a 500 still opens its alert, from the HTTP client).
 */
export const formatosDeCuenta = (idCuenta: number) =>
  tablaPerfil<FilaFormato>('tx_formatos', 'id_cuenta', idCuenta).catch((): FilaFormato[] => []);

/** `POST comite_evaluaciones_search`: the account's committee evaluations (coffee). */
export const evaluacionesDeCuenta = (idCuenta: number) => tablaPerfil<FilaEvaluacionComite>('comite_evaluaciones', 'id_cuenta', idCuenta);

/** `POST sic/cuentas`: a new producer with their account in the active cycle; a 422 carries the fields' messages. */
export const crearProductor = (cuerpo: CuerpoProductor): Promise<ProductorCreado> =>
  httpJson<RespuestaProductorCreado>('sic/cuentas', { method: 'POST', body: cuerpo, avisar: false }).then((r) => r.data[0]);

/** `POST admin/sic/listado_bajas`: 'Dar de baja' (permanent). */
export const darDeBaja = (cuerpo: CuerpoBaja) =>
  httpJson<RespuestaBaja>('admin/sic/listado_bajas', { method: 'POST', body: cuerpo, avisar: false });
