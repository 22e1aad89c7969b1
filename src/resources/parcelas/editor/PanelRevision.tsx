import { Alert, AlertTitle, Box, Stack, Typography } from '@mui/material';
import { resumenAlertas, SIN_ALERTAS } from '@domain/poligono/resumen';
import type { Alerta } from '@domain/poligono/tipos';

/**
 * The polygon checks while drawing (issue 4 'Polygon quality'): the same revisarPoligono the server runs on
 * save, so what is listed here is what the profile will show. Errors are what the EU system would reject.
 */
export function PanelRevision({ alertas, conPoligono }: { alertas: readonly Alerta[]; conPoligono: boolean }) {
  return (
    <Box component="section" aria-labelledby="revision-titulo">
      <Typography id="revision-titulo" variant="subtitle1" component="h2" fontWeight={600}>
        Revisión del polígono
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {alertas.length === 0 ? (conPoligono ? SIN_ALERTAS : 'Sin polígono') : resumenAlertas(alertas).texto}
      </Typography>
      <Stack spacing={1} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Alertas del polígono">
        {alertas.map((a, i) => (
          <li key={`${a.codigo}-${i}`}>
            <Alert severity={a.error ? 'error' : 'warning'} variant="outlined" sx={{ py: 0 }}>
              <AlertTitle sx={{ mb: 0 }}>{a.titulo}</AlertTitle>
              <Typography variant="body2">{a.descripcion}</Typography>
              <Typography variant="body2" color="text.secondary">
                {a.recomendacion}
              </Typography>
            </Alert>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
