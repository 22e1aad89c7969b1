import { Type, type Static } from 'typebox';
import { Datos, entero, idEnTexto, numero, enteroNulo, fechaNula, numeroNulo, objeto, opcional, SIN_NUL, textoNulo } from './comun';

/**
 * The complete register (spec 001 §2.9, §2.10, §3 'Registry row', 'Parcel row in registry', §7 'Registry').
 * Weights are kg ×100 (DESIGN §2); hectares are numbers as the plots store them (3 decimals).
 */

const n = () => Type.Number();
const ent = () => Type.Integer();

/** One account of the cycle in the register (001 §3 'Registry row'). */
export const FilaPadronCompleto = Type.Object({
  id_cuenta: ent(),
  cuenta_uuid: Type.String(),
  id_ciclo: ent(),
  id_sic_informacion_general: enteroNulo(),
  productor_uuid: Type.String(),
  id_productor: ent(),
  productor_nombre: Type.String(),
  nombres: Type.String(),
  apellido_paterno: Type.String(),
  apellido_materno: Type.String(),
  productor_clave_tx: textoNulo(),
  productor_codigo_tx: textoNulo(),
  id_localidad: ent(),
  localidad: Type.String(),
  id_municipio: ent(),
  municipio: Type.String(),
  id_cuenta_region: ent(),
  region: Type.String(),
  ine: textoNulo(),
  curp: textoNulo(),
  productor_fecha_nacimiento: fechaNula(),
  id_productor_genero: enteroNulo(),
  productor_genero: textoNulo(),
  contacto_celular: textoNulo(),
  contacto_correo: textoNulo(),
  id_cuenta_categoria: ent(),
  cuenta_categoria: Type.String(),
  cuenta_categoria_color: Type.String(),
  id_categoria_anterior: enteroNulo(),
  categoria_anterior: textoNulo(),
  categoria_anterior_color: textoNulo(),
  productor_fecha_ingreso: fechaNula(),
  productor_fecha_transicion: fechaNula(),
  cuenta_parcelas: ent(),
  s3_cafeorganico_otrans_fechaprohibidos: fechaNula(),
  s3_cafeorganico_otrans_insumosprohibidos: textoNulo(),
  id_nivel_riesgo: enteroNulo(),
  nivel_riesgo: textoNulo(),
  nivel_riesgo_color: textoNulo(),
  /** The cycle's latest committee evaluation: 1, 2 or 3 (000 §3), its label and its conditions. */
  condicion: enteroNulo(),
  condicion_str: textoNulo(),
  condicion_detalle: textoNulo(),
  /** Total land of the account's plots (ha) and the hectares of the crop the inspection found. */
  calculada: n(),
  cuenta_superficie_total: n(),
  s2_autoconsumo: n(),
  s2_otrocultivo: n(),
  s2_potrero: n(),
  s2_bosque: n(),
  s2_acahual: n(),
  s2_reserva: n(),
  s3_inspeccion_fecha: fechaNula(),
  s3_inspeccion_superficie: numeroNulo(),
  s1_lista_inspector: enteroNulo(),
  s1_lista_inspector_str: textoNulo(),
  s6_pergamino_actual: enteroNulo(0, Number.MAX_SAFE_INTEGER),
  id_tenencia_tierra: enteroNulo(),
  tenencia_tierra: textoNulo(),
  id_tenencia_papeles_sino: enteroNulo(),
  tenencia_papeles_sino: textoNulo(),
  cultivos_activos: textoNulo(),
  sum_actual_cacao: enteroNulo(0, Number.MAX_SAFE_INTEGER),
  sum_actual_mani: enteroNulo(0, Number.MAX_SAFE_INTEGER),
  sum_actual_cardamomo: enteroNulo(0, Number.MAX_SAFE_INTEGER),
  sum_actual_pimientanegra: enteroNulo(0, Number.MAX_SAFE_INTEGER),
  tx_estimacion_cosecha_inspector_total: ent(),
  tx_estimacion_cosecha_productor_total: enteroNulo(0, Number.MAX_SAFE_INTEGER),
  tx_no_plantas_totales: ent(),
  plantas_productivas_totales: ent(),
  plantas_improductivas_totales: ent(),
  /** How many formats (PDF sheets) the account has in the cycle: the 'download sheets' column lists them (tx_formatos). */
  formatos: ent(),
});
export type FilaPadronCompleto = Static<typeof FilaPadronCompleto>;

/** The register's summed numeric columns (`totales: true`), in the unit of their row (kg ×100, ha, plants). */
export const TOTALES_PADRON_COMPLETO = [
  'cuenta_parcelas',
  'calculada',
  'cuenta_superficie_total',
  's2_autoconsumo',
  's2_otrocultivo',
  's2_potrero',
  's2_bosque',
  's2_acahual',
  's2_reserva',
  's3_inspeccion_superficie',
  's6_pergamino_actual',
  'sum_actual_cacao',
  'sum_actual_mani',
  'sum_actual_cardamomo',
  'sum_actual_pimientanegra',
  'tx_estimacion_cosecha_inspector_total',
  'tx_estimacion_cosecha_productor_total',
  'tx_no_plantas_totales',
  'plantas_productivas_totales',
  'plantas_improductivas_totales',
] as const;
export type TotalPadronCompleto = (typeof TOTALES_PADRON_COMPLETO)[number];

/** A page of the register, its total and, when asked (`totales: true`), the sums over the cycle's whole population. */
export const RespuestaPadronCompleto = Type.Object({
  data: Type.Array(FilaPadronCompleto),
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
  totales: Type.Optional(
    Type.Object(
      Object.fromEntries(TOTALES_PADRON_COMPLETO.map((c) => [c, Type.Number()])) as Record<
        TotalPadronCompleto,
        ReturnType<typeof Type.Number>
      >,
    ),
  ),
});
export type RespuestaPadronCompleto = Static<typeof RespuestaPadronCompleto>;

// ── POST admin/sic/padron_edit/{column} ─────────────────────────────────────
export const ParamColumna = objeto({ column: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9_]+$' }) });
export type ParamColumna = Static<typeof ParamColumna>;

/** A cell's value on the wire: text, a number (kg ×100 for weights, ha, an option id) or nothing. */
const ValorCelda = Type.Union([Type.String({ maxLength: 1000, pattern: SIN_NUL }), numero(), Type.Null()]);

/**
 * The edit of one cell (001 §7): the account, the new value and, as applicable, the name's three parts or the
 * locality with its municipality. `valor_anterior` is the cell as the grid showed it (the raw value of the row:
 * an id for a catalogue, kg ×100 for a weight, the full name for the name, id_localidad for the locality): if the
 * cell changed since, the edit is refused with 409 instead of overwriting someone else's change.
 */
export const CuerpoEdicionPadron = objeto({
  id_cuenta: entero(1),
  column: opcional(Type.String({ maxLength: 64, pattern: SIN_NUL })),
  new_value: opcional(ValorCelda),
  valor_anterior: ValorCelda,
  id_ciclo: opcional(entero(1)),
  id_sic_informacion_general: opcional(enteroNulo(1)),
  id_parcela: opcional(enteroNulo(1)),
  nombres: opcional(Type.String({ maxLength: 1000, pattern: SIN_NUL })),
  apellido_paterno: opcional(Type.String({ maxLength: 1000, pattern: SIN_NUL })),
  apellido_materno: opcional(Type.String({ maxLength: 1000, pattern: SIN_NUL })),
  id_localidad: opcional(entero(1)),
  id_municipio: opcional(entero(1)),
});
export type CuerpoEdicionPadron = Static<typeof CuerpoEdicionPadron>;

/** success, message '{column} actualizado con éxito', and the account's register row as it now is. */
export const RespuestaEdicionPadron = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: FilaPadronCompleto,
});
export type RespuestaEdicionPadron = Static<typeof RespuestaEdicionPadron>;

// ── GET tx_parcelas_productor_padron/{cycle}?id_cuenta= ─────────────────────
export const ParamCicloPadron = objeto({ id_ciclo: idEnTexto() });
export type ParamCicloPadron = Static<typeof ParamCicloPadron>;
export const QueryParcelasPadron = objeto({ id_cuenta: idEnTexto() });
export type QueryParcelasPadron = Static<typeof QueryParcelasPadron>;

/** The same plot (by name) in the producer's account of the previous cycle (001 §2.10 previous-cycle columns). */
export const ParcelaCicloAnterior = Type.Object({
  nombre: Type.String(),
  ha_cultivo: numeroNulo(),
  tx_no_plantas: ent(),
  tx_estimacion_cosecha_inspector: enteroNulo(0, Number.MAX_SAFE_INTEGER),
});

/** A plot of the account in the register's parcels modal (001 §3 'Parcel row in registry'). */
export const FilaParcelaPadron = Type.Object({
  id: ent(),
  uuid: Type.String(),
  nombre: Type.String(),
  tx_superficie: n(),
  tx_no_plantas: ent(),
  ha_cultivo: numeroNulo(),
  tx_estimacion_cosecha_inspector: enteroNulo(0, Number.MAX_SAFE_INTEGER),
  croquis_digitalizado: ent(),
  centroide_lat: numeroNulo(),
  centroide_lng: numeroNulo(),
  parcelas_previous_ciclo: Type.Union([ParcelaCicloAnterior, Type.Null()]),
});
export type FilaParcelaPadron = Static<typeof FilaParcelaPadron>;
export const RespuestaParcelasPadron = Datos(FilaParcelaPadron);
export type RespuestaParcelasPadron = Static<typeof RespuestaParcelasPadron>;

// ── Catalogues of the edit forms ────────────────────────────────────────────
export const OpcionCatalogo = Type.Object({ id: ent(), nombre: Type.String() });
export type OpcionCatalogo = Static<typeof OpcionCatalogo>;
export const RespuestaCatalogoPadron = Datos(OpcionCatalogo);
export type RespuestaCatalogoPadron = Static<typeof RespuestaCatalogoPadron>;
