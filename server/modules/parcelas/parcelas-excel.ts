import type { Consulta } from '../../db/db';
import type { UsuarioAutenticado } from '../../tipos';
import { construirConsulta, type Filtro, type Orden } from '../../search/motor';
import type { ColumnaExcel } from '../../excel/libro';
import { decimal, entero, FORMATO, texto } from '../../excel/columnas';
import { parcelasAll } from './parcelas-listado.resource';
import type { LecturaParcela } from './parcelas.lectura';
import { etiquetasProductor, type ConfiguracionCooperativa } from '@domain/cooperativas/configuracion';
import { etiquetaDeCodigoGeolocalizacion } from '@domain/parcelas/parcelas-listado';
import { textoAlertasFila } from '@domain/poligono/resumen';
import { ETIQUETA_NIVEL, muestraEudr, type NivelRiesgoEudr } from '@domain/eudr/riesgo';
import type { FilaParcela } from '@domain/contrato/parcelas';

/** A row of parcelas_all: the plot's read model (parcelas.lectura.ts), the list's own query. */
export type FilaParcelaListado = LecturaParcela;

/** Rows read per query: the list's own query with a larger page. */
export const FILAS_POR_PAGINA_EXCEL = 1000;

/**
 * The plot list as shown (001 §2.3), a page at a time: the very query of `parcelas_all_search` (its scope,
 * filters, accent-free search and order), so the file is the list. Paged by OFFSET because the list's order
 * (producer name by default, or any column) has no unique key to resume from; a page is one short query, so
 * PGlite's single connection serves others between pages.
 */
export async function* paginasParcelasListado(
  db: Consulta,
  u: UsuarioAutenticado,
  filtros: Filtro[],
  orden: Orden[],
  porPagina = FILAS_POR_PAGINA_EXCEL,
): AsyncGenerator<FilaParcelaListado[]> {
  for (let pagina = 1; ; pagina++) {
    // per_page is the schema's list for requests; the export is the server's own call and reads bigger pages.
    const c = construirConsulta(parcelasAll, u, { filters: filtros, sorts: orden, per_page: porPagina as 10 }, pagina);
    const filas = await db.query<FilaParcelaListado>(c.sql, c.params);
    if (filas.length) yield filas;
    if (filas.length < porPagina) return;
  }
}

/** 'ALERTAS POLÍGONO' as the list shows it ('1 error, 2 advertencias', 'Sin alertas', 'Sin ubicación'). */
const alertas = (f: FilaParcelaListado) => textoAlertasFila(f);

/** RIESGO EUDR as the list's badge reads it (1 Alto, 2 Medio, 3 Bajo; '--' without polygon or result, R067). */
const NIVEL_RIESGO: Record<number, NivelRiesgoEudr> = { 1: 'ALTO', 2: 'MEDIO', 3: 'BAJO' };
const riesgo = (f: FilaParcelaListado) => {
  const nivel = f.riesgo_eudr === null ? undefined : NIVEL_RIESGO[f.riesgo_eudr];
  return nivel ? ETIQUETA_NIVEL[nivel] : '--';
};

/**
 * The list's columns (001 §2.3), headers in the list's words with the cooperative's labels (Apiario/Colmenas for
 * honey); surfaces with 2 decimals. With EUDR on (R058), the list's ÁREAS NATURALES and RIESGO EUDR too (issue 22
 * item 16: the file lacked them).
 */
export function columnasParcelas(cfg: Partial<ConfiguracionCooperativa> | null): ColumnaParcela[] {
  const et = etiquetasProductor(cfg);
  const eudr: ColumnaParcela[] = muestraEudr(cfg ? cfg.usa_eudr : undefined)
    ? [
        { ...entero<FilaParcelaListado>('ÁREAS NATURALES', 12, (f) => f.areas_naturales_count ?? 0), campo: 'areas_naturales_count' },
        { ...texto<FilaParcelaListado>('RIESGO EUDR', 12, riesgo), campo: 'riesgo_eudr' },
      ]
    : [];
  return [
    { ...entero<FilaParcelaListado>('ID', 9, (f) => f.id, { formato: FORMATO.enteroSinMiles }), campo: 'id' },
    { ...texto<FilaParcelaListado>('CLAVE', 12, (f) => f.productor_clave), campo: 'productor_clave' },
    { ...texto<FilaParcelaListado>('PRODUCTOR', 34, (f) => f.cuenta), campo: 'cuenta' },
    { ...texto<FilaParcelaListado>(`NOMBRE ${et.parcela.toLocaleUpperCase('es')}`, 26, (f) => f.nombre), campo: 'nombre' },
    { ...texto<FilaParcelaListado>('GEOLOCALIZADA', 16, (f) => etiquetaDeCodigoGeolocalizacion(f.geo)), campo: 'geolocalizacion' },
    { ...texto<FilaParcelaListado>('MUNICIPIO', 22, (f) => f.municipio), campo: 'municipio' },
    { ...texto<FilaParcelaListado>('COMUNIDAD', 24, (f) => f.localidad), campo: 'localidad' },
    { ...decimal<FilaParcelaListado>('SUPERFICIE (HA)', 14, (f) => f.superficie), campo: 'superficie' },
    { ...entero<FilaParcelaListado>(`TOTAL ${et.plantas.toLocaleUpperCase('es')}`, 14, (f) => f.plantas), campo: 'plantas' },
    { ...decimal<FilaParcelaListado>('ÁREA CALCULADA (HA)', 14, (f) => f.poligono_area), campo: 'poligono_area' },
    { ...texto<FilaParcelaListado>('ALERTAS POLÍGONO', 26, alertas), campo: 'alertas_poligono' },
    ...eudr,
  ];
}

/** A column of the sheet and the list row's column it shows (tests/server/parcelas/lectura-parcelas.test.ts: none is left out unawares). */
type ColumnaParcela = ColumnaExcel<FilaParcelaListado> & { campo?: keyof FilaParcela };

/**
 * The list row's columns the Excel does not show, each with why: keys a spreadsheet has no use for, or what another
 * column already says. A new contract column must be shown or named here (the test fails otherwise).
 */
export const NO_EN_EXCEL: Partial<Record<keyof FilaParcela, string>> = {
  uuid: 'clave interna',
  id_cuenta: 'clave interna',
  cuenta_uuid: 'clave interna',
  id_ciclo: 'el archivo es de un ciclo (su nombre)',
  productor_uuid: 'clave interna',
  geo: 'la columna GEOLOCALIZADA (su etiqueta)',
  id_municipio: 'la columna MUNICIPIO',
  id_localidad: 'la columna COMUNIDAD',
  alertas_error_poligono_count: 'la columna ALERTAS POLÍGONO (errores y advertencias en un texto)',
  centroide_lat: 'no está en el Excel de la especificación (001 §2.3); el mapa los exporta',
  centroide_lng: 'no está en el Excel de la especificación (001 §2.3); el mapa los exporta',
};
