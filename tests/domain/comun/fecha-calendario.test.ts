import { describe, expect, it } from 'vitest';
import { esFechaDelCalendario } from '@domain/comun/fecha-calendario';

describe('esFechaDelCalendario (issue 22 item 7)', () => {
  it('acepta días reales, también el 29 de febrero de un año bisiesto', () => {
    for (const f of ['2026-02-28', '2028-02-29', '2000-02-29', '2026-12-31', '2026-01-01']) expect(esFechaDelCalendario(f), f).toBe(true);
  });
  it('rechaza días que no existen y formas que no son AAAA-MM-DD', () => {
    for (const f of [
      '2026-02-30',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
      '21-11-2026',
      '2026-1-1',
      '',
    ])
      expect(esFechaDelCalendario(f), f).toBe(false);
  });
});
