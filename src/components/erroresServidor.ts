import { HttpError } from 'react-admin';

/**
 * A failed save's messages by field (the 422's `errors`, DESIGN §2) and the one to show above the buttons when no
 * field names it (a 403, a 409, the network).
 */
export function erroresDelServidor(e: unknown, campos: readonly string[]): { porCampo: Record<string, string>; general: string | null } {
  const errores = (e instanceof HttpError ? (e.body?.erroresOriginales as Record<string, string[]> | undefined) : undefined) ?? {};
  const porCampo = Object.fromEntries(
    Object.entries(errores)
      .filter(([k]) => campos.includes(k))
      .map(([k, v]) => [k, v[0]]),
  );
  const sueltos = Object.entries(errores).filter(([k]) => !campos.includes(k));
  const general = Object.keys(porCampo).length
    ? (sueltos[0]?.[1][0] ?? null)
    : (sueltos[0]?.[1][0] ?? (e instanceof Error ? e.message : 'No se pudo guardar. Inténtelo de nuevo.'));
  return { porCampo, general };
}
