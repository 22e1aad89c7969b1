import { espera, listarBandeja } from '../bandeja/almacen';
import { borrarCopia, duenoDe } from './almacenCopia';
import { olvidarCopia } from './useCopiaDispositivo';

/**
 * Sign-out's part in the device's data (issue 28, "cleared on sign-out once the outbox is empty"): the copy of the
 * centre's producers, prices and balances leaves the device with the session, unless this person's outbox still
 * holds items (pending or in conflict). Those need the copy to be edited and sent when the same person signs in again
 * (the sign-out dialog already warned about them). Reads the outbox itself rather than the top bar's count, which a
 * tab that never opened the outbox has not loaded. Answers whether it cleared the copy.
 */
export async function borrarCopiaAlSalir(usuario: { id: number; id_cooperativa: number }): Promise<boolean> {
  const dueno = duenoDe(usuario);
  if ((await listarBandeja(dueno)).some(espera)) return false;
  await borrarCopia(dueno);
  olvidarCopia();
  return true;
}
