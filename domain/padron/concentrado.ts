import { certificacionEfectiva } from '../comun/productos';

/**
 * The concentrated register (spec 001 §2.11, §3 'Concentrate row', rules.md R082): one row per locality of the
 * cycle's producers, its accounts counted in groups. The SQL groups the accounts by raw values (locality, category,
 * sanctioned, removed); these rules decide which group each raw group falls in and which groups a certification
 * shows, so the screen, the search and the Excel count alike.
 *
 * Decisions (docs/DECISIONES.md 'padrón concentrado'):
 * - the variant follows the category set of 000 §3: certimex has Transición 0; every other certification (mayacert
 *   and the rest) has Transición 3 and Convencional and no Transición 0, as its accounts can only hold those;
 * - a sanctioned account (its latest committee evaluation of the cycle is condicion 3) counts in its category group
 *   AND in Sancionados ('of which sanctioned'), and once in Totales;
 * - a removed account (baja in the cycle) counts only in Bajas: it left the register (DECISIONS.md 'the producers'
 *   population'), so not in its category, Sancionados or Totales;
 * - Totales counts every account of the register's population in the locality, Sin Asignar included, so it equals
 *   the producers list of that locality (a category without a group, Sin Asignar, counts only in Totales).
 */

export type Variante = 'certimex' | 'mayacert';
export type Grupo = 'org' | 't3' | 't2' | 't1' | 't0' | 'con' | 'sancionados' | 'bajas' | 'totales';
export type Medida = 'socios' | 'superficie' | 'estimacion_cosecha';

export const GRUPOS: readonly Grupo[] = ['org', 't3', 't2', 't1', 't0', 'con', 'sancionados', 'bajas', 'totales'];
export const MEDIDAS: readonly Medida[] = ['socios', 'superficie', 'estimacion_cosecha'];

export interface DefinicionGrupo {
  grupo: Grupo;
  etiqueta: string;
  /** What the group shows: 'Bajas' only its partners (001 §2.11 'partners only', R082 example 3). */
  medidas: readonly Medida[];
}

const DEFINICIONES: Record<Grupo, DefinicionGrupo> = {
  org: { grupo: 'org', etiqueta: 'Orgánico', medidas: MEDIDAS },
  t3: { grupo: 't3', etiqueta: 'Transición 3', medidas: MEDIDAS },
  t2: { grupo: 't2', etiqueta: 'Transición 2', medidas: MEDIDAS },
  t1: { grupo: 't1', etiqueta: 'Transición 1', medidas: MEDIDAS },
  t0: { grupo: 't0', etiqueta: 'Transición 0', medidas: MEDIDAS },
  con: { grupo: 'con', etiqueta: 'Convencional', medidas: MEDIDAS },
  sancionados: { grupo: 'sancionados', etiqueta: 'Sancionados', medidas: MEDIDAS },
  bajas: { grupo: 'bajas', etiqueta: 'Bajas', medidas: ['socios'] },
  totales: { grupo: 'totales', etiqueta: 'Totales', medidas: MEDIDAS },
};

export const ETIQUETAS_MEDIDA: Record<Medida, string> = { socios: 'Socios', superficie: 'Ha', estimacion_cosecha: 'Estimación (kg)' };

/** certimex keeps its set; any other certification (mayacert, bioagricert…) reads as the alternate set. */
export function varianteDe(certificacion: string | null | undefined): Variante {
  return certificacionEfectiva(certificacion) === 'certimex' ? 'certimex' : 'mayacert';
}

/**
 * The groups a certification shows, in the spec's order (R082): mayacert has T3 and Convencional, certimex T0.
 * @example gruposDe('mayacert').map((g) => g.grupo) // ['org','t3','t2','t1','con','sancionados','bajas','totales']
 */
export function gruposDe(certificacion: string | null | undefined): DefinicionGrupo[] {
  const fuera: Grupo[] = varianteDe(certificacion) === 'mayacert' ? ['t0'] : ['t3', 'con'];
  return GRUPOS.filter((g) => !fuera.includes(g)).map((g) => DEFINICIONES[g]);
}

/** Category id (000 §3 catalogue) → its group in the variant; null when the variant has none (Sin Asignar, 8, 9). */
const CATEGORIA_GRUPO: Record<Variante, Partial<Record<number, Grupo>>> = {
  certimex: { 4: 'org', 3: 't2', 2: 't1', 1: 't0' },
  mayacert: { 4: 'org', 5: 't3', 3: 't2', 2: 't1', 6: 'con' },
};

export function grupoDeCategoria(idCategoria: number, variante: Variante): Grupo | null {
  return CATEGORIA_GRUPO[variante][idCategoria] ?? null;
}

export interface CuentaConcentrado {
  id_cuenta_categoria: number;
  sancionada: boolean;
  baja: boolean;
}

/**
 * Every group an account counts in (see the decisions above).
 * @example gruposDeCuenta({ id_cuenta_categoria: 4, sancionada: true, baja: false }, 'certimex') // ['org','sancionados','totales']
 */
export function gruposDeCuenta(c: CuentaConcentrado, variante: Variante): Grupo[] {
  if (c.baja) return ['bajas'];
  const categoria = grupoDeCategoria(c.id_cuenta_categoria, variante);
  return [...(categoria ? [categoria] : []), ...(c.sancionada ? (['sancionados'] as const) : []), 'totales'];
}

/** One raw group of the SQL: accounts of one locality with the same category, sanction and removal. */
export interface GrupoCrudo extends CuentaConcentrado {
  id_localidad: number;
  localidad_clave: string | null;
  localidad: string;
  municipio: string;
  socios: number;
  /** Hectares ×1000 (the schema's numeric(14,3) as an exact integer: no float sums). */
  superficie_milesimas: number;
  /** kg ×100. */
  estimacion_cosecha: number;
}

export type CampoCifra = `${Grupo}_${Medida}`;
export const CAMPOS_CIFRA: readonly CampoCifra[] = GRUPOS.flatMap((g) => MEDIDAS.map((m) => `${g}_${m}` as CampoCifra));

/** The concentrate row: general info and, per group, socios, hectares (as stored: 3 decimals) and kg ×100. */
export type FilaConcentrado = {
  id_localidad: number;
  localidad_clave: string | null;
  localidad: string;
  municipio: string;
} & Record<CampoCifra, number>;

const ceros = (): Record<CampoCifra, number> => Object.fromEntries(CAMPOS_CIFRA.map((c) => [c, 0])) as Record<CampoCifra, number>;

/** Hectares are summed as thousandths and divided once at the end, so 0.1 + 0.2 is 0.3. */
const hectareas = (fila: Record<CampoCifra, number>): void => {
  for (const g of GRUPOS) fila[`${g}_superficie`] = fila[`${g}_superficie`] / 1000;
};

function acumular(destino: Record<CampoCifra, number>, grupos: Grupo[], c: GrupoCrudo): void {
  for (const g of grupos) {
    destino[`${g}_socios`] += c.socios;
    destino[`${g}_superficie`] += c.superficie_milesimas;
    destino[`${g}_estimacion_cosecha`] += c.estimacion_cosecha;
  }
}

/** The rows, one per locality, in the order the raw groups first name them. */
export function filasConcentrado(crudos: readonly GrupoCrudo[], certificacion: string | null | undefined): FilaConcentrado[] {
  const variante = varianteDe(certificacion);
  const porLocalidad = new Map<number, FilaConcentrado>();
  for (const c of crudos) {
    let fila = porLocalidad.get(c.id_localidad);
    if (!fila) {
      const { id_localidad, localidad_clave, localidad, municipio } = c;
      fila = { id_localidad, localidad_clave, localidad, municipio, ...ceros() };
      porLocalidad.set(c.id_localidad, fila);
    }
    acumular(fila, gruposDeCuenta(c, variante), c);
  }
  const filas = [...porLocalidad.values()];
  filas.forEach(hectareas);
  return filas;
}

/** The sums of every figure over the given rows (the totals row of the screen and the Excel). */
export function totalesConcentrado(filas: readonly FilaConcentrado[]): Record<CampoCifra, number> {
  const t = ceros();
  for (const f of filas) for (const c of CAMPOS_CIFRA) t[c] += c.endsWith('_superficie') ? Math.round(f[c] * 1000) : f[c];
  hectareas(t);
  return t;
}

export const COLUMNAS_TEXTO = ['localidad_clave', 'localidad', 'municipio'] as const;
export type ColumnaOrden = (typeof COLUMNAS_TEXTO)[number] | 'id_localidad' | CampoCifra;
export const COLUMNAS_ORDEN: readonly ColumnaOrden[] = [...COLUMNAS_TEXTO, 'id_localidad', ...CAMPOS_CIFRA];

const comparador = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/**
 * Sorts the rows by the given columns (text in Spanish collation, nulls last both ways), then by locality id so
 * pages never repeat or skip a row. Default: municipality, then locality.
 */
export function ordenarConcentrado(
  filas: readonly FilaConcentrado[],
  ordenes: readonly { column: ColumnaOrden; sort: 'asc' | 'desc' }[],
): FilaConcentrado[] {
  const lista = ordenes.length
    ? ordenes
    : ([
        { column: 'municipio', sort: 'asc' },
        { column: 'localidad', sort: 'asc' },
      ] as const);
  return [...filas].sort((a, b) => {
    for (const o of lista) {
      const [x, y] = [a[o.column], b[o.column]];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      const d = typeof x === 'number' && typeof y === 'number' ? x - y : comparador.compare(String(x), String(y));
      if (d !== 0) return o.sort === 'desc' ? -d : d;
    }
    return a.id_localidad - b.id_localidad;
  });
}
