/**
 * Registry additions (altas) and removals (bajas) as requests the registry decides (spec 001 §2.12, §4
 * 'Registration (alta) / removal (baja)', §5, §8; R083; docs/DECISIONES.md 'altas y bajas del padrón').
 * The same rules in the browser (buttons, dialog) and on the server (the 422s and the answers).
 */

/** The registers a decision applies to (001 §2.12): the cooperative's ('confirmado') and the organic one. */
export const PADRONES = ['confirmado', 'organico'] as const;
export type Padron = (typeof PADRONES)[number];

/** The dialog preselects both targets (001 §2.12, R083 example 3). */
export const PADRONES_POR_DEFECTO: readonly Padron[] = PADRONES;

export const ETIQUETA_PADRON: Record<Padron, string> = {
  confirmado: 'Padrón de la cooperativa',
  organico: 'Padrón orgánico',
};

export type TipoSolicitud = 'alta' | 'baja';
export type Decision = 'confirmar' | 'cancelar';

/** Where a request stands; `confirmado` of the §3 row is 0 only while it is pending. */
export type EstadoSolicitud = 'pendiente' | 'confirmada' | 'cancelada';

export const MENSAJE_SIN_SELECCION = 'Seleccione al menos un productor';
export const MENSAJE_SIN_PADRON = 'Seleccione al menos un padrón: el de la cooperativa o el orgánico';
/** The second of two people deciding the same requests at once (nothing left to decide): a 409 with this. */
export const MENSAJE_YA_ATENDIDAS = 'Las solicitudes seleccionadas ya fueron confirmadas o canceladas por otra persona; recargue la lista';

/**
 * §5: the actions need at least one selected row (R083 example 2); §2.12: the dialog's save needs at least one
 * register. Both are the same test.
 * @example haySeleccion([]) // false
 */
export const haySeleccion = (seleccion: readonly unknown[]): boolean => seleccion.length > 0;

/** Checkboxes only on pending rows (001 §2.12). */
export const esSeleccionable = (fila: { confirmado: number }): boolean => Number(fila.confirmado) === 0;

/**
 * §8 success messages with N (R083 example 4). One producer reads in the singular; the spec only quotes the plural.
 * @example mensajeDecision('alta', 'confirmar', 3) // 'Se ha confirmado el alta de 3 productores'
 */
export function mensajeDecision(tipo: TipoSolicitud, decision: Decision, n: number): string {
  const verbo = decision === 'confirmar' ? 'confirmado' : 'cancelado';
  const articulo = tipo === 'alta' ? 'el alta' : 'la baja';
  return `Se ha ${verbo} ${articulo} de ${n} ${n === 1 ? 'productor' : 'productores'}`;
}

/** The selection's Spanish errors, keyed by the body's field (empty when valid). */
export function erroresDecision(
  campoIds: 'ids' | 'uuids',
  ids: readonly unknown[],
  padrones?: readonly unknown[],
): Record<string, string[]> {
  const e: Record<string, string[]> = {};
  if (!haySeleccion(ids)) e[campoIds] = [MENSAJE_SIN_SELECCION];
  if (padrones !== undefined && !haySeleccion(padrones)) e.padronesSeleccionados = [MENSAJE_SIN_PADRON];
  return e;
}

/**
 * What confirming an alta writes on the account: it enters the producers' population (confirmado 1) and the
 * chosen registers: 'confirmado' → member of the cooperative (pertenece_cooperativa), 'organico' → organic.
 * @example efectoAlta(['confirmado']) // { confirmado: 1, pertenece_cooperativa: 1, organico: 0 }
 */
export function efectoAlta(padrones: readonly Padron[]): { confirmado: 1; pertenece_cooperativa: 0 | 1; organico: 0 | 1 } {
  return {
    confirmado: 1,
    pertenece_cooperativa: padrones.includes('confirmado') ? 1 : 0,
    organico: padrones.includes('organico') ? 1 : 0,
  };
}

/**
 * What confirming a baja does: 'confirmado' removes the account from the cooperative's register (the baja with its
 * reason and date: it leaves the list and every figure); 'organico' alone takes it out of the organic register only.
 * @example efectoBaja(['organico']) // { baja: false, salirDeOrganico: true }
 */
export function efectoBaja(padrones: readonly Padron[]): { baja: boolean; salirDeOrganico: boolean } {
  return { baja: padrones.includes('confirmado'), salirDeOrganico: padrones.includes('organico') };
}

/** The stored shape of the registers of a baja, as 'Dar de baja' already writes it (cuentas_bajas, 0004). */
export const padronesComoObjeto = (padrones: readonly Padron[]) => [
  { confirmado: padrones.includes('confirmado') ? 1 : 0, organico: padrones.includes('organico') ? 1 : 0 },
];
