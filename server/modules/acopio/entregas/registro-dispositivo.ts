import type { Consulta } from '../../../db/db';
import { invalido } from '../../../errores';
import { DIAS_IDEMPOTENCIA } from '../../../idempotencia';
import { MENSAJES_FOLIO_PROVISIONAL } from '@domain/bandeja/folio-provisional';
import { leerRegistroDispositivo, type RegistroDispositivo } from '@domain/bandeja/registro-dispositivo';

/**
 * A delivery or pending payment registered offline (issue 28) brings the provisional folio its device printed and
 * the device's clock when it was saved. Checked by the shared rule (domain/bandeja/registro-dispositivo.ts; the
 * oldest instant is DIAS_IDEMPOTENCIA, how long the server remembers a key), and the folio must not name another
 * delivery or payment of the cooperative: a device's sequence names one record. The idempotent retry never gets
 * here (idempotencia.ts answers it with the stored answer first), so a repeated folio here is another record.
 */
export async function exigirRegistroDispositivo(
  tx: Consulta,
  idCooperativa: number,
  d: { folio_provisional?: string | null; registrada_en?: string | null },
): Promise<RegistroDispositivo> {
  const r = leerRegistroDispositivo(d, new Date(), DIAS_IDEMPOTENCIA);
  if (!r.ok) throw invalido(r.errores);
  const folio = r.valor.folio_provisional;
  if (folio !== null) {
    const usado = await tx.query(
      `SELECT 1 FROM acopios WHERE id_cooperativa = $1 AND folio_provisional = $2
       UNION ALL SELECT 1 FROM acopio_pagos WHERE id_cooperativa = $1 AND folio_provisional = $2 LIMIT 1`,
      [idCooperativa, folio],
    );
    if (usado.length) throw invalido({ folio_provisional: [MENSAJES_FOLIO_PROVISIONAL.repetido] });
  }
  return r.valor;
}

/** Stores them on the new row (a delivery in `acopios`, a payment in `acopio_pagos`); nothing when both are absent. */
export async function guardarRegistroDispositivo(
  tx: Consulta,
  tabla: 'acopios' | 'acopio_pagos',
  idCooperativa: number,
  id: number,
  r: RegistroDispositivo,
): Promise<void> {
  if (r.folio_provisional === null && r.registrada_en === null) return;
  await tx.query(`UPDATE ${tabla} SET folio_provisional = $3, registrada_en = $4 WHERE id_cooperativa = $1 AND id = $2`, [
    idCooperativa,
    id,
    r.folio_provisional,
    r.registrada_en,
  ]);
}

/** The unique indexes (migration 0080): two saves racing past the check meet one, and get the check's answer. */
export const INDICES_FOLIO_PROVISIONAL = new Set(['acopios_folio_provisional_uq', 'acopio_pagos_folio_provisional_uq']);
