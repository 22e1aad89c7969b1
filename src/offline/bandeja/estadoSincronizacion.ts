import { useSyncExternalStore } from 'react';

/**
 * What the last sync round did, for the outbox page and its 'Sincronizar' button (issue 28): how many items went,
 * how many stopped in conflict, why the round stopped, and whether a round is running now. Kept outside React: the
 * engine runs from the shell's triggers whether or not the page is open.
 */
export type Detencion = 'sin_conexion' | 'sesion' | 'ocupado' | 'sin_sesion' | null;

export interface ResultadoSincronizacion {
  enviadas: number;
  conflictos: number;
  /** Still waiting after the round. */
  pendientes: number;
  detenida: Detencion;
  terminadaEn: string;
}

export interface EstadoSincronizacion {
  enCurso: boolean;
  ultimo: ResultadoSincronizacion | null;
  /** A 401 stopped the last round: the outbox waits until the person signs in again. */
  sesionVencida: boolean;
}

export const MENSAJE_SESION_VENCIDA = 'Inicie sesión de nuevo para enviar los registros pendientes';

let estado: EstadoSincronizacion = { enCurso: false, ultimo: null, sesionVencida: false };
const oyentes = new Set<() => void>();

export function cambiarEstadoSincronizacion(c: Partial<EstadoSincronizacion>): void {
  estado = { ...estado, ...c };
  for (const o of oyentes) o();
}

export const leerEstadoSincronizacion = (): EstadoSincronizacion => estado;

const suscribir = (o: () => void) => {
  oyentes.add(o);
  return () => oyentes.delete(o);
};

export const useEstadoSincronizacion = (): EstadoSincronizacion =>
  useSyncExternalStore(suscribir, leerEstadoSincronizacion, leerEstadoSincronizacion);

/** What a round did, in one sentence for the page. */
export function textoResultado(r: ResultadoSincronizacion): string {
  if (r.detenida === 'sesion') return MENSAJE_SESION_VENCIDA;
  if (r.detenida === 'ocupado') return 'Otra pestaña está enviando los registros de este dispositivo';
  if (r.detenida === 'sin_sesion') return 'Inicie sesión para enviar los registros de este dispositivo';
  const partes = [
    r.enviadas === 1 ? 'Se envió 1 registro' : `Se enviaron ${r.enviadas} registros`,
    ...(r.conflictos ? [r.conflictos === 1 ? '1 quedó en conflicto' : `${r.conflictos} quedaron en conflicto`] : []),
    ...(r.pendientes ? [`${r.pendientes} siguen pendientes`] : []),
  ];
  const texto = partes.join('; ');
  return r.detenida === 'sin_conexion' ? `${texto}. Sin conexión: se reintentará al volver la conexión.` : `${texto}.`;
}
