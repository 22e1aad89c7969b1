import type { Consulta } from '../db/db';

/**
 * Demo cash disbursements (issue 25 'Demo data'): in the cooperative's active collection cycle, cash sent to each
 * centre in three movements that cover what the centre paid at the scale and a little more, except the first centre,
 * which was sent only 60 % (its cash does not cover its payments: a negative balance on 'por Centro de Acopio');
 * one movement for pre-harvest credit where the credit level allows it, and one voided with its reason. Deterministic:
 * amounts follow the payments already seeded, dates the cycle's first day. The first movement to a centre names
 * the centre's collector, when it has one (who receives cash works at the centre).
 */
export async function sembrarEfectivoDemo(tx: Consulta, idCooperativa: number): Promise<void> {
  const [c] = await tx.query<{ id: number; inicio: string; nivel: number; quien: number | null }>(
    `SELECT ci.id, ci.fecha_inicio::text AS inicio, cf.id_cat_credito_precosecha AS nivel,
            (SELECT id FROM users WHERE id_cooperativa = $1 ORDER BY id_rol, id LIMIT 1) AS quien
       FROM ciclos ci JOIN configuraciones cf ON cf.id_cooperativa = ci.id_cooperativa
      WHERE ci.id_cooperativa = $1 AND ci.activo_acopio ORDER BY ci.id DESC LIMIT 1`,
    [idCooperativa],
  );
  if (!c) return;
  const centros = await tx.query<{ id: number; pagado: number; acopiador: number | null }>(
    `SELECT ca.id, coalesce((SELECT sum(p.monto) FROM acopio_pagos_resumen p WHERE p.id_cooperativa = $1 AND p.id_ciclo = $2
                               AND p.id_centro_acopio = ca.id), 0)::int8 AS pagado,
            (SELECT u.id FROM users u WHERE u.id_cooperativa = $1 AND u.id_rol = 6 AND u.activo
                AND u.id_centros_acopios = ca.id ORDER BY u.id LIMIT 1) AS acopiador
       FROM centros_acopios ca WHERE ca.id_cooperativa = $1 ORDER BY ca.id`,
    [idCooperativa, c.id],
  );
  const dia = (n: number) => {
    const d = new Date(`${c.inicio}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };
  const insertar = (centro: number, n: number, cantidad: number, motivo: number, acopiador: number | null, obs: string | null) =>
    tx.query<{ id: number }>(
      `INSERT INTO registro_efectivo (id_cooperativa, id_ciclo, fecha_envio, id_centro_acopio, cantidad, tipo_motivo, id_acopiador,
                                      observaciones, id_usuario)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [idCooperativa, c.id, dia(n), centro, cantidad, motivo, acopiador, obs, c.quien],
    );
  for (const [i, centro] of centros.entries()) {
    const pagado = Number(centro.pagado);
    // 60 % for the first centre (short of cash), 110 % for the others; at least 5,000.00 where nothing was paid yet
    const total = Math.max(500_000, Math.round((pagado * (i === 0 ? 60 : 110)) / 10_000) * 100);
    const partes = [Math.round(total * 0.5), Math.round(total * 0.3)];
    partes.push(total - partes[0] - partes[1]);
    for (const [j, cantidad] of partes.entries()) {
      const motivo = j === 2 && c.nivel >= 2 ? 1 : 2;
      await insertar(
        centro.id,
        3 + i * 2 + j * 21,
        cantidad,
        motivo,
        j === 0 ? centro.acopiador : null,
        j === 0 ? 'Envío de inicio de cosecha' : null,
      );
    }
  }
  // One sent twice by mistake and voided: it stays, struck through, out of every total.
  if (centros.length) {
    const [v] = await insertar(centros[centros.length - 1].id, 10, 250_000, 2, null, null);
    await tx.query(
      `UPDATE registro_efectivo SET anulado = true, motivo_anulacion = 'Se capturó dos veces el mismo envío', anulado_en = now(),
              id_usuario_anulacion = id_usuario
        WHERE id_cooperativa = $1 AND id = $2`,
      [idCooperativa, v.id],
    );
  }
}
