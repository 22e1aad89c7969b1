import { Alert, Link as MuiLink } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { leerRevisionTraces } from '../../../api/eudr';

/**
 * Beside the producer's 'Descargar para TRACES' (issue 22 item 25): which of the producer's plots the file leaves out,
 * named, with a link to the revision that says why and how to correct each. Nothing when every plot goes in.
 */
export function AvisoFueraTraces({ uuidCiclo, uuidProductor }: { uuidCiclo: string; uuidProductor: string }) {
  const q = useQuery({
    queryKey: ['cosecha', 'revision-traces', uuidCiclo, uuidProductor],
    queryFn: () => leerRevisionTraces(uuidCiclo, uuidProductor),
  });
  const fuera = q.data?.rechazadas ?? [];
  if (!fuera.length) return null;
  const nombres = [...new Set(fuera.map((f) => f.parcela))].join(', ');
  return (
    <Alert severity="warning" sx={{ flexBasis: '100%' }}>
      {fuera.length === 1 ? 'La parcela ' : `${fuera.length} parcelas quedan fuera del archivo para TRACES: `}
      <strong>{nombres}</strong>
      {fuera.length === 1 ? ' queda fuera del archivo para TRACES. ' : '. '}
      <MuiLink component={Link} to={rutas.parcelasTraces(uuidProductor)}>
        Ver en la revisión TRACES por qué y cómo corregirlo
      </MuiLink>
      .
    </Alert>
  );
}
