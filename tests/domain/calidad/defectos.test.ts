import { describe, expect, it } from 'vitest';
import { defectosCompletos, esGradoEspecialidad, TIPOS_DEFECTO } from '@domain/calidad/defectos';

const tipo = (clave: string) => {
  const t = TIPOS_DEFECTO.find((x) => x.clave === clave)!;
  return (granos: number) => ({ tipo: clave, categoria: t.categoria, granosPorDefecto: t.granosPorDefecto, granos });
};

describe('defectos completos (SCA, muestra de 350 g)', () => {
  it('primarios: 2 negros completos y 7 granos con daño severo de broca → 2 + 1 = 3', () =>
    expect(defectosCompletos([tipo('negro_completo')(2), tipo('insecto_severo')(7)])).toEqual({ primarios: 3, secundarios: 0 }));
  it('secundarios redondeados hacia abajo por tipo: 4 negros parciales (1), 9 quebrados (1), 19 broca leve (1)', () =>
    expect(defectosCompletos([tipo('negro_parcial')(4), tipo('quebrado')(9), tipo('insecto_leve')(19)])).toEqual({
      primarios: 0,
      secundarios: 3,
    }));
  it('dos filas del mismo tipo (dos zarandas) se suman antes de dividir: 3 + 2 inmaduros = 1', () =>
    expect(defectosCompletos([tipo('inmaduro')(3), tipo('inmaduro')(2)]).secundarios).toBe(1));
  it('las equivalencias de la tabla: 6 primarios y 10 secundarios', () => {
    expect(TIPOS_DEFECTO.filter((t) => t.categoria === 1)).toHaveLength(6);
    expect(TIPOS_DEFECTO.filter((t) => t.categoria === 2)).toHaveLength(10);
  });
});

describe('grado especialidad', () => {
  it('sin primarios, 5 secundarios y 11 % de humedad: sí', () =>
    expect(esGradoEspecialidad({ primarios: 0, secundarios: 5 }, 11_00)).toBe(true));
  it('un primario: no', () => expect(esGradoEspecialidad({ primarios: 1, secundarios: 0 }, 11_00)).toBe(false));
  it('6 secundarios: no', () => expect(esGradoEspecialidad({ primarios: 0, secundarios: 6 }, 11_00)).toBe(false));
  it('humedad 12.01 %: no', () => expect(esGradoEspecialidad({ primarios: 0, secundarios: 0 }, 12_01)).toBe(false));
});
