import { describe, expect, it } from 'vitest';
import {
  cantidad,
  formatoCentavos,
  formatoDinero,
  formatoFecha,
  formatoFechaHora,
  formatoHectareas,
  formatoNumero,
  hoyEnZona,
  partesEnZona,
} from '@domain/comun/formato';

describe('R023 números', () => {
  it.each([
    [1234.5, '1,234.50'],
    [null, '--'],
    [undefined, '--'],
    ['', '--'],
    [0.004, '0.00'],
    [-0.004, '0.00'],
    [1.005, '1.01'],
    [1234567.891, '1,234,567.89'],
    [0, '0.00'],
    ['12.5', '12.50'],
    [Number.NaN, '--'],
  ])('hectáreas %s → %s', (v, e) => expect(formatoHectareas(v as number)).toBe(e));
  it('enteros con separador de miles', () => expect(formatoNumero(1234567)).toBe('1,234,567'));
  it('dinero con 2 decimales', () => expect(formatoDinero(1234.5)).toBe('$1,234.50'));
  it('dinero negativo', () => expect(formatoDinero(-5)).toBe('-$5.00'));
  it('centavos enteros', () => expect(formatoCentavos(123450)).toBe('$1,234.50'));
  it('centavos negativos', () => expect(formatoCentavos(-5)).toBe('-$0.05'));
  it('centavos faltantes', () => expect(formatoCentavos(null)).toBe('--'));
});

describe('R024 fechas dd/MMM/yyyy', () => {
  it.each([
    ['2026-01-05', '05/ene/2026'],
    ['2024-03-05', '05/mar/2024'],
    ['2024-12-31T23:59:00Z', '31/dic/2024'],
    [null, '--'],
    ['', '--'],
    ['05/03/2024', '--'],
    ['2024-13-01', '--'],
  ])('%s → %s', (v, e) => expect(formatoFecha(v)).toBe(e));
});

describe('issue 22 item 22: una fecha con hora se lee en la zona de la cooperativa', () => {
  // 19:00 del 5 de enero en Ciudad de México es ya el 6 de enero en UTC: la persona debe leer el 5
  const tarde = '2026-01-06T01:00:00.000Z';
  it('19:00 en America/Mexico_City → el mismo día', () => expect(formatoFecha(tarde, 'America/Mexico_City')).toBe('05/ene/2026'));
  it('sin zona → la de por defecto (Ciudad de México)', () => expect(formatoFecha(tarde)).toBe('05/ene/2026'));
  it('en UTC → el día siguiente', () => expect(formatoFecha(tarde, 'UTC')).toBe('06/ene/2026'));
  it('como lo escribe PostgreSQL (espacio y +00)', () =>
    expect(formatoFecha('2026-01-06 01:00:00+00', 'America/Mexico_City')).toBe('05/ene/2026'));
  it('con desplazamiento propio', () => expect(formatoFecha('2026-01-05T19:00:00-06:00', 'America/Mexico_City')).toBe('05/ene/2026'));
  it('una fecha sin hora no cambia de día en ninguna zona', () => expect(formatoFecha('2026-01-05', 'Asia/Tokyo')).toBe('05/ene/2026'));
  it('una hora sin zona se lee como está escrita', () => expect(formatoFecha('2026-01-05T23:30:00', 'UTC')).toBe('05/ene/2026'));
});

describe("'hoy' en la zona de la cooperativa", () => {
  const instante = new Date('2026-01-06T03:30:00Z'); // 5 de enero, 21:30 en Ciudad de México
  it('Ciudad de México', () => expect(hoyEnZona('America/Mexico_City', instante)).toBe('2026-01-05'));
  it('UTC', () => expect(hoyEnZona('UTC', instante)).toBe('2026-01-06'));
  it('zona desconocida → la de por defecto', () => expect(hoyEnZona('Marte/Olimpo', instante)).toBe('2026-01-05'));
  it('sin zona → la de por defecto', () => expect(hoyEnZona(null, instante)).toBe('2026-01-05'));
});

describe('partesEnZona: la hora del reloj de la cooperativa', () => {
  const instante = new Date('2026-01-05T00:30:05Z');
  it('Ciudad de México va seis horas atrás, en 24 h y con dos cifras', () =>
    expect(partesEnZona(instante, 'America/Mexico_City')).toEqual({
      year: '2026',
      month: '01',
      day: '04',
      hour: '18',
      minute: '30',
      second: '05',
    }));
  it('medianoche es 00, no 24', () => expect(partesEnZona(new Date('2026-01-05T06:00:00Z'), 'America/Mexico_City').hour).toBe('00'));
  it('una zona desconocida o vacía usa la de Ciudad de México', () => {
    const mx = partesEnZona(instante, 'America/Mexico_City');
    expect(partesEnZona(instante, 'Marte/Olimpo')).toEqual(mx);
    expect(partesEnZona(instante, null)).toEqual(mx);
  });
});

describe('issue 23: fecha y hora de un instante en la zona de la cooperativa', () => {
  it.each([
    ['2026-01-06T01:05:00Z', 'America/Mexico_City', '05/ene/2026 19:05'],
    ['2026-01-06T01:05:00.123+00:00', 'America/Mexico_City', '05/ene/2026 19:05'],
    ['2026-07-01 12:00:00+00', 'America/Guatemala', '01/jul/2026 06:00'],
    ['2026-01-06T01:05:00Z', null, '05/ene/2026 19:05'],
  ])('%s en %s → %s', (v, zona, e) => expect(formatoFechaHora(v, zona)).toBe(e));
  it('una fecha sin hora no inventa la hora', () => expect(formatoFechaHora('2026-01-05')).toBe('05/ene/2026'));
  it('nada → --', () => expect(formatoFechaHora(null)).toBe('--'));
});

describe('cantidad', () => {
  it('singular con 1, plural con 0 y más, con separador de miles', () => {
    expect(cantidad(1, 'entrega', 'entregas')).toBe('1 entrega');
    expect(cantidad(0, 'entrega', 'entregas')).toBe('0 entregas');
    expect(cantidad(1500, 'productor', 'productores')).toBe('1,500 productores');
  });
});
