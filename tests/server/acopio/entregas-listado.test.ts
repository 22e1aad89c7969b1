import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { conClave, cuentaDeCiclo, registrarEntrega } from './lotes-ayudas';

/** POST entregas_por_productor_search: the deliveries list (spec 002 §2.7, §3 'Delivery list row', §7) and its totals row. */
let e: Entorno;
let admin: string;
let gerente: string;
let tecnico: string;
let cuenta: { id: number; uuid: string; id_ciclo: number; id_productor: number };
let otra: { id: number; uuid: string; id_ciclo: number; id_productor: number };
let idLote: number;
let enLote: { uuid: string; id: number }[];

const buscar = (token: string | null, body: unknown) => e.pedir(token, 'POST', '/api/entregas_por_productor_search', body);
const porCiclo = (extra: object[] = []) => [{ column: 'id_ciclo', operator: '=', value: cuenta.id_ciclo }, ...extra];

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  gerente = await e.entrar('gerente@cosecha.demo');
  tecnico = await e.entrar('tecnico.sierra@cosecha.demo');
  cuenta = await cuentaDeCiclo(e, 1, true, 2);
  otra = await cuentaDeCiclo(e, 1, true, 3);
  const a = await registrarEntrega(e, admin, cuenta.uuid, { fecha_ejecucion: '2026-11-01' });
  const b = await registrarEntrega(e, admin, cuenta.uuid, { fecha_ejecucion: '2026-11-03', monto_pagado: 0, id_metodo_pago: null });
  await registrarEntrega(e, admin, otra.uuid, { fecha_ejecucion: '2026-11-02' });
  const lote = await e.pedir(admin, 'POST', '/api/lotes', {
    nombre: 'Lote listado',
    folio: null,
    volumen: null,
    fecha_entrega_venta: null,
    observaciones: null,
    id_ciclo: cuenta.id_ciclo,
  });
  idLote = lote.json().data.id;
  enLote = [a, b];
  await conClave(e, admin, 'POST', '/api/lotes_asignacion', { id_lote: idLote, entregas: [a.uuid, b.uuid] });
});
afterAll(() => e.cerrar());

describe('listado de entregas', () => {
  it('la fila de 002 §3: productor con su uuid de perfil, centro, pesos, importes, pagado, saldo, lote y estatus', async () => {
    const r = await buscar(admin, { filters: porCiclo([{ column: 'id_cuenta', operator: '=', value: cuenta.id }]) });
    expect(r.statusCode, r.body).toBe(200);
    const filas = r.json().data;
    expect(filas.map((f: { fecha_acopio: string }) => f.fecha_acopio)).toEqual(['2026-11-03', '2026-11-01']);
    const p = await uno<{ uuid: string; nombre_completo: string }>(e.db, 'SELECT uuid, nombre_completo FROM productores WHERE id = $1', [
      cuenta.id_productor,
    ]);
    expect(filas[1]).toMatchObject({
      acopio_uuid: enLote[0].uuid,
      productor_uuid: p.uuid,
      productor_nombre: p.nombre_completo,
      uuid_cuenta: cuenta.uuid,
      peso_bruto: 150_00,
      peso_tara: 2_50,
      peso_descuento: 1_00,
      peso_neto: 146_50,
      no_bultos: 2,
      importe_total: 5860_00,
      total_anticipos_recuperados: 0,
      pagado_a_productor: 3000_00,
      total_saldo: 2860_00,
      id_metodo_pago: 1,
      rendimiento: 80_00,
      id_cat_certificacion: [15],
      lote: 'Lote listado',
      id_lote: idLote,
      estatus: 'Sin asignar',
      nombre_cat_costaleras_estatus: 'No',
      id_cat_acopio_tipos_cafe: 1,
      tipo_cafe: 'Pergamino',
      proceso: 'Lavado',
    });
    expect(filas[0]).toMatchObject({ pagado_a_productor: 0, total_saldo: 5860_00, id_metodo_pago: null });
    expect(typeof filas[0].localidad).toBe('string');
    expect(typeof filas[0].region).toBe('string');
  });

  it('totales sobre toda la población filtrada, no solo la página', async () => {
    const r = await buscar(admin, {
      filters: porCiclo([{ column: 'id_lote', operator: '=', value: idLote }]),
      per_page: 10,
      page: 1,
      totales: true,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().total).toBe(2);
    expect(r.json().totales).toEqual({
      no_bultos: 4,
      peso_bruto: 300_00,
      peso_tara: 5_00,
      peso_descuento: 2_00,
      peso_neto: 293_00,
      importe_total: 11720_00,
      total_anticipos_recuperados: 0,
      pagado_a_productor: 3000_00,
      total_saldo: 8720_00,
    });
    const pagina2 = await buscar(admin, {
      filters: porCiclo([{ column: 'id_lote', operator: '=', value: idLote }]),
      per_page: 10,
      page: 2,
      totales: true,
    });
    expect(pagina2.json().data).toEqual([]);
    expect(pagina2.json().totales.peso_neto).toBe(293_00);
  });

  it('las páginas de 10 (leídas por llaves, las del final al revés) son la página de 100 en cada orden', async () => {
    for (const sorts of [
      [],
      [{ column: 'fecha_acopio', sort: 'asc' }],
      [{ column: 'peso_neto', sort: 'desc' }],
      [{ column: 'importe_total', sort: 'asc' }],
    ]) {
      const filters = porCiclo([{ column: 'sin_lote', operator: '=', value: true }]);
      const todas = (await buscar(admin, { filters, sorts, per_page: 100 })).json();
      expect(todas.total, JSON.stringify(sorts)).toBeGreaterThan(20);
      const paginas: number[] = [];
      for (let page = 1; page <= Math.min(10, Math.ceil(todas.total / 10)); page++) {
        const r = await buscar(admin, { filters, sorts, per_page: 10, page });
        expect(r.statusCode, r.body).toBe(200);
        paginas.push(...r.json().data.map((f: { id_acopio: number }) => f.id_acopio));
      }
      expect(paginas, JSON.stringify(sorts)).toEqual(todas.data.slice(0, paginas.length).map((f: { id_acopio: number }) => f.id_acopio));
    }
  });

  it('filtra por productor (perfil), sin lote y por día; ordena por peso; 422 con columnas u órdenes no declarados', async () => {
    const perfil = await buscar(admin, { filters: [{ column: 'productor_id', operator: '=', value: cuenta.id_productor }] });
    expect(perfil.json().data.every((f: { productor_id: number }) => f.productor_id === cuenta.id_productor)).toBe(true);
    const sinLote = await buscar(admin, { filters: porCiclo([{ column: 'sin_lote', operator: '=', value: 1 }]), per_page: 100 });
    expect(sinLote.json().data.some((f: { acopio_uuid: string }) => f.acopio_uuid === enLote[0].uuid)).toBe(false);
    // the day of `otra`'s delivery (beforeAll): that one, and nothing of another day
    const delDia = await buscar(admin, {
      filters: porCiclo([{ column: 'fecha_acopio', operator: '=', value: '2026-11-02' }]),
      per_page: 100,
    });
    expect(delDia.json().data.some((f: { productor_id: number }) => f.productor_id === otra.id_productor)).toBe(true);
    expect(delDia.json().data.every((f: { fecha_acopio: string }) => f.fecha_acopio === '2026-11-02')).toBe(true);
    expect((await buscar(admin, { filters: porCiclo([{ column: 'fecha_acopio', operator: '=', value: '1 de mayo' }]) })).statusCode).toBe(
      422,
    );
    const orden = await buscar(admin, { filters: porCiclo(), sorts: [{ column: 'peso_neto', sort: 'desc' }] });
    expect(orden.statusCode).toBe(200);
    expect((await buscar(admin, { filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }] })).statusCode).toBe(422);
    expect((await buscar(admin, { sorts: [{ column: 'nombre', sort: 'asc' }] })).statusCode).toBe(422);
  });

  it('401, 403 sin ACOPIOS_ENTREGAS_X_PRODUCTOR ni ACOPIOS_DASHBOARD_VER; otra cooperativa no ve nada de esta', async () => {
    expect((await buscar(null, {})).statusCode).toBe(401);
    expect((await buscar(tecnico, {})).statusCode).toBe(403);
    const ajena = await buscar(gerente, { filters: [{ column: 'id_lote', operator: '=', value: idLote }], totales: true });
    expect(ajena.statusCode).toBe(200);
    expect(ajena.json()).toMatchObject({ data: [], total: 0 });
    expect(ajena.json().totales.peso_neto).toBe(0);
  });
});
