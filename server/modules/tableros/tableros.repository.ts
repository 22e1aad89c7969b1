import type { Consulta } from '../../db/db';
import type { UltimoRegistro } from '@domain/contrato/tableros';
import { fechaLimiteEdad, LIMITES_EDAD, LIMITES_SUPERFICIE } from '@domain/tableros/tableros';
import type { FiltrosPanel } from '@domain/tableros/filtros';
import { condicionFormato, Parametros, poblacion, ubicacionDeCuenta, ubicacionUnida } from './filtros-panel.sql';

/**
 * SQL of the dashboards (spec 000 §2.9, §3 'Dashboard data'). Every figure counts the producers list's
 * population (docs/DECISIONES.md 'which records count'): the cycle's accounts of the cooperative with
 * confirmado = 1 and no baja; their plots count without baja (the accounts' totals already leave those out).
 * The repository returns raw groups; domain/tableros/tableros.ts turns them into the spec's rows. Each figure takes the
 * filter panel (000 §2.3) last: {} (all) gives the unfiltered statement; filtros-panel.sql.ts writes its clauses.
 */
export const CUENTAS_DEL_CICLO = 'c.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.confirmado = 1 AND c.fecha_baja IS NULL';

/**
 * An account is surveyed (levantada) when the cycle has at least one format (inspection record) of it. Joined as a
 * set (`LEFT JOIN LEVANTADAS`, then count(f.id_cuenta)): one index-only read of the cycle's formats and a hash join,
 * not a subquery per account.
 */
const levantadas = (panel: FiltrosPanel, ps: Parametros) =>
  `(SELECT DISTINCT t.id_cuenta FROM tx_formatos t WHERE t.id_cooperativa = $1 AND t.id_ciclo = $2${condicionFormato(panel, ps, 't')}) f ON f.id_cuenta = c.id`;

export interface Grupo<K> {
  clave: K;
  total: number;
}

export interface Totales {
  total_productores: number;
  total_productores_padron: number;
  total_altas: number;
  total_bajas: number;
}

/**
 * Altas: producers of the cycle that had no account in an earlier cycle of the cooperative (new this cycle).
 * Bajas: confirmed accounts of the cycle removed with 'Dar de baja'.
 */
export async function totales(db: Consulta, coop: number, ciclo: number, panel: FiltrosPanel = {}): Promise<Totales> {
  const ps = new Parametros([coop, ciclo]);
  const [f] = await db.query<Totales>(
    `SELECT count(*)::int AS total_productores,
            count(*) FILTER (WHERE c.organico = 1)::int AS total_productores_padron,
            -- In a WHERE the NOT EXISTS is one anti-join; inside FILTER it would be a subquery per account.
            (SELECT count(*)::int FROM cuentas c WHERE ${CUENTAS_DEL_CICLO}${poblacion(panel, ps)}
                AND NOT EXISTS (SELECT 1 FROM cuentas a WHERE a.id_cooperativa = $1 AND a.id_productor = c.id_productor AND a.id_ciclo < $2)) AS total_altas,
            (SELECT count(*)::int FROM cuentas b WHERE b.id_cooperativa = $1 AND b.id_ciclo = $2 AND b.confirmado = 1 AND b.fecha_baja IS NOT NULL${poblacion(panel, ps, 'b')}) AS total_bajas
       FROM cuentas c WHERE ${CUENTAS_DEL_CICLO}${poblacion(panel, ps)}`,
    ps.valores,
  );
  return f;
}

/** Producers by an account column (category, risk level, number of plots). */
export async function porColumnaCuenta(
  db: Consulta,
  coop: number,
  ciclo: number,
  columna: 'id_cuenta_categoria' | 'id_nivel_riesgo' | 'total_parcelas',
  panel: FiltrosPanel = {},
): Promise<Grupo<number | null>[]> {
  const ps = new Parametros([coop, ciclo]);
  return db.query<Grupo<number | null>>(
    `SELECT c.${columna} AS clave, count(*)::int AS total FROM cuentas c WHERE ${CUENTAS_DEL_CICLO}${poblacion(panel, ps)} GROUP BY 1`,
    ps.valores,
  );
}

export async function porGenero(db: Consulta, coop: number, ciclo: number, panel: FiltrosPanel = {}): Promise<Grupo<number | null>[]> {
  const ps = new Parametros([coop, ciclo]);
  return db.query<Grupo<number | null>>(
    `SELECT p.id_cat_genero AS clave, count(*)::int AS total
       FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE ${CUENTAS_DEL_CICLO}${poblacion(panel, ps)} GROUP BY 1`,
    ps.valores,
  );
}

/**
 * Producers by age band on `hoy` (the cooperative's today), as the index of RANGOS_EDAD: birth dates are compared
 * with domain's cut-off dates (fechaLimiteEdad) instead of computing 20,000 ages; no or a future birth date → last.
 */
export async function porEdad(db: Consulta, coop: number, ciclo: number, hoy: string, panel: FiltrosPanel = {}): Promise<Grupo<number>[]> {
  const cortes = LIMITES_EDAD.map((a) => fechaLimiteEdad(hoy, a));
  const ps = new Parametros([coop, ciclo, hoy, ...cortes]);
  return db.query<Grupo<number>>(
    `SELECT CASE WHEN p.fecha_nacimiento IS NULL OR p.fecha_nacimiento > $3::date THEN ${LIMITES_EDAD.length + 1}
                 ${cortes.map((_, i) => `WHEN p.fecha_nacimiento > $${i + 4}::date THEN ${i}`).join(' ')} ELSE ${LIMITES_EDAD.length} END AS clave,
            count(*)::int AS total
       FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE ${CUENTAS_DEL_CICLO}${poblacion(panel, ps)} GROUP BY 1`,
    ps.valores,
  );
}

export interface GrupoSuperficie {
  indice: number;
  total: number;
  hectareas: number;
}

/** Producers and hectares by surface band: width_bucket over domain's LIMITES_SUPERFICIE (0 = under the first). */
export async function porSuperficie(db: Consulta, coop: number, ciclo: number, panel: FiltrosPanel = {}): Promise<GrupoSuperficie[]> {
  const ps = new Parametros([coop, ciclo, [...LIMITES_SUPERFICIE]]);
  return db.query<GrupoSuperficie>(
    `SELECT width_bucket(c.total_superficie, $3::numeric[]) AS indice, count(*)::int AS total, coalesce(sum(c.total_superficie), 0)::float8 AS hectareas
       FROM cuentas c WHERE ${CUENTAS_DEL_CICLO}${poblacion(panel, ps)} GROUP BY 1`,
    ps.valores,
  );
}

export interface Levantamiento {
  total_esperado: number;
  total_levantado: number;
  total_productores_padron: number;
}

/**
 * The survey's progress under the panel: the place's producers are the expected ones; those with a chosen inspection
 * record (Desde, Hasta, Inspector) the surveyed ones.
 */
export async function levantamiento(db: Consulta, coop: number, ciclo: number, panel: FiltrosPanel = {}): Promise<Levantamiento> {
  const ps = new Parametros([coop, ciclo]);
  const [f] = await db.query<Levantamiento>(
    `SELECT count(*)::int AS total_esperado, count(f.id_cuenta)::int AS total_levantado,
            count(*) FILTER (WHERE c.organico = 1)::int AS total_productores_padron
       FROM cuentas c LEFT JOIN ${levantadas(panel, ps)} WHERE ${CUENTAS_DEL_CICLO}${ubicacionDeCuenta(panel, ps)}`,
    ps.valores,
  );
  return f;
}

export interface Geolocalizacion {
  parcelas_poligono: number;
  parcelas_centroide: number;
  parcelas_sin_geolocalizar: number;
}

/** R055: plots (without baja, of counted accounts) with polygon, centroid only, neither. */
export async function geolocalizacion(db: Consulta, coop: number, ciclo: number, panel: FiltrosPanel = {}): Promise<Geolocalizacion> {
  const ps = new Parametros([coop, ciclo]);
  const [f] = await db.query<Geolocalizacion>(
    `SELECT count(*) FILTER (WHERE x.poligono IS NOT NULL)::int AS parcelas_poligono,
            count(*) FILTER (WHERE x.poligono IS NULL AND x.centroide_lat IS NOT NULL)::int AS parcelas_centroide,
            count(*) FILTER (WHERE x.poligono IS NULL AND x.centroide_lat IS NULL)::int AS parcelas_sin_geolocalizar
       FROM cuentas c JOIN parcelas x ON x.id_cooperativa = c.id_cooperativa AND x.id_cuenta = c.id AND x.fecha_baja IS NULL
      WHERE ${CUENTAS_DEL_CICLO}${poblacion(panel, ps)}`,
    ps.valores,
  );
  return f;
}

/** 000 §3 'Latest record', as the contract declares it. */
export type { UltimoRegistro };

export const ULTIMOS_REGISTROS = 10;

export async function ultimosRegistros(
  db: Consulta,
  coop: number,
  ciclo: number,
  limite = ULTIMOS_REGISTROS,
  panel: FiltrosPanel = {},
): Promise<UltimoRegistro[]> {
  const ps = new Parametros([coop, ciclo, limite]);
  return db.query<UltimoRegistro>(
    `SELECT f.id AS id_api_ficha, f.uuid AS uuid_formato, f.tipo AS ficha_title, x.uuid, p.uuid AS uuid_productor, p.nombre_completo AS nombre_productor,
            x.nombre AS nombre_parcela, i.id AS id_inspector, i.nombre AS nombre_inspector,
            f.fecha::text AS inspeccion_fecha, f.reporte
       FROM tx_formatos f
       JOIN cuentas c ON c.id_cooperativa = f.id_cooperativa AND c.id = f.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       LEFT JOIN parcelas x ON x.id_cooperativa = f.id_cooperativa AND x.id = f.id_parcela
       -- the inspection's inspector is the registry's (issue 22 item 20, inspectorDeFormato), not who captured the form
       LEFT JOIN padron_sic s ON s.id_cooperativa = f.id_cooperativa AND s.id_cuenta = f.id_cuenta
       LEFT JOIN inspectores i ON i.id_cooperativa = s.id_cooperativa AND i.id = s.id_inspector
      WHERE f.id_cooperativa = $1 AND f.id_ciclo = $2 AND c.confirmado = 1 AND c.fecha_baja IS NULL${condicionFormato(panel, ps)}${ubicacionDeCuenta(panel, ps)}
      ORDER BY f.fecha DESC, f.id DESC LIMIT $3`,
    ps.valores,
  );
}

export interface AvanceMunicipio {
  id_municipio: number;
  municipio: string;
  total_esperado: number;
  total_levantado: number;
}
export interface AvanceLocalidad extends AvanceMunicipio {
  id_localidad: number;
  localidad: string;
}

const DESDE_CUENTA_PRODUCTOR = `cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor`;
const DESDE_GEOGRAFIA = `cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
  JOIN localidades l ON l.id = p.id_localidad JOIN municipios m ON m.id = l.id_municipio`;

/** Survey progress by the producer's municipality, most producers first. */
export async function avancePorMunicipio(db: Consulta, coop: number, ciclo: number, panel: FiltrosPanel = {}): Promise<AvanceMunicipio[]> {
  const ps = new Parametros([coop, ciclo]);
  return db.query<AvanceMunicipio>(
    `SELECT l.id_municipio, m.nombre AS municipio, count(*)::int AS total_esperado, count(f.id_cuenta)::int AS total_levantado
       FROM ${DESDE_GEOGRAFIA} LEFT JOIN ${levantadas(panel, ps)} WHERE ${CUENTAS_DEL_CICLO}${ubicacionUnida(panel, ps)}
      GROUP BY l.id_municipio, m.nombre ORDER BY total_esperado DESC, m.nombre, l.id_municipio`,
    ps.valores,
  );
}

/** The drill-down: progress by locality of one municipality. */
export async function avancePorLocalidad(
  db: Consulta,
  coop: number,
  ciclo: number,
  municipio: number,
  panel: FiltrosPanel = {},
): Promise<AvanceLocalidad[]> {
  const ps = new Parametros([coop, ciclo, municipio]);
  // The drill-down's municipality is $3 already; the panel adds its locality only.
  const lugar = ubicacionUnida({ id_localidad: panel.id_localidad }, ps);
  return db.query<AvanceLocalidad>(
    `SELECT p.id_localidad, l.nombre AS localidad, l.id_municipio, m.nombre AS municipio,
            count(*)::int AS total_esperado, count(f.id_cuenta)::int AS total_levantado
       FROM ${DESDE_GEOGRAFIA} LEFT JOIN ${levantadas(panel, ps)} WHERE ${CUENTAS_DEL_CICLO} AND l.id_municipio = $3${lugar}
      GROUP BY p.id_localidad, l.nombre, l.id_municipio, m.nombre ORDER BY total_esperado DESC, l.nombre, p.id_localidad`,
    ps.valores,
  );
}

export async function certificacionDe(db: Consulta, coop: number): Promise<string | null> {
  const [f] = await db.query<{ certificacion: string | null }>('SELECT certificacion FROM cooperativas WHERE id = $1', [coop]);
  return f?.certificacion ?? null;
}

export async function nombresCategorias(db: Consulta): Promise<Record<number, string>> {
  const filas = await db.query<{ id: number; nombre: string }>('SELECT id, nombre FROM cat_cuentas_categorias');
  return Object.fromEntries(filas.map((f) => [f.id, f.nombre]));
}

export interface InspectorPanel {
  id: number;
  nombre: string;
}

/**
 * The panel's Inspector options: the registry's inspectors (catalogue `inspectores`) the padrón names on an account
 * with an inspection record of the cycle, by name: the same inspector the padrón's column shows (issue 22 item 20).
 */
export async function inspectoresDelCiclo(db: Consulta, coop: number, ciclo: number): Promise<InspectorPanel[]> {
  return db.query<InspectorPanel>(
    `SELECT i.id, i.nombre
       FROM inspectores i
      WHERE i.id_cooperativa = $1
        AND EXISTS (SELECT 1 FROM tx_formatos t
                      JOIN padron_sic s ON s.id_cooperativa = t.id_cooperativa AND s.id_cuenta = t.id_cuenta
                     WHERE t.id_cooperativa = $1 AND t.id_ciclo = $2 AND s.id_inspector = i.id)
      ORDER BY 2, i.id`,
    [coop, ciclo],
  );
}

export interface LugarPanel {
  id_municipio: number;
  municipio: string;
  id_localidad: number;
  localidad: string;
}

/** The panel's Ubicación options: the municipalities and localities where the cycle's counted producers live. */
export async function lugaresDelCiclo(db: Consulta, coop: number, ciclo: number): Promise<LugarPanel[]> {
  return db.query<LugarPanel>(
    `SELECT l.id_municipio, m.nombre AS municipio, l.id AS id_localidad, l.nombre AS localidad
       FROM localidades l JOIN municipios m ON m.id = l.id_municipio
      WHERE l.id IN (SELECT p.id_localidad FROM ${DESDE_CUENTA_PRODUCTOR} WHERE ${CUENTAS_DEL_CICLO})
      ORDER BY m.nombre, l.id_municipio, l.nombre, l.id`,
    [coop, ciclo],
  );
}
