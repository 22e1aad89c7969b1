import { Type, type Static } from 'typebox';
import { Datos, fechaHora, objeto, textoNulo, Uno, uuid } from './comun';

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

/** GET parcela_eudr_risk/{uuid}: what the EUDR tab needs, in one answer. */
export const RiesgoEudrParcela = Type.Object({
  tiene_poligono: Type.Boolean(),
  alertasPoligono: Type.Array(Type.Object({ id: Type.Integer(), codigo: Type.String(), titulo: Type.String(), error: Type.Integer() })),
  /** The latest WHISP answer; null while the analysis has not answered. */
  whispRisk: Type.Union([ResultadoWhispEudr, Type.Null()]),
  areasNaturales: Type.Array(Type.Object({ id: Type.Integer(), nombre: Type.String(), url: textoNulo(), hectareas: Type.Number() })),
  /** The latest risk a person set; null when none. */
  userRiesgoEudr: Type.Union([RegistroRiesgoEudr, Type.Null()]),
  /** Every risk a person set, newest first (beyond the spec: certifiers ask who changed what). */
  historial: Type.Array(RegistroRiesgoEudr),
});
export type RiesgoEudrParcela = Static<typeof RiesgoEudrParcela>;
export const RespuestaRiesgoEudrParcela = Uno(RiesgoEudrParcela);

/** POST parcela_eudr_risk (multipart): the spec's `{success, message, data}` with the new record. */
export const RespuestaCambioRiesgo = Type.Object({ success: Type.Boolean(), message: Type.String(), data: RegistroRiesgoEudr });
export type RespuestaCambioRiesgo = Static<typeof RespuestaCambioRiesgo>;

export const ParamDocumentoEudr = Type.Object({ uuid: uuid(), file: uuid() }, { additionalProperties: false });

/** GET parcelas_exportar_revision/{cycle}: how many plots the TRACES file carries, and each one left out and why. */
export const RevisionTraces = Type.Object({
  aceptadas: Type.Integer(),
  rechazadas: Type.Array(
    Type.Object({ uuid: Type.String(), parcela: Type.String(), productor: Type.String(), motivo: Type.String(), texto: Type.String() }),
  ),
});
export type RevisionTraces = Static<typeof RevisionTraces>;
export const RespuestaRevisionTraces = Uno(RevisionTraces);

/**
 * GET parcelas_whisp_report/{idCooperativa}/{idCiclo}: both integers, as the spec writes the path. A path carries
 * text and nothing is coerced, so digits only (at most 9: within a PostgreSQL integer); anything else is a 422.
 */
const idEnRuta = () => Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
export const ParamReporteWhisp = objeto({ idCooperativa: idEnRuta(), idCiclo: idEnRuta() });
export type ParamReporteWhisp = Static<typeof ParamReporteWhisp>;
