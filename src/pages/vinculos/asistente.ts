import type { CuentaVincular, FormularioVincular, ParcelaVincular } from '@domain/contrato/vinculos';

/**
 * What a linking wizard has chosen so far. It lives in sessionStorage (one key per wizard), so a reload or the
 * browser's Back keeps the choices of the tab, and another tab starts its own wizard.
 */
export interface EstadoAsistente {
  /** The forms chosen (whole rows: the confirm step shows them without asking again). */
  formularios: FormularioVincular[];
  cuenta: CuentaVincular | null;
  parcela: ParcelaVincular | null;
  /** The plot wizard's 'Continuar sin parcela' path. */
  sinParcela: boolean;
}

export type Asistente = 'cuenta' | 'parcela';

export const ESTADO_VACIO: EstadoAsistente = { formularios: [], cuenta: null, parcela: null, sinParcela: false };

const clave = (a: Asistente) => `cosecha.vinculos.${a}`;

/** The stored choices, or the empty state when none (or unreadable: a changed shape after an update). */
export function leerEstado(a: Asistente, almacen: Pick<Storage, 'getItem'> = sessionStorage): EstadoAsistente {
  try {
    const v = JSON.parse(almacen.getItem(clave(a)) ?? 'null') as Partial<EstadoAsistente> | null;
    if (!v || !Array.isArray(v.formularios)) return ESTADO_VACIO;
    return { formularios: v.formularios, cuenta: v.cuenta ?? null, parcela: v.parcela ?? null, sinParcela: v.sinParcela === true };
  } catch {
    return ESTADO_VACIO;
  }
}

export function guardarEstado(a: Asistente, e: EstadoAsistente, almacen: Pick<Storage, 'setItem'> = sessionStorage): void {
  almacen.setItem(clave(a), JSON.stringify(e));
}

export function borrarEstado(a: Asistente, almacen: Pick<Storage, 'removeItem'> = sessionStorage): void {
  almacen.removeItem(clave(a));
}

/** The batch's three lists (§7 'Linking') from the chosen forms, each id in its type's list; unknown types stay out. */
export function listasDeSeleccion(formularios: readonly Pick<FormularioVincular, 'id' | 'form_type'>[]): {
  idsPP: number[];
  idsPO: number[];
  idsCroquis: number[];
} {
  const de = (tipo: string) => formularios.filter((f) => f.form_type === tipo).map((f) => f.id);
  return { idsPP: de('sic_pp'), idsPO: de('tx_po'), idsCroquis: de('tx_croquis') };
}

/** Adds or removes one id of a selection. */
export const alternarId = (ids: readonly number[], id: number): number[] => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

/**
 * How far back the history can go inside the app: react-router keeps its own index in `history.state.idx`. A wizard
 * opened at a later step (a link, a new tab) has no earlier steps in its history, so it is sent to its first step
 * instead of out of the app.
 */
export function puedeRetroceder(pasos: number, estadoHistoria: unknown): boolean {
  const idx = (estadoHistoria as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx >= pasos;
}
