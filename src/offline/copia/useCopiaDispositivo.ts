import { useEffect, useSyncExternalStore } from 'react';
import type { CopiaDispositivo } from '@domain/contrato/acopio-copia';
import { copiaDispositivo } from '../../api/acopio';
import { sesion } from '../../sesion/almacenSesion';
import { duenoDe, guardarCopia, leerCopia } from './almacenCopia';

/** Who may read the copy: whoever may register a delivery (the server's permission for the call). */
const PERMISO = 'ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO';
/** While a screen that reads the copy is visible, it is read again this often. */
export const CADA_MS = 15 * 60_000;
/** A screen that opens reads it again only when it is older than this (moving between the two screens reads nothing). */
const VIGENTE_MS = 60_000;

export interface EstadoCopia {
  copia: CopiaDispositivo | null;
  /** When the server read the copy this device holds (ISO), null without one. */
  leidaEn: string | null;
  /** Whose copy is loaded ('{id_cooperativa}:{id_usuario}'); null before the device was read. */
  dueno: string | null;
  actualizando: boolean;
}

let estado: EstadoCopia = { copia: null, leidaEn: null, dueno: null, actualizando: false };
const oyentes = new Set<() => void>();
let enCurso: Promise<void> | null = null;

function fijar(cambios: Partial<EstadoCopia>): void {
  estado = { ...estado, ...cambios };
  for (const o of oyentes) o();
}
const suscribir = (o: () => void) => {
  oyentes.add(o);
  return () => oyentes.delete(o);
};
const leerEstado = () => estado;

const duenoDeSesion = (): string | null => {
  const u = sesion.usuario();
  return u && sesion.token() ? duenoDe(u) : null;
};

/** Loads this session's stored copy from the device (once per owner). */
export async function cargarCopia(): Promise<void> {
  const dueno = duenoDeSesion();
  if (!dueno || estado.dueno === dueno) return;
  const copia = await leerCopia(dueno).catch(() => null);
  if (duenoDeSesion() === dueno) fijar({ dueno, copia, leidaEn: copia?.leida_en ?? null });
}

/**
 * Reads the copy from the server and replaces the stored one. Without a session, the permission or the network it
 * does nothing; a failed read keeps the copy the device has (it is what the collector works with offline).
 */
export function actualizarCopia(): Promise<void> {
  enCurso ??= (async () => {
    const dueno = duenoDeSesion();
    if (!dueno || !sesion.permisos().includes(PERMISO) || !navigator.onLine) return;
    fijar({ actualizando: true });
    try {
      const copia = await copiaDispositivo();
      await guardarCopia(dueno, copia);
      if (duenoDeSesion() === dueno) fijar({ dueno, copia, leidaEn: copia.leida_en });
    } catch {
      /* offline, or the server failed: the stored copy stays */
    } finally {
      fijar({ actualizando: false });
    }
  })().finally(() => {
    enCurso = null;
  });
  return enCurso;
}

/** Forgets what was loaded (sign-out once the copy is cleared, and the tests). */
export function olvidarCopia(): void {
  estado = { copia: null, leidaEn: null, dueno: null, actualizando: false };
  enCurso = null;
}

/**
 * The device copy for this session, kept fresh while a screen that reads it is open: on opening (when older than a
 * minute), every 15 minutes while the page is visible, and when the network returns.
 */
export function useCopiaDispositivo(): EstadoCopia & { actualizar: () => Promise<void> } {
  const e = useSyncExternalStore(suscribir, leerEstado, leerEstado);
  useEffect(() => {
    void cargarCopia().then(() => {
      const { leidaEn } = leerEstado();
      if (!leidaEn || Date.now() - Date.parse(leidaEn) > VIGENTE_MS) void actualizarCopia();
    });
    const alConectar = () => void actualizarCopia();
    const t = setInterval(() => {
      if (document.visibilityState === 'visible') void actualizarCopia();
    }, CADA_MS);
    window.addEventListener('online', alConectar);
    return () => {
      clearInterval(t);
      window.removeEventListener('online', alConectar);
    };
  }, []);
  return { ...e, actualizar: actualizarCopia };
}
