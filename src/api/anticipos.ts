import { httpJson } from '../dataProvider/httpClient';
import type { RespuestaBusqueda } from '@domain/contrato/busqueda';
import type { FilaCuenta } from '@domain/contrato/cuentas';
import type {
  CuerpoAbono,
  CuerpoAnticipo,
  CuerpoEdicionAnticipo,
  DetalleAnticipo,
  FilaAnticipo,
  FilaAnticiposProductor,
  RespuestaAbono,
  RespuestaAnticipoEliminado,
  RespuestaAnticipoGuardado,
} from '@domain/contrato/anticipos';

/**
 * Pre-harvest credit's calls (spec 002 §7 'Advances'; issue 25): the only place on the client that spells them. Writes
 * that move money carry the `Idempotency-Key` their form made when it opened (`nuevaClave`).
 */
export { claveDeEnvio as nuevaClave } from '../dataProvider/claveDeEnvio';
const unaVez = (clave: string) => ({ 'Idempotency-Key': clave });
const delCiclo = (idCiclo: number) => [{ column: 'id_ciclo', operator: '=', value: idCiclo }];

/** The sums the two lists answer with `totales: true` (anticipos.resource.ts). */
type TotalesAnticipos =
  'cantidad_anticipo' | 'total' | 'total_interes' | 'total_anticipos_recuperados' | 'total_comisiones' | 'total_saldo';

/** `POST anticipos_search`: the cycle's advances (at most 100 a page), newest first, with the totals. */
export const anticiposDelCiclo = (idCiclo: number, pagina = 1, totales = true) =>
  httpJson<RespuestaBusqueda<FilaAnticipo, TotalesAnticipos>>('anticipos_search', {
    method: 'POST',
    avisar: false,
    body: { filters: delCiclo(idCiclo), page: pagina, per_page: 100, totales },
  });

/** `POST anticipos_por_productor_search`: one row per producer with advances in the cycle. */
export const anticiposPorProductor = (idCiclo: number, pagina = 1, totales = true) =>
  httpJson<RespuestaBusqueda<FilaAnticiposProductor>>('anticipos_por_productor_search', {
    method: 'POST',
    avisar: false,
    body: { filters: delCiclo(idCiclo), page: pagina, per_page: 100, totales },
  });

/**
 * Every row of a cycle's list, a page of 100 at a time (the search's largest), four pages in flight: the Excel lists
 * all of the filter, not the page on screen. The first page says how many there are.
 */
export async function todasLasPaginas<T>(leer: (pagina: number) => Promise<RespuestaBusqueda<T>>): Promise<T[]> {
  const primera = await leer(1);
  const paginas = Math.ceil(primera.total / 100);
  const resto: T[][] = [];
  for (let desde = 2; desde <= paginas; desde += 4) {
    const tanda = [];
    for (let p = desde; p < desde + 4 && p <= paginas; p++) tanda.push(leer(p).then((r) => r.data));
    resto.push(...(await Promise.all(tanda)));
  }
  return [...primera.data, ...resto.flat()];
}

/** The cycle's advances, all of them, in the list's order (the 'Por {label}' Excel, which sums its own rows). */
export const todosLosAnticipos = (idCiclo: number) => todasLasPaginas((p) => anticiposDelCiclo(idCiclo, p, false));

/** The cycle's producers with advances, all of them (the 'Por productor' Excel). */
export const todosPorProductor = (idCiclo: number) => todasLasPaginas((p) => anticiposPorProductor(idCiclo, p, false));

/** `GET anticipos/{id}`: the advance with its repayments (voided ones too). */
export const detalleAnticipo = (id: number) =>
  httpJson<{ data: DetalleAnticipo }>(`anticipos/${id}`, { avisar: false }).then((r) => r.data);

/** `POST cuentas_search`: confirmed member accounts of the cycle whose name or key contains `texto` (the advance form's select). */
export const cuentasParaAnticipo = (idCiclo: number, texto: string) =>
  httpJson<RespuestaBusqueda<FilaCuenta>>('cuentas_search', {
    method: 'POST',
    avisar: false,
    body: {
      filters: [
        ...delCiclo(idCiclo),
        { column: 'confirmado', operator: '=', value: 1 },
        { column: 'pertenece_cooperativa', operator: '=', value: 1 },
        ...(texto.trim() ? [{ column: 'q', operator: 'like', value: texto.trim() }] : []),
      ],
      sorts: [{ column: 'nombre', sort: 'asc' }],
      per_page: 20,
    },
  }).then((r) => r.data ?? []);

export const prestar = (cuerpo: CuerpoAnticipo, clave: string) =>
  httpJson<RespuestaAnticipoGuardado>('anticipos/storeweb', { method: 'POST', body: cuerpo, avisar: false, cabeceras: unaVez(clave) });

export const editarAnticipo = (id: number, cuerpo: CuerpoEdicionAnticipo) =>
  httpJson<RespuestaAnticipoGuardado>(`anticipos/${id}`, { method: 'PUT', body: cuerpo, avisar: false });

export const eliminarAnticipo = (uuid: string) =>
  httpJson<RespuestaAnticipoEliminado>(`anticipos/${encodeURIComponent(uuid)}`, { method: 'DELETE', avisar: false });

export const abonar = (cuerpo: CuerpoAbono, clave: string) =>
  httpJson<RespuestaAbono>('anticipos_pagos', { method: 'POST', body: cuerpo, avisar: false, cabeceras: unaVez(clave) });

export const anularAbono = (uuid: string, motivo: string, clave: string) =>
  httpJson<RespuestaAbono>(`anticipos_pagos/anular/${encodeURIComponent(uuid)}`, {
    method: 'POST',
    body: { motivo },
    avisar: false,
    cabeceras: unaVez(clave),
  });

/** `POST anticipos_search` by producer: every advance of the producer, in every cycle (their profile). */
export const anticiposDelProductor = (productorUuid: string) =>
  httpJson<RespuestaBusqueda<FilaAnticipo>>('anticipos_search', {
    method: 'POST',
    avisar: false,
    body: { filters: [{ column: 'productor_uuid', operator: '=', value: productorUuid }], per_page: 100 },
  }).then((r) => r.data ?? []);

/** The advance's receipt with its promissory note (PDF), by the advance's uuid. */
export const rutaReciboAnticipo = (uuidAnticipo: string): string => `recibos/anticipo/descargar/${encodeURIComponent(uuidAnticipo)}`;

/** The producer's account statement of a cycle (PDF): the cycle's and the producer's uuids. */
export const rutaEstadoCuenta = (uuidCiclo: string, uuidProductor: string): string =>
  `recibos/cuentas/anticipos/${encodeURIComponent(uuidCiclo)}/${encodeURIComponent(uuidProductor)}`;
