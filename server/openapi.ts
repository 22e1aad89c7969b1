import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';

/**
 * The OpenAPI description at /api/docs (issue 22 item 17): what an outside client generator or linter needs
 * besides each route's contract. `redocly lint` checks it (tests/server/contrato/lint.test.ts, redocly.yaml).
 */

/**
 * An operation's id, made from its method and path alone, so it is the same on every start and never needs
 * choosing by hand: `GET /api/admin/acopios/lotes/traces/{uuid}` → `getAdminAcopiosLotesTracesPorUuid`. Every
 * character outside a letter or digit starts a new word, a path parameter reads 'Por<name>'.
 * @example idOperacion('post', '/api/auth/login') // 'postAuthLogin'
 */
export function idOperacion(metodo: string, ruta: string): string {
  const palabras = ruta
    .replace(/^\/api(?=\/|$)/, '')
    .replace(/\{([^}]+)\}|:([A-Za-z0-9_]+)/g, (_t, a: string | undefined, b: string | undefined) => ` por ${a ?? b} `)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return metodo.toLowerCase() + palabras.map((p) => p[0].toUpperCase() + p.slice(1)).join('');
}

/**
 * Ids are checked unique as the description is built: two paths that spell the same words (`/a_b` and `/a/b`)
 * would collide, and a generated client would silently merge them, so the description fails instead (a 500 on
 * /api/docs/json, which the contract tests read).
 */
function transformador(): SwaggerTransform {
  const vistos = new Map<string, string>();
  return ({ schema, url, route }) => {
    const metodo = [route.method].flat()[0];
    const id = idOperacion(metodo, url);
    const llave = `${metodo} ${url}`;
    if (vistos.has(id) && vistos.get(id) !== llave) throw new Error(`operationId repetido: ${id} (${vistos.get(id)} y ${llave})`);
    vistos.set(id, llave);
    // A multipart route documents its form as its body (issue 24 item 7): fields as text, files as format binary.
    const formulario = route.config?.formulario;
    return {
      schema: { ...schema, ...(formulario && !schema?.body ? { body: formulario } : {}), operationId: schema?.operationId ?? id },
      url,
    };
  };
}

/** The options of @fastify/swagger: the description's header, the one server (this same origin) and the ids. */
export const opcionesOpenApi = (): FastifyDynamicSwaggerOptions => ({
  openapi: {
    info: { title: 'API de Cosecha', version: '0.1.0', description: 'Referencia generada de los esquemas de cada ruta.' },
    // Each cooperative runs its own install: the API is on the same origin that serves this description.
    servers: [{ url: '/', description: 'Esta instalación (el mismo origen que sirve esta referencia)' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
  },
  transform: transformador(),
});
