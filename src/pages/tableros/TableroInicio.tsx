import { Box } from '@mui/material';
import { tableroConSic } from '@domain/tableros/tablero-inicio';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { Encabezado } from './Encabezado';
import { InicioConSic } from './InicioConSic';
import { InicioSinSic } from './InicioSinSic';

/** /dashboard, the home dashboard (spec 000 §2.9, R052): the SIC variant or the one without it, by usa_sic. */
export function TableroInicio() {
  const { configuracion } = useConfiguracion();
  const conSic = tableroConSic(configuracion?.usa_sic);
  return (
    <Box sx={{ py: 2 }}>
      <Encabezado titulo="Inicio" />
      {conSic ? <InicioConSic /> : <InicioSinSic />}
    </Box>
  );
}
