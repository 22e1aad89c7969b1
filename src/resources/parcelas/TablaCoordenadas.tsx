import { useState, type ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { formatoCoordenada, formatoGrados } from '@domain/poligono/coordenadas';
import { formatoNumero } from '@domain/comun/formato';

export interface FilaCoordenada {
  title: string;
  lat: number;
  lng: number;
  elevation: number | null;
}

type Formato = 'decimal' | 'grados';

/**
 * The coordinates table of the profile (001 §2.4, §9): each point's title, latitude and longitude to 7 decimals
 * or in degrees-minutes-seconds (R032), and its altitude in metres; the central point last, set apart.
 * `accion` is the 'Calcular altitudes' button.
 */
export function TablaCoordenadas({
  puntos,
  centro,
  accion,
}: {
  puntos: FilaCoordenada[];
  centro: FilaCoordenada | null;
  accion?: ReactNode;
}) {
  const [formato, setFormato] = useState<Formato>('decimal');
  const lat = (v: number) => (formato === 'decimal' ? formatoCoordenada(v) : formatoGrados(v, 'lat'));
  const lng = (v: number) => (formato === 'decimal' ? formatoCoordenada(v) : formatoGrados(v, 'lng'));
  const alt = (v: number | null) => (v == null ? '--' : `${formatoNumero(v, 0)} m`);
  const fila = (p: FilaCoordenada, central = false) => (
    <TableRow key={p.title} sx={central ? { '& td, & th': { fontWeight: 600, borderTop: 2, borderTopColor: 'divider' } } : undefined}>
      <TableCell component="th" scope="row">
        {p.title}
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {lat(p.lat)}
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {lng(p.lng)}
      </TableCell>
      <TableCell align="right">{alt(p.elevation)}</TableCell>
    </TableRow>
  );
  return (
    <Card component="section" aria-labelledby="coordenadas-titulo">
      <CardContent>
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id="coordenadas-titulo" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            Coordenadas
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={formato}
            aria-label="Formato de coordenadas"
            onChange={(_, v: Formato | null) => {
              if (v) setFormato(v);
            }}
          >
            <ToggleButton value="decimal">Decimal</ToggleButton>
            <ToggleButton value="grados">Grados</ToggleButton>
          </ToggleButtonGroup>
          {accion}
        </Stack>
        {puntos.length === 0 && !centro ? (
          <Typography color="text.secondary">Sin registros encontrados</Typography>
        ) : (
          <TableContainer component={Box} sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Coordenadas" sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell>Punto</TableCell>
                  <TableCell align="right">Latitud</TableCell>
                  <TableCell align="right">Longitud</TableCell>
                  <TableCell align="right">Altitud</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {puntos.map((p) => fila(p))}
                {centro && fila(centro, true)}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
