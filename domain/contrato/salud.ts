import { Type, type Static } from 'typebox';

/**
 * `GET /api/salud` (issue 29 item 5): what a load balancer or a person on call reads to know whether this process can
 * serve. No session and no cooperative's data: the database's reach, the schema's migrations, the job queue and the
 * data folder's disk. 200 while it can serve ('ok' or 'degradado'), 503 when it cannot ('falla').
 */
const Nulo = <T extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const EstadoSalud = Type.Union([Type.Literal('ok'), Type.Literal('degradado'), Type.Literal('falla')]);
export type EstadoSalud = Static<typeof EstadoSalud>;

export const RespuestaSalud = Type.Object({
  estado: EstadoSalud,
  /** Why it is not 'ok', in Spanish, one line each (empty when ok). */
  avisos: Type.Array(Type.String()),
  version: Type.String(),
  /** When the process started (ISO instant): a restart loop shows here. */
  iniciado_en: Type.String(),
  base: Type.Object({
    ok: Type.Boolean(),
    tipo: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    /** Round trip of `SELECT 1`, in milliseconds. */
    ms: Type.Number(),
  }),
  migraciones: Type.Object({ aplicadas: Nulo(Type.Integer()), esperadas: Type.Integer(), al_dia: Type.Boolean() }),
  cola: Type.Object({
    pendientes: Nulo(Type.Integer()),
    en_proceso: Nulo(Type.Integer()),
    muertos: Nulo(Type.Integer()),
    /** Age in seconds of the oldest job that could run and waits. */
    espera_mas_antigua_s: Nulo(Type.Integer()),
  }),
  disco: Type.Union([Type.Object({ libre_bytes: Type.Integer(), total_bytes: Type.Integer() }), Type.Null()]),
});
export type RespuestaSalud = Static<typeof RespuestaSalud>;
