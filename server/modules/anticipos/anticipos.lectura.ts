import type { FilaAnticipo } from '@domain/contrato/anticipos';
import { ZONA_POR_DEFECTO } from '@domain/comun/formato';

/** The cooperative's today, in its time zone (spec DECISIONS 'today'), from its configuration `cfg`. */
export const HOY_SQL = `(now() AT TIME ZONE coalesce(cfg.zona_horaria, '${ZONA_POR_DEFECTO}'))::date`;

/**
 * The cooperatives' credit level and today, `cfg` to every query of the read model. Today is computed once per
 * configuration row (OFFSET 0 keeps the planner from folding it back into each use): in the expressions below it
 * was once per use per advance, and the time zone lookup cost ~12 ms per use over a cycle's 50,000 advances.
 */
export const CONFIGURACION = `(SELECT id_cooperativa, id_cat_credito_precosecha, ${HOY_SQL} AS hoy FROM configuraciones cfg OFFSET 0) cfg`;

/**
 * The advance's read model (issue 24's rule, issue 25): one FROM/JOIN and one SQL expression per column of the
 * contract's `FilaAnticipo`, which the list, the show call, the producers' summary and every write's answer select
 * from. The figures come from the ledger replayed at the last write (anticipos.capital_pendiente … fecha_corte,
 * recalcular.ts) plus the interest from that day to the cooperative's today, by anticipo_interes() (0048): the same
 * rounding as domain/anticipos/interes.ts, so a row equals the replay to today (tests/server/anticipos/lectura.test.ts).
 */
export const DESDE_ANTICIPO = `anticipos an
    JOIN cuentas c ON c.id_cooperativa = an.id_cooperativa AND c.id = an.id_cuenta
    JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
    JOIN ciclos ci ON ci.id_cooperativa = an.id_cooperativa AND ci.id = an.id_ciclo
    JOIN cat_cuentas_categorias cc ON cc.id = c.id_cuenta_categoria
    JOIN ${CONFIGURACION} ON cfg.id_cooperativa = an.id_cooperativa
    LEFT JOIN localidades l ON l.id = p.id_localidad
    LEFT JOIN regiones r ON r.id_cooperativa = p.id_cooperativa AND r.id = p.id_region
    LEFT JOIN users u ON u.id = an.id_usuario`;

/** Interest from the last movement to today on the capital then pending. */
export const TRAMO = `anticipo_interes(greatest(cfg.hoy - an.fecha_corte, 0), an.tasa_interes, an.capital_pendiente)`;

export const TOTAL_INTERES = `(an.interes_pagado + an.interes_pendiente + ${TRAMO})`;
export const RECUPERADO = '(an.capital_pagado + an.interes_pagado)';
export const SALDO = `(an.capital_pendiente + an.interes_pendiente + ${TRAMO})`;
export const TOTAL = `(an.cantidad_anticipo + ${TOTAL_INTERES})`;
/**
 * R095: still owed from 0.01. The same as `SALDO >= 1` without the day: the interest since the last movement is 0 on
 * a capital of 0 or 1 cent and never negative, and both kept figures are ≥ 0 (anticipos_montos_ck), so the balance
 * reaches a cent exactly when they do. This text is anticipos_estatus_idx's (0057): the status filter walks it.
 */
export const VIGENTE = 'an.capital_pendiente + an.interes_pendiente >= 1';
export const ESTATUS = `CASE WHEN ${VIGENTE} THEN 'Vigente' ELSE 'Pasado' END`;

/** The monthly rate (millionths) as the form shows it: 1500000 → '1.5' (tasaATexto in SQL). */
const TASA_TEXTO = `CASE WHEN an.tasa_interes % 1000000 = 0 THEN (an.tasa_interes / 1000000)::text
  ELSE (an.tasa_interes / 1000000)::text || '.' || rtrim(lpad((an.tasa_interes % 1000000)::text, 6, '0'), '0') END`;

/** The SQL of each column, by the contract's name. */
export const COLUMNAS_ANTICIPO: Record<keyof FilaAnticipo, string> = {
  id: 'an.id',
  uuid: 'an.uuid::text',
  folio: 'an.folio',
  fecha_ejecucion: 'an.fecha_ejecucion::text',
  id_cuenta: 'an.id_cuenta',
  cuenta_uuid: 'c.uuid::text',
  id_ciclos: 'an.id_ciclo',
  ciclo: 'ci.nombre',
  ciclo_uuid: 'ci.uuid::text',
  cantidad_anticipo: 'an.cantidad_anticipo',
  descripcion: 'an.descripcion',
  interes: TASA_TEXTO,
  tasa_interes: 'an.tasa_interes',
  productor_nombre: 'p.nombre_completo',
  productor_uuid: 'p.uuid::text',
  productor_clave_tx: 'p.clave_tx',
  productor_codigo_tx: 'p.codigo_tx',
  localidad: 'l.nombre',
  region: 'r.nombre',
  cuenta_categoria: 'cc.nombre',
  cuenta_categoria_color: 'cc.color',
  num_pagos: 'an.pagos',
  registro: "nullif(trim(concat_ws(' ', u.nombres, u.apellido_paterno)), '')",
  created_at: `to_char(an.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  version: 'an.version',
  total: TOTAL,
  total_interes: TOTAL_INTERES,
  total_anticipos_recuperados: RECUPERADO,
  total_comisiones: 'an.comisiones',
  total_saldo: SALDO,
  estatus: ESTATUS,
  estatus_color: `CASE WHEN ${VIGENTE} THEN 'error' ELSE 'success' END`,
};

/** `expr AS name, …` of every column. */
export const SELECCION_ANTICIPO = Object.entries(COLUMNAS_ANTICIPO)
  .map(([k, sql]) => `${sql} AS ${k}`)
  .join(',\n  ');

/**
 * The kept totals of a cooperative's cycle by status (anticipos_resumen, 0057) under the advance's alias and column
 * names, so the list's count (`sum(an.creditos)`), its status filter and its `totales` read one or two rows with the
 * very expressions they use over the advances: each group's interest to today is folded into `interes_pendiente`, and
 * `fecha_corte` is today (no interest left to add). The group's `tramo` is to today once anticipos.resumen.ts has
 * brought it to the day; until then (a new day, nobody has listed yet) the group adds its advances up itself.
 */
export const TRAMO_RESUMEN = `CASE WHEN r.fecha = cfg.hoy THEN r.tramo ELSE (
        SELECT coalesce(sum(${TRAMO}), 0) FROM anticipos an
         WHERE an.id_cooperativa = r.id_cooperativa AND an.id_ciclo = r.id_ciclo AND (${VIGENTE}) = r.vigente) END`;
export const DESDE_RESUMEN = `anticipos_resumen r JOIN ${CONFIGURACION} ON cfg.id_cooperativa = r.id_cooperativa
    CROSS JOIN LATERAL (SELECT r.id_cooperativa, r.id_ciclo, r.creditos, r.cantidad_anticipo, r.interes_pagado, r.capital_pagado,
      r.capital_pendiente, r.comisiones, cfg.hoy AS fecha_corte, 0::bigint AS tasa_interes,
      r.interes_pendiente + ${TRAMO_RESUMEN} AS interes_pendiente) an`;
