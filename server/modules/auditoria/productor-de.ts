import type { Consulta } from '../../db/db';

/** What a write touched, from which the producer behind it is found. */
export type Referencia = { cuenta: number } | { parcela: number } | { parcelaUuid: string } | { entrega: number };

const SQL: Record<string, string> = {
  cuenta: `SELECT c.id_productor FROM cuentas c WHERE c.id_cooperativa = $1 AND c.id = $2::int`,
  parcela: `SELECT c.id_productor FROM parcelas x
              JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
             WHERE x.id_cooperativa = $1 AND x.id = $2::int`,
  parcelaUuid: `SELECT c.id_productor FROM parcelas x
                  JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
                 WHERE x.id_cooperativa = $1 AND x.uuid = $2::uuid`,
  entrega: `SELECT c.id_productor FROM acopios a
              JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
             WHERE a.id_cooperativa = $1 AND a.id = $2::int`,
};

/**
 * The producer (productores.id) behind an account, a plot or a delivery, for the audit row's `id_productor`
 * (the producer's 'Historial de cambios'). Use cases that only hold the entity call it with their `tx`, before a
 * removal, so the row names the producer as the change saw it. Always within the cooperative.
 */
export async function productorDe(tx: Consulta, coop: number, ref: Referencia): Promise<number | null> {
  const [clave, valor] = Object.entries(ref)[0] as [string, number | string];
  const [f] = await tx.query<{ id_productor: number }>(SQL[clave], [coop, valor]);
  return f?.id_productor ?? null;
}
