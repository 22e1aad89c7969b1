import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, uno } from '../ayudas';
import { cuadrado, kmlDe, multipartKml, nuevaParcela, parcelasDe, type ParcelaPrueba } from './croquis-ayudas';

/**
 * The sketch editor's version check (issue 10; server/modules/README.md step 3): the plot profile the editor loads
 * carries `version`, the save sends it back, and a save that started from an older version is a 409 that changes
 * nothing. Every other sketch change (KML import, removal) moves the version on too.
 */
const MSG = 'El registro cambió mientras lo editaba; recargue';

let e: Entorno;
let tecnico: string;
let base: ParcelaPrueba;

const anillo = (p: ParcelaPrueba, lado = 100, este = 0) => cuadrado(p.lat, p.lng, lado, este).map((x) => [x.lng, x.lat]);
const perfil = async (uuid: string) => (await e.pedir(tecnico, 'GET', `/api/parcela_profile/${uuid}`)).json().data;
const guardar = (uuid: string, croquis: unknown, version?: number) =>
  e.pedir(tecnico, 'POST', '/api/update_croquis', { uuid, croquis, ...(version !== undefined ? { version } : {}) });
const fila = (id: number) =>
  uno<{ poligono: unknown; version: number }>(e.db, 'SELECT poligono, version FROM parcelas WHERE id = $1', [id]);
const importar = (uuid: string, contenido: Buffer): Promise<LightMyRequestResponse> => {
  const m = multipartKml(uuid, contenido, 'kml');
  return e.app.inject({
    method: 'POST',
    url: '/api/kml_import',
    payload: m.payload,
    headers: { ...m.headers, authorization: `Bearer ${tecnico}` },
  });
};

beforeAll(async () => {
  e = await crearEntorno();
  tecnico = await e.entrar('tecnico.sierra@cosecha.demo');
  const [p] = await parcelasDe(e.db, 1, 1, true);
  base = { ...p, lat: p.lat + 0.061, lng: p.lng - 0.071 };
});
afterAll(() => e?.cerrar());

describe('dos personas editan el mismo croquis', () => {
  it('el perfil da la versión; la segunda en guardar recibe 409 y el croquis queda como lo dejó la primera', async () => {
    const p = await nuevaParcela(e.db, base, 'Versionada', 1);
    const [ana, beto] = [await perfil(p.uuid), await perfil(p.uuid)];
    expect(ana.version).toBe(1);
    const primera = await guardar(p.uuid, anillo(p, 100), ana.version);
    expect(primera.statusCode, primera.body).toBe(200);
    expect(primera.json().data.version).toBe(2);
    const despuesPrimera = await fila(p.id);
    const historial = await contar(e.db, 'parcelas_croquis_historial WHERE id_parcela = $1', [p.id]);

    const segunda = await guardar(p.uuid, anillo(p, 120, 10), beto.version);
    expect(segunda.statusCode, segunda.body).toBe(409);
    expect(segunda.json()).toEqual({ message: MSG, errors: { version: [MSG] } });
    expect(await fila(p.id)).toEqual(despuesPrimera);
    expect(await contar(e.db, 'parcelas_croquis_historial WHERE id_parcela = $1', [p.id])).toBe(historial);

    // Reloading gives the first person's sketch and the new version; saving from it works.
    const recargado = await perfil(p.uuid);
    expect(recargado.version).toBe(2);
    expect(recargado.poligono).toEqual(despuesPrimera.poligono);
    const otra = await guardar(p.uuid, anillo(p, 120, 10), recargado.version);
    expect(otra.statusCode, otra.body).toBe(200);
    // The editor's own second save sends the version the first answered.
    expect((await guardar(p.uuid, anillo(p, 90, 5), otra.json().data.version)).statusCode).toBe(200);
  });

  it('una importación KML o una eliminación entre la carga y el guardado también dan 409', async () => {
    const p = await nuevaParcela(e.db, base, 'Versionada KML', 1);
    const v = (await perfil(p.uuid)).version;
    expect((await importar(p.uuid, kmlDe([anillo(p, 80)]))).statusCode).toBe(200);
    expect((await guardar(p.uuid, anillo(p, 100), v)).statusCode).toBe(409);
    const v2 = (await perfil(p.uuid)).version;
    expect(v2).toBe(v + 1);
    const r = await e.pedir(tecnico, 'DELETE', `/api/eliminarcroquis/${p.uuid}`);
    expect(r.statusCode, r.body).toBe(200);
    expect((await guardar(p.uuid, anillo(p, 100), v2)).statusCode).toBe(409);
  });

  it('una versión no entera o menor que 1 es 422 y no cambia nada; sin versión (la llamada del spec) se guarda', async () => {
    const p = await nuevaParcela(e.db, base, 'Versionada sin versión', 1);
    const antes = await fila(p.id);
    for (const version of [0, -1, 1.5]) {
      const r = await guardar(p.uuid, anillo(p), version);
      expect(r.statusCode, r.body).toBe(422);
    }
    expect(await fila(p.id)).toEqual(antes);
    expect((await guardar(p.uuid, anillo(p))).statusCode).toBe(200);
    expect((await fila(p.id)).version).toBe(antes.version + 1);
  });
});
