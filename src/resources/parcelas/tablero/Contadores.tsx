import { Box, Card, CardContent, Typography } from '@mui/material';
import { formatoHectareas, formatoNumero } from '@domain/comun/formato';
import type { TotalesParcelas } from './api';

function Contador({ etiqueta, valor }: { etiqueta: string; valor: string }) {
  return (
    <Card component="section" aria-label={etiqueta} sx={{ flex: '1 1 200px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {etiqueta}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600 }} data-contador>
          {valor}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The three counters of the plots dashboard (001 §2.2, §3): plots with a form, coffee hectares and their average. */
export function Contadores({ totales }: { totales: TotalesParcelas }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Contador etiqueta="Parcelas con ficha" valor={formatoNumero(totales.parcelas_totales)} />
      <Contador etiqueta="Hectáreas de café" valor={formatoHectareas(totales.total_has_cafe)} />
      <Contador etiqueta="Promedio de hectáreas de café" valor={formatoHectareas(totales.promedio_has_cafe)} />
    </Box>
  );
}
