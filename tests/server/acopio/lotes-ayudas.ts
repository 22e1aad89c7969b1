import { randomUUID } from 'node:crypto';
import type { Entorno } from '../entorno';
import { uno } from '../ayudas';
import { cuerpoEntrega } from './acopio-ayudas';

/** A request with the Idempotency-Key header (a fresh one unless given). */
export const conClave = (
  e: Entorno,
  token: string | null,
  method: string,
  url: string,
  body: unknown,
  clave: string | null = randomUUID(),
) =>
  e.app.inject({
    method: method as 'POST',
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(clave ? { 'idempotency-key': clave } : {}),
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
  });

/** An account of the cooperative's active (or past) collection cycle, without baja; `n` picks another one. */
/** An account of the cycle with no deliveries yet (the demo has deliveries: a test's own figures start from none). */
export const cuentaDeCiclo = (e: Entorno, coop: number, activo = true, n = 0) =>
  uno<{ id: number; uuid: string; id_ciclo: number; id_productor: number }>(
    e.db,
    `SELECT c.id, c.uuid, c.id_ciclo, c.id_productor FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
      WHERE c.id_cooperativa = $1 AND ci.activo_acopio = $2 AND c.fecha_baja IS NULL
        AND NOT EXISTS (SELECT 1 FROM acopios a WHERE a.id_cooperativa = c.id_cooperativa AND a.id_cuenta = c.id)
      ORDER BY c.id LIMIT 1 OFFSET $3`,
    [coop, activo, n],
  );

/** Registers a delivery through the API (146.50 kg at 40.00, 3,000.00 paid) and returns it. */
export async function registrarEntrega(e: Entorno, token: string, uuidCuenta: string, cambios: Record<string, unknown> = {}) {
  const r = await conClave(e, token, 'POST', '/api/admin/acopios/entregas', cuerpoEntrega(uuidCuenta, cambios));
  if (r.statusCode !== 201) throw new Error(`entrega no registrada: ${r.statusCode} ${r.body}`);
  return r.json().data as { id: number; uuid: string; id_ciclo: number; id_centro_acopio: number | null; peso_neto: number };
}

/** Creates an empty lot of the cycle through the API (POST /api/lotes) and returns it. */
export async function crearLote(e: Entorno, token: string, idCiclo: number, nombre: string) {
  const cuerpo = { nombre, folio: null, volumen: null, fecha_entrega_venta: null, observaciones: null, id_ciclo: idCiclo };
  const r = await e.pedir(token, 'POST', '/api/lotes', cuerpo);
  if (r.statusCode !== 201) throw new Error(`lote no creado: ${r.statusCode} ${r.body}`);
  return r.json().data as { id: number; uuid: string; nombre: string };
}

/** A delivery of a past cycle, inserted directly (the API registers only in the active cycle). */
export async function entregaCicloAnterior(e: Entorno, coop: number) {
  const c = await cuentaDeCiclo(e, coop, false);
  return uno<{ id: number; uuid: string }>(
    e.db,
    `INSERT INTO acopios (id_cooperativa, id_cuenta, id_ciclo, fecha_acopio, peso_neto, peso_bruto, precio_por_kg, importe_total)
     VALUES ($1, $2, $3, '2025-01-10', 10000, 10000, 4000, 400000) RETURNING id, uuid`,
    [coop, c.id, c.id_ciclo],
  );
}
