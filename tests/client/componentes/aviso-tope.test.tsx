import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOPE_CONTEO } from '@domain/contrato/vinculos';
import { AvisoTope } from '../../../src/pages/vinculos/AvisoTope';

/**
 * Under a wizard list capped at 100 rows (issue 27): nothing when the list is whole, 'Mostrando 100 de N' with what
 * to do below the count's cap, 'más de 1,000' past it (the server stops counting at TOPE_CONTEO + 1).
 */
const accion = 'escriba un nombre o clave para encontrar a los demás.';

describe('AvisoTope', () => {
  it('no dice nada cuando la lista está completa', () => {
    const { container } = render(<AvisoTope mostradas={42} total={42} accion={accion} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('dice cuántas hay y qué hacer cuando la lista está cortada', () => {
    render(<AvisoTope mostradas={100} total={743} accion={accion} />);
    expect(screen.getByRole('status')).toHaveTextContent(`Mostrando 100 de 743: ${accion}`);
  });

  it('pasado el tope del conteo dice «más de 1,000»', () => {
    render(<AvisoTope mostradas={100} total={TOPE_CONTEO + 1} accion={accion} />);
    expect(screen.getByRole('status')).toHaveTextContent(`Mostrando 100 de más de 1,000: ${accion}`);
  });
});
