import type { Static, TSchema } from 'typebox';
import type { App } from '../../tipos';
import { invalido, noEncontrado } from '../../errores';
import { agregarError, type ErroresCampos } from '@domain/comun/validacion';
import type { Filtro } from '@domain/contrato/busqueda';
import { CuerpoCifras } from '@domain/contrato/tableros';
import { cicloDeCooperativa } from './tableros.repository';
import { requiereAlguno } from '../../plugins/autenticacion';

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

/** preHandler: the user holds one of these permissions exactly (403 otherwise); kept here under its old import. */
export { requiereAlguno };

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
 * with the search body, of which only `filters` is read (the cycle, and what `filtros` adds, each `=` an integer);
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
      const valores = leerFiltrosCifras(req.body.filters, ['id_ciclo', ...(d.filtros ?? [])]);
      const coop = req.usuario.id_cooperativa;
      if (!(await cicloDeCooperativa(app.db, coop, valores.id_ciclo))) throw noEncontrado();
      return calcular({ coop, ciclo: valores.id_ciclo, valores });
    },
  );
}
