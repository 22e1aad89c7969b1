import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { TituloPestana } from '../../components/TituloPestana';

/** The quality area's own not-found page (spec 002 §2.1): 'Perdido/a? Esta página no existe', back to /dashboard. */
export function PaginaNoExisteCalidad() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <TituloPestana titulo="Esta página no existe" />
      <Typography variant="h4" component="h1" gutterBottom>
        Perdido/a? Esta página no existe
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Revise la dirección, o vuelva al inicio para elegir otra sección.
      </Typography>
      <Button component={Link} to={rutas.dashboard()} variant="contained">
        Ir al inicio
      </Button>
    </Box>
  );
}
