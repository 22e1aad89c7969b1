import type { ReactNode } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Cargando } from '../../components/Cargando';
import { SinRegistros } from '../../components/SinRegistros';

export interface ColumnaPerfil<T> {
  titulo: string;
  valor: (fila: T) => ReactNode;
  derecha?: boolean;
}

/** A collapsible table of the producer profile (spec 000 §2.8); empty → 'Sin registros encontrados' (§8). */
export function TablaPerfil<T>({
  id,
  titulo,
  filas,
  columnas,
  cargando,
  tachada,
  abierta = true,
  vacio,
}: {
  id: string;
  titulo: string;
  filas: T[] | undefined;
  columnas: ColumnaPerfil<T>[];
  cargando?: boolean;
  /** Rows shown struck through (removed plots). */
  tachada?: (fila: T) => boolean;
  abierta?: boolean;
  /** What an empty table says instead of 'Sin registros encontrados', when there is a next step to name. */
  vacio?: ReactNode;
}) {
  return (
    <Accordion defaultExpanded={abierta} disableGutters slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-contenido`} id={`${id}-encabezado`}>
        <Typography component="span" variant="h6">
          {titulo}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-contenido`} sx={{ p: 0 }}>
        {cargando ? (
          <Cargando />
        ) : !filas || filas.length === 0 ? (
          vacio ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {vacio}
            </Typography>
          ) : (
            <SinRegistros />
          )
        ) : (
          // on a phone a wide table scrolls inside its card: keyboard users reach it too (axe: scrollable-region-focusable)
          <TableContainer tabIndex={0}>
            <Table size="small" aria-label={titulo}>
              <TableHead>
                <TableRow>
                  {columnas.map((c) => (
                    <TableCell key={c.titulo} align={c.derecha ? 'right' : 'left'}>
                      {c.titulo}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {filas.map((f, i) => (
                  <TableRow key={i} sx={tachada?.(f) ? { '& td': { textDecoration: 'line-through', color: 'text.secondary' } } : undefined}>
                    {columnas.map((c) => (
                      <TableCell key={c.titulo} align={c.derecha ? 'right' : 'left'}>
                        {c.valor(f)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
