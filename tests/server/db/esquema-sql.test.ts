import { afterAll, beforeAll, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { crearEntorno, type Entorno } from '../entorno';
import { esquemaVivo } from '../../../server/db/esquema';

/**
 * server/db/esquema.sql is the schema's live functions and triggers in one place (issue 24 item 5): it must be what
 * a database holds after every migration, on PGlite and on PostgreSQL. A migration that changes a function or a
 * trigger without `npm run db:esquema` fails here.
 */
let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno({}, { productores: 4 });
});
afterAll(() => e.cerrar());

it('server/db/esquema.sql es el código SQL vigente de la base migrada (si no: npm run db:esquema)', async () => {
  const archivo = readFileSync(new URL('../../../server/db/esquema.sql', import.meta.url), 'utf8');
  expect(await esquemaVivo(e.db)).toBe(archivo);
});
