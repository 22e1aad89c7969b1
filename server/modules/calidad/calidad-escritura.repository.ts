import type { Consulta } from '../../db/db';
import type { FisicoFila, ZarandaFila } from './fisico-datos';
import type { SeleccionResuelta } from './seleccion';

/** The quality writes (issue 26): each runs inside its use case's transaction (`tx`), always with the cooperative. */

export interface AjustesCoop {
  saco_kg: number;
  base_mancha: 'oro' | 'pergamino';
}
export async function ajustesCalidad(db: Consulta, coop: number): Promise<AjustesCoop> {
  const [c] = await db.query<AjustesCoop>(
    'SELECT calidad_saco_kg AS saco_kg, calidad_base_mancha AS base_mancha FROM configuraciones WHERE id_cooperativa = $1',
    [coop],
  );
  return c ?? { saco_kg: 69, base_mancha: 'oro' };
}

const COLUMNAS_SELECCION = [
  'id_ciclo',
  'tipo_analisis',
  'analisis_por_entrega',
  'id_cuenta',
  'id_lote',
  'id_municipio',
  'localidades',
  'nombre_proveedor',
  'region_proveedor',
  'notas_adicionales',
  'altura_promedio',
  'busqueda',
] as const;
const valoresSeleccion = (s: SeleccionResuelta) => COLUMNAS_SELECCION.map((c) => s[c]);

export async function insertarAnalisis(tx: Consulta, coop: number, s: SeleccionResuelta, usuario: number) {
  const [f] = await tx.query<{ id: number; uuid: string; folio: string }>(
    `INSERT INTO calidad_analisis (id_cooperativa, id_usuario, ${COLUMNAS_SELECCION.join(', ')})
     VALUES ($1, $2, ${COLUMNAS_SELECCION.map((_, i) => `$${i + 3}`).join(', ')}) RETURNING id, uuid::text, folio`,
    [coop, usuario, ...valoresSeleccion(s)],
  );
  return f!;
}

export async function actualizarAnalisis(tx: Consulta, coop: number, id: number, s: SeleccionResuelta) {
  await tx.query(
    `UPDATE calidad_analisis SET ${COLUMNAS_SELECCION.map((c, i) => `${c} = $${i + 3}`).join(', ')}, version = version + 1, updated_at = now()
      WHERE id_cooperativa = $1 AND id = $2`,
    [coop, id, ...valoresSeleccion(s)],
  );
}

/** The sampled deliveries: replaced as a whole (the selection is the truth). */
export async function reemplazarAcopios(tx: Consulta, coop: number, idAnalisis: number, acopios: number[]) {
  await tx.query('DELETE FROM calidad_analisis_acopios WHERE id_cooperativa = $1 AND id_analisis = $2', [coop, idAnalisis]);
  if (acopios.length)
    await tx.query('INSERT INTO calidad_analisis_acopios (id_cooperativa, id_analisis, id_acopio) SELECT $1, $2, unnest($3::int[])', [
      coop,
      idAnalisis,
      acopios,
    ]);
}

const COLUMNAS_FISICO = [
  'fecha',
  'id_tipo_proceso',
  'id_color_muestra',
  'olor_muestra',
  'peso_pergamino',
  'peso_oro',
  'peso_cerezo',
  'peso_mancha',
  'humedad',
  'densidad',
  'actividad_agua',
  'misma_muestra',
  'peso_oro_2',
  'observaciones',
  'saco_kg',
  'base_mancha',
  'rendimiento',
  'cerezo',
  'mancha',
  'oro_exportable_g',
  'oro_exportable',
  'factor',
  'kg_pergamino',
  'kg_exportables',
  'defectos_primarios',
  'defectos_secundarios',
  'defectos_gramos',
] as const;

export async function insertarFisico(tx: Consulta, coop: number, idAnalisis: number, f: FisicoFila, usuario: number) {
  const [r] = await tx.query<{ id: number; uuid: string; version: number }>(
    `INSERT INTO calidad_fisicos (id_cooperativa, id_analisis, id_usuario, ${COLUMNAS_FISICO.join(', ')})
     VALUES ($1, $2, $3, ${COLUMNAS_FISICO.map((_, i) => `$${i + 4}`).join(', ')}) RETURNING id, uuid::text, version`,
    [coop, idAnalisis, usuario, ...COLUMNAS_FISICO.map((c) => f[c])],
  );
  return r!;
}

/** The version was already taken (tomarVersion); this writes the values. */
export async function actualizarFisico(tx: Consulta, coop: number, id: number, f: FisicoFila, usuario: number) {
  await tx.query(
    `UPDATE calidad_fisicos SET ${COLUMNAS_FISICO.map((c, i) => `${c} = $${i + 4}`).join(', ')}, id_usuario = $3, updated_at = now()
      WHERE id_cooperativa = $1 AND id = $2`,
    [coop, id, usuario, ...COLUMNAS_FISICO.map((c) => f[c])],
  );
}

/** The physical row by uuid, locked, with its analysis; null when not the cooperative's. */
export async function bloquearFisico(tx: Consulta, coop: number, uuid: string) {
  const [f] = await tx.query<
    { id: number; id_analisis: number; uuid_analisis: string; folio: string; version: number } & Record<string, unknown>
  >(
    `SELECT f.*, f.uuid::text AS uuid, a.uuid::text AS uuid_analisis, a.folio
       FROM calidad_fisicos f JOIN calidad_analisis a ON a.id_cooperativa = f.id_cooperativa AND a.id = f.id_analisis
      WHERE f.id_cooperativa = $1 AND f.uuid = $2 FOR UPDATE OF f`,
    [coop, uuid],
  );
  return f ?? null;
}

/** Stored sieve and defect ids of a physical analysis: an id in a body must be one of them. */
export async function filasDeFisico(tx: Consulta, coop: number, idFisico: number) {
  const z = await tx.query<{ id: number }>('SELECT id FROM calidad_fisicos_zarandas WHERE id_cooperativa = $1 AND id_fisico = $2', [
    coop,
    idFisico,
  ]);
  const d = await tx.query<{ id: number; id_fila_zaranda: number }>(
    `SELECT d.id, d.id_fila_zaranda FROM calidad_fisicos_defectos d
       JOIN calidad_fisicos_zarandas z ON z.id_cooperativa = d.id_cooperativa AND z.id = d.id_fila_zaranda
      WHERE d.id_cooperativa = $1 AND z.id_fisico = $2`,
    [coop, idFisico],
  );
  return { zarandas: new Set(z.map((f) => f.id)), defectos: new Map(d.map((f) => [f.id, f.id_fila_zaranda])) };
}

/**
 * Sieves and their defects as the body left them (R124): rows marked eliminar go, stored rows are updated in the
 * person's order, new ones are inserted. Ids were checked against this physical analysis by the use case.
 */
export async function guardarZarandas(tx: Consulta, coop: number, idFisico: number, zs: ZarandaFila[], quitar: number[]) {
  if (quitar.length)
    await tx.query('DELETE FROM calidad_fisicos_zarandas WHERE id_cooperativa = $1 AND id_fisico = $2 AND id = ANY($3::int[])', [
      coop,
      idFisico,
      quitar,
    ]);
  for (const [orden, z] of zs.entries()) {
    let id = z.id;
    if (id)
      await tx.query('UPDATE calidad_fisicos_zarandas SET id_zaranda = $3, valor = $4, orden = $5 WHERE id_cooperativa = $1 AND id = $2', [
        coop,
        id,
        z.id_zaranda,
        z.valor,
        orden,
      ]);
    else {
      const [r] = await tx.query<{ id: number }>(
        'INSERT INTO calidad_fisicos_zarandas (id_cooperativa, id_fisico, id_zaranda, valor, orden) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [coop, idFisico, z.id_zaranda, z.valor, orden],
      );
      id = r!.id;
    }
    if (z.quitarDefectos.length)
      await tx.query('DELETE FROM calidad_fisicos_defectos WHERE id_cooperativa = $1 AND id_fila_zaranda = $2 AND id = ANY($3::int[])', [
        coop,
        id,
        z.quitarDefectos,
      ]);
    for (const [o, f] of z.defectos.entries()) {
      if (f.id)
        await tx.query(
          `UPDATE calidad_fisicos_defectos SET id_tipo_mancha = $3, no_granos = $4, gramos = $5, orden = $6
            WHERE id_cooperativa = $1 AND id = $2`,
          [coop, f.id, f.id_tipo_mancha, f.no_granos, f.gramos, o],
        );
      else
        await tx.query(
          `INSERT INTO calidad_fisicos_defectos (id_cooperativa, id_fila_zaranda, id_tipo_mancha, no_granos, gramos, orden)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [coop, id, f.id_tipo_mancha, f.no_granos, f.gramos, o],
        );
    }
  }
}

// ── the cupping ───────────────────────────────────────────────────────────────────────────────────────────────────
export interface SensorialFila {
  metodo: string;
  perfil_taza: string;
  descripcion: string | null;
  puntajes: Record<string, number>;
  descripciones: Record<string, string>;
  tazas_no_uniformes: number;
  tazas_defectuosas: number;
  total: number;
}

/** The analysis by uuid, locked, with its physical and sensory uuids. */
export async function bloquearAnalisis(tx: Consulta, coop: number, uuid: string) {
  const [a] = await tx.query<{ id: number; uuid: string; folio: string; uuid_fisico: string | null; id_sensorial: number | null }>(
    `SELECT a.id, a.uuid::text, a.folio, f.uuid::text AS uuid_fisico, s.id AS id_sensorial
       FROM calidad_analisis a
       LEFT JOIN calidad_fisicos f ON f.id_cooperativa = a.id_cooperativa AND f.id_analisis = a.id
       LEFT JOIN calidad_sensoriales s ON s.id_cooperativa = a.id_cooperativa AND s.id_analisis = a.id
      WHERE a.id_cooperativa = $1 AND a.uuid = $2 FOR UPDATE OF a`,
    [coop, uuid],
  );
  return a ?? null;
}

export async function insertarSensorial(tx: Consulta, coop: number, idAnalisis: number, s: SensorialFila, usuario: number) {
  const [r] = await tx.query<{ id: number; uuid: string; version: number }>(
    `INSERT INTO calidad_sensoriales (id_cooperativa, id_analisis, id_usuario, metodo, perfil_taza, descripcion, puntajes, descripciones,
                                      tazas_no_uniformes, tazas_defectuosas, total)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id, uuid::text, version`,
    [
      coop,
      idAnalisis,
      usuario,
      s.metodo,
      s.perfil_taza,
      s.descripcion,
      JSON.stringify(s.puntajes),
      JSON.stringify(s.descripciones),
      s.tazas_no_uniformes,
      s.tazas_defectuosas,
      s.total,
    ],
  );
  return r!;
}

export async function bloquearSensorial(tx: Consulta, coop: number, uuid: string) {
  const [s] = await tx.query<
    { id: number; id_analisis: number; uuid_analisis: string; uuid_fisico: string; folio: string } & SensorialFila
  >(
    `SELECT s.id, s.id_analisis, a.uuid::text AS uuid_analisis, f.uuid::text AS uuid_fisico, a.folio, s.metodo, s.perfil_taza, s.descripcion,
            s.puntajes, s.descripciones, s.tazas_no_uniformes, s.tazas_defectuosas, s.total
       FROM calidad_sensoriales s
       JOIN calidad_analisis a ON a.id_cooperativa = s.id_cooperativa AND a.id = s.id_analisis
       JOIN calidad_fisicos f ON f.id_cooperativa = s.id_cooperativa AND f.id_analisis = s.id_analisis
      WHERE s.id_cooperativa = $1 AND s.uuid = $2 FOR UPDATE OF s`,
    [coop, uuid],
  );
  return s ?? null;
}

export async function actualizarSensorial(tx: Consulta, coop: number, id: number, s: SensorialFila, usuario: number) {
  await tx.query(
    `UPDATE calidad_sensoriales SET metodo = $3, perfil_taza = $4, descripcion = $5, puntajes = $6, descripciones = $7,
            tazas_no_uniformes = $8, tazas_defectuosas = $9, total = $10, id_usuario = $11, updated_at = now()
      WHERE id_cooperativa = $1 AND id = $2`,
    [
      coop,
      id,
      s.metodo,
      s.perfil_taza,
      s.descripcion,
      JSON.stringify(s.puntajes),
      JSON.stringify(s.descripciones),
      s.tazas_no_uniformes,
      s.tazas_defectuosas,
      s.total,
      usuario,
    ],
  );
}
