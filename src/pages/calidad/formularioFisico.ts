import { aTexto, leerCentesimos, NO_ES_NUMERO } from '@domain/acopio/cantidades';
import { oroSegundo, validarFisico, type FisicoDatos } from '@domain/calidad/validar';
import type { ErroresCampos } from '@domain/comun/validacion';
import type { DefectoCuerpo, FichaFisico, ZarandaCuerpo, ZarandaGuardada } from '@domain/contrato/calidad';
import { nuevaClaveFila, type FilaQuitable } from './filas';

/**
 * The physical form as typed (spec 002 §3 'Physical analysis', §5 'Physical form', R125): text the person writes,
 * read into the contract's integers ×100 with the spec's messages, then checked by the domain's rule
 * (validarFisico) — the same one the server applies. Field names are the contract's, so an error's key is its field.
 */
export interface DefectoTexto extends FilaQuitable {
  id_calidad_analisis_fisicos_defecto: number | null;
  id_tipo_mancha: number | '';
  no_granos: string;
  gramos: string;
}
export interface ZarandaTexto extends FilaQuitable {
  id_calidad_analisis_fisicos_zaranda: number | null;
  id_zaranda: number | '';
  valor: string;
  defectos_primarios: DefectoTexto[];
  defectos_secundarios: DefectoTexto[];
}
export const PESOS = [
  'pergamino_peso_muestra_pergamino',
  'pergamino_peso_muestra_oro',
  'pergamino_peso_muestra_cerezo',
  'pergamino_peso_mancha',
  'pergamino_humedad',
  'pergamino_densidad',
  'pergamino_actividad_agua',
  'pergamino_peso_muestra_oro_2',
] as const;
export type CampoPeso = (typeof PESOS)[number];

export type TextoFisico = {
  /** the physical uuid this draft edits ('' for a new analysis) and the version it loaded */
  uuid: string;
  version: number | null;
  fecha: string;
  id_tipo_proceso: number | '';
  id_color_muestra: number | '';
  olor_muestra: string;
  peso_muestra_misma_anterior: '' | '0' | '1';
  observaciones: string;
  zarandas: ZarandaTexto[];
} & Record<CampoPeso, string>;

export type Categoria = 'defectos_primarios' | 'defectos_secundarios';

export const nuevoDefecto = (): DefectoTexto => ({
  clave: nuevaClaveFila('d'),
  eliminar: 0,
  id_calidad_analisis_fisicos_defecto: null,
  id_tipo_mancha: '',
  no_granos: '',
  gramos: '',
});
export const nuevaZaranda = (): ZarandaTexto => ({
  clave: nuevaClaveFila('z'),
  eliminar: 0,
  id_calidad_analisis_fisicos_zaranda: null,
  id_zaranda: '',
  valor: '',
  defectos_primarios: [],
  defectos_secundarios: [],
});

/** A new form: today's date and one sieve (the first one cannot be deleted, R124). */
export const fisicoNuevo = (hoy: string): TextoFisico => ({
  uuid: '',
  version: null,
  fecha: hoy,
  id_tipo_proceso: '',
  id_color_muestra: '',
  olor_muestra: '',
  pergamino_peso_muestra_pergamino: '',
  pergamino_peso_muestra_oro: '',
  pergamino_peso_muestra_cerezo: '',
  pergamino_peso_mancha: '',
  pergamino_humedad: '',
  pergamino_densidad: '',
  pergamino_actividad_agua: '',
  peso_muestra_misma_anterior: '1',
  pergamino_peso_muestra_oro_2: '',
  observaciones: '',
  zarandas: [nuevaZaranda()],
});

const defectoDeGuardado = (d: ZarandaGuardada['defectos_primarios'][number]): DefectoTexto => ({
  clave: `d${d.id_calidad_analisis_fisicos_defecto}`,
  eliminar: 0,
  id_calidad_analisis_fisicos_defecto: d.id_calidad_analisis_fisicos_defecto,
  id_tipo_mancha: d.id_tipo_mancha,
  no_granos: String(d.no_granos),
  gramos: aTexto(d.gramos),
});

/** A stored analysis, back into the form (an edit, R123). */
export function fisicoDeGuardado(f: FichaFisico, zarandas: readonly ZarandaGuardada[]): TextoFisico {
  const opcional = (v: number | null) => (v === null ? '' : aTexto(v));
  return {
    uuid: f.id_calidad_analisis_fisico,
    version: f.version,
    fecha: f.fecha.slice(0, 10),
    id_tipo_proceso: f.id_tipo_proceso,
    id_color_muestra: f.id_color_muestra,
    olor_muestra: f.olor_muestra ?? '',
    pergamino_peso_muestra_pergamino: aTexto(f.pergamino_peso_muestra_pergamino),
    pergamino_peso_muestra_oro: aTexto(f.pergamino_peso_muestra_oro),
    pergamino_peso_muestra_cerezo: aTexto(f.pergamino_peso_muestra_cerezo),
    pergamino_peso_mancha: aTexto(f.pergamino_peso_mancha),
    pergamino_humedad: aTexto(f.pergamino_humedad),
    pergamino_densidad: opcional(f.pergamino_densidad),
    pergamino_actividad_agua: opcional(f.pergamino_actividad_agua),
    peso_muestra_misma_anterior: f.peso_muestra_misma_anterior === 1 ? '1' : '0',
    pergamino_peso_muestra_oro_2: f.peso_muestra_misma_anterior === 1 ? '' : aTexto(f.pergamino_peso_muestra_oro_2),
    observaciones: f.observaciones ?? '',
    zarandas: zarandas.length
      ? zarandas.map((z) => ({
          clave: `z${z.id_calidad_analisis_fisicos_zaranda}`,
          eliminar: 0,
          id_calidad_analisis_fisicos_zaranda: z.id_calidad_analisis_fisicos_zaranda,
          id_zaranda: z.id_zaranda,
          valor: aTexto(z.valor),
          defectos_primarios: z.defectos_primarios.map(defectoDeGuardado),
          defectos_secundarios: z.defectos_secundarios.map(defectoDeGuardado),
        }))
      : [nuevaZaranda()],
  };
}

/** The physical fields of the save body (the contract's CuerpoAnalisisCalidad without the selection). */
export type CuerpoFisico = Omit<FisicoDatos, 'zarandas'> & {
  olor_muestra: string | null;
  observaciones: string | null;
  zarandas: ZarandaCuerpo[];
};

const texto = (v: string): string | null => (v.trim() === '' ? null : v.trim());

/** A bean count: whole, not ×100 (the contract's no_granos). */
function leerEntero(t: string | number | null | undefined): { valor: number | null; error?: string } {
  const v = String(t ?? '').trim();
  if (v === '') return { valor: null };
  if (!/^\d{1,7}$/.test(v)) return { valor: null, error: /^\d*\.\d*$/.test(v) ? 'Escriba un número entero de granos' : NO_ES_NUMERO };
  return { valor: Number(v) };
}

/**
 * Reads the typed form (R125): each number with its reading message ('Solo se permiten dos decimales', 'Se espera un
 * número'), then the domain's rule on what was read. Returns the body only when nothing is wrong. Errors are keyed
 * by field (`pergamino_peso_muestra_oro`, `zarandas.{i}.valor`, `zarandas.{i}.defectos_primarios.{j}.gramos`), with
 * i and j the rows' indices in the full lists (rows marked eliminar included).
 */
export function leerFisico(t: TextoFisico): { errores: Record<string, string>; cuerpo: CuerpoFisico | null } {
  const lectura: Record<string, string> = {};
  const leer = (campo: string, valor: string, lector = leerCentesimos) => {
    const r = lector(valor);
    if (r.error) lectura[campo] = r.error;
    return r.valor;
  };
  const pesos = Object.fromEntries(PESOS.map((c) => [c, leer(c, t[c])])) as Record<CampoPeso, number | null>;
  const misma = t.peso_muestra_misma_anterior === '' ? null : t.peso_muestra_misma_anterior === '1' ? 1 : 0;
  const defectos = (i: number, cat: Categoria, filas: DefectoTexto[]): DefectoCuerpo[] =>
    filas.map((d, j) => ({
      id_calidad_analisis_fisicos_defecto: d.id_calidad_analisis_fisicos_defecto,
      id_tipo_mancha: d.id_tipo_mancha === '' ? null : d.id_tipo_mancha,
      no_granos: leer(`zarandas.${i}.${cat}.${j}.no_granos`, d.no_granos, leerEntero),
      gramos: leer(`zarandas.${i}.${cat}.${j}.gramos`, d.gramos),
      eliminar: d.eliminar,
    }));
  const zarandas: ZarandaCuerpo[] = t.zarandas.map((z, i) => ({
    id_calidad_analisis_fisicos_zaranda: z.id_calidad_analisis_fisicos_zaranda,
    id_zaranda: z.id_zaranda === '' ? null : z.id_zaranda,
    valor: leer(`zarandas.${i}.valor`, z.valor),
    eliminar: z.eliminar,
    defectos_primarios: defectos(i, 'defectos_primarios', z.defectos_primarios),
    defectos_secundarios: defectos(i, 'defectos_secundarios', z.defectos_secundarios),
  }));
  const datos: FisicoDatos = {
    fecha: texto(t.fecha),
    id_tipo_proceso: t.id_tipo_proceso === '' ? null : t.id_tipo_proceso,
    id_color_muestra: t.id_color_muestra === '' ? null : t.id_color_muestra,
    ...pesos,
    peso_muestra_misma_anterior: misma,
    zarandas: zarandas.map((z) => ({
      id_zaranda: z.id_zaranda,
      valor: z.valor,
      eliminar: z.eliminar,
      defectos: [...z.defectos_primarios, ...z.defectos_secundarios].map((d) => ({
        id_tipo_mancha: d.id_tipo_mancha,
        no_granos: d.no_granos,
        gramos: d.gramos,
        eliminar: d.eliminar,
      })),
    })),
  };
  const errores: Record<string, string> = {};
  const regla: ErroresCampos = validarFisico(datos);
  for (const [campo, mensajes] of Object.entries(regla)) errores[clavePropia(campo, t)] = mensajes[0];
  // a value that could not be read is null to the rule ('Información obligatoria'): its reading message wins
  Object.assign(errores, lectura);
  if (Object.keys(errores).length) return { errores, cuerpo: null };
  return {
    errores,
    cuerpo: {
      ...datos,
      // R125 example 3: with the same sample the oro_2 weight is the oro one (the server copies it too)
      pergamino_peso_muestra_oro_2: oroSegundo(datos),
      olor_muestra: texto(t.olor_muestra),
      observaciones: texto(t.observaciones),
      zarandas,
    },
  };
}

/** The rule's flat `zarandas.i.defectos.k.campo` back to the form's primary or secondary row. */
function clavePropia(campo: string, t: TextoFisico): string {
  const m = /^zarandas\.(\d+)\.defectos\.(\d+)\.(.+)$/.exec(campo);
  if (!m) return campo;
  const i = Number(m[1]);
  const k = Number(m[2]);
  const primarios = t.zarandas[i]?.defectos_primarios.length ?? 0;
  return k < primarios ? `zarandas.${i}.defectos_primarios.${k}.${m[3]}` : `zarandas.${i}.defectos_secundarios.${k - primarios}.${m[3]}`;
}
