import type { CopiaDispositivo } from '@domain/contrato/acopio-copia';
import { baseDispositivo, type RegistroCopia } from '../baseDispositivo';

/**
 * The device copy in IndexedDB (store `copia`, src/offline/baseDispositivo.ts): two parts per owner, the producers
 * (the bulk) and everything else the form reads, written together in one transaction so a reader never sees the
 * producers of one reading with the lots of another.
 */
const PARTES = ['formulario', 'productores'] as const;

type Formulario = Omit<CopiaDispositivo, 'productores'>;

/** Whose records these are: '{id_cooperativa}:{id_usuario}' (two people who share a phone never see each other's). */
export const duenoDe = (u: { id: number; id_cooperativa: number }) => `${u.id_cooperativa}:${u.id}`;

/** Replaces the owner's copy with `copia`, atomically. */
export async function guardarCopia(dueno: string, copia: CopiaDispositivo): Promise<void> {
  const db = await baseDispositivo();
  const tx = db.transaction('copia', 'readwrite');
  const { productores, ...formulario } = copia;
  const viejas = await tx.store.index('por_dueno').getAllKeys(dueno);
  await Promise.all(viejas.map((k) => tx.store.delete(k)));
  const registro = (parte: (typeof PARTES)[number], datos: unknown): RegistroCopia => ({
    clave: `${dueno}|${parte}`,
    dueno,
    parte,
    datos,
    leidaEn: copia.leida_en,
  });
  await tx.store.put(registro('formulario', formulario));
  await tx.store.put(registro('productores', productores));
  await tx.done;
}

/** The owner's copy, or null when this device has none (or only part of one). */
export async function leerCopia(dueno: string): Promise<CopiaDispositivo | null> {
  const db = await baseDispositivo();
  const tx = db.transaction('copia', 'readonly');
  const [f, p] = await Promise.all(PARTES.map((parte) => tx.store.get(`${dueno}|${parte}`)));
  await tx.done;
  if (!f || !p) return null;
  return { ...(f.datos as Formulario), productores: p.datos as CopiaDispositivo['productores'] };
}

/** Removes the owner's copy (sign-out, once the outbox is empty). */
export async function borrarCopia(dueno: string): Promise<void> {
  const db = await baseDispositivo();
  const tx = db.transaction('copia', 'readwrite');
  const claves = await tx.store.index('por_dueno').getAllKeys(dueno);
  await Promise.all(claves.map((k) => tx.store.delete(k)));
  await tx.done;
}
