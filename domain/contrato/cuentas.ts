import { Type, type Static } from 'typebox';
import { Datos, entero, ENTERO_MAXIMO, ENTERO_MINIMO, fechaHora, idEnTexto, objeto, opcional, textoNulo, Uno } from './comun';
import type { RangoEdad } from '../cuentas/productor';

/**
 * Producers (spec 000 §2.7, §2.8, §3 'Producer account', §7; 002 §5 'New producer'): the list, the profile and
 * its tables, 'Dar de baja', the new producer and the producers Excel. One declaration for the server's
 * validation and answers, /api/docs and the client's types.
 */

/**
 * An integer or null with no minimum: in the bodies a 0 or a negative id must reach the domain's rule and its
 * Spanish message ('Información obligatoria', 'Debe seleccionar un motivo de baja'), not fail the schema.
 */
const enteroONulo = () => Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: ENTERO_MINIMO, maximum: ENTERO_MAXIMO });
const cero1 = () => Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] });

/** An account row of `POST cuentas_search`; `uuid` is the producer's (the profile path uses it), `id` the account's. */
export const FilaCuenta = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  cuenta_uuid: Type.String(),
  id_productor: Type.Integer(),
  clave_tx: textoNulo(),
  codigo_tx: textoNulo(),
  nombre: Type.String(),
  id_cuenta_region: Type.Integer(),
  cuenta_region: Type.String(),
  id_municipio: Type.Integer(),
  municipio: Type.String(),
  id_localidad: Type.Integer(),
  localidad: Type.String(),
  id_cuenta_categoria: Type.Integer(),
  cuenta_categoria: Type.String(),
  cuenta_categoria_color: Type.String(),
  total_parcelas: Type.Integer(),
  total_plantas: Type.Integer(),
  total_superficie: Type.Number(),
  ciclo: Type.String(),
  id_ciclo: Type.Integer(),
  organico: Type.Integer(),
  pertenece_cooperativa: Type.Integer(),
  confirmado: Type.Integer(),
  fecha_ingreso: textoNulo(),
  id_nivel_riesgo: enteroONulo(),
});
export type FilaCuenta = Static<typeof FilaCuenta>;

/**
 * GET cuentas/{uuid}: the account row plus personal data, place, risk, removal and the totals of the profile.
 * `edad` is counted to today in the cooperative's zone (null without a birth date) and `rango_edad` is its
 * dashboard band ('Sin Asignar' without an age).
 */
export const PerfilCuenta = Type.Object({
  ...FilaCuenta.properties,
  nombres: Type.String(),
  apellido_paterno: Type.String(),
  apellido_materno: Type.String(),
  id_cat_genero: enteroONulo(),
  genero: textoNulo(),
  fecha_nacimiento: textoNulo(),
  edad: enteroONulo(),
  rango_edad: Type.Unsafe<RangoEdad>({ type: 'string' }),
  ine: textoNulo(),
  curp: textoNulo(),
  rfc: textoNulo(),
  no_celular: textoNulo(),
  estado: Type.String(),
  id_centro_acopio: enteroONulo(),
  centro_acopio: textoNulo(),
  nivel_riesgo: textoNulo(),
  nivel_riesgo_color: textoNulo(),
  id_cat_cuentas_bajas: enteroONulo(),
  motivo_baja: textoNulo(),
  fecha_baja: textoNulo(),
  /** Plots removed (baja): listed struck through, outside the totals (R050). */
  total_parcelas_baja: Type.Integer(),
  total_superficie_poligonos: Type.Number(),
  /** The spec's certificates of the producer; none are stored yet, so always empty. */
  certifications: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String() })),
});
export type PerfilCuenta = Static<typeof PerfilCuenta>;
export const RespuestaPerfilCuenta = Uno(PerfilCuenta);

/** ?id_ciclo= of the profile: a string of digits, as a query string carries it; absent, the latest cycle. */
export const QueryPerfilCuenta = objeto({ id_ciclo: opcional(idEnTexto()) });
export type QueryPerfilCuenta = Static<typeof QueryPerfilCuenta>;

/**
 * POST admin/sic/listado_bajas ('Dar de baja', spec 000 §4). The reason's type is loose on purpose: a missing,
 * null or unknown reason is the rule's 'Debe seleccionar un motivo de baja', not a schema error.
 */
export const CuerpoBaja = objeto({
  id_cuenta: entero(1),
  id_ciclo: entero(1),
  id_cat_cuentas_bajas: opcional(enteroONulo()),
  padronesSeleccionados: opcional(Type.Array(objeto({ confirmado: cero1(), organico: cero1() }), { maxItems: 10 })),
});
export type CuerpoBaja = Static<typeof CuerpoBaja>;

/** The spec's `{success, message}` of a removal. */
export const RespuestaBaja = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type RespuestaBaja = Static<typeof RespuestaBaja>;

/**
 * POST sic/cuentas (spec 002 §3 'Producer (new cuenta payload)'). Every field may be left out and the places
 * may be null or 0: a missing one is the domain's 'Información obligatoria' (validarProductor), not a schema error.
 */
export const CuerpoProductor = objeto({
  nombres: opcional(textoNulo(100)),
  apellido_paterno: opcional(textoNulo(100)),
  apellido_materno: opcional(textoNulo(100)),
  ine: opcional(textoNulo(30)),
  curp: opcional(textoNulo(18)),
  rfc: opcional(textoNulo(13)),
  no_celular: opcional(textoNulo(20)),
  id_cuenta_region: opcional(enteroONulo()),
  id_municipio: opcional(enteroONulo()),
  id_localidad: opcional(enteroONulo()),
  id_centro_acopio: opcional(enteroONulo()),
  pertenece_cooperativa: opcional(cero1()),
  cuenta_categoria: opcional(enteroONulo()),
});
export type CuerpoProductor = Static<typeof CuerpoProductor>;

/** The new producer: `id` is the account's, `uuid` the producer's (the add-plots path uses it). */
export const ProductorCreado = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  cuenta_uuid: Type.String(),
  nombres: Type.String(),
  clave_tx: Type.String(),
});
export type ProductorCreado = Static<typeof ProductorCreado>;
/** The spec answers a one-element list. */
export const RespuestaProductorCreado = Datos(ProductorCreado);
export type RespuestaProductorCreado = Static<typeof RespuestaProductorCreado>;

/** GET xls/cuentas/{uuid of the cycle}: the list's own filters, as strings (no coercion). */
export const QueryExcelCuentas = objeto({
  organico: opcional(Type.Unsafe<'0' | '1'>({ type: 'string', enum: ['0', '1'] })),
  q: opcional(Type.String({ maxLength: 200 })),
});
export type QueryExcelCuentas = Static<typeof QueryExcelCuentas>;

// ── The profile's tables (search resources) ──────────────────────────────────────────────────────────────────

/** A format row of `POST tx_formatos_search` (spec 000 §3 'Format row'). */
export const FilaFormato = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  id_cuenta: Type.Integer(),
  fecha: Type.String(),
  tipo: Type.String(),
  reporte: textoNulo(),
  ciclo: Type.String(),
  id_ciclo: Type.Integer(),
});
export type FilaFormato = Static<typeof FilaFormato>;

/** A committee evaluation row of `POST comite_evaluaciones_search` (spec 000 §3); labels read by join. */
export const FilaEvaluacionComite = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  id_cuenta: Type.Integer(),
  cuenta_uuid: Type.String(),
  productor_uuid: Type.String(),
  id_user: Type.Integer(),
  /** 1 approved without conditions, 2 with conditions, 3 sanctioned. */
  condicion: Type.Integer(),
  condicion_str: Type.String(),
  fecha_aut: Type.String(),
  id_ciclo: Type.Integer(),
  ciclo: Type.String(),
  sanc_cat_anterior: enteroONulo(),
  sanc_cat_nueva: enteroONulo(),
  sanc_cat_anterior_str: textoNulo(),
  sanc_cat_nueva_str: textoNulo(),
  id_nivel_riesgo: enteroONulo(),
  nivel_riesgo: textoNulo(),
  nombre: Type.String(),
  clave_tx: textoNulo(),
  codigo_tx: textoNulo(),
  localidad: Type.String(),
  cuenta_categoria: Type.String(),
  aprob_sc_observaciones: textoNulo(),
  sanc_fecha_inicio: textoNulo(),
  sanc_fecha_termino: textoNulo(),
  sanc_observaciones: textoNulo(),
  lugar: textoNulo(),
  user_auth: textoNulo(),
  created_at: fechaHora(),
});
export type FilaEvaluacionComite = Static<typeof FilaEvaluacionComite>;

/** A delivery row of `POST entregas_por_productor_search` (spec 000 §3 'Delivery row in profile'); weights and money ×100. */
export const FilaEntregaProductor = Type.Object({
  id_acopio: Type.Integer(),
  acopio_uuid: Type.String(),
  id_cuenta: Type.Integer(),
  productor_id: Type.Integer(),
  fecha_acopio: Type.String(),
  peso_neto: Type.Integer(),
  precio_por_kg: Type.Integer(),
  importe_total: Type.Integer(),
  id_ciclo: Type.Integer(),
  ciclo: Type.String(),
});
export type FilaEntregaProductor = Static<typeof FilaEntregaProductor>;
