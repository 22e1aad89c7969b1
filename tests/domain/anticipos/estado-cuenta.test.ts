import { describe, expect, it } from 'vitest';
import { totalesEstadoCuenta, type DatosEstadoCuenta } from '@domain/anticipos/estado-cuenta';

const entrega = (importe: number, recuperado: number, pagado: number, anulada = false) => ({
  folio_acopio: 'E-1',
  fecha_acopio: '2026-01-10',
  peso_neto: 10_000,
  precio_por_kg: importe / 100,
  importe_total: importe,
  recuperado,
  pagado,
  saldo: importe - recuperado - pagado,
  anulada,
});

describe('totalesEstadoCuenta: las cifras del estado de cuenta de un productor (issue 25)', () => {
  it('suma entregas, pagos y anticipos; lo anulado se imprime pero no suma; el saldo es lo por pagar menos el adeudo', () => {
    const d: DatosEstadoCuenta = {
      entregas: [entrega(500_000, 100_000, 300_000), entrega(200_000, 0, 200_000), entrega(900_000, 0, 900_000, true)],
      pagos: [
        { folio_acopio: 'E-1', fecha: '2026-01-10', metodo: 'Efectivo', monto: 300_000, anulada: false },
        { folio_acopio: 'E-2', fecha: '2026-01-11', metodo: 'Cheque', monto: 200_000, anulada: false },
        { folio_acopio: 'E-3', fecha: '2026-01-12', metodo: 'Efectivo', monto: 900_000, anulada: true },
      ],
      anticipos: [
        {
          folio: 'A-1',
          fecha: '2025-11-01',
          monto: 250_000,
          tasa: '2',
          interes: 15_000,
          recuperado: 100_000,
          saldo: 165_000,
          estatus: 'Vigente',
          movimientos: [],
        },
        {
          folio: 'A-2',
          fecha: '2025-12-01',
          monto: 50_000,
          tasa: '0',
          interes: 0,
          recuperado: 50_000,
          saldo: 0,
          estatus: 'Pasado',
          movimientos: [],
        },
      ],
      remanentes: [],
    };
    expect(totalesEstadoCuenta(d)).toEqual({
      entregas: { peso_neto: 20_000, importe_total: 700_000, recuperado: 100_000, pagado: 500_000, saldo: 100_000 },
      anticipos: { monto: 300_000, interes: 15_000, recuperado: 150_000, saldo: 165_000 },
      pagos: 500_000,
      remanentes: 0,
      // 1,000.00 still to pay the producer, 1,650.00 owed on credit: 650.00 against the producer
      saldo: -65_000,
    });
  });

  it('sin nada, todo en 0', () => {
    expect(totalesEstadoCuenta({ entregas: [], pagos: [], anticipos: [], remanentes: [] }).saldo).toBe(0);
  });
});
