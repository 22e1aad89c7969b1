import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';

/**
 * The API reference is generated from each route's contract (DESIGN §2), so it can only be as complete as the
 * contracts: every operation must document its success answer and the error answers it can give.
 */
let e: Entorno;
interface Operacion {
  ruta: string;
  metodo: string;
  respuestas: Record<string, { content?: unknown; description?: string }>;
  cuerpo?: { content: Record<string, { schema: { properties?: Record<string, { type?: string; format?: string }> } }> };
}
let operaciones: Operacion[];

beforeAll(async () => {
  e = await crearEntorno();
  const r = await e.pedir(null, 'GET', '/api/docs/json');
  expect(r.statusCode).toBe(200);
  const doc = r.json() as {
    paths: Record<string, Record<string, { responses: Operacion['respuestas']; requestBody?: Operacion['cuerpo'] }>>;
  };
  operaciones = Object.entries(doc.paths).flatMap(([ruta, metodos]) =>
    Object.entries(metodos).map(([metodo, op]) => ({ ruta, metodo, respuestas: op.responses, cuerpo: op.requestBody })),
  );
});
afterAll(() => e.cerrar());

describe('referencia del API (/api/docs/json)', () => {
  it('documenta cada ruta registrada', () => {
    expect(operaciones.length).toBe(e.app.rutas.length);
  });

  it('cada operación documenta 422 y 500; las que piden sesión, también 401, 403 y 404', () => {
    const faltan = operaciones.flatMap((o) => {
      const esperadas =
        // without a session: sign-in, the process's health and metrics (issue 29) and the public receipt check
        o.ruta === '/api/auth/login' || o.ruta === '/api/salud' || o.ruta === '/api/metricas' || o.ruta.startsWith('/api/publico/')
          ? ['401', '422', '429', '500']
          : ['401', '403', '404', '422', '500'];
      return esperadas.filter((c) => !o.respuestas[c]).map((c) => `${o.metodo.toUpperCase()} ${o.ruta}: ${c}`);
    });
    expect(faltan).toEqual([]);
  });

  it('cada operación documenta su respuesta de éxito con un esquema', () => {
    const sinEsquema = operaciones
      .filter((o) => !Object.entries(o.respuestas).some(([c, r]) => /^2/.test(c) && r.content))
      .map((o) => `${o.metodo.toUpperCase()} ${o.ruta}`)
      .sort();
    expect(sinEsquema).toEqual([...PENDIENTES].sort());
  });

  it('cada POST, PUT o PATCH documenta su cuerpo, salvo los que no leen ninguno (lista exacta)', () => {
    const sinCuerpo = operaciones
      .filter((o) => ['post', 'put', 'patch'].includes(o.metodo) && !o.cuerpo)
      .map((o) => `${o.metodo.toUpperCase()} ${o.ruta}`)
      .sort();
    expect(sinCuerpo).toEqual([...SIN_CUERPO].sort());
  });

  it('las subidas documentan su formulario multipart/form-data, con cada archivo como format binary', () => {
    const subidas = operaciones.filter((o) => o.respuestas['415']);
    expect(subidas.length).toBe(9);
    const mal = subidas
      .filter((o) => !SOLO_TEXTO.includes(`${o.metodo.toUpperCase()} ${o.ruta}`))
      .filter((o) => {
        const campos = Object.values(o.cuerpo?.content['multipart/form-data']?.schema.properties ?? {});
        return !campos.some((c) => c.type === 'string' && c.format === 'binary');
      })
      .map((o) => `${o.metodo.toUpperCase()} ${o.ruta}`);
    expect(mal).toEqual([]);
  });
});

/** Multipart forms the spec sends with text fields only (no file): 'Nueva ficha de cooperativa' (002 §7). */
const SOLO_TEXTO = ['POST /api/ficha/kobo/coop/proyecto'];

/** POST routes that read no body at all (the path names what they act on, or the session is all they need). */
const SIN_CUERPO: string[] = [
  'POST /api/auth/logout',
  'POST /api/auth/profile',
  'POST /api/parcelas_altitudes/{uuid}',
  'POST /api/eudr_analisis/pendientes',
  'POST /api/eudr_analisis/reintentar/{id}',
  'POST /api/admin/acopios/lotes/declaraciones_eudr/verificar/{uuid}',
  'POST /api/ficha/kobo/coop/descargar/{id}',
];

/**
 * Operations whose success answer has no schema yet. Each area's move to its contract (domain/contrato/<area>.ts)
 * removes its lines; the list must end empty, and a new route can never join it (the test compares exactly).
 */
const PENDIENTES: string[] = [];
