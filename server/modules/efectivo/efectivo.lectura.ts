import type { Consulta } from '../../db/db';
import { resumenEfectivo, saldoCentro } from '@domain/efectivo/saldo';
import type { FilaEfectivoCentro, RespuestaPorCentro, RespuestaPorMovimiento } from '@domain/contrato/efectivo';
import { desembolsosDeCiclo, sumasPorCentro, type ConfiguracionEfectivo } from './efectivo.repository';

/** The donut's figures from the per-centre sums: what was sent (not voided) and what was paid at the scale. */
function resumenDe(sumas: readonly { enviado: number; pagado: number }[]) {
  const enviado = sumas.reduce((s, c) => s + Number(c.enviado), 0);
  const pagado = sumas.reduce((s, c) => s + Number(c.pagado), 0);
  return resumenEfectivo(enviado, pagado);
}

/** 'por Movimiento' (GET efectivo_por_movimiento/{cycleId}): every disbursement, and the cycle's totals. */
export async function porMovimiento(
  db: Consulta,
  coop: number,
  ciclo: number,
  cfg: ConfiguracionEfectivo,
): Promise<RespuestaPorMovimiento> {
  const [data, sumas] = [await desembolsosDeCiclo(db, coop, ciclo, cfg), await sumasPorCentro(db, coop, ciclo)];
  return { data, resumen: resumenDe(sumas) };
}

/** 'por Centro de Acopio' (§3 'Per-centre cash summary'): each centre's cash sent, paid, balance and disbursements. */
export async function porCentro(db: Consulta, coop: number, ciclo: number, cfg: ConfiguracionEfectivo): Promise<RespuestaPorCentro> {
  const [movimientos, sumas] = [await desembolsosDeCiclo(db, coop, ciclo, cfg), await sumasPorCentro(db, coop, ciclo)];
  const data: FilaEfectivoCentro[] = sumas.map((c) => ({
    id: c.id,
    nombre: c.nombre,
    desembolsos_sum_cantidad: Number(c.enviado),
    acopio_pagos_sum_total: Number(c.pagado),
    saldo: saldoCentro(Number(c.enviado), Number(c.pagado)),
    desembolsos: movimientos.filter((m) => m.id_centros_acopios === c.id),
  }));
  return { data, resumen: resumenDe(sumas) };
}
