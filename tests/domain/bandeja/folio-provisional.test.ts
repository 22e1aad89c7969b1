import { describe, expect, it } from 'vitest';
import {
  codigoDispositivo,
  formatoFolioProvisional,
  leerFolioProvisional,
  normalizarFolioProvisional,
  PATRON_FOLIO_PROVISIONAL,
  siguienteFolioProvisional,
} from '@domain/bandeja/folio-provisional';

describe('folio provisional del dispositivo (PV-<dispositivo>-<número>)', () => {
  it.each([
    [{ dispositivo: '7KQ2', secuencia: 42 }, 'PV-7KQ2-0042'],
    [{ dispositivo: '7KQ2', secuencia: 1 }, 'PV-7KQ2-0001'],
    [{ dispositivo: 'ZZ09', secuencia: 9999 }, 'PV-ZZ09-9999'],
    [{ dispositivo: 'ZZ09', secuencia: 10000 }, 'PV-ZZ09-10000'],
    [{ dispositivo: 'a0b1', secuencia: 999_999 }, 'PV-A0B1-999999'],
  ])('%j se imprime %s', (f, texto) => {
    expect(formatoFolioProvisional(f)).toBe(texto);
    expect(texto).toMatch(new RegExp(PATRON_FOLIO_PROVISIONAL));
    expect(leerFolioProvisional(texto)).toEqual({ ...f, dispositivo: f.dispositivo.toUpperCase() });
  });

  it.each([
    ['pv-7kq2-42', 'PV-7KQ2-0042'],
    ['  PV-7KQ2-0042 ', 'PV-7KQ2-0042'],
    ['PV-7KQO-0042', 'PV-7KQ0-0042'], // O read as 0, I and L as 1 (Crockford)
    ['PV-IL12-000001', 'PV-1112-0001'],
  ])('%s se lee como %s', (texto, canonico) => {
    expect(normalizarFolioProvisional(texto)).toBe(canonico);
  });

  it.each([
    '',
    'E-000042',
    'PV-7KQ2',
    'PV-7KQ2-0000',
    'PV-7KQU-0042',
    'PV-7KQ-0042',
    'PV-7KQ22-0042',
    'PV-7KQ2-1234567',
    'PV-7KQ2-00-42',
    'PV_7KQ2_0042',
  ])('%j no es un folio provisional', (texto) => {
    expect(leerFolioProvisional(texto)).toBeNull();
    expect(normalizarFolioProvisional(texto)).toBeNull();
  });

  it('el patrón del contrato acepta solo la forma canónica', () => {
    const patron = new RegExp(PATRON_FOLIO_PROVISIONAL);
    for (const t of ['PV-7KQ2-0042', 'PV-7KQ2-12345']) expect(t).toMatch(patron);
    for (const t of ['pv-7kq2-0042', 'PV-7KQ2-42', 'PV-7KQ2-012345', 'PV-7KQ2-0000', 'PV-7KQO-0042']) expect(t).not.toMatch(patron);
  });

  it('el siguiente folio sigue la secuencia del dispositivo; fuera de rango es un error de programación', () => {
    expect(siguienteFolioProvisional('7KQ2', 0)).toBe('PV-7KQ2-0001');
    expect(siguienteFolioProvisional('7KQ2', 41)).toBe('PV-7KQ2-0042');
    expect(() => siguienteFolioProvisional('7KQ2', 999_999)).toThrow(RangeError);
    expect(() => formatoFolioProvisional({ dispositivo: 'UUUU', secuencia: 1 })).toThrow(RangeError);
  });

  it('un código de dispositivo nuevo son 4 caracteres Crockford', () => {
    expect(codigoDispositivo((n) => new Uint8Array([7, 19, 23, 2].slice(0, n)))).toBe('7KQ2');
    for (let i = 0; i < 50; i++) expect(codigoDispositivo()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}$/);
  });
});
