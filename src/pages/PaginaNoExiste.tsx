import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { TituloPestana } from '../components/TituloPestana';
import { rutaInicioUsuario } from '../sesion/inicio';

const TITULO = 'Esta página no existe';

/** Unknown paths and sub-paths (spec 000 §2.1). */
export function PaginaNoExiste() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <TituloPestana titulo={TITULO} />
      <Typography variant="h4" component="h1" gutterBottom>
        {TITULO}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Revise la dirección o vuelva al inicio.
      </Typography>
      <Button component={Link} to={rutaInicioUsuario()} variant="contained">
        Ir al inicio
      </Button>
    </Box>
  );
}
