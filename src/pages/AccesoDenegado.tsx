import { useEffect } from 'react';
import { emitirAviso } from '../dataProvider/avisosHttp';

/**
 * A screen the user may not open (react-admin's access control said no): the same answer as a 403 from the server
 * (spec 000 §8: 'Acceso no autorizado', then the user's home), before the screen renders or calls anything.
 */
export function AccesoDenegado() {
  useEffect(() => {
    // after this render's effects: the shell's alert listener (a later sibling) subscribes in the same pass
    const t = setTimeout(() => emitirAviso({ tipo: 'prohibido' }), 0);
    return () => clearTimeout(t);
  }, []);
  return null;
}
