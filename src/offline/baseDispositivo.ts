import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ElementoBandeja } from '@domain/bandeja/estados';

/**
 * The device's own database (IndexedDB, issue 28): what a collection centre needs to keep working with the network
 * down. Three stores, one schema for the whole app so that a version change is made here once:
 * - `bandeja`: the outbox, deliveries and pending payments saved on this device and not yet stored by the server
 *   (src/offline/bandeja/). Never cleared while an item is neither sent nor discarded.
 * - `copia`: the device copy of what the forms read (catalogues, price, the centre's producers, open lots), one
 *   record per part with the instant it was read (src/offline/copia/). Cleared on sign-out once the outbox is empty.
 * - `dispositivo`: this device's code and its provisional-folio sequence (domain/bandeja/folio-provisional.ts).
 * Every record carries `dueno` ('{id_cooperativa}:{id_usuario}'): two people who share a phone never see each other's.
 */
export const NOMBRE_BASE_DISPOSITIVO = 'cosecha-dispositivo';
export const VERSION_BASE_DISPOSITIVO = 1;

/** What an outbox item sends: a new delivery or a pending payment, each to its own call. */
export type TipoEnvio = 'entrega' | 'pago_pendiente';

/** An outbox item as stored: the domain's item, whose it is and what the list shows without reading the body. */
export interface RegistroBandeja extends ElementoBandeja<unknown> {
  tipo: TipoEnvio;
  dueno: string;
  /** For the list and the provisional receipt: the producer, kilos ×100 and amount ×100 as the device computed them. */
  resumen: { productor: string; kilos: number; importe: number };
  /** The server's uuid of the delivery once sent (for a pending payment, the delivery it paid): the 'enviada' row's link. */
  uuidServidor?: string;
  /** The producer's account the form was opened for (its route's ids): with uuidServidor, the delivery's own page. */
  cuenta?: { id: number; uuid: string };
  /**
   * The form tried it online first and the network failed mid-request: the server may hold it under the same key
   * without the device's fields, so a 409 is retried once with the bare body (src/offline/bandeja/sincronizar.ts).
   */
  probadaEnLinea?: boolean;
  /** A correction ('Editar' on a conflict): the provisional folio of the item it replaced, shown on its row. */
  corrige?: string;
}

export interface RegistroCopia {
  /** '{dueno}|{parte}', e.g. '1:7|productores'. */
  clave: string;
  dueno: string;
  parte: string;
  datos: unknown;
  /** When the server answered it (ISO instant): the screen says how fresh the copy is. */
  leidaEn: string;
}

export interface RegistroDispositivo {
  clave: 'codigo' | 'secuencia';
  valor: string | number;
}

export interface EsquemaDispositivo extends DBSchema {
  bandeja: { key: string; value: RegistroBandeja; indexes: { por_dueno: string } };
  copia: { key: string; value: RegistroCopia; indexes: { por_dueno: string } };
  dispositivo: { key: string; value: RegistroDispositivo };
}

let abierta: Promise<IDBPDatabase<EsquemaDispositivo>> | null = null;

/** The device database, opened once per tab. */
export function baseDispositivo(): Promise<IDBPDatabase<EsquemaDispositivo>> {
  abierta ??= openDB<EsquemaDispositivo>(NOMBRE_BASE_DISPOSITIVO, VERSION_BASE_DISPOSITIVO, {
    upgrade(db) {
      const bandeja = db.createObjectStore('bandeja', { keyPath: 'id' });
      bandeja.createIndex('por_dueno', 'dueno');
      const copia = db.createObjectStore('copia', { keyPath: 'clave' });
      copia.createIndex('por_dueno', 'dueno');
      db.createObjectStore('dispositivo', { keyPath: 'clave' });
    },
    // another tab opened a newer version: close ours so its upgrade is not blocked (it reloads this tab's data next time)
    blocking() {
      void abierta?.then((db) => db.close());
      abierta = null;
    },
  });
  return abierta;
}

/** For the tests: forget the open connection (fake-indexeddb is reset between them). */
export function olvidarBaseDispositivo(): void {
  abierta = null;
}
