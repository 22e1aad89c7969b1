import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { MSG_401, MSG_403, contar, uno } from '../ayudas';
import { version } from '../../../package.json';
import { VERSIONES_DEMO } from '../../../server/demo/seed-concentrado';
import type { FilaLocalidad } from '@domain/contrato/localidades';
import type { FilaVersion } from '@domain/contrato/versiones';

let e: Entorno;
let admin: string; // cooperative 1, role 1
let tecnico: string; // cooperative 1, role 3: LOCALIDADES_VER, no VERSIONES_VER
let comite: string; // cooperative 1, role 4: PADRON_COMPLETO (the registry's locality select), no LOCALIDADES_VER
let capturista: string; // cooperative 2, role 5: neither
let gerente: string; // cooperative 2, role 2

const localidades = (token: string | null, body: unknown = {}) => e.pedir(token, 'POST', '/api/localidades_search', body);
const versiones = (token: string | null, body: unknown = {}) => e.pedir(token, 'POST', '/api/versiones_search', body);

beforeAll(async () => {
  e = await crearEntorno();
  [admin, tecnico, comite, capturista, gerente] = await Promise.all(
    ['admin@', 'tecnico.sierra@', 'comite.sierra@', 'capturista.chontalpa@', 'gerente@'].map((u) => e.entrar(`${u}cosecha.demo`)),
  );
});
afterAll(async () => {
  await e.cerrar();
});

describe('search localidades', () => {
  it('401 sin sesión; 403 sin LOCALIDADES_VER ni PADRON_COMPLETO', async () => {
    const r = await localidades(null);
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toBe(MSG_401);
    const p = await localidades(capturista);
    expect(p.statusCode).toBe(403);
    expect(p.json().message).toBe(MSG_403);
  });

  it('422 con una columna u orden que no tiene, o un valor de otro tipo', async () => {
    for (const body of [
      { filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }] },
      { filters: [{ column: 'id_municipio', operator: '=', value: 'siete' }] },
      { sorts: [{ column: 'productores', sort: 'desc' }] },
      { per_page: 7 },
    ]) {
      const r = await localidades(tecnico, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
      expect(r.json().message).toEqual(expect.any(String));
    }
  });

  it('lista el catálogo por nombre con clave, municipio, estado, coordenadas y fechas', async () => {
    const r = await localidades(tecnico, { per_page: 20 });
    expect(r.statusCode, r.body).toBe(200);
    const j = r.json();
    expect(j.total).toBe(await contar(e.db, 'localidades'));
    const nombres = (j.data as FilaLocalidad[]).map((f) => f.nombre);
    const clave = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    expect(nombres.map(clave)).toEqual(nombres.map(clave).sort());
    const f = j.data[0] as FilaLocalidad;
    const sql = await uno<{ estado: string; municipio: string }>(
      e.db,
      'SELECT e.nombre AS estado, m.nombre AS municipio FROM localidades l JOIN municipios m ON m.id = l.id_municipio JOIN estados e ON e.id = m.id_estado WHERE l.id = $1',
      [f.id],
    );
    expect(f).toMatchObject({
      id_localidad: f.id,
      localidad: f.nombre,
      localidad_uuid: f.uuid,
      clave_concatenada: String(f.id).padStart(9, '0'),
      municipio: sql.municipio,
      estado: sql.estado,
      localidad_latitud: expect.any(Number),
      localidad_longitud: expect.any(Number),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('filtra por municipio (el select del padrón, con PADRON_COMPLETO) y busca por nombre sin acentos o por clave', async () => {
    const mun = await uno<{ id: number; n: number }>(
      e.db,
      'SELECT id_municipio AS id, count(*)::int AS n FROM localidades GROUP BY id_municipio ORDER BY id_municipio LIMIT 1',
    );
    const r = await localidades(comite, { filters: [{ column: 'id_municipio', operator: '=', value: mun.id }], per_page: 100 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().total).toBe(mun.n);
    expect((r.json().data as FilaLocalidad[]).every((f) => f.id_municipio === mun.id)).toBe(true);
    const una = await uno<{ nombre: string; clave: string; id: number }>(
      e.db,
      "SELECT nombre, clave_concatenada AS clave, id FROM localidades WHERE nombre ~ '[áéíóú]' ORDER BY id LIMIT 1",
    );
    const sinAcento = una.nombre.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const q = await localidades(tecnico, { filters: [{ column: 'q', operator: 'like', value: sinAcento }], per_page: 100 });
    expect((q.json().data as FilaLocalidad[]).map((f) => f.id)).toContain(una.id);
    const clave = await localidades(tecnico, { filters: [{ column: 'q', operator: 'like', value: una.clave }] });
    expect((clave.json().data as FilaLocalidad[]).map((f) => f.id)).toEqual([una.id]);
  });

  it('es el mismo catálogo para toda cooperativa: no dice dónde tiene productores otra', async () => {
    const cuerpo = { per_page: 100, sorts: [{ column: 'id', sort: 'asc' }] };
    const [a, b] = await Promise.all([localidades(admin, cuerpo), localidades(gerente, cuerpo)]);
    expect(a.json()).toEqual(b.json());
    expect(Object.keys(a.json().data[0])).not.toEqual(expect.arrayContaining(['productores']));
    for (const campo of Object.keys(a.json().data[0])) expect(campo).not.toMatch(/productor|cooperativa|riesgo|cuenta/);
  });
});

describe('search versiones', () => {
  it('401 sin sesión; 403 sin VERSIONES_VER', async () => {
    expect((await versiones(null)).statusCode).toBe(401);
    const r = await versiones(tecnico);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(MSG_403);
  });

  it('422 con un filtro u orden que no tiene', async () => {
    expect((await versiones(admin, { filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }] })).statusCode).toBe(422);
    expect((await versiones(admin, { sorts: [{ column: 'cooperativa', sort: 'asc' }] })).statusCode).toBe(422);
    expect((await versiones(admin, { filters: [{ column: 'date', operator: '=', value: '20-1-2025' }] })).statusCode).toBe(422);
  });

  it('R087: nombre y fecha, la más nueva primero (id descendente); la versión en marcha está', async () => {
    const r = await versiones(gerente);
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json().data as FilaVersion[];
    expect(data.length).toBe(VERSIONES_DEMO.length + 1);
    expect(data.map((v) => v.id)).toEqual([...data.map((v) => v.id)].sort((a, b) => b - a));
    expect(data[0].name).toBe(version);
    expect(data.at(-1)).toMatchObject({ name: VERSIONES_DEMO[0][0], date: VERSIONES_DEMO[0][1] });
    const q = await versiones(gerente, { filters: [{ column: 'name', operator: 'like', value: '0.0.5' }] });
    expect(q.json().data).toEqual([expect.objectContaining({ name: '0.0.5', date: '2025-08-18' })]);
  });
});
