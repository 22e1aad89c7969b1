import { Alert, Button } from '@mui/material';
import { Link as LinkRouter } from 'react-router-dom';

/**
 * A step opened without the earlier steps' choices (a bookmark, another tab, choices already used): says what is
 * missing and leads to the step where it is chosen, instead of a step that cannot go on.
 */
export function FaltaPaso({ mensaje, ruta, accion }: { mensaje: string; ruta: string; accion: string }) {
  return (
    <Alert
      severity="info"
      action={
        <Button component={LinkRouter} to={ruta} replace>
          {accion}
        </Button>
      }
    >
      {mensaje}
    </Alert>
  );
}
