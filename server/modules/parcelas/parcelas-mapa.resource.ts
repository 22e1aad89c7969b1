import { definirRecurso } from '../../search/recurso';

/**
 * Plots for the home dashboard's satellite map (spec 000 §3 'Parcel row for map/KML', §7 'search parcelas'):
 * plots without baja of the cycle's counted accounts (confirmado = 1, no baja). Compact rows (no polygon: the
 * map draws centroids, the KML carries polygons) because a cooperative's map reads ~13 000 of them at once.
 */
export const parcelasMapa = definirRecurso({
  nombre: 'parcelas',
  permiso: 'PADRON',
  seleccion: `x.id, x.uuid, x.nombre AS parcela_nombre, p.uuid AS productor_uuid, p.nombre_completo AS productor_nombre,
    l.nombre AS localidad, m.nombre AS municipio, c.id_cuenta_categoria, cat.nombre AS cuenta_categoria,
    x.centroide_lat, x.centroide_lng, x.superficie::float8 AS superficie`,
  desde: `parcelas x
    JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
    JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
    JOIN localidades l ON l.id = p.id_localidad
    JOIN municipios m ON m.id = l.id_municipio
    JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria`,
  // Every filter below reads parcelas or cuentas only, so the count skips the display joins.
  desdeConteo: 'parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta',
  alcance: (u, p) => `x.id_cooperativa = ${p(u.id_cooperativa)} AND x.fecha_baja IS NULL AND c.fecha_baja IS NULL AND c.confirmado = 1`,
  columnas: {
    id_ciclo: { sql: 'c.id_ciclo', tipo: 'entero', operadores: ['='] },
    centroide_lat: { sql: 'x.centroide_lat', tipo: 'entero', operadores: ['is null', 'is not null'] },
    centroide_lng: { sql: 'x.centroide_lng', tipo: 'entero', operadores: ['is null', 'is not null'] },
    id_cuenta_categoria: { sql: 'c.id_cuenta_categoria', tipo: 'entero', operadores: ['=', 'in'] },
  },
  orden: { id: 'x.id', parcela_nombre: 'x.nombre', superficie: 'x.superficie' },
  ordenPorDefecto: [{ column: 'id', sort: 'asc' }],
  desempate: 'x.id',
});
