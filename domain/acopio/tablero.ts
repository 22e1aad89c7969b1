import { METODOS_PAGO } from './catalogos';
import type { Centesimos } from './cantidades';
import { CERTIFICACION_ORGANICA } from './certificaciones';
import type {
  ClaseCertificacion,
  FilaCentro,
  FilaCertificacion,
  FilaMes,
  FilaPagoMetodo,
  FilaSemana,
  TotalesEntregas,
} from '../contrato/acopio-tablero';

/**
 * The collection dashboard's rows (spec 002 §2.9): the SQL groups the cycle's deliveries by raw values (day,
 * organic certificate or not, the producer's category, centre) and these functions turn the groups into totals,
 * the organic / transition / conventional stacks, weeks and months. Integers ×100 throughout; no floats.
 */

/** One group of deliveries as the SQL returns it (sums ×100). */
export interface GrupoEntregas {
  fecha: string;
  /** The delivery carries the organic certification (15). */
  organica: boolean;
  id_categoria: number | null;
  id_centro: number | null;
  entregas: number;
  no_bultos: number;
  peso_neto: Centesimos;
  importe_total: Centesimos;
  recuperacion_credito: Centesimos;
}

/** Producer categories in transition to organic (spec 000 §3: Transición 0–3). */
const CATEGORIAS_TRANSICION = new Set([1, 2, 3, 5]);
/** Honey (crop product 3): its non-organic class is called 'transición' (spec 002 §6). */
export const PRODUCTO_MIEL = 3;

/**
 * The class of a delivery in the stacked bars (docs/DECISIONES.md 'acopio-tablero: clases'): organic when the
 * delivery carries the organic certification (15), whatever the producer's category; otherwise transition when
 * the producer's category is a transition (1, 2, 3, 5); otherwise conventional — except honey, which has no
 * conventional class: its non-organic honey is 'transición'.
 * @example claseDeEntrega(true, 6, 1) // 'organico'
 * @example claseDeEntrega(false, 2, 1) // 'transicion'
 * @example claseDeEntrega(false, 6, 3) // 'transicion'
 */
export function claseDeEntrega(organica: boolean, idCategoria: number | null, producto: number | null): ClaseCertificacion {
  if (organica) return 'organico';
  if (idCategoria != null && CATEGORIAS_TRANSICION.has(idCategoria)) return 'transicion';
  return producto === PRODUCTO_MIEL ? 'transicion' : 'convencional';
}

export const ETIQUETAS_CLASE: Record<ClaseCertificacion, string> = {
  organico: 'Orgánico',
  transicion: 'Transición',
  convencional: 'Convencional',
};

/** The classes a cooperative's dashboard stacks, in order: honey has two. */
export const clasesDe = (producto: number | null): ClaseCertificacion[] =>
  producto === PRODUCTO_MIEL ? ['organico', 'transicion'] : ['organico', 'transicion', 'convencional'];

/** Whether a delivery of the organic certification: the SQL's test, spelled once. */
export const ID_ORGANICA = CERTIFICACION_ORGANICA;

/** A payment method's name on the dashboard (the catalogue of catalogos.ts); an unknown id reads 'Otro método'. */
export const etiquetaMetodoPago = (id: number): string => METODOS_PAGO[id] ?? 'Otro método';

/**
 * Weighted average price per kg (×100): amount ×100 / kg ×100 × 100, rounded half up, in exact integers.
 * @example precioPromedio(95_00, 1_00) // 95_00 (1 kg for 95.00)
 * @example precioPromedio(10_00, 3_00) // 3_33
 */
export function precioPromedio(importe: Centesimos, peso: Centesimos): Centesimos {
  if (peso <= 0) return 0;
  const n = BigInt(importe) * 100n;
  const d = BigInt(peso);
  return Number((n * 2n + d) / (2n * d));
}

const dia = (fecha: string) => new Date(`${fecha}T00:00:00Z`);
const aTexto = (d: Date) => d.toISOString().slice(0, 10);

/** The Monday of a date's ISO week (yyyy-MM-dd). @example lunesDe('2025-10-05') // '2025-09-29' (a Sunday) */
export function lunesDe(fecha: string): string {
  const d = dia(fecha);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return aTexto(d);
}

const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** '2025-10-06' → '6 oct' (the week's Monday). */
export const etiquetaSemana = (lunes: string): string => `${Number(lunes.slice(8, 10))} ${MESES[Number(lunes.slice(5, 7)) - 1]}`;
/** '2025-10' → 'oct 2025'. */
export const etiquetaMes = (mes: string): string => `${MESES[Number(mes.slice(5, 7)) - 1]} ${mes.slice(0, 4)}`;

/** Every Monday from the first week to the last, so a week without deliveries shows as an empty bar. */
function semanasEntre(primera: string, ultima: string): string[] {
  const res: string[] = [];
  for (let d = dia(primera); aTexto(d) <= ultima; d.setUTCDate(d.getUTCDate() + 7)) res.push(aTexto(d));
  return res;
}

function mesesEntre(primero: string, ultimo: string): string[] {
  const res: string[] = [];
  let [a, m] = primero.split('-').map(Number);
  for (;;) {
    const mes = `${a}-${String(m).padStart(2, '0')}`;
    if (mes > ultimo) return res;
    res.push(mes);
    m = m === 12 ? 1 : m + 1;
    if (m === 1) a += 1;
  }
}

type PorClase = Record<ClaseCertificacion, Centesimos>;
const ceroClases = (): PorClase => ({ organico: 0, transicion: 0, convencional: 0 });

interface Acumulado extends PorClase {
  entregas: number;
  peso_neto: Centesimos;
}
const acumulado = (): Acumulado => ({ ...ceroClases(), entregas: 0, peso_neto: 0 });
function sumar(a: Acumulado, g: GrupoEntregas, clase: ClaseCertificacion): void {
  a.entregas += g.entregas;
  a.peso_neto += g.peso_neto;
  a[clase] += g.peso_neto;
}

/** Deliveries per week and per month of the groups, first to last, empty periods included. */
export function porPeriodo(grupos: readonly GrupoEntregas[], producto: number | null): { per_week: FilaSemana[]; per_month: FilaMes[] } {
  if (!grupos.length) return { per_week: [], per_month: [] };
  const semanas = new Map<string, Acumulado>();
  const meses = new Map<string, Acumulado>();
  let primera = grupos[0].fecha;
  let ultima = grupos[0].fecha;
  for (const g of grupos) {
    if (g.fecha < primera) primera = g.fecha;
    if (g.fecha > ultima) ultima = g.fecha;
    const clase = claseDeEntrega(g.organica, g.id_categoria, producto);
    const s = lunesDe(g.fecha);
    const m = g.fecha.slice(0, 7);
    if (!semanas.has(s)) semanas.set(s, acumulado());
    if (!meses.has(m)) meses.set(m, acumulado());
    sumar(semanas.get(s)!, g, clase);
    sumar(meses.get(m)!, g, clase);
  }
  return {
    per_week: semanasEntre(lunesDe(primera), lunesDe(ultima)).map((semana) => ({
      semana,
      etiqueta: etiquetaSemana(semana),
      ...(semanas.get(semana) ?? acumulado()),
    })),
    per_month: mesesEntre(primera.slice(0, 7), ultima.slice(0, 7)).map((mes) => ({
      mes,
      etiqueta: etiquetaMes(mes),
      ...(meses.get(mes) ?? acumulado()),
    })),
  };
}

/** Deliveries, kg and amount by class, in the cooperative's class order (every class, even at zero: the legend stays). */
export function porCertificacion(grupos: readonly GrupoEntregas[], producto: number | null): FilaCertificacion[] {
  const filas = new Map(
    clasesDe(producto).map((clase) => [clase, { clase, etiqueta: ETIQUETAS_CLASE[clase], entregas: 0, peso_neto: 0, importe_total: 0 }]),
  );
  for (const g of grupos) {
    const f = filas.get(claseDeEntrega(g.organica, g.id_categoria, producto))!;
    f.entregas += g.entregas;
    f.peso_neto += g.peso_neto;
    f.importe_total += g.importe_total;
  }
  return [...filas.values()];
}

/**
 * kg by class at each centre: the centres given (the cooperative's, or the one in view) in their order, then
 * 'Sin centro de acopio' when some deliveries carry none.
 */
export function porCentro(
  grupos: readonly GrupoEntregas[],
  producto: number | null,
  centros: readonly { id: number; nombre: string }[],
): FilaCentro[] {
  const filas = new Map<number | null, FilaCentro>(centros.map((c) => [c.id, { id_centro: c.id, centro: c.nombre, ...acumulado() }]));
  for (const g of grupos) {
    if (!filas.has(g.id_centro)) filas.set(g.id_centro, { id_centro: g.id_centro, centro: SIN_CENTRO, ...acumulado() });
    sumar(filas.get(g.id_centro)!, g, claseDeEntrega(g.organica, g.id_categoria, producto));
  }
  return [...filas.values()];
}
export const SIN_CENTRO = 'Sin centro de acopio';

/** The totals card: sums of the groups, with the paid amount and producers counted apart (they are not sums of groups). */
export function totalesEntregas(grupos: readonly GrupoEntregas[], pagado: Centesimos, productores: number): TotalesEntregas {
  const t = { entregas: 0, no_bultos: 0, peso_neto: 0, importe_total: 0, recuperacion_credito: 0 };
  for (const g of grupos) {
    t.entregas += g.entregas;
    t.no_bultos += g.no_bultos;
    t.peso_neto += g.peso_neto;
    t.importe_total += g.importe_total;
    t.recuperacion_credito += g.recuperacion_credito;
  }
  const a_pagar = t.importe_total - t.recuperacion_credito;
  return {
    total_entregas: t.entregas,
    total_productores: productores,
    no_bultos: t.no_bultos,
    peso_neto: t.peso_neto,
    importe_total: t.importe_total,
    recuperacion_credito: t.recuperacion_credito,
    a_pagar,
    pagado,
    saldo: a_pagar - pagado,
    precio_promedio: precioPromedio(t.importe_total, t.peso_neto),
  };
}

/** Payments by method, largest amount first, labelled. */
export function pagosPorMetodo(grupos: readonly { id_metodo_pago: number; pagos: number; monto: Centesimos }[]): FilaPagoMetodo[] {
  return [...grupos]
    .sort((a, b) => b.monto - a.monto || a.id_metodo_pago - b.id_metodo_pago)
    .map((g) => ({ ...g, metodo: etiquetaMetodoPago(g.id_metodo_pago) }));
}

/**
 * The recovery half-donut (002 §2.9): the share of advances recovered by deliveries, as a whole percentage capped at
 * 100 (as the cash donut, 002 §9). Null when there are no advances: then the screen does not draw it.
 * @example porcentajeRecuperacion(25_00, 100_00) // 25
 * @example porcentajeRecuperacion(0, 0) // null
 */
export function porcentajeRecuperacion(recuperado: Centesimos, anticipos: Centesimos): number | null {
  if (!(anticipos > 0)) return null;
  return Math.min(100, Math.floor((recuperado * 100) / anticipos));
}
