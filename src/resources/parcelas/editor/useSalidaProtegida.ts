import { useEffect, useRef } from 'react';
import { useBlocker, useLocation } from 'react-router-dom';

/** Asked before leaving with unsaved edits (001 §2.8, R072; the spec gives no text). */
export const PREGUNTA_SALIR = 'Hay cambios del croquis sin guardar. ¿Desea salir sin guardarlos?';

/**
 * Leaving while edited asks first (R072): in-app navigation through react-router's blocker (the app runs on a
 * data router for this), closing or reloading the tab through the browser's own 'beforeunload' prompt.
 * The flag is read from a ref at navigation time, so a save followed at once by a navigation is not blocked.
 * Only a navigation away from the editor's own path is blocked: after 'Salir sin guardar' react-router may
 * still call this blocker from the next page, and a browser 'back' to the editor was then silently undone.
 */
export function useSalidaProtegida(editado: boolean) {
  const ref = useRef(editado);
  ref.current = editado;
  const aqui = useLocation().pathname;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => ref.current && currentLocation.pathname === aqui && nextLocation.pathname !== aqui,
  );
  useEffect(() => {
    if (!editado) return;
    const antes = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', antes);
    return () => window.removeEventListener('beforeunload', antes);
  }, [editado]);
  return { ref, blocker };
}
