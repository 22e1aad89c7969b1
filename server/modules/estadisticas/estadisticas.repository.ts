import type { Consulta } from '../../db/db';
import type { FilaEstadisticas } from '@domain/contrato/estadisticas';

/**
 * The panel's counters for the cooperatives of one certification (their effective certification: empty reads as
 * certimex, 000 §1). `idCooperativa` null counts every cooperative of the certification (a platform administrator);
 * a number counts only that one. Accounts, plots and trees are those of each cooperative's newest active cycle without
 * 'baja' (what the data CSVs hold), trees being the plots' plant counts; inspectors the active ones.
 */
export async function contarEstadisticas(db: Consulta, cert: string, idCooperativa: number | null): Promise<FilaEstadisticas> {
  const [f] = await db.query<FilaEstadisticas>(
    `WITH co AS (
       SELECT c.id, (SELECT max(ci.id) FROM ciclos ci WHERE ci.id_cooperativa = c.id AND ci.activo) AS ciclo
         FROM cooperativas c
        WHERE coalesce(nullif(trim(c.certificacion), ''), 'certimex') = $1 AND ($2::int IS NULL OR c.id = $2)
     ), cu AS (
       SELECT cu.id_cooperativa, cu.id FROM cuentas cu JOIN co ON co.id = cu.id_cooperativa AND cu.id_ciclo = co.ciclo
        WHERE cu.fecha_baja IS NULL
     ), pa AS (
       SELECT pa.plantas FROM parcelas pa JOIN cu ON cu.id_cooperativa = pa.id_cooperativa AND cu.id = pa.id_cuenta
        WHERE pa.fecha_baja IS NULL
     )
     SELECT (SELECT count(*) FROM co)::int AS total_cooperativas,
            (SELECT count(*) FROM inspectores i JOIN co ON co.id = i.id_cooperativa WHERE i.activo)::int AS inspectores,
            (SELECT count(*) FROM cu)::int AS cuentas,
            (SELECT count(*) FROM pa)::int AS parcelas,
            (SELECT coalesce(sum(plantas), 0) FROM pa)::int AS arboles`,
    [cert, idCooperativa],
  );
  return f;
}
