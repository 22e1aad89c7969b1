import type { FilaCuenta, PerfilCuenta } from '@domain/contrato/cuentas';

/**
 * The producer's read model (issue 24 item 1): the one FROM/JOIN and the one SQL expression of each column of the
 * producers list row's contract (`FilaCuenta`), which the list (cuentas.resource.ts), its Excel
 * (cuentas-excel.repository.ts) and the profile (cuentas.repository.ts `leerPerfil`) all select from. The totals
 * (plots, plants, hectares) are the account's kept ones (`cuentas_recalcular`), never recounted from its plots here.
 * A contract column without an expression does not compile.
 */

/** A column of the list row. */
export type ColumnaProductor = keyof FilaCuenta;

/** Tenant joins match id_cooperativa too (DESIGN §3); geography and categories are reference tables. */
export const DESDE_PRODUCTOR = `cuentas c
  JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
  JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
  JOIN regiones r ON r.id_cooperativa = p.id_cooperativa AND r.id = p.id_region
  JOIN localidades l ON l.id = p.id_localidad
  JOIN municipios m ON m.id = l.id_municipio
  JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria`;

/** The list row's joins and the personal data's (state, gender), which the Excel and the profile show and the list does not. */
export const DESDE_PRODUCTOR_CON_DATOS = `${DESDE_PRODUCTOR}
  JOIN estados e ON e.id = m.id_estado
  LEFT JOIN cat_generos g ON g.id = p.id_cat_genero`;

/** The SQL of each column of the list row (spec 000 §3 'Producer account'), by the contract's name. */
export const COLUMNAS_PRODUCTOR: Record<ColumnaProductor, string> = {
  id: 'c.id',
  uuid: 'p.uuid',
  cuenta_uuid: 'c.uuid',
  id_productor: 'p.id',
  clave_tx: 'p.clave_tx',
  codigo_tx: 'p.codigo_tx',
  nombre: 'p.nombre_completo',
  id_cuenta_region: 'p.id_region',
  cuenta_region: 'r.nombre',
  id_municipio: 'l.id_municipio',
  municipio: 'm.nombre',
  id_localidad: 'p.id_localidad',
  localidad: 'l.nombre',
  id_cuenta_categoria: 'c.id_cuenta_categoria',
  cuenta_categoria: 'cat.nombre',
  cuenta_categoria_color: 'cat.color',
  total_parcelas: 'c.total_parcelas',
  total_plantas: 'c.total_plantas',
  total_superficie: 'c.total_superficie::float8',
  ciclo: 'ci.nombre',
  id_ciclo: 'c.id_ciclo',
  organico: 'c.organico::int',
  pertenece_cooperativa: 'c.pertenece_cooperativa::int',
  confirmado: 'c.confirmado::int',
  fecha_ingreso: 'c.fecha_ingreso::text',
  id_nivel_riesgo: 'c.id_nivel_riesgo',
};

/** The personal data the Excel and the profile both show (with `DESDE_PRODUCTOR_CON_DATOS`), by the profile's names. */
export type DatoProductor = 'estado' | 'id_cat_genero' | 'genero' | 'fecha_nacimiento';
export const DATOS_PRODUCTOR: Record<DatoProductor, string> = {
  estado: 'e.nombre',
  id_cat_genero: 'p.id_cat_genero',
  genero: 'g.nombre',
  fecha_nacimiento: 'p.fecha_nacimiento::text',
};

/** A row of the read model: the list row's columns, and the personal data where read. */
export type LecturaProductor = FilaCuenta & Pick<PerfilCuenta, DatoProductor>;

export const TODAS_LAS_COLUMNAS = Object.keys(COLUMNAS_PRODUCTOR) as ColumnaProductor[];
export const TODOS_LOS_DATOS = Object.keys(DATOS_PRODUCTOR) as DatoProductor[];

const SQL: Record<ColumnaProductor | DatoProductor, string> = { ...COLUMNAS_PRODUCTOR, ...DATOS_PRODUCTOR };

/**
 * `expr AS nombre, …` of these columns (the whole list row by default), to put after SELECT with `FROM ${DESDE_PRODUCTOR}`
 * (or `DESDE_PRODUCTOR_CON_DATOS` when they include personal data).
 */
export function seleccionProductor(columnas: readonly (ColumnaProductor | DatoProductor)[] = TODAS_LAS_COLUMNAS): string {
  return columnas.map((k) => `${SQL[k]} AS ${k}`).join(', ');
}
