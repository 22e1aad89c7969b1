import { definirRecurso } from '../../search/recurso';

/**
 * The localities catalogue (spec 001 §2.15, §3 'Locality', §7 'search localidades'): a reference table shared by
 * every cooperative, so the scope is every row; nothing of the answer depends on, or tells, which cooperative has
 * producers in a locality. Read by the catalogue screen (LOCALIDADES_VER) and by the registry's locality select
 * (filter id_municipio, PADRON_COMPLETO). The spec names both `id_localidad`/`localidad` and `id`/`nombre`.
 */
export const localidades = definirRecurso({
  nombre: 'localidades',
  permiso: ['LOCALIDADES_VER', 'PADRON_COMPLETO'],
  seleccion: `l.id, l.uuid, l.id AS id_localidad, l.uuid AS localidad_uuid, l.clave_concatenada, l.nombre, l.nombre AS localidad,
    l.id_municipio, m.nombre AS municipio, m.id_estado, e.nombre AS estado, l.latitud AS localidad_latitud,
    l.longitud AS localidad_longitud, l.created_at, l.updated_at`,
  desde: `localidades l JOIN municipios m ON m.id = l.id_municipio JOIN estados e ON e.id = m.id_estado`,
  desdeConteo: `localidades l JOIN municipios m ON m.id = l.id_municipio JOIN estados e ON e.id = m.id_estado`,
  conteoSimple: { desde: 'localidades l', columnas: ['id_municipio', 'id', 'clave_concatenada', 'nombre'] },
  alcance: () => 'TRUE',
  columnas: {
    id: { sql: 'l.id', tipo: 'entero', operadores: ['=', 'in'] },
    id_municipio: { sql: 'l.id_municipio', tipo: 'entero', operadores: ['='] },
    id_estado: { sql: 'm.id_estado', tipo: 'entero', operadores: ['='] },
    clave_concatenada: { sql: 'l.clave_concatenada', tipo: 'texto', operadores: ['=', 'like'] },
    nombre: { sql: 'l.nombre', tipo: 'texto', operadores: ['=', 'like'] },
    municipio: { sql: 'm.nombre', tipo: 'texto', operadores: ['like'] },
    estado: { sql: 'e.nombre', tipo: 'texto', operadores: ['like'] },
  },
  // The name through its trigram index (0012), or the key typed from its start.
  textoEn: (patron) => `f_unaccent(lower(l.nombre)) LIKE ${patron} OR l.clave_concatenada LIKE ltrim(${patron}, '%')`,
  orden: {
    // As a reader expects: 'Cúlico' before 'Cunduacán' (the database's collation puts accented letters last); 0031's index.
    nombre: 'f_unaccent(lower(l.nombre))',
    id: 'l.id',
    clave_concatenada: 'l.clave_concatenada',
    municipio: 'm.nombre',
    estado: 'e.nombre',
    created_at: 'l.created_at',
    updated_at: 'l.updated_at',
  },
  ordenPorDefecto: [{ column: 'nombre', sort: 'asc' }],
  desempate: 'l.id',
});
