import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, type HttpError } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { leerAlertas, leerColindancias, leerPerfilParcela } from '../../api/parcelas';
import { avisoErrorCarga } from './avisoErrorCarga';
import type { AlertaParcela, Colindancias, ParcelaDetalle } from './tipos';

const clave = (uuid: string, parte: string) => ['cosecha', 'parcela', uuid, parte];

/**
 * Everything the plot profile and its print page read (001 §7 'Plots'): the plot (`parcela_profile`), its
 * neighbours and its stored alerts. A failure loading the plot notifies 403/404 with the spec's texts and sends
 * the user to the plot list (001 §2.4, §8). `recargar` refetches all of it after an import or a removal.
 */
export function useParcelaPerfil(uuid: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const perfil = useQuery({
    queryKey: clave(uuid, 'perfil'),
    retry: false,
    queryFn: (): Promise<ParcelaDetalle> => leerPerfilParcela(uuid, { avisar: false }),
  });
  const cargada = !!perfil.data;
  const colindancias = useQuery({
    queryKey: clave(uuid, 'colindancias'),
    enabled: cargada,
    queryFn: (): Promise<Colindancias> => leerColindancias(uuid),
  });
  const alertas = useQuery({
    queryKey: clave(uuid, 'alertas'),
    enabled: cargada,
    queryFn: (): Promise<AlertaParcela[]> => leerAlertas(uuid),
  });

  useEffect(() => {
    if (!perfil.isError) return;
    const status = (perfil.error as HttpError).status;
    // 401 and 5xx have the shell's own alerts; 403, 404 and bad uuids (422) leave for the list
    if (status === 401 || status >= 500) return;
    notify(avisoErrorCarga(status), { type: 'error' });
    navigate(rutas.parcelas(), { replace: true });
  }, [perfil.isError, perfil.error, notify, navigate]);

  const recargar = () => queryClient.invalidateQueries({ queryKey: ['cosecha', 'parcela', uuid] });
  return { parcela: perfil.data, error: perfil.isError, colindancias: colindancias.data, alertas: alertas.data, recargar };
}
