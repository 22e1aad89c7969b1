import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Padron } from '@domain/padron/solicitudes';
import { buscarSolicitudes, cancelarAltas, cancelarBajas, confirmarAltas, confirmarBajas, type TipoLista } from '../../../api/padron';
import { CLAVE_PADRON_ALTAS } from '../../../sesion/usePadronAltas';
import type { FilaSolicitud } from './tipos';

const CLAVE = ['cosecha', 'padron-solicitudes'] as const;

/** One page of a tab of a cycle; the previous page stays on screen while the next loads. */
export function useSolicitudes(tipo: TipoLista, idCiclo: number | undefined, confirmado: 0 | 1, pagina: number, porPagina: number) {
  return useQuery({
    queryKey: [...CLAVE, tipo, idCiclo, confirmado, pagina, porPagina],
    enabled: !!idCiclo,
    queryFn: () => buscarSolicitudes<FilaSolicitud>(tipo, { idCiclo: idCiclo!, confirmado, pagina, porPagina }),
    placeholderData: (anterior) => anterior,
  });
}

/**
 * The four decisions. After one, the lists and the menu's Altas count are read again at once (the bell and the
 * badge follow `usePadronAltas`), whichever person's click it was.
 */
export function useDecidir(tipo: TipoLista) {
  const cliente = useQueryClient();
  const despues = async <T>(p: Promise<T>): Promise<T> => {
    try {
      return await p;
    } finally {
      await Promise.all([cliente.invalidateQueries({ queryKey: CLAVE }), cliente.invalidateQueries({ queryKey: CLAVE_PADRON_ALTAS })]);
    }
  };
  return {
    confirmar: (uuids: string[], idCiclo: number, padrones: Padron[]) =>
      despues(
        tipo === 'alta'
          ? confirmarAltas({ ids: uuids, id_ciclo: idCiclo, padronesSeleccionados: padrones })
          : confirmarBajas({ uuids, id_ciclo: idCiclo, padronesSeleccionados: padrones }),
      ),
    cancelar: (uuids: string[], idCiclo: number) =>
      despues(tipo === 'alta' ? cancelarAltas({ ids: uuids, id_ciclo: idCiclo }) : cancelarBajas({ uuids, id_ciclo: idCiclo })),
  };
}

/** The uuid of a row, whichever list it comes from. */
export const uuidDe = (f: FilaSolicitud): string =>
  'uuid_cuentas_altas_solicitud' in f ? f.uuid_cuentas_altas_solicitud : f.uuid_cuentas_bajas_solicitud;
