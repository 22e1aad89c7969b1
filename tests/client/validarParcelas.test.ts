import { describe, expect, it } from 'vitest';
import { erroresParcelas } from '../../src/resources/parcelas/validar';

describe('errores del formulario de parcelas', () => {
  it('cada mensaje queda en su parcela y su campo; las parcelas válidas, vacías', () => {
    expect(
      erroresParcelas({
        parcelas: [
          { nombre: 'La Ceiba', superficie: '1.5', plantas: '10' },
          { nombre: '', superficie: '1.2345', plantas: '2.5' },
        ],
      }),
    ).toEqual({
      parcelas: [
        {},
        {
          nombre: 'Se requiere un nombre para la parcela',
          superficie: 'Superficie debe tener máximo tres decimales',
          plantas: 'Número de plantas no puede tener decimales',
        },
      ],
    });
  });
  it('sin errores, nada', () => expect(erroresParcelas({ parcelas: [{ nombre: 'A', superficie: 1, plantas: 0 }] })).toEqual({}));
});
