import type { ReactNode } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { TituloPestana } from '../../components/TituloPestana';
import { caminosCalidad } from './caminos';

/**
 * A step of the quality flow (spec 002 §4 'Quality flow'): its back link (each step's, as §2.15 names it), the page's
 * one h1, what the selection chose and the folio once saved, then the step's content.
 */
export function Paso({
  titulo,
  regreso,
  etiquetaRegreso,
  resumen,
  folio,
  acciones,
  children,
}: {
  titulo: string;
  regreso: string;
  etiquetaRegreso: string;
  resumen?: string | null;
  folio?: string | null;
  acciones?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ py: 2, maxWidth: 1100 }}>
      <TituloPestana titulo={titulo} />
      <Button component={Link} to={regreso} size="small" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {etiquetaRegreso}
      </Button>
      <Stack direction="row" alignItems="center" justifyContent="space-between" useFlexGap flexWrap="wrap" gap={1} sx={{ mb: 2 }}>
        <Box>
          <Typography variant="h5" component="h1">
            {titulo}
            {folio ? ` ${folio}` : ''}
          </Typography>
          {resumen && (
            <Typography color="text.secondary" data-testid="resumen-seleccion">
              {resumen}
            </Typography>
          )}
        </Box>
        {acciones && (
          <Stack direction="row" useFlexGap flexWrap="wrap" gap={1}>
            {acciones}
          </Stack>
        )}
      </Stack>
      {children}
    </Box>
  );
}

/** What a step says when the flow has nothing open for it (a deep link, or storage cleared): where to go instead. */
export function SinAnalisis({ mensaje }: { mensaje: string }) {
  return (
    <Alert
      severity="info"
      action={
        <Stack direction="row" gap={1}>
          <Button component={Link} to={caminosCalidad.seleccion()} color="inherit" size="small">
            Registrar análisis
          </Button>
          <Button component={Link} to={caminosCalidad.lista()} color="inherit" size="small">
            Ver la lista
          </Button>
        </Stack>
      }
    >
      {mensaje}
    </Alert>
  );
}
