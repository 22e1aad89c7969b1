import { describe, expect, it } from 'vitest';
import { edadEn, INFORMACION_OBLIGATORIA, nombreCompleto, rangoEdad, validarProductor } from '@domain/cuentas/productor';

describe('rangos de edad (R053, DECISIONS.md bands)', () => {
  it.each([
    [19, 'Menor de 20'],
    [20, '20 - 30'],
    [30, '20 - 30'],
    [31, '31 - 50'],
    [50, '31 - 50'],
    [51, 'Mayor a 51'],
    [52, 'Mayor a 51'],
    [0, 'Menor de 20'],
  ] as const)('%i años → %s', (edad, rango) => expect(rangoEdad(edad)).toBe(rango));

  it('edad desconocida → Sin Asignar', () => {
    expect(rangoEdad(null)).toBe('Sin Asignar');
    expect(rangoEdad(undefined)).toBe('Sin Asignar');
    expect(rangoEdad(Number.NaN)).toBe('Sin Asignar');
  });

  it('edad en años cumplidos a una fecha', () => {
    expect(edadEn('1980-05-10', '2026-05-09')).toBe(45);
    expect(edadEn('1980-05-10', '2026-05-10')).toBe(46);
    expect(edadEn('2000-02-29', '2026-02-28')).toBe(25);
    expect(edadEn(null, '2026-01-01')).toBeNull();
    expect(edadEn('2030-01-01', '2026-01-01')).toBeNull();
  });
});

describe('nuevo productor (002 §5)', () => {
  const valido = {
    nombres: 'José',
    apellido_paterno: 'Pérez',
    apellido_materno: 'López',
    id_cuenta_region: 1,
    id_municipio: 7008,
    id_localidad: 70080001,
    id_centro_acopio: 3,
  };

  it('completo: sin errores; ine, curp, rfc y celular son opcionales', () => {
    expect(validarProductor(valido)).toEqual({});
    expect(validarProductor({ ...valido, ine: null, curp: '', rfc: undefined, no_celular: null })).toEqual({});
  });

  it("cada nombre y cada lugar faltante: 'Información obligatoria'; un lugar debe ser al menos 1", () => {
    expect(
      validarProductor({
        ...valido,
        nombres: '  ',
        apellido_materno: null,
        id_cuenta_region: 0,
        id_localidad: undefined,
        id_centro_acopio: 1.5,
      }),
    ).toEqual({
      nombres: [INFORMACION_OBLIGATORIA],
      apellido_materno: [INFORMACION_OBLIGATORIA],
      id_cuenta_region: [INFORMACION_OBLIGATORIA],
      id_localidad: [INFORMACION_OBLIGATORIA],
      id_centro_acopio: [INFORMACION_OBLIGATORIA],
    });
    expect(INFORMACION_OBLIGATORIA).toBe('Información obligatoria');
  });

  it('nombre completo: nombres y apellidos sin espacios de más', () => {
    expect(nombreCompleto({ nombres: ' José ', apellido_paterno: 'Pérez', apellido_materno: null })).toBe('José Pérez');
  });
});
