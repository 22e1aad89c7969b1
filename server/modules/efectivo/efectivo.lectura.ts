import type { Consulta } from '../../db/db';
import { resumenEfectivo, saldoCentro } from '@domain/efectivo/saldo';
import type { FilaEfectivoCentro, RespuestaPorCentro, RespuestaPorMovimiento } from '@domain/contrato/efectivo';
import {
  contarDesembolsos,
  desembolsosDeCiclo,
  sumasPorCentro,
  ultimosPorCentro,
  type CentroFiltro,
  type ConfiguracionEfectivo,
  type Pagina,
} from './efectivo.repository';

/** The donut's figures from the per-centre sums: what was sent (not voided) and what was paid at the scale. */
function resumenDe(sumas: readonly { enviado: number; pagado: number }[]) {
  const enviado = sumas.reduce((s, c) => s + Number(c.enviado), 0);
  const pagado = sumas.reduce((s, c) => s + Number(c.pagado), 0);
  return resumenEfectivo(enviado, pagado);
}

/**
 * 'por Movimiento' (GET efectivo_por_movimiento/{cycleId}): every disbursement, or one page of them with the count,
 * of every centre or of one; the totals always of the whole cycle, summed in SQL.
 */
export async function porMovimiento(
  db: Consulta,
  coop: number,
  ciclo: number,
  cfg: ConfiguracionEfectivo,
  pagina?: Pagina,
  centro?: CentroFiltro,
): Promise<RespuestaPorMovimiento> {
  const data = await desembolsosDeCiclo(db, coop, ciclo, cfg, pagina, centro);
  const resumen = resumenDe(await sumasPorCentro(db, coop, ciclo));
  if (!pagina) return { data, resumen };
  return { data, resumen, total: await contarDesembolsos(db, coop, ciclo, centro), page: pagina.pagina, per_page: pagina.porPagina };
}

/**
 * 'por Centro de Acopio' (§3 'Per-centre cash summary'): each centre's cash sent, paid, balance and disbursements. With
 * paging, a page of centres, each with its newest `per_page` disbursements and how many it has.
 */
export async function porCentro(
  db: Consulta,
  coop: number,
  ciclo: number,
  cfg: ConfiguracionEfectivo,
  pagina?: Pagina,
): Promise<RespuestaPorCentro> {
  const sumas = await sumasPorCentro(db, coop, ciclo);
  const visibles = pagina ? sumas.slice((pagina.pagina - 1) * pagina.porPagina, pagina.pagina * pagina.porPagina) : sumas;
  const movimientos = pagina
    ? await ultimosPorCentro(
        db,
        coop,
        ciclo,
        cfg,
        visibles.map((c) => c.id),
        pagina.porPagina,
      )
    : await desembolsosDeCiclo(db, coop, ciclo, cfg);
  const data: FilaEfectivoCentro[] = visibles.map((c) => ({
    id: c.id,
    nombre: c.nombre,
    desembolsos_sum_cantidad: Number(c.enviado),
    acopio_pagos_sum_total: Number(c.pagado),
    saldo: saldoCentro(Number(c.enviado), Number(c.pagado)),
    num_desembolsos: Number(c.desembolsos),
    desembolsos: movimientos.filter((m) => m.id_centros_acopios === c.id),
  }));
  const resumen = resumenDe(sumas);
  if (!pagina) return { data, resumen };
  return { data, resumen, total: sumas.length, page: pagina.pagina, per_page: pagina.porPagina };
}
