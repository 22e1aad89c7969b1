import type { Consulta } from '../../db/db';
import { ACTIVIDADES_OTRAS, type ActividadOtra } from '@domain/parcelas/tablero-parcelas';
import type { FiltrosPanel } from '@domain/tableros/filtros';
import { condicionFormato, Parametros, ubicacionDeCuenta } from '../tableros/filtros-panel.sql';

/**
 * The plots the dashboard sums (001 §2.2: only plots that have a form): plots without baja of the cycle's
 * confirmed accounts without baja (docs/contar.md), each with its form (parcelas_formularios). $1 cooperative, $2 cycle.
 */
const CON_FORMULARIO = `parcelas_formularios pf
  JOIN parcelas x ON x.id_cooperativa = pf.id_cooperativa AND x.id = pf.id_parcela
  JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta`;
const DONDE = `pf.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL`;

/**
 * The filter panel (000 §2.3) on the plots with a form: the producer's place, and the form's inspection record (its
 * date and inspector, by the record's primary key).
 */
function donde(panel: FiltrosPanel, ps: Parametros): string {
  const registro = condicionFormato(panel, ps, 'tf');
  const inspeccion = registro
    ? ` AND EXISTS (SELECT 1 FROM tx_formatos tf WHERE tf.id_cooperativa = pf.id_cooperativa AND tf.id = pf.id_formato${registro})`
    : '';
  return DONDE + ubicacionDeCuenta(panel, ps) + inspeccion;
}

/**
 * Without an inspection filter (Desde, Hasta, Inspector), every figure is the sum of what the cycle's confirmed
 * accounts without baja keep of their plots (cuentas_recalcular, migrations 0032 and 0034: plots without baja that
 * have a form), filtered by place: the cycle's accounts are read, not its plots, forms and plants. An inspection
 * filter chooses plots by their form's record, so it reads the plots.
 */
const DONDE_CUENTAS = 'c.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.confirmado = 1 AND c.fecha_baja IS NULL';
const porCuentas = (panel: FiltrosPanel) => !panel.desde && !panel.hasta && panel.id_inspector === undefined;

/** Plots with a form and their crop hectares. */
export async function sumasTotales(
  db: Consulta,
  idCooperativa: number,
  idCiclo: number,
  panel: FiltrosPanel = {},
): Promise<{ parcelas: number; hectareas: number }> {
  const ps = new Parametros([idCooperativa, idCiclo]);
  const [f] = await db.query<{ parcelas: number; hectareas: number }>(
    porCuentas(panel)
      ? `SELECT coalesce(sum(c.tablero_parcelas), 0)::int AS parcelas, coalesce(sum(c.total_ha_cultivo), 0)::float8 AS hectareas
           FROM cuentas c WHERE ${DONDE_CUENTAS}${ubicacionDeCuenta(panel, ps)}`
      : `SELECT count(*)::int AS parcelas, coalesce(sum(pf.ha_cultivo), 0)::float8 AS hectareas FROM ${CON_FORMULARIO} WHERE ${donde(panel, ps)}`,
    ps.valores,
  );
  return f;
}

/** Plant totals by type of the plots with a form: every type of the catalogue, 0 when none was counted. */
export async function plantasPorTipo(db: Consulta, idCooperativa: number, idCiclo: number, panel: FiltrosPanel = {}) {
  const ps = new Parametros([idCooperativa, idCiclo]);
  // The account keeps the catalogue's three types (1 productive, 2 young, 3 unproductive; 0011): one row of sums.
  const porTipo = porCuentas(panel)
    ? `SELECT v.id_tipo, v.total FROM (
         SELECT sum(c.total_plantas_productivas) AS p1, sum(c.total_plantas_desarrollo) AS p2, sum(c.total_plantas_improductivas) AS p3
           FROM cuentas c WHERE ${DONDE_CUENTAS}${ubicacionDeCuenta(panel, ps)}) s
       CROSS JOIN LATERAL (VALUES (1, s.p1), (2, s.p2), (3, s.p3)) AS v (id_tipo, total)`
    : '';
  return db.query<{ id_tipo_planta: number; tipo: string; total: number }>(
    porTipo
      ? `SELECT t.id AS id_tipo_planta, t.nombre AS tipo, coalesce(s.total, 0)::float8 AS total
           FROM cat_tipos_planta t LEFT JOIN (${porTipo}) s ON s.id_tipo = t.id ORDER BY t.id`
      : `SELECT t.id AS id_tipo_planta, t.nombre AS tipo, coalesce(s.total, 0)::float8 AS total
       FROM cat_tipos_planta t
       LEFT JOIN (SELECT pp.id_tipo_planta, sum(pp.plantas) AS total
                    FROM ${CON_FORMULARIO}
                    JOIN parcelas_formularios_plantas pp ON pp.id_cooperativa = pf.id_cooperativa AND pp.id_parcela = pf.id_parcela
                   WHERE ${donde(panel, ps)} GROUP BY pp.id_tipo_planta) s ON s.id_tipo_planta = t.id
      ORDER BY t.id`,
    ps.valores,
  );
}

/** Each activity's hectare column of parcelas_formularios, from the domain's list (the SQL follows the rule). */
const columnaActividad = (clave: Exclude<ActividadOtra, 'ninguno'>) => `pf.ha_${clave}`;
const ACTIVIDADES = ACTIVIDADES_OTRAS.filter((a) => a.clave !== 'ninguno').map((a) => a.clave as Exclude<ActividadOtra, 'ninguno'>);

/** Plots with a form having each other activity (more than 0 ha), and those with none ('ninguno'). */
export async function conteoActividades(
  db: Consulta,
  idCooperativa: number,
  idCiclo: number,
  panel: FiltrosPanel = {},
): Promise<Partial<Record<ActividadOtra, number>>> {
  const ps = new Parametros([idCooperativa, idCiclo]);
  if (porCuentas(panel)) {
    const [k] = await db.query<Record<ActividadOtra, number>>(
      `SELECT ${ACTIVIDADES.map((a) => `coalesce(sum(c.tablero_${a}), 0)::int AS ${a}`).join(', ')},
              coalesce(sum(c.tablero_sin_otras), 0)::int AS ninguno
         FROM cuentas c WHERE ${DONDE_CUENTAS}${ubicacionDeCuenta(panel, ps)}`,
      ps.valores,
    );
    return k;
  }
  const [f] = await db.query<Record<ActividadOtra, number>>(
    `SELECT ${ACTIVIDADES.map((a) => `count(*) FILTER (WHERE ${columnaActividad(a)} > 0)::int AS ${a}`).join(', ')},
            count(*) FILTER (WHERE NOT (${ACTIVIDADES.map((a) => `${columnaActividad(a)} > 0`).join(' OR ')}))::int AS ninguno
       FROM ${CON_FORMULARIO} WHERE ${donde(panel, ps)}`,
    ps.valores,
  );
  return f;
}

/** Sums of the plots with a form by the producer's gender name (null: none recorded); kg from ×100. */
export async function sumasPorGenero(db: Consulta, idCooperativa: number, idCiclo: number, panel: FiltrosPanel = {}) {
  const ps = new Parametros([idCooperativa, idCiclo]);
  if (porCuentas(panel))
    return db.query<{ genero: string | null; ha_cafe: number; ha_cult: number; ha_estimacion: number }>(
      `SELECT g.nombre AS genero, sum(c.total_ha_cultivo)::float8 AS ha_cafe, sum(c.tablero_superficie)::float8 AS ha_cult,
              (sum(c.total_estimacion_kg) / 100.0)::float8 AS ha_estimacion
         FROM cuentas c
         JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
         LEFT JOIN cat_generos g ON g.id = p.id_cat_genero
        WHERE ${DONDE_CUENTAS} AND c.tablero_parcelas > 0${ubicacionDeCuenta(panel, ps)}
        GROUP BY g.nombre`,
      ps.valores,
    );
  return db.query<{ genero: string | null; ha_cafe: number; ha_cult: number; ha_estimacion: number }>(
    `SELECT g.nombre AS genero, sum(pf.ha_cultivo)::float8 AS ha_cafe, sum(x.superficie)::float8 AS ha_cult,
            (sum(pf.estimacion_kg) / 100.0)::float8 AS ha_estimacion
       FROM ${CON_FORMULARIO}
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       LEFT JOIN cat_generos g ON g.id = p.id_cat_genero
      WHERE ${donde(panel, ps)}
      GROUP BY g.nombre`,
    ps.valores,
  );
}
