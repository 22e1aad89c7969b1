import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';

/** One labelled value of a profile card: the label small and grey above, the value below. */
export function Dato({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {etiqueta}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

/**
 * A summary card of a profile (producer, plot), named for screen readers by its title; cards wrap in rows,
 * each at least `ancho` px wide.
 * @example <TarjetaDatos titulo="Ubicación" ancho={260}><Dato etiqueta="Municipio">Siltepec</Dato></TarjetaDatos>
 */
export function TarjetaDatos({ titulo, ancho, children }: { titulo: string; ancho: number; children: ReactNode }) {
  return (
    <Card sx={{ flex: `1 1 ${ancho}px` }} component="section" aria-label={titulo}>
      <CardContent>
        <Stack spacing={1}>{children}</Stack>
      </CardContent>
    </Card>
  );
}
