import { httpJson } from '../dataProvider/httpClient';
import type { FilaPrecio, RespuestaPrecio, RespuestaPrecioEliminado } from '@domain/contrato/acopio-precios';

/** Price per cooperative (spec 002 §7 'Price per cooperative'), at the spec's paths. */

/** Every price of the session's cooperative, newest first (a handful a year: one page of 100). */
export const listarPrecios = (): Promise<FilaPrecio[]> =>
  httpJson<{ data: FilaPrecio[] }>('precio_por_cooperativa_search', {
    method: 'POST',
    body: { sorts: [{ column: 'precio_id', sort: 'desc' }], per_page: 100 },
  }).then((r) => r.data);

/** Registers the new price ×100; `clave` is the Idempotency-Key made when the form opened (sent on every try). */
export const registrarPrecio = (precioPorKg: number, clave: string): Promise<RespuestaPrecio> =>
  httpJson<RespuestaPrecio>('registro_precio', {
    method: 'POST',
    body: { precio_por_kg: precioPorKg },
    avisar: false,
    cabeceras: { 'Idempotency-Key': clave },
  });

/** Deletes the current price; the previous one becomes current again. */
export const eliminarPrecio = (id: number): Promise<RespuestaPrecioEliminado> =>
  httpJson<RespuestaPrecioEliminado>(`registro_precio/${id}`, { method: 'DELETE', avisar: false });

/** The prices Excel (path spelled 'coopertiva' as the spec writes it). */
export const rutaExcelPrecios = (idCooperativa: number): string => `xls/precio_coopertiva/${idCooperativa}`;

export { claveDeEnvio } from '../dataProvider/claveDeEnvio';
