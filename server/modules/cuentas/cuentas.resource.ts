import { definirRecurso, type RecursoBusqueda } from '../../search/recurso';
import { idsConTexto } from '../../search/textos';
import { DESDE_PRODUCTOR, seleccionProductor } from './cuentas.lectura';

/** The producer's searched text (name and key, lower-case, without accents): what textos_busqueda keeps for them (0083). */
export const TEXTO_PRODUCTOR = `f_unaccent(lower(p.nombre_completo || ' ' || coalesce(p.clave_tx, '')))`;

/**
 * `q` over the producer (alias p) of a list: the producers whose kept text matches, through textos_busqueda's
 * trigram index (0083); under row-level security a LIKE on productores itself could not use its index.
 */
export const textoDeProductor: NonNullable<RecursoBusqueda['textoEn']> = (patron, u, p) =>
  `p.id IN (${idsConTexto('productores', p(u.id_cooperativa), patron)})`;

/**
 * Producers list (spec 000 §2.7, §7 'search cuentas'): accounts of the token's cooperative; removed (baja)
 * accounts leave it. Sorting by name or key walks productores' indexes and stops at the page.
 */
export const cuentas = definirRecurso({
  nombre: 'cuentas',
  permiso: 'CUENTAS',
  // The producer's read model (cuentas.lectura.ts): the same columns and joins as its Excel and the profile.
  seleccion: seleccionProductor(),
  desde: DESDE_PRODUCTOR,
  desdeConteo: `cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
    JOIN localidades l ON l.id = p.id_localidad`,
  // Filtered by these columns alone (the list as it opens: the cycle and confirmed), the count sums the groups that
  // migration 0035 keeps instead of reading every account of the cycle.
  conteoSimple: {
    desde: 'cuentas_conteo c',
    columnas: ['id_ciclo', 'confirmado', 'organico', 'pertenece_cooperativa', 'id_cuenta_categoria', 'id_nivel_riesgo'],
    conteo: 'sum(c.cuentas)',
  },
  alcance: (u, p) => `c.id_cooperativa = ${p(u.id_cooperativa)} AND c.fecha_baja IS NULL`,
  columnas: {
    id_ciclo: { sql: 'c.id_ciclo', tipo: 'entero', operadores: ['=', 'in'] },
    confirmado: { sql: 'c.confirmado', tipo: 'entero', operadores: ['=', '!='] },
    organico: { sql: 'c.organico', tipo: 'entero', operadores: ['=', '!='] },
    pertenece_cooperativa: { sql: 'c.pertenece_cooperativa', tipo: 'entero', operadores: ['=', '!='] },
    clave_tx: { sql: 'p.clave_tx', tipo: 'texto', operadores: ['=', 'like'] },
    nombre: { sql: 'p.nombre_completo', tipo: 'texto', operadores: ['like'] },
    id_municipio: { sql: 'l.id_municipio', tipo: 'entero', operadores: ['=', 'in'] },
    id_localidad: { sql: 'p.id_localidad', tipo: 'entero', operadores: ['=', 'in'] },
    id_cuenta_region: { sql: 'p.id_region', tipo: 'entero', operadores: ['=', 'in'] },
    id_centro_acopio: { sql: 'p.id_centro_acopio', tipo: 'entero', operadores: ['=', 'in'] },
    id_cuenta_categoria: { sql: 'c.id_cuenta_categoria', tipo: 'entero', operadores: ['=', 'in', '!='] },
    id_nivel_riesgo: { sql: 'c.id_nivel_riesgo', tipo: 'entero', operadores: ['=', 'in', 'is null', 'is not null'] },
    uuid: { sql: 'p.uuid', tipo: 'uuid', operadores: ['='] },
  },
  textoEn: textoDeProductor,
  orden: {
    clave_tx: 'p.clave_tx',
    nombre: 'p.nombre_completo',
    municipio: 'm.nombre',
    localidad: 'l.nombre',
    categoria: 'cat.nombre',
    cuenta_categoria: 'cat.nombre',
    total_superficie: 'c.total_superficie',
    total_parcelas: 'c.total_parcelas',
    total_plantas: 'c.total_plantas',
    fecha_ingreso: 'c.fecha_ingreso',
  },
  ordenPorDefecto: [{ column: 'clave_tx', sort: 'asc' }],
  desempate: 'p.id, c.id',
});

/** Formats of an account (spec 000 §3 'Format row'); the profile filters by id_cuenta, the registry by id_ciclo. */
export const txFormatos = definirRecurso({
  nombre: 'tx_formatos',
  permiso: 'CUENTAS',
  seleccion: `f.id, f.uuid, f.id_cuenta, f.fecha::text AS fecha, f.tipo, f.reporte, ci.nombre AS ciclo, f.id_ciclo`,
  desde: 'tx_formatos f JOIN ciclos ci ON ci.id_cooperativa = f.id_cooperativa AND ci.id = f.id_ciclo',
  desdeConteo: 'tx_formatos f',
  alcance: (u, p) => `f.id_cooperativa = ${p(u.id_cooperativa)}`,
  columnas: {
    id_cuenta: { sql: 'f.id_cuenta', tipo: 'entero', operadores: ['=', 'in'] },
    id_ciclo: { sql: 'f.id_ciclo', tipo: 'entero', operadores: ['='] },
    tipo: { sql: 'f.tipo', tipo: 'texto', operadores: ['=', 'like'] },
  },
  orden: { fecha: 'f.fecha', tipo: 'f.tipo', id: 'f.id' },
  ordenPorDefecto: [{ column: 'fecha', sort: 'desc' }],
  desempate: 'f.id',
});

/** Committee evaluations of an account (spec 000 §3); labels are read by join. */
export const comiteEvaluaciones = definirRecurso({
  nombre: 'comite_evaluaciones',
  permiso: 'CUENTAS',
  seleccion: `e.id, e.uuid, e.id_cuenta, c.uuid AS cuenta_uuid, p.uuid AS productor_uuid, e.id_user, e.condicion,
    CASE e.condicion WHEN 1 THEN 'Aprobado sin condiciones' WHEN 2 THEN 'Aprobado con condiciones' ELSE 'Sancionado' END AS condicion_str,
    e.fecha_aut::text AS fecha_aut, e.id_ciclo, ci.nombre AS ciclo, e.sanc_cat_anterior, e.sanc_cat_nueva,
    ca.nombre AS sanc_cat_anterior_str, cn.nombre AS sanc_cat_nueva_str, e.id_nivel_riesgo, nr.nombre AS nivel_riesgo,
    p.nombre_completo AS nombre, p.clave_tx, p.codigo_tx, l.nombre AS localidad, cat.nombre AS cuenta_categoria,
    e.aprob_sc_observaciones, e.sanc_fecha_inicio::text AS sanc_fecha_inicio, e.sanc_fecha_termino::text AS sanc_fecha_termino,
    e.sanc_observaciones, e.lugar, e.user_auth, e.created_at`,
  desde: `comite_evaluaciones e
    JOIN cuentas c ON c.id_cooperativa = e.id_cooperativa AND c.id = e.id_cuenta
    JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
    JOIN ciclos ci ON ci.id_cooperativa = e.id_cooperativa AND ci.id = e.id_ciclo
    JOIN localidades l ON l.id = p.id_localidad
    JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria
    LEFT JOIN cat_cuentas_categorias ca ON ca.id = e.sanc_cat_anterior
    LEFT JOIN cat_cuentas_categorias cn ON cn.id = e.sanc_cat_nueva
    LEFT JOIN cat_niveles_riesgo nr ON nr.id = e.id_nivel_riesgo`,
  desdeConteo: 'comite_evaluaciones e',
  alcance: (u, p) => `e.id_cooperativa = ${p(u.id_cooperativa)}`,
  columnas: {
    id_cuenta: { sql: 'e.id_cuenta', tipo: 'entero', operadores: ['=', 'in'] },
    id_ciclo: { sql: 'e.id_ciclo', tipo: 'entero', operadores: ['='] },
    condicion: { sql: 'e.condicion', tipo: 'entero', operadores: ['=', 'in'] },
  },
  orden: { fecha_aut: 'e.fecha_aut', created_at: 'e.created_at', id: 'e.id' },
  ordenPorDefecto: [{ column: 'created_at', sort: 'desc' }],
  desempate: 'e.id',
});
