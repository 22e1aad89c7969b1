import { useEffect, useRef } from 'react';

/**
 * Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes (⌘ on a Mac). Ignored while typing in a field, where the
 * browser's own undo belongs.
 */
export function useAtajosHistorial(deshacer: () => void, rehacer: () => void) {
  const acciones = useRef({ deshacer, rehacer });
  acciones.current = { deshacer, rehacer };
  useEffect(() => {
    const tecla = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const destino = e.target as HTMLElement | null;
      if (destino?.closest('input, textarea, [contenteditable="true"]')) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) {
        e.preventDefault();
        acciones.current.deshacer();
      } else if (k === 'y' || (k === 'z' && e.shiftKey)) {
        e.preventDefault();
        acciones.current.rehacer();
      }
    };
    window.addEventListener('keydown', tecla);
    return () => window.removeEventListener('keydown', tecla);
  }, []);
}
