import type { FormularioComite } from '@domain/comite/evaluacion';

/**
 * The committee form between the form and its review (spec 000 §4 'Committee flow', R047): the form data and the
 * signature (as firma), per producer. In sessionStorage, not localStorage: a drawn signature must not outlive the tab
 * on a shared office PC (docs/DECISIONES.md 'committee local store'); cleared after a successful send.
 */
export interface BorradorComite {
  id_cuenta: number;
  formulario: FormularioComite;
  firma: string | null;
}

const clave = (productorUuid: string) => `cosecha.comite.${productorUuid}`;

export function guardarBorrador(productorUuid: string, b: BorradorComite): void {
  sessionStorage.setItem(clave(productorUuid), JSON.stringify(b));
}

export function leerBorrador(productorUuid: string): BorradorComite | null {
  try {
    const t = sessionStorage.getItem(clave(productorUuid));
    return t ? (JSON.parse(t) as BorradorComite) : null;
  } catch {
    return null;
  }
}

export function borrarBorrador(productorUuid: string): void {
  sessionStorage.removeItem(clave(productorUuid));
}
