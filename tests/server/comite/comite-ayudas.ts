import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Entorno } from '../entorno';
import { pngValido } from '../entorno';
import { formularioRiesgo } from '../eudr/eudr-ayudas';
import { uno } from '../ayudas';

/** The committee's multipart body as the browser sends it (spec 000 §7): text fields, lists as JSON, firma.png. */
export function enviarComite(
  e: Entorno,
  token: string | null,
  url: string,
  campos: Record<string, string | number | null | unknown[]>,
  firma: Buffer | null = pngValido(),
  /** The Idempotency-Key the form made when it opened (issue 22 item 3); a new one per call unless given. */
  clave: string = `comite-${randomUUID()}`,
): Promise<LightMyRequestResponse> {
  const texto = Object.fromEntries(
    Object.entries(campos).map(([k, v]) => [k, v === null ? '' : Array.isArray(v) ? JSON.stringify(v) : String(v)]),
  );
  const { payload, headers } = formularioRiesgo(
    texto,
    firma ? [{ campo: 'firma_imagen', nombre: 'firma.png', tipo: 'image/png', contenido: firma }] : [],
  );
  return e.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, 'idempotency-key': clave, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** A valid decision-2 form for an account: one condition, Bajo risk, the given new category. */
export const formularioValido = (idCuenta: number, cambios: Record<string, string | number | null | unknown[]> = {}) => ({
  id_cuenta: idCuenta,
  condicion: 2,
  fecha_aut: '2026-01-15',
  id_nivel_riesgo: 1,
  sanc_cat_nueva: 3,
  aprob_cc_list: [{ condicion: 'Establecer barreras vivas', plazo: '2026-06-30' }],
  lugar: 'Jaltenango',
  ...cambios,
});

/** A current-cycle account of a cooperative with no evaluation yet, and its producer; its category is set to the given one first. */
export async function cuentaSinEvaluar(
  e: Entorno,
  coop: number,
  categoria: number,
  saltar = 0,
): Promise<{ id: number; uuid: string; productor_uuid: string; id_productor: number; id_ciclo: number; id_cuenta_categoria: number }> {
  const c = await uno<{ id: number }>(
    e.db,
    `SELECT c.id, c.uuid::text AS uuid, p.uuid::text AS productor_uuid, p.id AS id_productor, c.id_ciclo, c.id_cuenta_categoria
       FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE c.id_cooperativa = $1 AND c.fecha_baja IS NULL AND $2::int > 0
        AND c.id_ciclo = (SELECT id FROM ciclos WHERE id_cooperativa = $1 ORDER BY activo DESC, id DESC LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM comite_evaluaciones x WHERE x.id_cooperativa = c.id_cooperativa AND x.id_cuenta = c.id)
      ORDER BY c.id OFFSET $3 LIMIT 1`,
    [coop, categoria, saltar],
  );
  return uno(
    e.db,
    `UPDATE cuentas c SET id_cuenta_categoria = $3 FROM productores p
      WHERE c.id_cooperativa = $1 AND c.id = $2 AND p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      RETURNING c.id, c.uuid::text AS uuid, p.uuid::text AS productor_uuid, p.id AS id_productor, c.id_ciclo, c.id_cuenta_categoria`,
    [coop, c.id, categoria],
  );
}
