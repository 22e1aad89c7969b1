import { Type, type Static, type TUnsafe } from 'typebox';
import { Datos, entero, fechaNula, idEnTexto, numeroNulo, objeto, opcional, textoNulo } from './comun';
import { BANDERAS_CONFIGURACION, type Bandera, type BanderaConfiguracion } from '../cooperativas/configuracion';

/**
 * Catalogues (spec 000 §7, 002 §7 'Catalogues and options', 001 §7 'Registry'): the selects of every form and
 * the session's cycles and configuration. They need a session, not a permission; what belongs to a
 * cooperative (regions, centres, cycles) comes from the token. One declaration for the server's validation and
 * answers, /api/docs and the client's types.
 */

/** `{id, nombre}`: genders, the 'Dar de baja' reasons, the cooperative's regions. */
export const Opcion = Type.Object({ id: Type.Integer(), nombre: Type.String() });
export type Opcion = Static<typeof Opcion>;
export const RespuestaOpciones = Datos(Opcion);

/** GET paises. */
export const Pais = Type.Object({ id: Type.Integer(), nombre: Type.String(), codigo: Type.String() });
export type Pais = Static<typeof Pais>;
export const RespuestaPaises = Datos(Pais);

/** GET roles (the Administrador only for the Administrador). */
export const Rol = Type.Object({ id: Type.Integer(), nombre: Type.String(), descripcion: textoNulo() });
export type Rol = Static<typeof Rol>;
export const RespuestaRoles = Datos(Rol);

/**
 * POST ciclos: the spec sends the search protocol's shape, but only `id_cooperativa =` is read (and only role 1's
 * is honoured), no sorts; `acopio: 1` keeps the cycles open to collection.
 */
export const CuerpoCiclos = objeto({
  filters: opcional(
    Type.Array(
      objeto({
        column: Type.Unsafe<'id_cooperativa'>({ type: 'string', enum: ['id_cooperativa'] }),
        operator: Type.Unsafe<'=' | 'equals'>({ type: 'string', enum: ['=', 'equals'] }),
        value: entero(1),
      }),
      { maxItems: 2 },
    ),
  ),
  sorts: opcional(Type.Unsafe<[]>({ type: 'array', maxItems: 0 })),
  acopio: opcional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] })),
});
export type CuerpoCiclos = Static<typeof CuerpoCiclos>;

/** A harvest cycle (spec 000 §3 'Cycle'); the last one is the default (R016). */
export const Ciclo = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  nombre: Type.String(),
  activo: Type.Boolean(),
  activo_acopio: Type.Boolean(),
  fecha_inicio: fechaNula(),
  fecha_fin: fechaNula(),
});
export type Ciclo = Static<typeof Ciclo>;
export const RespuestaCiclos = Datos(Ciclo);

const bandera = () => Type.Unsafe<Bandera>({ type: 'integer' });
const banderas = Object.fromEntries(BANDERAS_CONFIGURACION.map((b) => [b, bandera()])) as Record<BanderaConfiguracion, TUnsafe<Bandera>>;

/** The cooperative configuration (spec 000 §3; domain/cooperativas/configuracion.ts): flags 0/1, labels, time zone and product. */
export const ConfiguracionCooperativa = Type.Object({
  id_cooperativa: Type.Integer(),
  ...banderas,
  id_cat_credito_precosecha: Type.Integer(),
  tasa_interes_anticipos: Type.Integer({ minimum: 0, maximum: 999_000_000 }),
  calidad_saco_kg: Type.Integer({ minimum: 40, maximum: 100 }),
  calidad_base_mancha: Type.Union([Type.Literal('oro'), Type.Literal('pergamino')]),
  calidad_en_produccion: Type.Integer({ minimum: 0, maximum: 1 }),
  anticipos_etiqueta: Type.String(),
  parcelas_etiqueta: Type.String(),
  plantas_etiqueta: Type.String(),
  ine_etiqueta: Type.String(),
  acopio_units: Type.String(),
  currency: Type.String(),
  zona_horaria: Type.String(),
  id_cat_productos: Type.Integer(),
});
export type ConfiguracionCooperativa = Static<typeof ConfiguracionCooperativa>;

/**
 * GET acopios/catalogos/cooperativa_conf: the session cooperative's configuration as the first element (spec
 * 000 §7); `[null]` for a cooperative without a configuration row, as the client has always read it.
 */
export const RespuestaConfiguracionSesion = Datos(Type.Union([ConfiguracionCooperativa, Type.Null()]));
export type RespuestaConfiguracionSesion = Static<typeof RespuestaConfiguracionSesion>;

/** A collection centre row of `POST centros_acopios_search`. */
export const CentroAcopio = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  nombre: Type.String(),
  ubicacion: textoNulo(),
  id_cooperativa: Type.Integer(),
});
export type CentroAcopio = Static<typeof CentroAcopio>;

// ── The producer forms' catalogues (catalogos-sic.routes.ts) ─────────────────────────────────────────────────

/** GET sic/centros_de_acopio: the session cooperative's centres. */
export const OpcionCentroAcopio = Type.Object({ id: Type.Integer(), uuid: Type.String(), nombre: Type.String() });
export type OpcionCentroAcopio = Static<typeof OpcionCentroAcopio>;
export const RespuestaCentrosDeAcopio = Datos(OpcionCentroAcopio);

/** A municipality with its state and the point the maps centre on (unknown for a few). */
export const Municipio = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  id_estado: Type.Integer(),
  estado: Type.String(),
  latitud: numeroNulo(),
  longitud: numeroNulo(),
});
export type Municipio = Static<typeof Municipio>;
export const RespuestaMunicipios = Datos(Municipio);

/** GET municipios?id_estado=: a string of digits, as a query string carries it (no coercion). */
export const QueryMunicipios = objeto({ id_estado: opcional(Type.String({ pattern: '^[1-9][0-9]{0,4}$' })) });
export type QueryMunicipios = Static<typeof QueryMunicipios>;

/** Path parameter of the localities calls. */
export const ParamMunicipio = objeto({ id_municipio: idEnTexto() });
export type ParamMunicipio = Static<typeof ParamMunicipio>;

export const Localidad = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  nombre: Type.String(),
  id_municipio: Type.Integer(),
  municipio: Type.String(),
  latitud: Type.Number(),
  longitud: Type.Number(),
});
export type Localidad = Static<typeof Localidad>;
export const RespuestaLocalidades = Datos(Localidad);

/** GET categorias: the set of the cooperative's certification, each with its palette colour (R025). */
export const Categoria = Type.Object({ id: Type.Integer(), nombre: Type.String(), color: Type.String() });
export type Categoria = Static<typeof Categoria>;
export const RespuestaCategorias = Datos(Categoria);

/** GET admin/sic/catalog/niveles_riesgo. */
export const NivelRiesgo = Type.Object({ id: Type.Integer(), nombre: Type.String(), color: Type.String() });
export type NivelRiesgo = Static<typeof NivelRiesgo>;
export const RespuestaNivelesRiesgo = Datos(NivelRiesgo);
