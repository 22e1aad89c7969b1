import { definirRecurso } from '../../../search/recurso';

/**
 * The cycle's localities (spec 001 §7 'search tx_padron_mapas'): those of the producers population (DECISIONS.md: the
 * cycle's accounts with confirmado = 1 and no baja), with how many producers and plots each has and the risk this
 * cooperative gave it (null until chosen). The grouping is a subquery keyed by cooperative, cycle and locality, so
 * the engine's scope and cycle filter are pushed into it and only the cycle's accounts are read.
 */
export const mapaLocalidades = definirRecurso({
  nombre: 'tx_padron_mapas',
  permiso: 'PADRON_MAPAS',
  seleccion: `l.id AS id_localidad, l.uuid AS localidad_uuid, l.nombre AS localidad, l.id_municipio, m.nombre AS municipio,
    l.latitud AS localidad_latitud, l.longitud AS localidad_longitud, lr.id_cat_localidad_riesgo,
    cr.nombre AS cat_localidad_riesgo, cr.color::text AS cat_localidad_riesgo_color, g.productores, g.parcelas`,
  desde: `(SELECT c.id_cooperativa, c.id_ciclo, p.id_localidad, count(*)::int AS productores, sum(c.total_parcelas)::int AS parcelas
           FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
          WHERE c.confirmado = 1 AND c.fecha_baja IS NULL
          GROUP BY c.id_cooperativa, c.id_ciclo, p.id_localidad) g
    JOIN localidades l ON l.id = g.id_localidad
    JOIN municipios m ON m.id = l.id_municipio
    LEFT JOIN localidades_riesgo lr ON lr.id_cooperativa = g.id_cooperativa AND lr.id_localidad = g.id_localidad
    LEFT JOIN cat_localidad_riesgo cr ON cr.id = lr.id_cat_localidad_riesgo`,
  alcance: (u, p) => `g.id_cooperativa = ${p(u.id_cooperativa)}`,
  columnas: {
    id_ciclo: { sql: 'g.id_ciclo', tipo: 'entero', operadores: ['='] },
    id_localidad: { sql: 'g.id_localidad', tipo: 'entero', operadores: ['=', 'in'] },
    id_municipio: { sql: 'l.id_municipio', tipo: 'entero', operadores: ['='] },
    id_cat_localidad_riesgo: { sql: 'lr.id_cat_localidad_riesgo', tipo: 'entero', operadores: ['=', 'is null', 'is not null'] },
  },
  texto: `f_unaccent(lower(l.nombre || ' ' || m.nombre))`,
  orden: {
    localidad: 'l.nombre',
    municipio: 'm.nombre',
    productores: 'g.productores',
    parcelas: 'g.parcelas',
    id_cat_localidad_riesgo: 'lr.id_cat_localidad_riesgo',
  },
  ordenPorDefecto: [
    { column: 'municipio', sort: 'asc' },
    { column: 'localidad', sort: 'asc' },
  ],
  desempate: 'l.id',
});

/**
 * The plots of the cycle's population (spec 001 §7 'search tx_padron_mapas_detalle': by locality and cycle, or the
 * cycle only), live plots only (no baja), with the polygon and centroid the detail map draws and the producer.
 * Plots without a location come too: the detail lists them, so a locality's count matches what the person sees.
 */
export const mapaParcelas = definirRecurso({
  nombre: 'tx_padron_mapas_detalle',
  permiso: 'PADRON_MAPAS',
  seleccion: `x.nombre AS parcela_nombre, x.uuid AS parcela_uuid, x.centroide_lat, x.centroide_lng, x.poligono,
    p.id_localidad, p.nombre_completo AS productor_nombre, p.uuid AS productor_uuid`,
  desde: `parcelas x
    JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
    JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor`,
  alcance: (u, p) => `x.id_cooperativa = ${p(u.id_cooperativa)} AND x.fecha_baja IS NULL AND c.confirmado = 1 AND c.fecha_baja IS NULL`,
  columnas: {
    id_ciclo: { sql: 'c.id_ciclo', tipo: 'entero', operadores: ['='] },
    id_localidad: { sql: 'p.id_localidad', tipo: 'entero', operadores: ['='] },
  },
  texto: `f_unaccent(lower(x.nombre || ' ' || p.nombre_completo))`,
  orden: { parcela_nombre: 'x.nombre', productor_nombre: 'p.nombre_completo' },
  ordenPorDefecto: [
    { column: 'productor_nombre', sort: 'asc' },
    { column: 'parcela_nombre', sort: 'asc' },
  ],
  desempate: 'x.id',
});
