import { httpJson } from '../dataProvider/httpClient';
import type { RespuestaBusqueda } from '@domain/contrato/busqueda';
import type {
  CategoriaRemanente,
  CuerpoEdicionPrecioRemanente,
  CuerpoPagoRemanente,
  CuerpoPrecioRemanente,
  FilaPrecioRemanente,
  FilaReciboRemanente,
  GeneracionRemanente,
  RespuestaGeneracion,
  RespuestaGenerarRecibos,
  RespuestaPagoRemanente,
  RespuestaPrecioRemanente,
  RespuestaUltimaGeneracion,
} from '@domain/contrato/remanente';

/**
 * The surplus's calls (spec 002 §7 'Surplus', 'Downloads'; issue 25): the only place on the client that spells them.
 * Generating receipts and editing a payment move money: they carry the `Idempotency-Key` their form or dialog made
 * when it opened (`nuevaClave`).
 */
export { claveDeEnvio as nuevaClave } from '../dataProvider/claveDeEnvio';
const unaVez = (clave: string) => ({ 'Idempotency-Key': clave });
const delCiclo = (idCiclo: number) => [{ column: 'id_ciclo', operator: '=', value: idCiclo }];

/** `GET remanente/categorias`: the categories (the delivery certifications) with their colours. */
export const categoriasRemanente = () =>
  httpJson<{ data: CategoriaRemanente[] }>('remanente/categorias', { avisar: false }).then((r) => r.data);

/** `POST remanente/precio_por_cooperativa_search`: the cycle's prices, one per category. */
export const preciosRemanente = (idCiclo: number) =>
  httpJson<RespuestaBusqueda<FilaPrecioRemanente>>('remanente/precio_por_cooperativa_search', {
    method: 'POST',
    avisar: false,
    body: { filters: delCiclo(idCiclo), per_page: 100 },
  }).then((r) => r.data);

/** `POST remanente/recibos_search`: a page of the cycle's receipts by folio, optionally by producer name or folio, with the sums. */
export const recibosRemanente = (idCiclo: number, pagina: number, porPagina: number, texto = '') =>
  httpJson<RespuestaBusqueda<FilaReciboRemanente, 'peso_neto' | 'cantidad_pago'>>('remanente/recibos_search', {
    method: 'POST',
    avisar: false,
    body: {
      filters: [...delCiclo(idCiclo), ...(texto.trim() ? [{ column: 'q', operator: 'like', value: texto.trim() }] : [])],
      page: pagina,
      per_page: porPagina,
      totales: true,
    },
  });

/** `POST remanente/recibos_search` by producer: their surplus receipts in every cycle (their profile). */
export const recibosDelProductor = (productorUuid: string) =>
  httpJson<RespuestaBusqueda<FilaReciboRemanente>>('remanente/recibos_search', {
    method: 'POST',
    avisar: false,
    body: {
      filters: [{ column: 'productor_uuid', operator: '=', value: productorUuid }],
      sorts: [{ column: 'folio', sort: 'desc' }],
      per_page: 100,
    },
  }).then((r) => r.data);

export const registrarPrecioRemanente = (d: CuerpoPrecioRemanente) =>
  httpJson<RespuestaPrecioRemanente>('remanente/registro_precio', { method: 'POST', avisar: false, body: d });

export const editarPrecioRemanente = (precioId: number, d: CuerpoEdicionPrecioRemanente) =>
  httpJson<RespuestaPrecioRemanente>(`remanente/registro_precio/${precioId}`, { method: 'PUT', avisar: false, body: d });

/** `POST remanente/generar_recibos`: every producer of the cycle, in the job queue; answers the generation to follow. */
export const generarRecibosRemanente = (idCiclo: number, clave: string) =>
  httpJson<RespuestaGenerarRecibos>('remanente/generar_recibos', {
    method: 'POST',
    avisar: false,
    body: { id_ciclo: idCiclo },
    cabeceras: unaVez(clave),
  });

/** `GET remanente/generaciones/{id}`: a generation's progress. */
export const generacionRemanente = (id: number): Promise<GeneracionRemanente> =>
  httpJson<RespuestaGeneracion>(`remanente/generaciones/${id}`, { avisar: false }).then((r) => r.data);

/** `GET remanente/generaciones?id_ciclo=`: the cycle's latest whole-cycle generation, or null. */
export const ultimaGeneracionRemanente = (idCiclo: number): Promise<GeneracionRemanente | null> =>
  httpJson<RespuestaUltimaGeneracion>(`remanente/generaciones?id_ciclo=${idCiclo}`, { avisar: false }).then((r) => r.data);

/** `PUT remanente/generar_recibos/{id}`: a surplus payment's price and amount, with the version the form loaded. */
export const editarPagoRemanente = (id: number, d: CuerpoPagoRemanente, clave: string) =>
  httpJson<RespuestaPagoRemanente>(`remanente/generar_recibos/${id}`, { method: 'PUT', avisar: false, body: d, cabeceras: unaVez(clave) });

/** `GET recibos/remanentes/{folio}` (BotonDescarga's path): the receipt's PDF. */
export const rutaReciboRemanente = (folio: string): string => `recibos/remanentes/${encodeURIComponent(folio)}`;
