import { describe, expect, it } from 'vitest';
import { nombreReporteSic, tipoDeError } from '@domain/reportes/reporte-sic';

describe('R130: el nombre del Excel del reporte SIC final', () => {
  it("'Coop A', '2023-2024' → reporte_sic_final_Coop_A_2023-2024.xlsx (sin espacios ni acentos, como toda descarga)", () => {
    expect(nombreReporteSic('Coop A', '2023-2024')).toBe('reporte_sic_final_Coop_A_2023-2024.xlsx');
    expect(nombreReporteSic('Cafetaleros de la Montaña', '2025-2026')).toBe('reporte_sic_final_Cafetaleros_de_la_Montana_2025-2026.xlsx');
  });
});

describe("R131: la columna 'Tipo de error'", () => {
  it('las insignias de una fila separadas por comas', () => {
    expect(tipoDeError(['A', 'B'])).toBe('A, B');
    expect(tipoDeError([])).toBe('');
  });
});
