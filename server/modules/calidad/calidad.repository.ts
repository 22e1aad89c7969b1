import type { Consulta } from '../../db/db';
import type { OpcionCalidad, TipoManchaCatalogo, ZarandaCatalogo } from '@domain/contrato/calidad';
import { variedadesDeParcela } from '../parcelas/variedades.sql';

/**
 * The quality area's SQL (issue 26) for the selection and the catalogues: every read takes the session's cooperative.
 * The writes are in calidad-escritura.repository.ts, the list and the records in calidad.lectura.ts.
 */

// ── catalogues (the platform's, not a cooperative's) ──────────────────────────────────────────────────────────────
export const procesos = (db: Consulta) => db.query<OpcionCalidad>('SELECT id, nombre FROM cat_calidad_procesos ORDER BY id');
export const colores = (db: Consulta) => db.query<OpcionCalidad>('SELECT id, nombre FROM cat_calidad_colores ORDER BY id');
export const zarandas = (db: Consulta) => db.query<ZarandaCatalogo>('SELECT id, nombre, mm FROM cat_calidad_zarandas ORDER BY id');
export const tiposMancha = (db: Consulta, categoria?: number) =>
  db.query<TipoManchaCatalogo>(
    `SELECT id, clave, nombre, categoria, granos_por_defecto FROM cat_calidad_tipos_mancha
      WHERE $1::int IS NULL OR categoria = $1 ORDER BY id`,
    [categoria ?? null],
  );

// ── the selection's ids, checked against the cooperative ─────────────────────────────────────────────────────────
export interface ContextoSeleccion {
  ciclo: boolean;
  cuenta: { id: number; id_productor: number; nombre: string; clave_tx: string | null } | null;
  /** The account's non-voided deliveries among those asked for. */
  acopios: { id: number; folio: string | null; peso_neto: number }[];
  /** The lot with the net kg ×100 of its non-voided deliveries. */
  lote: { id: number; nombre: string; folio: string | null; peso_neto: number } | null;
  municipio: { id: number; nombre: string } | null;
  /** The municipality's localities among those asked for. */
  localidades: { id: number; nombre: string }[];
}

/**
 * The cooperative's municipalities are those of the states where it has producers (all when it has none): the
 * same set `cooperativas_municipios` offers the selection screen.
 */
const MUNICIPIO_DE_COOP = `m.id_estado IN (SELECT DISTINCT mm.id_estado FROM productores p JOIN localidades l ON l.id = p.id_localidad
                              JOIN municipios mm ON mm.id = l.id_municipio WHERE p.id_cooperativa = $1)
   OR NOT EXISTS (SELECT 1 FROM productores p WHERE p.id_cooperativa = $1)`;

export async function contextoSeleccion(
  db: Consulta,
  coop: number,
  q: {
    id_ciclo: number;
    id_cuenta: number | null;
    acopios: number[];
    id_lote: number | null;
    id_municipio: number | null;
    localidades: number[];
  },
): Promise<ContextoSeleccion> {
  const [ciclo] = await db.query('SELECT 1 FROM ciclos WHERE id_cooperativa = $1 AND id = $2', [coop, q.id_ciclo]);
  const [cuenta] =
    q.id_cuenta === null
      ? []
      : await db.query<ContextoSeleccion['cuenta'] & object>(
          `SELECT c.id, c.id_productor, p.nombre_completo AS nombre, p.clave_tx
             FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
            WHERE c.id_cooperativa = $1 AND c.id = $2`,
          [coop, q.id_cuenta],
        );
  const acopios =
    cuenta && q.acopios.length
      ? await db.query<ContextoSeleccion['acopios'][number]>(
          `SELECT id, coalesce(folio_acopio, id::text) AS folio, peso_neto FROM acopios
            WHERE id_cooperativa = $1 AND id_cuenta = $2 AND id = ANY($3::int[]) AND NOT anulada ORDER BY id`,
          [coop, cuenta.id, q.acopios],
        )
      : [];
  const [lote] =
    q.id_lote === null
      ? []
      : await db.query<NonNullable<ContextoSeleccion['lote']>>(
          `SELECT l.id, l.nombre, l.folio,
                  coalesce((SELECT sum(a.peso_neto) FROM acopios a
                             WHERE a.id_cooperativa = l.id_cooperativa AND a.id_lote = l.id AND NOT a.anulada), 0) AS peso_neto
             FROM lotes l WHERE l.id_cooperativa = $1 AND l.id = $2`,
          [coop, q.id_lote],
        );
  const [municipio] =
    q.id_municipio === null
      ? []
      : await db.query<{ id: number; nombre: string }>(
          `SELECT m.id, m.nombre FROM municipios m WHERE m.id = $2 AND (${MUNICIPIO_DE_COOP})`,
          [coop, q.id_municipio],
        );
  const localidades =
    municipio && q.localidades.length
      ? await db.query<{ id: number; nombre: string }>(
          'SELECT id, nombre FROM localidades WHERE id_municipio = $1 AND id = ANY($2::int[]) ORDER BY nombre, id',
          [municipio.id, q.localidades],
        )
      : [];
  return { ciclo: !!ciclo, cuenta: cuenta ?? null, acopios, lote: lote ?? null, municipio: municipio ?? null, localidades };
}

/** The localities in a path, when every one is in the cooperative's municipalities; null otherwise (a 404). */
export async function localidadesDeCoop(db: Consulta, coop: number, ids: number[]): Promise<number[] | null> {
  const filas = await db.query<{ id: number }>(
    `SELECT l.id FROM localidades l JOIN municipios m ON m.id = l.id_municipio WHERE l.id = ANY($2::int[]) AND (${MUNICIPIO_DE_COOP})`,
    [coop, ids],
  );
  return filas.length === new Set(ids).size ? filas.map((f) => f.id) : null;
}

export async function loteDeCoop(db: Consulta, coop: number, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM lotes WHERE id_cooperativa = $1 AND id = $2', [coop, id])).length > 0;
}

// ── the plots behind a sample: producer, lot's producers, region's producers ──────────────────────────────────────
/** Plots (not removed) as a FROM: `p` with the cooperative in $1; `condicion` narrows them. */
const parcelasDe = (condicion: string) => `FROM parcelas p WHERE p.id_cooperativa = $1 AND p.fecha_baja IS NULL AND ${condicion}`;
const DEL_LOTE = `p.id_cuenta IN (SELECT a.id_cuenta FROM acopios a WHERE a.id_cooperativa = $1 AND a.id_lote = $2 AND NOT a.anulada)`;
const DE_LOCALIDADES = `p.id_cuenta IN (SELECT c.id FROM cuentas c JOIN productores pr ON pr.id_cooperativa = c.id_cooperativa AND pr.id = c.id_productor
                         WHERE c.id_cooperativa = $1 AND c.fecha_baja IS NULL AND pr.id_localidad = ANY($2::int[])
                           AND ($3::int IS NULL OR c.id_ciclo = $3))`;

export interface Altitud {
  altitud: number | null;
  altitud_minima: number | null;
  altitud_maxima: number | null;
  parcelas: number;
}
const ALTITUD = `SELECT round(avg(p.elevacion_centro))::int AS altitud, min(p.elevacion_centro) AS altitud_minima,
                        max(p.elevacion_centro) AS altitud_maxima, count(p.elevacion_centro)::int AS parcelas`;

/** The average altitude (m) of the plots the sample stands for, when it was saved. */
export async function alturaPromedio(
  db: Consulta,
  coop: number,
  s: { id_cuenta: number | null; id_lote: number | null; localidades: number[] | null; id_ciclo: number },
): Promise<number | null> {
  let filas: Altitud[] = [];
  if (s.id_cuenta !== null) filas = await db.query<Altitud>(`${ALTITUD} ${parcelasDe('p.id_cuenta = $2')}`, [coop, s.id_cuenta]);
  else if (s.id_lote !== null) filas = await db.query<Altitud>(`${ALTITUD} ${parcelasDe(DEL_LOTE)}`, [coop, s.id_lote]);
  else if (s.localidades) filas = await db.query<Altitud>(`${ALTITUD} ${parcelasDe(DE_LOCALIDADES)}`, [coop, s.localidades, s.id_ciclo]);
  return filas[0]?.altitud ?? null;
}

// ── summary cards ─────────────────────────────────────────────────────────────────────────────────────────────────
export async function altitudRegion(db: Consulta, coop: number, localidades: number[]): Promise<Altitud> {
  return (await db.query<Altitud>(`${ALTITUD} ${parcelasDe(DE_LOCALIDADES)}`, [coop, localidades, null]))[0]!;
}
export async function altitudLote(db: Consulta, coop: number, lote: number): Promise<Altitud> {
  return (await db.query<Altitud>(`${ALTITUD} ${parcelasDe(DEL_LOTE)}`, [coop, lote]))[0]!;
}
/** How many of the plots grow each variety (a plot with two counts for both), most grown first. */
const VARIEDADES = `SELECT v.nombre, count(*)::int AS parcelas
                      FROM parcelas_variedades pv JOIN cat_variedades v ON v.id = pv.id_variedad
                     WHERE pv.id_cooperativa = $1 AND pv.id_parcela IN (SELECT p.id`;
const porVariedad = ') GROUP BY v.nombre ORDER BY parcelas DESC, v.nombre';
export function variedadesRegion(db: Consulta, coop: number, localidades: number[]) {
  return db.query<{ nombre: string; parcelas: number }>(`${VARIEDADES} ${parcelasDe(DE_LOCALIDADES)}${porVariedad}`, [
    coop,
    localidades,
    null,
  ]);
}
export function variedadesLote(db: Consulta, coop: number, lote: number) {
  return db.query<{ nombre: string; parcelas: number }>(`${VARIEDADES} ${parcelasDe(DEL_LOTE)}${porVariedad}`, [coop, lote]);
}
/** Producers of the cooperative living in the localities. */
export async function productoresRegion(db: Consulta, coop: number, localidades: number[]): Promise<number> {
  const [f] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM productores WHERE id_cooperativa = $1 AND id_localidad = ANY($2::int[])',
    [coop, localidades],
  );
  return f!.total;
}
/** Producers with a non-voided delivery in the lot. */
export async function productoresLote(db: Consulta, coop: number, lote: number): Promise<number> {
  const [f] = await db.query<{ total: number }>(
    `SELECT count(DISTINCT c.id_productor)::int AS total FROM acopios a
       JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
      WHERE a.id_cooperativa = $1 AND a.id_lote = $2 AND NOT a.anulada`,
    [coop, lote],
  );
  return f!.total;
}
/** The localities of the lot's producers, with how many producers each. */
export function localidadesLote(db: Consulta, coop: number, lote: number) {
  return db.query<{ id: number; nombre: string; municipio: string; productores: number }>(
    `SELECT l.id, l.nombre, m.nombre AS municipio, count(DISTINCT pr.id)::int AS productores
       FROM acopios a
       JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
       JOIN productores pr ON pr.id_cooperativa = c.id_cooperativa AND pr.id = c.id_productor
       JOIN localidades l ON l.id = pr.id_localidad JOIN municipios m ON m.id = l.id_municipio
      WHERE a.id_cooperativa = $1 AND a.id_lote = $2 AND NOT a.anulada
      GROUP BY l.id, l.nombre, m.nombre ORDER BY count(DISTINCT pr.id) DESC, l.nombre`,
    [coop, lote],
  );
}

/** GET parcelas_por_productor_ciclo/{idCuenta}: the account's plots (not removed), null when not the cooperative's. */
export async function parcelasDeCuenta(db: Consulta, coop: number, idCuenta: number) {
  const [cuenta] = await db.query('SELECT 1 FROM cuentas WHERE id_cooperativa = $1 AND id = $2', [coop, idCuenta]);
  if (!cuenta) return null;
  return db.query<{
    id: number;
    uuid: string;
    nombre: string;
    superficie: number;
    variedades_str: string;
    altitud: number | null;
    plantas: number;
    poligono: Record<string, unknown> | null;
    centroide_lat: number | null;
    centroide_lng: number | null;
    cuenta_uuid: string;
    cuenta: string;
    localidad: string | null;
    municipio: string | null;
  }>(
    `SELECT p.id, p.uuid::text, p.nombre, p.superficie::float8 AS superficie, coalesce(${variedadesDeParcela('p')}, '') AS variedades_str, p.elevacion_centro AS altitud,
            p.plantas, p.poligono, p.centroide_lat, p.centroide_lng, c.uuid::text AS cuenta_uuid, pr.nombre_completo AS cuenta,
            l.nombre AS localidad, m.nombre AS municipio
       FROM parcelas p
       JOIN cuentas c ON c.id_cooperativa = p.id_cooperativa AND c.id = p.id_cuenta
       JOIN productores pr ON pr.id_cooperativa = c.id_cooperativa AND pr.id = c.id_productor
       LEFT JOIN localidades l ON l.id = pr.id_localidad LEFT JOIN municipios m ON m.id = l.id_municipio
      WHERE p.id_cooperativa = $1 AND p.id_cuenta = $2 AND p.fecha_baja IS NULL
      ORDER BY p.nombre, p.id`,
    [coop, idCuenta],
  );
}
