import { Chip } from '@mui/material';
import type { EstadoAnticipo } from '@domain/anticipos/estado';

/** R095: Vigente in red while owed, Pasado in green once paid. */
export function ChipEstatus({ estatus }: { estatus: EstadoAnticipo }) {
  return <Chip size="small" label={estatus} color={estatus === 'Vigente' ? 'error' : 'success'} />;
}
