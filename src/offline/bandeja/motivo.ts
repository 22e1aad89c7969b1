import type { CifrasServidor, MotivoConflicto } from '@domain/bandeja/estados';

/**
 * Which conflict a server refusal is (issue 28), from its Spanish message: the server answers a 422 with the
 * message of the rule that failed, and the outbox shows the reason and what the collector can do. Only the rules a
 * delivery can break while it waited on the device are told apart; anything else is 'datos_invalidos' with the
 * server's own words.
 */
const REGLAS: [RegExp, MotivoConflicto][] = [
  [/dado de baja|ya no está activo|no está activo|productor no existe/i, 'productor_retirado'],
  [/lote/i, 'lote_cerrado'],
  [/precio/i, 'precio_cambiado'],
  [/recuperaci|crédito|anticipo|saldo/i, 'credito_recuperado'],
];

export function motivoDeRechazo(mensaje: string): MotivoConflicto {
  return REGLAS.find(([patron]) => patron.test(mensaje))?.[1] ?? 'datos_invalidos';
}

/** The figures a refusal carries (`cifras` in its body, e.g. the price the server holds now), or none. */
export function cifrasDeRechazo(cuerpo: unknown): CifrasServidor {
  const c = (cuerpo as { cifras?: unknown } | null)?.cifras;
  if (!c || typeof c !== 'object') return {};
  return Object.fromEntries(
    Object.entries(c as Record<string, unknown>).filter(([, v]) => v === null || typeof v === 'number' || typeof v === 'string'),
  ) as CifrasServidor;
}
