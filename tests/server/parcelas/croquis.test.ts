import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, MSG_401, MSG_403, MSG_404, uno, UUID_INEXISTENTE } from '../ayudas';
import { cuadrado, nuevaParcela, parcelasDe, type ParcelaPrueba } from './croquis-ayudas';
import { areaHectareas } from '@domain/poligono/medidas';

/**
 * The plot sketch API (001 §2.4, §2.8, §7 'Plots'): profile, alerts, neighbours and the editor's save, each with
 * 401/403/404/422; what the database holds after each change.
 */
let e: Entorno;
let admin: string; // cooperative 1, every permission
let tecnico: string; // cooperative 1, role 3: PARCELAS and PARCELAS_CROQUIS
let comite: string; // cooperative 1, role 4: PARCELAS only (reads, never changes)
let acopio: string; // cooperative 1, role 6: no PARCELAS
let gerente: string; // cooperative 2
let p1: ParcelaPrueba; // a plot of cooperative 1 to draw on
let ajena: ParcelaPrueba; // a plot of cooperative 2

const guardar = (token: string | null, uuid: string, croquis: unknown) => e.pedir(token, 'POST', '/api/update_croquis', { uuid, croquis });
const codigos = (alertas: { codigo: string }[]) => alertas.map((a) => a.codigo);

beforeAll(async () => {
  e = await crearEntorno();
  [admin, tecnico, comite, acopio, gerente] = await Promise.all([
    e.entrar('admin@cosecha.demo'),
    e.entrar('tecnico.sierra@cosecha.demo'),
    e.entrar('comite.sierra@cosecha.demo'),
    e.entrar('acopio@cosecha.demo'),
    e.entrar('gerente@cosecha.demo'),
  ]);
  const [base] = await parcelasDe(e.db, 1, 1, true);
  // A plot of its own, 5 km north of its locality, away from every demo polygon (those lie within 3 km).
  p1 = await nuevaParcela(e.db, { ...base, lat: base.lat + 0.045 }, 'Prueba croquis', 1);
  [ajena] = await parcelasDe(e.db, 2, 1, false);
});
afterAll(async () => {
  await e.cerrar();
});

describe('lecturas: 401, 403, 404', () => {
  const lecturas = [
    'parcela_profile',
    'parcelas_croquis',
    'parcelas_colindancias',
    'parcelas_alertas',
    'parcelas_croquis_captura',
    'parcela_geojson',
    'parcelas_croquis_intersecciones',
  ];

  it.each(lecturas)('%s: sin sesión 401, sin PARCELAS 403, inexistente u otra cooperativa 404', async (ruta) => {
    const r401 = await e.pedir(null, 'GET', `/api/${ruta}/${p1.uuid}`);
    expect([r401.statusCode, r401.json().message]).toEqual([401, MSG_401]);
    const r403 = await e.pedir(acopio, 'GET', `/api/${ruta}/${p1.uuid}`);
    expect([r403.statusCode, r403.json().message]).toEqual([403, MSG_403]);
    for (const u of [UUID_INEXISTENTE, ajena.uuid]) {
      const r = await e.pedir(admin, 'GET', `/api/${ruta}/${u}`);
      expect([r.statusCode, r.json().message]).toEqual([404, MSG_404]);
    }
    // The other side too: cooperative 2's manager cannot read cooperative 1's plot.
    expect((await e.pedir(gerente, 'GET', `/api/${ruta}/${p1.uuid}`)).statusCode).toBe(404);
    expect((await e.pedir(admin, 'GET', `/api/${ruta}/no-es-uuid`)).statusCode).toBe(422);
    expect((await e.pedir(comite, 'GET', `/api/${ruta}/${p1.uuid}`)).statusCode).toBe(200);
  });
});

describe('perfil de la parcela', () => {
  it('trae los campos de 001 §3 con la localidad y sus coordenadas, la cuenta, los logos y la geolocalización', async () => {
    const r = await e.pedir(admin, 'GET', `/api/parcela_profile/${p1.uuid}`);
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    const esperado = await uno<Record<string, unknown>>(
      e.db,
      `SELECT p.nombre_completo AS cuenta, p.uuid::text AS productor_uuid, c.uuid::text AS cuenta_uuid,
        l.nombre AS localidad, l.latitud AS localidad_latitud, l.longitud AS localidad_longitud, m.nombre AS municipio
       FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       JOIN localidades l ON l.id = p.id_localidad JOIN municipios m ON m.id = l.id_municipio WHERE x.id = $1`,
      [p1.id],
    );
    expect(d).toMatchObject({
      ...esperado,
      id: p1.id,
      id_parcela: p1.id,
      uuid: p1.uuid,
      nombre: 'Prueba croquis',
      parcela_nombre: 'Prueba croquis',
      superficie: 1,
      parcela_superficie: 1,
      plantas: 100,
      poligono: null,
      poligono_area: null,
      alertas_poligono: 0,
      alertas_error_poligono_count: 0,
      geolocalizacion: 'sin geolocalizar',
      certificacion: 'certimex',
      certificaciones: ['certimex'],
      pais: 'México',
      croquis_anteriores: 0,
      // EUDR: no polygon, nothing overlapped, no risk yet
      areas_naturales: [],
      areas_naturales_count: 0,
      id_riesgo_eudr_user: null,
      id_riesgo_eudr_whisp: null,
    });
    expect(Object.keys(d)).toEqual(
      expect.arrayContaining([
        'logo',
        'certificacion_logo',
        'centroide',
        'centroide_pol_lat',
        'cuenta_categoria',
        'cuenta_categoria_color',
        'productor_clave',
      ]),
    );
  });
});

describe('guardar el croquis (update_croquis)', () => {
  it('sin PARCELAS_CROQUIS 403 y nada cambia; sin sesión 401', async () => {
    const puntos = cuadrado(p1.lat, p1.lng, 100);
    const r = await guardar(comite, p1.uuid, puntos);
    expect([r.statusCode, r.json().message]).toEqual([403, MSG_403]);
    expect((await guardar(null, p1.uuid, puntos)).statusCode).toBe(401);
    expect((await uno<{ poligono: unknown }>(e.db, 'SELECT poligono FROM parcelas WHERE id = $1', [p1.id])).poligono).toBeNull();
  });

  it('otra cooperativa o inexistente: 404 y nada cambia', async () => {
    const antes = await uno(e.db, 'SELECT poligono, updated_at FROM parcelas WHERE id_cooperativa = 2 AND uuid = $1', [ajena.uuid]);
    for (const u of [ajena.uuid, UUID_INEXISTENTE]) {
      const r = await guardar(admin, u, cuadrado(ajena.lat, ajena.lng, 50));
      expect([r.statusCode, r.json().message]).toEqual([404, MSG_404]);
    }
    expect(await uno(e.db, 'SELECT poligono, updated_at FROM parcelas WHERE id_cooperativa = 2 AND uuid = $1', [ajena.uuid])).toEqual(
      antes,
    );
  });

  it.each([
    ['dos puntos', (p: ParcelaPrueba) => cuadrado(p.lat, p.lng, 100).slice(0, 2), /menos de tres puntos|tres puntos/i],
    [
      'latitud fuera de rango',
      (p: ParcelaPrueba) => [
        { lat: 95, lng: p.lng },
        { lat: 95.1, lng: p.lng },
        { lat: 95, lng: p.lng + 0.1 },
      ],
      /fuera/i,
    ],
    [
      'tres puntos en línea',
      (p: ParcelaPrueba) => [
        { lat: p.lat, lng: p.lng },
        { lat: p.lat + 0.001, lng: p.lng },
        { lat: p.lat + 0.002, lng: p.lng },
      ],
      /área/i,
    ],
    ['lista vacía', () => [], /tres puntos/i],
  ])('%s: 422 con mensaje en español y nada cambia', async (_n, puntos, mensaje) => {
    const r = await guardar(tecnico, p1.uuid, puntos(p1));
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().message).toMatch(mensaje);
    expect(r.json().errors.croquis.length).toBeGreaterThan(0);
    expect(await contar(e.db, 'parcelas_croquis_historial WHERE id_parcela = $1', [p1.id])).toBe(0);
    expect((await uno<{ poligono: unknown }>(e.db, 'SELECT poligono FROM parcelas WHERE id = $1', [p1.id])).poligono).toBeNull();
  });

  it('cuerpo mal formado: 422 (puntos sin números, campos de más)', async () => {
    expect((await guardar(tecnico, p1.uuid, [{ lat: '15', lng: -92 }])).statusCode).toBe(422);
    expect((await e.pedir(tecnico, 'POST', '/api/update_croquis', { uuid: p1.uuid, croquis: [], id_cooperativa: 2 })).statusCode).toBe(422);
  });

  it('guarda polígono, centroide, caja, área y alertas en una transacción con su auditoría; responde success, nombre y alertas', async () => {
    const r = await guardar(tecnico, p1.uuid, cuadrado(p1.lat, p1.lng, 100));
    expect(r.statusCode, r.body).toBe(200);
    const b = r.json();
    expect(b).toMatchObject({ success: 1, data: { nombre: 'Prueba croquis', uuid: p1.uuid } });
    expect(b.message).toMatch(/^Croquis guardado\./);
    // 1 ha square, 1 ha reported, near its locality, nobody around: no alerts.
    expect(b.data.croquis.alertas).toEqual([]);
    // The square is laid out in metres on a sphere; its area is measured on the ellipsoid (issue 22 item 15).
    const enviado = cuadrado(p1.lat, p1.lng, 100).map((p) => [p.lng, p.lat] as [number, number]);
    expect(b.data.croquis.poligono_area).toBeCloseTo(areaHectareas({ type: 'Polygon', coordinates: [[...enviado, enviado[0]]] }), 4);
    expect(b.data.croquis.poligono_area).toBeCloseTo(1, 1);
    const f = await uno<Record<string, number | null> & { poligono: { coordinates: number[][][] } }>(
      e.db,
      `SELECT poligono, centroide_lat, centroide_lng, min_lat, max_lat, min_lng, max_lng, poligono_area::float8 AS poligono_area,
              alertas_poligono, alertas_error_poligono_count, croquis_origen FROM parcelas WHERE id = $1`,
      [p1.id],
    );
    const anillo = f.poligono.coordinates[0];
    expect(anillo).toHaveLength(5);
    expect(anillo[0]).toEqual(anillo[4]);
    expect(anillo[0]).toEqual([cuadrado(p1.lat, p1.lng, 100)[0].lng, cuadrado(p1.lat, p1.lng, 100)[0].lat]);
    expect(f.min_lat).toBeCloseTo(p1.lat, 8);
    expect(f.centroide_lat!).toBeGreaterThan(f.min_lat!);
    expect(f.centroide_lat!).toBeLessThan(f.max_lat!);
    expect(f).toMatchObject({ alertas_poligono: 0, alertas_error_poligono_count: 0, croquis_origen: 'editor' });
    expect(await contar(e.db, `auditoria WHERE entidad = 'parcelas_croquis' AND id_entidad = $1`, [p1.uuid])).toBe(1);
    // The first sketch replaced nothing: the history stays empty.
    expect(await contar(e.db, 'parcelas_croquis_historial WHERE id_parcela = $1', [p1.id])).toBe(0);
  });

  it('acepta posiciones GeoJSON [lng, lat]; el croquis anterior pasa al historial', async () => {
    const puntos = cuadrado(p1.lat, p1.lng, 100).map((p) => [p.lng, p.lat]);
    const r = await guardar(tecnico, p1.uuid, puntos);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.croquis.croquis_anteriores).toBe(1);
    expect(await contar(e.db, 'parcelas_croquis_historial WHERE id_parcela = $1', [p1.id])).toBe(1);
  });

  it('un moño (lados cruzados) se guarda con su alerta de error y la cuenta de la lista', async () => {
    const [a, b, c, d] = cuadrado(p1.lat, p1.lng, 100);
    const r = await guardar(tecnico, p1.uuid, [a, c, b, d]);
    expect(r.statusCode, r.body).toBe(200);
    const alertas = r.json().data.croquis.alertas;
    expect(codigos(alertas)).toContain('AUTOINTERSECCION');
    expect(alertas.find((x: { codigo: string }) => x.codigo === 'AUTOINTERSECCION')).toMatchObject({
      error: 1,
      titulo: expect.any(String),
      descripcion: expect.any(String),
      recomendacion: expect.any(String),
    });
    const f = await uno<{ alertas_poligono: number; alertas_error_poligono_count: number }>(
      e.db,
      'SELECT alertas_poligono, alertas_error_poligono_count FROM parcelas WHERE id = $1',
      [p1.id],
    );
    expect(f.alertas_poligono).toBe(alertas.length);
    expect(f.alertas_error_poligono_count).toBeGreaterThanOrEqual(1);
    const leidas = await e.pedir(comite, 'GET', `/api/parcelas_alertas/${p1.uuid}`);
    expect(leidas.json()).toMatchObject({ total: alertas.length, errores: f.alertas_error_poligono_count });
    expect(leidas.json().data[0]).toMatchObject({ codigo: alertas[0].codigo, titulo: alertas[0].titulo, error: 1, orden: 1 });
  });

  it('la superficie reportada muy distinta da su advertencia', async () => {
    const r = await guardar(tecnico, p1.uuid, cuadrado(p1.lat, p1.lng, 200)); // 4 ha drawn, 1 ha reported
    expect(codigos(r.json().data.croquis.alertas)).toEqual(['SUPERFICIE_DIFERENTE']);
    expect(r.json().data.croquis.alertas[0].error).toBe(0);
    expect(r.json().message).toBe('Croquis guardado. Alertas: 1 advertencia.');
  });
});

describe('traslapes con las vecinas y el editor', () => {
  let vecina: ParcelaPrueba;
  beforeAll(async () => {
    vecina = await nuevaParcela(e.db, p1, 'Vecina de prueba', 1);
    expect((await guardar(tecnico, p1.uuid, cuadrado(p1.lat, p1.lng, 100))).statusCode).toBe(200);
  });

  it('al dibujar encima de otra parcela ambas reciben la alerta de traslape; al quitarse, la vecina la pierde', async () => {
    const r = await guardar(tecnico, vecina.uuid, cuadrado(p1.lat, p1.lng, 100, 50, 0)); // half over p1
    expect(r.statusCode, r.body).toBe(200);
    const t = r.json().data.croquis.alertas.find((a: { codigo: string }) => a.codigo === 'TRASLAPE');
    expect(t.datos).toMatchObject({ vecino_uuid: p1.uuid });
    expect(t.datos.m2).toBeGreaterThan(4500);
    expect(t.datos.m2).toBeLessThan(5500);
    expect(r.json().data.vecinos_revisados).toBe(1);
    const propias = await e.pedir(comite, 'GET', `/api/parcelas_alertas/${p1.uuid}`);
    expect(codigos(propias.json().data)).toContain('TRASLAPE');
    expect((await uno<{ n: number }>(e.db, 'SELECT alertas_poligono AS n FROM parcelas WHERE id = $1', [p1.id])).n).toBe(1);

    const lejos = await guardar(tecnico, vecina.uuid, cuadrado(p1.lat, p1.lng, 100, 150, 0)); // 50 m east of p1
    expect(codigos(lejos.json().data.croquis.alertas)).not.toContain('TRASLAPE');
    expect(codigos((await e.pedir(comite, 'GET', `/api/parcelas_alertas/${p1.uuid}`)).json().data)).toEqual([]);
    expect((await uno<{ n: number }>(e.db, 'SELECT alertas_poligono AS n FROM parcelas WHERE id = $1', [p1.id])).n).toBe(0);
  });

  it('parcelas_croquis_intersecciones da las vecinas cercanas (id, uuid, nombre, poligono, cuenta), no la propia ni las de otro ciclo', async () => {
    const r = await e.pedir(comite, 'GET', `/api/parcelas_croquis_intersecciones/${p1.uuid}`);
    expect(r.statusCode).toBe(200);
    const d = r.json().data as { id: number; uuid: string; nombre: string; poligono: unknown; cuenta: string }[];
    expect(d.map((v) => v.uuid)).toEqual([vecina.uuid]);
    expect(d[0]).toMatchObject({ id: vecina.id, nombre: 'Vecina de prueba', cuenta: expect.any(String), poligono: { type: 'Polygon' } });
    // 50 m away: outside a 20 m margin.
    expect((await e.pedir(comite, 'GET', `/api/parcelas_croquis_intersecciones/${p1.uuid}?margen=20`)).json().data).toEqual([]);
  });
});
