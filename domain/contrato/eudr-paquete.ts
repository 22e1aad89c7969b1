import { Type, type Static } from 'typebox';
import { booleano, Datos, fecha, fechaHora, objeto, opcional, texto, textoNulo, Uno, uuid } from './comun';

/**
 * The lot's EUDR due-diligence package and the importer's statement reference (issue 23): what the EU importer
 * needs of a lot in one zip, the warnings that would weaken their assessment, every package made (with its SHA-256
 * and the plots it carried), and the importer's DDS reference kept with the package it covered. Nothing here is
 * edited or deleted: a corrected reference is a new record that supersedes the old one (kept ≥ 5 years).
 */

/** Why a lot's package would weaken the importer's risk assessment (domain/eudr/avisos-paquete.ts makes them). */
export const TIPOS_AVISO_PAQUETE = ['parcelas_fuera', 'riesgo_alto', 'area_protegida', 'sancionado'] as const;
export type TipoAvisoPaquete = (typeof TIPOS_AVISO_PAQUETE)[number];

/** One warning: a producer of the lot and, where it is about a plot, that plot; `texto` is the Spanish sentence shown. */
export const AvisoPaquete = Type.Object({
  tipo: Type.Unsafe<TipoAvisoPaquete>({ type: 'string', enum: [...TIPOS_AVISO_PAQUETE] }),
  productor: Type.String(),
  productor_uuid: Type.String(),
  parcela: textoNulo(),
  parcela_uuid: textoNulo(),
  texto: Type.String(),
});
export type AvisoPaquete = Static<typeof AvisoPaquete>;

/** A package that was made and downloaded: the evidence a reference record points at. */
export const PaqueteEudr = Type.Object({
  uuid: Type.String(),
  nombre_archivo: Type.String(),
  sha256: Type.String(),
  bytes: Type.Integer(),
  productores: Type.Integer(),
  parcelas: Type.Integer(),
  /** How many warnings the person accepted when making it (0: none). */
  avisos: Type.Integer(),
  usuario: Type.String(),
  created_at: fechaHora(),
});
export type PaqueteEudr = Static<typeof PaqueteEudr>;

/** `GET admin/acopios/lotes/paquete_eudr/{uuid}`: what the package of this lot would hold, its warnings, the packages made. */
export const PreparacionPaquete = Type.Object({
  lote: Type.Object({ uuid: Type.String(), nombre: Type.String() }),
  /** 'Café' or 'Cacao' and its HS heading (0901, 1801). */
  producto: Type.String(),
  codigo_hs: Type.String(),
  pais: Type.String(),
  /** Net kilos ×100 of the lot's deliveries (voided ones excluded), and the first and last delivery dates (YYYY-MM-DD). */
  peso_neto: Type.Integer(),
  primera_entrega: textoNulo(),
  ultima_entrega: textoNulo(),
  productores: Type.Integer(),
  /** Plots that go into the TRACES file, and the ones left out (the lot's revision report). */
  parcelas: Type.Integer(),
  parcelas_fuera: Type.Integer(),
  avisos: Type.Array(AvisoPaquete),
  paquetes: Type.Array(PaqueteEudr),
});
export type PreparacionPaquete = Static<typeof PreparacionPaquete>;
export const RespuestaPreparacionPaquete = Uno(PreparacionPaquete);

/**
 * `POST admin/acopios/lotes/paquete_eudr/{uuid}`: makes the zip. With warnings, the person must accept them
 * (`aceptar_avisos: true`), and they are printed in the summary and kept with the package; otherwise 422.
 * The answer is the zip (`paquete_eudr_<lote>.zip`) with headers `X-Paquete-Uuid` and `X-Paquete-Sha256`.
 */
export const CuerpoPaquete = objeto({ aceptar_avisos: booleano() });
export type CuerpoPaquete = Static<typeof CuerpoPaquete>;

/** What the importer returns after filing their due-diligence statement for the lot. */
export const DeclaracionEudr = Type.Object({
  uuid: Type.String(),
  lote_uuid: Type.String(),
  lote: Type.String(),
  paquete_uuid: Type.String(),
  sha256_paquete: Type.String(),
  comprador: Type.String(),
  referencia: Type.String(),
  verificacion: Type.String(),
  /** The date the importer filed it (YYYY-MM-DD). */
  fecha: Type.String(),
  /** The record this one corrects, and why; null on a first record. */
  reemplaza_uuid: textoNulo(),
  motivo_correccion: textoNulo(),
  /** A newer record corrects this one: it is kept, shown struck through, and no longer the lot's reference. */
  reemplazada: Type.Boolean(),
  usuario: Type.String(),
  created_at: fechaHora(),
});
export type DeclaracionEudr = Static<typeof DeclaracionEudr>;
export const RespuestaDeclaracionesEudr = Datos(DeclaracionEudr);
export const RespuestaDeclaracionEudr = Uno(DeclaracionEudr);

/**
 * `POST admin/acopios/lotes/declaraciones_eudr/{uuid del lote}` (Idempotency-Key): records the importer's reference
 * for a package of this lot. A correction names the record it supersedes and says why.
 * The formats (domain/eudr/declaracion.ts): reference as the EU system issues it (e.g. 25MXQRBHJ68633), verification
 * number of 8 letters and digits; both trimmed and upper-cased by the server.
 */
export const CuerpoDeclaracionEudr = objeto({
  paquete_uuid: uuid(),
  comprador: texto(200, { minLength: 1 }),
  referencia: texto(40, { minLength: 1 }),
  verificacion: texto(40, { minLength: 1 }),
  fecha: fecha(),
  reemplaza_uuid: opcional(Type.Union([uuid(), Type.Null()])),
  motivo_correccion: opcional(textoNulo(500)),
});
export type CuerpoDeclaracionEudr = Static<typeof CuerpoDeclaracionEudr>;

/**
 * `POST admin/acopios/lotes/declaraciones_eudr/verificar/{uuid de la declaración}`: asks the EU information system
 * whether the reference can be used (`verifyDeclaration`). `sin_cuenta` when this installation has no EU account
 * configured (the screen says so), `error` when the system did not answer (with the reason).
 */
export const ESTADOS_VERIFICACION = ['utilizable', 'no_utilizable', 'desconocida', 'sin_cuenta', 'error'] as const;
export const VerificacionDeclaracion = Type.Object({
  estado: Type.Unsafe<(typeof ESTADOS_VERIFICACION)[number]>({ type: 'string', enum: [...ESTADOS_VERIFICACION] }),
  detalle: textoNulo(),
  consultado_en: fechaHora(),
});
export type VerificacionDeclaracion = Static<typeof VerificacionDeclaracion>;
export const RespuestaVerificacionDeclaracion = Uno(VerificacionDeclaracion);

/**
 * `GET cuentas/declaraciones_eudr/{uuid del productor}`: the statements the producer's plots were part of, newest
 * first, with the producer's plots that went in each package.
 */
export const DeclaracionDelProductor = Type.Object({
  ...DeclaracionEudr.properties,
  parcelas: Type.Array(Type.Object({ uuid: Type.String(), nombre: Type.String() })),
});
export type DeclaracionDelProductor = Static<typeof DeclaracionDelProductor>;
export const RespuestaDeclaracionesDelProductor = Datos(DeclaracionDelProductor);
