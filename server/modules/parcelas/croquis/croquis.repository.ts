import type { Consulta } from '../../../db/db';
import type { Caja, Poligono } from '@domain/poligono/tipos';

/**
 * SQL of the plot sketch. Every query names the cooperative first (DESIGN §3); a plot of another cooperative
 * reads as missing. Neighbours are found by bounding box on `parcelas_caja_idx` (no PostGIS, DESIGN §8).
 */

/** Where a sketch came from (parcelas.croquis_origen, parcelas_croquis_historial.origen). */
export type OrigenCroquis = 'editor' | 'kml' | 'campo';

/** The plot as the sketch calls need it: its polygon, box, reported area, cycle and locality. */
export interface ParcelaCroquis {
  id: number;
  /** Optimistic concurrency of the sketch (0025). */
  version: number;
  uuid: string;
  nombre: string;
  superficie: number;
  poligono: Poligono | null;
  centroide_lat: number | null;
  centroide_lng: number | null;
  min_lat: number | null;
  max_lat: number | null;
  min_lng: number | null;
  max_lng: number | null;
  poligono_area: number | null;
  elevaciones: (number | null)[] | null;
  elevacion_centro: number | null;
  croquis_origen: OrigenCroquis | null;
  croquis_captura: string | null;
  fecha_baja: string | null;
  id_ciclo: number;
  localidad: string | null;
  localidad_latitud: number | null;
  localidad_longitud: number | null;
  alertas_revisadas_en: string | null;
  updated_at: string;
}

const CAMPOS_PARCELA = `x.id, x.uuid, x.nombre, x.superficie::float8 AS superficie, x.poligono, x.centroide_lat, x.centroide_lng,
  x.min_lat, x.max_lat, x.min_lng, x.max_lng, x.poligono_area::float8 AS poligono_area, x.elevaciones, x.elevacion_centro,
  x.croquis_origen, x.croquis_captura::text AS croquis_captura, x.fecha_baja::text AS fecha_baja, c.id_ciclo,
  l.nombre AS localidad, l.latitud AS localidad_latitud, l.longitud AS localidad_longitud,
  x.alertas_revisadas_en::text AS alertas_revisadas_en, x.updated_at::text AS updated_at, x.version`;

const UNION_PARCELA = `FROM parcelas x
  JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
  JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
  LEFT JOIN localidades l ON l.id = p.id_localidad`;

/** The plot of this cooperative with this uuid; `bloquear` takes its row lock (inside a transaction) so two saves queue. */
export async function parcelaCroquis(db: Consulta, idCooperativa: number, uuid: string, bloquear = false): Promise<ParcelaCroquis | null> {
  const [f] = await db.query<ParcelaCroquis>(
    `SELECT ${CAMPOS_PARCELA} ${UNION_PARCELA} WHERE x.id_cooperativa = $1 AND x.uuid = $2${bloquear ? ' FOR UPDATE OF x' : ''}`,
    [idCooperativa, uuid],
  );
  return f ?? null;
}

export async function parcelaCroquisPorId(db: Consulta, idCooperativa: number, id: number): Promise<ParcelaCroquis | null> {
  const [f] = await db.query<ParcelaCroquis>(`SELECT ${CAMPOS_PARCELA} ${UNION_PARCELA} WHERE x.id_cooperativa = $1 AND x.id = $2`, [
    idCooperativa,
    id,
  ]);
  return f ?? null;
}

/** A neighbouring plot (001 §3 'Neighbour plots in the editor': id, uuid, nombre, poligono, cuenta) with its box. */
export interface VecinoFila extends Caja {
  id: number;
  uuid: string;
  nombre: string;
  poligono: Poligono;
  cuenta: string;
  cuenta_uuid: string;
  productor_uuid: string;
}

/**
 * The tallest plot a neighbour search expects, in degrees of latitude (0.1° ≈ 11 km, far beyond any farm plot):
 * it bounds the index range from below too, so the scan reads the plots near this one and not half the
 * cooperative. A taller polygon is itself a broken sketch, and its own check still sees its neighbours.
 */
export const ALTO_MAXIMO_GRADOS = 0.1;

/**
 * Plots of the same cooperative and cycle, not removed (nor their account), with a polygon whose box meets
 * `caja`; the plot itself left out. The same land appears in each cycle's account, so other cycles are not neighbours.
 */
export async function vecinosPorCaja(
  db: Consulta,
  idCooperativa: number,
  idCiclo: number,
  idExcluir: number | null,
  caja: Caja,
  limite = 500,
): Promise<VecinoFila[]> {
  return db.query<VecinoFila>(
    `SELECT x.id, x.uuid, x.nombre, x.poligono, x.min_lat, x.max_lat, x.min_lng, x.max_lng,
            p.nombre_completo AS cuenta, c.uuid AS cuenta_uuid, p.uuid AS productor_uuid
       FROM parcelas x
       JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE x.id_cooperativa = $1 AND x.poligono IS NOT NULL
        AND x.min_lat BETWEEN $3::float8 - $8::float8 AND $4 AND x.max_lat >= $3 AND x.min_lng <= $6 AND x.max_lng >= $5
        AND x.id IS DISTINCT FROM $7 AND x.fecha_baja IS NULL AND c.id_ciclo = $2 AND c.fecha_baja IS NULL
      ORDER BY x.id LIMIT $9`,
    [idCooperativa, idCiclo, caja.min_lat, caja.max_lat, caja.min_lng, caja.max_lng, idExcluir, ALTO_MAXIMO_GRADOS, limite],
  );
}

/** The sketch as it is stored on the plot (a null polygon leaves the plot without sketch; its centroid is kept apart). */
export interface CroquisGuardado {
  poligono: Poligono | null;
  centroide_lat: number | null;
  centroide_lng: number | null;
  caja: Caja | null;
  poligono_area: number | null;
  elevaciones: (number | null)[] | null;
  elevacion_centro: number | null;
  origen: OrigenCroquis | null;
}

export async function escribirCroquis(tx: Consulta, idCooperativa: number, idParcela: number, c: CroquisGuardado): Promise<void> {
  await tx.query(
    `UPDATE parcelas SET poligono = $3::jsonb, centroide_lat = $4, centroide_lng = $5, min_lat = $6, max_lat = $7, min_lng = $8, max_lng = $9,
            poligono_area = $10, elevaciones = $11::jsonb, elevacion_centro = $12, croquis_origen = $13, updated_at = now()
      WHERE id_cooperativa = $1 AND id = $2`,
    [
      idCooperativa,
      idParcela,
      c.poligono ? JSON.stringify(c.poligono) : null,
      c.centroide_lat,
      c.centroide_lng,
      c.caja?.min_lat ?? null,
      c.caja?.max_lat ?? null,
      c.caja?.min_lng ?? null,
      c.caja?.max_lng ?? null,
      c.poligono_area,
      c.elevaciones ? JSON.stringify(c.elevaciones) : null,
      c.elevacion_centro,
      c.origen,
    ],
  );
}

/** Pushes the plot's current sketch onto its history (nothing when it has none). */
export async function guardarEnHistorial(tx: Consulta, idCooperativa: number, p: ParcelaCroquis, idUsuario: number | null): Promise<void> {
  if (!p.poligono) return;
  await tx.query(
    `INSERT INTO parcelas_croquis_historial (id_cooperativa, id_parcela, poligono, centroide_lat, centroide_lng, elevaciones, elevacion_centro, origen, id_user)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6::jsonb, $7, $8, $9)`,
    [
      idCooperativa,
      p.id,
      JSON.stringify(p.poligono),
      p.centroide_lat,
      p.centroide_lng,
      p.elevaciones ? JSON.stringify(p.elevaciones) : null,
      p.elevacion_centro,
      p.croquis_origen ?? 'campo',
      idUsuario,
    ],
  );
}

export interface CroquisAnterior {
  id: number;
  poligono: Poligono;
  centroide_lat: number | null;
  centroide_lng: number | null;
  elevaciones: (number | null)[] | null;
  elevacion_centro: number | null;
  origen: OrigenCroquis;
  created_at: string;
}

/** Takes the latest previous sketch off the history (it becomes the current one again); null when there is none. */
export async function sacarDelHistorial(tx: Consulta, idCooperativa: number, idParcela: number): Promise<CroquisAnterior | null> {
  const [f] = await tx.query<CroquisAnterior>(
    `DELETE FROM parcelas_croquis_historial
      WHERE id_cooperativa = $1 AND id = (SELECT max(id) FROM parcelas_croquis_historial WHERE id_cooperativa = $1 AND id_parcela = $2)
      RETURNING id, poligono, centroide_lat, centroide_lng, elevaciones, elevacion_centro, origen, created_at::text AS created_at`,
    [idCooperativa, idParcela],
  );
  return f ?? null;
}

export async function contarHistorial(db: Consulta, idCooperativa: number, idParcela: number): Promise<number> {
  const [f] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM parcelas_croquis_historial WHERE id_cooperativa = $1 AND id_parcela = $2',
    [idCooperativa, idParcela],
  );
  return f.n;
}

/** A stored alert (parcelas_alertas) as the profile reads it. */
export interface AlertaFila {
  id: number;
  codigo: string;
  titulo: string;
  descripcion: string;
  recomendacion: string;
  error: boolean;
  datos: Record<string, unknown> | null;
  orden: number;
}

export async function alertasDeParcela(db: Consulta, idCooperativa: number, idParcela: number): Promise<AlertaFila[]> {
  return db.query<AlertaFila>(
    `SELECT id, codigo, titulo, descripcion, recomendacion, error, datos, orden FROM parcelas_alertas
      WHERE id_cooperativa = $1 AND id_parcela = $2 ORDER BY orden, id`,
    [idCooperativa, idParcela],
  );
}

/** One side's neighbour as captured in the field (001 §3 'Neighbour per side'). */
export interface ColindanciaFila {
  lado: 'norte' | 'sur' | 'este' | 'oeste';
  colindante: string | null;
  colindante_otro: string | null;
  propietario: string | null;
  herbicidas_nombre: string | null;
  fertilizantequim_nombre: string | null;
  plaguicida_nombre: string | null;
  amortiguamiento: string | null;
}

export async function colindanciasDeParcela(db: Consulta, idCooperativa: number, idParcela: number): Promise<ColindanciaFila[]> {
  return db.query<ColindanciaFila>(
    `SELECT lado, colindante, colindante_otro, propietario, herbicidas_nombre, fertilizantequim_nombre, plaguicida_nombre, amortiguamiento
       FROM parcelas_colindancias WHERE id_cooperativa = $1 AND id_parcela = $2`,
    [idCooperativa, idParcela],
  );
}

/** The field sketch image's file row (archivos), when the plot has one. */
export async function capturaDeParcela(db: Consulta, idCooperativa: number, uuidArchivo: string) {
  const [f] = await db.query<{ uuid: string; mime: string; ancho: number | null; alto: number | null; tamano: number; created_at: string }>(
    `SELECT uuid::text AS uuid, mime, ancho, alto, tamano, created_at::text AS created_at FROM archivos WHERE id_cooperativa = $1 AND uuid = $2`,
    [idCooperativa, uuidArchivo],
  );
  return f ?? null;
}

/** Stores the altitudes only if the polygon is still the one they were asked for (a save in between wins). */
export async function guardarElevaciones(
  db: Consulta,
  idCooperativa: number,
  idParcela: number,
  poligono: Poligono,
  elevaciones: (number | null)[],
  centro: number | null,
): Promise<boolean> {
  const filas = await db.query(
    `UPDATE parcelas SET elevaciones = $3::jsonb, elevacion_centro = $4
      WHERE id_cooperativa = $1 AND id = $2 AND poligono = $5::jsonb RETURNING id`,
    [idCooperativa, idParcela, JSON.stringify(elevaciones), centro, JSON.stringify(poligono)],
  );
  return filas.length > 0;
}

/** A sketch change without the editor's version (KML import, removals): the plot's version still moves on. */
export async function subirVersionParcela(tx: Consulta, idCooperativa: number, idParcela: number): Promise<void> {
  await tx.query('UPDATE parcelas SET version = version + 1 WHERE id_cooperativa = $1 AND id = $2', [idCooperativa, idParcela]);
}
