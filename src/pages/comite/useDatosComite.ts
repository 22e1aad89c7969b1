import { useQuery } from '@tanstack/react-query';
import { leerEvaluacionCuenta, nivelesRiesgo } from '../../api/comite';

/** The producer's current-cycle account with its latest evaluation, and the risk levels: what the form and edit need. */
export function useDatosComite(productorUuid: string) {
  const cuenta = useQuery({
    queryKey: ['cosecha', 'comite-cuenta', productorUuid],
    queryFn: () => leerEvaluacionCuenta(productorUuid),
    retry: false,
  });
  const niveles = useQuery({ queryKey: ['cosecha', 'niveles-riesgo'], queryFn: nivelesRiesgo, staleTime: Infinity });
  return { cuenta, niveles };
}
