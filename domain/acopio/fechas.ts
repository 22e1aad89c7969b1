/**
 * The latest date a form accepts, N months after today (R101): advances, repayments and cash 12, lots 24.
 * 'YYYY-MM-DD' in and out; inclusive ('not later than'). A day the target month lacks falls back to its
 * last day: 2024-02-29 + 12 months → 2025-02-28 (docs/DECISIONES.md).
 */
export function fechaMaximaAdelante(hoy: string, meses: number): string {
  const [a, m, d] = hoy.split('-').map(Number);
  const indice = a * 12 + (m - 1) + meses;
  const anio = Math.floor(indice / 12);
  const mes = (indice % 12) + 1;
  const ultimo = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
  return `${anio}-${String(mes).padStart(2, '0')}-${String(Math.min(d, ultimo)).padStart(2, '0')}`;
}

export const FECHA_VALIDA = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date in 'YYYY-MM-DD' (2025-02-30 is not). */
export function esFecha(v: unknown): v is string {
  if (typeof v !== 'string' || !FECHA_VALIDA.test(v)) return false;
  const [a, m, d] = v.split('-').map(Number);
  const f = new Date(Date.UTC(a, m - 1, d));
  return f.getUTCFullYear() === a && f.getUTCMonth() === m - 1 && f.getUTCDate() === d;
}

export const MESES_ADELANTE = { anticipo: 12, abono: 12, desembolso: 12, lote: 24 } as const;
