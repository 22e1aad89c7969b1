import { describe, expect, it } from 'vitest';
import { estadoDeAnticipo, type MovimientoLibro } from '@domain/anticipos/libro';

// 10,000.00 lent on 1 March at 2 % a month
const ANTICIPO = { fecha: '2026-03-01', monto: 1_000_000, tasa: 2_000_000 };

describe('el libro de un anticipo (R094 y DECISIONS: interés primero, luego capital)', () => {
  it('sin movimientos: el interés corre sobre todo el capital hasta la fecha del estado', () => {
    const e = estadoDeAnticipo(ANTICIPO, [], '2026-03-31');
    expect(e).toMatchObject({ capital: 1_000_000, interesPendiente: 20_000, interesDevengado: 20_000, saldo: 1_020_000 });
  });

  it('varios abonos: cada uno paga primero el interés devengado y el resto al capital', () => {
    const movimientos: MovimientoLibro[] = [
      { fecha: '2026-03-31', monto: 220_000, orden: 1 }, // 200.00 interest + 2,000.00 capital
      { fecha: '2026-04-30', monto: 100_000, orden: 2 }, // 30 days on 8,000.00: 160.00 interest, 840.00 capital
    ];
    const e = estadoDeAnticipo(ANTICIPO, movimientos, '2026-04-30');
    expect(e.aplicaciones).toEqual([
      { orden: 1, fecha: '2026-03-31', interes: 20_000, capital: 200_000, excedente: 0 },
      { orden: 2, fecha: '2026-04-30', interes: 16_000, capital: 84_000, excedente: 0 },
    ]);
    expect(e).toMatchObject({ capital: 716_000, interesPendiente: 0, pagadoInteres: 36_000, pagadoCapital: 284_000, saldo: 716_000 });
  });

  it('un abono menor que el interés deja interés pendiente, que no genera interés (simple, no compuesto)', () => {
    const e = estadoDeAnticipo(ANTICIPO, [{ fecha: '2026-03-31', monto: 5_000, orden: 1 }], '2026-04-30');
    // March: 200.00 accrued, 50.00 paid → 150.00 pending; April: 200.00 more on the untouched capital
    expect(e).toMatchObject({ capital: 1_000_000, interesPendiente: 35_000, interesDevengado: 40_000, saldo: 1_035_000 });
  });

  it('un abono de 0 se ignora y uno anulado no cuenta', () => {
    const e = estadoDeAnticipo(
      ANTICIPO,
      [
        { fecha: '2026-03-10', monto: 0, orden: 1 },
        { fecha: '2026-03-15', monto: 500_000, orden: 2, anulado: true },
      ],
      '2026-03-31',
    );
    expect(e.aplicaciones).toEqual([]);
    expect(e).toMatchObject({ capital: 1_000_000, interesPendiente: 20_000 });
  });

  it('un capital de 0.01 ya no genera interés', () => {
    const e = estadoDeAnticipo(ANTICIPO, [{ fecha: '2026-03-31', monto: 1_019_999, orden: 1 }], '2027-03-31');
    expect(e).toMatchObject({ capital: 1, interesPendiente: 0, saldo: 1 });
  });

  it('sin tasa (nivel de crédito 2) el saldo es el capital', () => {
    const e = estadoDeAnticipo({ ...ANTICIPO, tasa: 0 }, [{ fecha: '2026-04-30', monto: 400_000, orden: 1 }], '2026-12-31');
    expect(e).toMatchObject({ capital: 600_000, interesDevengado: 0, saldo: 600_000 });
  });

  it('lo que pasa del saldo queda como excedente (el servidor lo rechaza)', () => {
    const e = estadoDeAnticipo(ANTICIPO, [{ fecha: '2026-03-31', monto: 1_030_000, orden: 1 }], '2026-03-31');
    expect(e).toMatchObject({ capital: 0, saldo: 0, excedente: 10_000 });
  });

  it('los movimientos posteriores a la fecha del estado no cuentan', () => {
    const e = estadoDeAnticipo(ANTICIPO, [{ fecha: '2026-05-01', monto: 500_000, orden: 1 }], '2026-03-31');
    expect(e.aplicaciones).toEqual([]);
    expect(e.saldo).toBe(1_020_000);
  });
});

/** Every order of a list (n ≤ 6 here: 720 orders). */
function* permutaciones<T>(xs: T[]): Generator<T[]> {
  if (xs.length <= 1) {
    yield xs;
    return;
  }
  for (let i = 0; i < xs.length; i++) for (const resto of permutaciones([...xs.slice(0, i), ...xs.slice(i + 1)])) yield [xs[i], ...resto];
}

describe('movimientos capturados fuera de orden (issue 25): el mismo libro en cualquier orden da las mismas cifras', () => {
  const LIBRO: MovimientoLibro[] = [
    { fecha: '2026-03-20', monto: 150_000, orden: 1 },
    { fecha: '2026-04-02', monto: 1_000, orden: 2 },
    { fecha: '2026-04-02', monto: 250_000, orden: 3 }, // two on one day
    { fecha: '2026-05-17', monto: 0, orden: 4 },
    { fecha: '2026-06-30', monto: 300_000, orden: 5, anulado: true },
    { fecha: '2026-07-01', monto: 99_999, orden: 6 },
  ];
  const esperado = estadoDeAnticipo(ANTICIPO, LIBRO, '2026-09-30');

  it('las 720 órdenes de captura (cada una con su propio orden de ids) dan el mismo saldo e interés', () => {
    let vistas = 0;
    for (const orden of permutaciones(LIBRO)) {
      // captured in this order: the ids follow the capture, so same-day ties may flip too
      const capturados = orden.map((m, i) => ({ ...m, orden: i + 1 }));
      const e = estadoDeAnticipo(ANTICIPO, capturados, '2026-09-30');
      expect([e.capital, e.interesPendiente, e.interesDevengado, e.pagadoInteres, e.pagadoCapital, e.saldo]).toEqual([
        esperado.capital,
        esperado.interesPendiente,
        esperado.interesDevengado,
        esperado.pagadoInteres,
        esperado.pagadoCapital,
        esperado.saldo,
      ]);
      vistas++;
    }
    expect(vistas).toBe(720);
  });

  it('un abono con fecha anterior recalcula el interés desde esa fecha, como si se hubiera capturado a tiempo', () => {
    const tarde = estadoDeAnticipo(ANTICIPO, [{ fecha: '2026-06-01', monto: 500_000, orden: 1 }], '2026-09-30');
    const conAtrasado = estadoDeAnticipo(
      ANTICIPO,
      [
        { fecha: '2026-06-01', monto: 500_000, orden: 1 },
        { fecha: '2026-04-01', monto: 300_000, orden: 2 }, // entered later, dated earlier
      ],
      '2026-09-30',
    );
    const aTiempo = estadoDeAnticipo(
      ANTICIPO,
      [
        { fecha: '2026-04-01', monto: 300_000, orden: 1 },
        { fecha: '2026-06-01', monto: 500_000, orden: 2 },
      ],
      '2026-09-30',
    );
    expect(conAtrasado.saldo).toBe(aTiempo.saldo);
    expect(conAtrasado.interesDevengado).toBe(aTiempo.interesDevengado);
    expect(conAtrasado.interesDevengado).toBeLessThan(tarde.interesDevengado);
  });
});
