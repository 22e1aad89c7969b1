import type { ReactNode } from 'react';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';

/** A card's body while its call runs or after it failed; the data otherwise. Never a made-up number. */
export function Estado({ consulta, children }: { consulta: { isPending: boolean; isError: boolean }; children: () => ReactNode }) {
  if (consulta.isError)
    return (
      <Alert severity="error" variant="outlined">
        No se pudieron cargar los datos.
      </Alert>
    );
  if (consulta.isPending) {
    return (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ py: 3 }} role="status">
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2" color="text.secondary">
          Cargando…
        </Typography>
      </Stack>
    );
  }
  return <>{children()}</>;
}
