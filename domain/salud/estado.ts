import type { EstadoSalud } from '../contrato/salud';

/**
 * The health verdict (issue 29 item 5), pure so its thresholds are tested once. 'falla' (503: take this process out of
 * the balancer) when it cannot serve: the database does not answer, or its schema is behind or ahead of this code's
 * migrations. 'degradado' (still 200) when it serves but someone should look: jobs waiting too long, dead jobs, a
 * nearly full disk. An unknown figure (the database is down) adds nothing beyond the database's own line.
 */
export const UMBRALES_SALUD = {
  /** A job that could run has waited this long: the worker is stuck or too slow. */
  esperaMaximaS: 15 * 60,
  /** Below either, the disk is nearly full (PGlite's data folder and uploads live there). */
  discoLibreMinimoBytes: 1024 ** 3,
  discoLibreMinimoFraccion: 0.05,
} as const;

export interface MedidasSalud {
  baseOk: boolean;
  migracionesAplicadas: number | null;
  migracionesEsperadas: number;
  esperaMasAntiguaS: number | null;
  muertos: number | null;
  disco: { libre: number; total: number } | null;
}

export function veredictoSalud(m: MedidasSalud): { estado: EstadoSalud; avisos: string[] } {
  const falla: string[] = [];
  const aviso: string[] = [];
  if (!m.baseOk) falla.push('La base de datos no responde');
  else if (m.migracionesAplicadas !== m.migracionesEsperadas)
    falla.push(`Migraciones: la base tiene ${m.migracionesAplicadas ?? 0} y este código espera ${m.migracionesEsperadas}`);
  if (m.esperaMasAntiguaS !== null && m.esperaMasAntiguaS > UMBRALES_SALUD.esperaMaximaS)
    aviso.push(`Un trabajo espera desde hace ${Math.floor(m.esperaMasAntiguaS / 60)} min`);
  if (m.muertos) aviso.push(`${m.muertos} trabajos fallaron sin remedio`);
  if (
    m.disco &&
    (m.disco.libre < UMBRALES_SALUD.discoLibreMinimoBytes || m.disco.libre < m.disco.total * UMBRALES_SALUD.discoLibreMinimoFraccion)
  )
    aviso.push(`Queda poco disco: ${(m.disco.libre / 1024 ** 3).toFixed(1)} GB libres`);
  if (falla.length) return { estado: 'falla', avisos: [...falla, ...aviso] };
  return { estado: aviso.length ? 'degradado' : 'ok', avisos: aviso };
}
