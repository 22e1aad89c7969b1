import type { Consulta } from '../../../db/db';
import { FILAS_POR_PAGINA } from '../../../descarga';
import type { FilaParcelaMapa } from '../../parcelas/parcelas-exportar.repository';
import type { PaqueteEudr } from '@domain/contrato/eudr-paquete';
import type { AvisoDelLote } from '@domain/eudr/avisos-paquete';

/** The lot as its package names it: the cooperative, its product and clock, net kilos and delivery period. */
export interface LotePaquete {
  id: number;
  uuid: string;
  nombre: string;
  id_ciclo: number;
  ciclo: string;
  cooperativa: string;
  nombre_legal: string | null;
  id_producto: number;
  zona_horaria: string | null;
  /** Net kg ×100 of the lot's deliveries that are not voided. */
  peso_neto: number;
  primera_entrega: string | null;
  ultima_entrega: string | null;
  /** The countries of the lot's producers (their locality's), by name: the country of production. */
  paises: string[];
}

/** The deliveries the package counts: the lot's, voided ones left out (migration 0037: `anulada` is the one flag). */
const ENTREGAS_VIGENTES = `SELECT a.id_cuenta, a.fecha_acopio, a.peso_neto FROM acopios a
   WHERE a.id_cooperativa = $1 AND a.id_lote = $2 AND NOT a.anulada`;

export async function lotePaquete(db: Consulta, idCooperativa: number, uuid: string): Promise<LotePaquete | null> {
  const [l] = await db.query<LotePaquete>(
    `SELECT l.id, l.uuid, l.nombre, l.id_ciclo, ci.nombre AS ciclo, co.nombre AS cooperativa, co.nombre_legal,
            co.id_cat_productos AS id_producto, cfg.zona_horaria
       FROM lotes l
       JOIN ciclos ci ON ci.id_cooperativa = l.id_cooperativa AND ci.id = l.id_ciclo
       JOIN cooperativas co ON co.id = l.id_cooperativa
       LEFT JOIN configuraciones cfg ON cfg.id_cooperativa = l.id_cooperativa
      WHERE l.id_cooperativa = $1 AND l.uuid = $2`,
    [idCooperativa, uuid],
  );
  if (!l) return null;
  const [t] = await db.query<{ peso_neto: number; primera: string | null; ultima: string | null }>(
    `SELECT coalesce(sum(e.peso_neto), 0)::bigint AS peso_neto, min(e.fecha_acopio)::date::text AS primera,
            max(e.fecha_acopio)::date::text AS ultima
       FROM (${ENTREGAS_VIGENTES}) e`,
    [idCooperativa, l.id],
  );
  const paises = await db.query<{ nombre: string }>(
    `SELECT DISTINCT pa.nombre
       FROM (SELECT DISTINCT e.id_cuenta FROM (${ENTREGAS_VIGENTES}) e) e
       JOIN cuentas c ON c.id_cooperativa = $1 AND c.id = e.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       JOIN localidades lo ON lo.id = p.id_localidad
       JOIN municipios m ON m.id = lo.id_municipio
       JOIN estados es ON es.id = m.id_estado
       JOIN paises pa ON pa.id = es.id_pais
      ORDER BY pa.nombre`,
    [idCooperativa, l.id],
  );
  return { ...l, peso_neto: t.peso_neto, primera_entrega: t.primera, ultima_entrega: t.ultima, paises: paises.map((p) => p.nombre) };
}

/** A producer with deliveries in the lot (not voided), and the committee's latest decision on their account of the cycle. */
export interface ProductorLote {
  id: number;
  uuid: string;
  nombre: string;
  clave: string | null;
  id_cuenta: number;
  kilos: number;
  condicion: number | null;
  sanc_fecha_inicio: string | null;
  sanc_fecha_termino: string | null;
}

/** The lot's producers by name (a few thousand at most: one short row each). */
export async function productoresDelLote(db: Consulta, idCooperativa: number, idLote: number, idCiclo: number): Promise<ProductorLote[]> {
  return db.query<ProductorLote>(
    `SELECT p.id, p.uuid, p.nombre_completo AS nombre, p.clave_tx AS clave, c.id AS id_cuenta, e.kilos,
            u.condicion, u.sanc_fecha_inicio::text AS sanc_fecha_inicio, u.sanc_fecha_termino::text AS sanc_fecha_termino
       FROM (SELECT x.id_cuenta, sum(x.peso_neto)::bigint AS kilos FROM (${ENTREGAS_VIGENTES}) x GROUP BY x.id_cuenta) e
       JOIN cuentas c ON c.id_cooperativa = $1 AND c.id = e.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       LEFT JOIN LATERAL (
         SELECT v.condicion, v.sanc_fecha_inicio, v.sanc_fecha_termino FROM comite_evaluaciones v
          WHERE v.id_cooperativa = c.id_cooperativa AND v.id_cuenta = c.id AND v.id_ciclo = $3
          ORDER BY v.created_at DESC, v.id DESC LIMIT 1) u ON true
      ORDER BY p.nombre_completo, p.id`,
    [idCooperativa, idLote, idCiclo],
  );
}

/** A plot of the lot as the package reads it: the map export's row, plus its producer's id and stored EUDR figures. */
export interface FilaParcelaLote extends FilaParcelaMapa {
  id_productor: number;
  id_riesgo_eudr_user: number | null;
  id_riesgo_eudr_whisp: number | null;
  alertas_error_poligono_count: number;
}

/**
 * The plots of the lot's producers (accounts with a delivery in the lot that is not voided) in the lot's cycle,
 * with the TRACES file's own population (paginasParcelasMapa: confirmed accounts without baja, plots without baja,
 * also those with no geolocation, which the revision lists as left out), by producer name, producer and plot: a
 * producer's plots come together, so the per-producer files and the summary's sections are written as they are read.
 * A page at a time by key.
 */
export async function* paginasParcelasLote(
  db: Consulta,
  idCooperativa: number,
  idCiclo: number,
  idLote: number,
  porPagina = FILAS_POR_PAGINA,
): AsyncGenerator<FilaParcelaLote[]> {
  let llave: [string, number, number] | null = null;
  for (;;) {
    const filas: FilaParcelaLote[] = await db.query<FilaParcelaLote>(
      `SELECT x.id, x.uuid, x.nombre AS parcela, p.nombre_completo AS productor, p.clave_tx AS clave,
              l.nombre AS localidad, m.nombre AS municipio, cat.nombre AS categoria, x.superficie::float8 AS superficie,
              x.poligono, x.centroide_lat, x.centroide_lng, pa.codigo AS pais, p.uuid AS productor_uuid, p.id AS id_productor,
              x.id_riesgo_eudr_user, x.id_riesgo_eudr_whisp, x.alertas_error_poligono_count
         FROM parcelas x
         JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
         JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
         JOIN localidades l ON l.id = p.id_localidad
         JOIN municipios m ON m.id = l.id_municipio
         JOIN estados e ON e.id = m.id_estado
         JOIN paises pa ON pa.id = e.id_pais
         JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria
        WHERE x.id_cooperativa = $1 AND c.id_ciclo = $3 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL
          AND c.id IN (SELECT y.id_cuenta FROM acopios y WHERE y.id_cooperativa = $1 AND y.id_lote = $2 AND NOT y.anulada)
          AND ($4::text IS NULL OR (p.nombre_completo, p.id, x.id) > ($4::text, $5::int, $6::int))
        ORDER BY p.nombre_completo, p.id, x.id LIMIT $7`,
      [idCooperativa, idLote, idCiclo, llave?.[0] ?? null, llave?.[1] ?? null, llave?.[2] ?? null, porPagina],
    );
    if (filas.length) yield filas;
    if (filas.length < porPagina) return;
    const u = filas[filas.length - 1];
    llave = [u.productor ?? '', u.id_productor, u.id];
  }
}

/** The latest WHISP answer of each plot. */
export interface WhispParcela {
  id_parcela: number;
  riesgo_texto: string | null;
  indicadores: Record<string, unknown>;
  analizado_en: Date;
}

/** A file kept with a risk change (an image or a document, in `archivos`). */
export interface ArchivoCambio {
  uuid: string;
  nombre: string;
  mime: string;
  tamano: number;
}

/** A risk set by a person, with its justification and the files kept with it. */
export interface CambioRiesgo {
  id_parcela: number;
  riesgo: string;
  justificacion: string;
  usuario: string;
  created_at: Date;
  archivos: ArchivoCambio[];
}

export interface AreaParcela {
  id_parcela: number;
  nombre: string;
  hectareas: number;
}

/** What the summary and the spreadsheet add to a page of plots: WHISP, risk changes with their files, protected areas. */
export interface DetallePagina {
  whisp: Map<number, WhispParcela>;
  cambios: Map<number, CambioRiesgo[]>;
  areas: Map<number, AreaParcela[]>;
}

const agrupar = <T extends { id_parcela: number }>(filas: T[]) => {
  const m = new Map<number, T[]>();
  for (const f of filas) m.set(f.id_parcela, [...(m.get(f.id_parcela) ?? []), f]);
  return m;
};

/** The protected areas each of these plots overlaps, by name. */
export async function areasDeParcelas(db: Consulta, idCooperativa: number, ids: number[]): Promise<Map<number, AreaParcela[]>> {
  if (!ids.length) return new Map();
  const filas = await db.query<AreaParcela>(
    `SELECT pa.id_parcela, a.nombre, pa.hectareas::float8 AS hectareas
       FROM parcelas_areas_naturales pa JOIN areas_naturales a ON a.id = pa.id_area_natural
      WHERE pa.id_cooperativa = $1 AND pa.id_parcela = ANY($2::int[])
      ORDER BY pa.id_parcela, a.nombre`,
    [idCooperativa, ids],
  );
  return agrupar(filas);
}

/** Three queries per page, whatever its size. */
export async function detalleDePagina(db: Consulta, idCooperativa: number, ids: number[]): Promise<DetallePagina> {
  if (!ids.length) return { whisp: new Map(), cambios: new Map(), areas: new Map() };
  const whisp = await db.query<WhispParcela>(
    `SELECT DISTINCT ON (w.id_parcela) w.id_parcela, w.riesgo_texto, w.indicadores, w.analizado_en
       FROM parcelas_whisp w WHERE w.id_cooperativa = $1 AND w.id_parcela = ANY($2::int[])
      ORDER BY w.id_parcela, w.analizado_en DESC, w.id DESC`,
    [idCooperativa, ids],
  );
  const cambios = await db.query<Omit<CambioRiesgo, 'archivos'> & { archivos: ArchivoCambio[] | null }>(
    `SELECT r.id_parcela, cr.nombre AS riesgo, r.justificacion, trim(u.nombres || ' ' || u.apellido_paterno) AS usuario, r.created_at,
            (SELECT json_agg(json_build_object('uuid', f.uuid, 'nombre', f.nombre, 'mime', f.mime, 'tamano', f.tamano) ORDER BY f.nombre, f.uuid)
               FROM archivos f
              WHERE f.id_cooperativa = r.id_cooperativa
                AND f.uuid::text = ANY(string_to_array(r.documentos, ';') || string_to_array(r.imagenes, ';'))) AS archivos
       FROM parcelas_eudr_riesgos r
       JOIN cat_riesgo_eudr cr ON cr.id = r.id_cat_riesgo_eudr
       JOIN users u ON u.id = r.id_user
      WHERE r.id_cooperativa = $1 AND r.id_parcela = ANY($2::int[])
      ORDER BY r.id_parcela, r.created_at, r.id`,
    [idCooperativa, ids],
  );
  return {
    whisp: new Map(whisp.map((w) => [w.id_parcela, w])),
    cambios: agrupar(cambios.map((c) => ({ ...c, archivos: c.archivos ?? [] }))),
    areas: await areasDeParcelas(db, idCooperativa, ids),
  };
}

/** One file's bytes, of the cooperative. */
export async function contenidoArchivo(db: Consulta, idCooperativa: number, uuid: string): Promise<Buffer | null> {
  const [f] = await db.query<{ contenido: Uint8Array }>('SELECT contenido FROM archivos WHERE id_cooperativa = $1 AND uuid = $2', [
    idCooperativa,
    uuid,
  ]);
  return f ? Buffer.from(f.contenido) : null;
}

/** The lot's packages, newest first. */
export async function paquetesDelLote(db: Consulta, idCooperativa: number, idLote: number): Promise<PaqueteEudr[]> {
  const filas = await db.query<Omit<PaqueteEudr, 'created_at'> & { created_at: Date }>(
    `SELECT k.uuid, k.nombre_archivo, k.sha256, k.bytes, k.productores, k.parcelas, jsonb_array_length(k.avisos) AS avisos,
            trim(u.nombres || ' ' || u.apellido_paterno) AS usuario, k.created_at
       FROM lotes_paquetes_eudr k JOIN users u ON u.id = k.id_user
      WHERE k.id_cooperativa = $1 AND k.id_lote = $2
      ORDER BY k.created_at DESC, k.id DESC`,
    [idCooperativa, idLote],
  );
  return filas.map((f) => ({ ...f, created_at: new Date(f.created_at).toISOString() }));
}

export interface PaqueteNuevo {
  idLote: number;
  nombreArchivo: string;
  sha256: string;
  bytes: number;
  productores: number;
  parcelas: number[];
  avisos: AvisoDelLote[];
  idUsuario: number;
}

/** The package's row and the plots it carried; inside the use case's transaction. */
export async function insertarPaquete(tx: Consulta, idCooperativa: number, p: PaqueteNuevo): Promise<{ id: number; uuid: string }> {
  const [fila] = await tx.query<{ id: number; uuid: string }>(
    `INSERT INTO lotes_paquetes_eudr (id_cooperativa, id_lote, nombre_archivo, sha256, bytes, productores, parcelas, avisos, id_user)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) RETURNING id, uuid`,
    [idCooperativa, p.idLote, p.nombreArchivo, p.sha256, p.bytes, p.productores, p.parcelas.length, JSON.stringify(p.avisos), p.idUsuario],
  );
  await tx.query(
    `INSERT INTO lotes_paquetes_eudr_parcelas (id_cooperativa, id_paquete, id_parcela)
     SELECT $1, $2, unnest($3::int[])`,
    [idCooperativa, fila.id, p.parcelas],
  );
  return fila;
}

/** Whether the lot has a package (it can then no longer be deleted: the package is kept evidence). */
export async function loteConPaquete(db: Consulta, idCooperativa: number, idLote: number): Promise<boolean> {
  const [f] = await db.query<{ hay: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM lotes_paquetes_eudr WHERE id_cooperativa = $1 AND id_lote = $2) AS hay',
    [idCooperativa, idLote],
  );
  return f.hay;
}
