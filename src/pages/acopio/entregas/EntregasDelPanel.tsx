import { Alert, Typography } from '@mui/material';
import { textosFiltro } from './seleccionFiltro';

/**
 * The head of a panel that changes selected deliveries: how many it acts on (the page's or the whole filter's), and
 * the server's refusal of the deliveries themselves (another centre's, another cycle's), which no field owns.
 */
export function EntregasDelPanel({ n, error }: { n: number; error?: string }) {
  return (
    <>
      <Typography>{textosFiltro.seleccionadas(n)}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
    </>
  );
}
