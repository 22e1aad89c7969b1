import { httpJson } from '../dataProvider/httpClient';
import type { Orden } from '@domain/contrato/busqueda';
import type {
  CuerpoEdicionPadron,
  OpcionCatalogo,
  RespuestaCatalogoPadron,
  RespuestaEdicionPadron,
  RespuestaPadronCompleto,
  RespuestaParcelasPadron,
} from '@domain/contrato/padron-completo';
import type { CatalogoEdicion } from '@domain/padron/edicion';
import { localidadesDeMunicipio, municipiosDeCooperativa, regiones } from './catalogos';

/**
 * The complete register (spec 001 §7 'Registry'): the only place on the client that spells its paths. Types are
 * the server's contract (domain/contrato/padron-completo.ts).
 */

export interface ConsultaPadron {
  idCiclo: number;
  q?: string;
  pagina: number;
  porPagina: number;
  orden?: Orden;
  totales?: boolean;
}

/** `POST tx_padron_completo_search`: a page of the cycle's register and, when asked, its totals. */
export const buscarPadronCompleto = ({ idCiclo, q, pagina, porPagina, orden, totales }: ConsultaPadron) =>
  httpJson<RespuestaPadronCompleto>('tx_padron_completo_search', {
    method: 'POST',
    body: {
      filters: [
        { column: 'id_ciclo', operator: '=', value: idCiclo },
        ...(q?.trim() ? [{ column: 'q', operator: 'like', value: q.trim() }] : []),
      ],
      ...(orden ? { sorts: [orden] } : {}),
      page: pagina,
      per_page: porPagina,
      ...(totales ? { totales: true } : {}),
    },
  });

/** `POST admin/sic/padron_edit/{column}`: the 422 and 409 come back as HttpErrors with the server's messages. */
export const editarCeldaPadron = (columna: string, cuerpo: CuerpoEdicionPadron) =>
  httpJson<RespuestaEdicionPadron>(`admin/sic/padron_edit/${encodeURIComponent(columna)}`, { method: 'POST', body: cuerpo, avisar: false });

/** `GET tx_parcelas_productor_padron/{cycle}?id_cuenta=`: the account's plots for the parcels modal. */
export const parcelasDelPadron = (idCiclo: number, idCuenta: number) =>
  httpJson<RespuestaParcelasPadron>(`tx_parcelas_productor_padron/${idCiclo}?id_cuenta=${idCuenta}`, { avisar: false }).then((r) => r.data);

/** Paths of the two Excel templates (PADRON_COMPLETO_EXPORTAR), with the search box's text. */
export const rutaExcelPadronCompleto = (idCiclo: number, apodip: boolean, q?: string) =>
  `xls/${apodip ? 'padron_completo_apodip' : 'padron_completo'}/${idCiclo}${q?.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`;

/** `GET pdf/padron/{uuid del productor}?id_ciclo=`: the producer's registry sheet (PDF), for the grid and the profile. */
export const rutaHojaPadron = (uuidProductor: string, idCiclo: number) =>
  `pdf/padron/${encodeURIComponent(uuidProductor)}?id_ciclo=${idCiclo}`;

const lista = (ruta: string) => httpJson<RespuestaCatalogoPadron>(ruta, { avisar: false }).then((r) => r.data ?? []);

/** The options of a catalogue cell's select (001 §7 'catalogues'). */
export function opcionesCatalogo(catalogo: CatalogoEdicion): Promise<OpcionCatalogo[]> {
  switch (catalogo) {
    case 'generos':
      return lista('admin/sic/catalog/generos');
    case 'niveles_riesgo':
      return lista('admin/sic/catalog/niveles_riesgo');
    case 'tenencia':
      return lista('admin/sic/catalog/tenencia');
    case 'si_no':
      return lista('admin/sic/catalog/si_no');
    case 'regiones':
      return regiones();
    case 'inspectores':
      return httpJson<{ data: OpcionCatalogo[] }>('admin/sic/inspectores_search', {
        method: 'POST',
        avisar: false,
        body: { filters: [{ column: 'activo', operator: '=', value: true }], per_page: 100 },
      }).then((r) => r.data ?? []);
  }
}

/** The locality cell's two selects: the cooperative's municipalities, then that municipality's localities. */
export const municipiosPadron = municipiosDeCooperativa;
export const localidadesPadron = localidadesDeMunicipio;
