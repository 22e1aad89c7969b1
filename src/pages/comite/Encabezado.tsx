import { Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { TituloPestana } from '../../components/TituloPestana';
import type { CuentaComite } from '@domain/contrato/comite';

/** Title, the producer and 'Volver al perfil' (spec 000 §2.10) for the committee's pages. */
export function Encabezado({
  titulo,
  cuenta,
  volverA,
  volverTexto = 'Volver al perfil',
}: {
  titulo: string;
  cuenta?: Pick<CuentaComite, 'nombre' | 'clave_tx' | 'ciclo' | 'cuenta_categoria'> | null;
  volverA: string;
  volverTexto?: string;
}) {
  return (
    <>
      <TituloPestana titulo={titulo} />
      <Title title={titulo} />
      <Stack className="no-imprimir" direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Button component={RouterLink} to={volverA} startIcon={<ArrowBackIcon />}>
          {volverTexto}
        </Button>
      </Stack>
      <Typography component="h1" variant="h5" className="no-imprimir">
        {titulo}
      </Typography>
      {cuenta && (
        <Typography color="text.secondary" sx={{ mb: 2 }} className="no-imprimir">
          {cuenta.nombre}
          {cuenta.clave_tx ? ` · ${cuenta.clave_tx}` : ''} · Ciclo {cuenta.ciclo} · Categoría actual: {cuenta.cuenta_categoria}
        </Typography>
      )}
    </>
  );
}
