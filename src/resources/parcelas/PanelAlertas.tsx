import { Alert, AlertTitle, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { textoSinAlertas } from '@domain/poligono/resumen';
import type { AlertaParcela } from './tipos';

/**
 * 'Alertas automatizadas' (001 §2.4): the stored polygon checks of the plot, errors (what the EU system would
 * reject) before warnings, each with its description and recommendation; none → 'No se detectaron alertas' when the
 * plot has a polygon to check, else that it cannot be checked without one (issue 22 item 25).
 */
export function PanelAlertas({
  alertas,
  ubicacion,
}: {
  alertas: AlertaParcela[] | undefined;
  ubicacion: { poligono: boolean; centroide: boolean };
}) {
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
          <Alert severity={ubicacion.poligono ? 'success' : 'info'}>{textoSinAlertas(ubicacion)}</Alert>
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
