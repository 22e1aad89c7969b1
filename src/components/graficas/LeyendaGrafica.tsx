import type { ReactNode } from 'react';
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatoNumero } from '@domain/comun/formato';
import { etiquetaPastel } from '@domain/tableros/graficas';

export interface ElementoLeyenda {
  etiqueta: string;
  valor: number;
  color: string;
  /** A browser path the item opens (e.g. the plot list filtered by that slice). */
  enlace?: string;
}

/**
 * The legend of a chart as HTML: swatch, label, value and share. The SVG of the chart is for the eye;
 * these rows are what a screen reader, a narrow phone and a test read, with every number in full.
 */
export function LeyendaGrafica({
  elementos,
  total,
  conPorcentaje = true,
  extra,
}: {
  elementos: readonly ElementoLeyenda[];
  total: number;
  conPorcentaje?: boolean;
  extra?: ReactNode;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5, minWidth: 0 }}>
      {elementos.map((e) => {
        const texto = <>{e.etiqueta}</>;
        return (
          <Box component="li" key={e.etiqueta} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: e.color, flex: '0 0 auto' }} />
            <Typography variant="body2" component="span" sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
              {e.enlace ? (
                <MuiLink component={Link} to={e.enlace}>
                  {texto}
                </MuiLink>
              ) : (
                texto
              )}
            </Typography>
            <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }} data-valor={e.valor}>
              {formatoNumero(e.valor)}
            </Typography>
            {conPorcentaje && (
              <Typography
                variant="body2"
                component="span"
                color="text.secondary"
                sx={{ width: '3.2em', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
              >
                {etiquetaPastel(e.valor, total)}
              </Typography>
            )}
          </Box>
        );
      })}
      {extra}
    </Box>
  );
}
