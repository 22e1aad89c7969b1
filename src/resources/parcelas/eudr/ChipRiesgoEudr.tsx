import { Chip } from '@mui/material';
import { COLOR_NIVEL, ETIQUETA_NIVEL, type NivelRiesgoEudr } from '@domain/eudr/riesgo';

const NIVEL: Record<number, NivelRiesgoEudr> = { 1: 'ALTO', 2: 'MEDIO', 3: 'BAJO' };

/** The shown EUDR risk as the list's badge; '--' without polygon or result (R067). */
export function ChipRiesgoEudr({ codigo }: { codigo: number | null }) {
  const nivel = codigo === null ? undefined : NIVEL[codigo];
  if (!nivel) return <>--</>;
  return <Chip size="small" label={ETIQUETA_NIVEL[nivel]} sx={{ bgcolor: COLOR_NIVEL[nivel], color: 'rgba(0,0,0,0.87)' }} />;
}
