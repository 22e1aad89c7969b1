import { Type, type Static } from 'typebox';
import { entero, fechaHoraNula, idEnTexto, objeto, opcional, texto, version } from './comun';

/**
 * Master forms and the cooperatives' forms in KoboToolbox (spec 002 §2.17, §3 'Master form', 'Cooperative form
 * record', 'Master form detail', 'Form-project info', §7 'Master forms'; issue 27). Field names are the spec's.
 * A master form is the platform's (every cooperative reads the same ones); a cooperative form is the session's
 * cooperative's, and the `{id}` of every `coop/…` path and of `actualizadatos` is that form's id (`id_kobo_ficha`).
 */

const nombre = () => Type.Object({ nombre: Type.String() });
const nombreNulo = () => Type.Union([nombre(), Type.Null()]);

export const CategoriaMaster = Type.Object({
  id_kobo_ficha_principal_categoria: Type.Integer(),
  nombre: Type.String(),
  obligatorio: Type.Boolean(),
});
export type CategoriaMaster = Static<typeof CategoriaMaster>;

/** A conversion: `label` the field it applies to, `unidad_conversion` the unit and its factor into the stored one. */
export const ConversionMaster = Type.Object({ label: Type.String(), unidad_conversion: Type.String(), config_id_pregunta: Type.String() });

export const FichaMaster = Type.Object({
  id_kobo_ficha_principal: Type.Integer(),
  nombre: Type.String(),
  descripcion: Type.String(),
  tipo: Type.String(),
  id_cultivo: Type.Union([Type.Integer(), Type.Null()]),
  cultivo: nombreNulo(),
  /** Masters belong to no cycle: always null (the spec's field, kept). */
  id_ciclo: Type.Null(),
  ciclo: Type.Null(),
  numero_preguntas: Type.Integer(),
  /** The session's cooperative's forms made from it. */
  numero_fichas: Type.Integer(),
  categorias: Type.Array(CategoriaMaster),
  conversiones: Type.Array(ConversionMaster),
});
export type FichaMaster = Static<typeof FichaMaster>;

export const QueryListaMaster = objeto({ master: Type.Literal('1', { description: 'Siempre 1: las fichas master' }) });
/** Whether this server talks to KoboToolbox (KOBO_URL and KOBO_TOKEN): without it the screens say so. */
export const RespuestaListaMaster = Type.Object({ data: Type.Array(FichaMaster), kobo: Type.Boolean() });
export type RespuestaListaMaster = Static<typeof RespuestaListaMaster>;

/** 'Descargar ficha': the master's XLSForm with the chosen categories (the mandatory always) and, with 1, the rows reading the CSVs. */
export const QueryDescargaMaster = objeto({
  id_kobo_ficha_principal: idEnTexto(),
  categorias: opcional(texto(2000, { pattern: '^([1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,199})?$' })),
  configuraciones: Type.Union([Type.Literal('0'), Type.Literal('1')]),
});
export type QueryDescargaMaster = Static<typeof QueryDescargaMaster>;

export const ParamIdFicha = objeto({ id: idEnTexto() });
export type ParamIdFicha = Static<typeof ParamIdFicha>;
export const ParamIdFichaPrincipal = objeto({ id_kobo_ficha_principal: idEnTexto() });
export type ParamIdFichaPrincipal = Static<typeof ParamIdFichaPrincipal>;
export const ParamProyecto = objeto({ kobo_project_uid: texto(64, { minLength: 1, pattern: '^[A-Za-z0-9_-]+$' }) });
export type ParamProyecto = Static<typeof ParamProyecto>;

export const FichaCooperativa = Type.Object({
  id_kobo_ficha_principal: Type.Integer(),
  id_kobo_ficha: Type.Integer(),
  nombre: Type.String(),
  descripcion: Type.String(),
  kobo_project_uid: Type.Union([Type.String(), Type.Null()]),
  cooperativa: Type.Object({ nombre: Type.String(), logo: Type.Union([Type.String(), Type.Null()]) }),
  ciclo: nombreNulo(),
  id_ciclo: Type.Union([Type.Integer(), Type.Null()]),
  cultivo: nombreNulo(),
  /** The uploaded XLSForm (none until 'Cargar formulario'). */
  archivo: Type.Array(Type.Object({ uuid: Type.String(), nombre: Type.String() })),
  /** Questions of the uploaded form (its survey rows that ask something), 0 without one. */
  numero_preguntas: Type.Integer(),
  /** preguntasSeleccionadas: the master's categories it uses. */
  categorias: Type.Array(Type.Integer()),
  csv_actualizado_en: fechaHoraNula(),
  /** The last pull of its submissions from KoboToolbox (scheduled or 'Descargar envíos'), null before the first. */
  ultima_descarga: fechaHoraNula(),
  /** Why the last pull failed; null when it went well. */
  ultima_descarga_error: Type.Union([Type.String(), Type.Null()]),
  /** Submissions the last successful pull stored new or changed (an unchanged re-pull: 0). */
  ultima_descarga_filas: Type.Union([Type.Integer(), Type.Null()]),
  /** Submissions KoboToolbox held at the last successful pull. */
  ultima_descarga_total: Type.Union([Type.Integer(), Type.Null()]),
  /** A pull waits in the job queue or runs now ('Descargar envíos', or the schedule's when due). */
  descarga_en_cola: Type.Boolean(),
  version: Type.Integer(),
});
export type FichaCooperativa = Static<typeof FichaCooperativa>;

export const RespuestaDetalleMaster = Type.Object({
  data: Type.Object({ nombre: Type.String(), descripcion: Type.String(), fichas: Type.Array(FichaCooperativa) }),
  kobo: Type.Boolean(),
});
export type RespuestaDetalleMaster = Static<typeof RespuestaDetalleMaster>;

/** The multipart fields of 'Nueva ficha de cooperativa' (strings, as a form sends them). */
export const CAMPOS_NUEVA_FICHA = ['id_cooperativa', 'nombre', 'descripcion', 'id_ciclo', 'id_cultivo', 'parent'] as const;

export const CuerpoActualizaDatos = objeto({
  nombre: Type.Union([texto(200), Type.Null()]),
  descripcion: Type.Union([texto(1000), Type.Null()]),
  preguntasSeleccionadas: opcional(Type.Array(entero(1), { maxItems: 200 })),
  version: version(),
});
export type CuerpoActualizaDatos = Static<typeof CuerpoActualizaDatos>;

export const RespuestaFicha = Type.Object({ success: Type.Boolean(), message: Type.String(), data: FichaCooperativa });
export type RespuestaFicha = Static<typeof RespuestaFicha>;

/** 'Descargar envíos': `encolada` false when a pull of the form already waited (nothing queued twice). */
export const RespuestaDescargaEnvios = Type.Object({ message: Type.String(), encolada: Type.Boolean() });
export type RespuestaDescargaEnvios = Static<typeof RespuestaDescargaEnvios>;

/** Form-project info (§3), as KoboToolbox reports it, with the states of §4 derived here. */
export const InfoProyecto = Type.Object({
  summary: Type.Object({ row_count: Type.Union([Type.Integer(), Type.Null()]) }),
  deployment__submission_count: Type.Union([Type.Integer(), Type.Null()]),
  owner__username: Type.Union([Type.String(), Type.Null()]),
  /** Users with a permission on the project, once each. */
  users: Type.Array(Type.String()),
  has_deployment: Type.Boolean(),
  deployment__active: Type.Boolean(),
  files: Type.Array(Type.Object({ nombre: Type.String(), hash: Type.Union([Type.String(), Type.Null()]) })),
  /** REST services: KPI's asset summary does not carry them (null: not known). */
  rest: Type.Null(),
  version_id: Type.Union([Type.String(), Type.Null()]),
  deployed_version_id: Type.Union([Type.String(), Type.Null()]),
  koboUrl: Type.String(),
  /** §4 'Survey form status'. */
  estado: Type.Union([Type.Literal('Borrador'), Type.Literal('Implementado'), Type.Literal('Archivado')]),
  /** §4 'Version check': 'error' nothing deployed, 'aviso' a draft newer than the deployed one, 'ok' equal. */
  estado_version: Type.Union([Type.Literal('error'), Type.Literal('aviso'), Type.Literal('ok')]),
});
export type InfoProyecto = Static<typeof InfoProyecto>;
export const RespuestaProyecto = Type.Object({ data: Type.Object({ data: InfoProyecto }) });
export type RespuestaProyecto = Static<typeof RespuestaProyecto>;

export const RespuestaMedia = Type.Object({
  data: Type.Object({ status: Type.Literal('success'), archivos: Type.Array(Type.String()), csv_actualizado_en: Type.String() }),
});
export type RespuestaMedia = Static<typeof RespuestaMedia>;

export const MENSAJES_FICHAS = {
  cooperativa: 'Seleccione una cooperativa',
  nombre: 'El nombre es requerido',
  descripcion: 'La descripción es requerida',
  tipoArchivo: '***Se espera un archivo xls ó xlsx',
  tamano: 'El tamaño máximo de archivo debe ser 1 MB',
  archivoRequerido: 'El archivo es requerido',
  sinKobo: 'KoboToolbox no está configurado en este servidor: no se puede crear ni actualizar el proyecto',
  guardado: 'Se guardó con éxito la ficha',
  formularioCargado: 'Se cargó el formulario y se implementó en KoboToolbox',
  exito: '¡Actualización exitosa!',
  exitoTexto: 'Los archivos han sido actualizados correctamente.',
  error: '¡Error!',
  errorTexto: 'Ocurrió un error al actualizar los archivos.',
  sinArchivo: 'La ficha no tiene formulario cargado',
  sinProyecto: 'La ficha aún no tiene proyecto en KoboToolbox',
  descargaEnCola: 'Descarga de envíos en cola: los envíos nuevos aparecerán en unos momentos',
  descargaYaEnCola: 'Ya hay una descarga de envíos en cola para esta ficha: no se pidió otra',
  nuncaDescargada: 'Nunca se han descargado envíos',
} as const;

/** Spec 002 §9: upload at most 1,024,000 bytes. */
export const MAXIMO_XLSFORM_BYTES = 1_024_000;
