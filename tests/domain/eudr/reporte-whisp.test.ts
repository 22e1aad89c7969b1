import { describe, expect, it } from 'vitest';
import { INDICADORES_WHISP, nombreReporteWhisp, otrosIndicadores, valorIndicador } from '@domain/eudr/reporte-whisp';
import { horaLocal } from '@domain/comun/formato';

describe('reporte WHISP: columnas y nombre', () => {
  it('los once indicadores de WHISP, en orden, cada uno con su número en el encabezado', () => {
    expect(INDICADORES_WHISP).toHaveLength(11);
    INDICADORES_WHISP.forEach((i, n) => {
      const num = String(n + 1).padStart(2, '0');
      expect(i.clave.startsWith(`Ind_${num}_`)).toBe(true);
      expect(i.encabezado.startsWith(`IND ${num} `)).toBe(true);
    });
    expect(INDICADORES_WHISP.at(-1)?.clave).toBe('Ind_11_logging_concession_before_2020');
  });

  it('yes/no de WHISP se leen Sí/No; sin valor queda vacío; otro valor tal cual', () => {
    expect([valorIndicador('yes'), valorIndicador('no'), valorIndicador('YES'), valorIndicador(undefined), valorIndicador('')]).toEqual([
      'Sí',
      'No',
      'Sí',
      null,
      null,
    ]);
    expect(valorIndicador('12.5')).toBe('12.5');
  });

  it('los indicadores fuera de los once se juntan en orden; sin ellos, nada', () => {
    expect(otrosIndicadores({ Ind_01_treecover: 'no', Ind_13_other_land_after_2020: 'no', Ind_07a_planted_2020: 'yes' })).toBe(
      'Ind_07a_planted_2020: Sí; Ind_13_other_land_after_2020: No',
    );
    expect(otrosIndicadores({ Ind_01_treecover: 'no' })).toBeNull();
    expect(otrosIndicadores(null)).toBeNull();
  });

  it('nombre ReporteWHISP_<cooperativa>_<ciclo>.xlsx sin acentos ni espacios', () => {
    expect(nombreReporteWhisp('Cacaoteros de la Chontalpa', '2025-2026')).toBe('ReporteWHISP_Cacaoteros_de_la_Chontalpa_2025-2026.xlsx');
    expect(nombreReporteWhisp('Apicultores Mayas de Yucatán', 'Ciclo 2025/26')).toBe(
      'ReporteWHISP_Apicultores_Mayas_de_Yucatan_Ciclo_2025_26.xlsx',
    );
  });

  it('la hora de la cooperativa (zona desconocida: Ciudad de México; sin instante: vacío)', () => {
    expect(horaLocal('2026-01-05T00:30:00Z', 'America/Mexico_City')?.toISOString()).toBe('2026-01-04T18:30:00.000Z');
    expect(horaLocal('2026-01-05T00:30:00Z', 'America/Merida')?.toISOString()).toBe('2026-01-04T18:30:00.000Z');
    expect(horaLocal('2026-07-01T12:00:00Z', 'Europe/Madrid')?.toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(horaLocal(new Date('2026-01-05T00:30:00Z'), 'Marte/Olimpo')?.toISOString()).toBe('2026-01-04T18:30:00.000Z');
    expect(horaLocal(null, 'America/Mexico_City')).toBeNull();
    expect(horaLocal('no es fecha', null)).toBeNull();
  });
});
