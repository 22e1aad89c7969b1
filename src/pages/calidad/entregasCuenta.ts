import type { RespuestaBusqueda } from '@domain/contrato/busqueda';
import type { FilaEntregaProductor } from '@domain/contrato/cuentas';
import { httpJson } from '../../dataProvider/httpClient';

/**
 * `POST entregas_por_productor_search` by account and cycle (spec 002 §7 'search entregas_por_productor (id_ciclo,
 * id_cuenta)'): the deliveries a per-delivery sample can stand for. src/api/calidad.ts points at src/api/cuentas.ts,
 * whose call filters by producer across cycles; the quality selection needs the account's deliveries of one cycle, so
 * this screen asks with the two filters the deliveries list already accepts (note 'Missing in the API').
 */
export const entregasDeCuenta = (idCiclo: number, idCuenta: number) =>
  httpJson<RespuestaBusqueda<FilaEntregaProductor & { folio_acopio?: number | string | null }>>('entregas_por_productor_search', {
    method: 'POST',
    avisar: false,
    body: {
      filters: [
        { column: 'id_ciclo', operator: '=', value: idCiclo },
        { column: 'id_cuenta', operator: '=', value: idCuenta },
      ],
      per_page: 100,
    },
  }).then((r) => r.data ?? []);
