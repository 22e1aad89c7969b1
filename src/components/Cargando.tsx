import { Box, CircularProgress } from '@mui/material';

/** The spinner that replaces a page while something it needs loads (spec 000 §2.1). */
export function Cargando({ etiqueta = 'Cargando' }: { etiqueta?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label={etiqueta} />
    </Box>
  );
}
