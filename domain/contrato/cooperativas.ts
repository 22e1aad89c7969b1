import { Type, type Static, type TOptional, type TUnsafe } from 'typebox';
import { Datos, entero, fechaHora, objeto, opcional, texto, textoNulo, Uno, version } from './comun';
import { ConfiguracionCooperativa } from './catalogos';
import { BANDERAS_CONFIGURACION, ZONAS_HORARIAS, type Bandera, type BanderaConfiguracion } from '../cooperativas/configuracion';

/**
 * Cooperatives (spec 000 §3 'Cooperative', 'Cooperative configuration', §7 'Cooperatives'): the list, the form,
 * the configuration and the two logos. One declaration for the server's validation and answers, /api/docs and
 * the client's types. The form's rules with their Spanish messages are domain/cooperativas/cooperativa.ts's.
 */

/** Body of create and edit: the form's fields; the texts may be left out or null. */
export const CuerpoCooperativa = objeto({
  nombre: texto(200),
  iniciales: opcional(textoNulo(2)),
  descripcion: opcional(textoNulo(2000)),
  id_cat_productos: entero(1),
  selected_paises: Type.Array(entero(1), { maxItems: 50 }),
  cuenta_kobo: opcional(textoNulo(200)),
  certificacion: opcional(textoNulo(100)),
  ubicacion: opcional(textoNulo(500)),
  nombre_legal: opcional(textoNulo(300)),
  direccion: opcional(textoNulo(500)),
  rfc: opcional(textoNulo(20)),
  contacto: opcional(textoNulo(254)),
  flo_id: opcional(textoNulo(50)),
});
export type CuerpoCooperativa = Static<typeof CuerpoCooperativa>;

/** Body of edit: the form's fields and the version it was loaded with. */
export const CuerpoCooperativaEditada = objeto({ ...CuerpoCooperativa.properties, version: version() });
export type CuerpoCooperativaEditada = Static<typeof CuerpoCooperativaEditada>;

/** A cooperative as the form reads it: every field (empty texts stored as null), its countries, logos and dates. */
export const Cooperativa = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  nombre: Type.String(),
  iniciales: textoNulo(),
  descripcion: textoNulo(),
  id_cat_productos: Type.Integer(),
  selected_paises: Type.Array(Type.Integer()),
  cuenta_kobo: textoNulo(),
  certificacion: textoNulo(),
  ubicacion: textoNulo(),
  nombre_legal: textoNulo(),
  direccion: textoNulo(),
  rfc: textoNulo(),
  contacto: textoNulo(),
  flo_id: textoNulo(),
  /** uuid of the stored image (`GET archivos/{uuid}`). */
  logo: textoNulo(),
  logo_certificacion: textoNulo(),
  version: version(),
  created_at: fechaHora(),
  updated_at: fechaHora(),
});
export type Cooperativa = Static<typeof Cooperativa>;
export const RespuestaCooperativa = Uno(Cooperativa);

/** POST cooperativas (201): the new cooperative and the spec's note that its default configuration was added. */
export const RespuestaCooperativaCreada = Type.Object({ data: Cooperativa, message: Type.String() });
export type RespuestaCooperativaCreada = Static<typeof RespuestaCooperativaCreada>;

/** A row of `POST cooperativas_search` (the list counts active users). */
export const FilaCooperativa = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  nombre: Type.String(),
  iniciales: textoNulo(),
  id_cat_productos: Type.Integer(),
  producto: Type.String(),
  certificacion: textoNulo(),
  logo: textoNulo(),
  total_usuarios: Type.Integer(),
  created_at: fechaHora(),
  updated_at: fechaHora(),
});
export type FilaCooperativa = Static<typeof FilaCooperativa>;

/** GET cooperativas: the visible cooperatives for selects (all for role 1, else the user's own). */
export const OpcionCooperativa = Type.Object({ id: Type.Integer(), uuid: Type.String(), nombre: Type.String() });
export type OpcionCooperativa = Static<typeof OpcionCooperativa>;
export const RespuestaOpcionesCooperativa = Datos(OpcionCooperativa);
export type RespuestaOpcionesCooperativa = Static<typeof RespuestaOpcionesCooperativa>;

const bandera = () => Type.Unsafe<Bandera>({ type: 'integer', enum: [0, 1] });
const banderas = Object.fromEntries(BANDERAS_CONFIGURACION.map((b) => [b, opcional(bandera())])) as Record<
  BanderaConfiguracion,
  TOptional<TUnsafe<Bandera>>
>;
const etiqueta = (max: number, min = 1) => opcional(texto(max, { minLength: min }));

/**
 * PUT cooperativas/{uuid}/configuracion: only what is sent is saved, with the version the form was loaded with. Neither `id_cooperativa` nor
 * `id_cat_productos` (the cooperative's, not the configuration's) may be sent: unknown fields are a 422.
 */
export const CuerpoConfiguracion = objeto({
  ...banderas,
  id_cat_credito_precosecha: opcional(entero(1, 99)),
  /** Millionths of a percent a month (the form reads '1.5' with domain/anticipos/interes.ts). */
  tasa_interes_anticipos: opcional(entero(0, 999_000_000)),
  /** The quality area's yield convention and its production opt-in (issue 26; migration 0056). */
  calidad_saco_kg: opcional(entero(40, 100)),
  calidad_base_mancha: opcional(Type.Union([Type.Literal('oro'), Type.Literal('pergamino')])),
  calidad_en_produccion: opcional(entero(0, 1)),
  anticipos_etiqueta: etiqueta(40),
  parcelas_etiqueta: etiqueta(40),
  plantas_etiqueta: etiqueta(40),
  ine_etiqueta: etiqueta(40),
  acopio_units: etiqueta(10),
  currency: etiqueta(3, 3),
  // typed as text: the form's select gives a string; the schema admits only ZONAS_HORARIAS
  zona_horaria: opcional(Type.Unsafe<string>({ type: 'string', enum: [...ZONAS_HORARIAS] })),
  version: version(),
});
export type CuerpoConfiguracion = Static<typeof CuerpoConfiguracion>;

/** The configuration as its form reads it: the session's fields and the row's version. */
export const ConfiguracionEditable = Type.Object({ ...ConfiguracionCooperativa.properties, version: version() });
export type ConfiguracionEditable = Static<typeof ConfiguracionEditable>;

/** GET and PUT cooperativas/{uuid}/configuracion: null for a cooperative without a configuration row. */
export const RespuestaConfiguracion = Uno(Type.Union([ConfiguracionEditable, Type.Null()]));
export type RespuestaConfiguracion = Static<typeof RespuestaConfiguracion>;

/** The two images of a cooperative, each its own upload path `POST cooperativas/{uuid}/{campo}`. */
export const CAMPOS_LOGO = ['logo', 'logo_certificacion'] as const;
export type CampoLogo = (typeof CAMPOS_LOGO)[number];

/** POST cooperativas/{uuid}/logo and …/logo_certificacion: the uuid of the stored image under the field's name. */
export const RespuestaLogo = Uno(Type.Object({ logo: Type.String() }));
export const RespuestaLogoCertificacion = Uno(Type.Object({ logo_certificacion: Type.String() }));
export type RespuestaLogo = Static<typeof RespuestaLogo>;
export type RespuestaLogoCertificacion = Static<typeof RespuestaLogoCertificacion>;
