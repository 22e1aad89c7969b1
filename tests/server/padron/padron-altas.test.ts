import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { comoDueno, contar, MSG_403, MSG_404, uno } from '../ayudas';
import { conteoAltas, filtroAltasPendientes } from '@domain/padron/altas';
import { ALTAS_PENDIENTES_DEMO } from '../../../server/demo/seed-altas';

let e: Entorno;
let gerente: string; // cooperative 2, every permission but COOPERATIVAS*
let admin: string; // cooperative 1
let tecnico: string; // cooperative 1, role 3: PADRON and PADRON_ALTAS
let comite: string; // cooperative 1, role 4: PADRON without PADRON_ALTAS
let acopio: string; // cooperative 1, role 6: no PADRON
const ciclo1 = { actual: 0, anterior: 0 };
const ciclo2 = { actual: 0, anterior: 0 };

const altas = (token: string, idCiclo: number, confirmado = 0) =>
  e.pedir(token, 'POST', '/api/admin/sic/padron_altas', {
    filters: [
      { column: 'id_ciclo', operator: '=', value: idCiclo },
      { column: 'confirmado', operator: '=', value: confirmado },
    ],
  });
const pendientesSql = (coop: number, idCiclo: number) =>
  contar(
    e.db,
    `cuentas_altas_solicitud s JOIN cuentas c ON c.id_cooperativa = s.id_cooperativa AND c.id = s.id_cuenta
    WHERE s.id_cooperativa = $1 AND s.id_ciclo = $2 AND s.confirmado = 0 AND c.fecha_baja IS NULL`,
    [coop, idCiclo],
  );

async function nuevoProductor(nombres: string): Promise<{ id: number; uuid: string }> {
  const region = await uno<{ id: number }>(e.db, 'SELECT id FROM regiones WHERE id_cooperativa = 2 ORDER BY id LIMIT 1');
  const centro = await uno<{ id: number }>(e.db, 'SELECT id FROM centros_acopios WHERE id_cooperativa = 2 ORDER BY id LIMIT 1');
  const loc = await uno<{ id: number; id_municipio: number }>(
    e.db,
    `SELECT l.id, l.id_municipio FROM localidades l JOIN municipios m ON m.id = l.id_municipio WHERE m.nombre = 'Comalcalco' ORDER BY l.id LIMIT 1`,
  );
  const r = await e.pedir(gerente, 'POST', '/api/sic/cuentas', {
    nombres,
    apellido_paterno: 'Olán',
    apellido_materno: 'Zapata',
    id_cuenta_region: region.id,
    id_municipio: loc.id_municipio,
    id_localidad: loc.id,
    id_centro_acopio: centro.id,
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data[0];
}

beforeAll(async () => {
  e = await crearEntorno({}, { productores: 'demo' });
  [gerente, admin, tecnico, comite, acopio] = await Promise.all(
    ['gerente@', 'admin@', 'tecnico.sierra@', 'comite.sierra@', 'acopio@'].map((u) => e.entrar(`${u}cosecha.demo`)),
  );
  const ids = async (coop: number) =>
    (await e.db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = $1 ORDER BY id', [coop])).map((c) => c.id);
  [ciclo1.anterior, ciclo1.actual] = await ids(1);
  [ciclo2.anterior, ciclo2.actual] = await ids(2);
});
afterAll(async () => {
  await e.cerrar();
});

describe('datos de demostración', () => {
  it('cada cooperativa tiene solicitudes de alta en su último ciclo: unas pendientes y el resto confirmadas', async () => {
    for (const coop of [1, 2, 3]) {
      const f = await uno<{ pendientes: number; confirmadas: number; otros: number }>(
        e.db,
        `SELECT count(*) FILTER (WHERE confirmado = 0)::int AS pendientes, count(*) FILTER (WHERE confirmado = 1 AND confirmado_at IS NOT NULL)::int AS confirmadas,
                count(*) FILTER (WHERE id_ciclo <> (SELECT max(id) FROM ciclos WHERE id_cooperativa = $1))::int AS otros
           FROM cuentas_altas_solicitud WHERE id_cooperativa = $1`,
        [coop],
      );
      expect(f.pendientes).toBe(ALTAS_PENDIENTES_DEMO);
      expect(f.confirmadas).toBeGreaterThan(0);
      expect(f.otros).toBe(0);
    }
  });
});

describe('POST admin/sic/padron_altas (R015: el largo de data es la alerta)', () => {
  it('401 sin token; 403 sin PADRON', async () => {
    expect((await e.pedir(null, 'POST', '/api/admin/sic/padron_altas', filtroAltasPendientes(ciclo1.actual))).statusCode).toBe(401);
    const r = await altas(acopio, ciclo1.actual);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(MSG_403);
  });

  it('devuelve todas las solicitudes pendientes del ciclo con los campos de la fila de altas; comité (PADRON) también las cuenta', async () => {
    const r = await e.pedir(tecnico, 'POST', '/api/admin/sic/padron_altas', filtroAltasPendientes(ciclo1.actual));
    expect(r.statusCode, r.body).toBe(200);
    const { data } = r.json();
    expect(conteoAltas(r.json())).toBe(await pendientesSql(1, ciclo1.actual));
    expect(data.length).toBe(ALTAS_PENDIENTES_DEMO);
    expect(Object.keys(data[0]).sort()).toEqual([
      'atendido_at',
      'atendido_por',
      'clave_tx',
      'confirmado',
      'created_at',
      'estado',
      'id_ciclo',
      'id_cuenta',
      'localidad',
      'municipio',
      'nombre',
      'uuid_cuentas_altas_solicitud',
      'uuid_productor',
    ]);
    expect(data.every((x: { confirmado: number; id_ciclo: number }) => x.confirmado === 0 && x.id_ciclo === ciclo1.actual)).toBe(true);
    const p = await uno<{ uuid: string; nombre_completo: string; clave_tx: string }>(
      e.db,
      'SELECT p.uuid, p.nombre_completo, p.clave_tx FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor WHERE c.id_cooperativa = 1 AND c.id = $1',
      [data[0].id_cuenta],
    );
    expect(data[0]).toMatchObject({ uuid_productor: p.uuid, nombre: p.nombre_completo, clave_tx: p.clave_tx });
    const fechas = data.map((x: { created_at: string }) => x.created_at);
    expect(fechas).toEqual([...fechas].sort().reverse());
    expect((await altas(comite, ciclo1.actual)).json().data.length).toBe(data.length);
    const historial = (await altas(tecnico, ciclo1.actual, 1)).json().data;
    expect(historial.length).toBeGreaterThan(0);
    expect(historial.every((x: { confirmado: number }) => x.confirmado === 1)).toBe(true);
    expect((await altas(tecnico, ciclo1.anterior)).json().data).toEqual([]);
  });

  it('422: faltan el ciclo o el estado, un campo desconocido, una columna no declarada, un valor que no es número', async () => {
    const cuerpos = [
      {},
      { filters: [{ column: 'id_ciclo', operator: '=', value: ciclo1.actual }] },
      { filters: [{ column: 'confirmado', operator: '=', value: 0 }] },
      { ...filtroAltasPendientes(ciclo1.actual), id_cooperativa: 2 },
      { filters: [...filtroAltasPendientes(ciclo1.actual).filters, { column: 'id_cooperativa', operator: '=', value: 2 }] },
      {
        filters: [
          { column: 'id_ciclo', operator: '=', value: 'uno' },
          { column: 'confirmado', operator: '=', value: 0 },
        ],
      },
    ];
    for (const body of cuerpos) {
      const r = await e.pedir(admin, 'POST', '/api/admin/sic/padron_altas', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
      expect(typeof r.json().message).toBe('string');
    }
    expect((await e.pedir(admin, 'POST', '/api/admin/sic/padron_altas', { filters: [] })).json()).toEqual({
      message: 'Indique el ciclo (id_ciclo) y el estado (confirmado 0 o 1)',
      errors: { filters: ['Indique el ciclo (id_ciclo) y el estado (confirmado 0 o 1)'] },
    });
  });

  it('404 para un ciclo de otra cooperativa o inexistente', async () => {
    for (const id of [ciclo1.actual, ciclo1.anterior, 999999]) {
      const r = await altas(gerente, id);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ message: MSG_404 });
    }
  });

  it('un productor nuevo suma uno a la alerta de su cooperativa en el ciclo activo, y nada a la otra; dado de baja, sale', async () => {
    const antes2 = conteoAltas((await altas(gerente, ciclo2.actual)).json());
    const antes1 = conteoAltas((await altas(admin, ciclo1.actual)).json());
    const nuevo = await nuevoProductor('Crisóforo');
    const despues = (await altas(gerente, ciclo2.actual)).json();
    expect(conteoAltas(despues)).toBe(antes2 + 1);
    expect(despues.data[0]).toMatchObject({
      uuid_productor: nuevo.uuid,
      id_cuenta: nuevo.id,
      confirmado: 0,
      nombre: 'Crisóforo Olán Zapata',
    });
    expect(conteoAltas((await altas(admin, ciclo1.actual)).json())).toBe(antes1);
    const fila = await uno<{ id_user: number; id_ciclo: number }>(
      e.db,
      'SELECT id_user, id_ciclo FROM cuentas_altas_solicitud WHERE id_cooperativa = 2 AND id_cuenta = $1',
      [nuevo.id],
    );
    const u = await uno<{ id: number }>(e.db, `SELECT id FROM users WHERE email = 'gerente@cosecha.demo'`);
    expect(fila).toEqual({ id_user: u.id, id_ciclo: ciclo2.actual });
    const baja = await e.pedir(gerente, 'POST', '/api/admin/sic/listado_bajas', {
      id_cuenta: nuevo.id,
      id_ciclo: ciclo2.actual,
      id_cat_cuentas_bajas: 2,
      padronesSeleccionados: [],
    });
    expect(baja.statusCode).toBe(200);
    expect(conteoAltas((await altas(gerente, ciclo2.actual)).json())).toBe(antes2);
  });

  it('la solicitud se escribe en la misma transacción que el productor: si ella falla, no queda productor', async () => {
    const n = await contar(e.db, 'productores');
    await comoDueno(e.db, (tx) =>
      tx.script(`CREATE FUNCTION prueba_falla() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'falla de prueba'; END $$;
      CREATE TRIGGER prueba_falla_trg BEFORE INSERT ON cuentas_altas_solicitud FOR EACH ROW EXECUTE FUNCTION prueba_falla();`),
    );
    try {
      const region = await uno<{ id: number }>(e.db, 'SELECT id FROM regiones WHERE id_cooperativa = 2 ORDER BY id LIMIT 1');
      const p = await uno<{ id_localidad: number; id_municipio: number; id_centro_acopio: number }>(
        e.db,
        'SELECT p.id_localidad, l.id_municipio, p.id_centro_acopio FROM productores p JOIN localidades l ON l.id = p.id_localidad WHERE p.id_cooperativa = 2 ORDER BY p.id LIMIT 1',
      );
      const r = await e.pedir(gerente, 'POST', '/api/sic/cuentas', {
        nombres: 'Ismael',
        apellido_paterno: 'Arias',
        apellido_materno: 'Notario',
        id_cuenta_region: region.id,
        id_municipio: p.id_municipio,
        id_localidad: p.id_localidad,
        id_centro_acopio: p.id_centro_acopio,
      });
      expect(r.statusCode).toBe(500);
    } finally {
      await comoDueno(e.db, (tx) => tx.script('DROP TRIGGER prueba_falla_trg ON cuentas_altas_solicitud; DROP FUNCTION prueba_falla();'));
    }
    expect(await contar(e.db, 'productores')).toBe(n);
    expect(await contar(e.db, `productores WHERE nombres = 'Ismael' AND apellido_paterno = 'Arias'`)).toBe(0);
  });
});

describe('POST admin/sic/padron_altas_search (motor de búsqueda, PADRON_ALTAS)', () => {
  const buscar = (token: string, body: unknown) => e.pedir(token, 'POST', '/api/admin/sic/padron_altas_search', body);

  it('401 sin token; 403 con PADRON pero sin PADRON_ALTAS; 422 columna u orden no declarados', async () => {
    expect((await e.pedir(null, 'POST', '/api/admin/sic/padron_altas_search', {})).statusCode).toBe(401);
    expect((await buscar(comite, filtroAltasPendientes(ciclo1.actual))).statusCode).toBe(403);
    for (const body of [
      { filters: [{ column: 'id_cooperativa', operator: '=', value: 2 }] },
      { sorts: [{ column: 'curp', sort: 'asc' }] },
    ]) {
      expect((await buscar(tecnico, body)).statusCode).toBe(422);
    }
  });

  it('las mismas filas que la llamada del menú, con páginas, total y búsqueda sin acentos; otro ciclo ajeno da una lista vacía', async () => {
    const todas = (await altas(tecnico, ciclo1.actual, 1)).json().data;
    const r = await buscar(tecnico, {
      ...filtroAltasPendientes(ciclo1.actual),
      filters: [filtroAltasPendientes(ciclo1.actual).filters[0], { column: 'confirmado', operator: '=', value: 1 }],
      per_page: 10,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().total).toBe(todas.length);
    expect(r.json().data).toEqual(todas.slice(0, 10));
    const nombre = todas[0].nombre as string;
    const sinTildes = nombre
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    const q = await buscar(tecnico, {
      filters: [
        { column: 'id_ciclo', operator: '=', value: ciclo1.actual },
        { column: 'q', operator: 'like', value: sinTildes },
      ],
    });
    expect(q.json().data.map((x: { nombre: string }) => x.nombre)).toContain(nombre);
    const ajeno = await buscar(gerente, filtroAltasPendientes(ciclo1.actual));
    expect(ajeno.statusCode).toBe(200);
    expect(ajeno.json()).toMatchObject({ data: [], total: 0 });
  });
});
