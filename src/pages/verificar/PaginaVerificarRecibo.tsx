import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Card, CardContent, CircularProgress, createTheme, CssBaseline, Stack, ThemeProvider, Typography } from '@mui/material';
import { reciboPublico } from '../../api/acopio-recibos';
import { tema } from '../../layout/tema';
import { textoMonto } from '@domain/acopio/cantidades';
import { formatoFecha } from '@domain/comun/formato';
import type { ReciboPublico } from '@domain/contrato/acopio-recibos';

// The app's colours, outside react-admin (which builds its own theme from the same options).
const temaPublico = createTheme(tema);

type Estado = { tipo: 'cargando' } | { tipo: 'recibo'; recibo: ReciboPublico } | { tipo: 'error'; mensaje: string };

/** One line of the receipt's figures, label and value side by side (stacked on a phone). */
function Dato({ etiqueta, valor }: { etiqueta: string; valor: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography sx={{ minWidth: 180, color: 'text.secondary' }}>{etiqueta}</Typography>
      <Typography sx={{ fontWeight: 600 }} data-dato={etiqueta}>
        {valor}
      </Typography>
    </Stack>
  );
}

/**
 * The public page a receipt's QR opens (issue 22 item 14): outside the app's shell and without a session, for a buyer,
 * an auditor or the producer holding the paper. It shows what the cooperative recorded for that receipt, so the
 * paper can be compared line by line, or that it was voided, or that no receipt has that code.
 */
export function PaginaVerificarRecibo() {
  const { codigo = '' } = useParams();
  const [estado, setEstado] = useState<Estado>({ tipo: 'cargando' });

  useEffect(() => {
    document.title = 'Cosecha · Verificar recibo';
    let vigente = true;
    reciboPublico(codigo)
      .then((r) => vigente && setEstado('recibo' in r ? { tipo: 'recibo', recibo: r.recibo } : { tipo: 'error', mensaje: r.mensaje }))
      .catch(
        () => vigente && setEstado({ tipo: 'error', mensaje: 'No se pudo consultar el recibo: revise su conexión e intente de nuevo.' }),
      );
    return () => {
      vigente = false;
    };
  }, [codigo]);

  return (
    <ThemeProvider theme={temaPublico}>
      <CssBaseline />
      <Box component="main" sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: 24, sm: 30 }, fontWeight: 600, mb: 2 }}>
          Verificación de recibo
        </Typography>
        {estado.tipo === 'cargando' && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} />
            <Typography>Consultando el recibo…</Typography>
          </Stack>
        )}
        {estado.tipo === 'error' && <Alert severity="warning">{estado.mensaje}</Alert>}
        {estado.tipo === 'recibo' && (
          <Card variant="outlined">
            <CardContent>
              <Alert severity={estado.recibo.anulada ? 'error' : 'success'} sx={{ mb: 2 }}>
                {estado.recibo.mensaje}
              </Alert>
              <Dato etiqueta="Cooperativa" valor={estado.recibo.cooperativa} />
              <Dato etiqueta="Folio" valor={estado.recibo.folio_acopio} />
              <Dato etiqueta="Fecha de la entrega" valor={formatoFecha(estado.recibo.fecha_acopio)} />
              <Dato etiqueta="Producto" valor={estado.recibo.producto} />
              <Dato etiqueta="Productor (iniciales)" valor={estado.recibo.iniciales} />
              <Dato etiqueta="Peso neto" valor={`${textoMonto(estado.recibo.peso_neto)} ${estado.recibo.unidad}`} />
              <Dato etiqueta="Importe" valor={`$ ${textoMonto(estado.recibo.importe_total)}`} />
              <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
                Compare estas cifras con las del recibo impreso. Si no coinciden, comuníquese con la cooperativa.
              </Typography>
            </CardContent>
          </Card>
        )}
      </Box>
    </ThemeProvider>
  );
}
