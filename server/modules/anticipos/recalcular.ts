import type { Consulta } from '../../db/db';
import { estadoDeAnticipo, type EstadoLibro, type MovimientoLibro } from '@domain/anticipos/libro';

interface MovimientoGuardado extends MovimientoLibro {
  id_acopio: number | null;
  comision: number;
}

/**
 * Replays the advance's whole ledger (domain/anticipos/libro.ts) and keeps the result on the advance as of its last
 * movement, with what each movement paid: every write that touches an advance or its movements calls it last, inside
 * its transaction and with the advance locked, so a backdated or voided movement gives exactly the figures it would
 * have given in order. Returns the replay; `excedente` > 0 means some movement paid more than was owed (the caller
 * refuses the write and its transaction rolls back).
 */
export async function recalcularAnticipo(tx: Consulta, idCooperativa: number, idAnticipo: number): Promise<EstadoLibro> {
  const [a] = await tx.query<{ fecha: string; monto: number; tasa: number }>(
    `SELECT fecha_ejecucion::text AS fecha, cantidad_anticipo::int8 AS monto, tasa_interes::int8 AS tasa
       FROM anticipos WHERE id_cooperativa = $1 AND id = $2`,
    [idCooperativa, idAnticipo],
  );
  const movimientos = await tx.query<MovimientoGuardado>(
    `SELECT id AS orden, fecha_ejecucion::text AS fecha, cantidad_pago::int8 AS monto, anulado, id_acopio,
            comision_efectivo::int8 AS comision
       FROM anticipos_pagos WHERE id_cooperativa = $1 AND id_anticipo = $2`,
    [idCooperativa, idAnticipo],
  );
  const vigentes = movimientos.filter((m) => !m.anulado);
  // The ledger's last day: the advance's own date, or its latest movement's (movements are never dated after today).
  const corte = vigentes.reduce((f, m) => (m.fecha > f ? m.fecha : f), a.fecha);
  const estado = estadoDeAnticipo(a, movimientos, corte);
  const suma = (l: MovimientoGuardado[], v: (m: MovimientoGuardado) => number) => l.reduce((s, m) => s + v(m), 0);
  await tx.query(
    `UPDATE anticipos SET capital_pendiente = $3, interes_pendiente = $4, interes_pagado = $5, capital_pagado = $6,
            fecha_corte = $7, abonado = $8, recuperado = $9, comisiones = $10, pagos = $11
      WHERE id_cooperativa = $1 AND id = $2`,
    [
      idCooperativa,
      idAnticipo,
      estado.capital,
      estado.interesPendiente,
      estado.pagadoInteres,
      estado.pagadoCapital,
      corte,
      suma(
        vigentes.filter((m) => m.id_acopio === null),
        (m) => m.monto,
      ),
      suma(
        vigentes.filter((m) => m.id_acopio !== null),
        (m) => m.monto,
      ),
      suma(vigentes, (m) => m.comision),
      vigentes.filter((m) => m.monto > 0).length,
    ],
  );
  // What each movement paid, as the replay applied it (a voided one paid nothing).
  const aplicado = new Map(estado.aplicaciones.map((x) => [x.orden, x]));
  for (const m of movimientos) {
    const x = aplicado.get(m.orden);
    await tx.query(
      `UPDATE anticipos_pagos SET aplicado_interes = $3, aplicado_capital = $4
        WHERE id_cooperativa = $1 AND id = $2 AND (aplicado_interes, aplicado_capital) IS DISTINCT FROM ($3::bigint, $4::bigint)`,
      [idCooperativa, m.orden, x?.interes ?? 0, x?.capital ?? 0],
    );
  }
  return estado;
}
