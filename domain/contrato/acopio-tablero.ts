import { Type, type Static } from 'typebox';
import { entero, enteroNulo, ID_EN_TEXTO, idEnTexto, objeto, textoNulo, Uno } from './comun';
import { FilasCifras } from './tableros';

/**
 * The collection dashboard and the collection by producer (spec 002 §2.6, §2.9, §7 'dashboard/{cycle}/{cooperativa}/{centro}',
 * 'search acopio_por_productor', 'dashboard/avances/kgs/…'). Weights and money are integers ×100, summed by the
 * database in bigint; the rows' rules are domain/acopio/tablero.ts.
 */

/**
 * `GET admin/acopios/dashboard/{ciclo}/{cooperativa}/{centro}`, ids in digits (paths are text; no coercion): the
 * cooperative must be the token's; centre 0 = every centre.
 */
export const ParamsTableroAcopio = objeto({
  ciclo: idEnTexto(),
  cooperativa: idEnTexto(),
  centro: Type.String({ pattern: `^(?:0|${ID_EN_TEXTO.slice(1, -1)})$` }),
});
export type ParamsTableroAcopio = Static<typeof ParamsTableroAcopio>;

const cifra = () => Type.Integer({ minimum: 0 });
const suma = () => Type.Integer();

/** Totals of the deliveries in view: count, producers, containers, kg, amounts, paid and balance (×100). */
export const TotalesEntregas = Type.Object({
  total_entregas: cifra(),
  total_productores: cifra(),
  no_bultos: cifra(),
  peso_neto: cifra(),
  importe_total: cifra(),
  recuperacion_credito: cifra(),
  a_pagar: suma(),
  pagado: cifra(),
  saldo: suma(),
  /** Weighted average price per kg (×100): amount / kg, rounded half up; 0 with no kg. */
  precio_promedio: cifra(),
});
export type TotalesEntregas = Static<typeof TotalesEntregas>;

export const ClaseCertificacion = Type.Union([Type.Literal('organico'), Type.Literal('transicion'), Type.Literal('convencional')]);
export type ClaseCertificacion = Static<typeof ClaseCertificacion>;

/** kg by class: organic, transition and conventional (honey has no conventional: its non-organic class is 'transición'). */
const porClase = { organico: cifra(), transicion: cifra(), convencional: cifra() };

export const FilaCertificacion = Type.Object({
  clase: ClaseCertificacion,
  etiqueta: Type.String(),
  entregas: cifra(),
  peso_neto: cifra(),
  importe_total: cifra(),
});
export type FilaCertificacion = Static<typeof FilaCertificacion>;

/** kg by class at each centre (the stacked bars); `id_centro` null = deliveries without a centre. */
export const FilaCentro = Type.Object({
  id_centro: enteroNulo(),
  centro: Type.String(),
  entregas: cifra(),
  peso_neto: cifra(),
  ...porClase,
});
export type FilaCentro = Static<typeof FilaCentro>;

/** One week (from its Monday, `semana` yyyy-MM-dd) or month (`mes` yyyy-MM) of the cycle's deliveries, empty ones included. */
export const FilaSemana = Type.Object({
  semana: Type.String(),
  etiqueta: Type.String(),
  entregas: cifra(),
  peso_neto: cifra(),
  ...porClase,
});
export type FilaSemana = Static<typeof FilaSemana>;
export const FilaMes = Type.Object({ mes: Type.String(), etiqueta: Type.String(), entregas: cifra(), peso_neto: cifra(), ...porClase });
export type FilaMes = Static<typeof FilaMes>;

export const FilaPagoMetodo = Type.Object({ id_metodo_pago: entero(0, 32767), metodo: Type.String(), pagos: cifra(), monto: cifra() });
export type FilaPagoMetodo = Static<typeof FilaPagoMetodo>;

/** The advances of the cycle to today (the read model's figures added up) and the recovery percentage (R103's rule). */
export const ResumenAnticiposTablero = Type.Object({
  num_creditos: Type.Integer(),
  total_anticipos: Type.Integer(),
  total_interes: Type.Integer(),
  total_recuperado: Type.Integer(),
  total_saldo: Type.Integer(),
  /** floor(recovered × 100 / (lent + interest)), at most 100. */
  porcentaje_recuperacion: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type ResumenAnticiposTablero = Static<typeof ResumenAnticiposTablero>;

export const TableroAcopio = Type.Object({
  id_ciclo: Type.Integer(),
  /** The centre the figures are of (null = every centre); a collector's is always their own. */
  id_centro: enteroNulo(),
  centro: textoNulo(),
  /** Whether the user may pick another centre (managers) or sees only theirs (collectors). */
  elige_centro: Type.Boolean(),
  id_cat_productos: enteroNulo(),
  entregas: TotalesEntregas,
  certificaciones: Type.Array(FilaCertificacion),
  por_centro: Type.Array(FilaCentro),
  per_week: Type.Array(FilaSemana),
  per_month: Type.Array(FilaMes),
  pagos: Type.Array(FilaPagoMetodo),
  /**
   * Cash disbursements (002 §2.11) are not recorded in this version: null, never a made-up figure; the screen shows
   * the card when it is not null (docs/DECISIONES.md 'acopio-tablero').
   */
  efectivo: Type.Null(),
  /** The cycle's pre-harvest credit (issue 25), of the whole cooperative; null without credit or without advances. */
  anticipos: Type.Union([ResumenAnticiposTablero, Type.Null()]),
});
export type TableroAcopio = Static<typeof TableroAcopio>;
export const RespuestaTableroAcopio = Uno(TableroAcopio);
export type RespuestaTableroAcopio = Static<typeof RespuestaTableroAcopio>;

/** A row of `acopio_por_productor_search`: a producer's account in the cycle with what they delivered (×100). */
export const FilaAcopioProductor = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  cuenta_uuid: Type.String(),
  clave_tx: textoNulo(),
  nombre: Type.String(),
  id_municipio: Type.Integer(),
  municipio: Type.String(),
  id_localidad: Type.Integer(),
  localidad: Type.String(),
  cuenta_categoria: Type.String(),
  entregas: cifra(),
  no_bultos: cifra(),
  peso_neto: cifra(),
  importe_total: cifra(),
  recuperacion_credito: cifra(),
  pagado: cifra(),
  saldo: suma(),
});
export type FilaAcopioProductor = Static<typeof FilaAcopioProductor>;
export const TOTALES_ACOPIO_PRODUCTOR = ['entregas', 'no_bultos', 'peso_neto', 'importe_total', 'pagado', 'saldo'] as const;
export type TotalAcopioProductor = (typeof TOTALES_ACOPIO_PRODUCTOR)[number];

/** `GET xls/acopio_por_productor/{uuid del ciclo}?q=`: the list's Excel (ACOPIOS_X_PRODUCTOR_EXPORTAR). */
export const QueryExcelAcopioProductor = objeto({ q: Type.Optional(Type.String({ maxLength: 200, pattern: '^[^\\u0000]*$' })) });
export type QueryExcelAcopioProductor = Static<typeof QueryExcelAcopioProductor>;

/** kg delivered by municipality / locality (the drill-down bars), with the deliveries and producers behind them. */
const camposKgs = { peso_neto: cifra(), entregas: cifra(), productores: cifra() };
export const FilaKgsMunicipio = Type.Object({ id_municipio: Type.Integer(), municipio: Type.String(), ...camposKgs });
export type FilaKgsMunicipio = Static<typeof FilaKgsMunicipio>;
export const FilaKgsLocalidad = Type.Object({
  id_localidad: Type.Integer(),
  localidad: Type.String(),
  id_municipio: Type.Integer(),
  municipio: Type.String(),
  ...camposKgs,
});
export type FilaKgsLocalidad = Static<typeof FilaKgsLocalidad>;
export const RespuestaKgsMunicipios = FilasCifras(FilaKgsMunicipio);
export type RespuestaKgsMunicipios = Static<typeof RespuestaKgsMunicipios>;
export const RespuestaKgsLocalidades = FilasCifras(FilaKgsLocalidad);
export type RespuestaKgsLocalidades = Static<typeof RespuestaKgsLocalidades>;
