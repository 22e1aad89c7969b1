import { Button } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Link } from 'react-router-dom';
import { muestraEudr } from '@domain/eudr/riesgo';
import { rutas } from '@domain/comun/rutas';
import { useConfiguracion } from '../../../sesion/useConfiguracion';
import { usePuede } from '../../../sesion/usePuede';

/**
 * 'Revisión TRACES': the link to the TRACES file's revision, from the plot list, the plots dashboard and the producer
 * profile (with `cuenta`, that producer's plots). Only when the cooperative uses EUDR and the user has PADRON (the
 * file and its revision are registry calls on the server); otherwise nothing.
 */
export function BotonRevisionTraces({ cuenta, variante = 'text' }: { cuenta?: string; variante?: 'text' | 'outlined' }) {
  const { configuracion } = useConfiguracion();
  const padron = usePuede('PADRON');
  if (!padron || !muestraEudr(configuracion ? configuracion.usa_eudr : undefined)) return null;
  return (
    <Button component={Link} to={rutas.parcelasTraces(cuenta)} size="small" variant={variante} startIcon={<FactCheckIcon />}>
      Revisión TRACES
    </Button>
  );
}
