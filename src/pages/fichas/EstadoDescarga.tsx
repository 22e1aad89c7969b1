import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { cantidad } from '@domain/comun/formato';
import { MENSAJES_FICHAS, type FichaCooperativa } from '@domain/contrato/fichas';
import { useFormatoFechaHora } from '../../sesion/useFormatoFecha';

/**
 * The last pull of a form's submissions from KoboToolbox (issue 27): when, on the cooperative's clock, and what it
 * stored; its error in red; 'Descarga en cola' while a pull waits or runs. Never pulled: says so.
 */
export function EstadoDescarga({ ficha }: { ficha: FichaCooperativa }) {
  const fechaHora = useFormatoFechaHora();
  const cuando = ficha.ultima_descarga;
  const filas = ficha.ultima_descarga_filas;
  const total = ficha.ultima_descarga_total;
  return (
    <Box sx={{ mt: 1 }} data-testid={`descarga-${ficha.id_kobo_ficha}`}>
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 600 }}>
          Última descarga de envíos:
        </Box>{' '}
        {cuando ? fechaHora(cuando) : MENSAJES_FICHAS.nuncaDescargada}
        {cuando && filas !== null && ` · ${cantidad(filas, 'envío nuevo o editado', 'envíos nuevos o editados')}`}
        {cuando && total !== null && ` · ${cantidad(total, 'envío', 'envíos')} en KoboToolbox`}
      </Typography>
      {ficha.ultima_descarga_error && (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          Error en la última descarga: {ficha.ultima_descarga_error}
        </Typography>
      )}
      {ficha.descarga_en_cola && (
        <Stack direction="row" spacing={1} alignItems="center" role="status">
          <CircularProgress size={14} aria-hidden />
          <Typography variant="body2" color="text.secondary">
            Descarga de envíos en cola o en curso…
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
