import { useEffect, useState } from 'react';
import { Box, Card, CardContent, Typography, useMediaQuery } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useStoreContext } from 'react-admin';
import { funcionesDeEntorno } from '@domain/comun/entorno';
import { ENTORNO, VERSION } from '../../entorno';
import { LogoCosecha } from '../../components/LogoCosecha';
import { TituloPestana } from '../../components/TituloPestana';
import { cargarLayout } from '../../layout/LayoutPerezoso';
import { sesion } from '../../sesion/almacenSesion';
import { FormularioIngresar } from './FormularioIngresar';

function Leyenda() {
  if (!funcionesDeEntorno(ENTORNO).leyendaLogin) return null;
  return (
    <Typography variant="caption" color="text.secondary">
      Entorno: {ENTORNO} · v{VERSION}
    </Typography>
  );
}

/**
 * Sign-in at /user/login-v3 and /login (spec 000 §2.4): ≥ 700 px one view, narrower a mobile view.
 * Opening it clears the stored session and everything react-admin keeps, since PCs are shared (R022).
 */
export function PaginaIngresar() {
  const ancha = useMediaQuery('(min-width:700px)');
  const queryClient = useQueryClient();
  const { reset } = useStoreContext();
  const [limpio, setLimpio] = useState(false);
  useEffect(() => {
    sesion.limpiar();
    reset();
    queryClient.clear();
    setLimpio(true);
  }, [queryClient, reset]);
  // the shell the user enters next loads while they type, so signing in shows the home screen without a second wait
  useEffect(() => {
    void cargarLayout();
  }, []);
  if (!limpio) return null;

  if (!ancha) {
    return (
      <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.paper', px: 3, py: 5 }}>
        <TituloPestana />
        <Box sx={{ textAlign: 'center', mb: 4 }}>
          <LogoCosecha tamano={64} />
          <Typography variant="h5" component="h1" sx={{ mt: 1, fontWeight: 600 }}>
            Cosecha
          </Typography>
        </Box>
        <FormularioIngresar />
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Leyenda />
        </Box>
      </Box>
    );
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 3 }}>
      <TituloPestana />
      <Card sx={{ display: 'flex', width: 'min(880px, 100%)', minHeight: 440, overflow: 'hidden' }} elevation={3}>
        <Box
          sx={{
            flex: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            p: 5,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            gap: 2,
          }}
        >
          <LogoCosecha tamano={72} />
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            Cosecha
          </Typography>
          <Typography>Administración de cooperativas de café, cacao y miel.</Typography>
        </Box>
        <CardContent sx={{ flex: 1, p: 5, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 3 }}>
          <Typography variant="h5" component="h1">
            Ingresar
          </Typography>
          <FormularioIngresar />
          <Leyenda />
        </CardContent>
      </Card>
    </Box>
  );
}
