import type { Consulta } from '../../db/db';
import { idsConTexto } from '../../search/textos';
import { NOMBRES_TIPO_ANALISIS } from '@domain/calidad/validar';
import { bandaTaza, NOMBRES_BANDA } from '@domain/calidad/sensorial';
import { esGradoEspecialidad } from '@domain/calidad/defectos';
import { kilosExportables } from '@domain/calidad/fisico';
import {
  ATRIBUTOS_SENSORIAL,
  type FichaFisico,
  type FichaSensorial,
  type FilaCalidad,
  type MetodoSensorial,
  type SeleccionGuardada,
  type ZarandaGuardada,
} from '@domain/contrato/calidad';

/**
 * The quality records as the screens read them (issue 26): the physical analysis with its selection, its sieves,
 * the cupping, and the paged list. Every figure was derived by the server when saved (0056); only names are joined.
 */

/** The selection's names, joined once for the records and the list (`a` is calidad_analisis). */
const SELECCION = `
  a.id_ciclo, a.tipo_analisis, a.analisis_por_entrega, a.id_cuenta, pr.uuid::text AS uuid_productor, pr.nombre_completo AS nombre_productor,
  (SELECT string_agg(x.id_acopio::text, ',' ORDER BY x.id_acopio) FROM calidad_analisis_acopios x
    WHERE x.id_cooperativa = a.id_cooperativa AND x.id_analisis = a.id) AS id_acopio,
  a.id_lote, lo.nombre AS nombre_lote, lo.folio AS folio_lote, lo.uuid::text AS uuid_lote, a.id_municipio, mu.nombre AS nombre_municipio,
  array_to_string(a.localidades, ',') AS id_localidad,
  (SELECT string_agg(l.nombre, ', ' ORDER BY l.nombre) FROM localidades l WHERE l.id = ANY(a.localidades)) AS nombre_localidades,
  a.nombre_proveedor, a.region_proveedor, a.notas_adicionales`;
const UNIONES_SELECCION = `
  LEFT JOIN cuentas cu ON cu.id_cooperativa = a.id_cooperativa AND cu.id = a.id_cuenta
  LEFT JOIN productores pr ON pr.id_cooperativa = cu.id_cooperativa AND pr.id = cu.id_productor
  LEFT JOIN lotes lo ON lo.id_cooperativa = a.id_cooperativa AND lo.id = a.id_lote
  LEFT JOIN municipios mu ON mu.id = a.id_municipio`;

type FilaSeleccion = Omit<SeleccionGuardada, 'nombre_tipo_analisis'> & { folio_lote: string | null; uuid_lote: string | null };
const seleccionDe = (f: FilaSeleccion): SeleccionGuardada => ({
  id_ciclo: f.id_ciclo,
  tipo_analisis: f.tipo_analisis,
  nombre_tipo_analisis: NOMBRES_TIPO_ANALISIS[f.tipo_analisis] ?? '',
  analisis_por_entrega: f.analisis_por_entrega,
  id_cuenta: f.id_cuenta,
  uuid_productor: f.uuid_productor,
  nombre_productor: f.nombre_productor,
  id_acopio: f.id_acopio,
  id_lote: f.id_lote,
  nombre_lote: f.nombre_lote,
  id_municipio: f.id_municipio,
  nombre_municipio: f.nombre_municipio,
  id_localidad: f.id_localidad,
  nombre_localidades: f.nombre_localidades,
  nombre_proveedor: f.nombre_proveedor,
  region_proveedor: f.region_proveedor,
  notas_adicionales: f.notas_adicionales,
});

// ── the physical analysis ─────────────────────────────────────────────────────────────────────────────────────────
export async function fichaFisico(db: Consulta, coop: number, uuid: string): Promise<(FichaFisico & { id: number }) | null> {
  const [f] = await db.query<Record<string, unknown> & FilaSeleccion>(
    `SELECT f.*, f.uuid::text AS uuid, to_char(f.fecha, 'YYYY-MM-DD') AS fecha, a.uuid::text AS uuid_analisis, a.folio, s.uuid::text AS uuid_sensorial,
            cp.nombre AS nombre_proceso, cc.nombre AS nombre_color, ${SELECCION}
       FROM calidad_fisicos f
       JOIN calidad_analisis a ON a.id_cooperativa = f.id_cooperativa AND a.id = f.id_analisis
       LEFT JOIN calidad_sensoriales s ON s.id_cooperativa = a.id_cooperativa AND s.id_analisis = a.id
       JOIN cat_calidad_procesos cp ON cp.id = f.id_tipo_proceso
       JOIN cat_calidad_colores cc ON cc.id = f.id_color_muestra
       ${UNIONES_SELECCION}
      WHERE f.id_cooperativa = $1 AND f.uuid = $2`,
    [coop, uuid],
  );
  if (!f) return null;
  const n = (k: string) => f[k] as number;
  const kg =
    f.kg_pergamino === null
      ? null
      : kilosExportables(n('kg_pergamino'), { pergamino: n('peso_pergamino'), oro: n('peso_oro'), mancha: n('peso_mancha') }, n('saco_kg'));
  return {
    id: n('id'),
    id_calidad_analisis: f.uuid_analisis as string,
    id_calidad_analisis_fisico: f.uuid as string,
    id_calidad_analisis_sensorial: (f.uuid_sensorial as string | null) ?? null,
    folio: f.folio as string,
    seleccion: seleccionDe(f),
    fecha: f.fecha as string,
    id_tipo_proceso: n('id_tipo_proceso'),
    id_color_muestra: n('id_color_muestra'),
    olor_muestra: f.olor_muestra as string | null,
    pergamino_peso_muestra_pergamino: n('peso_pergamino'),
    pergamino_peso_muestra_oro: n('peso_oro'),
    pergamino_peso_muestra_cerezo: n('peso_cerezo'),
    pergamino_peso_mancha: n('peso_mancha'),
    pergamino_humedad: n('humedad'),
    pergamino_densidad: f.densidad as number | null,
    pergamino_actividad_agua: f.actividad_agua as number | null,
    peso_muestra_misma_anterior: n('misma_muestra'),
    pergamino_peso_muestra_oro_2: (f.peso_oro_2 as number | null) ?? n('peso_oro'),
    observaciones: f.observaciones as string | null,
    pergamino_rendimiento: n('rendimiento'),
    pergamino_cerezo: n('cerezo'),
    pergamino_mancha: n('mancha'),
    oro_rendimiento_exportable: n('oro_exportable'),
    oro_mancha: n('oro_exportable_g'),
    oro_kgs_exportables: f.kg_exportables as number | null,
    oro_quintales_exportables: kg?.quintales ?? null,
    oro_sacos_exportables: kg?.sacos ?? null,
    pergamino_kgs_netos: f.kg_pergamino as number | null,
    factor_rendimiento: f.factor as number | null,
    saco_kg: n('saco_kg'),
    base_mancha: f.base_mancha as 'oro' | 'pergamino',
    defectos_primarios: n('defectos_primarios'),
    defectos_secundarios: n('defectos_secundarios'),
    defectos_gramos: n('defectos_gramos'),
    grado_especialidad: esGradoEspecialidad({ primarios: n('defectos_primarios'), secundarios: n('defectos_secundarios') }, n('humedad')),
    proceso: { nombre: f.nombre_proceso as string },
    color: { nombre: f.nombre_color as string },
    version: n('version'),
    updated_at: new Date(f.updated_at as string).toISOString(),
  };
}

/** The sieves of a physical analysis (by its id), in the person's order, each with its defects split by category. */
export async function leerZarandas(db: Consulta, coop: number, idFisico: number): Promise<ZarandaGuardada[]> {
  const filas = await db.query<{
    id: number;
    id_zaranda: number;
    valor: number;
    nombre: string;
    defectos: {
      id_calidad_analisis_fisicos_defecto: number;
      id_tipo_mancha: number;
      no_granos: number;
      gramos: number;
      nombre: string;
      categoria: number;
      granos_por_defecto: number;
    }[];
  }>(
    `SELECT z.id, z.id_zaranda, z.valor, cz.nombre,
            coalesce((SELECT json_agg(json_build_object('id_calidad_analisis_fisicos_defecto', d.id, 'id_tipo_mancha', d.id_tipo_mancha,
                                 'no_granos', d.no_granos, 'gramos', d.gramos, 'nombre', t.nombre, 'categoria', t.categoria,
                                 'granos_por_defecto', t.granos_por_defecto) ORDER BY d.orden, d.id)
                        FROM calidad_fisicos_defectos d JOIN cat_calidad_tipos_mancha t ON t.id = d.id_tipo_mancha
                       WHERE d.id_cooperativa = z.id_cooperativa AND d.id_fila_zaranda = z.id), '[]') AS defectos
       FROM calidad_fisicos_zarandas z JOIN cat_calidad_zarandas cz ON cz.id = z.id_zaranda
      WHERE z.id_cooperativa = $1 AND z.id_fisico = $2
      ORDER BY z.orden, z.id`,
    [coop, idFisico],
  );
  const defecto = (d: (typeof filas)[number]['defectos'][number]) => ({
    id_calidad_analisis_fisicos_defecto: d.id_calidad_analisis_fisicos_defecto,
    id_tipo_mancha: d.id_tipo_mancha,
    no_granos: d.no_granos,
    gramos: Number(d.gramos),
    tipo_mancha: { nombre: d.nombre, categoria: d.categoria, granos_por_defecto: d.granos_por_defecto },
  });
  return filas.map((z) => ({
    id_calidad_analisis_fisicos_zaranda: z.id,
    id_zaranda: z.id_zaranda,
    valor: z.valor,
    zaranda: { nombre: z.nombre },
    defectos_primarios: z.defectos.filter((d) => d.categoria === 1).map(defecto),
    defectos_secundarios: z.defectos.filter((d) => d.categoria === 2).map(defecto),
  }));
}

// ── the cupping ───────────────────────────────────────────────────────────────────────────────────────────────────
export async function fichaSensorial(db: Consulta, coop: number, uuid: string): Promise<FichaSensorial | null> {
  const [s] = await db.query<{
    uuid: string;
    uuid_analisis: string;
    uuid_fisico: string;
    folio: string;
    metodo: MetodoSensorial;
    perfil_taza: string;
    descripcion: string | null;
    puntajes: Record<string, number>;
    descripciones: Record<string, string>;
    tazas_no_uniformes: number;
    tazas_defectuosas: number;
    total: number;
    version: number;
    updated_at: string;
  }>(
    `SELECT s.uuid::text, a.uuid::text AS uuid_analisis, f.uuid::text AS uuid_fisico, a.folio, s.metodo, s.perfil_taza, s.descripcion,
            s.puntajes, s.descripciones, s.tazas_no_uniformes, s.tazas_defectuosas, s.total, s.version, s.updated_at
       FROM calidad_sensoriales s
       JOIN calidad_analisis a ON a.id_cooperativa = s.id_cooperativa AND a.id = s.id_analisis
       JOIN calidad_fisicos f ON f.id_cooperativa = s.id_cooperativa AND f.id_analisis = s.id_analisis
      WHERE s.id_cooperativa = $1 AND s.uuid = $2`,
    [coop, uuid],
  );
  if (!s) return null;
  const banda = bandaTaza(s.total);
  const atributos = Object.fromEntries(
    ATRIBUTOS_SENSORIAL.flatMap((a) => [
      [a, s.puntajes[a] ?? null],
      [`${a}_desc`, s.descripciones[a] ?? null],
    ]),
  );
  return {
    ...(atributos as Pick<FichaSensorial, (typeof ATRIBUTOS_SENSORIAL)[number]>),
    ...(atributos as Pick<FichaSensorial, `${(typeof ATRIBUTOS_SENSORIAL)[number]}_desc`>),
    id_calidad_analisis: s.uuid_analisis,
    id_calidad_analisis_fisico: s.uuid_fisico,
    id_calidad_analisis_sensorial: s.uuid,
    folio: s.folio,
    metodo: s.metodo,
    perfil_taza: s.perfil_taza,
    descripcion: s.descripcion,
    tazas_no_uniformes: s.tazas_no_uniformes,
    tazas_defectuosas: s.tazas_defectuosas,
    puntaje_taza: s.total,
    banda,
    nombre_banda: NOMBRES_BANDA[banda],
    version: s.version,
    updated_at: new Date(s.updated_at).toISOString(),
  };
}

// ── the list ──────────────────────────────────────────────────────────────────────────────────────────────────────
export interface FiltroLista {
  q?: string | undefined;
  id_ciclo?: number | undefined;
  tipo_analisis?: number | undefined;
  id_lote?: number | undefined;
  uuid_productor?: string | undefined;
  /** one analysis (its receipt) */
  id?: number | undefined;
  /** keyset paging of the Excel: analyses older than this id */
  antesDe?: number | undefined;
}

const sinAcentos = (t: string) =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** WHERE of the list on calidad_analisis `a` alone (so the count needs no join); $1 is the cooperative. */
function donde(f: FiltroLista): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const c: string[] = ['a.id_cooperativa = $1'];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length + 1}`;
  };
  if (f.id) c.push(`a.id = ${p(f.id)}`);
  if (f.antesDe) c.push(`a.id < ${p(f.antesDe)}`);
  if (f.id_ciclo) c.push(`a.id_ciclo = ${p(f.id_ciclo)}`);
  if (f.tipo_analisis) c.push(`a.tipo_analisis = ${p(f.tipo_analisis)}`);
  if (f.id_lote) c.push(`a.id_lote = ${p(f.id_lote)}`);
  if (f.uuid_productor)
    c.push(`a.id_cuenta IN (SELECT c.id FROM cuentas c JOIN productores pr ON pr.id_cooperativa = c.id_cooperativa AND pr.id = c.id_productor
                             WHERE c.id_cooperativa = $1 AND pr.uuid = ${p(f.uuid_productor)})`);
  const q = f.q?.trim();
  if (q) {
    // a folio ('CAL-000123', 'cal-123', '123') finds its analysis; any text, the names saved with it
    const folio = /^(?:cal-?)?0*(\d{1,9})$/i.exec(q);
    // the saved names through textos_busqueda (0083): under row-level security a LIKE on calidad_analisis may not use
    // its trigram index
    const patron = p(`%${sinAcentos(q).replace(/[\\%_]/g, (x) => `\\${x}`)}%`);
    const texto = `a.id IN (${idsConTexto('calidad_analisis', '$1', patron)})`;
    c.push(folio ? `(a.id = ${p(Number(folio[1]))} OR ${texto})` : texto);
  }
  return { sql: c.join(' AND '), params };
}

export async function contarAnalisis(db: Consulta, coop: number, f: FiltroLista): Promise<number> {
  // no filter, the cycle or the type: the kept count (0059), a few rows instead of every analysis
  if (!f.q?.trim() && !f.id_lote && !f.uuid_productor && !f.id && !f.antesDe) {
    const [k] = await db.query<{ n: number }>(
      `SELECT coalesce(sum(n), 0)::int AS n FROM calidad_analisis_conteo
        WHERE id_cooperativa = $1 AND ($2::int IS NULL OR id_ciclo = $2) AND ($3::int IS NULL OR tipo_analisis = $3)`,
      [coop, f.id_ciclo ?? null, f.tipo_analisis ?? null],
    );
    return k!.n;
  }
  const w = donde(f);
  const [r] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM calidad_analisis a WHERE ${w.sql}`, [coop, ...w.params]);
  return r!.n;
}

/**
 * A page of 'Últimos registros de muestras', newest first: the keys are read on calidad_analisis alone through
 * (id_cooperativa, id DESC), then only those rows are joined to their physical, cupping and names.
 */
export async function paginaAnalisis(db: Consulta, coop: number, f: FiltroLista, limite: number, desde: number): Promise<FilaCalidad[]> {
  const w = donde(f);
  const n = w.params.length;
  const filas = await db.query<Record<string, unknown> & FilaSeleccion>(
    `WITH llaves AS (SELECT a.id FROM calidad_analisis a WHERE ${w.sql} ORDER BY a.id DESC LIMIT $${n + 2} OFFSET $${n + 3})
     SELECT a.folio, to_char(fi.fecha, 'YYYY-MM-DD') AS fecha, a.altura_promedio, a.uuid::text AS uuid_analisis, a.created_at,
            fi.uuid::text AS uuid_fisico, fi.factor, fi.oro_exportable, fi.rendimiento, fi.cerezo, fi.mancha, fi.humedad, fi.olor_muestra,
            fi.densidad, fi.actividad_agua, fi.defectos_gramos, fi.defectos_primarios, fi.defectos_secundarios, fi.kg_exportables,
            fi.observaciones, cp.nombre AS nombre_tipo_proceso, cc.nombre AS nombre_color_muestra,
            s.uuid::text AS uuid_sensorial, s.total, s.metodo, s.perfil_taza, s.descripcion, s.descripciones ->> 'fragancia_aroma' AS fragancia_aroma_desc,
            (SELECT string_agg(coalesce(ac.folio_acopio, ac.id::text), ', ' ORDER BY ac.id) FROM calidad_analisis_acopios x
               JOIN acopios ac ON ac.id_cooperativa = x.id_cooperativa AND ac.id = x.id_acopio
              WHERE x.id_cooperativa = a.id_cooperativa AND x.id_analisis = a.id) AS folios_acopio,
            (SELECT lc.nombre || ', ' || mc.nombre FROM localidades lc JOIN municipios mc ON mc.id = lc.id_municipio WHERE lc.id = pr.id_localidad) AS region_productor,
            ${SELECCION}
       FROM llaves k
       JOIN calidad_analisis a ON a.id_cooperativa = $1 AND a.id = k.id
       JOIN calidad_fisicos fi ON fi.id_cooperativa = a.id_cooperativa AND fi.id_analisis = a.id
       JOIN cat_calidad_procesos cp ON cp.id = fi.id_tipo_proceso
       JOIN cat_calidad_colores cc ON cc.id = fi.id_color_muestra
       LEFT JOIN calidad_sensoriales s ON s.id_cooperativa = a.id_cooperativa AND s.id_analisis = a.id
       ${UNIONES_SELECCION}
      ORDER BY a.id DESC`,
    [coop, ...w.params, limite, desde],
  );
  return filas.map(filaLista);
}

function filaLista(f: Record<string, unknown> & FilaSeleccion): FilaCalidad {
  const s = seleccionDe(f);
  const tipo = s.tipo_analisis;
  const nombre = tipo === 1 ? s.nombre_productor : tipo === 2 ? s.nombre_lote : tipo === 3 ? s.nombre_municipio : s.nombre_proveedor;
  const detalle =
    tipo === 1
      ? ((f.folios_acopio as string | null) ?? null)
      : tipo === 2
        ? (f.folio_lote ?? null)
        : tipo === 3
          ? s.nombre_localidades
          : s.notas_adicionales;
  const region =
    tipo === 1 ? (f.region_productor as string | null) : tipo === 3 ? s.nombre_municipio : tipo === 4 ? s.region_proveedor : null;
  const total = f.total as number | null;
  const banda = total === null ? null : bandaTaza(total);
  const n = (k: string) => f[k] as number;
  const nn = (k: string) => f[k] as number | null;
  return {
    folio: f.folio as string,
    fecha: f.fecha as string,
    id_ciclo: s.id_ciclo,
    id_tipo_analisis: tipo,
    tipo_analisis: s.nombre_tipo_analisis,
    nombre: nombre ?? '',
    detalle,
    region,
    altura_promedio: nn('altura_promedio'),
    resumen_rendimiento: nn('factor'),
    resumen_rendimiento_exportable: n('oro_exportable'),
    resumen_puntaje_taza: total,
    nombre_tipo_proceso: f.nombre_tipo_proceso as string,
    porcentaje_rendimiento: n('rendimiento'),
    porcentaje_cerezo: n('cerezo'),
    porcentaje_mancha: n('mancha'),
    pergamino_humedad: n('humedad'),
    olor_muestra: f.olor_muestra as string | null,
    pergamino_densidad: nn('densidad'),
    pergamino_actividad_agua: nn('actividad_agua'),
    nombre_color_muestra: f.nombre_color_muestra as string,
    defectos_gramos: n('defectos_gramos'),
    defectos: `${n('defectos_primarios')} primarios, ${n('defectos_secundarios')} secundarios`,
    defectos_primarios: n('defectos_primarios'),
    defectos_secundarios: n('defectos_secundarios'),
    kg_exportables: nn('kg_exportables'),
    observaciones: f.observaciones as string | null,
    puntaje_taza: total,
    metodo_sensorial: (f.metodo as MetodoSensorial | null) ?? null,
    banda,
    nombre_banda: banda ? NOMBRES_BANDA[banda] : null,
    fragancia_aroma_desc: f.fragancia_aroma_desc as string | null,
    perfil_taza: f.perfil_taza as string | null,
    descripcion: f.descripcion as string | null,
    uuid_calidad_analisis: f.uuid_analisis as string,
    uuid_productor: s.uuid_productor,
    uuid_calidad_analisis_fisico: f.uuid_fisico as string,
    uuid_calidad_analisis_sensorial: (f.uuid_sensorial as string | null) ?? null,
    id_cuenta: s.id_cuenta,
    id_acopio: s.id_acopio,
    id_lote: s.id_lote,
    uuid_lote: f.uuid_lote,
    created_at: new Date(f.created_at as string).toISOString(),
  };
}

/** The analysis of a receipt (by the analysis uuid): the list row and its cooperative and cycle names. */
export async function filaDeAnalisis(db: Consulta, coop: number, uuid: string): Promise<FilaCalidad | null> {
  const [k] = await db.query<{ id: number }>('SELECT id FROM calidad_analisis WHERE id_cooperativa = $1 AND uuid = $2', [coop, uuid]);
  if (!k) return null;
  const [f] = await paginaAnalisis(db, coop, { id: k.id }, 1, 0);
  return f ?? null;
}

/** The folio is the id ('CAL-000123', 0056): the Excel's key to read on from. */
const idDeFolio = (folio: string) => Number(folio.slice(4));

/** Every analysis of the filter, newest first, a page at a time by key (memory flat, PGlite free between pages). */
export async function* paginasAnalisis(db: Consulta, coop: number, f: FiltroLista, porPagina = 1000): AsyncGenerator<FilaCalidad[]> {
  let antesDe: number | undefined;
  for (;;) {
    const filas = await paginaAnalisis(db, coop, { ...f, antesDe }, porPagina, 0);
    if (filas.length) yield filas;
    if (filas.length < porPagina) return;
    antesDe = idDeFolio(filas[filas.length - 1]!.folio);
  }
}

/** The cooperative's name (printouts) and time zone (file names). */
export async function datosCooperativa(db: Consulta, coop: number): Promise<{ cooperativa: string; zona: string | null }> {
  const [c] = await db.query<{ cooperativa: string; zona: string | null }>(
    `SELECT c.nombre AS cooperativa, cf.zona_horaria AS zona FROM cooperativas c
       LEFT JOIN configuraciones cf ON cf.id_cooperativa = c.id WHERE c.id = $1`,
    [coop],
  );
  return c ?? { cooperativa: '', zona: null };
}
