import { describe, expect, it } from 'vitest';
import {
  agrupar,
  avance,
  colorCategoria,
  estadoGeo,
  filasCategorias,
  generoTablero,
  GENEROS_TABLERO,
  indiceSuperficie,
  LIMITES_SUPERFICIE,
  NIVELES_RIESGO_TABLERO,
  porcentajeAvance,
  RANGOS_EDAD,
  RANGOS_PARCELAS,
  rangoEdad,
  rangoParcelas,
  rangoSuperficie,
} from '@domain/tableros/tableros';
import { CATEGORIAS } from '@domain/cuentas/categorias';
import { fechaLimiteEdad, indiceEdadPorFecha, LIMITES_EDAD } from '@domain/tableros/tableros';
import { edadEn } from '@domain/cuentas/productor';

describe('tableros: bandas de edad (R053; DECISIONS.md)', () => {
  it('los ejemplos de rules.md y el 51 que la especificación deja fuera', () => {
    expect(rangoEdad(19)).toBe('Menor de 20');
    expect(rangoEdad(20)).toBe('20 - 30');
    expect(rangoEdad(30)).toBe('20 - 30');
    expect(rangoEdad(31)).toBe('31 - 50');
    expect(rangoEdad(50)).toBe('31 - 50');
    expect(rangoEdad(51)).toBe('Mayor a 51');
    expect(rangoEdad(52)).toBe('Mayor a 51');
    expect(rangoEdad(null)).toBe('Sin Asignar');
    expect(rangoEdad(-1)).toBe('Sin Asignar');
    expect(RANGOS_EDAD).toEqual(['Menor de 20', '20 - 30', '31 - 50', 'Mayor a 51', 'Sin Asignar']);
  });
});

describe('tableros: edad por fechas (lo que compara SQL)', () => {
  it('los límites son los de rangoEdad', () => {
    for (let edad = 0; edad <= 110; edad++) {
      const i = LIMITES_EDAD.filter((l) => edad >= l).length;
      expect(RANGOS_EDAD[i], String(edad)).toBe(rangoEdad(edad));
    }
  });

  it('fecha límite: cumplir años hoy cuenta; 29 de febrero en año común es el 28', () => {
    expect(fechaLimiteEdad('2026-11-23', 20)).toBe('2006-11-23');
    expect(fechaLimiteEdad('2024-02-29', 21)).toBe('2003-02-28');
    expect(fechaLimiteEdad('2024-02-29', 20)).toBe('2004-02-29');
  });

  it('comparar fechas da la misma banda que calcular la edad, día por día alrededor de cada límite y en años bisiestos', () => {
    const hoys = ['2026-11-23', '2024-02-29', '2025-02-28', '2025-03-01', '2026-01-01', '2026-12-31'];
    const distintas: string[] = [];
    for (const hoy of hoys) {
      const h = Date.parse(`${hoy}T00:00:00Z`);
      for (const anios of [0, 19, 20, 21, 30, 31, 32, 50, 51, 52, 80]) {
        for (const dias of [-200, -40, -3, -2, -1, 0, 1, 2, 3, 40, 200]) {
          const n = new Date(h - anios * 365.25 * 86400000 + dias * 86400000).toISOString().slice(0, 10);
          if (RANGOS_EDAD[indiceEdadPorFecha(n, hoy)] !== rangoEdad(edadEn(n, hoy))) distintas.push(`${n} en ${hoy}`);
        }
      }
    }
    expect(distintas).toEqual([]);
    // Exactly on each birthday, in a leap year and not.
    for (const [n, hoy] of [
      ['2006-11-23', '2026-11-23'],
      ['2006-11-24', '2026-11-23'],
      ['2004-02-29', '2024-02-29'],
      ['2004-02-29', '2025-02-28'],
      ['2004-02-29', '2025-03-01'],
    ]) {
      expect(RANGOS_EDAD[indiceEdadPorFecha(n, hoy)], `${n} en ${hoy}`).toBe(rangoEdad(edadEn(n, hoy)));
    }
    expect(RANGOS_EDAD[indiceEdadPorFecha(null, '2026-11-23')]).toBe('Sin Asignar');
    expect(RANGOS_EDAD[indiceEdadPorFecha('2027-01-01', '2026-11-23')]).toBe('Sin Asignar');
  });
});

describe('tableros: número de parcelas, superficie y riesgo (R054)', () => {
  it('parcelas: 1 una, 2 dos, 3 más de dos; 0 tiene su propio grupo', () => {
    expect(rangoParcelas(1)).toBe('Una parcela');
    expect(rangoParcelas(2)).toBe('Dos parcelas');
    expect(rangoParcelas(3)).toBe('Más de dos parcelas');
    expect(rangoParcelas(0)).toBe('Sin parcelas');
    expect(rangoParcelas(null)).toBe('Sin parcelas');
    expect(RANGOS_PARCELAS).toHaveLength(4);
  });

  it('superficie: 0.5 bajo 1 ha, 6 sobre 5; 2 ha en 2–5 y 5 ha en la última (DECISIONS.md)', () => {
    expect(rangoSuperficie(0.5)).toBe('Menos de 1 ha');
    expect(rangoSuperficie(0)).toBe('Menos de 1 ha');
    expect(rangoSuperficie(1)).toBe('1 - 2 ha');
    expect(rangoSuperficie(1.999)).toBe('1 - 2 ha');
    expect(rangoSuperficie(2)).toBe('2 - 5 ha');
    expect(rangoSuperficie(4.99)).toBe('2 - 5 ha');
    expect(rangoSuperficie(5)).toBe('Más de 5 ha');
    expect(rangoSuperficie(6)).toBe('Más de 5 ha');
  });

  it('indiceSuperficie es width_bucket de SQL sobre los mismos límites', () => {
    expect(LIMITES_SUPERFICIE).toEqual([1, 2, 5]);
    expect([0, 0.99, 1, 2, 4.99, 5, 100].map(indiceSuperficie)).toEqual([0, 0, 1, 2, 2, 3, 3]);
  });

  it('riesgo: Sin Asignar (ninguno, gris), Bajo, Medio y Alto del catálogo', () => {
    expect(NIVELES_RIESGO_TABLERO.map((n) => [n.id, n.nombre])).toEqual([
      [null, 'Sin Asignar'],
      [1, 'Bajo'],
      [2, 'Medio'],
      [3, 'Alto'],
    ]);
    expect(NIVELES_RIESGO_TABLERO[0].color).toBe('#9B9B9B');
  });
});

describe('tableros: género', () => {
  it('1 Hombre, 2 Mujer, cualquier otro Sin Asignar', () => {
    expect([1, 2, null, undefined, 9].map(generoTablero)).toEqual(['Hombre', 'Mujer', 'Sin Asignar', 'Sin Asignar', 'Sin Asignar']);
    expect(GENEROS_TABLERO).toEqual(['Hombre', 'Mujer', 'Sin Asignar']);
  });
});

describe('tableros: agrupar conteos', () => {
  it('suma los grupos por etiqueta, con todas las etiquetas en su orden aunque sean cero', () => {
    const grupos = [
      { clave: 19, total: 2 },
      { clave: 45, total: 3 },
      { clave: 33, total: 1 },
      { clave: null, total: 4 },
    ];
    expect(agrupar(RANGOS_EDAD, grupos, rangoEdad)).toEqual([
      { etiqueta: 'Menor de 20', total: 2 },
      { etiqueta: '20 - 30', total: 0 },
      { etiqueta: '31 - 50', total: 4 },
      { etiqueta: 'Mayor a 51', total: 0 },
      { etiqueta: 'Sin Asignar', total: 4 },
    ]);
  });
});

describe('tableros: categorías (R025, R035–R036)', () => {
  it('colores: NA, N/A, Sin Asignar y Ninguno en gris; Orgánico el verde de la paleta', () => {
    expect(colorCategoria('Sin Asignar', 7)).toBe('#9B9B9B');
    expect(colorCategoria('N/A', 4)).toBe('#9B9B9B');
    expect(colorCategoria('Ninguno', 4)).toBe('#9B9B9B');
    expect(colorCategoria('NA', 4)).toBe('#9B9B9B');
    expect(colorCategoria('Orgánico', 4)).toBe('#4A6700');
  });

  it('certimex: su juego en orden con ceros; otra categoría solo si tiene productores', () => {
    const filas = filasCategorias(
      'certimex',
      new Map([
        [4, 5],
        [7, 2],
        [9, 1],
        [8, 0],
      ]),
      CATEGORIAS,
    );
    expect(filas.map((f) => [f.id_cuenta_categoria, f.total])).toEqual([
      [7, 2],
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 5],
      [9, 1],
    ]);
    expect(filas[0]).toEqual({ id_cuenta_categoria: 7, cuenta_categoria: 'Sin Asignar', cuenta_categoria_color: '#9B9B9B', total: 2 });
  });

  it('otras certificaciones: Transición 3 y Convencional, sin Transición 0', () => {
    const ids = filasCategorias('mayacert', new Map(), CATEGORIAS).map((f) => f.id_cuenta_categoria);
    expect(ids).toEqual([7, 2, 3, 5, 4, 6]);
  });
});

describe('tableros: avance del levantamiento SIC', () => {
  it('pendientes = esperados − levantados, nunca negativo; porcentaje entero hacia abajo', () => {
    expect(avance(10, 4)).toEqual({ total_esperado: 10, total_levantado: 4, total_pendiente: 6 });
    expect(avance(3, 5)).toEqual({ total_esperado: 3, total_levantado: 3, total_pendiente: 0 });
    expect(avance(0, 0)).toEqual({ total_esperado: 0, total_levantado: 0, total_pendiente: 0 });
    expect(porcentajeAvance(avance(3, 2))).toBe(66);
    expect(porcentajeAvance(avance(1000, 999))).toBe(99);
    expect(porcentajeAvance(avance(0, 0))).toBe(0);
  });
});

describe('tableros: geolocalización (R055)', () => {
  it('polígono 2, centroide 1, pendiente 1', () => {
    const parcelas = [{ poligono: {} }, { centroide_lat: 17.1 }, {}, { poligono: {}, centroide_lat: 17 }];
    const estados = parcelas.map(estadoGeo);
    expect([1, 2, 3].map((k) => estados.filter((s) => s === k).length)).toEqual([2, 1, 1]);
  });
});
