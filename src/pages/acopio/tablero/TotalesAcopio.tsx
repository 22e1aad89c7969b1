import { Box, Card, CardContent, Typography } from '@mui/material';
import { formatoCentavos, formatoNumero } from '@domain/comun/formato';
import type { TotalesEntregas } from '@domain/contrato/acopio-tablero';

function Cifra({ etiqueta, valor, destacada = false }: { etiqueta: string; valor: string; destacada?: boolean }) {
  return (
    <Card component="section" aria-label={etiqueta} sx={{ minWidth: 0 }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="caption" color="text.secondary" component="h2">
          {etiqueta}
        </Typography>
        <Typography variant={destacada ? 'h5' : 'h6'} component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {valor}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The totals of the deliveries in view (002 §2.9 'Totals'): amounts with two decimals and en-US grouping (§9). */
export function TotalesAcopio({ t, unidad, moneda }: { t: TotalesEntregas; unidad: string; moneda: string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <Cifra etiqueta="Entregas" valor={formatoNumero(t.total_entregas)} destacada />
      <Cifra etiqueta="Productores" valor={formatoNumero(t.total_productores)} destacada />
      <Cifra etiqueta={`Peso neto (${unidad})`} valor={formatoNumero(t.peso_neto / 100, 2)} destacada />
      <Cifra etiqueta="Bultos" valor={formatoNumero(t.no_bultos)} destacada />
      <Cifra etiqueta="Importe" valor={formatoCentavos(t.importe_total, moneda)} />
      <Cifra etiqueta="Pagado" valor={formatoCentavos(t.pagado, moneda)} />
      <Cifra etiqueta="Saldo por pagar" valor={formatoCentavos(t.saldo, moneda)} />
      <Cifra etiqueta={`Precio promedio por ${unidad}`} valor={formatoCentavos(t.precio_promedio, moneda)} />
    </Box>
  );
}
