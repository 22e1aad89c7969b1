import { Type, type Static } from 'typebox';
import { TAMANOS_PAGINA } from './busqueda';
import {
  ENTERO_MAXIMO,
  entero,
  enteroNulo,
  fecha,
  fechaHora,
  idEnTexto,
  numeroNulo,
  objeto,
  opcional,
  texto,
  textoNulo,
  uuid,
  version,
} from './comun';

/**
 * Coffee quality (spec 002 §2.15, §3 'Quality analysis', 'Quality list row', 'Physical analysis', 'Sieve', 'Sensory
 * analysis', §7 'Quality'; issue 26). Field names are the spec's.
 *
 * What travels ×100 (integers, divided by 100 only to show them):
 * - weights in grams: pergamino_peso_muestra_pergamino, _oro, _cerezo, pergamino_peso_mancha, _oro_2, a sieve's
 *   `valor`, a defect's `gramos`, oro_mancha, defectos_gramos;
 * - kilos: oro_kgs_exportables, kg_exportables (and quintales, sacos);
 * - percentages: pergamino_humedad, pergamino_rendimiento, pergamino_cerezo, pergamino_mancha,
 *   oro_rendimiento_exportable, porcentaje_* and resumen_rendimiento_exportable;
 * - pergamino_densidad (g/L ×100) and pergamino_actividad_agua (aw ×100: 0.65 → 65);
 * - the factor de rendimiento (kg of parchment per export sack ×100: 90.79 → 9079);
 * - every cupping score and total (7.75 → 775; 84.00 → 8400), of both methods: the CVA form's whole points 1–9
 *   travel as 100–900.
 * Not ×100: ids, `no_granos` (a count of beans), full-defect counts, altitudes (metres), saco_kg (kg),
 * tazas_no_uniformes / tazas_defectuosas (cups).
 *
 * Every derived figure in an answer is the server's (domain/calidad/), computed from the weights it stored with the
 * cooperative's convention (saco_kg, base_mancha), which the physical answer also carries. The cooperative always
 * comes from the session. Fields may be null in a body so that a missing value reaches the rule and answers the
 * spec's own message ('Información obligatoria', …) rather than a type error.
 */

const gramos = () => Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const gramosNulo = () => enteroNulo(0, ENTERO_MAXIMO);
const cifra = () => Type.Integer();
const cifraNula = () => Type.Union([Type.Integer(), Type.Null()]);
const uuidNulo = () => Type.Union([Type.String(), Type.Null()]);
/** A comma-joined list of ids, as the spec's working state sends id_acopio and id_localidad: '12,15'. */
// each id at most 9 digits, inside int4 (a larger one is a 422, never a database overflow)
const LISTA_IDS = '^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,499}$';
const listaIdsNula = () => textoNulo(5500, { pattern: LISTA_IDS });
const uno01 = () => Type.Union([Type.Literal(0), Type.Literal(1)]);

/** The sensory methods (issue 26 'Both cupping forms'): the spec's ten attributes, or the SCA CVA affective form. */
export const METODOS_SENSORIAL = ['sca_2004', 'cva_afectiva'] as const;
export type MetodoSensorial = (typeof METODOS_SENSORIAL)[number];
const metodo = () => Type.Union([Type.Literal('sca_2004'), Type.Literal('cva_afectiva')]);

// ── Catalogues: GET calidad/catalogos/tipo_procesos, color_muestras, zarandas, tipo_manchas/{1|2} ───────────────
export const OpcionCalidad = Type.Object({ id: Type.Integer(), nombre: Type.String() });
export type OpcionCalidad = Static<typeof OpcionCalidad>;
export const RespuestaOpcionesCalidad = Type.Object({ data: Type.Array(OpcionCalidad) });
export type RespuestaOpcionesCalidad = Static<typeof RespuestaOpcionesCalidad>;
/** A screen size; `mm` ×100 (screen n = n/64 inch), null for the bottom ('Fondo'). */
export const ZarandaCatalogo = Type.Object({ id: Type.Integer(), nombre: Type.String(), mm: cifraNula() });
export type ZarandaCatalogo = Static<typeof ZarandaCatalogo>;
export const RespuestaZarandas = Type.Object({ data: Type.Array(ZarandaCatalogo) });
/** A defect type: 1 primary, 2 secondary; beans that make one full defect (SCA). */
export const TipoManchaCatalogo = Type.Object({
  id: Type.Integer(),
  clave: Type.String(),
  nombre: Type.String(),
  categoria: Type.Integer(),
  granos_por_defecto: Type.Integer(),
});
export type TipoManchaCatalogo = Static<typeof TipoManchaCatalogo>;
export const RespuestaTiposMancha = Type.Object({ data: Type.Array(TipoManchaCatalogo) });
export const ParamCategoriaMancha = objeto({ categoria: Type.Union([Type.Literal('1'), Type.Literal('2')]) });
export type ParamCategoriaMancha = Static<typeof ParamCategoriaMancha>;

// ── Summary cards: GET calidad/info/region/…/{localities}, calidad/info/lote/…/{idLote} ──────────────────────────
/** `{localidades}`: the comma-joined locality ids of the region ('12,15'); each must be the cooperative's (else 404). */
export const ParamLocalidadesCalidad = objeto({ localidades: texto(5500, { pattern: LISTA_IDS }) });
export type ParamLocalidadesCalidad = Static<typeof ParamLocalidadesCalidad>;
export const ParamLoteCalidad = objeto({ idLote: idEnTexto() });
export type ParamLoteCalidad = Static<typeof ParamLoteCalidad>;
/** The spec reads the first item: `total` producers (with plots in the localities / deliveries in the lot). */
export const RespuestaTotalProductores = Type.Object({ data: Type.Array(Type.Object({ total: Type.Integer() })) });
export type RespuestaTotalProductores = Static<typeof RespuestaTotalProductores>;
/** A variety and how many plots grow it. */
export const VariedadCalidad = Type.Object({ nombre: Type.String(), parcelas: Type.Integer() });
export const RespuestaVariedades = Type.Object({
  data: Type.Array(Type.Object({ variedades: Type.Array(VariedadCalidad) })),
});
export type RespuestaVariedades = Static<typeof RespuestaVariedades>;
/** Plot altitude in metres (the plots' central point): average, lowest, highest and how many plots have one. */
export const AltitudCalidad = Type.Object({
  altitud: cifraNula(),
  altitud_minima: cifraNula(),
  altitud_maxima: cifraNula(),
  parcelas: Type.Integer(),
});
export const RespuestaAltitud = Type.Object({ data: Type.Array(AltitudCalidad) });
export type RespuestaAltitud = Static<typeof RespuestaAltitud>;
/** A lot's producers' localities ('localidades', comma-joined names) with their ids and municipalities. */
export const LocalidadCalidad = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  municipio: Type.String(),
  productores: Type.Integer(),
});
export const RespuestaRegionesLote = Type.Object({
  data: Type.Array(Type.Object({ localidades: Type.String(), lista: Type.Array(LocalidadCalidad) })),
});
export type RespuestaRegionesLote = Static<typeof RespuestaRegionesLote>;

// ── GET parcelas_por_productor_ciclo/{idCuenta}: the producer card's plots (§3 'Plot (quality flow)') ────────────
export const ParamCuentaCalidad = objeto({ idCuenta: idEnTexto() });
export type ParamCuentaCalidad = Static<typeof ParamCuentaCalidad>;
export const ParcelaCalidad = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  nombre: Type.String(),
  /** hectares, as the plots area answers them */
  superficie: Type.Number(),
  variedades_str: Type.String(),
  /** metres at the central point, or null */
  altitud: cifraNula(),
  plantas: Type.Integer(),
  poligono: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
  centroide_lat: numeroNulo(),
  centroide_lng: numeroNulo(),
  cuenta_uuid: Type.String(),
  cuenta: Type.String(),
  localidad: textoNulo(),
  municipio: textoNulo(),
});
export type ParcelaCalidad = Static<typeof ParcelaCalidad>;
export const RespuestaParcelasCalidad = Type.Object({ data: Type.Array(ParcelaCalidad) });
export type RespuestaParcelasCalidad = Static<typeof RespuestaParcelasCalidad>;

// ── POST calidad/analisis, PUT calidad/analisis/fisico/{uuid} ────────────────────────────────────────────────────
/** A defect row on a sieve. With its stored id it is updated (or removed with eliminar = 1); without, created. */
export const DefectoCuerpo = objeto({
  id_calidad_analisis_fisicos_defecto: opcional(enteroNulo(1)),
  id_tipo_mancha: enteroNulo(0, 32767),
  /** beans counted (not ×100) */
  no_granos: enteroNulo(0, 1_000_000),
  /** g ×100 */
  gramos: gramosNulo(),
  eliminar: opcional(uno01()),
});
export type DefectoCuerpo = Static<typeof DefectoCuerpo>;
/** A sieve row: grams ×100 of oro left on screen `id_zaranda`, and its defects (primary: tipo_mancha of category 1). */
export const ZarandaCuerpo = objeto({
  id_calidad_analisis_fisicos_zaranda: opcional(enteroNulo(1)),
  id_zaranda: enteroNulo(0, 32767),
  valor: gramosNulo(),
  eliminar: opcional(uno01()),
  defectos_primarios: Type.Array(DefectoCuerpo, { maxItems: 50 }),
  defectos_secundarios: Type.Array(DefectoCuerpo, { maxItems: 50 }),
});
export type ZarandaCuerpo = Static<typeof ZarandaCuerpo>;

/** The selection (§3 'Quality analysis (working state)'), as the physical save sends it. */
const camposSeleccion = {
  id_ciclo: entero(1),
  /** 1 producer, 2 lot, 3 region, 4 other provider (the working state's tipo_analisis). */
  id_tipo_analisis: enteroNulo(0, 9),
  /** 1 yes (some of the producer's deliveries), 2 no. */
  analisis_por_entrega: enteroNulo(0, 9),
  id_cuenta: opcional(enteroNulo(0)),
  /** The producer's sampled deliveries, comma-joined ids ('12,15'); only with analisis_por_entrega = 1. */
  id_acopio: opcional(listaIdsNula()),
  /** The lot (the working state's id_lote). */
  id_recoleccion_acopio: opcional(enteroNulo(0)),
  id_municipio: opcional(enteroNulo(0)),
  /** Comma-joined locality ids of the municipality. */
  id_localidad: opcional(listaIdsNula()),
  nombre_proveedor: opcional(textoNulo(200)),
  region_proveedor: opcional(textoNulo(200)),
  notas_adicionales: opcional(textoNulo(2000)),
};
/** The physical form (§3 'Physical analysis', §5 'Physical form'). */
const camposFisico = {
  fecha: Type.Union([fecha(), Type.Null()]),
  id_tipo_proceso: enteroNulo(0, 32767),
  id_color_muestra: enteroNulo(0, 32767),
  olor_muestra: opcional(textoNulo(200)),
  pergamino_peso_muestra_pergamino: gramosNulo(),
  pergamino_peso_muestra_oro: gramosNulo(),
  pergamino_peso_muestra_cerezo: gramosNulo(),
  pergamino_peso_mancha: gramosNulo(),
  pergamino_humedad: enteroNulo(0, 10_000),
  pergamino_densidad: opcional(enteroNulo(0, ENTERO_MAXIMO)),
  pergamino_actividad_agua: opcional(enteroNulo(0, 100)),
  /** 1: the oro_2 sample is the oro one (the server copies it); 0: weighed apart, oro_2 required. */
  peso_muestra_misma_anterior: Type.Union([uno01(), Type.Null()]),
  pergamino_peso_muestra_oro_2: opcional(gramosNulo()),
  observaciones: opcional(textoNulo(2000)),
  zarandas: Type.Array(ZarandaCuerpo, { maxItems: 30 }),
};
export const CuerpoAnalisisCalidad = objeto({ ...camposSeleccion, ...camposFisico });
export type CuerpoAnalisisCalidad = Static<typeof CuerpoAnalisisCalidad>;
/** The two halves of that body: the sample chosen (§5 'Quality selection form') and its physical analysis. */
export type SeleccionCalidad = Pick<CuerpoAnalisisCalidad, keyof typeof camposSeleccion>;
export type FisicoCalidad = Pick<CuerpoAnalisisCalidad, keyof typeof camposFisico>;
/** The edit: the same fields (the selection may have changed from the pen) and the physical row's version. */
export const CuerpoEdicionFisico = objeto({ ...camposSeleccion, ...camposFisico, version: version() });
export type CuerpoEdicionFisico = Static<typeof CuerpoEdicionFisico>;

/** The three ids the working state keeps (R123): uuids; the sensory one null until a cupping is saved. */
export const IdsAnalisis = Type.Object({
  id_calidad_analisis: Type.String(),
  id_calidad_analisis_fisico: Type.String(),
  id_calidad_analisis_sensorial: uuidNulo(),
  folio: Type.String(),
  /** The version of the row just written (physical or sensory), for the next edit. */
  version: Type.Integer(),
});
export type IdsAnalisis = Static<typeof IdsAnalisis>;
/** The spec's client reads `response.data.data` (axios): the ids under `data`. */
export const RespuestaIdsAnalisis = Type.Object({ success: Type.Boolean(), message: Type.String(), data: IdsAnalisis });
export type RespuestaIdsAnalisis = Static<typeof RespuestaIdsAnalisis>;

// ── GET calidad/analisis/fisico/{uuid} ───────────────────────────────────────────────────────────────────────────
export const ParamUuidCalidad = objeto({ uuid: uuid() });
export type ParamUuidCalidad = Static<typeof ParamUuidCalidad>;

/** The selection as stored, so an edit reopens it (the pen), with the names the info page shows. */
export const SeleccionGuardada = Type.Object({
  id_ciclo: Type.Integer(),
  tipo_analisis: Type.Integer(),
  nombre_tipo_analisis: Type.String(),
  analisis_por_entrega: Type.Integer(),
  id_cuenta: cifraNula(),
  uuid_productor: uuidNulo(),
  nombre_productor: textoNulo(),
  /** comma-joined delivery ids, or null */
  id_acopio: textoNulo(),
  id_lote: cifraNula(),
  nombre_lote: textoNulo(),
  id_municipio: cifraNula(),
  nombre_municipio: textoNulo(),
  /** comma-joined locality ids, or null */
  id_localidad: textoNulo(),
  nombre_localidades: textoNulo(),
  nombre_proveedor: textoNulo(),
  region_proveedor: textoNulo(),
  notas_adicionales: textoNulo(),
});
export type SeleccionGuardada = Static<typeof SeleccionGuardada>;

export const FichaFisico = Type.Object({
  id_calidad_analisis: Type.String(),
  id_calidad_analisis_fisico: Type.String(),
  id_calidad_analisis_sensorial: uuidNulo(),
  folio: Type.String(),
  seleccion: SeleccionGuardada,
  fecha: Type.String(),
  id_tipo_proceso: Type.Integer(),
  id_color_muestra: Type.Integer(),
  olor_muestra: textoNulo(),
  pergamino_peso_muestra_pergamino: gramos(),
  pergamino_peso_muestra_oro: gramos(),
  pergamino_peso_muestra_cerezo: gramos(),
  pergamino_peso_mancha: gramos(),
  pergamino_humedad: cifra(),
  pergamino_densidad: cifraNula(),
  pergamino_actividad_agua: cifraNula(),
  peso_muestra_misma_anterior: Type.Integer(),
  pergamino_peso_muestra_oro_2: gramos(),
  observaciones: textoNulo(),
  // derived, the server's (§3 'Derived read values')
  /** O / P, % ×100 */
  pergamino_rendimiento: cifra(),
  /** C / P, % ×100 */
  pergamino_cerezo: cifra(),
  /** M / O (or M / P, base_mancha), % ×100 */
  pergamino_mancha: cifra(),
  /** E / P (E = O − M), % ×100 */
  oro_rendimiento_exportable: cifra(),
  /** E = O − M, the exportable oro of the sample, g ×100 */
  oro_mancha: gramos(),
  /** kg ×100 of exportable green coffee of the deliveries or lot the sample stands for; null for a region or provider */
  oro_kgs_exportables: cifraNula(),
  /** quintales (46 kg) and export sacks (saco_kg) ×100 of those kilos */
  oro_quintales_exportables: cifraNula(),
  oro_sacos_exportables: cifraNula(),
  /** the parchment net kg ×100 those kilos come from */
  pergamino_kgs_netos: cifraNula(),
  /** saco_kg × P / E, ×100; null when nothing is exportable */
  factor_rendimiento: cifraNula(),
  saco_kg: Type.Integer(),
  base_mancha: Type.Union([Type.Literal('oro'), Type.Literal('pergamino')]),
  defectos_primarios: Type.Integer(),
  defectos_secundarios: Type.Integer(),
  /** g ×100 of every defect row */
  defectos_gramos: gramos(),
  /** SCA specialty grade: no primary full defect, ≤ 5 secondary, humidity 10–12 % */
  grado_especialidad: Type.Boolean(),
  proceso: Type.Object({ nombre: Type.String() }),
  color: Type.Object({ nombre: Type.String() }),
  version: Type.Integer(),
  updated_at: fechaHora(),
});
export type FichaFisico = Static<typeof FichaFisico>;
export const RespuestaFichaFisico = Type.Object({ data: FichaFisico });
export type RespuestaFichaFisico = Static<typeof RespuestaFichaFisico>;

// ── GET calidad/analisis/fisico/{uuid}/zarandas ──────────────────────────────────────────────────────────────────
export const DefectoGuardado = Type.Object({
  id_calidad_analisis_fisicos_defecto: Type.Integer(),
  id_tipo_mancha: Type.Integer(),
  no_granos: Type.Integer(),
  gramos: gramos(),
  tipo_mancha: Type.Object({ nombre: Type.String(), categoria: Type.Integer(), granos_por_defecto: Type.Integer() }),
});
export type DefectoGuardado = Static<typeof DefectoGuardado>;
export const ZarandaGuardada = Type.Object({
  id_calidad_analisis_fisicos_zaranda: Type.Integer(),
  id_zaranda: Type.Integer(),
  valor: gramos(),
  zaranda: Type.Object({ nombre: Type.String() }),
  defectos_primarios: Type.Array(DefectoGuardado),
  defectos_secundarios: Type.Array(DefectoGuardado),
});
export type ZarandaGuardada = Static<typeof ZarandaGuardada>;
export const RespuestaZarandasFisico = Type.Object({ data: Type.Array(ZarandaGuardada) });
export type RespuestaZarandasFisico = Static<typeof RespuestaZarandasFisico>;

// ── POST calidad/analisis/sensorial, PUT calidad/analisis/sensorial/{uuid}, GET calidad/analisis/sensorial/{uuid} ──
/** The spec's ten attributes (SCA 2004) and the CVA affective form's eight; each with its `_desc`. */
export const ATRIBUTOS_SCA_2004 = [
  'fragancia_aroma',
  'sabor',
  'sabor_residual',
  'acidez',
  'cuerpo',
  'balance',
  'uniformidad',
  'taza_limpia',
  'dulzor',
  'catador',
] as const;
export const ATRIBUTOS_CVA_AFECTIVA = [
  'fragancia',
  'aroma',
  'sabor',
  'sabor_residual',
  'acidez',
  'dulzor',
  'sensacion_boca',
  'general',
] as const;
/** Every attribute name of either method (a body carries those of its method; the others absent or null). */
export type AtributoSensorial = (typeof ATRIBUTOS_SCA_2004)[number] | (typeof ATRIBUTOS_CVA_AFECTIVA)[number];
export const ATRIBUTOS_SENSORIAL: readonly AtributoSensorial[] = [
  ...new Set<AtributoSensorial>([...ATRIBUTOS_SCA_2004, ...ATRIBUTOS_CVA_AFECTIVA]),
];

const puntajeCuerpo = () => opcional(enteroNulo(0, 10_000));
const descripcionCuerpo = () => opcional(textoNulo(1000));
/**
 * One optional score and description per attribute of either method. Built from the attribute list (twenty-six
 * fields), typed as the object it is, so `Static` of the body names every field and the routes need no cast.
 */
type Puntajes<S, D> = { [A in AtributoSensorial]: S } & { [A in AtributoSensorial as `${A}_desc`]: D };
function porAtributo<S, D>(puntaje: () => S, descripcion: () => D): Puntajes<S, D> {
  return Object.fromEntries(
    ATRIBUTOS_SENSORIAL.flatMap((a) => [
      [a, puntaje()],
      [`${a}_desc`, descripcion()],
    ]),
  ) as Puntajes<S, D>;
}
const puntajesCuerpo = porAtributo(puntajeCuerpo, descripcionCuerpo);

const camposSensorial = {
  /** 'sca_2004' (the spec's form, the default) or 'cva_afectiva'. */
  metodo: opcional(metodo()),
  perfil_taza: textoNulo(500),
  descripcion: opcional(textoNulo(2000)),
  /** CVA only: cups (of 5) not uniform, and defective. */
  tazas_no_uniformes: opcional(entero(0, 5)),
  tazas_defectuosas: opcional(entero(0, 5)),
  ...puntajesCuerpo,
};
export const CuerpoSensorial = Type.Object(
  {
    /** the analysis (its uuid, the working state's id_calidad_analisis) the cupping belongs to */
    id_calidad_analisis: uuid(),
    ...camposSensorial,
  },
  { additionalProperties: false },
);
/** Scores of the method's attributes ×100; descriptions optional. */
export type CuerpoSensorial = {
  id_calidad_analisis: string;
  metodo?: MetodoSensorial;
  perfil_taza: string | null;
  descripcion?: string | null;
  tazas_no_uniformes?: number;
  tazas_defectuosas?: number;
} & Partial<Record<AtributoSensorial, number | null>> &
  Partial<Record<`${AtributoSensorial}_desc`, string | null>>;
export const CuerpoEdicionSensorial = Type.Object(
  { ...camposSensorial, id_calidad_analisis: opcional(uuid()), version: version() },
  { additionalProperties: false },
);
export type CuerpoEdicionSensorial = Omit<CuerpoSensorial, 'id_calidad_analisis'> & { id_calidad_analisis?: string; version: number };

const puntajesFicha = porAtributo(cifraNula, () => textoNulo());
export const FichaSensorial = Type.Object({
  id_calidad_analisis: Type.String(),
  id_calidad_analisis_fisico: Type.String(),
  id_calidad_analisis_sensorial: Type.String(),
  folio: Type.String(),
  metodo: metodo(),
  perfil_taza: Type.String(),
  descripcion: textoNulo(),
  tazas_no_uniformes: Type.Integer(),
  tazas_defectuosas: Type.Integer(),
  /** the sum of the ten (SCA 2004) or the CVA equation, ×100 */
  puntaje_taza: Type.Integer(),
  banda: Type.String(),
  nombre_banda: Type.String(),
  version: Type.Integer(),
  updated_at: fechaHora(),
  ...puntajesFicha,
});
export type FichaSensorial = {
  id_calidad_analisis: string;
  id_calidad_analisis_fisico: string;
  id_calidad_analisis_sensorial: string;
  folio: string;
  metodo: MetodoSensorial;
  perfil_taza: string;
  descripcion: string | null;
  tazas_no_uniformes: number;
  tazas_defectuosas: number;
  puntaje_taza: number;
  banda: 'sobresaliente' | 'excelente' | 'muy_bueno' | 'bajo_especialidad';
  nombre_banda: string;
  version: number;
  updated_at: string;
} & Record<AtributoSensorial, number | null> &
  Record<`${AtributoSensorial}_desc`, string | null>;
/** The spec's client uses the first item of the array. */
export const RespuestaFichaSensorial = Type.Object({ data: Type.Array(FichaSensorial) });
export type RespuestaFichaSensorial = { data: FichaSensorial[] };

// ── GET calidad/analisis: 'Últimos registros de muestras', paged ─────────────────────────────────────────────────
export const POR_PAGINA_CALIDAD = 20;
const tamanos = TAMANOS_PAGINA.map(String);
const digitos = () => Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
/**
 * The search text: at least two letters (a name, or a folio written 'CAL-123'), so a stray number is a 422 and not
 * a whole-table scan; no NUL byte nor lone surrogate. `consultaCalidad` (src/api/calidad.ts) turns a bare number
 * into its folio and leaves out a text with fewer letters.
 */
export const Q_CALIDAD = '^(?=(?:[^\\p{L}]*\\p{L}){2})[^\\u0000\\ud800-\\udfff]*$';
const busqueda = () => Type.String({ maxLength: 100, pattern: Q_CALIDAD });
/**
 * Query of the list (issue 26: 100,000 analyses): `page` (from 1) and `per_page` (the house's sizes, 20 by default);
 * `q` finds folio, producer, lot, provider, municipality or locality names; `id_ciclo` one cycle (every cycle when
 * absent); `tipo_analisis` one type; `id_lote` / `uuid_productor` a lot's or a producer's analyses (lot page, profile).
 */
export const QueryListaCalidad = objeto({
  page: opcional(Type.String({ pattern: '^[1-9][0-9]{0,6}$' })),
  per_page: opcional(Type.Unsafe<string>({ type: 'string', enum: tamanos })),
  q: opcional(busqueda()),
  id_ciclo: opcional(digitos()),
  tipo_analisis: opcional(Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('3'), Type.Literal('4')])),
  id_lote: opcional(digitos()),
  uuid_productor: opcional(uuid()),
});
export type QueryListaCalidad = Static<typeof QueryListaCalidad>;

/** §3 'Quality list row', with what the list and its Excel also show. */
export const FilaCalidad = Type.Object({
  folio: Type.String(),
  /** the physical analysis' date, YYYY-MM-DD */
  fecha: Type.String(),
  id_ciclo: Type.Integer(),
  id_tipo_analisis: Type.Integer(),
  /** 'Productor', 'Lote', 'Región', 'Otro proveedor' */
  tipo_analisis: Type.String(),
  /** producer, lot or provider name; for a region, the municipality */
  nombre: Type.String(),
  /** the deliveries' folios, the lot's folio, the localities, or the provider's notes */
  detalle: textoNulo(),
  region: textoNulo(),
  /** metres, the plots' average behind the sample, or null */
  altura_promedio: cifraNula(),
  /** factor de rendimiento ×100 */
  resumen_rendimiento: cifraNula(),
  /** oro exportable % ×100 */
  resumen_rendimiento_exportable: cifra(),
  /** cup score ×100, or null without a cupping */
  resumen_puntaje_taza: cifraNula(),
  nombre_tipo_proceso: Type.String(),
  porcentaje_rendimiento: cifra(),
  porcentaje_cerezo: cifra(),
  porcentaje_mancha: cifra(),
  pergamino_humedad: cifra(),
  olor_muestra: textoNulo(),
  pergamino_densidad: cifraNula(),
  pergamino_actividad_agua: cifraNula(),
  nombre_color_muestra: Type.String(),
  defectos_gramos: gramos(),
  /** full defects as text: '0 primarios, 7 secundarios' */
  defectos: Type.String(),
  defectos_primarios: Type.Integer(),
  defectos_secundarios: Type.Integer(),
  kg_exportables: cifraNula(),
  observaciones: textoNulo(),
  puntaje_taza: cifraNula(),
  metodo_sensorial: Type.Union([metodo(), Type.Null()]),
  banda: textoNulo(),
  nombre_banda: textoNulo(),
  fragancia_aroma_desc: textoNulo(),
  perfil_taza: textoNulo(),
  descripcion: textoNulo(),
  uuid_calidad_analisis: Type.String(),
  uuid_productor: uuidNulo(),
  uuid_calidad_analisis_fisico: Type.String(),
  uuid_calidad_analisis_sensorial: uuidNulo(),
  id_cuenta: cifraNula(),
  /** comma-joined sampled delivery ids, or null */
  id_acopio: textoNulo(),
  id_lote: cifraNula(),
  uuid_lote: uuidNulo(),
  created_at: fechaHora(),
});
export type FilaCalidad = Static<typeof FilaCalidad>;
export const RespuestaListaCalidad = Type.Object({
  data: Type.Array(FilaCalidad),
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
});
export type RespuestaListaCalidad = Static<typeof RespuestaListaCalidad>;

/** GET calidad/analisis/excel: the list's filters (no paging); the workbook is every matching row. */
export const QueryExcelCalidad = objeto({
  q: opcional(busqueda()),
  id_ciclo: opcional(digitos()),
  tipo_analisis: opcional(Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('3'), Type.Literal('4')])),
  id_lote: opcional(digitos()),
  uuid_productor: opcional(uuid()),
});
export type QueryExcelCalidad = Static<typeof QueryExcelCalidad>;

// ── 'The result travels' (issue 26): a lot's latest analysis on the lots list ─────────────────────────────────────
/** The newest analysis of a lot: yield, exportable kilos, cup score and its band (×100), with how to open it. */
export const CalidadDeLote = Type.Object({
  folio: Type.String(),
  uuid_calidad_analisis: Type.String(),
  uuid_calidad_analisis_fisico: Type.String(),
  fecha: Type.String(),
  /** O / P, % ×100 */
  rendimiento: Type.Integer(),
  /** factor de rendimiento ×100, or null */
  factor_rendimiento: cifraNula(),
  /** kg ×100 of exportable green coffee of the lot when the sample was saved */
  kg_exportables: cifraNula(),
  puntaje_taza: cifraNula(),
  metodo_sensorial: Type.Union([metodo(), Type.Null()]),
  banda: textoNulo(),
  nombre_banda: textoNulo(),
});
export type CalidadDeLote = Static<typeof CalidadDeLote>;
