import type { FastifyRequest } from 'fastify';
import { FormularioLogo } from '@domain/contrato/formularios';
import type { App } from '../../tipos';
import { requiereAlguno } from '../../plugins/autenticacion';
import { actorDe } from '../../actor';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import { leerImagenSubida } from '../archivos/subida';
import { PIXELES_MAXIMOS } from '../archivos/imagen';
import { cooperativas } from './cooperativas.resource';
import { opcionesCooperativa } from './cooperativas.repository';
import { leerConfiguracion } from './configuracion.repository';
import { cooperativaVisible } from './reglas-cooperativa';
import { crearCooperativa } from './crear-cooperativa';
import { editarCooperativa } from './editar-cooperativa';
import { guardarConfiguracion } from './guardar-configuracion';
import { guardarLogo } from './guardar-logo';
import { ParamUuid } from '@domain/contrato/comun';
import { TIPOS_IMAGEN } from '@domain/contrato/archivos';
import {
  CuerpoConfiguracion,
  CuerpoCooperativa,
  CuerpoCooperativaEditada,
  FilaCooperativa,
  RespuestaConfiguracion,
  RespuestaCooperativa,
  RespuestaCooperativaCreada,
  RespuestaLogo,
  RespuestaLogoCertificacion,
  RespuestaOpcionesCooperativa,
} from '@domain/contrato/cooperativas';
import { esAdministradorPlataforma } from '@domain/usuarios/roles';
import { LIMITES_SUBIDA } from '@domain/comun/subidas';

const ETIQUETA = 'Cooperativas';
const MAX_LOGO = LIMITES_SUBIDA.logo;
const MSG_LOGO = 'El logo debe ser una imagen PNG o JPG válida';

/** The users form lists cooperatives too, so either permission reads the short list. */
/** The cooperative options of a user form: whoever may see cooperatives or users. */
const puedeVerOpciones = requiereAlguno('COOPERATIVAS_VER', 'USUARIOS_VER');

/** Cooperatives (spec 000 §7 'Cooperatives'): HTTP only; the rules and writes are the use cases beside this file. */
export function rutasCooperativas(app: App): void {
  registrarBusqueda(app, cooperativas, ETIQUETA, FilaCooperativa);

  app.get(
    '/api/cooperativas',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Cooperativas visibles (para listas de selección)',
        response: { 200: RespuestaOpcionesCooperativa },
      },
      preHandler: puedeVerOpciones,
    },
    async (req) => ({
      data: await opcionesCooperativa(app.db, esAdministradorPlataforma(req.usuario.id_rol), req.usuario.id_cooperativa),
    }),
  );

  app.get(
    '/api/cooperativas/:uuid',
    {
      schema: { tags: [ETIQUETA], summary: 'Una cooperativa', params: ParamUuid, response: { 200: RespuestaCooperativa } },
      preHandler: app.requiere('COOPERATIVAS_VER'),
    },
    async (req) => ({ data: await cooperativaVisible(app.db, req.usuario, req.params.uuid) }),
  );

  app.post(
    '/api/cooperativas',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Crear una cooperativa con su configuración por defecto (solo el rol 1)',
        body: CuerpoCooperativa,
        response: { 201: RespuestaCooperativaCreada },
      },
      preHandler: app.requiere('COOPERATIVAS_NUEVO'),
    },
    async (req, reply) =>
      reply.status(201).send({
        data: await crearCooperativa(app.db, actorDe(req), req.body),
        message: 'Se agregó la configuración por defecto de la cooperativa.',
      }),
  );

  app.put(
    '/api/cooperativas/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Editar una cooperativa (409 si la versión cambió)',
        params: ParamUuid,
        body: CuerpoCooperativaEditada,
        response: { 200: RespuestaCooperativa },
      },
      preHandler: app.requiere('COOPERATIVAS_EDITAR'),
    },
    async (req) => ({ data: await editarCooperativa(app.db, actorDe(req), req.params.uuid, req.body) }),
  );

  app.get(
    '/api/cooperativas/:uuid/configuracion',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Configuración de una cooperativa (null si no tiene)',
        params: ParamUuid,
        response: { 200: RespuestaConfiguracion },
      },
      preHandler: app.requiere('COOPERATIVAS_VER'),
    },
    async (req) => {
      const c = await cooperativaVisible(app.db, req.usuario, req.params.uuid);
      return { data: await leerConfiguracion(app.db, c.id) };
    },
  );

  app.put(
    '/api/cooperativas/:uuid/configuracion',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Guardar la configuración (banderas, etiquetas, zona horaria): solo lo enviado; 409 si la versión cambió',
        params: ParamUuid,
        body: CuerpoConfiguracion,
        response: { 200: RespuestaConfiguracion },
      },
      preHandler: app.requiere('COOPERATIVAS_EDITAR'),
    },
    async (req) => ({ data: await guardarConfiguracion(app.db, actorDe(req), req.params.uuid, req.body) }),
  );

  const leerLogo = (req: FastifyRequest) => () =>
    leerImagenSubida(req, FormularioLogo, [...TIPOS_IMAGEN], MAX_LOGO, PIXELES_MAXIMOS.logo, MSG_LOGO);

  app.post(
    '/api/cooperativas/:uuid/logo',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Subir el logo (PNG o JPEG, 2 MB)',
        params: ParamUuid,
        consumes: ['multipart/form-data'],
        response: { 200: RespuestaLogo },
      },
      preHandler: app.requiere('COOPERATIVAS_EDITAR'),
      config: { formulario: FormularioLogo },
    },
    async (req) => ({ data: { logo: await guardarLogo(app.db, actorDe(req), req.params.uuid, 'logo', leerLogo(req)) } }),
  );

  app.post(
    '/api/cooperativas/:uuid/logo_certificacion',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Subir el logo de la certificación (PNG o JPEG, 2 MB)',
        params: ParamUuid,
        consumes: ['multipart/form-data'],
        response: { 200: RespuestaLogoCertificacion },
      },
      preHandler: app.requiere('COOPERATIVAS_EDITAR'),
      config: { formulario: FormularioLogo },
    },
    async (req) => ({
      data: { logo_certificacion: await guardarLogo(app.db, actorDe(req), req.params.uuid, 'logo_certificacion', leerLogo(req)) },
    }),
  );
}
