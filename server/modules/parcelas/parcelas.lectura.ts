import type { FilaParcela } from '@domain/contrato/parcelas';

/**
 * The plot's read model (issue 24 item 1): the one FROM/JOIN and the one SQL expression of each column of the plot
 * list row's contract (`FilaParcela`), which the list (parcelas-listado.resource.ts), its Excel (parcelas-excel.ts,
 * through the list's own query) and the plot profile (croquis/perfil.repository.ts, route parcela_profile) all
 * select from. The geolocation is the stored code (0011), its label the domain's (`etiquetaDeCodigoGeolocalizacion`)
 * everywhere. A contract column without an expression does not compile.
 */

/**
 * The EUDR risk the list shows (R067): domain/eudr/riesgo.ts `riesgoMostrado` as SQL, so the column can be sorted and
 * filtered in the database — 1 ALTO, 2 MEDIO, 3 BAJO, null without polygon or without any result. A test compares
 * it with the domain rule on every demo plot (tests/server/eudr/listado-eudr.test.ts).
 */
export const RIESGO_EUDR_SQL = `CASE
  WHEN x.poligono IS NULL THEN NULL
  WHEN x.id_riesgo_eudr_user IS NOT NULL THEN CASE x.id_riesgo_eudr_user WHEN 1 THEN 1 WHEN 3 THEN 3 ELSE 2 END
  WHEN x.id_riesgo_eudr_whisp IS NULL THEN NULL
  WHEN x.id_riesgo_eudr_whisp = 1 THEN 1
  WHEN x.id_riesgo_eudr_whisp = 3 AND x.alertas_error_poligono_count = 0 AND x.areas_naturales_count = 0 THEN 3
  ELSE 2 END`;

/** Plots with their account and producer; the plot's place is its producer's locality (as in the map export). */
export const DESDE_PARCELA = `parcelas x
  JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
  JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
  JOIN localidades l ON l.id = p.id_localidad
  JOIN municipios m ON m.id = l.id_municipio`;

/** The contract's label of the stored geolocation code, added to each row in TypeScript, not read from SQL. */
type Etiqueta = 'geolocalizacion';

/** The stored (SQL) columns of the list row. */
export type ColumnaParcela = Exclude<keyof FilaParcela, Etiqueta>;

/** A row of the read model: the contract row's stored columns. */
export type LecturaParcela = Pick<FilaParcela, ColumnaParcela>;

/** The SQL of each column of the list row (001 §2.3 columns, 001 §3 'Plot' names), by the contract's name. */
export const COLUMNAS_PARCELA: Record<ColumnaParcela, string> = {
  id: 'x.id',
  uuid: 'x.uuid',
  nombre: 'x.nombre',
  id_cuenta: 'x.id_cuenta',
  cuenta_uuid: 'c.uuid',
  id_ciclo: 'c.id_ciclo',
  cuenta: 'p.nombre_completo',
  productor_uuid: 'p.uuid',
  productor_clave: 'p.clave_tx',
  geo: 'x.geolocalizacion',
  id_municipio: 'l.id_municipio',
  municipio: 'm.nombre',
  id_localidad: 'p.id_localidad',
  localidad: 'l.nombre',
  superficie: 'x.superficie::float8',
  plantas: 'x.plantas',
  poligono_area: 'x.poligono_area::float8',
  alertas_poligono: 'x.alertas_poligono',
  alertas_error_poligono_count: 'x.alertas_error_poligono_count',
  centroide_lat: 'x.centroide_lat',
  centroide_lng: 'x.centroide_lng',
  areas_naturales_count: 'x.areas_naturales_count',
  riesgo_eudr: `(${RIESGO_EUDR_SQL})`,
};

export const TODAS_LAS_COLUMNAS = Object.keys(COLUMNAS_PARCELA) as ColumnaParcela[];

/** `expr AS nombre, …` of these columns (the whole list row by default), to put after SELECT with `FROM ${DESDE_PARCELA}`. */
export function seleccionParcela(columnas: readonly ColumnaParcela[] = TODAS_LAS_COLUMNAS): string {
  return columnas.map((k) => `${COLUMNAS_PARCELA[k]} AS ${k}`).join(', ');
}
