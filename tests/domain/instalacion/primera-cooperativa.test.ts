import { describe, expect, it } from 'vitest';
import { revisarPrimeraCooperativa, usuarioDeCorreo, type DatosPrimeraCooperativa } from '@domain/instalacion/primera-cooperativa';

const PAISES = ['MX', 'GT', 'HN'];
const BIEN: DatosPrimeraCooperativa = {
  cooperativa: 'Unión de Ejidos de la Selva',
  producto: 'cafe',
  pais: 'mx',
  correo: 'Admin@Selva.org.mx',
  nombres: 'Rosa',
  apellido: 'Gómez',
};

describe('la primera cooperativa de una instalación (npm run instalar)', () => {
  it('datos completos: nada que decir (el país en minúsculas vale)', () => {
    expect(revisarPrimeraCooperativa(BIEN, PAISES)).toEqual({});
  });

  it('cada dato que falta o sobra dice cuál y cómo escribirlo', () => {
    const e = revisarPrimeraCooperativa(
      { cooperativa: ' ', producto: 'toString', pais: 'XX', correo: 'rosa@selva', nombres: '', apellido: 'x'.repeat(101) },
      PAISES,
    );
    expect(e).toEqual({
      cooperativa: ['Escriba el nombre de la cooperativa (--cooperativa).'],
      producto: ['El producto es cafe, cacao o miel (--producto); se escribió «toString».'],
      pais: ['El país es uno de MX, GT, HN (--pais); se escribió «XX».'],
      correo: ['El correo del administrador no es válido (--correo); se escribió «rosa@selva».'],
      nombres: ['Escriba el nombre del administrador, hasta 100 caracteres (--nombres).'],
      apellido: ['Escriba el apellido del administrador, hasta 100 caracteres (--apellido).'],
    });
    expect(revisarPrimeraCooperativa({ ...BIEN, cooperativa: 'x'.repeat(201) }, PAISES).cooperativa).toEqual([
      'El nombre de la cooperativa pasa de 200 caracteres.',
    ]);
  });

  it('el usuario sale del correo: en minúsculas, hasta 30 caracteres', () => {
    expect(usuarioDeCorreo(' Admin@Selva.org.mx ')).toBe('admin');
    expect(usuarioDeCorreo(`${'a'.repeat(40)}@x.org`)).toBe('a'.repeat(30));
  });
});
