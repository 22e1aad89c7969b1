import { Type, type Static } from 'typebox';
import { booleano, Datos, idEnTexto, entero, enteroNulo, fechaHora, fechaNula, objeto, textoNulo } from './comun';

/**
 * The evaluation committee's calls (spec 000 §7 'Committee', §3 'Committee evaluation', 'Condition item'). Dates are
 * yyyy-MM-dd. Labels (names, categories, the cycle) are read by join, never copied into the evaluation.
 */

/** A saved detail row (spec 000 §3 'Saved detail rows'): a condition of decision 2 and its follow-up. */
export const DetalleComite = Type.Object({
  id_detalle: Type.Integer(),
  id_comite_evaluacion: Type.Integer(),
  uuid_evaluacion: Type.String(),
  observ_condicion: Type.String(),
  plazo: textoNulo(10),
  /** 1 fulfilled, 2 not fulfilled, null not verified yet. */
  verif_cumplido: enteroNulo(1, 2),
  verif_cumplido_str: Type.String(),
  verif_fecha: textoNulo(10),
  tipo: Type.Integer(),
  id_ciclo: Type.Integer(),
  ciclo: Type.String(),
  /** Its evaluation belongs to the current cycle: only then is the follow-up editable. */
  editable: Type.Boolean(),
});
export type DetalleComite = Static<typeof DetalleComite>;

/** One saved evaluation, as the print view and the edit form read it (GET comite_evaluaciones/{uuid}). */
export const EvaluacionComite = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  version: Type.Integer(),
  id_user: Type.Integer(),
  /** Who signed it (the user who saved it). */
  user_auth: Type.String(),
  id_cuenta: Type.Integer(),
  cuenta_uuid: Type.String(),
  /** The producer's uuid: the profile's path (/admin/cuentas/perfil/{productor_uuid}). */
  productor_uuid: Type.String(),
  condicion: Type.Integer(),
  condicion_str: Type.String(),
  fecha_aut: Type.String(),
  /** The signature's file (GET archivos/{uuid}, this cooperative only), null if none. */
  firma_imagen: textoNulo(36),
  sanc_cat_anterior: enteroNulo(),
  sanc_cat_nueva: enteroNulo(),
  sanc_cat_anterior_str: textoNulo(),
  sanc_cat_nueva_str: textoNulo(),
  id_nivel_riesgo: enteroNulo(),
  nivel_riesgo: textoNulo(),
  aprob_sc_observaciones: textoNulo(5000),
  sanc_fecha_inicio: textoNulo(10),
  sanc_fecha_termino: textoNulo(10),
  sanc_observaciones: textoNulo(5000),
  lugar: textoNulo(),
  nombre: Type.String(),
  clave_tx: textoNulo(),
  codigo_tx: textoNulo(),
  localidad: Type.String(),
  municipio: Type.String(),
  fecha_ingreso: textoNulo(10),
  id_ciclo: Type.Integer(),
  ciclo: Type.String(),
  /** The account's category today (after this or a later evaluation). */
  cuenta_categoria: Type.String(),
  cooperativa: Type.String(),
  certificacion: Type.String(),
  cooperativa_logo: textoNulo(36),
  certificacion_logo: textoNulo(36),
  /** Conditions (tipo 2), in the order they were written. */
  detalle: Type.Array(DetalleComite),
  /** Its cycle is the current one: it can be edited (R046). */
  editable: Type.Boolean(),
  created_at: fechaHora(),
});
export type EvaluacionComite = Static<typeof EvaluacionComite>;
export const RespuestaEvaluacion = Type.Object({ data: EvaluacionComite });

/** The producer's account in the current cycle, which the form evaluates. */
export const CuentaComite = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  productor_uuid: Type.String(),
  nombre: Type.String(),
  clave_tx: textoNulo(),
  codigo_tx: textoNulo(),
  localidad: Type.String(),
  municipio: Type.String(),
  id_ciclo: Type.Integer(),
  ciclo: Type.String(),
  id_cuenta_categoria: Type.Integer(),
  cuenta_categoria: Type.String(),
  id_nivel_riesgo: enteroNulo(),
  fecha_ingreso: textoNulo(10),
});
export type CuentaComite = Static<typeof CuentaComite>;

/**
 * GET comite_evaluaciones_cuenta/{uuid} (producer uuid): the latest evaluation of the producer's current-cycle account
 * (null when none), with that account (null when the producer has none in the current cycle) and the cooperative's
 * certification (its category set) and 'today'.
 */
export const RespuestaEvaluacionCuenta = Type.Object({
  data: Type.Union([EvaluacionComite, Type.Null()]),
  cuenta: Type.Union([CuentaComite, Type.Null()]),
  certificacion: Type.String(),
  hoy: Type.String(),
});
export type RespuestaEvaluacionCuenta = Static<typeof RespuestaEvaluacionCuenta>;

/** GET comite_evaluaciones_cuenta_details/{id_cuenta}: the conditions of the producer's evaluations, newest first. */
export const ParamIdCuenta = objeto({ id_cuenta: idEnTexto() });
export const RespuestaDetalles = Datos(DetalleComite);

/**
 * The multipart body of POST comite_evaluaciones and comite_evaluaciones_update/{uuid} (spec 000 §7): every field as
 * text, lists as JSON text, the signature as the file `firma_imagen` (firma.png) or `usar_firma_usuario=1` for the
 * signed-in user's saved signature; on an edit without either, the saved signature stays. Documentation of the form;
 * `server/modules/comite/formulario-comite.ts` reads and checks it.
 */
export const CAMPOS_FORMULARIO_COMITE = [
  'id_cuenta',
  'version',
  'condicion',
  'fecha_aut',
  'id_nivel_riesgo',
  'sanc_cat_anterior',
  'sanc_cat_nueva',
  'aprob_sc_observaciones',
  'aprob_cc_list',
  'sanc_fecha_inicio',
  'sanc_fecha_termino',
  'sanc_observaciones',
  'lugar',
  'usar_firma_usuario',
] as const;
export const CAMPO_FIRMA_COMITE = 'firma_imagen';

/** The answer of a save: a list whose first item has the evaluation's uuid (spec 000 §7). */
export const EvaluacionGuardada = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  productor_uuid: Type.String(),
  version: Type.Integer(),
});
export const RespuestaGuardado = Datos(EvaluacionGuardada);
export type RespuestaGuardado = Static<typeof RespuestaGuardado>;

/** POST comite_evaluaciones_update_details: a condition's follow-up (R046). */
export const CuerpoSeguimiento = objeto({
  id: entero(1),
  verif_cumplido: entero(1, 2),
  verif_fecha: fechaNula(),
});
export type CuerpoSeguimiento = Static<typeof CuerpoSeguimiento>;
export const RespuestaSeguimiento = Type.Object({ success: booleano(), message: Type.String(), data: DetalleComite });
export type RespuestaSeguimiento = Static<typeof RespuestaSeguimiento>;
