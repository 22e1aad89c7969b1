import { describe, expect, it } from 'vitest';
import { crearGeneradorUuidv7, instanteDeUuidv7, PATRON_UUIDV7, uuidv7 } from '@domain/bandeja/uuidv7';

const bytes = (uuid: string): number[] =>
  uuid
    .replace(/-/g, '')
    .match(/../g)!
    .map((h) => parseInt(h, 16));

describe('UUIDv7 (RFC 9562)', () => {
  it('lleva el instante en sus primeros 48 bits, versión 7 y variante 10', () => {
    const ms = Date.UTC(2026, 10, 29, 5, 30, 0, 123);
    const id = crearGeneradorUuidv7(
      () => ms,
      (n) => new Uint8Array(n).fill(0xff),
    )();
    expect(id).toMatch(PATRON_UUIDV7);
    expect(instanteDeUuidv7(id)).toBe(ms);
    const b = bytes(id);
    expect(b[6] >> 4).toBe(7);
    expect(b[8] >> 6).toBe(0b10);
    // rand_a starts with its top bit clear (room for the counter); the random tail is kept
    expect(((b[6] & 0x0f) << 8) | b[7]).toBe(0x7ff);
    expect(id.slice(24)).toBe('ffffffffffff');
    expect(id.slice(0, 13)).toBe(
      ms
        .toString(16)
        .padStart(12, '0')
        .replace(/^(.{8})/, '$1-'),
    );
  });

  it('el instante más grande de 48 bits se escribe sin perder bits', () => {
    const ms = 2 ** 48 - 1;
    expect(instanteDeUuidv7(crearGeneradorUuidv7(() => ms)())).toBe(ms);
  });

  it('se ordenan por creación, también varios en el mismo milisegundo y con el reloj hacia atrás', () => {
    const tiempos = [1000, 1000, 1000, 1001, 999, 1002];
    let i = 0;
    const generar = crearGeneradorUuidv7(() => tiempos[i++]);
    const ids = tiempos.map(() => generar());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(instanteDeUuidv7(ids[4])).toBe(1001); // the clock went back: the last instant is kept
  });

  it('si el contador se agota en un milisegundo, pasa al siguiente y sigue en orden', () => {
    const generar = crearGeneradorUuidv7(
      () => 5000,
      (n) => new Uint8Array(n).fill(0xff),
    );
    const ids = Array.from({ length: 2050 }, () => generar());
    expect([...ids].sort()).toEqual(ids);
    expect(instanteDeUuidv7(ids.at(-1)!)).toBe(5001);
  });

  it('el generador del sistema usa crypto.getRandomValues: 1,000 distintos y ordenados', () => {
    const ids = Array.from({ length: 1000 }, () => uuidv7());
    expect(ids.every((id) => PATRON_UUIDV7.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(1000);
    expect([...ids].sort()).toEqual(ids);
    expect(Math.abs(instanteDeUuidv7(ids[0])! - Date.now())).toBeLessThan(60_000);
  });

  it('otro texto no es un UUIDv7', () => {
    expect(instanteDeUuidv7('6f1c2e7a-1b2c-4d3e-8f40-112233445566')).toBeNull(); // version 4
    expect(instanteDeUuidv7('0193f1c2-e7a1-7b2c-cd3e-112233445566')).toBeNull(); // variant 110
    expect(instanteDeUuidv7('no')).toBeNull();
  });
});
