import type { Consulta } from '../db/db';

/**
 * The job queue (docs/DECISIONES.md 'cola de trabajos'): a job is taken by exactly one worker (FOR UPDATE SKIP
 * LOCKED), under a lease; a worker that dies mid-job lets it go when the lease ends and another takes it, which
 * counts as an attempt. A failure that may pass is retried with exponential backoff; after `max_intentos`, or a
 * failure that cannot pass, the job is dead and stays visible to an administrator.
 */
export type EstadoTrabajo = 'pendiente' | 'en_proceso' | 'hecho' | 'muerto';

export interface Trabajo<D = Record<string, unknown>> {
  id: number;
  id_cooperativa: number | null;
  tipo: string;
  clave: string | null;
  datos: D;
  estado: EstadoTrabajo;
  intentos: number;
  max_intentos: number;
  ultimo_error: string | null;
}

export interface NuevoTrabajo {
  tipo: string;
  id_cooperativa?: number | null;
  datos?: Record<string, unknown>;
  /** Same (tipo, clave) already waiting or running: not queued again. */
  clave?: string | null;
  /** Milliseconds before it may run. */
  retrasoMs?: number;
  maxIntentos?: number;
}

const COLUMNAS = 'id::int AS id, id_cooperativa, tipo, clave, datos, estado, intentos, max_intentos, ultimo_error';

/** Queues a job (inside the caller's transaction when given `tx`); null when an equal one is already pending. */
export async function encolar(db: Consulta, t: NuevoTrabajo): Promise<number | null> {
  const [f] = await db.query<{ id: number }>(
    `INSERT INTO trabajos (tipo, id_cooperativa, datos, clave, disponible_en, max_intentos)
     VALUES ($1, $2, $3, $4, now() + ($5::int * interval '1 millisecond'), $6)
     ON CONFLICT (tipo, clave) WHERE clave IS NOT NULL AND estado IN ('pendiente', 'en_proceso') DO NOTHING
     RETURNING id::int AS id`,
    [t.tipo, t.id_cooperativa ?? null, JSON.stringify(t.datos ?? {}), t.clave ?? null, t.retrasoMs ?? 0, t.maxIntentos ?? 5],
  );
  return f?.id ?? null;
}

/**
 * Takes the oldest job of these types that is due, or whose lease ended (its worker died), for `trabajador`
 * for `arriendoMs`. Two workers never take the same job: the row is locked and the other skips it.
 */
export async function tomar(db: Consulta, tipos: readonly string[], trabajador: string, arriendoMs: number): Promise<Trabajo | null> {
  const [f] = await db.query<Trabajo>(
    `UPDATE trabajos SET estado = 'en_proceso', intentos = intentos + 1, tomado_por = $2,
            vence_en = now() + ($3::int * interval '1 millisecond')
      WHERE id = (SELECT id FROM trabajos
                   WHERE tipo = ANY($1::text[])
                     AND ((estado = 'pendiente' AND disponible_en <= now()) OR (estado = 'en_proceso' AND vence_en < now()))
                   ORDER BY disponible_en, id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING ${COLUMNAS}`,
    [tipos, trabajador, arriendoMs],
  );
  return f ?? null;
}

/** Done. Only the worker that holds the lease may close it (a late worker whose lease ended does nothing). */
export async function terminar(db: Consulta, id: number, trabajador: string): Promise<boolean> {
  const f = await db.query(
    `UPDATE trabajos SET estado = 'hecho', terminado_en = now(), vence_en = NULL, ultimo_error = NULL
      WHERE id = $1 AND estado = 'en_proceso' AND tomado_por = $2 RETURNING id`,
    [id, trabajador],
  );
  return f.length > 0;
}

/** Runs again later without counting a failure (an asynchronous analysis still in progress). */
export async function reprogramar(
  db: Consulta,
  id: number,
  trabajador: string,
  enMs: number,
  datos?: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `UPDATE trabajos SET estado = 'pendiente', intentos = greatest(intentos - 1, 0), vence_en = NULL,
            disponible_en = now() + ($3::int * interval '1 millisecond'), datos = coalesce($4::jsonb, datos)
      WHERE id = $1 AND estado = 'en_proceso' AND tomado_por = $2`,
    [id, trabajador, enMs, datos ? JSON.stringify(datos) : null],
  );
}

/** Backoff before attempt n+1: 30 s, 1 min, 2 min… up to an hour. */
export const esperaTrasIntento = (intentos: number, baseMs = 30_000): number =>
  Math.min(baseMs * 2 ** Math.max(intentos - 1, 0), 3_600_000);

/** A failure: retried with backoff while it may pass and attempts remain; otherwise the job is dead. */
export async function fallar(
  db: Consulta,
  t: Pick<Trabajo, 'id' | 'intentos' | 'max_intentos'>,
  trabajador: string,
  error: string,
  reintentable: boolean,
  baseMs?: number,
): Promise<EstadoTrabajo> {
  const muerto = !reintentable || t.intentos >= t.max_intentos;
  await db.query(
    `UPDATE trabajos SET estado = $3, ultimo_error = $4, vence_en = NULL,
            disponible_en = now() + ($5::int * interval '1 millisecond'), terminado_en = CASE WHEN $3 = 'muerto' THEN now() END
      WHERE id = $1 AND estado = 'en_proceso' AND tomado_por = $2`,
    [t.id, trabajador, muerto ? 'muerto' : 'pendiente', error.slice(0, 2000), muerto ? 0 : esperaTrasIntento(t.intentos, baseMs)],
  );
  return muerto ? 'muerto' : 'pendiente';
}

/**
 * Jobs whose lease ended with no attempts left are dead too: a job that kills its worker every time must not
 * be taken forever. Called by the worker loop before taking.
 */
export async function enterrarVencidos(db: Consulta): Promise<number> {
  const f = await db.query(
    `UPDATE trabajos SET estado = 'muerto', terminado_en = now(), vence_en = NULL,
            ultimo_error = coalesce(ultimo_error, 'El proceso que lo atendía se detuvo en cada intento')
      WHERE estado = 'en_proceso' AND vence_en < now() AND intentos >= max_intentos RETURNING id`,
  );
  return f.length;
}

export async function leerTrabajo(db: Consulta, id: number): Promise<(Trabajo & { tomado_por: string | null }) | null> {
  const [f] = await db.query<Trabajo & { tomado_por: string | null }>(`SELECT ${COLUMNAS}, tomado_por FROM trabajos WHERE id = $1`, [id]);
  return f ?? null;
}
