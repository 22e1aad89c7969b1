import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';

/**
 * Issue 24 item 7: every upload route reads its body through the one multipart reader
 * (server/multipart/leer-formulario.ts), which validates what arrives by the route's declared form. A route that read
 * the parts itself would bypass the contract: so nothing outside server/multipart/ may touch the multipart API
 * (`req.parts()`, `req.file()`, `req.files()`, `saveRequestFiles`, attached bodies), and every route that consumes
 * multipart/form-data declares its form (`config.formulario`), which the reader requires to be the form it reads.
 */
const RAIZ = join(__dirname, '../../..');
const API_MULTIPART = /\.(parts|file|files|saveRequestFiles|cleanRequestFiles)\(|attachFieldsToBody/;

function archivosTs(carpeta: string): string[] {
  return readdirSync(carpeta, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? archivosTs(join(carpeta, d.name)) : d.name.endsWith('.ts') ? [join(carpeta, d.name)] : [],
  );
}

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e.cerrar());

describe('subidas: un solo lector multipart (issue 24 item 7)', () => {
  it('fuera de server/multipart/ ningún archivo lee las partes de una petición', () => {
    const fuera = archivosTs(join(RAIZ, 'server'))
      .map((f) => relative(RAIZ, f))
      .filter((f) => !f.startsWith('server/multipart/'))
      .filter((f) => API_MULTIPART.test(readFileSync(join(RAIZ, f), 'utf8')));
    expect(fuera).toEqual([]);
  });

  it('cada ruta que recibe multipart/form-data declara su formulario, y solo esas', () => {
    const subidas = e.app.rutas.filter((r) => (r.schema?.consumes as string[] | undefined)?.includes('multipart/form-data'));
    // logos (2), the user's signature, kml_import, the EUDR risk change, the committee's decision and its edit
    expect(subidas.length).toBeGreaterThanOrEqual(7);
    for (const r of subidas) expect(r.formulario, `${r.method} ${r.url}`).toBe(true);
    expect(e.app.rutas.filter((r) => r.formulario && !subidas.includes(r))).toEqual([]);
  });
});
