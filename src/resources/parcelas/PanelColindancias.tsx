import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import type { Colindancia, Colindancias, Lado } from './tipos';

export const LADOS: readonly { lado: Lado; titulo: string }[] = [
  { lado: 'norte', titulo: 'Norte' },
  { lado: 'sur', titulo: 'Sur' },
  { lado: 'este', titulo: 'Este' },
  { lado: 'oeste', titulo: 'Oeste' },
];

/** Who borders the plot on a side: the neighbour (or the free text 'otro') and its owner. */
export const nombreColindante = (c: Colindancia | null | undefined): string => c?.colindante_otro || c?.colindante || '--';

function Lado({ lado, titulo, c }: { lado: Lado; titulo: string; c: Colindancia | null | undefined }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Colindancia ${titulo.toLocaleLowerCase('es')}`}
      sx={{ gridArea: lado, p: 1.5 }}
    >
      <Typography variant="subtitle2" component="h3">
        {titulo}
      </Typography>
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary' }}>
          Colindante:{' '}
        </Box>
        {nombreColindante(c)}
      </Typography>
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary' }}>
          Propietario:{' '}
        </Box>
        {c?.propietario || '--'}
      </Typography>
    </Paper>
  );
}

/**
 * The boundary sketch panel (001 §2.4): the neighbours on the north, south, east and west around the map. On a
 * phone the sides stack above and below the map (north, map, south, west, east).
 */
export function PanelColindancias({ colindancias, mapa }: { colindancias: Colindancias | undefined; mapa: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: '200px 1fr 200px' },
        gridTemplateAreas: { xs: '"norte" "mapa" "sur" "oeste" "este"', md: '". norte ." "oeste mapa este" ". sur ."' },
        alignItems: 'center',
      }}
    >
      {LADOS.map(({ lado, titulo }) => (
        <Lado key={lado} lado={lado} titulo={titulo} c={colindancias?.[lado]} />
      ))}
      <Box sx={{ gridArea: 'mapa', minWidth: 0 }}>{mapa}</Box>
    </Box>
  );
}
