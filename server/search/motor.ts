import type { Consulta, OpcionesConsulta } from '../db/db';
import type { UsuarioAutenticado } from '../tipos';
import { invalido } from '../errores';
import { agregarError, type ErroresCampos } from '@domain/comun/validacion';
import type { Filtro, PeticionBusqueda } from '@domain/contrato/busqueda';
import { ENTERO_MAXIMO, ENTERO_MINIMO } from '@domain/contrato/comun';
import type { ColumnaBusqueda, Operador, Parametro, RecursoBusqueda, TipoColumna } from './recurso';

export type { Filtro, Orden, PeticionBusqueda } from '@domain/contrato/busqueda';
export { TAMANOS_PAGINA } from '@domain/contrato/busqueda';
/** Body schema of every `_search` (the contract's, kept under its old name for the routes that extend it). */
/** What the engine reads: the protocol's request, with any page size a route allows (the centroid map takes 50 000). */
export type PeticionMotor = Omit<PeticionBusqueda, 'per_page'> & { per_page?: number };

const GENERICO: OpcionesConsulta = { planGenerico: true };
const FECHA = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function valorValido(col: ColumnaBusqueda, v: unknown): boolean {
  return valorDeTipo(col.tipo, v) && (!col.valida || col.valida(v));
}

function valorDeTipo(tipo: TipoColumna, v: unknown): boolean {
  switch (tipo) {
    case 'entero':
      return typeof v === 'number' && Number.isInteger(v) && v >= ENTERO_MINIMO && v <= ENTERO_MAXIMO;
    case 'texto':
      return typeof v === 'string' && v.length <= 200;
    case 'fecha':
      return typeof v === 'string' && FECHA.test(v);
    case 'booleano':
      return v === 0 || v === 1 || typeof v === 'boolean';
    case 'uuid':
      return typeof v === 'string' && UUID.test(v);
  }
}

const escaparLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Builds the WHERE of the request's filters; anything undeclared is a Spanish 422, never SQL. */
function condiciones(
  r: RecursoBusqueda,
  u: UsuarioAutenticado,
  filtros: Filtro[],
  p: (v: unknown) => string,
  errores: ErroresCampos,
): string[] {
  const partes: string[] = [];
  filtros.forEach((f, i) => {
    const campo = `filters.${i}`;
    if (f.column === 'q' && (r.texto || r.textoEn)) {
      if (f.operator !== 'like' || typeof f.value !== 'string')
        return agregarError(errores, campo, 'La búsqueda de texto usa el operador like con un texto');
      const texto = f.value.trim();
      if (texto === '') return;
      const patron = `'%' || f_unaccent(lower(${p(escaparLike(texto))})) || '%'`;
      partes.push(r.textoEn ? `(${r.textoEn(patron, u, p, texto)})` : `${r.texto} LIKE ${patron}`);
      return;
    }
    const col = r.columnas[f.column];
    if (!col) return agregarError(errores, campo, `La columna '${f.column}' no se puede filtrar`);
    const op = f.operator.toLowerCase() as Operador;
    if (!col.operadores.includes(op)) return agregarError(errores, campo, `El operador '${f.operator}' no se admite para '${f.column}'`);
    if (op === 'is null' || op === 'is not null') return void partes.push(`${col.sql} ${op.toUpperCase()}`);
    if (op === 'in') {
      if (!Array.isArray(f.value) || f.value.length === 0 || f.value.length > 500 || !f.value.every((v) => valorValido(col, v))) {
        return agregarError(errores, campo, `El valor de '${f.column}' debe ser una lista válida`);
      }
      return void partes.push(`${col.sql} = ANY(${p(f.value)})`);
    }
    if (!valorValido(col, f.value)) return agregarError(errores, campo, col.mensajeInvalido ?? `El valor de '${f.column}' no es válido`);
    const valor = col.tipo === 'booleano' ? Boolean(f.value) : f.value;
    if (op === 'like') partes.push(`f_unaccent(lower(${col.sql})) LIKE '%' || f_unaccent(lower(${p(escaparLike(String(valor)))})) || '%'`);
    else partes.push(`${col.sql} ${op} ${p(valor)}`);
  });
  return partes;
}

/**
 * The WHERE of a search (tenancy scope and the request's filters) without order or page, so a download reads
 * exactly the population its list shows; `p` adds parameters to the caller's query. 422 as the search gives.
 */
export function dondeDeBusqueda(r: RecursoBusqueda, u: UsuarioAutenticado, filtros: Filtro[], p: Parametro): string {
  const errores: ErroresCampos = {};
  const donde = [`(${r.alcance(u, p)})`, ...condiciones(r, u, filtros, p, errores)];
  if (Object.keys(errores).length) throw invalido(errores, 'Filtro u orden no válido');
  return donde.join(' AND ');
}

export interface ResultadoBusqueda<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
  /** The resource's sums over the filtered population, when the request asked for them (`totales: true`). */
  totales?: Record<string, number>;
}

export interface ConsultaBusqueda {
  sql: string;
  params: unknown[];
  conteo: { sql: string; params: unknown[] };
  /** The sums of the resource's `totales` over the same WHERE as the page and the count; only when asked. */
  sumas: { sql: string; params: unknown[] } | null;
  /**
   * The count and the sums in one statement (`n` and the sums' columns), when both read the same FROM: the filtered
   * population is found and read once instead of twice (a text search's matches, issue 25 'Benchmark').
   */
  conteoYSumas: { sql: string; params: unknown[] } | null;
  pagina: number;
  porPagina: number;
}

/**
 * The SELECT of a resource's sums: `coalesce(sum(expr), 0)` per declared column, summed by the database in its own
 * exact types (an integer column as bigint, a numeric one as numeric; never float8), so the ×100 integers of money
 * and weights add up without rounding; the driver reads both as numbers (server/db).
 */
function seleccionSumas(totales: Record<string, string>): string {
  return Object.entries(totales)
    .map(([columna, sql]) => `coalesce(sum(${sql}), 0) AS "${columna}"`)
    .join(', ');
}

/**
 * LIMIT as a literal (a validated page size, a handful of values) and no OFFSET on the first page: PostgreSQL plans
 * a prepared statement whose LIMIT is a parameter as if it returned a tenth of the rows, so it never chose the
 * cached generic plan and planned the 7-table join of a list on every call (3–20 ms of planning for 0.3 ms of
 * execution, DECISIONES 'rendimiento'). With the literal, the first page's statement text is stable per filter
 * shape and its plan is reused after PostgreSQL's five trial runs; a later page keeps OFFSET as a parameter.
 */
function paginado(porPagina: number, pagina: number, p: Parametro): string {
  if (!Number.isSafeInteger(porPagina) || porPagina < 1 || !Number.isSafeInteger(pagina) || pagina < 1)
    throw new Error(`Página no válida: ${pagina} de ${porPagina}`);
  return pagina === 1 ? `LIMIT ${porPagina}` : `LIMIT ${porPagina} OFFSET ${p((pagina - 1) * porPagina)}`;
}

/** A resource's tiebreaker (its key columns) in one direction: the direction of the list's first sort column. */
export const ordenDesempate = (desempate: string, descendente: boolean): string =>
  desempate
    .split(',')
    .map((d) => `${d.trim()} ${descendente ? 'DESC' : 'ASC'}`)
    .join(', ');

/**
 * Builds the parameterised, tenancy-scoped page query and its count; the benchmark runs the same SQL directly.
 * The count is a query of its own (not a window over the page query): with a window the database must
 * read and sort every matching row before it can stop at the page, so the sort index would be useless.
 */
export function construirConsulta(
  r: RecursoBusqueda,
  u: UsuarioAutenticado,
  pet: PeticionMotor,
  paginaQuery?: number,
  /** The population's size when already counted: a keys-first list then reads a page past the middle from the end. */
  total?: number,
): ConsultaBusqueda {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const errores: ErroresCampos = {};
  const donde = [`(${r.alcance(u, p)})`, ...condiciones(r, u, pet.filters ?? [], p, errores)];
  const pedidas = pet.sorts?.length ? pet.sorts : r.ordenPorDefecto;
  const ordenes = pedidas.map((o, i) => {
    const sql = r.orden[o.column];
    if (!sql) {
      agregarError(errores, `sorts.${i}`, `No se puede ordenar por '${o.column}'`);
      return '';
    }
    return `${sql} ${o.sort.toLowerCase() === 'desc' ? 'DESC' : 'ASC'} NULLS LAST`;
  });
  // The same order backwards (each direction and its NULLS flipped), for a deep page read from the end.
  const ordenesAlReves = pedidas.map((o) => `${r.orden[o.column]} ${o.sort.toLowerCase() === 'desc' ? 'ASC' : 'DESC'} NULLS FIRST`);
  // Where the resource asks for it, the tiebreaker goes the way of the first column: by date descending, the newest
  // delivery of a day comes first.
  const descendente = !!r.desempateConOrden && pedidas[0]?.sort.toLowerCase() === 'desc';
  const desempate = (alReves: boolean) => ordenDesempate(r.desempate, descendente !== alReves);
  if (pet.totales && !r.totales) agregarError(errores, 'totales', `El listado '${r.nombre}' no tiene totales`);
  if (Object.keys(errores).length) throw invalido(errores, 'Filtro u orden no válido');
  const porPagina = pet.per_page ?? 10;
  const pagina = paginaQuery ?? pet.page ?? 1;
  const where = donde.join(' AND ');
  const conSimple = [r.conteoSimple ?? []].flat().find((s) => (pet.filters ?? []).every((f) => s.columnas.includes(f.column))) ?? null;
  const simple = conSimple?.desde ?? null;
  const contado = conSimple?.conteo ? `coalesce(${conSimple.conteo}, 0)` : 'count(*)';
  let conteo = { sql: `SELECT ${contado}::int AS n FROM ${simple ?? r.desdeConteo ?? r.desde} WHERE ${where}`, params: [...params] };
  if (r.conteoPropio) {
    const ps: unknown[] = [];
    const propio = r.conteoPropio(u, pet.filters ?? [], (v) => {
      ps.push(v);
      return `$${ps.length}`;
    });
    if (propio) conteo = { sql: propio, params: ps };
  }
  // The sums read the count's FROM (the resource declares them over its tables): the same population, no page.
  const desdeConteo = simple ?? r.desdeConteo ?? r.desde;
  const sumas =
    pet.totales && r.totales
      ? { sql: `SELECT ${seleccionSumas(r.totales)} FROM ${desdeConteo} WHERE ${where}`, params: [...params] }
      : null;
  const conteoYSumas =
    sumas && r.totales && conteo.sql.endsWith(`FROM ${desdeConteo} WHERE ${where}`)
      ? { sql: `SELECT ${contado}::int AS n, ${seleccionSumas(r.totales)} FROM ${desdeConteo} WHERE ${where}`, params: [...params] }
      : null;
  const orderBy = [...ordenes, desempate(false)].join(', ');
  // Keys first (paginaPorLlave): the page's keys by the full WHERE and order, then the wide rows of those keys under
  // the tenancy scope again, re-sorted by the same unique order, so the page is exactly the one-statement page.
  // `= ANY(ARRAY(…))` runs the keys once, as an init plan, and looks the rows up by index; with `IN (…)` PostgreSQL
  // hash-joined the keys to every wide row of the cooperative (1.8 s, EXPLAIN in DECISIONES 'padrón: rapidez').
  const llaves = r.paginaPorLlave;
  const llavesSimple = llaves?.simple;
  const desdeLlaves =
    llavesSimple &&
    [...(pet.filters ?? []).map((f) => f.column), ...pedidas.map((o) => o.column)].every((c) => llavesSimple.columnas.includes(c))
      ? llavesSimple.desde
      : llaves?.desde;
  // A page in the second half of a counted population is the same keys read from the end: the order reversed, the
  // offset counted from the last row. The outer query sorts them back. A deep page then walks a few rows of the sort's
  // index instead of almost all of them (PostgreSQL's generic plan for page 192 of 100 took ~50 ms walking forward).
  const saltadas = (pagina - 1) * porPagina;
  const alReves = llaves && total !== undefined && pagina > 1 && saltadas < total && saltadas >= total / 2;
  // Built only for a keys-first list: it adds its own OFFSET parameter.
  const paginaLlaves = !llaves
    ? ''
    : alReves
      ? `ORDER BY ${[...ordenesAlReves, desempate(true)].join(', ')}
       LIMIT ${Math.min(porPagina, total - saltadas)} OFFSET ${p(Math.max(0, total - saltadas - porPagina))}`
      : `ORDER BY ${orderBy} ${paginado(porPagina, pagina, p)}`;
  const sql = llaves
    ? `SELECT ${r.seleccion} FROM ${r.desde} WHERE ${donde[0]} AND ${llaves.llave} = ANY(ARRAY(
         SELECT ${llaves.llave} FROM ${desdeLlaves} WHERE ${where} ${paginaLlaves}))
       ORDER BY ${orderBy}`
    : `SELECT ${r.seleccion} FROM ${r.desde} WHERE ${where} ORDER BY ${orderBy}
     ${paginado(porPagina, pagina, p)}`;
  return { sql, params, conteo, sumas, conteoYSumas, pagina, porPagina };
}

export interface OpcionesBuscar {
  /**
   * Read the page first and skip the count when a first page comes back short (it is its own total): for calls that
   * ask for everything at once (the centroid map), where the count would cost as much as the page.
   */
  conteoTrasPagina?: boolean;
  /**
   * The page comes back as one JSON text (`json_agg` of the same statement, in its order) parsed at once, instead of
   * a protocol row per plot whose every field the driver parses: for pages of thousands of rows. The centroid map's
   * 15,235 rows took 284 ms as rows and 130 as JSON on PGlite (DECISIONES 'mapa de 10 000: sesión 12'). Only for
   * resources whose columns are text, integers, numerics and booleans: JSON gives them the same values, while a date
   * or a timestamp would come back as JSON's text instead of the driver's.
   */
  filasJson?: boolean;
}

/** A page of the resource with its total, and its sums when asked. */
export async function buscar<T>(
  db: Consulta,
  r: RecursoBusqueda,
  u: UsuarioAutenticado,
  pet: PeticionMotor,
  paginaQuery?: number,
  { conteoTrasPagina = false, filasJson = false }: OpcionesBuscar = {},
): Promise<ResultadoBusqueda<T>> {
  const c = construirConsulta(r, u, pet, paginaQuery);
  // A list's statements have one good plan for every cooperative (the sort's index, the tenant's keys): planned once
  // per connection (server/db/postgres.ts).
  const leerFilas = <F>(sql: string, params: unknown[]) => db.query<F>(sql, params, r.planPropio ? undefined : GENERICO);
  const leer = !filasJson
    ? leerFilas
    : async <F>(sql: string, params: unknown[]): Promise<F[]> => {
        // json_agg keeps the order of a sorted subquery it reads alone (tests/server/busqueda/filas-json.test.ts).
        const [f] = await leerFilas<{ filas: string }>(`SELECT coalesce(json_agg(t), '[]')::text AS filas FROM (${sql}) t`, params);
        return JSON.parse(f.filas) as F[];
      };
  const contar = async () => (await leerFilas<{ n: number }>(c.conteo.sql, c.conteo.params))[0].n;
  const sumar = async () => (c.sumas ? (await leerFilas<Record<string, number>>(c.sumas.sql, c.sumas.params))[0] : undefined);
  const cs = c.conteoYSumas;
  if (cs && !conteoTrasPagina) {
    // One statement for the count and the sums; a deep keys-first page waits for the count to read from the end.
    const ambos = async () => {
      const [{ n, ...totales }] = await leerFilas<Record<string, number>>(cs.sql, cs.params);
      return { total: n, totales };
    };
    if (r.paginaPorLlave && c.pagina > 1) {
      const { total, totales } = await ambos();
      const alFinal = construirConsulta(r, u, pet, paginaQuery, total);
      return conTotales({ data: await leer<T>(alFinal.sql, alFinal.params), total, page: c.pagina, per_page: c.porPagina }, totales);
    }
    const [data, { total, totales }] = await Promise.all([leer<T>(c.sql, c.params), ambos()]);
    return conTotales({ data, total, page: c.pagina, per_page: c.porPagina }, totales);
  }
  if (r.paginaPorLlave && c.pagina > 1) {
    // Count first, so a page past the middle is read from the end (construirConsulta).
    const total = await contar();
    const alFinal = construirConsulta(r, u, pet, paginaQuery, total);
    const [data, totales] = await Promise.all([leer<T>(alFinal.sql, alFinal.params), sumar()]);
    return conTotales({ data, total, page: c.pagina, per_page: c.porPagina }, totales);
  }
  if (conteoTrasPagina) {
    const data = await leer<T>(c.sql, c.params);
    const total = c.pagina === 1 && data.length < c.porPagina ? data.length : await contar();
    return conTotales({ data, total, page: c.pagina, per_page: c.porPagina }, await sumar());
  }
  const [data, total, totales] = await Promise.all([leer<T>(c.sql, c.params), contar(), sumar()]);
  return conTotales({ data, total, page: c.pagina, per_page: c.porPagina }, totales);
}

const conTotales = <T>(res: ResultadoBusqueda<T>, totales: Record<string, number> | undefined): ResultadoBusqueda<T> =>
  totales ? { ...res, totales } : res;
