import { describe, expect, it } from 'vitest';
import {
  INTERES_MAYOR_A_999,
  INTERES_NEGATIVO,
  INTERES_SEIS_DECIMALES,
  diasEntre,
  interesCentavos,
  leerTasa,
  tasaATexto,
} from '@domain/anticipos/interes';

describe('R094: interés del anticipo (tasa mensual, mes de 30 días, capital en centavos)', () => {
  it('ejemplo 2: 30 días al 2 % sobre 10,000.00 son 200.00 (2 % en un mes)', () => {
    expect(interesCentavos(30, 2_000_000, 1_000_000)).toBe(20_000);
  });
  it('ejemplo 4: un capital de 0.01 no genera interés, ni uno de 0', () => {
    expect(interesCentavos(365, 999_000_000, 1)).toBe(0);
    expect(interesCentavos(30, 2_000_000, 0)).toBe(0);
  });
  it('sin días o sin tasa no hay interés', () => {
    expect(interesCentavos(0, 2_000_000, 1_000_000)).toBe(0);
    expect(interesCentavos(30, 0, 1_000_000)).toBe(0);
  });
  it('redondea al centavo, la mitad hacia arriba', () => {
    // 1 day × 1 % × 1,500 cents / 3000 = 0.5 cents → 1
    expect(interesCentavos(1, 1_000_000, 1_500)).toBe(1);
    // 1 day × 1 % × 1,490 cents / 3000 = 0.4966… cents → 0
    expect(interesCentavos(1, 1_000_000, 1_490)).toBe(0);
    // 10 days × 1.5 % × 1,234.56 = 6.1728 pesos → 6.17
    expect(interesCentavos(10, 1_500_000, 123_456)).toBe(617);
  });
  it('es exacto donde un número de punto flotante ya no lo sería (999 % un año sobre 10 millones)', () => {
    // 365 × 999 × 1,000,000,000 cents / 3000 = 121,545,000,000 cents exactly
    expect(interesCentavos(365, 999_000_000, 1_000_000_000)).toBe(121_545_000_000);
    // six decimals of rate: 30 days × 1.123456 % × 10,000.00 = 112.3456 → 112.35
    expect(interesCentavos(30, 1_123_456, 1_000_000)).toBe(11_235);
  });
});

describe('R099: la tasa que escribe una persona', () => {
  it('se guarda en millonésimas sin pasar por un flotante', () => {
    expect(leerTasa('2')).toEqual({ valor: 2_000_000 });
    expect(leerTasa('1.123456')).toEqual({ valor: 1_123_456 });
    expect(leerTasa(1.5)).toEqual({ valor: 1_500_000 });
    expect(leerTasa('999')).toEqual({ valor: 999_000_000 });
    expect(leerTasa('0')).toEqual({ valor: 0 });
    expect(leerTasa('')).toEqual({ valor: null });
    expect(leerTasa(null)).toEqual({ valor: null });
  });
  it('ejemplos 1–3 del spec con sus mensajes', () => {
    expect(leerTasa(1000).error).toBe(INTERES_MAYOR_A_999);
    expect(leerTasa('999.000001').error).toBe(INTERES_MAYOR_A_999);
    expect(leerTasa('1.1234567').error).toBe(INTERES_SEIS_DECIMALES);
    expect(leerTasa('-0.5').error).toBe(INTERES_NEGATIVO);
  });
  it('ceros a la derecha no son decimales de más', () => {
    expect(leerTasa('1.12345600')).toEqual({ valor: 1_123_456 });
  });
  it('vuelve al texto del formulario', () => {
    expect(tasaATexto(2_000_000)).toBe('2');
    expect(tasaATexto(1_123_456)).toBe('1.123456');
    expect(tasaATexto(1_500_000)).toBe('1.5');
  });
});

describe('días entre dos fechas', () => {
  it('cuenta días del calendario, con años bisiestos', () => {
    expect(diasEntre('2026-01-01', '2026-01-31')).toBe(30);
    expect(diasEntre('2024-02-28', '2024-03-01')).toBe(2);
    expect(diasEntre('2026-03-01', '2026-03-01')).toBe(0);
  });
});
