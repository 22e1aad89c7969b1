import type { App } from '../../tipos';
import { actorDe } from '../../actor';
import { noEncontrado } from '../../errores';
import { adjunto, respuestaArchivo, TIPOS_ARCHIVO } from '../../descarga';
import { resumenAsset } from '../../adaptadores/kobo';
import { FormularioNuevaFichaKobo, FormularioXlsformKobo } from '@domain/contrato/formularios';
import {
  CuerpoActualizaDatos,
  MENSAJES_FICHAS,
  ParamIdFicha,
  ParamProyecto,
  QueryDescargaMaster,
  QueryListaMaster,
  RespuestaDescargaEnvios,
  RespuestaDetalleMaster,
  RespuestaFicha,
  RespuestaListaMaster,
  RespuestaMedia,
  RespuestaProyecto,
} from '@domain/contrato/fichas';
import { estadoFormulario, estadoVersion, urlKobo } from '@domain/fichas/proyecto';
import { archivoFicha, fichasCooperativa, leerMaster, listaMaster } from './fichas.repository';
import { xlsformDeMaster } from './descarga-master';
import { asociarFicha } from './asociar-ficha';
import { actualizarDatos } from './actualizar-datos';
import { cargarFormulario } from './cargar-formulario';
import { actualizarMedia } from './actualizar-media';
import { pedirDescarga } from './pedir-descarga';
import { leerNuevaFicha, leerXlsformSubido } from './formularios-fichas';
import { enKobo, exigirKobo } from './kobo-ficha';

const ETIQUETA = 'Fichas master y KoboToolbox';
/** Reading master forms and the cooperative's forms. */
export const PERMISO_FICHAS = 'FICHAS_ODK_VER';
/** Associating, editing, uploading and replacing CSVs: they change what the cooperative's phones ask (0075). */
export const PERMISO_FICHAS_EDITAR = 'FICHAS_ODK_EDITAR';

/** Master forms and the cooperative's forms (spec 002 §2.17, §7 'Master forms'; issue 27) at the spec's paths. */
export function rutasFichas(app: App): void {
  const ver = { preHandler: app.requiere(PERMISO_FICHAS) };
  const editar = { preHandler: app.requiere(PERMISO_FICHAS_EDITAR) };
  const kobo = () => app.config.kobo;

  app.get(
    '/api/ficha/kobo/master/lista',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          "'Fichas master disponibles': las fichas master con sus categorías, conversiones y cuántas fichas de la cooperativa las usan",
        querystring: QueryListaMaster,
        response: { 200: RespuestaListaMaster },
      },
      ...ver,
    },
    async (req) => ({ data: await listaMaster(app.db, req.usuario.id_cooperativa), kobo: kobo() !== null }),
  );

  app.get(
    '/api/ficha/kobo/master/descarga',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          "'Descargar ficha': el XLSForm de la ficha master con las categorías elegidas (las obligatorias siempre) y, con configuraciones=1, las filas que leen los CSV",
        querystring: QueryDescargaMaster,
        response: respuestaArchivo('Libro XLSForm (.xlsx)', 'xlsx'),
      },
      ...ver,
    },
    async (req, reply) => {
      const m = await leerMaster(app.db, Number(req.query.id_kobo_ficha_principal));
      if (!m) throw noEncontrado();
      const elegidas = req.query.categorias ? req.query.categorias.split(',').map(Number) : [];
      const { contenido } = await xlsformDeMaster(app.db, m, elegidas, req.query.configuraciones === '1');
      return adjunto(reply, TIPOS_ARCHIVO.xlsx, `${m.id_formulario}.xlsx`).send(contenido);
    },
  );

  app.post(
    '/api/ficha/kobo/coop/proyecto',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          "'Nueva ficha de cooperativa' (multipart): crea el proyecto en KoboToolbox desde la ficha master `parent` y lo implementa; sin KoboToolbox configurado, 503 y nada cambia",
        consumes: ['multipart/form-data'],
        response: { 200: RespuestaFicha },
      },
      config: { formulario: FormularioNuevaFichaKobo },
      ...editar,
    },
    async (req) => {
      const campos = await leerNuevaFicha(req);
      const data = await asociarFicha(app.db, actorDe(req), kobo(), campos);
      return { success: true, message: MENSAJES_FICHAS.guardado, data };
    },
  );

  app.get(
    '/api/ficha/kobo/master/detalles/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary: "'Fichas asociadas': la ficha master y las fichas de la cooperativa hechas con ella",
        params: ParamIdFicha,
        response: { 200: RespuestaDetalleMaster },
      },
      ...ver,
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const [m] = await listaMaster(app.db, coop, Number(req.params.id));
      if (!m) throw noEncontrado();
      const fichas = await fichasCooperativa(app.db, coop, { master: m.id_kobo_ficha_principal });
      return { data: { nombre: m.nombre, descripcion: m.descripcion, fichas }, kobo: kobo() !== null };
    },
  );

  app.put(
    '/api/ficha/kobo/master/actualizadatos/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          "'Actualiza datos' de una ficha de la cooperativa: nombre, descripción y categorías (preguntasSeleccionadas); version → 409",
        params: ParamIdFicha,
        body: CuerpoActualizaDatos,
        response: { 200: RespuestaFicha },
      },
      ...editar,
    },
    async (req) => ({
      success: true,
      message: MENSAJES_FICHAS.guardado,
      data: await actualizarDatos(app.db, actorDe(req), Number(req.params.id), req.body),
    }),
  );

  app.post(
    '/api/ficha/kobo/coop/actualizaForm/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          "'Actualiza ficha' (multipart, archivo xls o xlsx hasta 1,024,000 bytes): lo lee sin fórmulas ni vínculos, lo carga al proyecto de KoboToolbox y lo implementa",
        params: ParamIdFicha,
        consumes: ['multipart/form-data'],
        response: { 200: RespuestaFicha },
      },
      config: { formulario: FormularioXlsformKobo },
      ...editar,
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const id = Number(req.params.id);
      // a form of another cooperative is 404 before its file is read
      if (!(await fichasCooperativa(app.db, coop, { id })).length) throw noEncontrado();
      const archivo = await leerXlsformSubido(req);
      const data = await cargarFormulario(app.db, actorDe(req), kobo(), id, archivo);
      return { success: true, message: MENSAJES_FICHAS.formularioCargado, data };
    },
  );

  app.get(
    '/api/ficha/kobo/coop/proyecto/:kobo_project_uid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'El proyecto de KoboToolbox de una ficha de la cooperativa: registros, dueño, permisos, estado, archivos y versiones',
        params: ParamProyecto,
        response: { 200: RespuestaProyecto },
      },
      ...ver,
    },
    async (req) => {
      const uid = req.params.kobo_project_uid;
      if (!(await fichasCooperativa(app.db, req.usuario.id_cooperativa, { uid })).length) throw noEncontrado();
      const k = exigirKobo(kobo());
      const r = await enKobo(() => resumenAsset(k, uid));
      return {
        data: {
          data: {
            summary: { row_count: r.preguntas },
            deployment__submission_count: r.envios,
            owner__username: r.propietario,
            users: [...new Set(r.permisos.map((p) => p.usuario).filter(Boolean))],
            has_deployment: r.desplegado,
            deployment__active: r.activo,
            files: r.archivos.map((f) => ({ nombre: f.nombre, hash: f.hash })),
            rest: null,
            version_id: r.version_id,
            deployed_version_id: r.version_implementada,
            koboUrl: urlKobo(k.url, uid),
            estado: estadoFormulario(r.desplegado, r.activo),
            estado_version: estadoVersion(r.version_id, r.version_implementada),
          },
        },
      };
    },
  );

  app.get(
    '/api/ficha/kobo/coop/actualizaMedia/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          "'Actualizar CSVs': los CSV de datos de la cooperativa reemplazan los archivos multimedia del proyecto (borra y sube cada uno), se vuelve a implementar y se comprueba que el formulario implementado los ve",
        params: ParamIdFicha,
        response: { 200: RespuestaMedia },
      },
      ...editar,
    },
    async (req) => ({
      data: { status: 'success' as const, ...(await actualizarMedia(app.db, actorDe(req), kobo(), Number(req.params.id))) },
    }),
  );

  app.post(
    '/api/ficha/kobo/coop/descargar/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          "'Descargar envíos': pone en la cola una descarga completa de los envíos de la ficha desde KoboToolbox (202); si ya hay una en espera no pone otra; sin proyecto 422, sin KoboToolbox configurado 503",
        params: ParamIdFicha,
        response: { 202: RespuestaDescargaEnvios },
      },
      ...editar,
    },
    async (req, reply) => reply.status(202).send(await pedirDescarga(app.db, actorDe(req), kobo(), Number(req.params.id))),
  );

  app.get(
    '/api/ficha/kobo/coop/descarga/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary: "'Descargar ficha': el XLSForm que se cargó a una ficha de la cooperativa",
        params: ParamIdFicha,
        response: respuestaArchivo('El XLSForm cargado (.xls o .xlsx)', 'xlsx', 'xls'),
      },
      ...ver,
    },
    async (req, reply) => {
      const f = await archivoFicha(app.db, req.usuario.id_cooperativa, Number(req.params.id));
      if (!f) throw noEncontrado();
      return adjunto(reply, f.mime, f.nombre).send(f.contenido);
    },
  );
}
