import { describe, expect, it } from 'vitest';
import { avisoAnalisis, MENSAJE_ANALISIS_FALLIDO, MENSAJE_CROQUIS_CAMBIO, MENSAJE_SIN_SERVICIO } from '@domain/eudr/analisis';
import { MENSAJE_EN_PROCESO } from '@domain/eudr/riesgo';

const base = { tienePoligono: true, tieneResultado: false, configurado: true, estado: 'en_espera' as const };

describe('avisoAnalisis (R064 y el estado de la cola)', () => {
  it('sin polígono no hay aviso del análisis (la pestaña pide el polígono)', () => {
    expect(avisoAnalisis({ ...base, tienePoligono: false })).toBeNull();
  });
  it('en espera sin resultado: el mensaje de la especificación, actualizar en 5 minutos', () => {
    expect(avisoAnalisis(base)).toEqual({ severidad: 'info', texto: MENSAJE_EN_PROCESO });
  });
  it('en espera con un resultado anterior: el croquis cambió y el resultado mostrado es del polígono anterior', () => {
    expect(avisoAnalisis({ ...base, tieneResultado: true })).toEqual({ severidad: 'info', texto: MENSAJE_CROQUIS_CAMBIO });
  });
  it('sin servicio configurado lo dice en palabras del personal, no como «en proceso»', () => {
    expect(avisoAnalisis({ ...base, configurado: false })).toEqual({ severidad: 'info', texto: MENSAJE_SIN_SERVICIO });
    expect(MENSAJE_SIN_SERVICIO).not.toMatch(/WHISP_|variable/);
  });
  it('fallido: advierte y dice dónde reintentarlo, configurado o no', () => {
    expect(avisoAnalisis({ ...base, estado: 'fallido' })).toEqual({ severidad: 'warning', texto: MENSAJE_ANALISIS_FALLIDO });
    expect(avisoAnalisis({ ...base, estado: 'fallido', configurado: false })?.texto).toBe(MENSAJE_ANALISIS_FALLIDO);
  });
  it('terminado, o nunca enviado con un resultado guardado: sin aviso', () => {
    expect(avisoAnalisis({ ...base, estado: 'terminado', tieneResultado: true })).toBeNull();
    expect(avisoAnalisis({ ...base, estado: 'sin_enviar', tieneResultado: true })).toBeNull();
    expect(avisoAnalisis({ ...base, estado: 'sin_enviar' })).toEqual({ severidad: 'info', texto: MENSAJE_EN_PROCESO });
  });
});
