import { Box, Typography } from '@mui/material';
import { TOTALES_PADRON_COMPLETO, type RespuestaPadronCompleto } from '@domain/contrato/padron-completo';
import type { ColumnaPadron } from '@domain/padron/columnas-completo';
import { textoCelda } from '@domain/padron/columnas-completo';

const SUMADAS = new Set<string>(TOTALES_PADRON_COMPLETO);

/**
 * The totals of the cycle's register (all its accounts, not the page) for the summed columns the cooperative sees,
 * in the grid's order; adjusted locally after each inline edit (R080).
 */
export function TotalesPadron({
  columnas,
  totales,
}: {
  columnas: ColumnaPadron[];
  totales: NonNullable<RespuestaPadronCompleto['totales']>;
}) {
  const visibles = columnas.filter((c) => SUMADAS.has(c.campo));
  return (
    <Box component="section" aria-labelledby="totales-padron" sx={{ mt: 2 }}>
      <Typography id="totales-padron" component="h2" variant="subtitle1" sx={{ mb: 1 }}>
        Totales del ciclo
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' }, gap: 1, m: 0 }}
      >
        {visibles.map((c) => (
          <Box key={c.campo} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {c.encabezado}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-total={c.campo}>
              {textoCelda(totales[c.campo as keyof typeof totales], c.formato) || '0'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
