import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { cuentaDeCiclo, registrarEntrega } from './lotes-ayudas';

/**
 * The deliveries list by date descending shows a day's newest delivery first: the search engine's tiebreaker (the
 * key) goes the way of the first sort column, not always ascending. A page read from the end (a keys-first list
 * past the middle, server/search/motor.ts) gives the same rows as reading from the start.
 */
let e: Entorno;
let admin: string;
let cuenta: { id: number; uuid: string; id_ciclo: number };
/** 30 deliveries over three days, registered in turn (day 5, 4, 6, 5, 4, 6…): ties cross every page of 10. */
const DIAS = ['2026-11-05', '2026-11-04', '2026-11-06'];
let registradas: { uuid: string; dia: string }[]; // in the order registered (ascending id)

const buscar = (body: object) => e.pedir(admin, 'POST', '/api/entregas_por_productor_search', body);
const filtro = () => [
  { column: 'id_ciclo', operator: '=', value: cuenta.id_ciclo },
  { column: 'id_cuenta', operator: '=', value: cuenta.id },
];
const uuids = async (sort: 'asc' | 'desc', page = 1, per_page = 50): Promise<string[]> => {
  const r = await buscar({ filters: filtro(), sorts: [{ column: 'fecha_acopio', sort }], page, per_page });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.map((f: { acopio_uuid: string }) => f.acopio_uuid);
};

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  cuenta = await cuentaDeCiclo(e, 1, true, 5);
  registradas = [];
  for (let i = 0; i < 30; i++) {
    const dia = DIAS[i % 3];
    registradas.push({ uuid: (await registrarEntrega(e, admin, cuenta.uuid, { fecha_ejecucion: dia })).uuid, dia });
  }
});
afterAll(() => e.cerrar());

describe('listado de entregas: desempate en la dirección del orden', () => {
  it('por fecha descendente, la entrega más nueva del día primero; ascendente, la más antigua', async () => {
    const delDia = (dia: string) => registradas.filter((r) => r.dia === dia).map((r) => r.uuid);
    expect(await uuids('desc')).toEqual(['2026-11-06', '2026-11-05', '2026-11-04'].flatMap((d) => delDia(d).reverse()));
    expect(await uuids('asc')).toEqual(['2026-11-04', '2026-11-05', '2026-11-06'].flatMap(delDia));
  });

  it('página a página (las del final leídas al revés) da las mismas filas que una sola página', async () => {
    for (const sort of ['desc', 'asc'] as const) {
      const todas = await uuids(sort);
      expect(todas).toHaveLength(30);
      const porPagina: string[] = [];
      for (let page = 1; page <= 3; page++) porPagina.push(...(await uuids(sort, page, 10)));
      expect(porPagina, sort).toEqual(todas);
    }
  });
});
