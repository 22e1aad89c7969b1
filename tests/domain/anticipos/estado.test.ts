import { describe, expect, it } from 'vitest';
import {
  colorEstado,
  estadoAnticipo,
  estadoProductor,
  funcionesCredito,
  montoMinimoAnticipo,
  porcentajePagado,
  puedeCrearEnCiclo,
  puedeEditarOAbonar,
  puedeEliminar,
} from '@domain/anticipos/estado';
import { maximoRecuperable, repartirRecuperacion } from '@domain/anticipos/recuperacion';

describe('R095: estado de un anticipo por su saldo (centavos)', () => {
  it('150.00 y 0.01 son Vigente (rojo); 0 es Pasado (verde)', () => {
    expect(estadoAnticipo(15_000)).toBe('Vigente');
    expect(estadoAnticipo(1)).toBe('Vigente');
    expect(estadoAnticipo(0)).toBe('Pasado');
    expect(colorEstado('Vigente')).toBe('error');
    expect(colorEstado('Pasado')).toBe('success');
  });
});

describe('R096: estado del productor', () => {
  it('Vigente si algún anticipo debe 0.01 o más; sin anticipos no tiene estado', () => {
    expect(estadoProductor([0, 0])).toBe('Pasado');
    expect(estadoProductor([0, 500])).toBe('Vigente');
    expect(estadoProductor([])).toBeNull();
  });
});

describe('R097: acciones del listado', () => {
  it('nuevo solo en el ciclo activo de acopio', () => {
    expect(puedeCrearEnCiclo(7, 7)).toBe(true);
    expect(puedeCrearEnCiclo(6, 7)).toBe(false);
    expect(puedeCrearEnCiclo(null, 7)).toBe(false);
  });
  it('editar y abonar con saldo de 0.01; no con 0.00 ni sin selección', () => {
    expect(puedeEditarOAbonar(1)).toBe(true);
    expect(puedeEditarOAbonar(0)).toBe(false);
    expect(puedeEditarOAbonar(null)).toBe(false);
  });
  it('eliminar solo sin abonos (un abono de 0 no movió dinero)', () => {
    expect(puedeEliminar([])).toBe(true);
    expect(puedeEliminar([0])).toBe(true);
    expect(puedeEliminar([10_000])).toBe(false);
  });
});

describe('R098: el mínimo sigue a lo recuperado', () => {
  it('0 recuperado → 0.01; 500.00 recuperados → 500.00', () => {
    expect(montoMinimoAnticipo(0)).toBe(1);
    expect(montoMinimoAnticipo(50_000)).toBe(50_000);
  });
});

describe('R102: niveles de crédito precosecha', () => {
  it('1 nada, 2 anticipos, 3 anticipos con interés', () => {
    expect(funcionesCredito(1)).toEqual({ anticipos: false, interes: false });
    expect(funcionesCredito(2)).toEqual({ anticipos: true, interes: false });
    expect(funcionesCredito(3)).toEqual({ anticipos: true, interes: true });
    expect(funcionesCredito(null)).toEqual({ anticipos: false, interes: false });
  });
});

describe('R103: porcentaje pagado (lectura A de DECISIONS)', () => {
  it('trunca, tope 100, 0 sin entregado', () => {
    expect(porcentajePagado(75_000, 100_000)).toBe(75);
    expect(porcentajePagado(150_000, 100_000)).toBe(100);
    expect(porcentajePagado(99_900, 100_000)).toBe(99);
    expect(porcentajePagado(5_000, 0)).toBe(0);
  });
});

describe('recuperación en una entrega: el anticipo más antiguo primero, interés antes que capital', () => {
  const SALDOS = [
    { id: 9, fecha: '2026-05-01', interesPendiente: 2_000, capital: 300_000 },
    { id: 4, fecha: '2026-03-01', interesPendiente: 10_000, capital: 100_000 },
  ];
  it('reparte entre dos anticipos', () => {
    expect(repartirRecuperacion(150_000, SALDOS)).toEqual([
      { id: 4, monto: 110_000, interes: 10_000, capital: 100_000 },
      { id: 9, monto: 40_000, interes: 2_000, capital: 38_000 },
    ]);
  });
  it('uno solo cuando alcanza', () => {
    expect(repartirRecuperacion(5_000, SALDOS)).toEqual([{ id: 4, monto: 5_000, interes: 5_000, capital: 0 }]);
  });
  it('no más que el saldo ni que el importe bruto de la entrega', () => {
    expect(maximoRecuperable(SALDOS, 1_000_000)).toBe(412_000);
    expect(maximoRecuperable(SALDOS, 386_000)).toBe(386_000);
    expect(maximoRecuperable([], 386_000)).toBe(0);
    expect(() => repartirRecuperacion(412_001, SALDOS)).toThrow(RangeError);
  });
});
