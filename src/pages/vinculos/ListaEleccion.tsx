import type { ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Checkbox,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';

export interface Columna<T> {
  etiqueta: string;
  valor: (f: T) => ReactNode;
  derecha?: boolean;
}

interface Props<T> {
  filas: T[];
  id: (f: T) => number;
  /** The row's name for the box's accessible name and the card's title. */
  nombre: (f: T) => string;
  /** The card's title (a link to the profile); the first column on a wide screen. */
  principal: (f: T) => ReactNode;
  columnas: Columna<T>[];
  seleccion: readonly number[];
  onAlternar: (id: number) => void;
  etiqueta: string;
}

/**
 * A list to choose one row from (a producer, a plot). Checkboxes, as the spec's wizards have them: choosing a second
 * row shows the rule's message and keeps Siguiente disabled (domain/vinculos/vinculos.ts), instead of silently
 * dropping the first. At 1280 px a table, on a phone cards.
 */
export function ListaEleccion<T>({ filas, id, nombre, principal, columnas, seleccion, onAlternar, etiqueta }: Props<T>) {
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const casilla = (f: T) => (
    <Checkbox
      size="small"
      checked={seleccion.includes(id(f))}
      onChange={() => onAlternar(id(f))}
      slotProps={{ input: { 'aria-label': `Elegir ${nombre(f)}` } }}
    />
  );
  if (angosta) {
    return (
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={etiqueta}>
        {filas.map((f) => (
          <Card component="li" key={id(f)} variant="outlined">
            <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
              {casilla(f)}
              <Box sx={{ minWidth: 0 }}>
                <Typography fontWeight={500}>{principal(f)}</Typography>
                {columnas.map((c) => (
                  <Typography variant="body2" color="text.secondary" key={c.etiqueta}>
                    {c.etiqueta}: {c.valor(f)}
                  </Typography>
                ))}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto', maxHeight: 'max(320px, 60vh)' }} tabIndex={0} role="region" aria-label={etiqueta}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>Nombre</TableCell>
            {columnas.map((c) => (
              <TableCell key={c.etiqueta} align={c.derecha ? 'right' : 'left'}>
                {c.etiqueta}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f) => (
            <TableRow key={id(f)} hover selected={seleccion.includes(id(f))}>
              <TableCell padding="checkbox">{casilla(f)}</TableCell>
              <TableCell>{principal(f)}</TableCell>
              {columnas.map((c) => (
                <TableCell key={c.etiqueta} align={c.derecha ? 'right' : 'left'}>
                  {c.valor(f)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
