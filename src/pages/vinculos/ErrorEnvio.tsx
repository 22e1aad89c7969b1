import { Alert, Button } from '@mui/material';
import { HttpError } from 'react-admin';

/** The failed link's message as the server wrote it (spec 002 §8 'Linking'); a 409 also offers to reload the list. */
export function ErrorEnvio({ error, onRecargar }: { error: unknown; onRecargar: () => void }) {
  if (!error) return null;
  const conflicto = error instanceof HttpError && error.status === 409;
  const sueltos = error instanceof HttpError ? (error.body?.erroresOriginales as Record<string, string[]> | undefined) : undefined;
  const detalle = sueltos ? Object.values(sueltos).flat() : [];
  const mensaje = error instanceof Error && error.message ? error.message : 'No se pudo vincular. Inténtelo de nuevo.';
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      role="alert"
      action={
        conflicto ? (
          <Button color="inherit" onClick={onRecargar}>
            Recargar la lista
          </Button>
        ) : undefined
      }
    >
      {mensaje}
      {detalle.length > 1 && (
        <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
          {detalle.slice(1).map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
