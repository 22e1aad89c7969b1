import type { ReactNode } from 'react';
import { Alert, Box, Button, Card } from '@mui/material';
import { Cargando } from '../../components/Cargando';
import { SinRegistros } from '../../components/SinRegistros';

interface Consulta {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A step's list while it loads, when it fails (the server's message and Reintentar), when it is empty (what to do
 * next, `vacio`) and when it has rows (`children`).
 */
export function EstadoConsulta({
  q,
  hayFilas,
  vacio,
  children,
}: {
  q: Consulta;
  hayFilas: boolean;
  vacio: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card sx={{ p: { xs: 1, sm: 0 } }}>
      {q.isPending ? (
        <Cargando />
      ) : q.isError ? (
        <Alert severity="error" action={<Button onClick={() => void q.refetch()}>Reintentar</Button>}>
          {q.error instanceof Error && q.error.message ? q.error.message : 'No se pudo leer la lista.'} Revise su conexión y pulse
          Reintentar.
        </Alert>
      ) : hayFilas ? (
        children
      ) : (
        <Box>
          <SinRegistros />
          <Box sx={{ px: 2, pb: 2, color: 'text.secondary' }}>{vacio}</Box>
        </Box>
      )}
    </Card>
  );
}
