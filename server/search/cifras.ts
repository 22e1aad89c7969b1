import type { Static, TSchema } from 'typebox';
import type { App } from '../tipos';
import { invalido, noEncontrado } from '../errores';
import { agregarError, type ErroresCampos } from '@domain/comun/validacion';
import type { Filtro } from '@domain/contrato/busqueda';
import { CuerpoCifras } from '@domain/contrato/tableros';
import { cicloDeCooperativa, validarPanel } from './cifras.repository';
import { leerPanel, type FiltrosPanel } from '@domain/tableros/filtros';
import { requiereAlguno } from '../plugins/autenticacion';

/** The filters a figure call may take: the cycle always, the municipality in the drill-down. */
export type FiltroCifras = 'id_ciclo' | 'id_municipio';

const MENSAJES_REQUERIDO: Record<FiltroCifras, string> = {
  id_ciclo: 'Indique el ciclo (id_ciclo)',
  id_municipio: 'Indique el municipio (id_municipio)',
};

/** What a figure call computes from: the token's cooperative, the cycle and the other filters' integers. */
export interface PedidoCifras {
  coop: number;
  ciclo: number;
  valores: Partial<Record<FiltroCifras, number>>;
  /** The dashboards' filter panel (000 §2.3): only what filters; {} is 'all'. */
  panel: FiltrosPanel;
}

/**
 * Reads a figure call's filters: only the named columns, each `=` a positive integer, all of them present.
 * Anything else is a Spanish 422 (nothing of the request reaches the SQL but these integers).
 */
export function leerFiltrosCifras(filtros: readonly Filtro[], permitidas: readonly FiltroCifras[]): Record<FiltroCifras, number> {
  const errores: ErroresCampos = {};
  const valores: Partial<Record<FiltroCifras, number>> = {};
  filtros.forEach((f, i) => {
    const columna = f.column as FiltroCifras;
    if (!permitidas.includes(columna)) return agregarError(errores, `filters.${i}`, `La columna '${f.column}' no se puede filtrar`);
    if (f.operator !== '=' || typeof f.value !== 'number' || !Number.isSafeInteger(f.value) || f.value < 1) {
      return agregarError(errores, `filters.${i}`, `El valor de '${f.column}' no es válido`);
    }
    valores[columna] = f.value;
  });
  for (const c of permitidas)
    if (valores[c] === undefined && !Object.keys(errores).length) agregarError(errores, 'filters', MENSAJES_REQUERIDO[c]);
  if (Object.keys(errores).length) throw invalido(errores);
  return valores as Record<FiltroCifras, number>;
}

/** The panel's columns in a figure call's filters (domain/tableros/filtros.ts filtrosDelPanel writes them). */
const COLUMNAS_PANEL: Record<string, { operador: string; campo: keyof FiltrosPanel }[]> = {
  fecha: [
    { operador: '>=', campo: 'desde' },
    { operador: '<=', campo: 'hasta' },
  ],
  id_inspector: [{ operador: '=', campo: 'id_inspector' }],
  id_municipio: [{ operador: '=', campo: 'id_municipio' }],
  id_localidad: [{ operador: '=', campo: 'id_localidad' }],
};

/**
 * Reads a figure call's filters: the required ones as leerFiltrosCifras does, and the filter panel's (Desde, Hasta,
 * Inspector, Ubicación), where 0 or empty means 'all' (000 §5, R028). A required column that is also the panel's
 * (id_municipio in the drill-down) is read once, as required, and stays out of the panel (a drill-down into a
 * municipality without producers is an empty list, as before). Each panel column at most once; anything else is 422.
 */
export function leerPedidoCifras(
  filtros: readonly Filtro[],
  requeridas: readonly FiltroCifras[],
): { valores: Record<FiltroCifras, number>; panel: FiltrosPanel } {
  const propios = filtros.filter((f) => requeridas.includes(f.column as FiltroCifras));
  const errores: ErroresCampos = {};
  const crudo: Partial<Record<keyof FiltrosPanel, unknown>> = {};
  filtros.forEach((f, i) => {
    if (requeridas.includes(f.column as FiltroCifras)) return;
    const opciones = COLUMNAS_PANEL[f.column];
    if (!opciones) return agregarError(errores, `filters.${i}`, `La columna '${f.column}' no se puede filtrar`);
    const op = opciones.find((o) => o.operador === f.operator);
    if (!op) return agregarError(errores, `filters.${i}`, `El operador '${f.operator}' no se puede usar con '${f.column}'`);
    if (op.campo in crudo) return agregarError(errores, `filters.${i}`, `El filtro '${f.column} ${f.operator}' está repetido`);
    crudo[op.campo] = f.value;
  });
  if (Object.keys(errores).length) throw invalido(errores);
  const valores = leerFiltrosCifras(propios, requeridas);
  const { panel, errores: delPanel } = leerPanel(crudo);
  if (Object.keys(delPanel).length) throw invalido(delPanel);
  return { valores, panel };
}

export interface DefinicionCifras<R extends TSchema> {
  /** The path without `/api/` and `_search` (`dashboards/productores/totales`). */
  ruta: string;
  etiqueta: string;
  summary: string;
  /** The answer's contract (domain/contrato/tableros.ts, parcelas.ts). */
  respuesta: R;
  /** Any one of them reads the figures. */
  permisos: readonly string[];
  /** Required filters besides the cycle. */
  filtros?: readonly FiltroCifras[];
}

/**
 * Registers one dashboard figure call (spec 000 §7 'Dashboards', 001 §7 'Plot dashboard'): `POST /api/<ruta>_search`
 * with the search body, of which only `filters` is read (the cycle, and what `filtros` adds, each `=` an integer; and
 * the filter panel's Desde, Hasta, Inspector and Ubicación, leerPedidoCifras);
 * sorts and pages do not apply to a handful of figures. The cycle must be the token cooperative's (another's is not
 * found, DECISIONS.md). Both dashboards' figures go through here, so they read and refuse filters alike.
 */
export function registrarCifras<R extends TSchema>(
  app: App,
  d: DefinicionCifras<R>,
  calcular: (p: PedidoCifras) => Promise<Static<R>>,
): void {
  app.post(
    `/api/${d.ruta}_search`,
    {
      // TSchema, not R: the provider cannot resolve a generic answer here; `calcular` is already typed by R.
      schema: { tags: [d.etiqueta], summary: d.summary, body: CuerpoCifras, response: { 200: d.respuesta as TSchema } },
      preHandler: requiereAlguno(...d.permisos),
    },
    async (req) => {
      const { valores, panel } = leerPedidoCifras(req.body.filters, ['id_ciclo', ...(d.filtros ?? [])]);
      const coop = req.usuario.id_cooperativa;
      if (!(await cicloDeCooperativa(app.db, coop, valores.id_ciclo))) throw noEncontrado();
      // An inspector of another cooperative, or a place that does not exist, is a 422 by field (the same
      // message whether the id is someone else's or nobody's: nothing about other cooperatives is revealed).
      const errores = await validarPanel(app.db, coop, panel);
      if (errores) throw invalido(errores);
      return calcular({ coop, ciclo: valores.id_ciclo, valores, panel });
    },
  );
}
