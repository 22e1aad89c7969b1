import { definirRecurso } from '../../search/recurso';
import { esAdministradorPlataforma } from '@domain/usuarios/roles';

/** Columns a user row shows; shared by the search and by GET users/{uuid}. */
export const SELECCION_USUARIO = `u.id, u.uuid, u.email, u.username, u.nombres, u.apellido_paterno, u.apellido_materno, u.foto,
  u.id_rol, r.nombre AS rol, u.id_cooperativa, c.nombre AS cooperativa, u.id_centros_acopios, ca.nombre AS centro_acopio,
  u.firma, u.version, u.created_at, u.updated_at`;

export const DESDE_USUARIO = `users u JOIN roles r ON r.id = u.id_rol JOIN cooperativas c ON c.id = u.id_cooperativa
  LEFT JOIN centros_acopios ca ON ca.id_cooperativa = u.id_cooperativa AND ca.id = u.id_centros_acopios`;

/** Must match users_texto_trgm_idx so the text search uses the index. */
const TEXTO_USUARIO = `f_unaccent(lower(u.nombres || ' ' || u.apellido_paterno || ' ' || coalesce(u.apellido_materno, '') || ' ' || u.email))`;

/** Role 1 sees every user; anyone else only their cooperative's; deactivated users leave the lists. */
export const usuarios = definirRecurso({
  nombre: 'users',
  permiso: 'USUARIOS_VER',
  seleccion: SELECCION_USUARIO,
  desde: DESDE_USUARIO,
  desdeConteo: 'users u',
  alcance: (u, p) => (esAdministradorPlataforma(u.id_rol) ? 'u.activo' : `u.activo AND u.id_cooperativa = ${p(u.id_cooperativa)}`),
  columnas: {
    id_rol: { sql: 'u.id_rol', tipo: 'entero', operadores: ['=', '!=', 'in'] },
    id_cooperativa: { sql: 'u.id_cooperativa', tipo: 'entero', operadores: ['=', 'in'] },
    email: { sql: 'u.email', tipo: 'texto', operadores: ['=', 'like'] },
    nombres: { sql: 'u.nombres', tipo: 'texto', operadores: ['like'] },
    id_centros_acopios: { sql: 'u.id_centros_acopios', tipo: 'entero', operadores: ['=', 'is null', 'is not null'] },
  },
  texto: TEXTO_USUARIO,
  orden: {
    nombres: 'u.nombres',
    email: 'u.email',
    created_at: 'u.created_at',
    rol: 'r.nombre',
    cooperativa: 'c.nombre',
    id: 'u.id',
    apellido_paterno: 'u.apellido_paterno',
  },
  ordenPorDefecto: [{ column: 'nombres', sort: 'asc' }],
  desempate: 'u.id',
});
