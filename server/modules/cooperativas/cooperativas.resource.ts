import { definirRecurso } from '../../search/recurso';
import { esAdministradorPlataforma } from '@domain/usuarios/roles';

/** Role 1 manages every cooperative; anyone else sees only their own (DECISIONS.md 'role 1 and scope'). */
export const cooperativas = definirRecurso({
  nombre: 'cooperativas',
  permiso: 'COOPERATIVAS_VER',
  seleccion: `c.id, c.uuid, c.nombre, c.iniciales, c.id_cat_productos, cp.nombre AS producto, c.certificacion, c.logo,
    c.created_at, c.updated_at, (SELECT count(*)::int FROM users u WHERE u.id_cooperativa = c.id AND u.activo) AS total_usuarios`,
  desde: 'cooperativas c JOIN cat_productos cp ON cp.id = c.id_cat_productos',
  alcance: (u, p) => (esAdministradorPlataforma(u.id_rol) ? 'true' : `c.id = ${p(u.id_cooperativa)}`),
  columnas: {
    nombre: { sql: 'c.nombre', tipo: 'texto', operadores: ['=', 'like'] },
    id_cat_productos: { sql: 'c.id_cat_productos', tipo: 'entero', operadores: ['=', 'in'] },
    certificacion: { sql: 'c.certificacion', tipo: 'texto', operadores: ['=', 'like'] },
  },
  texto: 'f_unaccent(lower(c.nombre))',
  orden: { nombre: 'c.nombre', id: 'c.id', created_at: 'c.created_at', id_cat_productos: 'c.id_cat_productos' },
  ordenPorDefecto: [{ column: 'nombre', sort: 'asc' }],
  desempate: 'c.id',
});
