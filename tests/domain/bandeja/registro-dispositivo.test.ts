import { describe, expect, it } from 'vitest';
import { MENSAJES_FOLIO_PROVISIONAL } from '@domain/bandeja/folio-provisional';
import { leerRegistroDispositivo, MENSAJES_REGISTRO_DISPOSITIVO as M } from '@domain/bandeja/registro-dispositivo';

const AHORA = new Date('2026-11-29T12:00:00.000Z');
const leer = (d: { folio_provisional?: string | null; registrada_en?: string | null }) => leerRegistroDispositivo(d, AHORA, 7);

describe('folio provisional y hora del dispositivo de una entrega', () => {
  it('ambos son opcionales', () => {
    expect(leer({})).toEqual({ ok: true, valor: { folio_provisional: null, registrada_en: null } });
    expect(leer({ folio_provisional: null, registrada_en: '' })).toEqual({
      ok: true,
      valor: { folio_provisional: null, registrada_en: null },
    });
  });

  it('se guardan en su forma canónica (folio en mayúsculas, instante en UTC)', () => {
    expect(leer({ folio_provisional: 'pv-7kq2-42', registrada_en: '2026-11-29T05:30:00-06:00' })).toEqual({
      ok: true,
      valor: { folio_provisional: 'PV-7KQ2-0042', registrada_en: '2026-11-29T11:30:00.000Z' },
    });
  });

  it.each([
    ['2026-11-29T12:05:00Z', true], // 5 minutes fast: a device clock may be
    ['2026-11-29T12:05:01Z', M.futuro],
    ['2026-11-22T12:00:00Z', true], // exactly 7 days
    ['2026-11-22T11:59:59Z', M.antiguo(7)],
    ['2026-11-29', M.instante], // a date without time
    ['2026-11-29T12:00:00', M.instante], // no zone: which clock?
    ['2026-02-30T12:00:00Z', M.instante],
    ['ayer', M.instante],
  ])('registrada_en %s', (valor, esperado) => {
    const r = leer({ registrada_en: valor });
    if (esperado === true) expect(r.ok).toBe(true);
    else expect(r).toEqual({ ok: false, errores: { registrada_en: [esperado] } });
  });

  it('un folio que no es provisional dice cómo debe ser', () => {
    expect(leer({ folio_provisional: 'E-000042' })).toEqual({
      ok: false,
      errores: { folio_provisional: [MENSAJES_FOLIO_PROVISIONAL.formato] },
    });
  });
});
