/**
 * Sign-in limits (spec DECISIONS 'sign-in limits'): 5 failures in 15 minutes per (account, address) refuse that
 * pair; 20 per account from any address, or 30 per address, refuse more widely. The strict limit is per pair so that
 * a colleague guessing from another machine cannot lock the owner out with five wrong tries.
 */
export const VENTANA_INTENTOS_MIN = 15;

export interface LimiteAcceso {
  /** Normalised e-mail, or '' for a limit on the address alone. */
  correo: string;
  /** Client address, or '' for a limit on the account alone. */
  ip: string;
  maximo: number;
}

export const MAX_FALLOS_CUENTA_DIRECCION = 5;
export const MAX_FALLOS_CUENTA = 20;
export const MAX_FALLOS_DIRECCION = 30;

/** The three counters one attempt takes a slot in, strictest first. */
export function limitesDeIntento(correo: string, ip: string): LimiteAcceso[] {
  return [
    { correo, ip, maximo: MAX_FALLOS_CUENTA_DIRECCION },
    { correo, ip: '', maximo: MAX_FALLOS_CUENTA },
    { correo: '', ip, maximo: MAX_FALLOS_DIRECCION },
  ];
}

/** The 429 message, with the minutes left until the counter's window ends (rounded up, at least 1). */
export function mensajeDemasiadosIntentos(segundosRestantes: number): string {
  const minutos = Math.max(1, Math.ceil(segundosRestantes / 60));
  return `Demasiados intentos fallidos. Intente de nuevo en ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`;
}
