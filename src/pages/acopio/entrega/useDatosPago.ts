import { useQuery } from '@tanstack/react-query';
import type { HttpError } from 'react-admin';
import { montoEnEspera } from '@domain/bandeja/pagos-en-espera';
import type { OpcionCatalogoAcopio } from '@domain/contrato/acopio';
import { catalogoAcopio, entregaPorId } from '../../../api/acopio';
import { listarBandeja } from '../../../offline/bandeja/almacen';
import { duenoDeSesion } from '../../../offline/bandeja/sesionBandeja';
import { pagoDeCopia, type EntregaParaPago } from '../../../offline/copia/desdeCopia';
import { useCopiaDispositivo } from '../../../offline/copia/useCopiaDispositivo';
import { esErrorDeRed, useEnLinea } from '../../../offline/copia/useEnLinea';

export const MENSAJES_PAGO_SIN_RED = {
  noEnCopia:
    'Sin conexión: esta entrega no está entre las entregas con pago pendiente de la copia del dispositivo. Elija al productor en Nueva entrega o vuelva a intentarlo con conexión.',
  sinCopia: 'Sin conexión y sin copia en este dispositivo: el pago pendiente se registra con conexión.',
} as const;

/** What this device's outbox already takes from a delivery's balance (pending payments not yet stored by the server). */
function useEnEspera(idAcopio: number): number | undefined {
  const q = useQuery({
    queryKey: ['bandeja', 'pagos-en-espera', idAcopio],
    // IndexedDB, not the network: it is read offline too
    networkMode: 'always',
    queryFn: async () => {
      const dueno = duenoDeSesion();
      return dueno ? montoEnEspera(await listarBandeja(dueno), idAcopio) : 0;
    },
    staleTime: 0,
  });
  return q.data ?? (q.isError ? 0 : undefined);
}

/**
 * What the pending-payment form reads (spec 002 §2.4): the delivery with its balance and what the producer owes on
 * advances, from the server, or with the network down from the device copy (issue 28), and the payment methods.
 * The balance shown and validated is the server's (or the copy's) less what pending payments saved on this device
 * and not yet sent already take from it, so the same debt is not paid twice offline.
 */
export function useDatosPago(idAcopio: number, uuidCuenta: string) {
  const entrega = useQuery({ queryKey: ['acopio', 'entrega-id', idAcopio], queryFn: () => entregaPorId(idAcopio), retry: false });
  const metodos = useQuery({ queryKey: ['acopio', 'metodos_pago'], queryFn: () => catalogoAcopio('metodos_pago'), staleTime: 30 * 60_000 });
  const { copia, dueno } = useCopiaDispositivo();
  const enLinea = useEnLinea();
  const enEspera = useEnEspera(idAcopio);
  const sinRed = !enLinea || esErrorDeRed(entrega.error) || esErrorDeRed(metodos.error);
  const servidor = entrega.data ? { entrega: entrega.data.data as EntregaParaPago, saldo_creditos: entrega.data.saldo_creditos } : null;
  const deCopia = !servidor && sinRed && copia ? pagoDeCopia(copia, uuidCuenta, idAcopio) : null;
  const base = servidor ?? deCopia;
  const opciones: OpcionCatalogoAcopio[] | undefined = metodos.data ?? (deCopia ? copia?.catalogos.metodos_pago : undefined);
  // offline, the copy is read from the device first (dueno is set once it was): until then, wait
  const copiaLeida = !!dueno || !!copia;
  const error: string | null = base
    ? null
    : sinRed
      ? copiaLeida
        ? copia
          ? MENSAJES_PAGO_SIN_RED.noEnCopia
          : MENSAJES_PAGO_SIN_RED.sinCopia
        : null
      : entrega.error
        ? (entrega.error as HttpError).status === 404
          ? 'La entrega no existe o no es de este productor. Elíjala de nuevo en el listado de entregas.'
          : (entrega.error as Error).message
        : null;
  return {
    entrega: base && enEspera !== undefined ? { ...base.entrega, saldo: base.entrega.saldo - enEspera } : null,
    saldoCreditos: base?.saldo_creditos ?? 0,
    /** What the outbox already takes from the balance (×100), shown when it is not 0. */
    enEspera: enEspera ?? 0,
    metodos: opciones ?? null,
    desdeCopia: !!deCopia,
    error,
  };
}
