import { definirRecurso } from '../../search/recurso';

/**
 * The released versions (spec 001 §2.15, §3 'Version': name and date; §7 'search versiones' sort id descending): a
 * platform table, the same for every cooperative, read-only. The seed records the running package's version.
 */
export const versiones = definirRecurso({
  nombre: 'versiones',
  permiso: 'VERSIONES_VER',
  seleccion: `v.id, v.nombre AS name, v.fecha::text AS date`,
  desde: 'versiones v',
  alcance: () => 'TRUE',
  columnas: {
    name: { sql: 'v.nombre', tipo: 'texto', operadores: ['=', 'like'] },
    date: { sql: 'v.fecha', tipo: 'fecha', operadores: ['=', '<=', '>='] },
  },
  texto: 'f_unaccent(lower(v.nombre))',
  orden: { id: 'v.id', name: 'v.nombre', date: 'v.fecha' },
  ordenPorDefecto: [{ column: 'id', sort: 'desc' }],
  desempate: 'v.id',
});
