import type { Consulta } from '../db/db';

/**
 * A 'Historial de cambios' that is not empty on a fresh start (issue 13): for each cooperative's first producer
 * (SM-0001 in Sierra Madre, the coffee cooperative of admin@cosecha.demo), the audit rows the app writes when a
 * person registers the producer, adds their plots, corrects their phone and registers their latest delivery,
 * signed by the cooperative's first user, days apart. The values are the producer's own (a producer without a phone
 * gets one, and the phone it was registered with is invented). Deterministic.
 */
export async function sembrarHistorialDemo(tx: Consulta, idCooperativa: number): Promise<void> {
  const [p] = await tx.query<{ id: number; uuid: string; cuenta_uuid: string; id_cuenta: number }>(
    `SELECT p.id, p.uuid, c.uuid AS cuenta_uuid, c.id AS id_cuenta
       FROM productores p JOIN cuentas c ON c.id_cooperativa = p.id_cooperativa AND c.id_productor = p.id
      WHERE p.id_cooperativa = $1 ORDER BY p.id, c.id_ciclo DESC LIMIT 1`,
    [idCooperativa],
  );
  if (!p) return;
  const filas = `(SELECT id, email FROM users WHERE id_cooperativa = $1 ORDER BY id LIMIT 1) u`;
  // antes/despues are SQL over the producer's rows (constants of this file); every value is a parameter ($7: the entity's id)
  const insertar = (accion: string, entidad: string, idEntidad: string, antes: string, despues: string, hace: string, id = 0) =>
    tx.query(
      `INSERT INTO auditoria (id_cooperativa, id_user, email_user, accion, entidad, id_entidad, antes, despues, created_at, id_productor)
       SELECT $1, u.id, u.email, $2, $3, $4, ${antes}, ${despues}, now() - $5::interval, $6 FROM ${filas}
        WHERE $7::int IS NOT NULL`,
      [idCooperativa, accion, entidad, idEntidad, hace, p.id, id],
    );
  // the phone the producer was registered with, corrected later (the edit below): the producer keeps the new one
  await tx.query(`UPDATE productores SET no_celular = coalesce(no_celular, '9611234567') WHERE id_cooperativa = $1 AND id = $2`, [
    idCooperativa,
    p.id,
  ]);
  await insertar(
    'crear',
    'productores',
    p.uuid,
    'NULL',
    `(SELECT jsonb_build_object('nombres', nombres, 'apellido_paterno', apellido_paterno, 'apellido_materno', apellido_materno,
             'curp', curp, 'no_celular', '9610000000', 'clave_tx', clave_tx) FROM productores WHERE id_cooperativa = $1 AND id = $6)`,
    '40 days',
  );
  await insertar(
    'crear',
    'parcelas',
    p.cuenta_uuid,
    'NULL',
    `(SELECT jsonb_build_object('parcelas', coalesce(jsonb_agg(jsonb_build_object('nombre', nombre, 'superficie', superficie, 'plantas', plantas) ORDER BY id), '[]'))
        FROM parcelas WHERE id_cooperativa = $1 AND id_cuenta = $7)`,
    '39 days',
    p.id_cuenta,
  );
  await insertar(
    'editar',
    'productores',
    p.uuid,
    `'{"no_celular": "9610000000"}'::jsonb`,
    `(SELECT jsonb_build_object('no_celular', no_celular) FROM productores WHERE id_cooperativa = $1 AND id = $6)`,
    '12 days',
  );
  const [a] = await tx.query<{ id: number; uuid: string }>(
    `SELECT a.id, a.uuid FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
      WHERE a.id_cooperativa = $1 AND c.id_productor = $2 ORDER BY a.fecha_acopio DESC, a.id DESC LIMIT 1`,
    [idCooperativa, p.id],
  );
  if (a) {
    await insertar(
      'crear',
      'acopios',
      a.uuid,
      'NULL',
      `(SELECT jsonb_build_object('fecha_acopio', fecha_acopio, 'peso_neto', peso_neto, 'precio_por_kg', precio_por_kg, 'importe_total', importe_total)
          FROM acopios WHERE id_cooperativa = $1 AND id = $7)`,
      '3 days',
      a.id,
    );
  }
}
