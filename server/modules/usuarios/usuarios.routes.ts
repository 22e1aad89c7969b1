import type { App } from '../../tipos';
import { FormularioFirmaUsuario } from '@domain/contrato/formularios';
import { actorDe } from '../../actor';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import { leerImagenSubida } from '../archivos/subida';
import { PIXELES_MAXIMOS } from '../archivos/imagen';
import { usuarios } from './usuarios.resource';
import { opcionesUsuario } from './usuarios.repository';
import { usuarioVisible } from './reglas-usuario';
import { crearUsuario } from './crear-usuario';
import { editarUsuario } from './editar-usuario';
import { desactivarUsuario } from './desactivar-usuario';
import { restablecerContrasena } from './restablecer-contrasena';
import { guardarFirma } from './guardar-firma';
import { Exito, ParamUuid } from '@domain/contrato/comun';
import {
  CuerpoContrasena,
  CuerpoUsuario,
  CuerpoUsuarioEditado,
  RespuestaFirma,
  RespuestaOpcionesUsuario,
  RespuestaUsuario,
  Usuario,
} from '@domain/contrato/usuarios';
import { esAdministradorPlataforma } from '@domain/usuarios/roles';
import { LIMITES_SUBIDA } from '@domain/comun/subidas';

const ETIQUETA = 'Usuarios';
const MAX_FIRMA = LIMITES_SUBIDA.firmaUsuario;

/** Users (spec 000 §7 'Users'): HTTP only; the rules and writes are the use cases beside this file. */
export function rutasUsuarios(app: App): void {
  registrarBusqueda(app, usuarios, ETIQUETA, Usuario);

  app.get(
    '/api/users',
    {
      schema: { tags: [ETIQUETA], summary: 'Usuarios visibles (para listas de selección)', response: { 200: RespuestaOpcionesUsuario } },
      preHandler: app.requiere('USUARIOS_VER'),
    },
    async (req) => ({
      data: await opcionesUsuario(app.db, esAdministradorPlataforma(req.usuario.id_rol), req.usuario.id_cooperativa),
    }),
  );

  app.get(
    '/api/users/:uuid',
    {
      schema: { tags: [ETIQUETA], summary: 'Un usuario', params: ParamUuid, response: { 200: RespuestaUsuario } },
      preHandler: app.requiere('USUARIOS_VER'),
    },
    async (req) => ({ data: await usuarioVisible(app.db, req.usuario, req.params.uuid) }),
  );

  app.post(
    '/api/users',
    {
      schema: { tags: [ETIQUETA], summary: 'Crear un usuario', body: CuerpoUsuario, response: { 201: RespuestaUsuario } },
      preHandler: app.requiere('USUARIOS_NUEVO'),
    },
    async (req, reply) => reply.status(201).send({ data: await crearUsuario(app.db, actorDe(req), req.body) }),
  );

  app.put(
    '/api/users/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Editar un usuario (contraseña vacía: sin cambio; 409 si la versión cambió)',
        params: ParamUuid,
        body: CuerpoUsuarioEditado,
        response: { 200: RespuestaUsuario },
      },
      preHandler: app.requiere('USUARIOS_EDITAR'),
    },
    async (req) => ({ data: await editarUsuario(app.db, actorDe(req), req.params.uuid, req.body) }),
  );

  app.delete(
    '/api/users/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Desactivar un usuario (deja de entrar y sale de las listas)',
        params: ParamUuid,
        response: { 200: Exito },
      },
      preHandler: app.requiere('USUARIOS_ELIMINAR'),
    },
    async (req) => {
      await desactivarUsuario(app.db, actorDe(req), req.params.uuid);
      return { data: { success: true } };
    },
  );

  app.post(
    '/api/users/:uuid/password',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Restablecer la contraseña de un usuario',
        params: ParamUuid,
        body: CuerpoContrasena,
        response: { 200: Exito },
      },
      preHandler: app.requiere('USUARIOS_EDITAR'),
    },
    async (req) => {
      await restablecerContrasena(app.db, actorDe(req), req.params.uuid, req.body.password);
      return { data: { success: true } };
    },
  );

  app.post(
    '/api/users/:uuid/firma',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Subir la firma (PNG, 1 MB)',
        params: ParamUuid,
        consumes: ['multipart/form-data'],
        response: { 200: RespuestaFirma },
      },
      preHandler: app.requiere('USUARIOS_EDITAR'),
      config: { formulario: FormularioFirmaUsuario },
    },
    async (req) => {
      const leer = () =>
        leerImagenSubida(req, FormularioFirmaUsuario, ['image/png'], MAX_FIRMA, PIXELES_MAXIMOS.logo, 'La firma debe ser una imagen PNG');
      return { data: { firma: await guardarFirma(app.db, actorDe(req), req.params.uuid, leer) } };
    },
  );
}
