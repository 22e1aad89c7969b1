import { describe, expect, it } from 'vitest';
import { cicloPorDefecto, cicloSeleccionado, etiquetaCiclo } from '@domain/comun/ciclos';

const ciclos = [
  { id: 1, uuid: 'a', nombre: '2022-2023' },
  { id: 2, uuid: 'b', nombre: '2023-2024' },
];

describe('R016 ciclos', () => {
  it('el último es el de por defecto', () => expect(cicloPorDefecto(ciclos)?.id).toBe(2));
  it('etiqueta', () => expect(etiquetaCiclo({ nombre: '2023-2024' })).toBe('CICLO 2023-2024'));
  it('lista vacía → ninguno', () => expect(cicloPorDefecto([])).toBeNull());
  it('el guardado gana si sigue en la lista', () => expect(cicloSeleccionado(ciclos, 1)?.id).toBe(1));
  it('un guardado que ya no existe → el de por defecto', () => expect(cicloSeleccionado(ciclos, 9)?.id).toBe(2));
});
