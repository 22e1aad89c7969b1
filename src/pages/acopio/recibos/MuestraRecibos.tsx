import { Alert, Box, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { TituloPestana } from '../../../components/TituloPestana';
import { useCiclo } from '../../../sesion/CicloContext';
import { BotonExcelEntregas } from './DialogoExcelEntregas';

/**
 * A story of the deliveries list's Excel control for the browser test, outside production builds only (App.tsx):
 * the deliveries list that will host it is built in parallel (issue 12), and this page goes once it is wired there.
 */
export function MuestraRecibos() {
  const { ciclo } = useCiclo();
  return (
    <Box sx={{ py: 2 }}>
      <TituloPestana />
      <Title title="Muestra: Excel de entregas" />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        Muestra: Excel de entregas
      </Typography>
      {ciclo ? (
        <Stack direction="row" gap={1} alignItems="center">
          <Typography>Ciclo {ciclo.nombre}</Typography>
          <BotonExcelEntregas ciclo={ciclo} />
        </Stack>
      ) : (
        <Alert severity="info">La cooperativa no tiene ciclos: no hay entregas que descargar.</Alert>
      )}
    </Box>
  );
}
