import { Alert, AlertTitle } from '@mui/material';

/** The spec's notice when the plot cannot be loaded (001 §8): 403 and 404 texts; anything else reads as not found. */
export function avisoErrorCarga(status: number) {
  const prohibido = status === 403;
  return (
    <Alert severity="error" variant="filled">
      <AlertTitle>{prohibido ? 'Acceso no autorizado' : 'No encontrado'}</AlertTitle>
      {prohibido ? 'No tienes permiso para acceder a esta información' : 'No se ha encontrado la información solicitada'}
    </Alert>
  );
}
