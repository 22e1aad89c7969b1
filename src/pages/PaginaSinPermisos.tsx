import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useAuthenticated, useLogout } from 'react-admin';
import { TituloPestana } from '../components/TituloPestana';
import { LogoCosecha } from '../components/LogoCosecha';

/** Where a user who can open no page lands (DECISIONS.md 'sign-in destination'), with sign-out. */
export function PaginaSinPermisos() {
  useAuthenticated();
  const logout = useLogout();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <TituloPestana />
      <Card sx={{ maxWidth: 480 }}>
        <CardContent sx={{ textAlign: 'center', p: 4 }}>
          <LogoCosecha tamano={56} />
          <Typography variant="h5" component="h1" sx={{ mt: 2 }} gutterBottom>
            Tu usuario aún no tiene permisos
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Pide al administrador de tu cooperativa que te asigne un rol con acceso a alguna sección.
          </Typography>
          <Button variant="contained" onClick={() => logout()}>
            Cerrar sesión
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
