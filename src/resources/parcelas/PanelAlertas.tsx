import { Alert, AlertTitle, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { SIN_ALERTAS } from '@domain/poligono/resumen';
import type { AlertaParcela } from './tipos';

/**
 * 'Alertas automatizadas' (001 §2.4): the stored polygon checks of the plot, errors (what the EU system would
 * reject) before warnings, each with its description and recommendation; none → 'No se detectaron alertas'.
 */
export function PanelAlertas({ alertas }: { alertas: AlertaParcela[] | undefined }) {
  const lista = [...(alertas ?? [])].sort((a, b) => Number(!!b.error) - Number(!!a.error));
  return (
    <Card component="section" aria-labelledby="alertas-titulo">
      <CardContent>
        <Typography id="alertas-titulo" component="h2" variant="h6" sx={{ mb: 1 }}>
          Alertas automatizadas
        </Typography>
        {alertas === undefined ? (
          <Typography color="text.secondary">Cargando…</Typography>
        ) : lista.length === 0 ? (
          <Alert severity="success">{SIN_ALERTAS}</Alert>
        ) : (
          <Stack spacing={1} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {lista.map((a, i) => (
              // A list item holding the alert: stored alerts are content, not live news, so role 'note' (not 'alert').
              <Box component="li" key={`${a.codigo ?? a.titulo}-${i}`}>
                <Alert role="note" severity={a.error ? 'error' : 'warning'}>
                  <AlertTitle>
                    {a.error ? 'Error' : 'Advertencia'}: {a.titulo}
                  </AlertTitle>
                  {a.descripcion}
                  {a.recomendacion && (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      <strong>Recomendación:</strong> {a.recomendacion}
                    </Typography>
                  )}
                </Alert>
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
