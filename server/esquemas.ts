import { Type } from 'typebox';

/**
 * Small JSON-schema builders of the areas not yet moved to their contract (domain/contrato/, issue 9): strict
 * objects, no coercion, no silent dropping. New routes use domain/contrato/comun.ts instead.
 */
export const objeto = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

export const uuidParam = objeto({ uuid: { type: 'string', format: 'uuid' } }, ['uuid']);

/** A nullable type for response schemas. */
// Unsafe<unknown>: the TypeBox type provider would otherwise infer `undefined` from `type: [t, 'null']`.
export const nulo = (t: string, extra: Record<string, unknown> = {}) => Type.Unsafe<unknown>({ type: [t, 'null'], ...extra });
