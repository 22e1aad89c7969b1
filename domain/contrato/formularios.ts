import { Type, type TSchema } from 'typebox';
import { LIMITES_SUBIDA } from '../comun/subidas';
import { CAMPO_FIRMA_COMITE, CAMPOS_FORMULARIO_COMITE } from './comite';

/**
 * The multipart bodies of the upload routes (issue 24 item 7), as the API reference shows them: text fields as
 * strings and each file as `format: binary`. A route names its form in `config.formulario` and server/openapi.ts
 * documents it as the operation's `multipart/form-data` body, and the route reads its body with that same form
 * (server/multipart/leer-formulario.ts: text fields by this schema, files by their kind and size).
 * @example app.post('/api/users/:uuid/firma', { schema: { consumes: ['multipart/form-data'], … }, config: { formulario: FormularioFirmaUsuario } }, …)
 */
const megas = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 100) / 100} MB`;
const archivo = (descripcion: string) => Type.String({ format: 'binary', description: descripcion });
const formulario = (propiedades: Record<string, TSchema>, descripcion: string, cerrado = false) =>
  Type.Object(propiedades, { description: descripcion, ...(cerrado ? { additionalProperties: false } : {}) });

/** The cooperative's logo and its certification's logo: one image in the field `archivo`. */
export const FormularioLogo = formulario(
  { archivo: archivo(`Imagen PNG o JPEG, hasta ${megas(LIMITES_SUBIDA.logo)}`) },
  'Un archivo en el campo archivo',
);

/** A user's signature: one PNG in the field `archivo`. */
export const FormularioFirmaUsuario = formulario(
  { archivo: archivo(`Imagen PNG, hasta ${megas(LIMITES_SUBIDA.firmaUsuario)}`) },
  'Un archivo en el campo archivo',
);

/** kml_import: the plot's uuid and one KML file (the spec names no file field: any name is read). */
export const FormularioKml = formulario(
  {
    uuid: Type.String({ format: 'uuid', description: 'uuid de la parcela' }),
    kml: archivo(`Archivo KML, hasta ${megas(LIMITES_SUBIDA.kml)} (cualquier nombre de campo)`),
  },
  'El uuid de la parcela y un archivo KML',
);

/** parcela_eudr_risk: the new risk with its reason, the evidence kept and up to 10 new files (imagenes[i], documentos[i]). */
export const FormularioRiesgoEudr = formulario(
  {
    uuid: Type.String({ format: 'uuid', description: 'uuid de la parcela' }),
    id_riesgo_eudr: Type.String({ description: 'Nivel de riesgo del catálogo cat_riesgo_eudr' }),
    justificacion: Type.String({ description: 'Justificación del cambio' }),
    imagenes_previas: Type.Optional(Type.String({ description: 'uuids de las imágenes que se conservan, separados por ;' })),
    documentos_previos: Type.Optional(Type.String({ description: 'uuids de los documentos que se conservan, separados por ;' })),
    'imagenes[0]': Type.Optional(
      archivo(`Imagen PNG o JPEG (imagenes[0], imagenes[1]…), hasta ${megas(LIMITES_SUBIDA.adjuntoEudr)} cada una; 10 archivos en total`),
    ),
    'documentos[0]': Type.Optional(
      archivo(`Documento PDF, Word o Excel (documentos[0], documentos[1]…), hasta ${megas(LIMITES_SUBIDA.adjuntoEudr)} cada uno`),
    ),
  },
  'El riesgo, su justificación y la evidencia',
);

/** The committee's decision (comite_evaluaciones and its update): every field as text, lists as JSON, the signature file. */
export const FormularioComite = formulario(
  {
    ...Object.fromEntries(CAMPOS_FORMULARIO_COMITE.map((c) => [c, Type.Optional(Type.String())])),
    [CAMPO_FIRMA_COMITE]: Type.Optional(
      archivo(`Firma (JPG, PNG o GIF, hasta ${megas(LIMITES_SUBIDA.firmaComite)}); o usar_firma_usuario=1`),
    ),
  },
  'Cada campo como texto, aprob_cc_list como JSON [{condicion, plazo, id?}], y la firma',
  // only these fields: any other is refused ('Campo no permitido') as it arrives
  true,
);

/** 'Nueva ficha de cooperativa' (spec 002 §7 POST ficha/kobo/coop/proyecto): text fields only. */
export const FormularioNuevaFichaKobo = formulario(
  {
    id_cooperativa: Type.String({ description: 'La cooperativa de la sesión' }),
    nombre: Type.String(),
    descripcion: Type.String(),
    id_ciclo: Type.Optional(Type.String()),
    id_cultivo: Type.Optional(Type.String()),
    parent: Type.String({ description: 'id_kobo_ficha_principal de la ficha master' }),
  },
  'Los datos de la ficha de la cooperativa',
  true,
);

/** 'Actualiza ficha' (spec 002 §7 POST ficha/kobo/coop/actualizaForm/{id}): one XLSForm in the field `archivo`. */
export const FormularioXlsformKobo = formulario(
  { archivo: archivo('XLSForm xls o xlsx, hasta 1,024,000 bytes') },
  'Un archivo en el campo archivo',
  true,
);
