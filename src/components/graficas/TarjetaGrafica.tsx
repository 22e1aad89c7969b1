import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';

/**
 * A dashboard card: a heading (an h2, so a screen reader can jump between cards), an optional action
 * at its right (a link, a download, a toggle) and the chart. `etiqueta` names the region for tests and
 * assistive technology.
 */
export function TarjetaGrafica({
  titulo,
  accion,
  children,
  subtitulo,
}: {
  titulo: string;
  accion?: ReactNode;
  subtitulo?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={titulo} sx={{ height: '100%', minWidth: 0 }}>
      <CardContent sx={{ minWidth: 0 }}>
        <Stack direction="row" alignItems="flex-start" justifyContent="space-between" flexWrap="wrap" useFlexGap spacing={1} sx={{ mb: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {titulo}
            </Typography>
            {subtitulo && (
              <Typography variant="body2" color="text.secondary" component="div">
                {subtitulo}
              </Typography>
            )}
          </Box>
          {accion}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
