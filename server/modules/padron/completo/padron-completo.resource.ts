import { definirRecurso } from '../../../search/recurso';
import { textoDeProductor } from '../../cuentas/cuentas.resource';

/**
 * The complete register (spec 001 §2.9, §3 'Registry row'; 001 §7 'search tx_padron_completo'): one row per
 * account of the cycle, with the same population as the producers list (DECISIONS 'the producers' population':
 * confirmed accounts without baja). Identity from productores, the account's category, entry date, risk and plot
 * totals from cuentas, the SIC information from padron_sic, sums of the plots' inspection forms, the previous
 * cycle's category and the cycle's latest committee evaluation.
 */

export const SELECCION_PADRON = `c.id AS id_cuenta, c.uuid AS cuenta_uuid, c.id_ciclo, s.id AS id_sic_informacion_general,
  p.uuid AS productor_uuid, p.id AS id_productor, p.nombre_completo AS productor_nombre, p.nombres, p.apellido_paterno, p.apellido_materno,
  p.clave_tx AS productor_clave_tx, p.codigo_tx AS productor_codigo_tx, p.id_localidad, l.nombre AS localidad, l.id_municipio,
  m.nombre AS municipio, p.id_region AS id_cuenta_region, r.nombre AS region, p.ine, p.curp,
  p.fecha_nacimiento::text AS productor_fecha_nacimiento, p.id_cat_genero AS id_productor_genero, g.nombre AS productor_genero,
  p.no_celular AS contacto_celular, p.correo AS contacto_correo,
  c.id_cuenta_categoria, cat.nombre AS cuenta_categoria, cat.color AS cuenta_categoria_color,
  ant.id_cuenta_categoria AS id_categoria_anterior, cata.nombre AS categoria_anterior, cata.color AS categoria_anterior_color,
  c.fecha_ingreso::text AS productor_fecha_ingreso, s.fecha_transicion::text AS productor_fecha_transicion, c.total_parcelas AS cuenta_parcelas,
  s.fecha_prohibidos::text AS s3_cafeorganico_otrans_fechaprohibidos, s.insumos_prohibidos AS s3_cafeorganico_otrans_insumosprohibidos,
  c.id_nivel_riesgo, nr.nombre AS nivel_riesgo, nr.color AS nivel_riesgo_color,
  ev.condicion, ev.condicion_str, ev.condicion_detalle,
  c.total_superficie::float8 AS calculada, c.total_ha_cultivo::float8 AS cuenta_superficie_total,
  c.total_ha_autoconsumo::float8 AS s2_autoconsumo, c.total_ha_otros_cultivos::float8 AS s2_otrocultivo, c.total_ha_potrero::float8 AS s2_potrero,
  c.total_ha_monte_bosque::float8 AS s2_bosque, c.total_ha_acahual::float8 AS s2_acahual, c.total_ha_reserva::float8 AS s2_reserva,
  s.inspeccion_fecha::text AS s3_inspeccion_fecha, s.inspeccion_superficie::float8 AS s3_inspeccion_superficie,
  s.id_inspector AS s1_lista_inspector, i.nombre AS s1_lista_inspector_str, s.pergamino_actual AS s6_pergamino_actual,
  s.id_tenencia AS id_tenencia_tierra, t.nombre AS tenencia_tierra, s.id_papeles AS id_tenencia_papeles_sino, sn.nombre AS tenencia_papeles_sino,
  s.cultivos_activos, s.estimacion_cacao AS sum_actual_cacao, s.estimacion_mani AS sum_actual_mani,
  s.estimacion_cardamomo AS sum_actual_cardamomo, s.estimacion_pimienta AS sum_actual_pimientanegra,
  c.total_estimacion_kg AS tx_estimacion_cosecha_inspector_total, s.estimacion_productor AS tx_estimacion_cosecha_productor_total,
  c.total_plantas AS tx_no_plantas_totales, c.total_plantas_productivas::int AS plantas_productivas_totales,
  c.total_plantas_improductivas::int AS plantas_improductivas_totales,
  (SELECT count(*) FROM tx_formatos fo WHERE fo.id_cooperativa = c.id_cooperativa AND fo.id_cuenta = c.id AND fo.id_ciclo = c.id_ciclo)::int AS formatos`;

/**
 * Tenant joins match id_cooperativa (DESIGN §3); the laterals read one account's rows through their indexes. The sums
 * of the plots' forms and plants are the account's own columns, kept by the plots' and forms' triggers (0032).
 */
export const DESDE_PADRON = `cuentas c
  JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
  JOIN regiones r ON r.id_cooperativa = p.id_cooperativa AND r.id = p.id_region
  JOIN localidades l ON l.id = p.id_localidad
  JOIN municipios m ON m.id = l.id_municipio
  JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria
  LEFT JOIN cat_generos g ON g.id = p.id_cat_genero
  LEFT JOIN cat_niveles_riesgo nr ON nr.id = c.id_nivel_riesgo
  LEFT JOIN padron_sic s ON s.id_cooperativa = c.id_cooperativa AND s.id_cuenta = c.id
  LEFT JOIN inspectores i ON i.id_cooperativa = s.id_cooperativa AND i.id = s.id_inspector
  LEFT JOIN cat_tenencia t ON t.id = s.id_tenencia
  LEFT JOIN cat_si_no sn ON sn.id = s.id_papeles
  LEFT JOIN LATERAL (SELECT a.id_cuenta_categoria FROM cuentas a
     WHERE a.id_cooperativa = c.id_cooperativa AND a.id_productor = c.id_productor AND a.id_ciclo < c.id_ciclo
     ORDER BY a.id_ciclo DESC LIMIT 1) ant ON true
  LEFT JOIN cat_cuentas_categorias cata ON cata.id = ant.id_cuenta_categoria
  LEFT JOIN LATERAL (SELECT e.condicion::int AS condicion,
       CASE e.condicion WHEN 1 THEN 'Aprobado sin condiciones' WHEN 2 THEN 'Aprobado con condiciones' ELSE 'Sancionado' END AS condicion_str,
       coalesce((SELECT string_agg(d.observ_condicion, '; ' ORDER BY d.id) FROM comite_evaluaciones_detalles d
                  WHERE d.id_cooperativa = e.id_cooperativa AND d.id_comite_evaluacion = e.id),
                nullif(e.aprob_sc_observaciones, ''), nullif(e.sanc_observaciones, '')) AS condicion_detalle
     FROM comite_evaluaciones e
    WHERE e.id_cooperativa = c.id_cooperativa AND e.id_cuenta = c.id AND e.id_ciclo = c.id_ciclo
    ORDER BY e.created_at DESC, e.id DESC LIMIT 1) ev ON true`;

/** The count reads the accounts and producers only: every filter and the text search live there. */
export const DESDE_CONTEO = `cuentas c
  JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor`;

/**
 * The page's keys: the count's FROM plus what the sorts read. Left joins on the catalogues' primary keys, so the
 * planner drops the ones a sort does not name; every producer has its region and locality and every account its
 * category (NOT NULL foreign keys), so they keep the same rows as DESDE_PADRON's inner joins (and as the count).
 */
const DESDE_LLAVES = `${DESDE_CONTEO}
  LEFT JOIN regiones r ON r.id_cooperativa = p.id_cooperativa AND r.id = p.id_region
  LEFT JOIN localidades l ON l.id = p.id_localidad
  LEFT JOIN municipios m ON m.id = l.id_municipio
  LEFT JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria`;

export const padronCompleto = definirRecurso({
  nombre: 'tx_padron_completo',
  permiso: 'PADRON_COMPLETO',
  seleccion: SELECCION_PADRON,
  desde: DESDE_PADRON,
  desdeConteo: DESDE_CONTEO,
  // A row reads ~10 laterals and subqueries: a deep page computed every row before it (~1.4 s at 19,000 accounts).
  paginaPorLlave: { llave: 'c.id', desde: DESDE_LLAVES },
  // Filters on the account alone count the cycle's accounts from cuentas_padron_idx, without the producers.
  conteoSimple: { desde: 'cuentas c', columnas: ['id_ciclo', 'id_cuenta', 'id_cuenta_categoria', 'id_nivel_riesgo', 'organico'] },
  alcance: (u, p) => `c.id_cooperativa = ${p(u.id_cooperativa)} AND c.fecha_baja IS NULL AND c.confirmado = 1`,
  columnas: {
    id_ciclo: { sql: 'c.id_ciclo', tipo: 'entero', operadores: ['='] },
    id_cuenta: { sql: 'c.id', tipo: 'entero', operadores: ['=', 'in'] },
    id_localidad: { sql: 'p.id_localidad', tipo: 'entero', operadores: ['=', 'in'] },
    id_cuenta_region: { sql: 'p.id_region', tipo: 'entero', operadores: ['=', 'in'] },
    id_cuenta_categoria: { sql: 'c.id_cuenta_categoria', tipo: 'entero', operadores: ['=', 'in'] },
    id_nivel_riesgo: { sql: 'c.id_nivel_riesgo', tipo: 'entero', operadores: ['=', 'in', 'is null', 'is not null'] },
    organico: { sql: 'c.organico', tipo: 'entero', operadores: ['='] },
    clave_tx: { sql: 'p.clave_tx', tipo: 'texto', operadores: ['=', 'like'] },
    nombre: { sql: 'p.nombre_completo', tipo: 'texto', operadores: ['like'] },
  },
  textoEn: textoDeProductor,
  orden: {
    productor_clave_tx: 'p.clave_tx',
    clave_tx: 'p.clave_tx',
    productor_nombre: 'p.nombre_completo',
    nombre: 'p.nombre_completo',
    localidad: 'l.nombre',
    municipio: 'm.nombre',
    region: 'r.nombre',
    cuenta_categoria: 'cat.nombre',
    calculada: 'c.total_superficie',
    cuenta_parcelas: 'c.total_parcelas',
    tx_no_plantas_totales: 'c.total_plantas',
    productor_fecha_ingreso: 'c.fecha_ingreso',
  },
  ordenPorDefecto: [{ column: 'productor_clave_tx', sort: 'asc' }],
  desempate: 'p.id, c.id',
});

/** The inspectors catalogue of the cooperative (001 §7 'search admin/sic/inspectores'): a session is enough, as every catalogue. */
export const inspectores = definirRecurso({
  nombre: 'admin/sic/inspectores',
  permiso: null,
  seleccion: 'i.id, i.nombre, i.activo',
  desde: 'inspectores i',
  alcance: (u, p) => `i.id_cooperativa = ${p(u.id_cooperativa)}`,
  columnas: {
    activo: { sql: 'i.activo', tipo: 'booleano', operadores: ['='] },
    nombre: { sql: 'i.nombre', tipo: 'texto', operadores: ['like'] },
  },
  texto: 'f_unaccent(lower(i.nombre))',
  orden: { nombre: 'i.nombre', id: 'i.id' },
  ordenPorDefecto: [{ column: 'nombre', sort: 'asc' }],
  desempate: 'i.id',
});
