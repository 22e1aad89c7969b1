import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';

/**
 * Issue 22 item 17: the API description is linted as an outside tool reads it (`redocly lint`, its recommended
 * rules), and it names each download's real media type, one operationId per operation and the server's address.
 * The CLI is the one @redocly/cli ships (no programmatic API is installed: its library is bundled inside the CLI).
 */
type Operacion = { operationId?: string; responses: Record<string, { content?: Record<string, unknown> }> };
let e: Entorno;
let doc: { servers?: { url: string }[]; paths: Record<string, Record<string, Operacion>> };
let carpeta: string;

beforeAll(async () => {
  e = await crearEntorno();
  const r = await e.pedir(null, 'GET', '/api/docs/json');
  expect(r.statusCode).toBe(200);
  doc = r.json();
  carpeta = mkdtempSync(join(tmpdir(), 'cosecha-openapi-'));
});
afterAll(async () => {
  rmSync(carpeta, { recursive: true, force: true });
  await e.cerrar();
});

const operaciones = () =>
  Object.entries(doc.paths).flatMap(([ruta, metodos]) => Object.entries(metodos).map(([metodo, op]) => ({ ruta, metodo, op })));

describe('descripción del API: lint (issue 22 item 17)', () => {
  it('redocly lint no encuentra errores ni avisos', async () => {
    const archivo = join(carpeta, 'openapi.json');
    writeFileSync(archivo, JSON.stringify(doc));
    const salida = await promisify(execFile)(
      process.execPath,
      ['node_modules/@redocly/cli/bin/cli.js', 'lint', '--config=redocly.yaml', '--format=json', archivo],
      { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((err: { stdout: string }) => ({ stdout: err.stdout }));
    const informe = JSON.parse(salida.stdout) as { problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
    expect(informe.problems.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`)).toEqual([]);
  });

  it('cada operación tiene un operationId único', () => {
    const ids = operaciones().map((o) => o.op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declara un servidor', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
  });

  it('cada descarga declara su tipo de archivo real, no application/json', () => {
    const tipos = (ruta: string) => Object.keys(doc.paths[ruta].get.responses['200'].content ?? {});
    expect(tipos('/api/xls/entregas_acopios/{uuid}')).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect(tipos('/api/recibos/entregas/descargar/{uuid}')).toEqual(['application/pdf']);
    expect(tipos('/api/recibos/cuentas/{ciclo}/{productor}')).toEqual(['application/zip']);
    expect(tipos('/api/padron_mapas_kml')).toContain('application/vnd.google-earth.kml+xml');
    const binarias = operaciones().filter((o) =>
      Object.values(o.op.responses['200']?.content ?? {}).some((c) => JSON.stringify(c).includes('"format":"binary"')),
    );
    expect(binarias.length).toBeGreaterThan(10);
    expect(binarias.filter((o) => 'application/json' in (o.op.responses['200'].content ?? {})).map((o) => o.ruta)).toEqual([]);
  });
});
