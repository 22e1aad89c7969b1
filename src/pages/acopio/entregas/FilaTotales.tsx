import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { textoMonto } from '@domain/acopio/cantidades';
import { formatoCentavos } from '@domain/comun/formato';

/**
 * The deliveries' totals row (issue 12 'Money and weights'): kg and amounts summed by the server over every delivery
 * the filters select (not only this page), from the search's `totales`.
 */
export function FilaTotales() {
  const { meta, total } = useListContext();
  const t = (meta as { totales?: Record<string, number> } | undefined)?.totales;
  if (!t || !total) return null;
  const datos: [string, string][] = [
    ['Entregas', String(total)],
    ['Bultos', String(t.no_bultos)],
    ['Peso bruto', `${textoMonto(t.peso_bruto)} kg`],
    ['Peso neto', `${textoMonto(t.peso_neto)} kg`],
    ['Importe', formatoCentavos(t.importe_total)],
    ['Recuperado', formatoCentavos(t.total_anticipos_recuperados)],
    ['Pagado', formatoCentavos(t.pagado_a_productor)],
    ['Saldo', formatoCentavos(t.total_saldo)],
  ];
  return (
    <Box
      role="region"
      aria-label="Totales de las entregas filtradas"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, py: 1, bgcolor: 'grey.100', borderTop: 1, borderColor: 'divider' }}
    >
      <Typography fontWeight="bold">Totales</Typography>
      {datos.map(([etiqueta, valor]) => (
        <Typography key={etiqueta} variant="body2">
          {etiqueta}: <strong>{valor}</strong>
        </Typography>
      ))}
    </Box>
  );
}
