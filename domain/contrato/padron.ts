import { Type, type Static } from 'typebox';
import { Datos, entero, fechaHora, fechaHoraNula, fechaNula, objeto, opcional, textoNulo, uuid } from './comun';
import { Filtro } from './busqueda';

/**
 * Registry registrations (spec 001 §2.12, §3 'Altas request row'; 000 §7 'padron_altas'): the Altas requests a
 * new producer leaves pending. One declaration for the server's validation and answers, /api/docs and the client.
 */

/** An Altas request row with the producer it names. */
export const FilaAlta = Type.Object({
  uuid_cuentas_altas_solicitud: Type.String(),
  confirmado: Type.Integer(),
  id_cuenta: Type.Integer(),
  id_ciclo: Type.Integer(),
  uuid_productor: Type.String(),
  nombre: Type.String(),
  clave_tx: textoNulo(),
  localidad: Type.String(),
  municipio: Type.String(),
  created_at: fechaHora(),
  /** pendiente, confirmada or cancelada: `confirmado` is 1 once the request was decided either way (Historial). */
  estado: Type.Union([Type.Literal('pendiente'), Type.Literal('confirmada'), Type.Literal('cancelada')]),
  /** When and by whom it was confirmed or cancelled (null while pending). */
  atendido_at: fechaHoraNula(),
  atendido_por: textoNulo(),
});
export type FilaAlta = Static<typeof FilaAlta>;

/**
 * POST admin/sic/padron_altas: the search protocol's filters only (the spec always sends the cycle and the
 * state; their absence is the route's Spanish 422), every request of them, no pages.
 */
export const CuerpoAltas = objeto({ filters: Type.Array(Filtro, { maxItems: 30 }) });
export type CuerpoAltas = Static<typeof CuerpoAltas>;

/** Every request of the filters: spec 000 §7 counts the answer's length for the Altas bell. */
export const RespuestaAltas = Datos(FilaAlta);
export type RespuestaAltas = Static<typeof RespuestaAltas>;

/** The registers a decision applies to (001 §2.12): a list of 'confirmado' and/or 'organico', each once. */
const Padrones = Type.Array(Type.Unsafe<'confirmado' | 'organico'>({ type: 'string', enum: ['confirmado', 'organico'] }), {
  maxItems: 2,
  uniqueItems: true,
});
/** The selected requests (their uuids, §3's row identity); an empty list is the rules' Spanish 422. */
const Seleccion = Type.Array(uuid(), { maxItems: 1000, uniqueItems: true });

/** POST admin/sic/confirmar_altas: `ids` are the requests' uuid_cuentas_altas_solicitud. */
export const CuerpoConfirmarAltas = objeto({ ids: Seleccion, id_ciclo: entero(1), padronesSeleccionados: Padrones });
export type CuerpoConfirmarAltas = Static<typeof CuerpoConfirmarAltas>;
/** POST admin/sic/cancelar_altas. */
export const CuerpoCancelarAltas = objeto({ ids: Seleccion, id_ciclo: entero(1) });
export type CuerpoCancelarAltas = Static<typeof CuerpoCancelarAltas>;
/** POST admin/sic/confirmar_bajas: `uuids` are the requests' uuid_cuentas_bajas_solicitud. */
export const CuerpoConfirmarBajas = objeto({ uuids: Seleccion, id_ciclo: entero(1), padronesSeleccionados: Padrones });
export type CuerpoConfirmarBajas = Static<typeof CuerpoConfirmarBajas>;
/** POST admin/sic/cancelar_bajas. */
export const CuerpoCancelarBajas = objeto({ uuids: Seleccion, id_ciclo: entero(1) });
export type CuerpoCancelarBajas = Static<typeof CuerpoCancelarBajas>;

/** The answer of a decision: how many requests changed and the §8 message with that N. */
export const RespuestaDecision = Type.Object({ success: Type.Boolean(), total: Type.Integer(), message: Type.String() });
export type RespuestaDecision = Static<typeof RespuestaDecision>;

/** A Bajas request row (001 §3) with the producer it names and its reason (motivo_baja). */
export const FilaBaja = Type.Object({
  uuid_cuentas_bajas_solicitud: Type.String(),
  confirmado: Type.Integer(),
  estado: Type.Union([Type.Literal('pendiente'), Type.Literal('confirmada'), Type.Literal('cancelada')]),
  id_cuenta: Type.Integer(),
  id_ciclo: Type.Integer(),
  uuid_productor: Type.String(),
  nombre: Type.String(),
  clave_tx: textoNulo(),
  localidad: Type.String(),
  municipio: Type.String(),
  motivo_baja: Type.String(),
  fecha_baja: fechaNula(),
  created_at: fechaHora(),
  atendido_at: fechaHoraNula(),
  atendido_por: textoNulo(),
});
export type FilaBaja = Static<typeof FilaBaja>;

/** GET xls/padron_altas/{uuid del ciclo} and xls/padron_bajas/{uuid}: ?confirmado=0 (Pendientes) or 1 (Historial); none: both. */
export const QueryExcelSolicitudes = objeto({ confirmado: opcional(Type.Unsafe<'0' | '1'>({ type: 'string', enum: ['0', '1'] })) });
export type QueryExcelSolicitudes = Static<typeof QueryExcelSolicitudes>;
