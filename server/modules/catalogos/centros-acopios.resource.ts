import { definirRecurso } from '../../search/recurso';
import { esAdministradorPlataforma } from '@domain/usuarios/roles';

/**
 * Collection centres. Role 1 may read another cooperative's (the user form of that cooperative needs them,
 * DECISIONS.md); everyone else only their own, whatever id_cooperativa the filter says.
 */
export const centrosAcopios = definirRecurso({
  nombre: 'centros_acopios',
  permiso: null,
  seleccion: 'ca.id, ca.uuid, ca.nombre, ca.ubicacion, ca.id_cooperativa',
  desde: 'centros_acopios ca',
  alcance: (u, p) => (esAdministradorPlataforma(u.id_rol) ? 'true' : `ca.id_cooperativa = ${p(u.id_cooperativa)}`),
  columnas: {
    id_cooperativa: { sql: 'ca.id_cooperativa', tipo: 'entero', operadores: ['='] },
    nombre: { sql: 'ca.nombre', tipo: 'texto', operadores: ['=', 'like'] },
  },
  texto: 'f_unaccent(lower(ca.nombre))',
  orden: { nombre: 'ca.nombre', id: 'ca.id' },
  ordenPorDefecto: [{ column: 'nombre', sort: 'asc' }],
  desempate: 'ca.id_cooperativa, ca.id',
});
