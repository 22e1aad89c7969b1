import { useEffect, useState } from 'react';
import { usePendientes } from '../pendientes';

/** What the browser says about this site's storage on the device; null where it cannot tell (no StorageManager). */
export interface EspacioDispositivo {
  /** true when the browser promised not to clear the outbox under storage pressure (Safari clears after 7 days unused) */
  persistente: boolean | null;
  /** bytes this site uses */
  usado: number | null;
  /** bytes it may still use (quota minus usage): a full disk aborts an IndexedDB write with an error hiding the cause */
  disponible: number | null;
}

type Almacen = Pick<StorageManager, 'estimate' | 'persisted' | 'persist'>;
const almacenDelNavegador = (): Almacen | undefined => (typeof navigator === 'undefined' ? undefined : navigator.storage);

const DESCONOCIDO: EspacioDispositivo = { persistente: null, usado: null, disponible: null };

export async function leerEspacioDispositivo(almacen: Almacen | undefined = almacenDelNavegador()): Promise<EspacioDispositivo> {
  if (!almacen?.estimate) return DESCONOCIDO;
  const [estimacion, persistente] = await Promise.all([
    almacen.estimate().catch(() => null),
    almacen.persisted ? almacen.persisted().catch(() => null) : null,
  ]);
  const usado = estimacion?.usage ?? null;
  const cuota = estimacion?.quota ?? null;
  return { persistente, usado, disponible: cuota === null ? null : Math.max(0, cuota - (usado ?? 0)) };
}

/** The device's storage for the outbox page ('Espacio en el dispositivo: …'), read again whenever the outbox changes. */
export function useEspacioDispositivo(): EspacioDispositivo {
  const pendientes = usePendientes();
  const [espacio, setEspacio] = useState<EspacioDispositivo>(DESCONOCIDO);
  useEffect(() => {
    let vigente = true;
    void leerEspacioDispositivo().then((e) => vigente && setEspacio(e));
    return () => {
      vigente = false;
    };
  }, [pendientes]);
  return espacio;
}

/** '12.3 MB', '1.2 GB': bytes as a person reads them (es-MX, like the app's other figures), units of 1000 as the OS shows them. */
export function formatearBytes(bytes: number): string {
  const unidades = ['B', 'kB', 'MB', 'GB', 'TB'];
  let valor = bytes;
  let i = 0;
  while (valor >= 1000 && i < unidades.length - 1) {
    valor /= 1000;
    i++;
  }
  const cifras = i === 0 || valor >= 100 ? 0 : 1;
  return `${valor.toLocaleString('es-MX', { maximumFractionDigits: cifras, minimumFractionDigits: 0 })} ${unidades[i]}`;
}

let pedida = false;

/**
 * Asks the browser once per page load, after sign-in, to keep this site's storage (the outbox, the device copy) under
 * pressure. Chromium and Safari answer without asking the person; Firefox asks once and remembers the answer, so there
 * is no prompt loop. Returns whether it is persistent, or null when not asked (already asked, or no StorageManager).
 */
export async function pedirAlmacenamientoPersistente(almacen: Almacen | undefined = almacenDelNavegador()): Promise<boolean | null> {
  if (pedida || !almacen?.persist || !almacen.persisted) return null;
  pedida = true;
  try {
    return (await almacen.persisted()) || (await almacen.persist());
  } catch {
    return null;
  }
}
