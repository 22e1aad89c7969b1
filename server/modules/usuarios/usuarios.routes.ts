import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hash } from '@node-rs/argon2';
import { exigirValido, invalido, noEncontrado, prohibido } from '../../errores';
import { entero, enteroNulo, esquemaUsuario, exito, objeto, texto, textoNulo, uno, uuidParam } from '../../esquemas';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import { usuarios } from './usuarios.resource';
import {
  actualizarUsuario,
  bloquearAdministradores,
  centroDeCooperativa,
  cooperativaExiste,
  correoOcupado,
  crearUsuario,
  leerUsuario,
  rolExiste,
  type Usuario,
} from './usuarios.repository';
import { invalidarTokensDe } from '../auth/auth.repository';
import { auditar } from '../auditoria/auditoria';
import { leerImagenSubida } from '../archivos/subida';
import { guardarArchivo } from '../archivos/archivos.repository';
import { validarContrasena, validarUsuario, type UsuarioDatos } from '@domain/usuario';
import { esAdministradorPlataforma, ROL_ADMINISTRADOR } from '@domain/roles';

const cuerpoUsuario = objeto(
  {
    email: texto(254),
    username: texto(30),
    password: textoNulo(200),
    nombres: texto(100),
    apellido_paterno: texto(100),
    apellido_materno: textoNulo(100),
    foto: textoNulo(500),
    id_rol: entero(0),
    id_cooperativa: entero(0),
    id_centros_acopios: enteroNulo(0),
  },
  ['email', 'username', 'nombres', 'apellido_paterno', 'id_rol', 'id_cooperativa'],
);

const ETIQUETA = 'Usuarios';
const MAX_FIRMA = 1024 * 1024;

export function rutasUsuarios(app: FastifyInstance): void {
  /** The active user by uuid if visible: role 1 sees all, others their cooperative's (404 otherwise). */
  async function visible(req: FastifyRequest, uuid: string): Promise<Usuario> {
    const u = await leerUsuario(app.db, uuid);
    if (!u || (!esAdministradorPlataforma(req.usuario.id_rol) && u.id_cooperativa !== req.usuario.id_cooperativa)) throw noEncontrado();
    return u;
  }

  /** Rules the browser cannot be trusted with: cooperative, role 1, centre and e-mail. */
  async function comprobar(req: FastifyRequest, d: UsuarioDatos, actual: Usuario | null): Promise<void> {
    const admin = esAdministradorPlataforma(req.usuario.id_rol);
    exigirValido(validarUsuario(d, actual === null));
    if (!admin && d.id_cooperativa !== req.usuario.id_cooperativa)
      throw prohibido('Solo el administrador de la plataforma asigna usuarios a otra cooperativa');
    if (!admin && (d.id_rol === ROL_ADMINISTRADOR || actual?.id_rol === ROL_ADMINISTRADOR))
      throw prohibido('Solo un administrador de la plataforma gestiona el rol Administrador');
    if (!(await rolExiste(app.db, d.id_rol))) throw invalido({ id_rol: ['El rol es requerido'] });
    if (!(await cooperativaExiste(app.db, d.id_cooperativa))) throw invalido({ id_cooperativa: ['La cooperativa es requerida'] });
    if (d.id_centros_acopios != null && !(await centroDeCooperativa(app.db, d.id_cooperativa, d.id_centros_acopios))) {
      throw invalido({ id_centros_acopios: ['El centro de acopio no pertenece a la cooperativa'] });
    }
    if (await correoOcupado(app.db, d.email, actual?.id ?? null)) throw invalido({ email: ['El correo ya está registrado'] });
  }

  registrarBusqueda(app, usuarios, ETIQUETA, esquemaUsuario);

  app.get(
    '/api/users',
    { schema: { tags: [ETIQUETA], summary: 'Usuarios visibles (para listas de selección)' }, preHandler: app.requiere('USUARIOS_VER') },
    async (req) => {
      const admin = esAdministradorPlataforma(req.usuario.id_rol);
      const data = await app.db.query(
        `SELECT id, uuid, email, nombres || ' ' || apellido_paterno || coalesce(' ' || apellido_materno, '') AS nombre_completo, id_cooperativa
         FROM users WHERE activo AND ($1 OR id_cooperativa = $2) ORDER BY nombres, id LIMIT 5000`,
        [admin, req.usuario.id_cooperativa],
      );
      return { data };
    },
  );

  app.get(
    '/api/users/:uuid',
    {
      schema: { tags: [ETIQUETA], summary: 'Un usuario', params: uuidParam, response: { 200: uno(esquemaUsuario) } },
      preHandler: app.requiere('USUARIOS_VER'),
    },
    async (req) => ({ data: await visible(req, (req.params as { uuid: string }).uuid) }),
  );

  app.post(
    '/api/users',
    {
      schema: { tags: [ETIQUETA], summary: 'Crear un usuario', body: cuerpoUsuario, response: { 201: uno(esquemaUsuario) } },
      preHandler: app.requiere('USUARIOS_NUEVO'),
    },
    async (req, reply) => {
      const d = req.body as UsuarioDatos;
      await comprobar(req, d, null);
      const passwordHash = await hash(String(d.password));
      const creado = await app.db.transaction(async (tx) => {
        const u = await crearUsuario(tx, d, passwordHash);
        await auditar(tx, req.usuario, req.ip, {
          id_cooperativa: d.id_cooperativa,
          accion: 'crear',
          entidad: 'users',
          id_entidad: u.uuid,
          despues: d,
        });
        return u;
      });
      return reply.status(201).send({ data: await leerUsuario(app.db, creado.uuid) });
    },
  );

  app.put(
    '/api/users/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Editar un usuario (contraseña vacía: sin cambio)',
        params: uuidParam,
        body: cuerpoUsuario,
        response: { 200: uno(esquemaUsuario) },
      },
      preHandler: app.requiere('USUARIOS_EDITAR'),
    },
    async (req) => {
      const actual = await visible(req, (req.params as { uuid: string }).uuid);
      const d = req.body as UsuarioDatos;
      await comprobar(req, d, actual);
      const nuevoHash = d.password ? await hash(d.password) : null;
      const cambiaCooperativa = d.id_cooperativa !== actual.id_cooperativa;
      await app.db.transaction(async (tx) => {
        if (actual.id_rol === ROL_ADMINISTRADOR && d.id_rol !== ROL_ADMINISTRADOR && (await bloquearAdministradores(tx)) <= 1) {
          throw invalido({ id_rol: ['No se puede quitar el rol al último administrador'] });
        }
        await actualizarUsuario(tx, actual.id, d, cambiaCooperativa);
        if (nuevoHash) await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [actual.id, nuevoHash]);
        // A new password, role or cooperative ends the user's open sessions.
        if (nuevoHash || cambiaCooperativa || d.id_rol !== actual.id_rol) await invalidarTokensDe(tx, actual.id, new Date());
        await auditar(tx, req.usuario, req.ip, {
          id_cooperativa: d.id_cooperativa,
          accion: 'editar',
          entidad: 'users',
          id_entidad: actual.uuid,
          antes: actual,
          despues: d,
        });
      });
      return { data: await leerUsuario(app.db, actual.uuid) };
    },
  );

  app.delete(
    '/api/users/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Desactivar un usuario (deja de entrar y sale de las listas)',
        params: uuidParam,
        response: { 200: exito },
      },
      preHandler: app.requiere('USUARIOS_ELIMINAR'),
    },
    async (req) => {
      const u = await visible(req, (req.params as { uuid: string }).uuid);
      if (u.id === req.usuario.id) throw invalido({ usuario: ['No puede eliminar su propio usuario'] });
      if (u.id_rol === ROL_ADMINISTRADOR && !esAdministradorPlataforma(req.usuario.id_rol)) {
        throw prohibido('Solo un administrador de la plataforma gestiona el rol Administrador');
      }
      await app.db.transaction(async (tx) => {
        if (u.id_rol === ROL_ADMINISTRADOR && (await bloquearAdministradores(tx)) <= 1) {
          throw invalido({ usuario: ['No se puede eliminar al último administrador'] });
        }
        await tx.query('UPDATE users SET activo = false, updated_at = now() WHERE id = $1', [u.id]);
        await invalidarTokensDe(tx, u.id, new Date());
        await auditar(tx, req.usuario, req.ip, {
          id_cooperativa: u.id_cooperativa,
          accion: 'desactivar',
          entidad: 'users',
          id_entidad: u.uuid,
          antes: u,
        });
      });
      return { data: { success: true } };
    },
  );

  app.post(
    '/api/users/:uuid/password',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Restablecer la contraseña de un usuario',
        params: uuidParam,
        body: objeto({ password: texto(200) }, ['password']),
        response: { 200: exito },
      },
      preHandler: app.requiere('USUARIOS_EDITAR'),
    },
    async (req) => {
      const u = await visible(req, (req.params as { uuid: string }).uuid);
      if (u.id_rol === ROL_ADMINISTRADOR && !esAdministradorPlataforma(req.usuario.id_rol)) throw prohibido();
      const { password } = req.body as { password: string };
      const problema = validarContrasena(password);
      exigirValido(problema ? { password: [problema] } : {});
      const nuevoHash = await hash(password);
      await app.db.transaction(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [u.id, nuevoHash]);
        await invalidarTokensDe(tx, u.id, new Date());
        await auditar(tx, req.usuario, req.ip, {
          id_cooperativa: u.id_cooperativa,
          accion: 'contrasena',
          entidad: 'users',
          id_entidad: u.uuid,
        });
      });
      return { data: { success: true } };
    },
  );

  app.post(
    '/api/users/:uuid/firma',
    {
      schema: { tags: [ETIQUETA], summary: 'Subir la firma (PNG, 1 MB)', params: uuidParam, consumes: ['multipart/form-data'] },
      preHandler: app.requiere('USUARIOS_EDITAR'),
    },
    async (req) => {
      const u = await visible(req, (req.params as { uuid: string }).uuid);
      if (u.id_rol === ROL_ADMINISTRADOR && !esAdministradorPlataforma(req.usuario.id_rol)) throw prohibido();
      const { img, contenido } = await leerImagenSubida(req, ['image/png'], MAX_FIRMA, 'La firma debe ser una imagen PNG');
      const firma = await app.db.transaction(async (tx) => {
        const nuevo = await guardarArchivo(tx, u.id_cooperativa, 'firma', img, contenido, req.usuario.id);
        await tx.query('UPDATE users SET firma = $2, updated_at = now() WHERE id = $1', [u.id, nuevo]);
        await auditar(tx, req.usuario, req.ip, {
          id_cooperativa: u.id_cooperativa,
          accion: 'archivo',
          entidad: 'users',
          id_entidad: u.uuid,
          antes: { firma: u.firma },
          despues: { firma: nuevo },
        });
        return nuevo;
      });
      return { data: { firma } };
    },
  );
}
