import { httpJson } from '../dataProvider/httpClient';
import type { Localidad } from '@domain/contrato/catalogos';
import type {
  CuerpoAnalisisCalidad,
  CuerpoEdicionFisico,
  CuerpoEdicionSensorial,
  CuerpoSensorial,
  FichaFisico,
  FichaSensorial,
  OpcionCalidad,
  QueryListaCalidad,
  RespuestaAltitud,
  RespuestaFichaFisico,
  RespuestaFichaSensorial,
  RespuestaIdsAnalisis,
  RespuestaListaCalidad,
  RespuestaParcelasCalidad,
  RespuestaRegionesLote,
  RespuestaTotalProductores,
  RespuestaVariedades,
  RespuestaZarandasFisico,
  TipoManchaCatalogo,
  ZarandaCatalogo,
  ZarandaGuardada,
} from '@domain/contrato/calidad';

/**
 * The quality area's calls (spec 002 §7 'Quality'; issue 26): the only place on the client that spells the
 * /api/calidad… paths. Weights, percentages and scores travel ×100 (see domain/contrato/calidad.ts). The producer,
 * delivery, municipality and locality lookups of the selection screen reuse the existing calls (src/api/acopio.ts
 * `cuentas_search`, src/api/cuentas.ts `entregas_por_productor_search`, src/api/catalogos.ts
 * `cooperativas_municipios`); `localidades_mununicipio/{id}` is spelled here as the spec writes it.
 */
const uuidEn = (base: string, uuid: string, cola = '') => `${base}/${encodeURIComponent(uuid)}${cola}`;
const primero = <T>(r: { data: T[] }): T | null => r.data[0] ?? null;

/** The list's search text as the server takes it (Q_CALIDAD): a bare number is a folio; under two letters, no search. */
export function textoBusquedaCalidad(q: string | undefined): string | undefined {
  const t = q?.trim() ?? '';
  if (/^\d{1,9}$/.test(t)) return `CAL-${t}`;
  return (t.match(/\p{L}/gu)?.length ?? 0) >= 2 ? t.slice(0, 100) : undefined;
}

/** Query string of the list and the Excel: only the fields given. */
export function consultaCalidad(q: Partial<QueryListaCalidad>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...q, q: textoBusquedaCalidad(q.q) }))
    if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}

// ── the list ──────────────────────────────────────────────────────────────────────────────────────────────────
/** `GET calidad/analisis?page&per_page&q&id_ciclo&tipo_analisis&id_lote&uuid_productor`: a page of analyses, newest first. */
export const listaCalidad = (q: Partial<QueryListaCalidad> = {}) =>
  httpJson<RespuestaListaCalidad>(`calidad/analisis${consultaCalidad(q)}`, { avisar: false });

/** Path of 'Descargar Excel' (`Listado_Calidad_{timestamp}.xlsx`) for BotonDescarga / httpDescarga. */
export const rutaExcelCalidad = (q: Omit<Partial<QueryListaCalidad>, 'page' | 'per_page'> = {}) =>
  `calidad/analisis/excel${consultaCalidad(q)}`;
/** Path of the sample's receipt PDF (the folio's link): by the analysis uuid. */
export const rutaReciboCalidad = (uuidAnalisis: string) => uuidEn('calidad/analisis/recibo/descargar', uuidAnalisis);
/** Path of the physical info's 'Exportar PDF' (80 mm × 50 mm). */
export const rutaPdfFisico = (uuidFisico: string) => uuidEn('calidad/analisis/fisico', uuidFisico, '/pdf');
/** Path of the sensory info's 'Exportar PDF' (80 mm × 50 mm). */
export const rutaPdfSensorial = (uuidSensorial: string) => uuidEn('calidad/analisis/sensorial', uuidSensorial, '/pdf');

// ── the physical analysis ─────────────────────────────────────────────────────────────────────────────────────
/** `POST calidad/analisis`: the selection and physical form in one save; answers the three ids (R123). */
export const crearAnalisis = (d: CuerpoAnalisisCalidad) =>
  httpJson<RespuestaIdsAnalisis>('calidad/analisis', { method: 'POST', avisar: false, body: d });

/** `PUT calidad/analisis/fisico/{uuid}`: with the version loaded (409 when stale); sieves/defects with eliminar = 1 go. */
export const editarFisico = (uuidFisico: string, d: CuerpoEdicionFisico) =>
  httpJson<RespuestaIdsAnalisis>(uuidEn('calidad/analisis/fisico', uuidFisico), { method: 'PUT', avisar: false, body: d });

/** `GET calidad/analisis/fisico/{uuid}`: the stored physical analysis, its selection and the server's derived values. */
export const fichaFisico = (uuidFisico: string): Promise<FichaFisico> =>
  httpJson<RespuestaFichaFisico>(uuidEn('calidad/analisis/fisico', uuidFisico), { avisar: false }).then((r) => r.data);

/** `GET calidad/analisis/fisico/{uuid}/zarandas`: its sieves in order, each with its primary and secondary defects. */
export const zarandasFisico = (uuidFisico: string): Promise<ZarandaGuardada[]> =>
  httpJson<RespuestaZarandasFisico>(uuidEn('calidad/analisis/fisico', uuidFisico, '/zarandas'), { avisar: false }).then((r) => r.data);

// ── the cupping ───────────────────────────────────────────────────────────────────────────────────────────────
/** `POST calidad/analisis/sensorial`: the cupping of an analysis (its uuid); answers the three ids. */
export const crearSensorial = (d: CuerpoSensorial) =>
  httpJson<RespuestaIdsAnalisis>('calidad/analisis/sensorial', { method: 'POST', avisar: false, body: d });

/** `PUT calidad/analisis/sensorial/{uuid}`: with the version loaded (409 when stale). */
export const editarSensorial = (uuidSensorial: string, d: CuerpoEdicionSensorial) =>
  httpJson<RespuestaIdsAnalisis>(uuidEn('calidad/analisis/sensorial', uuidSensorial), { method: 'PUT', avisar: false, body: d });

/** `GET calidad/analisis/sensorial/{uuid}`: an array, the first item used (the spec's shape). */
export const fichaSensorial = (uuidSensorial: string): Promise<FichaSensorial | null> =>
  httpJson<RespuestaFichaSensorial>(uuidEn('calidad/analisis/sensorial', uuidSensorial), { avisar: false }).then(primero);

// ── catalogues ────────────────────────────────────────────────────────────────────────────────────────────────
const catalogo = <T>(nombre: string) => httpJson<{ data: T[] }>(`calidad/catalogos/${nombre}`, { avisar: false }).then((r) => r.data);
export const tiposProceso = () => catalogo<OpcionCalidad>('tipo_procesos');
export const coloresMuestra = () => catalogo<OpcionCalidad>('color_muestras');
export const zarandasCatalogo = () => catalogo<ZarandaCatalogo>('zarandas');
/** 1 primary, 2 secondary. */
export const tiposMancha = (categoria: 1 | 2) => catalogo<TipoManchaCatalogo>(`tipo_manchas/${categoria}`);

// ── summary cards of the selection ────────────────────────────────────────────────────────────────────────────
const lista = (ids: readonly number[]) => ids.join(',');
const info = <T extends { data: unknown[] }>(ruta: string) => httpJson<T>(`calidad/info/${ruta}`, { avisar: false }).then(primero);

/** Region (localities of one municipality): producers with plots there, their varieties and altitude. */
export const totalProductoresRegion = (localidades: readonly number[]) =>
  info<RespuestaTotalProductores>(`region/productores/totales/${lista(localidades)}`);
export const variedadesRegion = (localidades: readonly number[]) =>
  info<RespuestaVariedades>(`region/parcelas/variedades/${lista(localidades)}`);
export const altitudRegion = (localidades: readonly number[]) => info<RespuestaAltitud>(`region/parcelas/altitud/${lista(localidades)}`);

/** Lot: producers with deliveries in it, their localities, their plots' varieties and altitude. */
export const totalProductoresLote = (idLote: number) => info<RespuestaTotalProductores>(`lote/productores/totales/${idLote}`);
export const regionesLote = (idLote: number) => info<RespuestaRegionesLote>(`lote/productores/regiones/${idLote}`);
export const variedadesLote = (idLote: number) => info<RespuestaVariedades>(`lote/parcelas/variedades/${idLote}`);
export const altitudLote = (idLote: number) => info<RespuestaAltitud>(`lote/parcelas/altitud/${idLote}`);

/** `GET parcelas_por_productor_ciclo/{idCuenta}`: the producer card's plots (that account's cycle). */
export const parcelasCalidad = (idCuenta: number) =>
  httpJson<RespuestaParcelasCalidad>(`parcelas_por_productor_ciclo/${idCuenta}`, { avisar: false }).then((r) => r.data);

/** `GET localidades_mununicipio/{idMunicipio}` (spelled as the spec writes it): the municipality's localities. */
export const localidadesMunicipioCalidad = (idMunicipio: number) =>
  httpJson<{ data: Localidad[] }>(`localidades_mununicipio/${idMunicipio}`, {
    avisar: false,
  }).then((r) => r.data);

// ── 'The result travels' (issue 26): the lot page's and the producer profile's analyses ─────────────────────────────
/** A lot's analyses, newest first (the lots list also carries the latest one as `calidad`). */
export const analisisDelLote = (idLote: number, pagina = 1, porPagina: QueryListaCalidad['per_page'] = '20') =>
  listaCalidad({ id_lote: String(idLote), page: String(pagina), per_page: porPagina });
/** A producer's analyses in every cycle, newest first (their profile). */
export const analisisDelProductor = (uuidProductor: string, pagina = 1, porPagina: QueryListaCalidad['per_page'] = '20') =>
  listaCalidad({ uuid_productor: uuidProductor, page: String(pagina), per_page: porPagina });
