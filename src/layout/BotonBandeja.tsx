import { Link } from 'react-router-dom';
import { Badge, IconButton, Tooltip } from '@mui/material';
import OutboxIcon from '@mui/icons-material/Outbox';
import { rutas } from '@domain/comun/rutas';
import { usePendientes } from '../offline/pendientes';
import { usePuede } from '../sesion/usePuede';

/** The top bar's way to this device's outbox (issue 28), with how many records wait to be sent. */
export function BotonBandeja() {
  const registra = usePuede('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO');
  const n = usePendientes();
  if (!registra) return null;
  const nombre = n === 1 ? '1 pendiente de enviar' : `${n} pendientes de enviar`;
  return (
    <Tooltip title={nombre}>
      <IconButton color="inherit" component={Link} to={rutas.acopioBandeja()} aria-label={nombre}>
        <Badge badgeContent={n} color="error">
          <OutboxIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
