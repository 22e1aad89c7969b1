import { esExistente, SELECCION_NUEVA, type SeleccionCalidad } from '@domain/calidad/validar';
import type { SeleccionGuardada } from '@domain/contrato/calidad';
import type { TextoFisico } from './formularioFisico';
import type { TextoSensorial } from './formularioSensorial';

/**
 * The quality flow's working state (spec 002 §2.15, §3 'Quality analysis (working state)', §4 'Quality flow'): kept in
 * browser storage under the key 'calidad', so a reload on any step keeps the person's place. The three uuids decide
 * create or update (R123: 36 characters → PUT). Beyond the spec's fields it keeps the drafts of the two forms (so a
 * reload does not lose what was typed) and the names the steps show in their header.
 */
export interface EstadoCalidad {
  id_calidad_analisis: string;
  id_calidad_analisis_fisico: string;
  id_calidad_analisis_sensorial: string;
  /** the folio once saved, for the headers */
  folio: string | null;
  id_ciclo: number | null;
  tipo_analisis: number | null;
  analisis_por_entrega: 1 | 2 | null;
  id_cuenta: number | null;
  /** the chosen producer's name (the producer field shows it after a reload or the pen) */
  nombre_cuenta: string | null;
  /** comma-joined delivery ids ('12,15'), as the spec keeps them */
  id_acopio: string | null;
  id_lote: number | null;
  id_municipio: number | null;
  /** comma-joined locality ids */
  id_localidad: string | null;
  nombre_proveedor: string | null;
  region_proveedor: string | null;
  notas_adicionales: string | null;
  /** what the selection chose, in words: 'Productor: Juan Pérez' (the later steps' header) */
  resumen: string | null;
  borrador_fisico: TextoFisico | null;
  borrador_sensorial: TextoSensorial | null;
}

export const CLAVE_CALIDAD = 'calidad';

/** A new analysis: blank ids and the spec's defaults (type 1, not per delivery; R122 example 1). */
export const estadoNuevo = (idCiclo: number | null = null): EstadoCalidad => ({
  id_calidad_analisis: '',
  id_calidad_analisis_fisico: '',
  id_calidad_analisis_sensorial: '',
  folio: null,
  id_ciclo: idCiclo,
  tipo_analisis: SELECCION_NUEVA.tipo_analisis,
  analisis_por_entrega: SELECCION_NUEVA.analisis_por_entrega,
  id_cuenta: null,
  nombre_cuenta: null,
  id_acopio: null,
  id_lote: null,
  id_municipio: null,
  id_localidad: null,
  nombre_proveedor: null,
  region_proveedor: null,
  notas_adicionales: null,
  resumen: null,
  borrador_fisico: null,
  borrador_sensorial: null,
});

/** '12,15' → [12, 15]; empty or null → []. */
export const idsDeLista = (v: string | null | undefined): number[] =>
  (v ?? '')
    .split(',')
    .map((x) => Number(x.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
export const listaDeIds = (ids: readonly number[]): string | null => (ids.length ? ids.join(',') : null);

/** The working state as the domain's selection rule reads it (validarSeleccion, R122). */
export function seleccionDe(e: EstadoCalidad): SeleccionCalidad {
  const acopios = idsDeLista(e.id_acopio);
  const localidades = idsDeLista(e.id_localidad);
  return {
    tipo_analisis: e.tipo_analisis,
    analisis_por_entrega: e.analisis_por_entrega,
    id_cuenta: e.id_cuenta,
    id_acopio: acopios[0] ?? null,
    id_lote: e.id_lote,
    id_municipio: e.id_municipio,
    id_localidad: localidades.length ? localidades : null,
    nombre_proveedor: e.nombre_proveedor,
    region_proveedor: e.region_proveedor,
    notas_adicionales: e.notas_adicionales,
  };
}

/** The selection fields of the physical save (the contract's names: id_tipo_analisis, id_recoleccion_acopio). */
export function camposSeleccion(e: EstadoCalidad) {
  const t = e.tipo_analisis;
  return {
    id_ciclo: e.id_ciclo ?? 0,
    id_tipo_analisis: t,
    analisis_por_entrega: e.analisis_por_entrega,
    id_cuenta: t === 1 ? e.id_cuenta : null,
    id_acopio: t === 1 && e.analisis_por_entrega === 1 ? e.id_acopio : null,
    id_recoleccion_acopio: t === 2 ? e.id_lote : null,
    id_municipio: t === 3 ? e.id_municipio : null,
    id_localidad: t === 3 ? e.id_localidad : null,
    nombre_proveedor: t === 4 ? e.nombre_proveedor : null,
    region_proveedor: t === 4 ? e.region_proveedor : null,
    notas_adicionales: t === 4 ? e.notas_adicionales : null,
  };
}

/** The pen of the list (§2.15): a stored analysis' ids and selection copied into the working state. */
export function estadoDeGuardado(
  ids: { id_calidad_analisis: string; id_calidad_analisis_fisico: string; id_calidad_analisis_sensorial: string | null; folio: string },
  s: SeleccionGuardada,
): EstadoCalidad {
  return {
    ...estadoNuevo(s.id_ciclo),
    id_calidad_analisis: ids.id_calidad_analisis,
    id_calidad_analisis_fisico: ids.id_calidad_analisis_fisico,
    id_calidad_analisis_sensorial: ids.id_calidad_analisis_sensorial ?? '',
    folio: ids.folio,
    tipo_analisis: s.tipo_analisis,
    analisis_por_entrega: s.analisis_por_entrega === 1 ? 1 : 2,
    id_cuenta: s.id_cuenta,
    nombre_cuenta: s.nombre_productor,
    id_acopio: s.id_acopio,
    id_lote: s.id_lote,
    id_municipio: s.id_municipio,
    id_localidad: s.id_localidad,
    nombre_proveedor: s.nombre_proveedor,
    region_proveedor: s.region_proveedor,
    notas_adicionales: s.notas_adicionales,
    resumen: resumenGuardado(s),
  };
}

export function resumenGuardado(s: SeleccionGuardada): string {
  const nombre =
    s.tipo_analisis === 1
      ? s.nombre_productor
      : s.tipo_analisis === 2
        ? s.nombre_lote
        : s.tipo_analisis === 3
          ? [s.nombre_municipio, s.nombre_localidades].filter(Boolean).join(': ')
          : s.nombre_proveedor;
  return `${s.nombre_tipo_analisis}${nombre ? `: ${nombre}` : ''}`;
}

/** R123 for the two forms of this state. */
export const fisicoGuardado = (e: EstadoCalidad): boolean => esExistente(e.id_calidad_analisis_fisico);
export const sensorialGuardado = (e: EstadoCalidad): boolean => esExistente(e.id_calidad_analisis_sensorial);

/** Reads the stored state; anything unreadable is a new analysis (a person is never stuck on a broken value). */
export function leerEstado(almacen: Pick<Storage, 'getItem'> | null = almacenLocal()): EstadoCalidad {
  try {
    const crudo = almacen?.getItem(CLAVE_CALIDAD);
    if (!crudo) return estadoNuevo();
    const v = JSON.parse(crudo) as Partial<EstadoCalidad>;
    if (!v || typeof v !== 'object') return estadoNuevo();
    return { ...estadoNuevo(), ...v };
  } catch {
    return estadoNuevo();
  }
}

export function guardarEstado(e: EstadoCalidad, almacen: Pick<Storage, 'setItem'> | null = almacenLocal()): void {
  try {
    almacen?.setItem(CLAVE_CALIDAD, JSON.stringify(e));
  } catch {
    // storage full or blocked: the flow still works for this page view
  }
}

function almacenLocal(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
