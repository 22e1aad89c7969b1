import type { SortPayload } from 'react-admin';
import { cuerpoBusqueda } from '../dataProvider/dataProvider';
import { httpJson } from '../dataProvider/httpClient';
import { TAMANOS_PAGINA } from '../entorno';
import type {
  CuerpoAnularEntrega,
  RespuestaAnulada,
  CuerpoAsignarFolio,
  CuerpoAsignarLote,
  CuerpoCambiarEstado,
  CuerpoEditarLote,
  CuerpoEstadoLote,
  CuerpoLote,
  FilaEntregaListado,
  FilaEstadoEntrega,
  InfoLote,
  Lote,
  RespuestaCambioEntregas,
  RespuestaEliminado,
  RespuestaLote,
  RespuestaLotes,
} from '@domain/contrato/acopio-lotes';
import type { RespuestaBusqueda } from '@domain/contrato/busqueda';
import type { RevisionTraces } from '@domain/contrato/eudr';

/**
 * The deliveries and lots list's calls (spec 002 §2.7, §7 'Deliveries and lots'): lots, their assignment and state,
 * delivery states and folios, deleting a delivery, a lot's TRACES file. The only place on the client that spells
 * these paths; the deliveries table itself reads `entregas_por_productor_search` through the dataProvider. Writes that
 * change goods carry the `Idempotency-Key` the form made when it opened (`nuevaClave`).
 */

/** A key for one submission of a form: made when the form opens, sent with every try (server/idempotencia.ts). */
export { claveDeEnvio as nuevaClave } from '../dataProvider/claveDeEnvio';
const unaVez = (clave: string) => ({ 'Idempotency-Key': clave });

/** `GET admin/acopios/entregas/lotes/{cycleId}`: the cycle's lots with what each holds. */
export const lotesDelCiclo = (idCiclo: number): Promise<Lote[]> =>
  httpJson<RespuestaLotes>(`admin/acopios/entregas/lotes/${idCiclo}`).then((r) => r.data);

/** `GET lotes_info/{id}`: a lot, its deliveries and the ones past their producer's harvest estimate. */
export const infoLote = (id: number): Promise<InfoLote> => httpJson<{ data: InfoLote }>(`lotes_info/${id}`).then((r) => r.data);

export const crearLote = (cuerpo: CuerpoLote) => httpJson<RespuestaLote>('lotes', { method: 'POST', body: cuerpo, avisar: false });
export const editarLote = (uuid: string, cuerpo: CuerpoEditarLote) =>
  httpJson<RespuestaLote>(`lotes/${encodeURIComponent(uuid)}`, { method: 'PUT', body: cuerpo, avisar: false });
export const cambiarEstadoLote = (uuid: string, cuerpo: CuerpoEstadoLote) =>
  httpJson<{ success: 1; message: string; data: Lote }>(`admin/acopios/lotes/cambia_estado_lote/${encodeURIComponent(uuid)}`, {
    method: 'PUT',
    body: cuerpo,
    avisar: false,
  });
export const borrarLote = (id: number) => httpJson<RespuestaEliminado>(`admin/acopios/lotes/${id}`, { method: 'DELETE', avisar: false });

/** `POST lotes_asignacion`, once per key. */
export const asignarLote = (cuerpo: CuerpoAsignarLote, clave: string) =>
  httpJson<RespuestaCambioEntregas>('lotes_asignacion', { method: 'POST', body: cuerpo, avisar: false, cabeceras: unaVez(clave) });

/** `POST admin/acopios/recoleccion_acopios_batch`: a state with its folio, once per key. */
export const asignarFolio = (cuerpo: CuerpoAsignarFolio, clave: string) =>
  httpJson<RespuestaCambioEntregas>('admin/acopios/recoleccion_acopios_batch', {
    method: 'POST',
    body: cuerpo,
    avisar: false,
    cabeceras: unaVez(clave),
  });

/** `POST cambiar_estado`: a state and its date, once per key. */
export const cambiarEstado = (cuerpo: CuerpoCambiarEstado, clave: string) =>
  httpJson<RespuestaCambioEntregas>('cambiar_estado', { method: 'POST', body: cuerpo, avisar: false, cabeceras: unaVez(clave) });

/** `DELETE admin/acopios/entregas/{acopio_uuid}`: success when the answer has success = 1 (R119). */
export const borrarEntrega = (uuid: string) =>
  httpJson<RespuestaEliminado>(`admin/acopios/entregas/${encodeURIComponent(uuid)}`, { method: 'DELETE', avisar: false });

/**
 * `POST admin/acopios/entregas/anular/{uuid}` (issue 22 item 4): voids a delivery with payments, with the reason and
 * the version the list showed; once per key (the dialog makes it when it opens).
 */
export const anularEntrega = (uuid: string, cuerpo: CuerpoAnularEntrega, clave: string) =>
  httpJson<RespuestaAnulada>(`admin/acopios/entregas/anular/${encodeURIComponent(uuid)}`, {
    method: 'POST',
    body: cuerpo,
    avisar: false,
    cabeceras: unaVez(clave),
  });

/** `POST recoleccion_acopios_estatus_search`: the folios of state 1 in a cycle, newest first (the state form's select). */
export const foliosDelCiclo = (idCiclo: number): Promise<FilaEstadoEntrega[]> =>
  httpJson<RespuestaBusqueda<FilaEstadoEntrega>>('recoleccion_acopios_estatus_search', {
    method: 'POST',
    body: {
      filters: [
        { column: 'id_ciclo', operator: '=', value: idCiclo },
        { column: 'tipo_estado', operator: '=', value: 1 },
      ],
      per_page: 100,
    },
  }).then((r) => r.data);

/** Deliveries and kg of a cycle in one state (null: sin asignar), from the list's own search and its totals. */
export async function conteoEstado(idCiclo: number, estatus: number | null): Promise<{ entregas: number; kg: number }> {
  const r = await httpJson<RespuestaBusqueda<unknown> & { totales?: Record<string, number> }>('entregas_por_productor_search', {
    method: 'POST',
    body: {
      filters: [
        { column: 'id_ciclo', operator: '=', value: idCiclo },
        estatus === null
          ? { column: 'id_estatus_entrega', operator: 'is null' }
          : { column: 'id_estatus_entrega', operator: '=', value: estatus },
      ],
      per_page: 10,
      totales: true,
    },
  });
  return { entregas: r.total, kg: r.totales?.peso_neto ?? 0 };
}

/** Deliveries as the lot and state panels take them: uuids for lots and state changes, ids for the folio assignment. */
export interface EntregasElegidas {
  uuids: string[];
  ids: number[];
}

/** What the list's «Seleccionar las N entregas del filtro» says when the population moved while it was read. */
export const MENSAJE_FILTRO_CAMBIO =
  'Las entregas del filtro cambiaron mientras se reunían (alguien registró o borró una). Vuelva a seleccionarlas.';

/**
 * Every delivery of the deliveries list's filter, read through the list's own search (`entregas_por_productor_search`,
 * the same filters and sort as the list) in pages of the engine's largest size. The caller checks the population
 * fits one submission (`MAXIMO_ENTREGAS_POR_ENVIO`) before asking. The population may move while its pages are read
 * (a delivery registered or deleted shifts the pages): then this throws `MENSAJE_FILTRO_CAMBIO` rather than answer
 * a set that is not the filter's.
 * @example entregasDelFiltro({ id_ciclo: 2, fecha_acopio: '2026-11-02' }, { field: 'fecha_acopio', order: 'DESC' })
 */
export async function entregasDelFiltro(filtro: Record<string, unknown>, orden: SortPayload): Promise<EntregasElegidas> {
  const porPagina = Math.max(...TAMANOS_PAGINA);
  const filas = new Map<string, number>();
  let total = 0;
  for (let pagina = 1; pagina === 1 || (pagina - 1) * porPagina < total; pagina++) {
    const r = await httpJson<RespuestaBusqueda<FilaEntregaListado>>('entregas_por_productor_search', {
      method: 'POST',
      body: cuerpoBusqueda({ filter: filtro, sort: orden, pagination: { page: pagina, perPage: porPagina } }),
    });
    if (pagina > 1 && r.total !== total) throw new Error(MENSAJE_FILTRO_CAMBIO);
    total = r.total;
    for (const f of r.data) filas.set(f.acopio_uuid, f.id_acopio);
  }
  if (filas.size !== total) throw new Error(MENSAJE_FILTRO_CAMBIO);
  return { uuids: [...filas.keys()], ids: [...filas.values()] };
}

/** Path of a lot's TRACES file (its producers' plots), for BotonDescarga. */
/** `GET xls/lotes/{uuid del ciclo}`: the lots table's Excel, with the importer's DDS references (issue 23). */
export const rutaExcelLotes = (uuidCiclo: string) => `xls/lotes/${encodeURIComponent(uuidCiclo)}`;

export const rutaTracesLote = (uuid: string) => `admin/acopios/lotes/traces/${encodeURIComponent(uuid)}`;

/** `GET admin/acopios/lotes/traces_revision/{uuid}`: what the lot's TRACES file carries and what it leaves out. */
export const revisionTracesLote = (uuid: string): Promise<RevisionTraces> =>
  httpJson<{ data: RevisionTraces }>(`admin/acopios/lotes/traces_revision/${encodeURIComponent(uuid)}`).then((r) => r.data);
