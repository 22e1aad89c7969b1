import type { FiltroGeolocalizacion as Filtro } from '@domain/parcela';

/**
 * API path of the plot Excel (docs/api.md 'GET xls/parcelas/{uuid}'): the list as shown — cycle, geoFilter, the
 * search text and the column sort.
 * @example rutaExcelParcelas('c1', 2, 'jose', { field: 'superficie', order: 'DESC' }) // 'xls/parcelas/c1?geoFilter=2&q=jose&sort=superficie&order=desc'
 */
export function rutaExcelParcelas(uuidCiclo: string, geo: Filtro | null, q: string, orden?: { field: string; order: string }): string {
  const params = new URLSearchParams();
  if (geo) params.set('geoFilter', String(geo));
  if (q.trim()) params.set('q', q.trim());
  if (orden?.field && orden.field !== 'id') {
    params.set('sort', orden.field === 'id_num' ? 'id' : orden.field);
    params.set('order', orden.order === 'DESC' ? 'desc' : 'asc');
  }
  const s = params.toString();
  return `xls/parcelas/${encodeURIComponent(uuidCiclo)}${s ? `?${s}` : ''}`;
}
