import { describe, expect, it } from 'vitest';
import {
  COLOR_SIN_ASIGNAR,
  colorKml,
  colorRiesgoLocalidad,
  esRiesgoLocalidad,
  etiquetaRiesgoLocalidad,
  MENSAJE_RIESGO_INVALIDO,
  muestraEtiquetasParcelas,
  RIESGOS_LOCALIDAD,
  SIN_ASIGNAR,
  validarRiesgoLocalidad,
} from '@domain/padron/riesgo-localidad';

/** WCAG relative luminance of '#rrggbb'. */
function luminancia(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrasteConBlanco = (hex: string) => 1.05 / (luminancia(hex) + 0.05);

describe('catálogo de riesgo de localidad (001 §3: Bajo 1, Medio 2, Alto 3 con color)', () => {
  it('tiene los tres niveles del spec, en orden', () => {
    expect(RIESGOS_LOCALIDAD.map((r) => [r.id, r.nombre])).toEqual([
      [1, 'Bajo'],
      [2, 'Medio'],
      [3, 'Alto'],
    ]);
  });

  it.each([
    [1, 'Bajo'],
    [2, 'Medio'],
    [3, 'Alto'],
    [null, SIN_ASIGNAR],
    [undefined, SIN_ASIGNAR],
    [7, SIN_ASIGNAR],
  ])('el riesgo %s se muestra como %s', (id, etiqueta) => {
    expect(etiquetaRiesgoLocalidad(id)).toBe(etiqueta);
  });

  it('cada color, y el gris de sin asignar, lleva texto blanco con contraste AA (4.5:1)', () => {
    for (const c of [...RIESGOS_LOCALIDAD.map((r) => r.color), COLOR_SIN_ASIGNAR]) {
      expect(contrasteConBlanco(c), c).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('los tres colores son distintos y sin asignar es gris', () => {
    expect(new Set(RIESGOS_LOCALIDAD.map((r) => r.color)).size).toBe(3);
    expect(colorRiesgoLocalidad(null)).toBe(COLOR_SIN_ASIGNAR);
    expect(colorRiesgoLocalidad(3)).toBe('#C62828');
  });
});

describe('validación del riesgo (PUT localidades/{uuid})', () => {
  it.each([1, 2, 3, null])('acepta %s (null deja la localidad sin asignar)', (v) => {
    expect(validarRiesgoLocalidad(v)).toEqual({});
  });

  it.each([0, 4, -1, 1.5, '2', undefined, true])('rechaza %s con el mensaje en español', (v) => {
    expect(validarRiesgoLocalidad(v)).toEqual({ id_cat_localidad_riesgo: [MENSAJE_RIESGO_INVALIDO] });
    expect(esRiesgoLocalidad(v)).toBe(false);
  });
});

describe('colores en KML (aabbggrr)', () => {
  it.each([
    ['#C62828', 'ff2828c6'],
    ['#2E7D32', 'ff327d2e'],
    ['#a35200', 'ff0052a3'],
  ])('%s se escribe %s', (hex, kml) => {
    expect(colorKml(hex)).toBe(kml);
  });

  it('un color que no es #rrggbb es un error de programación', () => {
    expect(() => colorKml('rojo')).toThrow('Color no válido');
  });
});

describe('etiquetas de parcelas en el mapa de una localidad (001 §2.13: visibles desde zoom 18)', () => {
  it.each([
    [17, false],
    [18, true],
    [19, true],
  ])('en zoom %i: %s', (zoom, visibles) => {
    expect(muestraEtiquetasParcelas(zoom)).toBe(visibles);
  });
});
