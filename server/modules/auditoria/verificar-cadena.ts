import type { Consulta } from '../../db/db';

/** The first row where a cooperative's chain breaks, and why (in Spanish: the command prints it). */
export interface Ruptura {
  id: string;
  eslabon: string;
  motivo: string;
}

/** One cooperative's audit chain, checked from its first link to its last. */
export interface CadenaCooperativa {
  id_cooperativa: number;
  eslabones: number;
  /** The last link's hash: noted outside the database, it shows later whether the chain was cut short or rewritten. */
  ultimo_hash: string | null;
  ruptura: Ruptura | null;
}

interface Fila {
  id_cooperativa: number;
  id: string;
  eslabon: string;
  hash_anterior: string;
  hash: string;
  esperado: string;
}

const LOTE = 5000;
const INICIAL = '0'.repeat(64);

/**
 * Recomputes every cooperative's audit chain (migration 0044): each row's hash from its own fields
 * (`auditoria_hash`, the trigger's formula) and its link to the row before. Reads in pages in chain order, so a large
 * trail is never held in memory. Reports, per cooperative, the first row that is missing, edited or forged.
 */
export async function verificarCadena(db: Consulta): Promise<CadenaCooperativa[]> {
  const resultado: CadenaCooperativa[] = [];
  let actual: CadenaCooperativa | null = null;
  let previo = { eslabon: 0n, hash: INICIAL };
  let desde: [number, string] = [0, '0'];
  for (;;) {
    const filas = await db.query<Fila>(
      `SELECT a.id_cooperativa, a.id::text AS id, a.eslabon::text AS eslabon, a.hash_anterior, a.hash, auditoria_hash(a) AS esperado
         FROM auditoria a
        WHERE (a.id_cooperativa, a.eslabon) > ($1::int, $2::bigint)
        ORDER BY a.id_cooperativa, a.eslabon
        LIMIT ${LOTE}`,
      desde,
    );
    for (const f of filas) {
      if (!actual || actual.id_cooperativa !== f.id_cooperativa) {
        actual = { id_cooperativa: f.id_cooperativa, eslabones: 0, ultimo_hash: null, ruptura: null };
        resultado.push(actual);
        previo = { eslabon: 0n, hash: INICIAL };
      }
      actual.eslabones++;
      actual.ultimo_hash = f.hash;
      if (!actual.ruptura) {
        const motivo = motivoDeRuptura(f, previo);
        if (motivo) actual.ruptura = { id: f.id, eslabon: f.eslabon, motivo };
      }
      previo = { eslabon: BigInt(f.eslabon), hash: f.hash };
    }
    if (filas.length < LOTE) return resultado;
    const ultima = filas[filas.length - 1];
    desde = [ultima.id_cooperativa, ultima.eslabon];
  }
}

function motivoDeRuptura(f: Fila, previo: { eslabon: bigint; hash: string }): string | null {
  if (BigInt(f.eslabon) !== previo.eslabon + 1n)
    return previo.eslabon === 0n
      ? `la cadena empieza en el eslabón ${f.eslabon}: faltan los anteriores`
      : `falta el eslabón ${previo.eslabon + 1n} (después del ${previo.eslabon} viene el ${f.eslabon})`;
  if (f.hash_anterior !== previo.hash) return 'su hash_anterior no es el hash de la fila anterior';
  if (f.hash !== f.esperado) return 'su hash no corresponde a su contenido (fila alterada o falsificada)';
  return null;
}
