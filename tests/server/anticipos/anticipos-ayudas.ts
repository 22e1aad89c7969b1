import { randomUUID } from 'node:crypto';
import type { Entorno } from '../entorno';
import { uno } from '../ayudas';
import { hoyEnZona } from '@domain/comun/formato';
import { fechaMaximaAdelante } from '@domain/acopio/fechas';

/** A day N days before (negative: after) the cooperative's today, 'YYYY-MM-DD'. */
export function diasAtras(hoy: string, n: number): string {
  const d = new Date(`${hoy}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

export async function hoyDe(e: Entorno, coop: number): Promise<string> {
  const c = await uno<{ zona: string }>(e.db, 'SELECT zona_horaria AS zona FROM configuraciones WHERE id_cooperativa = $1', [coop]);
  return hoyEnZona(c.zona);
}

export const masMeses = fechaMaximaAdelante;

/** A POST with its own Idempotency-Key (or the one given). */
export function conClave(e: Entorno, token: string, url: string, body: unknown, clave: string = randomUUID()) {
  return e.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': clave, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** Confirmed member accounts of the cooperative's active collection cycle, and that cycle. */
export async function cuentasActivas(e: Entorno, coop: number, n = 3): Promise<{ idCiclo: number; cuentas: number[] }> {
  const filas = await e.db.query<{ id: number; id_ciclo: number }>(
    `SELECT c.id, c.id_ciclo FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
      WHERE c.id_cooperativa = $1 AND ci.activo_acopio AND c.confirmado = 1 AND c.pertenece_cooperativa = 1 AND c.fecha_baja IS NULL
        AND NOT EXISTS (SELECT 1 FROM anticipos a WHERE a.id_cooperativa = c.id_cooperativa AND a.id_cuenta = c.id)
      ORDER BY c.id LIMIT $2`,
    [coop, n],
  );
  return { idCiclo: filas[0].id_ciclo, cuentas: filas.map((f) => f.id) };
}
