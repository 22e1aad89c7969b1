import fc from 'fast-check';

/**
 * Generators of bad input read from a route's JSON Schema (the contract's TypeBox, as Fastify holds it): each value
 * breaks the schema in one place (a wrong type, an integer past 32 bits, a NUL byte, a string past its length, deep
 * nesting, a field too many or one missing), so a correct edge answers 4xx and runs nothing.
 */
export interface Esquema {
  type?: string | string[];
  properties?: Record<string, Esquema>;
  required?: string[];
  additionalProperties?: boolean | Esquema;
  items?: Esquema;
  anyOf?: Esquema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
}

export const UUID_CUALQUIERA = '00000000-0000-4000-8000-000000000000';
const INT4_MAX = 2_147_483_647;

const tipos = (s: Esquema): string[] => {
  if (s.anyOf) return s.anyOf.flatMap(tipos);
  if (s.const !== undefined) return [typeof s.const];
  return s.type === undefined ? [] : [s.type].flat();
};

/** A string is closed when a value with a NUL byte or of 100 000 characters cannot fit it. */
const textoCerrado = (s: Esquema): boolean =>
  s.anyOf
    ? s.anyOf.every((b) => !tipos(b).includes('string') || textoCerrado(b))
    : !!(s.maxLength || s.pattern || s.format || s.enum || s.const);

/** Text with a NUL byte somewhere in it. */
export const conNul = fc.tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 })).map(([a, b]) => `${a}\u0000${b}`);
/** Nested arrays `depth` deep. */
export const anidado = (profundidad: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < profundidad; i++) v = [v];
  return v;
};

const ENTEROS_ENORMES = [INT4_MAX + 1, 2 ** 32, 2 ** 53 - 1, 2 ** 53 + 2, 1e21, -(2 ** 31) - 1, -(2 ** 53), 1e308, -1e308];

/** One value of the wrong JSON type for `s` (only types `s` does not admit). */
function tipoEquivocado(s: Esquema): fc.Arbitrary<unknown> {
  const t = tipos(s);
  const numerico = t.includes('number') || t.includes('integer');
  const opciones: fc.Arbitrary<unknown>[] = [];
  if (!t.includes('string')) opciones.push(fc.constantFrom('1', '1.5', 'true', ''), fc.string({ maxLength: 30 }));
  if (!numerico) opciones.push(fc.constantFrom(0, 1, -1, 1.5, 2 ** 40));
  if (!t.includes('boolean')) opciones.push(fc.boolean());
  if (!t.includes('null')) opciones.push(fc.constant(null));
  if (!t.includes('array')) opciones.push(fc.constantFrom([], [1, 'a'], anidado(50)));
  if (!t.includes('object')) opciones.push(fc.constantFrom({}, { a: { b: { c: 1 } } }));
  return fc.oneof(...opciones);
}

/** A value that breaks the leaf schema `s` itself (type, bounds, NUL, length, enum). */
export function maloHoja(s: Esquema): fc.Arbitrary<unknown> {
  const t = tipos(s);
  if (t.length === 0) return fc.constant(undefined);
  const opciones: fc.Arbitrary<unknown>[] = [tipoEquivocado(s)];
  if (t.includes('integer') && !t.includes('number')) opciones.push(fc.constantFrom(1.5, 0.1, -2.5));
  if (t.includes('integer') || t.includes('number')) {
    opciones.push(fc.constantFrom(...ENTEROS_ENORMES.filter((n) => (t.includes('number') ? Math.abs(n) > 1e20 : true))));
    if (t.includes('integer')) opciones.push(fc.integer({ min: INT4_MAX + 1, max: Number.MAX_SAFE_INTEGER }));
  }
  if (t.includes('string') && textoCerrado(s)) {
    opciones.push(conNul, fc.constant('x'.repeat(100_000)));
    if (s.format === 'uuid' || s.pattern) opciones.push(fc.constantFrom('99999999999999999999', '-1', '1.5', '../x', '%00'));
  }
  if (s.enum) opciones.push(fc.constantFrom('no-es-valor', 99999));
  return fc.oneof(...opciones);
}

/** A plausible value of `s` (the base a mutation breaks); may itself be invalid for patterns it cannot guess. */
export function bueno(s: Esquema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.anyOf) return bueno(s.anyOf[0]);
  const t = tipos(s);
  if (t.includes('null') && t.length > 1 && !t.includes('object') && !t.includes('array')) return null;
  switch (t[0]) {
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const k of s.required ?? []) o[k] = bueno(s.properties?.[k] ?? {});
      return o;
    }
    case 'string':
      if (s.format === 'uuid') return UUID_CUALQUIERA;
      if (s.format === 'date-time') return '2024-01-01T00:00:00Z';
      if (s.format === 'email') return 'nadie@ejemplo.test';
      if (s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2024-01-01';
      if (s.pattern?.includes('0-9') || s.pattern?.includes('\\d')) return '1';
      return 'x';
    default:
      return null;
  }
}

/** `s` broken somewhere inside: a leaf, an array element, a field too many or missing. Undefined: nothing to break. */
export function malo(s: Esquema, profundidad = 0): fc.Arbitrary<unknown> | undefined {
  const t = tipos(s);
  if (t.length === 0) return undefined;
  const opciones: fc.Arbitrary<unknown>[] = [maloHoja(s)];
  if (profundidad === 0) opciones.push(fc.constant(anidado(1000)));
  if (t.includes('object') && s.properties) {
    const base = bueno({ ...s, anyOf: undefined, type: 'object' }) as Record<string, unknown>;
    const campos = Object.keys(s.properties);
    const porCampo = campos
      .map((k) => ({ k, a: malo(s.properties![k], profundidad + 1) }))
      .filter((x): x is { k: string; a: fc.Arbitrary<unknown> } => !!x.a);
    if (porCampo.length)
      opciones.push(
        fc.oneof(...porCampo.map(({ k, a }) => a.map((v) => ({ ...base, [k]: v })))),
        fc.oneof(...porCampo.map(({ k, a }) => a.map((v) => ({ ...base, [k]: v })))),
      );
    if (s.additionalProperties === false)
      opciones.push(
        fc
          .tuple(fc.constantFrom('zz_extra', '__proto__x', 'id_cooperativa_x', 'a\u0000b'), fc.jsonValue({ maxDepth: 2 }))
          .map(([k, v]) => ({ ...base, [k]: v })),
      );
    for (const k of s.required ?? []) {
      const { [k]: _quitado, ...resto } = base;
      opciones.push(fc.constant(resto));
    }
  }
  if (t.includes('array') && s.items) {
    const item = malo(s.items, profundidad + 1);
    if (item) opciones.push(item.map((v) => [bueno(s.items!), v]));
    if (s.maxItems !== undefined) opciones.push(fc.constant(Array.from({ length: s.maxItems + 1 }, () => bueno(s.items!))));
  }
  return fc.oneof(...opciones);
}

/** A bad value of a path or query parameter, as the raw text that goes in the URL (already encoded). */
export function maloParametro(s: Esquema): fc.Arbitrary<string> {
  const fijos = [
    '99999999999',
    '2147483648',
    '9223372036854775808',
    '1e400',
    '-1',
    '1.5',
    '0x10',
    '%00',
    'a%00b',
    '%E0%A4%A',
    '%',
    'x'.repeat(5000),
  ];
  const t = tipos(s);
  const validos = fijos.filter((v) => !(t.includes('string') && !textoCerrado(s) && !v.includes('%')));
  return fc.oneof(fc.constantFrom(...validos), conNul.map(encodeURIComponent));
}

/** A plausible parameter value (the base others are broken beside). */
export const buenParametro = (s: Esquema): string => encodeURIComponent(String(bueno(s)));
