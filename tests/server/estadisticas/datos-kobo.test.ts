import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { datosKobo } from '../../../server/modules/estadisticas/datos-kobo';
import { campoCsv } from '@domain/estadisticas/csv-kobo';

/** The data CSVs' builder (the download and 'Actualizar CSVs' share it): columns, tenancy, certification. */
let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e?.cerrar());

const lineas = (t: string) => t.split('\r\n').filter((l) => l !== '');

describe('datosKobo', () => {
  it('cuentas: cabecera name,label + llave de la cooperativa; solo las de la cooperativa', async () => {
    const t = await datosKobo(e.db, { idCooperativa: 1, tipo: 'cuentas', cert: 'certimex' });
    const l = lineas(t);
    expect(l[0]).toBe('name,label,cooperativa,clave,productor,categoria,ciclo');
    expect(l.length).toBeGreaterThan(1);
    expect(l.slice(1).every((x) => /^\d+,.*,1,/.test(x))).toBe(true);
  });
  it('parcelas llevan la llave de la cuenta', async () => {
    const l = lineas(await datosKobo(e.db, { idCooperativa: 1, tipo: 'parcelas', cert: 'certimex' }));
    expect(l[0]).toBe('name,label,cuenta,superficie,plantas');
    expect(l.length).toBeGreaterThan(1);
  });
  it('otra certificación: solo la cabecera', async () => {
    const l = lineas(await datosKobo(e.db, { idCooperativa: 1, tipo: 'cuentas', cert: 'mayacert' }));
    expect(l).toEqual(['name,label,cooperativa,clave,productor,categoria,ciclo']);
  });
  it('cooperativas, inspectores y árboles', async () => {
    expect(lineas(await datosKobo(e.db, { idCooperativa: 1, tipo: 'cooperativas', cert: 'certimex' }))).toHaveLength(2);
    expect(lineas(await datosKobo(e.db, { idCooperativa: 1, tipo: 'inspectores', cert: 'certimex' }))[0]).toBe('name,label,cooperativa');
    expect(lineas(await datosKobo(e.db, { idCooperativa: 1, tipo: 'arboles', cert: null })).length).toBeGreaterThan(1);
  });
  it('campos con coma o comillas van entre comillas', () => {
    expect(campoCsv('Pérez, "Juan"')).toBe('"Pérez, ""Juan"""');
    expect(campoCsv(null)).toBe('');
  });
});
