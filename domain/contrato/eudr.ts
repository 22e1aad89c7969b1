import type { GeometriaArea } from '../eudr/areas-naturales';
import { Type, type Static } from 'typebox';
import { Datos, fechaHora, fechaHoraNula, objeto, opcional, textoNulo, Uno, uuid } from './comun';

/** EUDR due diligence (spec 001 §7 'EUDR'; issue 11). */

export const CatRiesgoEudr = Type.Object({ id: Type.Integer(), nombre: Type.String(), color: Type.String() });
export type CatRiesgoEudr = Static<typeof CatRiesgoEudr>;
export const RespuestaCatRiesgoEudr = Datos(CatRiesgoEudr);

/** A risk a person set: level, justification, evidence (semicolon-separated file uuids), who and when. */
export const RegistroRiesgoEudr = Type.Object({
  uuid: Type.String(),
  cat_riesgo_eudr: CatRiesgoEudr,
  justificacion: Type.String(),
  imagenes: Type.String(),
  documentos: Type.String(),
  usuario: Type.String(),
  created_at: fechaHora(),
});
export type RegistroRiesgoEudr = Static<typeof RegistroRiesgoEudr>;

export const ResultadoWhispEudr = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  color: Type.String(),
  riesgo_texto: textoNulo(),
  version: textoNulo(),
  analizado_en: fechaHora(),
  indicadores: Type.Record(Type.String(), Type.String()),
});

/**
 * Where a plot's current polygon stands with the automated analysis: never queued, waiting (queued or running),
 * answered, or failed for good (with the reason). `configurado` says whether this server talks to WHISP at all.
 */
export const EstadoAnalisisParcela = Type.Object({
  estado: Type.Union([Type.Literal('sin_enviar'), Type.Literal('en_espera'), Type.Literal('terminado'), Type.Literal('fallido')]),
  error: textoNulo(),
});
export type EstadoAnalisisParcela = Static<typeof EstadoAnalisisParcela>;

/** GET eudr_analisis: the cooperative's automated analysis at a glance, with the failures an administrator can retry. */
export const ResumenAnalisisWhisp = Type.Object({
  configurado: Type.Boolean(),
  con_poligono: Type.Integer(),
  /** Plots whose current polygon has an answer. */
  con_resultado: Type.Integer(),
  /** Plots in queued or running analyses. */
  en_espera: Type.Integer(),
  fallidos: Type.Array(Type.Object({ id: Type.Integer(), parcelas: Type.Integer(), error: Type.String(), fecha: fechaHoraNula() })),
});
export type ResumenAnalisisWhisp = Static<typeof ResumenAnalisisWhisp>;
export const RespuestaResumenAnalisis = Uno(ResumenAnalisisWhisp);

/** POST eudr_analisis/pendientes and eudr_analisis/reintentar/{id}: how many plots were queued. */
export const RespuestaEncolado = Type.Object({ message: Type.String(), encoladas: Type.Integer() });
export type RespuestaEncolado = Static<typeof RespuestaEncolado>;
/** Path integers travel as text: nine digits at most, so they always fit the database's integer. */
export const ParamIdTrabajo = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });

/** GET parcela_eudr_risk/{uuid}: what the EUDR tab needs, in one answer. */
export const RiesgoEudrParcela = Type.Object({
  tiene_poligono: Type.Boolean(),
  alertasPoligono: Type.Array(Type.Object({ id: Type.Integer(), codigo: Type.String(), titulo: Type.String(), error: Type.Integer() })),
  /** The latest WHISP answer; null while the analysis has not answered. */
  whispRisk: Type.Union([ResultadoWhispEudr, Type.Null()]),
  /** Each overlapping protected area with its polygon, which the tab's map draws (issue 22 item 24). */
  areasNaturales: Type.Array(
    Type.Object({
      id: Type.Integer(),
      nombre: Type.String(),
      url: textoNulo(),
      hectareas: Type.Number(),
      // Polygon or MultiPolygon: coordinates nested three or four deep, passed as they are stored
      poligono: Type.Unsafe<GeometriaArea>({ type: 'object', properties: { type: Type.String(), coordinates: Type.Array(Type.Any()) } }),
    }),
  ),
  /** The latest risk a person set; null when none. */
  userRiesgoEudr: Type.Union([RegistroRiesgoEudr, Type.Null()]),
  /** Every risk a person set, newest first (beyond the spec: certifiers ask who changed what). */
  historial: Type.Array(RegistroRiesgoEudr),
  /** The automated analysis of the current polygon (beyond the spec: 'running', 'not set up' and 'failed' differ). */
  analisis: Type.Object({ configurado: Type.Boolean(), estado: EstadoAnalisisParcela.properties.estado, error: textoNulo() }),
});
export type RiesgoEudrParcela = Static<typeof RiesgoEudrParcela>;
export const RespuestaRiesgoEudrParcela = Uno(RiesgoEudrParcela);

/** POST parcela_eudr_risk (multipart): the spec's `{success, message, data}` with the new record. */
export const RespuestaCambioRiesgo = Type.Object({ success: Type.Boolean(), message: Type.String(), data: RegistroRiesgoEudr });
export type RespuestaCambioRiesgo = Static<typeof RespuestaCambioRiesgo>;

export const ParamDocumentoEudr = Type.Object({ uuid: uuid(), file: uuid() }, { additionalProperties: false });

/**
 * `?cuenta=` of the TRACES file (`GET parcelas_exportar/{cycle}`, which also takes it with the other map formats) and of
 * its revision: only the plots of this producer (the producer's uuid, as in the producer profile's path). A producer of
 * another cooperative, or one that does not exist, is a 404.
 */
export const QueryCuentaTraces = objeto({ cuenta: opcional(uuid()) });
export type QueryCuentaTraces = Static<typeof QueryCuentaTraces>;

/** A plot the EU system would refuse: which, whose, why (`motivo` of domain/eudr/traces.ts and its Spanish text). */
export const RechazoTraces = Type.Object({
  uuid: Type.String(),
  parcela: Type.String(),
  productor: Type.String(),
  productor_uuid: Type.String(),
  /** It has a polygon (to fix in the sketch editor) or not (to import or draw one from the plot's profile). */
  con_poligono: Type.Boolean(),
  motivo: Type.String(),
  texto: Type.String(),
});
export type RechazoTraces = Static<typeof RechazoTraces>;

/**
 * A plot the file carries that a buyer or auditor would question (issue 22 item 15; domain/eudr/avisos-traces.ts):
 * `motivo` AREA_DISTINTA (reported hectares more than 10 % away from the drawing) or TRASLAPE (overlaps another plot).
 */
export const AvisoTraces = Type.Object({
  uuid: Type.String(),
  parcela: Type.String(),
  productor: Type.String(),
  productor_uuid: Type.String(),
  motivo: Type.String(),
  texto: Type.String(),
});
export type AvisoTraces = Static<typeof AvisoTraces>;

/**
 * GET parcelas_exportar_revision/{cycle}[?cuenta=]: how many plots the TRACES file carries, in how many files of at most
 * 25 MB (more than one: the download is a zip), and each one left out and why. `productor` is the producer of `?cuenta=`.
 */
export const RevisionTraces = Type.Object({
  aceptadas: Type.Integer(),
  archivos: Type.Integer(),
  productor: Type.Union([Type.Object({ uuid: Type.String(), nombre: Type.String() }), Type.Null()]),
  rechazadas: Type.Array(RechazoTraces),
  avisos: Type.Array(AvisoTraces),
});
export type RevisionTraces = Static<typeof RevisionTraces>;
export const RespuestaRevisionTraces = Uno(RevisionTraces);

/**
 * GET parcela_eudr_sic_info/{uuid}: the EUDR answers of the plot's latest internal inspection, keyed by the survey's
 * variable (`domain/eudr/inspeccion.ts` names them), with the inspection's date; null when none was recorded.
 */
export const InspeccionEudr = Type.Object({
  fecha: Type.String(),
  respuestas: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
});
export type InspeccionEudr = Static<typeof InspeccionEudr>;
export const RespuestaInspeccionEudr = Uno(Type.Union([InspeccionEudr, Type.Null()]));

/**
 * GET parcelas_whisp_report/{idCooperativa}/{idCiclo}: both integers, as the spec writes the path. A path carries
 * text and nothing is coerced, so digits only (at most 9: within a PostgreSQL integer); anything else is a 422.
 */
const idEnRuta = () => Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
export const ParamReporteWhisp = objeto({ idCooperativa: idEnRuta(), idCiclo: idEnRuta() });
export type ParamReporteWhisp = Static<typeof ParamReporteWhisp>;
