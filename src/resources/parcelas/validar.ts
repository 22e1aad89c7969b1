import { validarParcelas, type ParcelaNueva } from '@domain/parcelas/parcela';

/**
 * The same rules and messages as the server (domain/parcelas/parcela.ts, spec 001 §5): its errors keyed
 * `parcelas.i.campo` in the nested shape react-hook-form places on each field.
 */
export function erroresParcelas(valores: { parcelas?: Partial<ParcelaNueva>[] }): Record<string, unknown> {
  const filas: Record<string, string>[] = [];
  for (const [clave, mensajes] of Object.entries(validarParcelas(valores.parcelas ?? []))) {
    const m = /^parcelas\.(\d+)\.(\w+)$/.exec(clave);
    if (!m) continue;
    (filas[Number(m[1])] ??= {})[m[2]] = mensajes[0];
  }
  return filas.length ? { parcelas: Array.from(filas, (f) => f ?? {}) } : {};
}
