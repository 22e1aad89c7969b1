import { httpJson } from '../dataProvider/httpClient';
import type { FiltroGeolocalizacion } from '@domain/parcelas/parcela';
import type { Filtro } from '@domain/contrato/busqueda';
import type { OpcionEliminarCroquis } from '@domain/poligono/eliminar-croquis';
import type {
  AlertaGuardada,
  CapturaCroquis,
  Colindancias,
  CuerpoCrearParcelas,
  CuerpoGuardarCroquis,
  FilaActividad,
  FilaGeneroParcelas,
  FilaPlantasTipo,
  PerfilParcela,
  RespuestaAlertas,
  RespuestaAltitudes,
  RespuestaCambioCroquis,
  RespuestaCaptura,
  RespuestaCrearParcelas,
  RespuestaParcelasProductor,
  RespuestaVecinos,
  TotalesTableroParcelas,
  VecinoParcela,
} from '@domain/contrato/parcelas';

/**
 * The plots area's calls outside the dataProvider's list (spec 001 §7 'Plots'): the profile and its sketch, the
 * sketch changes, adding plots, the plots dashboard's figures and the file paths. The only place on the client
 * that spells these paths; the types are the server's contract (domain/contrato/parcelas.ts).
 */
const conUuid = (base: string, uuid: string) => `${base}/${encodeURIComponent(uuid)}`;

/** `GET parcela_profile/{uuid}`. `avisar: false` keeps a 403/404 from leaving the page (the caller decides). */
export const leerPerfilParcela = (uuid: string, { avisar }: { avisar?: boolean } = {}) =>
  httpJson<{ data: PerfilParcela }>(conUuid('parcela_profile', uuid), { avisar }).then((r) => r.data);

/** `GET parcelas_colindancias/{uuid}`: the neighbour recorded on each side (null: no data). */
export const leerColindancias = (uuid: string): Promise<Colindancias> =>
  httpJson<{ data: Colindancias }>(conUuid('parcelas_colindancias', uuid), { avisar: false }).then((r) => r.data);

/** `GET parcelas_alertas/{uuid}`: the stored alerts, errors first. */
export const leerAlertas = (uuid: string): Promise<AlertaGuardada[]> =>
  httpJson<RespuestaAlertas>(conUuid('parcelas_alertas', uuid), { avisar: false }).then((r) => r.data);

/** `GET parcelas_croquis_intersecciones/{uuid}`: plots of the same cooperative and cycle around this one (the editor's check). */
export const leerVecinos = (uuid: string): Promise<VecinoParcela[]> =>
  httpJson<RespuestaVecinos>(conUuid('parcelas_croquis_intersecciones', uuid), { avisar: false }).then((r) => r.data);

/** `GET parcelas_croquis_captura/{uuid}`: the field sketch's image (an `archivos` uuid), or null when it has none. */
export const leerCaptura = (uuid: string): Promise<CapturaCroquis> =>
  httpJson<RespuestaCaptura>(conUuid('parcelas_croquis_captura', uuid), { avisar: false }).then((r) => r.data);

/** Path of `GET parcela_geojson/{uuid}` for the download button ('Descargar polígono'). */
export const rutaGeojsonParcela = (uuid: string) => conUuid('parcela_geojson', uuid);

/**
 * `POST update_croquis` {uuid, croquis: the boundary's points in drawing order, version: the plot's as the editor
 * loaded it}; the server closes the ring and checks it; a sketch changed meanwhile is a 409.
 */
export const guardarCroquis = (uuid: string, puntos: readonly { lat: number; lng: number }[], version?: number) =>
  httpJson<RespuestaCambioCroquis>('update_croquis', {
    method: 'POST',
    avisar: false,
    body: { uuid, croquis: puntos.map(({ lat, lng }) => ({ lat, lng })), version } satisfies CuerpoGuardarCroquis,
  });

/** `POST kml_import` (multipart: `uuid` and the file): the sketch of a KML, checked like a drawn one. */
export function importarKml(uuid: string, archivo: File): Promise<RespuestaCambioCroquis> {
  const datos = new FormData();
  datos.append('uuid', uuid);
  datos.append('kml', archivo);
  return httpJson<RespuestaCambioCroquis>('kml_import', { method: 'POST', body: datos, avisar: false });
}

/**
 * `DELETE eliminarultimocroquis/{uuid}` or `DELETE eliminarcroquis/{uuid}`: the option's own call, matched to it by
 * name in domain/poligono/eliminar-croquis.ts (R074).
 */
export const eliminarCroquis = (llamada: NonNullable<OpcionEliminarCroquis['llamada']>, uuid: string) =>
  httpJson<RespuestaCambioCroquis>(llamada(uuid), { method: 'DELETE', avisar: false });

/** `POST parcelas_altitudes/{uuid}`: 'Calcular altitudes' (the server asks the elevation service and stores them). */
export const calcularAltitudes = (uuid: string) =>
  httpJson<RespuestaAltitudes>(conUuid('parcelas_altitudes', uuid), { method: 'POST', avisar: false, servicioExterno: true });

/** `POST admin/acopios/crear_parcela`: the plots of the form, saved together (one bad plot, none is saved). */
export const crearParcelas = (cuerpo: CuerpoCrearParcelas) =>
  httpJson<RespuestaCrearParcelas>('admin/acopios/crear_parcela', { method: 'POST', avisar: false, body: cuerpo });

/** `GET parcelas_por_productor/{uuid}?id_ciclo=`: the producer profile's plots table, removed ones outside the totals (R050). */
export const parcelasDelProductor = (uuid: string, idCiclo: number) =>
  httpJson<RespuestaParcelasProductor>(`${conUuid('parcelas_por_productor', uuid)}?id_ciclo=${idCiclo}`, { avisar: false });

/**
 * Path of `GET xls/parcelas/{uuid}` (docs/api.md): the Excel of the list as shown — cycle, geoFilter, the search
 * text and the column sort.
 * @example rutaExcelParcelas('c1', 2, 'jose', { field: 'superficie', order: 'DESC' }) // 'xls/parcelas/c1?geoFilter=2&q=jose&sort=superficie&order=desc'
 */
export function rutaExcelParcelas(
  uuidCiclo: string,
  geo: FiltroGeolocalizacion | null,
  q: string,
  orden?: { field: string; order: string },
): string {
  const params = new URLSearchParams();
  if (geo) params.set('geoFilter', String(geo));
  if (q.trim()) params.set('q', q.trim());
  if (orden?.field && orden.field !== 'id') {
    params.set('sort', orden.field === 'id_num' ? 'id' : orden.field);
    params.set('order', orden.order === 'DESC' ? 'desc' : 'asc');
  }
  const s = params.toString();
  return `${conUuid('xls/parcelas', uuidCiclo)}${s ? `?${s}` : ''}`;
}

// ——— The plots dashboard (001 §2.2, §7): each a figure call filtered by the cycle ———

/** `extra`: the dashboards' filter panel (domain/tableros/filtros.ts filtrosDelPanel). */
const cifra = <T>(ruta: string, idCiclo: number, extra: readonly Filtro[] = []) =>
  httpJson<{ data: T[] }>(`${ruta}_search`, {
    method: 'POST',
    avisar: false,
    body: { filters: [{ column: 'id_ciclo', operator: '=', value: idCiclo }, ...extra] },
  }).then((r) => r.data);

/** The counters: plots with a form, their crop hectares and the average (2 decimals, from the server). */
export async function leerTotalesTablero(idCiclo: number, extra: readonly Filtro[] = []): Promise<TotalesTableroParcelas> {
  const [f] = await cifra<TotalesTableroParcelas>('dashboards/parcelas/totales', idCiclo, extra);
  if (!f) throw new Error('El servidor no devolvió los totales');
  return f;
}
export const leerPlantasTablero = (idCiclo: number, extra: readonly Filtro[] = []) =>
  cifra<FilaPlantasTipo>('dashboards/parcelas/plantas', idCiclo, extra);
export const leerOtrasTablero = (idCiclo: number, extra: readonly Filtro[] = []) =>
  cifra<FilaActividad>('dashboards/parcelas/otras', idCiclo, extra);
export const leerGeneroTablero = (idCiclo: number, extra: readonly Filtro[] = []) =>
  cifra<FilaGeneroParcelas>('dashboard/avances/productores_majomut_genero', idCiclo, extra);
