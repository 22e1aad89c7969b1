import { agregarError, vacio, type ErroresCampos } from '../comun/validacion';
import { ATRIBUTOS_CVA, ATRIBUTOS_SCA, MAXIMO_ATRIBUTO, MINIMO_ATRIBUTO, type AtributoCva, type AtributoSca } from './sensorial';

/** Spec 002 §5 'Quality selection form', 'Physical form', 'Sensory form' (R122, R125, R126): their messages. */
export const MENSAJES_CALIDAD = {
  obligatorio: 'Información obligatoria',
  menorQuePergamino: 'El valor debe ser menor al peso muestra pergamino',
  minimo: 'se espera que sea mayor o igual a 0',
  mayorACero: 'se espera que sea mayor a 0',
  seleccione: 'Seleccione una opción',
  entre6y10: 'Se espera un valor entre 6 y 10',
  cuartos: 'Solo se permiten decimales .00|.25|.50|.75',
} as const;

/** tipo_analisis (§9): 1 producer, 2 lot, 3 region, 4 other provider; analisis_por_entrega 1 yes, 2 no. */
export const TIPO_ANALISIS = { productor: 1, lote: 2, region: 3, otro: 4 } as const;
export const NOMBRES_TIPO_ANALISIS: Record<number, string> = { 1: 'Productor', 2: 'Lote', 3: 'Región', 4: 'Otro proveedor' };

export interface SeleccionCalidad {
  tipo_analisis: number | null;
  analisis_por_entrega: 1 | 2 | null;
  id_cuenta: number | null;
  id_acopio: number | null;
  id_lote: number | null;
  id_municipio: number | null;
  id_localidad: number[] | number | null;
  nombre_proveedor: string | null;
  region_proveedor: string | null;
  notas_adicionales: string | null;
}

/** A new analysis starts as type 1, not per delivery (R122 example 1). */
export const SELECCION_NUEVA: SeleccionCalidad = {
  tipo_analisis: 1,
  analisis_por_entrega: 2,
  id_cuenta: null,
  id_acopio: null,
  id_lote: null,
  id_municipio: null,
  id_localidad: null,
  nombre_proveedor: null,
  region_proveedor: null,
  notas_adicionales: null,
};

/** Changing the sample type clears the other types' choices (R122 example 4). */
export function cambiarTipo(s: SeleccionCalidad, tipo: number): SeleccionCalidad {
  return { ...SELECCION_NUEVA, analisis_por_entrega: s.analisis_por_entrega, tipo_analisis: tipo };
}

const positivo = (v: number | null | undefined): boolean => typeof v === 'number' && v >= 1;

export function validarSeleccion(s: SeleccionCalidad): ErroresCampos {
  const e: ErroresCampos = {};
  const o = MENSAJES_CALIDAD.obligatorio;
  const tipo = s.tipo_analisis;
  if (!positivo(tipo) || !(tipo! <= 4)) agregarError(e, 'tipo_analisis', o);
  if (tipo === TIPO_ANALISIS.productor) {
    if (!positivo(s.id_cuenta)) agregarError(e, 'id_cuenta', o);
    else if (s.analisis_por_entrega === 1 && !positivo(s.id_acopio)) agregarError(e, 'id_acopio', o);
  }
  if (tipo === TIPO_ANALISIS.lote && !positivo(s.id_lote)) agregarError(e, 'id_lote', o);
  if (tipo === TIPO_ANALISIS.region) {
    if (!positivo(s.id_municipio)) agregarError(e, 'id_municipio', o);
    const loc = s.id_localidad;
    if (loc === null || (Array.isArray(loc) ? !loc.length || !loc.every(positivo) : !positivo(loc))) agregarError(e, 'id_localidad', o);
  }
  if (tipo === TIPO_ANALISIS.otro)
    for (const c of ['nombre_proveedor', 'region_proveedor', 'notas_adicionales'] as const) if (vacio(s[c])) agregarError(e, c, o);
  return e;
}

/** R123: a stored uuid (36 characters) is edited in place; anything else creates. */
export const esExistente = (uuid: string | null | undefined): boolean => uuid?.length === 36;

export interface FisicoDatos {
  fecha: string | null;
  id_tipo_proceso: number | null;
  id_color_muestra: number | null;
  /** g ×100 */
  pergamino_peso_muestra_pergamino: number | null;
  pergamino_peso_muestra_oro: number | null;
  pergamino_peso_muestra_cerezo: number | null;
  pergamino_peso_mancha: number | null;
  /** % ×100 */
  pergamino_humedad: number | null;
  pergamino_densidad: number | null;
  pergamino_actividad_agua: number | null;
  /** 1 yes (oro_2 is the oro), 0 no (oro_2 weighed apart). */
  peso_muestra_misma_anterior: 0 | 1 | null;
  pergamino_peso_muestra_oro_2: number | null;
  zarandas: {
    id_zaranda: number | null;
    valor: number | null;
    eliminar?: 0 | 1;
    defectos: { id_tipo_mancha: number | null; no_granos: number | null; gramos: number | null; eliminar?: 0 | 1 }[];
  }[];
}

const PESOS_OBLIGATORIOS = [
  'pergamino_peso_muestra_pergamino',
  'pergamino_peso_muestra_oro',
  'pergamino_peso_muestra_cerezo',
  'pergamino_peso_mancha',
  'pergamino_humedad',
] as const;
const OPCIONALES = ['pergamino_densidad', 'pergamino_actividad_agua'] as const;
const BAJO_PERGAMINO = ['pergamino_peso_muestra_oro', 'pergamino_peso_muestra_cerezo', 'pergamino_peso_mancha'] as const;

/** R125: the physical form; values already read as ×100 (the reading gives 'Solo se permiten dos decimales'). */
export function validarFisico(d: FisicoDatos): ErroresCampos {
  const e: ErroresCampos = {};
  const m = MENSAJES_CALIDAD;
  if (vacio(d.fecha)) agregarError(e, 'fecha', m.obligatorio);
  if (!positivo(d.id_tipo_proceso)) agregarError(e, 'id_tipo_proceso', m.obligatorio);
  if (!positivo(d.id_color_muestra)) agregarError(e, 'id_color_muestra', m.obligatorio);
  for (const c of PESOS_OBLIGATORIOS) {
    if (d[c] === null) agregarError(e, c, m.obligatorio);
    else if (d[c]! < 1) agregarError(e, c, m.minimo);
  }
  for (const c of OPCIONALES) if (d[c] !== null && d[c]! < 1) agregarError(e, c, m.minimo);
  const p = d.pergamino_peso_muestra_pergamino;
  if (p !== null && p >= 1) for (const c of BAJO_PERGAMINO) if (d[c] !== null && d[c]! >= p) agregarError(e, c, m.menorQuePergamino);
  if (d.peso_muestra_misma_anterior === null) agregarError(e, 'peso_muestra_misma_anterior', m.obligatorio);
  else if (d.peso_muestra_misma_anterior === 0) {
    if (d.pergamino_peso_muestra_oro_2 === null) agregarError(e, 'pergamino_peso_muestra_oro_2', m.obligatorio);
    else if (d.pergamino_peso_muestra_oro_2 < 1) agregarError(e, 'pergamino_peso_muestra_oro_2', m.minimo);
  }
  d.zarandas.forEach((z, i) => {
    if (z.eliminar === 1) return;
    if (!positivo(z.id_zaranda)) agregarError(e, `zarandas.${i}.id_zaranda`, m.seleccione);
    if (z.valor === null || z.valor < 1) agregarError(e, `zarandas.${i}.valor`, m.mayorACero);
    z.defectos.forEach((f, j) => {
      if (f.eliminar === 1) return;
      const campo = (c: string) => `zarandas.${i}.defectos.${j}.${c}`;
      if (!positivo(f.id_tipo_mancha)) agregarError(e, campo('id_tipo_mancha'), m.seleccione);
      if (f.no_granos === null || f.no_granos < 1) agregarError(e, campo('no_granos'), m.mayorACero);
      if (f.gramos === null || f.gramos < 1) agregarError(e, campo('gramos'), m.mayorACero);
    });
  });
  return e;
}

/** R125 example 3: with the same sample (1), oro_2 is the oro weight. */
export const oroSegundo = (
  d: Pick<FisicoDatos, 'peso_muestra_misma_anterior' | 'pergamino_peso_muestra_oro' | 'pergamino_peso_muestra_oro_2'>,
) => (d.peso_muestra_misma_anterior === 1 ? d.pergamino_peso_muestra_oro : d.pergamino_peso_muestra_oro_2);

export type SensorialDatos = { perfil_taza: string | null } & Record<AtributoSca, number | null>;

/** R126: perfil_taza required; each score 6–10 (×100) in quarter steps. */
export function validarSensorial(d: SensorialDatos): ErroresCampos {
  const e: ErroresCampos = {};
  if (vacio(d.perfil_taza)) agregarError(e, 'perfil_taza', MENSAJES_CALIDAD.obligatorio);
  for (const a of ATRIBUTOS_SCA) {
    const v = d[a];
    if (v === null) agregarError(e, a, MENSAJES_CALIDAD.obligatorio);
    else if (v % 25 !== 0) agregarError(e, a, MENSAJES_CALIDAD.cuartos);
    else if (v < MINIMO_ATRIBUTO || v > MAXIMO_ATRIBUTO) agregarError(e, a, MENSAJES_CALIDAD.entre6y10);
  }
  return e;
}

/** The CVA affective form (issue 26): whole points 1–9 (travelling ×100: 100–900), perfil_taza required. */
export const MENSAJE_CVA = 'Se espera un valor entero entre 1 y 9';
export function validarSensorialCva(d: { perfil_taza: string | null } & Record<AtributoCva, number | null>): ErroresCampos {
  const e: ErroresCampos = {};
  if (vacio(d.perfil_taza)) agregarError(e, 'perfil_taza', MENSAJES_CALIDAD.obligatorio);
  for (const a of ATRIBUTOS_CVA) {
    const v = d[a];
    if (v === null) agregarError(e, a, MENSAJES_CALIDAD.obligatorio);
    else if (v % 100 !== 0 || v < 100 || v > 900) agregarError(e, a, MENSAJE_CVA);
  }
  return e;
}
