import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cicloSeleccionado, type Ciclo } from '@domain/comun/ciclos';
import { claveCiclo } from '@domain/auth/sesion';
import { adelantarCiclos, ciclosDelUsuario } from '../api/catalogos';
import { sesion } from './almacenSesion';

interface ValorCiclo {
  ciclos: Ciclo[];
  ciclo: Ciclo | null;
  elegir: (id: number) => void;
}

const CicloContexto = createContext<ValorCiclo>({ ciclos: [], ciclo: null, elegir: () => undefined });

const leerGuardado = (uuid: string | undefined): number | null => {
  if (!uuid) return null;
  const v = Number(localStorage.getItem(claveCiclo(uuid)));
  return Number.isFinite(v) && v > 0 ? v : null;
};

// The signed-in user's cycles leave as soon as the app's code runs, before the screen's chunks (src/api/catalogos.ts);
// not when the app opens without a network: the query then waits for it (src/offline/redDeConsultas.ts).
const alArrancar = sesion.usuario();
if (alArrancar && globalThis.navigator?.onLine !== false) adelantarCiclos(alArrancar.uuid, alArrancar.id_cooperativa);

/**
 * The selected harvest cycle (R016): fed by `POST ciclos` for the user's cooperative, kept in
 * localStorage per user (PCs are shared), the last cycle by default.
 */
export function CicloProvider({ children }: { children: ReactNode }) {
  const usuario = sesion.usuario();
  const [guardado, setGuardado] = useState<number | null>(() => leerGuardado(usuario?.uuid));
  const { data: ciclos = [] } = useQuery({
    queryKey: ['cosecha', 'ciclos', usuario?.uuid, usuario?.id_cooperativa],
    enabled: !!usuario,
    queryFn: (): Promise<Ciclo[]> =>
      ciclosDelUsuario(usuario!.uuid, usuario!.id_cooperativa).catch((e) => {
        // No answer at all (the installed app started offline, issue 28): an error, not an empty list, so the query
        // is asked again (its retry, or when the network returns) instead of keeping [] and leaving the delivery
        // form without its cycle once back online.
        if (typeof (e as { status?: unknown } | null)?.status !== 'number') throw e;
        console.error('No se pudieron cargar los ciclos', e);
        return [];
      }),
    staleTime: 5 * 60_000,
  });
  const elegir = useCallback(
    (id: number) => {
      if (usuario) localStorage.setItem(claveCiclo(usuario.uuid), String(id));
      setGuardado(id);
    },
    [usuario],
  );
  const valor = useMemo(() => ({ ciclos, ciclo: cicloSeleccionado(ciclos, guardado), elegir }), [ciclos, guardado, elegir]);
  return <CicloContexto.Provider value={valor}>{children}</CicloContexto.Provider>;
}

export const useCiclo = (): ValorCiclo => useContext(CicloContexto);
