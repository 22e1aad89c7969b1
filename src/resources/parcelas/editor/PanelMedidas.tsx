import { Box, Stack, Typography } from '@mui/material';
import { formatoHectareas, formatoNumero } from '@domain/comun/formato';
import { ladosPoligono } from '@domain/poligono/lados';
import { areaM2, hectareasDesdeM2 } from '@domain/poligono/medidas';
import type { Poligono } from '@domain/poligono/tipos';

/**
 * Live area (ha = m² / 10,000, 2 decimals; the m² beside it so a small edit visibly changes something) and every
 * side in metres (001 §2.8, R071). The list shows all sides; the map labels only those over 4 m (R061).
 */
export function PanelMedidas({ poligono, reportada }: { poligono: Poligono | null; reportada: number | null }) {
  const m2 = poligono ? areaM2(poligono) : null;
  const lados = poligono ? ladosPoligono(poligono) : [];
  return (
    <Box component="section" aria-labelledby="medidas-titulo">
      <Typography id="medidas-titulo" variant="subtitle1" component="h2" fontWeight={600}>
        Medidas
      </Typography>
      <Stack direction="row" spacing={3} sx={{ my: 1 }} flexWrap="wrap" useFlexGap>
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            Área calculada
          </Typography>
          <Typography aria-live="polite" data-testid="area-calculada">
            {m2 == null ? '--' : `${formatoHectareas(hectareasDesdeM2(m2))} ha (${formatoNumero(m2, 0)} m²)`}
          </Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            Área reportada
          </Typography>
          <Typography>{reportada == null ? '--' : `${formatoHectareas(reportada)} ha`}</Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            Vértices
          </Typography>
          <Typography>{lados.length || '--'}</Typography>
        </Box>
      </Stack>
      {lados.length > 0 && (
        <Box component="ul" aria-label="Lados" sx={{ m: 0, p: 0, listStyle: 'none', columns: 2, columnGap: 2 }}>
          {lados.map((l) => (
            <Typography component="li" variant="body2" key={`${l.desde}${l.hasta}`}>
              {l.desde}–{l.hasta}: {formatoNumero(l.metros, 2)} m
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
