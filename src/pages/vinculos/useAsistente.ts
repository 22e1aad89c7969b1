import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { borrarEstado, guardarEstado, leerEstado, puedeRetroceder, type Asistente, type EstadoAsistente } from './asistente';

/**
 * A wizard's stored choices and its moves. `retroceder(n, primerPaso)` goes n entries back in the history (Back,
 * Cancel and the return after linking step through history, spec 002 §2.14), or to the first step when the
 * wizard was opened at a later step and the history has no earlier ones.
 */
export function useAsistente(a: Asistente) {
  const navigate = useNavigate();
  const [estado, setEstado] = useState<EstadoAsistente>(() => leerEstado(a));
  const cambiar = useCallback(
    (cambio: Partial<EstadoAsistente>) =>
      setEstado((e) => {
        const nuevo = { ...e, ...cambio };
        guardarEstado(a, nuevo);
        return nuevo;
      }),
    [a],
  );
  const retroceder = useCallback(
    (pasos: number, primerPaso: string) => {
      if (puedeRetroceder(pasos, window.history.state)) navigate(-pasos);
      else navigate(primerPaso, { replace: true });
    },
    [navigate],
  );
  /** Forgets every choice (after linking, or Cancel) before leaving. */
  const terminar = useCallback(() => borrarEstado(a), [a]);
  return { estado, cambiar, retroceder, terminar, navigate };
}
