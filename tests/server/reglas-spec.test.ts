import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, pngValido, type Entorno } from './entorno';
import { contar, jpegValido, subir, uno, usuarioPorCorreo } from './ayudas';
import { cuentaSinEvaluar, enviarComite, formularioValido } from './comite/comite-ayudas';

/**
 * Rules of ../shared/spec/rules.md that no test named (issue 22 item 26) and that only the server can prove: each
 * with the spec's example where it gives one.
 */
let e: Entorno;
let admin: string; // role 1, Sierra Madre (cooperative 1)
let comite: string; // role 4, Sierra Madre: COMITE
let gerente: string; // role 2, Chontalpa (cooperative 2)

beforeAll(async () => {
  e = await crearEntorno();
  [admin, comite, gerente] = await Promise.all(['admin@', 'comite.sierra@', 'gerente@'].map((u) => e.entrar(`${u}cosecha.demo`)));
});
afterAll(async () => {
  await e?.cerrar();
});

describe('R044: la firma de un usuario solo se sube en PNG', () => {
  it('firma.png se acepta y queda como la firma del usuario; firma.jpg se rechaza con su mensaje y nada cambia', async () => {
    const u = await usuarioPorCorreo(e.db, 'tecnico.sierra@cosecha.demo');
    const antes = await contar(e.db, 'archivos');
    const jpg = await subir(e, admin, `/api/users/${u.uuid}/firma`, 'firma.jpg', 'image/jpeg', jpegValido());
    expect(jpg.statusCode).toBe(422);
    expect(jpg.json().errors.archivo).toEqual(['La firma debe ser una imagen PNG']);
    expect(await contar(e.db, 'archivos')).toBe(antes);
    expect((await usuarioPorCorreo(e.db, 'tecnico.sierra@cosecha.demo')).firma).toBe(u.firma);

    const png = await subir(e, admin, `/api/users/${u.uuid}/firma`, 'firma.png', 'image/png', pngValido());
    expect(png.statusCode, png.body).toBe(200);
    const firma = png.json().data.firma as string;
    expect((await usuarioPorCorreo(e.db, 'tecnico.sierra@cosecha.demo')).firma).toBe(firma);
    expect(await uno(e.db, 'SELECT mime FROM archivos WHERE uuid = $1', [firma])).toEqual({ mime: 'image/png' });
  });
});

describe('R130: nombres de los Excel del acopio', () => {
  it('entregas_acopios_{ciclo} y entregas_acopios_{ciclo}_deFecha_{día}; AcopiosPorProductor_{ciclo}_{fecha y hora}', async () => {
    const ciclo = await uno<{ uuid: string; nombre: string }>(
      e.db,
      'SELECT uuid::text AS uuid, nombre FROM ciclos WHERE id_cooperativa = 1 ORDER BY activo DESC, id DESC LIMIT 1',
    );
    const todo = await e.pedir(admin, 'GET', `/api/xls/entregas_acopios/${ciclo.uuid}`);
    expect(todo.statusCode, todo.body).toBe(200);
    expect(todo.headers['content-disposition']).toBe(`attachment; filename="entregas_acopios_${ciclo.nombre}.xlsx"`);
    const dia = await e.pedir(admin, 'GET', `/api/xls/entregas_acopios/${ciclo.uuid}/2025-11-20`);
    expect(dia.statusCode, dia.body).toBe(200);
    expect(dia.headers['content-disposition']).toBe(`attachment; filename="entregas_acopios_${ciclo.nombre}_deFecha_2025-11-20.xlsx"`);
    const porProductor = await e.pedir(admin, 'GET', `/api/xls/acopio_por_productor/${ciclo.uuid}`);
    expect(porProductor.statusCode, porProductor.body).toBe(200);
    expect(porProductor.headers['content-disposition']).toMatch(
      new RegExp(`filename="AcopiosPorProductor_${ciclo.nombre}_\\d{8}_\\d{6}\\.xlsx"`),
    );
  });
});

describe('R140: lo que la sesión decide', () => {
  it('ejemplo 1: la evaluación del comité guarda como id_user a quien tiene la sesión; un id_user en el cuerpo se rechaza', async () => {
    const c = await cuentaSinEvaluar(e, 1, 2, 3);
    const idComite = (await usuarioPorCorreo(e.db, 'comite.sierra@cosecha.demo')).id;
    const idAdmin = (await usuarioPorCorreo(e.db, 'admin@cosecha.demo')).id;
    const antes = await contar(e.db, 'comite_evaluaciones');
    // the browser never names the user: one that tries is refused, and nothing is stored
    const ajeno = await enviarComite(e, comite, '/api/comite_evaluaciones', formularioValido(c.id, { id_user: idAdmin }));
    expect(ajeno.statusCode).toBe(422);
    expect(ajeno.json().errors).toEqual({ id_user: ['Campo no permitido'] });
    expect(await contar(e.db, 'comite_evaluaciones')).toBe(antes);

    const r = await enviarComite(e, comite, '/api/comite_evaluaciones', formularioValido(c.id));
    expect(r.statusCode, r.body).toBe(200);
    const { uuid } = r.json().data[0] as { uuid: string };
    expect(await uno(e.db, 'SELECT id_user FROM comite_evaluaciones WHERE uuid = $1', [uuid])).toEqual({ id_user: idComite });
  });

  it('ejemplo 2: centros_acopios y precio_por_cooperativa se acotan a la cooperativa de la sesión aunque el filtro pida otra', async () => {
    const filtro = (id: number) => ({ filters: [{ column: 'id_cooperativa', operator: '=', value: id }], per_page: 100 });
    const propios = await e.pedir(gerente, 'POST', '/api/centros_acopios_search', filtro(2));
    expect(propios.statusCode, propios.body).toBe(200);
    expect(propios.json().data.length).toBeGreaterThan(0);
    expect(new Set(propios.json().data.map((f: { id_cooperativa: number }) => f.id_cooperativa))).toEqual(new Set([2]));
    const ajenos = await e.pedir(gerente, 'POST', '/api/centros_acopios_search', filtro(1));
    expect(ajenos.json().data).toEqual([]);

    const precios = await contar(e.db, 'precios_cooperativa WHERE id_cooperativa = 1');
    expect(precios).toBeGreaterThan(0);
    const preciosAjenos = await e.pedir(gerente, 'POST', '/api/precio_por_cooperativa_search', filtro(1));
    expect(preciosAjenos.statusCode, preciosAjenos.body).toBe(200);
    expect(preciosAjenos.json().data).toEqual([]);
  });
});
