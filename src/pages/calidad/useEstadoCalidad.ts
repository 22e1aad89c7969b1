import { useCallback, useState } from 'react';
import { guardarEstado, leerEstado, type EstadoCalidad } from './estado';

/**
 * The working state of the quality flow (estado.ts) as a screen uses it: read once from browser storage, and written
 * back on every change, so a reload or the next step finds it.
 */
export function useEstadoCalidad() {
  const [estado, setEstado] = useState<EstadoCalidad>(() => leerEstado());
  const cambiar = useCallback((cambio: Partial<EstadoCalidad> | ((e: EstadoCalidad) => EstadoCalidad)) => {
    setEstado((previo) => {
      const siguiente = typeof cambio === 'function' ? cambio(previo) : { ...previo, ...cambio };
      guardarEstado(siguiente);
      return siguiente;
    });
  }, []);
  const reemplazar = useCallback((e: EstadoCalidad) => {
    guardarEstado(e);
    setEstado(e);
  }, []);
  return { estado, cambiar, reemplazar };
}
