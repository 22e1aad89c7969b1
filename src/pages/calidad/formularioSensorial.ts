import { aTexto, DOS_DECIMALES, leerCentesimos } from '@domain/acopio/cantidades';
import {
  ATRIBUTOS_CVA,
  ATRIBUTOS_SCA,
  NOMBRES_ATRIBUTO_CVA,
  NOMBRES_ATRIBUTO_SCA,
  puntajeCva,
  totalSca,
  type AtributoCva,
  type AtributoSca,
} from '@domain/calidad/sensorial';
import { MENSAJE_CVA, MENSAJES_CALIDAD, validarSensorial, validarSensorialCva, type SensorialDatos } from '@domain/calidad/validar';
import type { AtributoSensorial, CuerpoSensorial, FichaSensorial, MetodoSensorial } from '@domain/contrato/calidad';

/**
 * The cupping form as typed (spec 002 §5 'Sensory form', R126; issue 26 'Both cupping forms'). The spec's form (SCA
 * 2004): ten scores 6–10 in .25 steps, checked by the domain's rule (validarSensorial). The CVA affective form: eight
 * whole points 1–9 checked by the domain's validarSensorialCva, and the non-uniform and defective cups (0–5), which no
 * domain rule names: their check is this form's (the contract bounds them 0–5 and the server answers its own 422).
 */
export interface TextoSensorial {
  /** the sensory uuid this draft edits ('' for a new cupping) and the version it loaded */
  uuid: string;
  version: number | null;
  metodo: MetodoSensorial;
  perfil_taza: string;
  descripcion: string;
  puntajes: Partial<Record<AtributoSensorial, string>>;
  descripciones: Partial<Record<AtributoSensorial, string>>;
  tazas_no_uniformes: string;
  tazas_defectuosas: string;
}

export const TAZAS_0_A_5 = 'Se espera un número entero de tazas entre 0 y 5';

export const NOMBRES_METODO: Record<MetodoSensorial, string> = {
  sca_2004: 'SCA 2004 (diez atributos, 6 a 10)',
  cva_afectiva: 'SCA CVA afectiva 2024 (1 a 9)',
};

export const nombreAtributo = (a: AtributoSensorial): string =>
  (NOMBRES_ATRIBUTO_SCA as Record<string, string>)[a] ?? (NOMBRES_ATRIBUTO_CVA as Record<string, string>)[a] ?? a;

export const atributosDe = (m: MetodoSensorial): readonly AtributoSensorial[] => (m === 'cva_afectiva' ? ATRIBUTOS_CVA : ATRIBUTOS_SCA);

export const sensorialNuevo = (metodo: MetodoSensorial = 'sca_2004'): TextoSensorial => ({
  uuid: '',
  version: null,
  metodo,
  perfil_taza: '',
  descripcion: '',
  puntajes: {},
  descripciones: {},
  tazas_no_uniformes: '0',
  tazas_defectuosas: '0',
});

/** A stored cupping back into the form (R123 edit). CVA points travel ×100 and are typed whole. */
export function sensorialDeGuardado(f: FichaSensorial): TextoSensorial {
  const puntajes: TextoSensorial['puntajes'] = {};
  const descripciones: TextoSensorial['descripciones'] = {};
  for (const a of atributosDe(f.metodo)) {
    const v = f[a];
    puntajes[a] = v === null ? '' : f.metodo === 'cva_afectiva' ? String(v / 100) : aTexto(v);
    descripciones[a] = f[`${a}_desc`] ?? '';
  }
  return {
    uuid: f.id_calidad_analisis_sensorial,
    version: f.version,
    metodo: f.metodo,
    perfil_taza: f.perfil_taza,
    descripcion: f.descripcion ?? '',
    puntajes,
    descripciones,
    tazas_no_uniformes: String(f.tazas_no_uniformes),
    tazas_defectuosas: String(f.tazas_defectuosas),
  };
}

const texto = (v: string | undefined): string | null => (v === undefined || v.trim() === '' ? null : v.trim());
const entero = (v: string | undefined, min: number, max: number): number | null => {
  const t = (v ?? '').trim();
  if (!/^\d{1,2}$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
};

/** Body of the save without the analysis uuid, or the errors by field. */
export type CuerpoSensorialPropio = Omit<CuerpoSensorial, 'id_calidad_analisis'>;

export function leerSensorial(t: TextoSensorial): { errores: Record<string, string>; cuerpo: CuerpoSensorialPropio | null } {
  const errores: Record<string, string> = {};
  const cuerpo: CuerpoSensorialPropio = { metodo: t.metodo, perfil_taza: texto(t.perfil_taza), descripcion: texto(t.descripcion) };
  const c = cuerpo as Record<string, unknown>;
  if (t.metodo === 'sca_2004') {
    const datos = { perfil_taza: cuerpo.perfil_taza } as SensorialDatos;
    const lectura: Record<string, string> = {};
    for (const a of ATRIBUTOS_SCA) {
      const r = leerCentesimos(t.puntajes[a]);
      // more than two decimals is not a quarter either: the form's own message says which decimals it takes
      if (r.error) lectura[a] = r.error === DOS_DECIMALES ? MENSAJES_CALIDAD.cuartos : r.error;
      datos[a] = r.valor;
      c[a] = r.valor;
      c[`${a}_desc`] = texto(t.descripciones[a]);
    }
    for (const [campo, m] of Object.entries(validarSensorial(datos))) errores[campo] = m[0];
    Object.assign(errores, lectura);
  } else {
    const datos = { perfil_taza: cuerpo.perfil_taza } as Parameters<typeof validarSensorialCva>[0];
    const lectura: Record<string, string> = {};
    for (const a of ATRIBUTOS_CVA) {
      // whole points typed, ×100 as they travel: '9' → 900; '9.5' → 950, which the rule refuses
      const r = leerCentesimos(t.puntajes[a]);
      if (r.error) lectura[a] = MENSAJE_CVA;
      datos[a] = r.valor;
      c[a] = r.valor;
      c[`${a}_desc`] = texto(t.descripciones[a]);
    }
    for (const [campo, m] of Object.entries(validarSensorialCva(datos))) errores[campo] = m[0];
    Object.assign(errores, lectura);
    const u = entero(t.tazas_no_uniformes, 0, 5);
    const d = entero(t.tazas_defectuosas, 0, 5);
    if (u === null) errores.tazas_no_uniformes = TAZAS_0_A_5;
    if (d === null) errores.tazas_defectuosas = TAZAS_0_A_5;
    cuerpo.tazas_no_uniformes = u ?? 0;
    cuerpo.tazas_defectuosas = d ?? 0;
  }
  return Object.keys(errores).length ? { errores, cuerpo: null } : { errores, cuerpo };
}

/** The total while typing (the domain's sum or CVA equation), ×100; null until every score reads well. */
export function totalProvisional(t: TextoSensorial): number | null {
  if (t.metodo === 'sca_2004') {
    const v: Partial<Record<AtributoSca, number>> = {};
    for (const a of ATRIBUTOS_SCA) {
      const r = leerCentesimos(t.puntajes[a]);
      if (r.valor === null || r.error || r.valor % 25 !== 0 || r.valor < 600 || r.valor > 1000) return null;
      v[a] = r.valor;
    }
    return totalSca(v as Record<AtributoSca, number>);
  }
  const p: Partial<Record<AtributoCva, number>> = {};
  for (const a of ATRIBUTOS_CVA) {
    const n = entero(t.puntajes[a], 1, 9);
    if (n === null) return null;
    p[a] = n;
  }
  const u = entero(t.tazas_no_uniformes, 0, 5);
  const d = entero(t.tazas_defectuosas, 0, 5);
  return u === null || d === null ? null : puntajeCva(p as Record<AtributoCva, number>, u, d);
}
