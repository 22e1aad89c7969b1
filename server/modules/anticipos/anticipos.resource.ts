import { idsConTexto } from '../../search/textos';
import { definirRecurso } from '../../search/recurso';
import { resumenAnticiposAlDia } from './anticipos.resumen';
import {
  CONFIGURACION,
  DESDE_ANTICIPO,
  DESDE_RESUMEN,
  ESTATUS,
  RECUPERADO,
  SALDO,
  SELECCION_ANTICIPO,
  TOTAL,
  TOTAL_INTERES,
  TRAMO,
  TRAMO_RESUMEN,
} from './anticipos.lectura';

/** A cooperative below credit level 2 has no advances to list (R102); the writes answer its 403. */
const CON_CREDITO = 'cfg.id_cat_credito_precosecha >= 2';
const PERMISO = 'ACOPIOS_ANTICIPOS_X_PRODUCTOR';

/** The advance, its producer and its configuration: what every filter and sort needs, without the display joins. */
const DESDE_ESTRECHO = `anticipos an JOIN cuentas c ON c.id_cooperativa = an.id_cooperativa AND c.id = an.id_cuenta
    JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
    JOIN ${CONFIGURACION} ON cfg.id_cooperativa = an.id_cooperativa`;

/**
 * POST anticipos_search (spec 002 §7 'Advances', the 'Por {label}' view): the cooperative's advances, filtered by
 * cycle (and by producer for one producer's list), newest first, with every figure to today.
 */
export const anticiposBusqueda = definirRecurso({
  nombre: 'anticipos',
  permiso: PERMISO,
  seleccion: SELECCION_ANTICIPO,
  desde: DESDE_ANTICIPO,
  // The count and the sums (every advance of the cycle, each to today) read only what their filters need (issue 25
  // 'Benchmark'): by cycle and status the kept totals (0057, one row per status), by account or date the advance and
  // its configuration, with the producer for a name or a producer filter.
  conteoSimple: [
    { desde: DESDE_RESUMEN, columnas: ['id_ciclo', 'estatus'], conteo: 'sum(an.creditos)' },
    {
      desde: `anticipos an JOIN ${CONFIGURACION} ON cfg.id_cooperativa = an.id_cooperativa`,
      // q reads the advance's own kept text (textoEn below): no producer join for its matches
      columnas: ['id_ciclo', 'id_cuenta', 'fecha_ejecucion', 'estatus', 'q'],
    },
  ],
  alDia: (db, u) => resumenAnticiposAlDia(db, u.id_cooperativa),
  desdeConteo: DESDE_ESTRECHO,
  // Sorted by a figure, every advance of the cycle is computed and sorted: keys first, over the narrow FROM, so the
  // display joins run for the page's 100 rows only.
  // Sorted by one of the advance's own figures with only its own filters, the keys come from the advance alone.
  paginaPorLlave: {
    llave: 'an.id',
    desde: DESDE_ESTRECHO,
    simple: {
      desde: `anticipos an JOIN ${CONFIGURACION} ON cfg.id_cooperativa = an.id_cooperativa`,
      columnas: [
        'id_ciclo',
        'id_cuenta',
        'fecha_ejecucion',
        'estatus',
        'q',
        'folio',
        'cantidad_anticipo',
        'total_interes',
        'total_anticipos_recuperados',
        'total_saldo',
      ],
    },
  },
  alcance: (u, p) => `an.id_cooperativa = ${p(u.id_cooperativa)} AND ${CON_CREDITO}`,
  columnas: {
    id_ciclo: { sql: 'an.id_ciclo', tipo: 'entero', operadores: ['='] },
    id_cuenta: { sql: 'an.id_cuenta', tipo: 'entero', operadores: ['='] },
    productor_uuid: { sql: 'p.uuid', tipo: 'uuid', operadores: ['='] },
    fecha_ejecucion: { sql: 'an.fecha_ejecucion', tipo: 'fecha', operadores: ['=', '<=', '>='] },
    estatus: {
      sql: ESTATUS,
      tipo: 'texto',
      operadores: ['='],
      valida: (v) => v === 'Vigente' || v === 'Pasado',
      mensajeInvalido: 'El estatus es Vigente o Pasado',
    },
  },
  // q: the producer's name, key or code, or the folio, in the text each advance keeps (0070: name, folio, key and code
  // joined, lower-case and without accents, kept by triggers), copied to textos_busqueda (0083) and searched there
  // through its trigram index: under row-level security a LIKE on anticipos itself may not use one (LEAKPROOF).
  // As a list of ids first: the engine's lists keep a generic plan (server/db/postgres.ts), which knows no pattern and
  // would rather walk the date index filtering every advance (~400 ms); the sub-select walks the trigram index.
  textoEn: (patron, u, p) => `an.id = ANY(ARRAY(${idsConTexto('anticipos', p(u.id_cooperativa), patron)}))`,
  orden: {
    fecha_ejecucion: 'an.fecha_ejecucion',
    folio: 'an.folio',
    productor_nombre: 'p.nombre_completo',
    cantidad_anticipo: 'an.cantidad_anticipo',
    total_interes: TOTAL_INTERES,
    total_anticipos_recuperados: RECUPERADO,
    // the balance kept for sorting (0069), at today once the list's alDia has run: an index walk, not 50,000 sums
    total_saldo: 'an.saldo_orden',
    estatus: ESTATUS,
  },
  totales: {
    cantidad_anticipo: 'an.cantidad_anticipo',
    total: TOTAL,
    total_interes: TOTAL_INTERES,
    total_anticipos_recuperados: RECUPERADO,
    total_comisiones: 'an.comisiones',
    total_saldo: SALDO,
  },
  ordenPorDefecto: [{ column: 'fecha_ejecucion', sort: 'desc' }],
  desempate: 'an.id',
  // Newest first within a day too, and the cycle's page straight from anticipos_lista_fecha_idx (0055).
  desempateConOrden: true,
});

/**
 * POST anticipos_por_productor_search (the 'Por productor' view, §3 'Per-producer advance summary'): one row per
 * account with advances in the cycle, its figures added up from the same per-advance expressions, and its advances
 * (`anticipos[]`) oldest first. Vigente while any advance is (R096).
 *
 * The sums are the account's kept row (anticipos_cuentas, 0057: the same sums of the kept figures, moved by every
 * write) plus the interest of its advances from each one's last movement to today: kept in `tramo` once the list has
 * brought the rows to the day (anticipos.resumen.ts), else added up from the account's advances (a handful, by
 * anticipos_cuenta_idx). Before, every page grouped the cycle's 50,000 advances (~200–300 ms).
 */
const TRAMO_CUENTA = `CASE WHEN k.fecha = cfg.hoy THEN k.tramo ELSE (SELECT coalesce(sum(${TRAMO}), 0) FROM anticipos an
   WHERE an.id_cooperativa = k.id_cooperativa AND an.id_cuenta = k.id_cuenta AND an.id_ciclo = k.id_ciclo) END`;
const GRUPOS = `(SELECT k.id_cooperativa, k.id_ciclo, k.id_cuenta, cfg.hoy, k.creditos AS num_creditos,
        k.cantidad_anticipo::int8 AS total_anticipos, (k.cantidad_anticipo + k.interes_pagado + k.interes_pendiente + x.tramo)::int8 AS total,
        (k.interes_pagado + k.interes_pendiente + x.tramo)::int8 AS total_interes,
        (k.capital_pagado + k.interes_pagado)::int8 AS total_anticipos_recuperados, k.comisiones::int8 AS total_comisiones,
        (k.capital_pendiente + k.interes_pendiente + x.tramo)::int8 AS total_saldo, k.saldo_orden
   FROM anticipos_cuentas k JOIN ${CONFIGURACION} ON cfg.id_cooperativa = k.id_cooperativa
   CROSS JOIN LATERAL (SELECT ${TRAMO_CUENTA} AS tramo) x
  WHERE k.creditos > 0 AND ${CON_CREDITO}) g`;
/** The cycle's kept totals (anticipos_resumen, both statuses) under the per-account list's names. */
const TOTALES_CICLO = `anticipos_resumen r JOIN ${CONFIGURACION} ON cfg.id_cooperativa = r.id_cooperativa
  CROSS JOIN LATERAL (SELECT ${TRAMO_RESUMEN} AS tramo) x
  CROSS JOIN LATERAL (SELECT r.id_cooperativa, r.id_ciclo, r.cantidad_anticipo AS total_anticipos,
      r.cantidad_anticipo + r.interes_pagado + r.interes_pendiente + x.tramo AS total, r.interes_pagado + r.interes_pendiente + x.tramo AS total_interes,
      r.capital_pagado + r.interes_pagado AS total_anticipos_recuperados, r.comisiones AS total_comisiones,
      r.capital_pendiente + r.interes_pendiente + x.tramo AS total_saldo
     WHERE ${CON_CREDITO}) g`;
const CUENTA_PRODUCTOR = `JOIN cuentas c ON c.id_cooperativa = g.id_cooperativa AND c.id = g.id_cuenta
  JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor`;
const POR_CUENTA = `${GRUPOS}
  ${CUENTA_PRODUCTOR}
  JOIN cat_cuentas_categorias cc ON cc.id = c.id_cuenta_categoria
  LEFT JOIN localidades l ON l.id = p.id_localidad
  LEFT JOIN regiones r ON r.id_cooperativa = p.id_cooperativa AND r.id = p.id_region`;

/**
 * The account's advances, oldest first: a subquery of the SELECT list, so only the page's rows build theirs (as
 * part of the grouping, every account of the cycle built its list before the page was cut). `cfg.hoy` is the
 * group's today.
 */
const ANTICIPOS_DE_CUENTA = `(SELECT json_agg(json_build_object('id', an.id, 'uuid', an.uuid, 'folio', an.folio,
      'fecha_ejecucion', an.fecha_ejecucion::text, 'cantidad_anticipo', an.cantidad_anticipo, 'total_saldo', ${SALDO}, 'estatus', ${ESTATUS})
      ORDER BY an.fecha_ejecucion, an.id)
   FROM anticipos an CROSS JOIN (SELECT g.hoy) cfg
  WHERE an.id_cooperativa = g.id_cooperativa AND an.id_cuenta = g.id_cuenta AND an.id_ciclo = g.id_ciclo)`;

const ESTATUS_GRUPO = `CASE WHEN g.total_saldo >= 1 THEN 'Vigente' ELSE 'Pasado' END`;

export const anticiposPorProductor = definirRecurso({
  nombre: 'anticipos_por_productor',
  permiso: PERMISO,
  seleccion: `g.id_cuenta, c.uuid::text AS cuenta_uuid, p.uuid::text AS productor_uuid, p.nombre_completo AS productor_nombre,
    p.clave_tx AS productor_clave_tx, p.codigo_tx AS productor_codigo_tx, l.nombre AS localidad, r.nombre AS region,
    cc.nombre AS cuenta_categoria, cc.color AS cuenta_categoria_color, g.num_creditos, g.total_anticipos, g.total,
    g.total_interes, g.total_anticipos_recuperados, g.total_comisiones, g.total_saldo, ${ESTATUS_GRUPO} AS estatus,
    CASE WHEN g.total_saldo >= 1 THEN 'error' ELSE 'success' END AS estatus_color, ${ANTICIPOS_DE_CUENTA} AS anticipos`,
  desde: POR_CUENTA,
  // The count and the sums: by cycle, the accounts' rows counted and the cycle's kept totals (the sum of every
  // account's is the sum of every advance's); by status the accounts' rows alone; with the producer for the others.
  conteoSimple: [
    { desde: TOTALES_CICLO, columnas: ['id_ciclo'] },
    { desde: GRUPOS, columnas: ['id_ciclo', 'estatus'] },
  ],
  conteoPropio: (u, filtros, p) =>
    filtros.every((f) => f.column === 'id_ciclo' && f.operator === '=')
      ? `SELECT count(*)::int AS n FROM anticipos_cuentas k JOIN configuraciones cfg ON cfg.id_cooperativa = k.id_cooperativa
          WHERE k.id_cooperativa = ${p(u.id_cooperativa)} AND k.creditos > 0 AND ${CON_CREDITO}${filtros.map((f) => ` AND k.id_ciclo = ${p(f.value)}`).join('')}`
      : null,
  desdeConteo: `${GRUPOS} ${CUENTA_PRODUCTOR}`,
  // Sorted by a figure, the page's keys first over the same narrow FROM: the display joins for 100 rows only.
  paginaPorLlave: {
    llave: 'g.id_cuenta',
    desde: `${GRUPOS} ${CUENTA_PRODUCTOR}`,
    simple: {
      desde: GRUPOS,
      columnas: ['id_ciclo', 'estatus', 'num_creditos', 'total_anticipos', 'total_interes', 'total_anticipos_recuperados', 'total_saldo'],
    },
  },
  alDia: (db, u) => resumenAnticiposAlDia(db, u.id_cooperativa),
  alcance: (u, p) => `g.id_cooperativa = ${p(u.id_cooperativa)}`,
  columnas: {
    id_ciclo: { sql: 'g.id_ciclo', tipo: 'entero', operadores: ['='] },
    productor_uuid: { sql: 'p.uuid', tipo: 'uuid', operadores: ['='] },
    estatus: {
      sql: ESTATUS_GRUPO,
      tipo: 'texto',
      operadores: ['='],
      valida: (v) => v === 'Vigente' || v === 'Pasado',
      mensajeInvalido: 'El estatus es Vigente o Pasado',
    },
  },
  texto: `f_unaccent(lower(p.nombre_completo || ' ' || coalesce(p.clave_tx, '') || ' ' || coalesce(p.codigo_tx, '')))`,
  orden: {
    productor_nombre: 'p.nombre_completo',
    num_creditos: 'g.num_creditos',
    total_anticipos: 'g.total_anticipos',
    total_interes: 'g.total_interes',
    total_anticipos_recuperados: 'g.total_anticipos_recuperados',
    // the balance kept for sorting (0081), equal to the shown one once the list's alDia has run: an index walk
    total_saldo: 'g.saldo_orden',
    estatus: ESTATUS_GRUPO,
  },
  totales: {
    total_anticipos: 'g.total_anticipos',
    total: 'g.total',
    total_interes: 'g.total_interes',
    total_anticipos_recuperados: 'g.total_anticipos_recuperados',
    total_comisiones: 'g.total_comisiones',
    total_saldo: 'g.total_saldo',
  },
  ordenPorDefecto: [{ column: 'productor_nombre', sort: 'asc' }],
  desempate: 'g.id_cuenta',
  // a descending balance page straight from anticipos_cuentas_saldo_orden_idx (0081)
  desempateConOrden: true,
});
