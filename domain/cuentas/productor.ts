import { agregarError, vacio, type ErroresCampos } from '../comun/validacion';

/** Payload of the new producer form (spec 002 §3 'Producer (new cuenta payload)', §5 'New producer'). */
export interface ProductorDatos {
  nombres: string;
  apellido_paterno: string;
  apellido_materno: string;
  ine?: string | null;
  curp?: string | null;
  rfc?: string | null;
  no_celular?: string | null;
  id_cuenta_region: number;
  id_municipio: number;
  id_localidad: number;
  id_centro_acopio: number;
  /** 1 belongs to the cooperative (default), 0 not. */
  pertenece_cooperativa?: 0 | 1;
  /** Category id; default 7 Sin Asignar. */
  cuenta_categoria?: number | null;
}

export const INFORMACION_OBLIGATORIA = 'Información obligatoria';

const NOMBRES = ['nombres', 'apellido_paterno', 'apellido_materno'] as const;
const UBICACION = ['id_cuenta_region', 'id_municipio', 'id_localidad', 'id_centro_acopio'] as const;

/**
 * Validation of spec 002 §5 'New producer': the three names and the four places are required (each
 * place an id ≥ 1). The spec gives one message, 'Información obligatoria', and uses it for all seven.
 */
export function validarProductor(d: Partial<Record<keyof ProductorDatos, unknown>>): ErroresCampos {
  const e: ErroresCampos = {};
  for (const campo of NOMBRES) if (vacio(d[campo])) agregarError(e, campo, INFORMACION_OBLIGATORIA);
  for (const campo of UBICACION) {
    const v = d[campo];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) agregarError(e, campo, INFORMACION_OBLIGATORIA);
  }
  return e;
}

export const nombreCompleto = (p: { nombres: string; apellido_paterno: string; apellido_materno?: string | null }): string =>
  [p.nombres, p.apellido_paterno, p.apellido_materno]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ');

export const RANGOS_EDAD = ['Menor de 20', '20 - 30', '31 - 50', 'Mayor a 51', 'Sin Asignar'] as const;
export type RangoEdad = (typeof RANGOS_EDAD)[number];

/**
 * Age band of the dashboards (R053; DECISIONS.md 'bands'): < 20, 20–30, 31–50, ≥ 51 ('Mayor a 51', which
 * closes the gap at 51), unknown 'Sin Asignar'.
 */
export function rangoEdad(edad: number | null | undefined): RangoEdad {
  if (edad == null || !Number.isFinite(edad) || edad < 0) return 'Sin Asignar';
  if (edad < 20) return 'Menor de 20';
  if (edad <= 30) return '20 - 30';
  if (edad <= 50) return '31 - 50';
  return 'Mayor a 51';
}

/** Whole years between a birth date and a day, both `yyyy-MM-dd` (the day is 'today' in the cooperative's zone). */
export function edadEn(fechaNacimiento: string | null | undefined, hoy: string): number | null {
  const n = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fechaNacimiento ?? '');
  const h = /^(\d{4})-(\d{2})-(\d{2})$/.exec(hoy);
  if (!n || !h) return null;
  const [ny, nm, nd] = n.slice(1).map(Number);
  const [hy, hm, hd] = h.slice(1).map(Number);
  const edad = hy - ny - (hm < nm || (hm === nm && hd < nd) ? 1 : 0);
  return edad < 0 ? null : edad;
}
