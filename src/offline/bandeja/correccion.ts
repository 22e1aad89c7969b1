import { useEffect, useState } from 'react';
import type { RegistroBandeja } from '../baseDispositivo';
import { corregirEnBandeja, listarBandeja } from './almacen';
import { duenoDeSesion } from './sesionBandeja';

/**
 * 'Editar' on an outbox delivery in conflict (issue 28): the delivery form opens with the item's values, and saving
 * it replaces the item by a new one (new key, new provisional folio) in one IndexedDB transaction
 * (almacen.corregirEnBandeja). The new one is then sent like any other outbox item: the server checks it all again.
 */
export const MENSAJES_CORRECCION = {
  noEsta: 'Este registro ya no está en conflicto en este dispositivo: puede que ya se haya enviado, corregido o descartado.',
  guardada: (folio: string, anterior: string) =>
    `La corrección se guardó en este dispositivo con el folio provisional ${folio}; la entrega ${anterior} quedó descartada.`,
} as const;

/** The item the form corrects: one of this session's deliveries, still in conflict; null otherwise. */
export async function leerParaCorregir(id: string): Promise<RegistroBandeja | null> {
  const dueno = duenoDeSesion();
  if (!dueno) return null;
  const r = (await listarBandeja(dueno)).find((x) => x.id === id);
  return r && r.tipo === 'entrega' && r.estado.estado === 'conflicto' ? r : null;
}

/** The form's correction hook: the item to correct (or the Spanish reason it cannot be) for `?corregir={id}`. */
export function useCorreccion(id: string | null): { registro: RegistroBandeja | null; cargando: boolean; error: string | null } {
  const [estado, setEstado] = useState<{ id: string | null; registro: RegistroBandeja | null }>({ id: null, registro: null });
  useEffect(() => {
    if (!id) return;
    let vigente = true;
    void leerParaCorregir(id)
      .catch(() => null)
      .then((registro) => vigente && setEstado({ id, registro }));
    return () => {
      vigente = false;
    };
  }, [id]);
  if (!id) return { registro: null, cargando: false, error: null };
  if (estado.id !== id) return { registro: null, cargando: true, error: null };
  return { registro: estado.registro, cargando: false, error: estado.registro ? null : MENSAJES_CORRECCION.noEsta };
}

export interface Correccion {
  /** The item in conflict that the correction replaces. */
  idViejo: string;
  /** The form's key (a new UUIDv7 made when it opened). */
  id: string;
  cuerpo: unknown;
  resumen: RegistroBandeja['resumen'];
  cuenta: { id: number; uuid: string };
}

/** Replaces the item by its correction; answers both provisional folios, or throws the Spanish reason. */
export async function guardarCorreccion(c: Correccion): Promise<{ folio: string; anterior: string }> {
  const dueno = duenoDeSesion();
  if (!dueno) throw new Error(MENSAJES_CORRECCION.noEsta);
  const r = await corregirEnBandeja(c.idViejo, {
    tipo: 'entrega',
    id: c.id,
    dueno,
    cuerpo: c.cuerpo,
    resumen: c.resumen,
    cuenta: c.cuenta,
    registradaEn: new Date().toISOString(),
  });
  if (!r.ok) throw new Error(r.error);
  return { folio: r.registro.folioProvisional, anterior: r.viejo.folioProvisional };
}
