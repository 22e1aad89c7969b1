import { describe, expect, it } from 'vitest';
import { nombreFormato } from '@domain/cuentas/formatos';

describe('nombreFormato (perfil del productor, tabla de formatos)', () => {
  it('usa el tipo cuando lo hay', () => {
    expect(nombreFormato({ tipo: 'Inspección interna', reporte: 'inspeccion_interna' })).toBe('Inspección interna');
  });
  it('sin tipo, o con el código como tipo, da el nombre conocido del código', () => {
    expect(nombreFormato({ tipo: null, reporte: 'inspeccion_interna' })).toBe('Inspección interna');
    expect(nombreFormato({ tipo: 'plan_organico', reporte: 'plan_organico' })).toBe('Plan orgánico');
  });
  it('un código desconocido se escribe como palabras, nunca con guiones bajos', () => {
    expect(nombreFormato({ tipo: '', reporte: 'visita_de_campo' })).toBe('Visita de campo');
    expect(nombreFormato({ tipo: null, reporte: null })).toBe('--');
  });
});
