import type { Consulta } from '../../db/db';
import type { CatRiesgoEudr, InspeccionEudr, RegistroRiesgoEudr, RiesgoEudrParcela } from '@domain/contrato/eudr';

export async function catalogoRiesgoEudr(db: Consulta): Promise<CatRiesgoEudr[]> {
  return db.query<CatRiesgoEudr>('SELECT id, nombre, color FROM cat_riesgo_eudr ORDER BY id');
}

export interface ParcelaEudr {
  id: number;
  uuid: string;
  tiene_poligono: boolean;
  fecha_baja: string | null;
}

/** A plot of the cooperative by uuid (another cooperative's: null, answered 404). */
export async function parcelaEudr(db: Consulta, coop: number, uuid: string): Promise<ParcelaEudr | null> {
  const [f] = await db.query<ParcelaEudr>(
    `SELECT id, uuid, poligono IS NOT NULL AS tiene_poligono, fecha_baja::text AS fecha_baja
       FROM parcelas WHERE id_cooperativa = $1 AND uuid = $2`,
    [coop, uuid],
  );
  return f ?? null;
}

const SELECCION_REGISTRO = `r.uuid, json_build_object('id', c.id, 'nombre', c.nombre, 'color', c.color) AS cat_riesgo_eudr,
  r.justificacion, r.imagenes, r.documentos, u.nombres || ' ' || u.apellido_paterno AS usuario, r.created_at`;

export async function historialRiesgo(db: Consulta, coop: number, idParcela: number): Promise<RegistroRiesgoEudr[]> {
  return db.query<RegistroRiesgoEudr>(
    `SELECT ${SELECCION_REGISTRO}
       FROM parcelas_eudr_riesgos r JOIN cat_riesgo_eudr c ON c.id = r.id_cat_riesgo_eudr JOIN users u ON u.id = r.id_user
      WHERE r.id_cooperativa = $1 AND r.id_parcela = $2 ORDER BY r.created_at DESC, r.id DESC`,
    [coop, idParcela],
  );
}

/** Everything the EUDR tab reads about one plot. */
export async function riesgoEudrParcela(db: Consulta, coop: number, p: ParcelaEudr): Promise<Omit<RiesgoEudrParcela, 'analisis'>> {
  const [alertas, whisp, areas, historial] = await Promise.all([
    db.query<RiesgoEudrParcela['alertasPoligono'][number]>(
      'SELECT id, codigo, titulo, error::int AS error FROM parcelas_alertas WHERE id_cooperativa = $1 AND id_parcela = $2 ORDER BY orden',
      [coop, p.id],
    ),
    db.query<NonNullable<RiesgoEudrParcela['whispRisk']>>(
      `SELECT c.id, c.nombre, c.color, w.riesgo_texto, w.version, w.analizado_en, w.indicadores
         FROM parcelas_whisp w JOIN cat_riesgo_eudr c ON c.id = w.id_riesgo
        WHERE w.id_cooperativa = $1 AND w.id_parcela = $2 ORDER BY w.analizado_en DESC, w.id DESC LIMIT 1`,
      [coop, p.id],
    ),
    db.query<RiesgoEudrParcela['areasNaturales'][number]>(
      `SELECT a.id, a.nombre, a.url, x.hectareas::float8 AS hectareas, a.poligono
         FROM parcelas_areas_naturales x JOIN areas_naturales a ON a.id = x.id_area_natural
        WHERE x.id_cooperativa = $1 AND x.id_parcela = $2 ORDER BY x.hectareas DESC`,
      [coop, p.id],
    ),
    historialRiesgo(db, coop, p.id),
  ]);
  return {
    tiene_poligono: p.tiene_poligono,
    alertasPoligono: alertas,
    whispRisk: whisp[0] ?? null,
    areasNaturales: areas,
    userRiesgoEudr: historial[0] ?? null,
    historial,
  };
}

export interface ArchivoEvidencia {
  tipo: 'eudr_imagen' | 'eudr_documento';
  mime: string;
  nombre: string;
  contenido: Buffer;
  ancho?: number | null;
  alto?: number | null;
}

export async function guardarEvidencia(tx: Consulta, coop: number, a: ArchivoEvidencia, idUsuario: number): Promise<string> {
  const [f] = await tx.query<{ uuid: string }>(
    `INSERT INTO archivos (id_cooperativa, tipo, mime, nombre, tamano, ancho, alto, contenido, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING uuid`,
    [coop, a.tipo, a.mime, a.nombre, a.contenido.length, a.ancho ?? null, a.alto ?? null, a.contenido, idUsuario],
  );
  return f.uuid;
}

/** Evidence files that already belong to this plot's records (so a form cannot claim another plot's files). */
export async function evidenciasDeParcela(
  db: Consulta,
  coop: number,
  idParcela: number,
): Promise<{ imagenes: Set<string>; documentos: Set<string> }> {
  const filas = await db.query<{ imagenes: string; documentos: string }>(
    'SELECT imagenes, documentos FROM parcelas_eudr_riesgos WHERE id_cooperativa = $1 AND id_parcela = $2',
    [coop, idParcela],
  );
  const juntar = (k: 'imagenes' | 'documentos') => new Set(filas.flatMap((f) => f[k].split(';').filter(Boolean)));
  return { imagenes: juntar('imagenes'), documentos: juntar('documentos') };
}

export async function insertarRiesgo(
  tx: Consulta,
  coop: number,
  d: { idParcela: number; idRiesgo: number; justificacion: string; imagenes: string; documentos: string; idUsuario: number },
): Promise<string> {
  const [f] = await tx.query<{ uuid: string }>(
    `INSERT INTO parcelas_eudr_riesgos (id_cooperativa, id_parcela, id_cat_riesgo_eudr, justificacion, imagenes, documentos, id_user)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING uuid`,
    [coop, d.idParcela, d.idRiesgo, d.justificacion, d.imagenes, d.documentos, d.idUsuario],
  );
  await tx.query('UPDATE parcelas SET id_riesgo_eudr_user = $3, updated_at = now() WHERE id_cooperativa = $1 AND id = $2', [
    coop,
    d.idParcela,
    d.idRiesgo,
  ]);
  return f.uuid;
}

/** A document of this plot's risk records, or null (another plot's or cooperative's file reads as missing). */
export async function documentoDeParcela(
  db: Consulta,
  coop: number,
  idParcela: number,
  archivo: string,
): Promise<{ mime: string; nombre: string; contenido: Uint8Array } | null> {
  const [f] = await db.query<{ mime: string; nombre: string; contenido: Uint8Array }>(
    `SELECT a.mime, a.nombre, a.contenido FROM archivos a
      WHERE a.id_cooperativa = $1 AND a.uuid = $3 AND a.tipo = 'eudr_documento'
        AND EXISTS (SELECT 1 FROM parcelas_eudr_riesgos r WHERE r.id_cooperativa = $1 AND r.id_parcela = $2
                      AND $3::text = ANY(string_to_array(r.documentos, ';')))`,
    [coop, idParcela, archivo],
  );
  return f ?? null;
}

/** The plot's latest inspection with EUDR answers (its format's date); null when none. */
export async function inspeccionEudr(db: Consulta, coop: number, idParcela: number): Promise<InspeccionEudr | null> {
  const [f] = await db.query<InspeccionEudr>(
    `SELECT f.fecha::text AS fecha, i.respuestas
       FROM parcelas_inspeccion_eudr i JOIN tx_formatos f ON f.id_cooperativa = i.id_cooperativa AND f.id = i.id_formato
      WHERE i.id_cooperativa = $1 AND i.id_parcela = $2
      ORDER BY f.fecha DESC, i.id DESC LIMIT 1`,
    [coop, idParcela],
  );
  return f ?? null;
}
