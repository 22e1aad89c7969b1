import { agregarError, vacio, type ErroresCampos } from '../comun/validacion';
import { categoriaSiguiente, categoriasDeCertificacion, type CategoriaId } from '../cuentas/categorias';

/**
 * The committee's evaluation of a producer (spec 000 §2.10, §4 'Committee decision', §5 'Committee form', R038–R040,
 * R046). The same rules run in the form (comfort) and on the server (safety), with the spec's messages.
 */

/** Decision codes (condicion): 1 Aprobado sin condiciones, 2 Aprobado con condiciones, 3 Sancionado. */
export const DECISION = { sinCondiciones: 1, conCondiciones: 2, sancionado: 3 } as const;
export type Decision = (typeof DECISION)[keyof typeof DECISION];

export const DECISIONES: { id: Decision; nombre: string }[] = [
  { id: 1, nombre: 'Aprobado sin condiciones' },
  { id: 2, nombre: 'Aprobado con condiciones' },
  { id: 3, nombre: 'Sancionado' },
];

export const nombreDecision = (d: number): string => DECISIONES.find((x) => x.id === d)?.nombre ?? '--';

/** Detail rows: tipo 2 are the conditions of decision 2, the only ones followed up (R046). */
export const TIPO_CONDICION = 2;

/** Compliance of a condition: 1 fulfilled, 2 not fulfilled (spec 000 §4 'Condition follow-up'). */
export const CUMPLIMIENTO = { si: 1, no: 2 } as const;
export const nombreCumplimiento = (v: number | null | undefined): string => (v === 1 ? 'Sí' : v === 2 ? 'No' : 'Pendiente');

export const MENSAJES_COMITE = {
  opcion: 'Debe seleccionar una opción',
  fecha: 'Debe seleccionar una fecha',
  firma: 'Debe adjuntar su firma',
  riesgo: 'Debe seleccionar un nivel de riesgo',
  categoria: 'Debe seleccionar una categoría',
  observaciones: 'Describa las observaciones',
  alMenosUnaCondicion: 'Agregar al menos una condición',
  condicion: 'Describa la condición',
  causa: 'Describa la causa de la sanción',
  // The spec names the rule 'previous category positive' without its message (R039 GAP): ours.
  categoriaAnterior: 'Debe seleccionar la categoría anterior',
  // Our date rules where the spec is silent or reads otherwise (docs/DECISIONES.md 'committee dates').
  fechaFutura: 'La fecha de autorización no puede ser posterior a hoy',
  plazoAnterior: 'El plazo no puede ser anterior a la fecha de autorización',
  terminoAnterior: 'La fecha de término no puede ser anterior a la de inicio',
  categoriaAjena: 'La categoría no corresponde a la certificación de la cooperativa',
  cumplimiento: 'Indique si la condición se cumplió',
  verifFutura: 'La fecha de cumplimiento no puede ser posterior a hoy',
  cicloActual: 'Solo se puede editar el comité del ciclo actual',
  soloCondiciones: 'Solo las condiciones de una aprobación con condiciones tienen seguimiento',
} as const;

/** One condition of decision 2 (spec 000 §3 'Condition item'): its text and deadline (yyyy-MM-dd). */
export interface Condicion {
  /** The saved detail row, when editing one that exists; its follow-up is kept. */
  id?: number | null;
  condicion: string;
  plazo: string | null;
}

/** What the form holds and the server receives (spec 000 §3 'Committee evaluation'), dates as yyyy-MM-dd. */
export interface FormularioComite {
  condicion: number;
  fecha_aut: string | null;
  id_nivel_riesgo: number | null;
  sanc_cat_anterior: number | null;
  sanc_cat_nueva: number | null;
  aprob_sc_observaciones: string | null;
  aprob_cc_list: Condicion[];
  sanc_fecha_inicio: string | null;
  sanc_fecha_termino: string | null;
  sanc_observaciones: string | null;
  lugar: string | null;
}

export const formularioVacio = (categoriaActual: number | null): FormularioComite => ({
  condicion: 0,
  fecha_aut: null,
  id_nivel_riesgo: null,
  sanc_cat_anterior: categoriaActual,
  sanc_cat_nueva: categoriaActual,
  aprob_sc_observaciones: '',
  aprob_cc_list: [],
  sanc_fecha_inicio: null,
  sanc_fecha_termino: null,
  sanc_observaciones: '',
  lugar: '',
});

/**
 * The proposed new category when the decision changes (R038): approval without conditions moves the producer one step
 * (R037, `categoriaSiguiente`: certimex 1→2→3→4, other certifications 2→3→5→4); conditions or a sanction keep the
 * current category until the committee picks another.
 * @example categoriaPropuesta(1, 2, 'certimex') // 3
 */
export function categoriaPropuesta(decision: number, actual: CategoriaId, certificacion: string | null | undefined): CategoriaId {
  return decision === DECISION.sinCondiciones ? categoriaSiguiente(actual, certificacion) : actual;
}

/** A condition being added with 'Agregar' (and each one of the list when saving): text and deadline. */
export function validarCondicion(
  c: Pick<Condicion, 'condicion' | 'plazo'>,
  fechaAut: string | null,
): Partial<Record<'condicion' | 'plazo', string>> {
  const e: Partial<Record<'condicion' | 'plazo', string>> = {};
  if (vacio(c.condicion)) e.condicion = MENSAJES_COMITE.condicion;
  if (vacio(c.plazo)) e.plazo = MENSAJES_COMITE.fecha;
  else if (fechaAut && c.plazo! < fechaAut) e.plazo = MENSAJES_COMITE.plazoAnterior;
  return e;
}

export interface ContextoValidacion {
  /** The cooperative's today (yyyy-MM-dd, its time zone: DECISIONS.md 'today'). */
  hoy: string;
  /** A signature is attached: a new drawing, the user's saved one, or the one already saved (edit). */
  conFirma: boolean;
  /** The cooperative's certification: the new category must be one of its set (R035). */
  certificacion?: string | null;
}

/**
 * The committee form's errors by field (R039 and docs/DECISIONES.md 'committee dates'); empty when it may be saved.
 * Condition errors are keyed `aprob_cc_list.{i}.condicion` / `.plazo`.
 */
export function validarEvaluacion(f: FormularioComite, ctx: ContextoValidacion): ErroresCampos {
  const e: ErroresCampos = {};
  if (!(f.condicion > 0) || !DECISIONES.some((d) => d.id === f.condicion)) agregarError(e, 'condicion', MENSAJES_COMITE.opcion);
  if (vacio(f.fecha_aut)) agregarError(e, 'fecha_aut', MENSAJES_COMITE.fecha);
  else if (f.fecha_aut! > ctx.hoy) agregarError(e, 'fecha_aut', MENSAJES_COMITE.fechaFutura);
  if (!ctx.conFirma) agregarError(e, 'firma_imagen', MENSAJES_COMITE.firma);
  if (!f.id_nivel_riesgo) agregarError(e, 'id_nivel_riesgo', MENSAJES_COMITE.riesgo);
  if (!f.sanc_cat_nueva) agregarError(e, 'sanc_cat_nueva', MENSAJES_COMITE.categoria);
  else if (ctx.certificacion !== undefined && !categoriasDeCertificacion(ctx.certificacion).some((c) => c.id === f.sanc_cat_nueva))
    agregarError(e, 'sanc_cat_nueva', MENSAJES_COMITE.categoriaAjena);

  if (f.condicion === DECISION.sinCondiciones && vacio(f.aprob_sc_observaciones))
    agregarError(e, 'aprob_sc_observaciones', MENSAJES_COMITE.observaciones);
  if (f.condicion === DECISION.conCondiciones) {
    if (f.aprob_cc_list.length === 0) agregarError(e, 'aprob_cc_list', MENSAJES_COMITE.alMenosUnaCondicion);
    f.aprob_cc_list.forEach((c, i) => {
      const ec = validarCondicion(c, vacio(f.fecha_aut) ? null : f.fecha_aut);
      if (ec.condicion) agregarError(e, `aprob_cc_list.${i}.condicion`, ec.condicion);
      if (ec.plazo) agregarError(e, `aprob_cc_list.${i}.plazo`, ec.plazo);
    });
  }
  if (f.condicion === DECISION.sancionado) {
    if (!(Number(f.sanc_cat_anterior) > 0)) agregarError(e, 'sanc_cat_anterior', MENSAJES_COMITE.categoriaAnterior);
    if (vacio(f.sanc_observaciones)) agregarError(e, 'sanc_observaciones', MENSAJES_COMITE.causa);
    // Dates are optional (R039 example 4); when both are given the end cannot precede the start.
    if (f.sanc_fecha_inicio && f.sanc_fecha_termino && f.sanc_fecha_termino < f.sanc_fecha_inicio)
      agregarError(e, 'sanc_fecha_termino', MENSAJES_COMITE.terminoAnterior);
  }
  return e;
}

/**
 * What is stored for the decision: only its own fields (a decision changed from 2 to 1 leaves no conditions behind,
 * from 3 to 2 no sanction dates), text trimmed, blanks as null.
 */
export function soloCamposDeLaDecision(f: FormularioComite): FormularioComite {
  const t = (s: string | null) => (s && s.trim() !== '' ? s.trim() : null);
  return {
    ...f,
    aprob_sc_observaciones: f.condicion === DECISION.sinCondiciones ? t(f.aprob_sc_observaciones) : null,
    aprob_cc_list: f.condicion === DECISION.conCondiciones ? f.aprob_cc_list.map((c) => ({ ...c, condicion: c.condicion.trim() })) : [],
    sanc_fecha_inicio: f.condicion === DECISION.sancionado ? f.sanc_fecha_inicio || null : null,
    sanc_fecha_termino: f.condicion === DECISION.sancionado ? f.sanc_fecha_termino || null : null,
    sanc_observaciones: f.condicion === DECISION.sancionado ? t(f.sanc_observaciones) : null,
    lugar: t(f.lugar),
  };
}

/** The follow-up of one condition (R046): compliance 1|2 and an optional date, not after today. */
export function validarSeguimiento(d: { verif_cumplido: number; verif_fecha: string | null }, hoy: string): ErroresCampos {
  const e: ErroresCampos = {};
  if (d.verif_cumplido !== CUMPLIMIENTO.si && d.verif_cumplido !== CUMPLIMIENTO.no)
    agregarError(e, 'verif_cumplido', MENSAJES_COMITE.cumplimiento);
  if (d.verif_fecha && d.verif_fecha > hoy) agregarError(e, 'verif_fecha', MENSAJES_COMITE.verifFutura);
  return e;
}

/**
 * The earliest date each picker offers (R040 as docs/DECISIONES.md settles it): a condition's deadline not before the
 * authorisation; the sanction's end not before its start (DECISIONS.md: the later of the start and today, for a new
 * sanction); the authorisation and the compliance dates have a maximum (today) instead of a minimum.
 */
export function fechaMinima(
  campo: 'plazo' | 'sanc_fecha_termino',
  f: Pick<FormularioComite, 'fecha_aut' | 'sanc_fecha_inicio'>,
  hoy: string,
): string | undefined {
  if (campo === 'plazo') return f.fecha_aut ?? undefined;
  const inicio = f.sanc_fecha_inicio;
  return inicio && inicio > hoy ? inicio : hoy;
}
