import { describe, expect, it } from 'vitest';
import { UMBRALES_SALUD, veredictoSalud, type MedidasSalud } from '@domain/salud/estado';

/** The health verdict (issue 29 item 5): falla = 503 (out of the balancer), degradado = serves but look at it. */
const sano: MedidasSalud = {
  baseOk: true,
  migracionesAplicadas: 80,
  migracionesEsperadas: 80,
  esperaMasAntiguaS: 3,
  muertos: 0,
  disco: { libre: 50 * 1024 ** 3, total: 250 * 1024 ** 3 },
};

describe('veredictoSalud', () => {
  it('todo en orden: ok sin avisos', () => {
    expect(veredictoSalud(sano)).toEqual({ estado: 'ok', avisos: [] });
    expect(veredictoSalud({ ...sano, esperaMasAntiguaS: null, disco: null })).toEqual({ estado: 'ok', avisos: [] });
  });

  it('la base no responde: falla, y no se inventan cifras de lo que no se pudo leer', () => {
    const v = veredictoSalud({ ...sano, baseOk: false, migracionesAplicadas: null, esperaMasAntiguaS: null, muertos: null });
    expect(v).toEqual({ estado: 'falla', avisos: ['La base de datos no responde'] });
  });

  it('migraciones atrasadas o adelantadas respecto del código: falla', () => {
    expect(veredictoSalud({ ...sano, migracionesAplicadas: 79 })).toEqual({
      estado: 'falla',
      avisos: ['Migraciones: la base tiene 79 y este código espera 80'],
    });
    expect(veredictoSalud({ ...sano, migracionesAplicadas: 81 }).estado).toBe('falla');
  });

  it('un trabajo que espera más de 15 min, trabajos muertos o poco disco: degradado (sigue atendiendo)', () => {
    expect(veredictoSalud({ ...sano, esperaMasAntiguaS: UMBRALES_SALUD.esperaMaximaS })).toEqual({ estado: 'ok', avisos: [] });
    expect(veredictoSalud({ ...sano, esperaMasAntiguaS: 20 * 60 })).toEqual({
      estado: 'degradado',
      avisos: ['Un trabajo espera desde hace 20 min'],
    });
    expect(veredictoSalud({ ...sano, muertos: 3 })).toEqual({ estado: 'degradado', avisos: ['3 trabajos fallaron sin remedio'] });
    // under 1 GB free, or under 5 % of the disk
    expect(veredictoSalud({ ...sano, disco: { libre: 0.5 * 1024 ** 3, total: 10 * 1024 ** 3 } })).toEqual({
      estado: 'degradado',
      avisos: ['Queda poco disco: 0.5 GB libres'],
    });
    expect(veredictoSalud({ ...sano, disco: { libre: 40 * 1024 ** 3, total: 1000 * 1024 ** 3 } }).estado).toBe('degradado');
  });

  it('una falla lleva también los avisos', () => {
    const v = veredictoSalud({ ...sano, migracionesAplicadas: 1, muertos: 2 });
    expect(v.estado).toBe('falla');
    expect(v.avisos).toHaveLength(2);
  });
});
