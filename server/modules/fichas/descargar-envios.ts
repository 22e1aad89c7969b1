import { createHash } from 'node:crypto';
import type { Consulta, Db } from '../../db/db';
import { contenidoCanonico, mapearEnvio, type EnvioMapeado, type TipoFicha } from '@domain/fichas/envio';
import { ErrorKobo, PAGINA_KOBO, paginasDeEnvios, type ConfigKobo, type OpcionesKobo } from '../../adaptadores/kobo';
import { encolar, type Trabajo } from '../../trabajos/cola';
import type { Manejador } from '../../trabajos/trabajador';
import { auditar } from '../auditoria/auditoria';

/**
 * The pull of a cooperative form's submissions from KoboToolbox into `formularios_campo` (issue 27). KPI pages are
 * read to the end (`next`), each page upserted in its own transaction keyed on (cooperative, form, `_id`): a new
 * submission is inserted, one whose content hash changed (an edit in KoboToolbox) updates its typed columns and
 * `datos`, and the links (id_cuenta, id_parcela, id_formato, vinculado_en, id_user_vinculo) are never written here.
 * Edits keep `_submission_time` and their place in the list, so every pull starts RELEER pages before the total
 * the last one saw; `completa` reads everything (the on-demand pull).
 */
export const TIPO_KOBO_PULL = 'kobo_pull';
const RELEER = 2;

export interface ResultadoDescarga {
  leidos: number;
  nuevos: number;
  editados: number;
  rechazados: number;
  total: number;
}

interface Ficha {
  id: number;
  tipo: TipoFicha;
  kobo_project_uid: string | null;
  id_ciclo: number | null;
  ultima_descarga_total: number | null;
  zona: string;
}

async function leerFicha(db: Consulta, coop: number, id: number): Promise<Ficha | null> {
  const [f] = await db.query<Ficha>(
    `SELECT k.id, k.tipo, k.kobo_project_uid, k.id_ciclo, k.ultima_descarga_total,
            coalesce((SELECT zona_horaria FROM configuraciones c WHERE c.id_cooperativa = k.id_cooperativa), 'America/Mexico_City') AS zona
       FROM kobo_fichas k WHERE k.id_cooperativa = $1 AND k.id = $2`,
    [coop, id],
  );
  return f ?? null;
}

type Fila = EnvioMapeado & { hash: string; datos: Record<string, unknown> };

/** One page in one statement: new rows inserted, changed ones updated (links untouched), identical ones skipped. */
async function guardarPagina(tx: Consulta, coop: number, f: Ficha, filas: Fila[]): Promise<{ nuevos: number; editados: number }> {
  if (filas.length === 0) return { nuevos: 0, editados: 0 };
  const r = await tx.query<{ nuevo: boolean }>(
    `INSERT INTO formularios_campo (id_cooperativa, id_kobo_ficha, kobo_id, tipo, uuid_odk, version_formulario, enviado_en, id_ciclo,
        fecha, nombre_inspector, coop_nombre, id_socio_otro, parcela_nombre_otro, num_plantas, superficie, punto, poligono, datos, hash)
     SELECT $1, $2, x.kobo_id, x.tipo, x.uuid_odk, x.version_formulario, x.enviado_en, $3, x.fecha, x.nombre_inspector, x.coop_nombre,
            x.id_socio_otro, x.parcela_nombre_otro, x.num_plantas, x.superficie, x.punto, x.poligono, x.datos, x.hash
       FROM jsonb_to_recordset($4::jsonb) AS x(kobo_id bigint, tipo text, uuid_odk text, version_formulario text, enviado_en timestamptz,
            fecha date, nombre_inspector text, coop_nombre text, id_socio_otro text, parcela_nombre_otro text, num_plantas integer,
            superficie numeric, punto jsonb, poligono jsonb, datos jsonb, hash text)
     ON CONFLICT ON CONSTRAINT formularios_campo_kobo_uq DO UPDATE SET
        tipo = EXCLUDED.tipo, uuid_odk = EXCLUDED.uuid_odk, version_formulario = EXCLUDED.version_formulario,
        enviado_en = EXCLUDED.enviado_en, fecha = EXCLUDED.fecha, nombre_inspector = EXCLUDED.nombre_inspector,
        coop_nombre = EXCLUDED.coop_nombre, id_socio_otro = EXCLUDED.id_socio_otro, parcela_nombre_otro = EXCLUDED.parcela_nombre_otro,
        num_plantas = EXCLUDED.num_plantas, superficie = EXCLUDED.superficie, punto = EXCLUDED.punto, poligono = EXCLUDED.poligono,
        datos = EXCLUDED.datos, hash = EXCLUDED.hash, version = formularios_campo.version + 1, updated_at = now()
      WHERE formularios_campo.hash IS DISTINCT FROM EXCLUDED.hash
     RETURNING (xmax = 0) AS nuevo`,
    [coop, f.id, f.id_ciclo, JSON.stringify(filas)],
  );
  const nuevos = r.filter((x) => x.nuevo).length;
  return { nuevos, editados: r.length - nuevos };
}

async function anotar(db: Db, coop: number, id: number, campos: { filas?: number; total?: number; error: string | null }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE kobo_fichas SET ultima_descarga = now(), ultima_descarga_error = $3,
              ultima_descarga_filas = coalesce($4, ultima_descarga_filas), ultima_descarga_total = coalesce($5, ultima_descarga_total)
        WHERE id_cooperativa = $1 AND id = $2`,
      [coop, id, campos.error, campos.filas ?? null, campos.total ?? null],
    );
    await auditar(tx, null, null, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'kobo_fichas',
      id_entidad: String(id),
      despues: { descarga: campos },
    });
  });
}

/** Pulls one cooperative form's submissions; records the outcome (or the error) on the form's row. */
export async function descargarEnvios(
  db: Db,
  config: ConfigKobo,
  coop: number,
  idFicha: number,
  opciones: OpcionesKobo & { completa?: boolean } = {},
): Promise<ResultadoDescarga> {
  const f = await leerFicha(db, coop, idFicha);
  if (!f) throw new ErrorKobo('La ficha no existe', 'ficha_inexistente', false);
  if (!f.kobo_project_uid) throw new ErrorKobo('La ficha aún no tiene proyecto en KoboToolbox', 'sin_proyecto', false);
  const inicio = opciones.completa ? 0 : Math.max(0, (f.ultima_descarga_total ?? 0) - RELEER * PAGINA_KOBO);
  const r: ResultadoDescarga = { leidos: 0, nuevos: 0, editados: 0, rechazados: 0, total: 0 };
  try {
    for await (const p of paginasDeEnvios(config, f.kobo_project_uid, inicio, opciones)) {
      r.total = p.total;
      const filas: Fila[] = [];
      for (const registro of p.registros) {
        const m = mapearEnvio(registro, f.tipo, f.zona);
        if (!m) {
          r.rechazados++;
          continue;
        }
        filas.push({ ...m, datos: registro, hash: createHash('sha256').update(contenidoCanonico(registro)).digest('hex') });
      }
      r.leidos += p.registros.length;
      const g = await db.transaction((tx) => guardarPagina(tx, coop, f, filas));
      r.nuevos += g.nuevos;
      r.editados += g.editados;
    }
  } catch (e) {
    await anotar(db, coop, idFicha, { error: e instanceof Error ? e.message : String(e) });
    throw e;
  }
  await anotar(db, coop, idFicha, { filas: r.nuevos + r.editados, total: r.total, error: null });
  return r;
}

/** Between two scheduled pulls of a form. */
export const INTERVALO_KOBO_MS = 6 * 60 * 60_000;

/** The job keys of a form's pulls: the one-off ('Descargar envíos') and the recurring one. Read by fichas.repository.ts. */
export const PREFIJO_DESCARGA = 'kobo:';
export const PREFIJO_PROGRAMADA = 'kobo-programada:';
const clave = (prefijo: string, coop: number, idFicha: number) => `${prefijo}${coop}:${idFicha}`;

/**
 * Queues a pull of one form; a waiting one is not queued twice. `programada`: the form's recurring pull, which after
 * each run schedules itself INTERVALO_KOBO_MS later (its own key); otherwise a one-off pull (the on-demand button).
 */
export async function encolarDescarga(tx: Consulta, coop: number, idFicha: number, completa = false, programada = false): Promise<boolean> {
  if (programada) {
    const id = await encolar(tx, {
      tipo: TIPO_KOBO_PULL,
      id_cooperativa: coop,
      clave: clave(PREFIJO_PROGRAMADA, coop, idFicha),
      datos: { id_ficha: idFicha, completa: false, programada: true },
    });
    return id !== null;
  }
  const id = await encolar(tx, {
    tipo: TIPO_KOBO_PULL,
    id_cooperativa: coop,
    clave: clave(PREFIJO_DESCARGA, coop, idFicha),
    datos: { id_ficha: idFicha, completa },
  });
  return id !== null;
}

/** The handler of `kobo_pull` jobs, bound to this server's KoboToolbox. */
export function manejadorDescargaKobo(config: ConfigKobo, opciones: OpcionesKobo = {}): Manejador {
  return async (t: Trabajo, db: Db) => {
    const d = t.datos as { id_ficha?: unknown; completa?: unknown; programada?: unknown };
    if (t.id_cooperativa === null || typeof d.id_ficha !== 'number')
      throw Object.assign(new Error('Trabajo kobo_pull sin cooperativa o sin ficha'), { reintentable: false });
    const existe = await db.query('SELECT 1 FROM kobo_fichas WHERE id_cooperativa = $1 AND id = $2 AND kobo_project_uid IS NOT NULL', [
      t.id_cooperativa,
      d.id_ficha,
    ]);
    // A form removed or without project any more ends its schedule.
    if (existe.length === 0) return;
    // ErrorKobo carries `reintentable`: an outage is retried with backoff, a bad token or form is not.
    await descargarEnvios(db, config, t.id_cooperativa, d.id_ficha, { ...opciones, completa: d.completa === true });
    return d.programada === true ? { reprogramarEnMs: INTERVALO_KOBO_MS } : undefined;
  };
}

/** Starts the recurring pull of every form with a KoboToolbox project (at start-up; an existing schedule is kept). */
export async function programarDescargas(db: Db): Promise<number> {
  const fichas = await db.query<{ id_cooperativa: number; id: number }>(
    'SELECT id_cooperativa, id FROM kobo_fichas WHERE kobo_project_uid IS NOT NULL ORDER BY id_cooperativa, id',
  );
  let n = 0;
  await db.transaction(async (tx) => {
    for (const f of fichas) if (await encolarDescarga(tx, f.id_cooperativa, f.id, false, true)) n++;
  });
  return n;
}
