import { corregir, type Paso } from '@domain/bandeja/estados';
import { codigoDispositivo, siguienteFolioProvisional } from '@domain/bandeja/folio-provisional';
import type { IDBPObjectStore } from 'idb';
import { baseDispositivo, type EsquemaDispositivo, type RegistroBandeja } from '../baseDispositivo';
import { fijarPendientes } from '../pendientes';

/**
 * The outbox on the device (issue 28): the items of one `dueno`, each change a domain transition
 * (domain/bandeja/estados.ts) read and written in ONE readwrite transaction. IndexedDB runs readwrite transactions
 * on a store one at a time, so two tabs (or two engines) that try to start the same item cannot both win: the
 * second reads 'enviando' and the domain refuses it. After every change the shell's count is set (fijarPendientes).
 */

/** What a new item needs; its provisional folio is the device's next, given in the same transaction. */
export type NuevoRegistro = Omit<RegistroBandeja, 'folioProvisional' | 'intentos' | 'estado'>;

/** Waits: neither sent nor discarded (what the top bar counts and the sign-out warns about). */
export const espera = (r: RegistroBandeja): boolean => r.estado.estado !== 'enviada' && r.estado.estado !== 'descartada';

export async function listarBandeja(dueno: string): Promise<RegistroBandeja[]> {
  const db = await baseDispositivo();
  const todos = await db.getAllFromIndex('bandeja', 'por_dueno', dueno);
  return todos.sort((a, b) => (a.registradaEn < b.registradaEn ? -1 : a.registradaEn > b.registradaEn ? 1 : 0));
}

/** One item of this owner's outbox, or null when the device has none by that id or it is someone else's. */
export async function leerDeBandeja(dueno: string, id: string): Promise<RegistroBandeja | null> {
  const db = await baseDispositivo();
  const r = await db.get('bandeja', id);
  return r && r.dueno === dueno ? r : null;
}

export async function contarPendientes(dueno: string): Promise<number> {
  return (await listarBandeja(dueno)).filter(espera).length;
}

/** Sets the shell's count from what the device holds for this session (null: signed out, nothing to show). */
export async function refrescarPendientes(dueno: string | null): Promise<number> {
  const n = dueno ? await contarPendientes(dueno) : 0;
  fijarPendientes(n);
  return n;
}

/**
 * Saves a new item with the device's next provisional folio. The device code (made the first time) and the
 * sequence are read and bumped in the same transaction as the item is written: two tabs saving at once get two
 * folios, and a failed write (a full disk) uses none.
 */
export async function guardarEnBandeja(nuevo: NuevoRegistro): Promise<RegistroBandeja> {
  const db = await baseDispositivo();
  const tx = db.transaction(['dispositivo', 'bandeja'], 'readwrite');
  const registro: RegistroBandeja = {
    ...nuevo,
    folioProvisional: await siguienteFolio(tx.objectStore('dispositivo')),
    intentos: 0,
    estado: { estado: 'pendiente' },
  };
  await tx.objectStore('bandeja').add(registro);
  await tx.done;
  await refrescarPendientes(nuevo.dueno);
  return registro;
}

/** Reads the device code and bumps the sequence inside `tx`: the next provisional folio, used only if `tx` commits. */
async function siguienteFolio(
  dispositivo: IDBPObjectStore<EsquemaDispositivo, ('dispositivo' | 'bandeja')[], 'dispositivo', 'readwrite'>,
): Promise<string> {
  let codigo = (await dispositivo.get('codigo'))?.valor as string | undefined;
  if (!codigo) {
    codigo = codigoDispositivo();
    await dispositivo.put({ clave: 'codigo', valor: codigo });
  }
  const ultima = Number((await dispositivo.get('secuencia'))?.valor ?? 0);
  await dispositivo.put({ clave: 'secuencia', valor: ultima + 1 });
  return siguienteFolioProvisional(codigo, ultima);
}

/**
 * 'Editar' on a conflict (issue 28): the corrected delivery is saved as a NEW item (its form's new key, the device's
 * next provisional folio) and the old one becomes 'descartada', replaced by it, in ONE transaction: a failed write
 * leaves both as they were, so the delivery is never lost nor waiting twice. Refused (nothing written) when the old
 * item is no longer in conflict, e.g. another tab sent it again or discarded it meanwhile.
 */
export async function corregirEnBandeja(
  idViejo: string,
  nuevo: NuevoRegistro,
  ahora = new Date().toISOString(),
): Promise<{ ok: true; registro: RegistroBandeja; viejo: RegistroBandeja } | { ok: false; error: string }> {
  const db = await baseDispositivo();
  const tx = db.transaction(['dispositivo', 'bandeja'], 'readwrite');
  const bandeja = tx.objectStore('bandeja');
  const viejo = await bandeja.get(idViejo);
  if (!viejo || viejo.dueno !== nuevo.dueno) {
    tx.abort();
    await tx.done.catch(() => undefined);
    return { ok: false, error: 'Este registro ya no está en el dispositivo' };
  }
  const folio = await siguienteFolio(tx.objectStore('dispositivo'));
  const paso = corregir(viejo, { id: nuevo.id, folioProvisional: folio, registradaEn: nuevo.registradaEn, cuerpo: nuevo.cuerpo }, ahora);
  if (!paso.ok) {
    // the sequence bump above is undone with the rest: a refused correction uses no folio
    tx.abort();
    await tx.done.catch(() => undefined);
    return paso;
  }
  const descartado: RegistroBandeja = { ...viejo, ...paso.descartado };
  const registro: RegistroBandeja = { ...nuevo, ...paso.correccion, corrige: viejo.folioProvisional };
  await bandeja.put(descartado);
  await bandeja.add(registro);
  await tx.done;
  await refrescarPendientes(nuevo.dueno);
  return { ok: true, registro, viejo: descartado };
}

/** This device's code (for the export's file name), or null before its first offline item. */
export async function codigoDelDispositivo(): Promise<string | null> {
  const db = await baseDispositivo();
  return ((await db.get('dispositivo', 'codigo'))?.valor as string | undefined) ?? null;
}

/**
 * Applies a domain transition to one item and writes it, in one transaction. `extra` adds what the domain item
 * does not carry (the server's uuid). A refused step writes nothing and returns the domain's Spanish refusal.
 */
export async function aplicarPaso(
  id: string,
  transicion: (r: RegistroBandeja) => Paso<unknown>,
  extra: Partial<RegistroBandeja> = {},
): Promise<Paso<unknown> & { registro?: RegistroBandeja }> {
  const db = await baseDispositivo();
  const tx = db.transaction('bandeja', 'readwrite');
  const actual = await tx.store.get(id);
  if (!actual) {
    await tx.done;
    return { ok: false, error: 'Este registro ya no está en el dispositivo' };
  }
  const paso = transicion(actual);
  let registro: RegistroBandeja | undefined;
  if (paso.ok) {
    registro = { ...actual, ...paso.elemento, ...extra };
    await tx.store.put(registro);
  }
  await tx.done;
  await refrescarPendientes(actual.dueno);
  return { ...paso, registro };
}
