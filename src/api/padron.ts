import { httpJson } from '../dataProvider/httpClient';
import { filtroAltasPendientes } from '@domain/padron/altas';
import type {
  CuerpoAltas,
  CuerpoCancelarAltas,
  CuerpoCancelarBajas,
  CuerpoConfirmarAltas,
  CuerpoConfirmarBajas,
  FilaAlta,
  FilaBaja,
  RespuestaAltas,
  RespuestaDecision,
} from '@domain/contrato/padron';

/**
 * The registry area's calls outside the dataProvider's lists (spec 001 §2.12; 000 §7 'padron_altas'). The only
 * place on the client that spells these paths; the types are the server's contract (domain/contrato/padron.ts).
 */

/** `POST admin/sic/padron_altas` with the cycle and confirmado = 0: every pending request (the bell counts them, R015). */
export const altasPendientes = (idCiclo: number) =>
  httpJson<RespuestaAltas>('admin/sic/padron_altas', {
    method: 'POST',
    body: filtroAltasPendientes(idCiclo) satisfies CuerpoAltas,
    avisar: false,
  });

// ── Registry additions and removals (spec 001 §2.12, §7): the two lists, the four decisions and the Excel paths ──

/** Which list: additions (altas) or removals (bajas); each has its own resource, calls and permissions. */
export type TipoLista = 'alta' | 'baja';

/** One page of Pendientes (confirmado 0) or Historial (1) of a cycle, newest first (`POST admin/sic/padron_<tipo>s_search`). */
export const buscarSolicitudes = <T extends FilaAlta | FilaBaja>(
  tipo: TipoLista,
  d: { idCiclo: number; confirmado: 0 | 1; pagina: number; porPagina: number },
) =>
  httpJson<{ data: T[]; total: number }>(`admin/sic/padron_${tipo}s_search`, {
    method: 'POST',
    body: {
      filters: [
        { column: 'id_ciclo', operator: '=', value: d.idCiclo },
        { column: 'confirmado', operator: '=', value: d.confirmado },
      ],
      sorts: [{ column: d.confirmado === 0 ? 'created_at' : 'atendido_at', sort: 'desc' }],
      page: d.pagina,
      per_page: d.porPagina,
    },
  });

const decidir = (ruta: string, body: unknown) => httpJson<RespuestaDecision>(`admin/sic/${ruta}`, { method: 'POST', body, avisar: false });

/** `POST admin/sic/confirmar_altas` {ids, id_ciclo, padronesSeleccionados}. */
export const confirmarAltas = (b: CuerpoConfirmarAltas) => decidir('confirmar_altas', b);
/** `POST admin/sic/cancelar_altas` {ids, id_ciclo}. */
export const cancelarAltas = (b: CuerpoCancelarAltas) => decidir('cancelar_altas', b);
/** `POST admin/sic/confirmar_bajas` {uuids, id_ciclo, padronesSeleccionados}. */
export const confirmarBajas = (b: CuerpoConfirmarBajas) => decidir('confirmar_bajas', b);
/** `POST admin/sic/cancelar_bajas` {uuids, id_ciclo}. */
export const cancelarBajas = (b: CuerpoCancelarBajas) => decidir('cancelar_bajas', b);

/** `GET xls/padron_altas/{uuid del ciclo}` or `xls/padron_bajas/…`, of the tab shown. */
export const rutaExcelSolicitudes = (tipo: TipoLista, uuidCiclo: string, confirmado: 0 | 1): string =>
  `xls/padron_${tipo}s/${encodeURIComponent(uuidCiclo)}?confirmado=${confirmado}`;
