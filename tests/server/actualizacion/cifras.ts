/**
 * The figures a person sees on the screens (issue 29 item 2), read through the API: the lists' totals, the credit and
 * cash balances, the dashboards' cards. The same function runs against the old release's app when the fixture is made
 * (scripts/fixture-actualizacion.mjs, in a checkout of that commit) and against today's app after the upgrade, so it
 * imports nothing of the server: it only sends requests through the `pedir` it is given. Each call is one both releases
 * answer with the same meaning; anything that moves with the clock (interest to today) is left out here and checked
 * by the test against a recount made on the old schema (actualizacion.test.ts).
 */
export type Pedir = (metodo: string, url: string, cuerpo?: unknown) => Promise<{ status: number; json: unknown }>;

/** One cooperative's view: who signs in and the cycles its lists are read for. */
export interface Vista {
  clave: string;
  ciclos: number[];
}

type Obj = Record<string, unknown>;

const filtroCiclo = (ciclo: number, otros: Obj[] = []) => ({
  filters: [{ column: 'id_ciclo', operator: '=', value: ciclo }, ...otros],
  per_page: 10,
});

/** Only the named keys of an object (a later release may add fields; it may not change these). */
function solo(o: unknown, llaves: readonly string[]): Obj {
  const x = (o ?? {}) as Obj;
  return Object.fromEntries(llaves.filter((k) => k in x).map((k) => [k, x[k]]));
}

/** Credit figures that do not move with the clock: what was lent and repaid, counts and fees. */
const CREDITO_FIJO = ['cantidad_anticipo', 'total_anticipos', 'total_anticipos_recuperados', 'total_comisiones'] as const;

/** A centre's cash figures (its latest disbursements, listed beside them, are rows, not figures). */
const CENTRO = ['id', 'nombre', 'desembolsos_sum_cantidad', 'acopio_pagos_sum_total', 'saldo', 'num_desembolsos'] as const;

async function leer(pedir: Pedir, metodo: string, url: string, cuerpo?: unknown): Promise<unknown> {
  const r = await pedir(metodo, url, cuerpo);
  if (r.status !== 200) throw new Error(`${metodo} ${url}: ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
  return r.json;
}

/** The figures of one cooperative, keyed `<what>@<cycle>`; values are numbers or small objects of numbers. */
export async function cifrasVisibles(pedir: Pedir, vista: Vista): Promise<Record<string, unknown>> {
  const c: Record<string, unknown> = {};
  const lista = async (recurso: string, ciclo: number, otros: Obj[] = [], totales = false) => {
    const r = (await leer(pedir, 'POST', `/api/${recurso}_search`, {
      ...filtroCiclo(ciclo, otros),
      ...(totales ? { totales } : {}),
    })) as Obj;
    return r;
  };
  for (const ciclo of vista.ciclos) {
    // Producers: the list's count, all and confirmed only (the screen's default), and the dashboard's cards.
    c[`cuentas.total@${ciclo}`] = (await lista('cuentas', ciclo)).total;
    c[`cuentas.confirmadas@${ciclo}`] = (await lista('cuentas', ciclo, [{ column: 'confirmado', operator: '=', value: 1 }])).total;
    c[`tablero.productores@${ciclo}`] = await leer(pedir, 'POST', '/api/dashboards/productores/totales_search', filtroCiclo(ciclo));
    c[`tablero.categorias@${ciclo}`] = await leer(pedir, 'POST', '/api/dashboards/productores/categorias_search', filtroCiclo(ciclo));
    c[`tablero.hectareas@${ciclo}`] = await leer(pedir, 'POST', '/api/dashboards/productores/hectareas_search', filtroCiclo(ciclo));
    // Plots: the list's count and the plots dashboard.
    c[`parcelas.total@${ciclo}`] = (await lista('parcelas', ciclo)).total;
    c[`tablero.parcelas@${ciclo}`] = await leer(pedir, 'POST', '/api/dashboards/parcelas/totales_search', filtroCiclo(ciclo));
    // Deliveries: the list's count and totals row, and the collection by producer.
    const entregas = await lista('entregas_por_productor', ciclo, [], true);
    c[`entregas@${ciclo}`] = { total: entregas.total, ...(entregas.totales as Obj) };
    const porProductor = await lista('acopio_por_productor', ciclo, [], true);
    c[`acopio_por_productor@${ciclo}`] = { total: porProductor.total, ...((porProductor.totales as Obj | undefined) ?? {}) };
    // Credit: counts and the clock-free sums of both lists.
    const anticipos = await lista('anticipos', ciclo, [], true);
    c[`anticipos@${ciclo}`] = { total: anticipos.total, ...solo(anticipos.totales, CREDITO_FIJO) };
    const porCuenta = await lista('anticipos_por_productor', ciclo, [], true);
    c[`anticipos_por_productor@${ciclo}`] = { total: porCuenta.total, ...solo(porCuenta.totales, CREDITO_FIJO) };
    // Cash: what each collection centre received, spent and holds.
    const porCentro = (await leer(pedir, 'POST', `/api/efectivo_por_centro_acopio/${ciclo}`, {})) as { data: Obj[]; resumen: Obj };
    c[`efectivo_por_centro@${ciclo}`] = { centros: porCentro.data.map((f) => solo(f, CENTRO)), resumen: porCentro.resumen };
    c[`efectivo_por_movimiento@${ciclo}`] = ((await leer(pedir, 'GET', `/api/efectivo_por_movimiento/${ciclo}`)) as Obj).resumen;
    // The register of producers (padrón) as the SIC screens count it.
    c[`padron_completo.total@${ciclo}`] = (await lista('tx_padron_completo', ciclo)).total;
    // Quality (coffee's only: another cooperative's screens have no such list, and both releases say so alike).
    const calidad = await pedir('GET', `/api/calidad/analisis?id_ciclo=${ciclo}&per_page=10`);
    c[`calidad.total@${ciclo}`] = calidad.status === 200 ? (calidad.json as Obj).total : `sin lista (${calidad.status})`;
    // Surplus receipts of the cycle.
    const recibos = await lista('remanente/recibos', ciclo, [], true);
    c[`remanente.recibos@${ciclo}`] = { total: recibos.total, ...((recibos.totales as Obj | undefined) ?? {}) };
  }
  return c;
}
