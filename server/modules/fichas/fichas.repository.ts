import type { Consulta } from '../../db/db';
import type { FichaCooperativa, FichaMaster } from '@domain/contrato/fichas';
import { TIPOS_SIN_PREGUNTA, type FilaMaster } from '@domain/fichas/xlsform';
import { PREFIJO_DESCARGA, PREFIJO_PROGRAMADA, TIPO_KOBO_PULL } from './descargar-envios';

/**
 * The SQL of master forms (platform data, every cooperative reads them) and of the session cooperative's forms
 * (issue 27). A master's crop is its `cultivo` text ('cafe', 'cacao', 'miel') read as the product catalogue's row.
 */
const ID_CULTIVO = `CASE m.cultivo WHEN 'cafe' THEN 1 WHEN 'cacao' THEN 2 WHEN 'miel' THEN 3 END`;

export async function listaMaster(db: Consulta, coop: number, id: number | null = null): Promise<FichaMaster[]> {
  return db.query<FichaMaster>(
    `SELECT m.id AS id_kobo_ficha_principal, m.nombre, m.descripcion, m.tipo, p.id AS id_cultivo,
            CASE WHEN p.id IS NULL THEN NULL ELSE jsonb_build_object('nombre', p.nombre) END AS cultivo,
            NULL AS id_ciclo, NULL AS ciclo,
            (SELECT count(*) FROM fichas_master_preguntas q
              WHERE q.id_ficha_master = m.id AND q.hoja = 'survey'
                AND coalesce(lower(trim(q.fila->>'type')), '') <> ALL($3::text[] || ''::text))::int AS numero_preguntas,
            (SELECT count(*) FROM kobo_fichas k WHERE k.id_cooperativa = $1 AND k.id_ficha_master = m.id)::int AS numero_fichas,
            coalesce((SELECT jsonb_agg(jsonb_build_object('id_kobo_ficha_principal_categoria', c.id, 'nombre', c.nombre,
                                                          'obligatorio', c.obligatorio) ORDER BY c.orden, c.id)
                        FROM fichas_master_categorias c WHERE c.id_ficha_master = m.id), '[]') AS categorias,
            coalesce((SELECT jsonb_agg(jsonb_build_object('label', v.campo,
                                                          'unidad_conversion', v.unidad || ' ×' || rtrim(rtrim((v.factor_mil::numeric / 1000)::text, '0'), '.'),
                                                          'config_id_pregunta', v.campo) ORDER BY v.id)
                        FROM fichas_master_conversiones v WHERE v.id_ficha_master = m.id), '[]') AS conversiones
       FROM fichas_master m
       LEFT JOIN cat_productos p ON p.id = ${ID_CULTIVO}
      WHERE m.activo AND ($2::int IS NULL OR m.id = $2)
      ORDER BY m.id`,
    [coop, id, TIPOS_SIN_PREGUNTA],
  );
}

export async function filasMaster(db: Consulta, id: number): Promise<FilaMaster[]> {
  return db.query<FilaMaster>(
    `SELECT hoja, id_categoria, configuraciones, fila FROM fichas_master_preguntas WHERE id_ficha_master = $1 ORDER BY hoja DESC, orden`,
    [id],
  );
}

export interface MasterBase {
  id: number;
  nombre: string;
  tipo: 'sic_pp' | 'tx_po' | 'tx_croquis';
  id_formulario: string;
  version_formulario: string;
}

export async function leerMaster(db: Consulta, id: number): Promise<MasterBase | null> {
  const [m] = await db.query<MasterBase>(
    'SELECT id, nombre, tipo, id_formulario, version_formulario FROM fichas_master WHERE id = $1 AND activo',
    [id],
  );
  return m ?? null;
}

export async function categoriasMaster(db: Consulta, id: number): Promise<{ id: number; obligatorio: boolean }[]> {
  return db.query('SELECT id, obligatorio FROM fichas_master_categorias WHERE id_ficha_master = $1 ORDER BY orden, id', [id]);
}

/**
 * The session cooperative's forms, of one master or one form. `descarga_en_cola`: its 'Descargar envíos' job waits
 * or runs, or its recurring pull runs or is due (a form just given a project); the recurring one waiting its next
 * turn is not a pull in progress.
 */
export async function fichasCooperativa(
  db: Consulta,
  coop: number,
  filtro: { master?: number; id?: number; uid?: string },
): Promise<FichaCooperativa[]> {
  return db.query<FichaCooperativa>(
    `SELECT k.id_ficha_master AS id_kobo_ficha_principal, k.id AS id_kobo_ficha, k.nombre, k.descripcion, k.kobo_project_uid,
            jsonb_build_object('nombre', co.nombre, 'logo', co.logo::text) AS cooperativa,
            CASE WHEN ci.id IS NULL THEN NULL ELSE jsonb_build_object('nombre', ci.nombre) END AS ciclo, k.id_ciclo,
            CASE WHEN p.id IS NULL THEN NULL ELSE jsonb_build_object('nombre', p.nombre) END AS cultivo,
            CASE WHEN k.archivo IS NULL THEN '[]'::jsonb
                 ELSE jsonb_build_array(jsonb_build_object('uuid', k.archivo::text, 'nombre', coalesce(k.archivo_nombre, 'ficha.xlsx'))) END AS archivo,
            coalesce(k.num_preguntas, 0) AS numero_preguntas, k.categorias, k.csv_actualizado_en, k.ultima_descarga,
            k.ultima_descarga_error, k.ultima_descarga_filas, k.ultima_descarga_total,
            EXISTS (SELECT 1 FROM trabajos t
                     WHERE t.tipo = $5 AND t.estado IN ('pendiente', 'en_proceso')
                       AND (t.clave = $6 || k.id_cooperativa || ':' || k.id
                            OR (t.clave = $7 || k.id_cooperativa || ':' || k.id AND (t.estado = 'en_proceso' OR t.disponible_en <= now())))
                   ) AS descarga_en_cola,
            k.version
       FROM kobo_fichas k
       JOIN cooperativas co ON co.id = k.id_cooperativa
       JOIN fichas_master m ON m.id = k.id_ficha_master
       LEFT JOIN ciclos ci ON ci.id_cooperativa = k.id_cooperativa AND ci.id = k.id_ciclo
       LEFT JOIN cat_productos p ON p.id = ${ID_CULTIVO}
      WHERE k.id_cooperativa = $1 AND ($2::int IS NULL OR k.id_ficha_master = $2) AND ($3::int IS NULL OR k.id = $3)
        AND ($4::text IS NULL OR k.kobo_project_uid = $4)
      ORDER BY k.id`,
    [coop, filtro.master ?? null, filtro.id ?? null, filtro.uid ?? null, TIPO_KOBO_PULL, PREFIJO_DESCARGA, PREFIJO_PROGRAMADA],
  );
}

export async function fichaCooperativa(db: Consulta, coop: number, id: number): Promise<FichaCooperativa | null> {
  return (await fichasCooperativa(db, coop, { id }))[0] ?? null;
}

/** The uploaded XLSForm of a form of the cooperative. */
export async function archivoFicha(
  db: Consulta,
  coop: number,
  id: number,
): Promise<{ nombre: string; mime: string; contenido: Buffer } | null> {
  const [f] = await db.query<{ nombre: string; mime: string; contenido: Buffer }>(
    `SELECT coalesce(k.archivo_nombre, a.nombre) AS nombre, a.mime, a.contenido
       FROM kobo_fichas k JOIN archivos a ON a.id_cooperativa = k.id_cooperativa AND a.uuid = k.archivo
      WHERE k.id_cooperativa = $1 AND k.id = $2`,
    [coop, id],
  );
  return f ?? null;
}

export async function cicloDeCooperativa(db: Consulta, coop: number, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM ciclos WHERE id_cooperativa = $1 AND id = $2', [coop, id])).length > 0;
}
