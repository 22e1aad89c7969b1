import { Alert, Button } from '@mui/material';
import { HttpError } from 'react-admin';

/** Whether a failed save is the 409 of a record that changed while the form was open (DESIGN §2). */
export const esObsoleto = (e: unknown): boolean => e instanceof HttpError && e.status === 409;

/**
 * The side form's message that no field names; the 409 ('El registro cambió mientras lo editaba; recargue') comes
 * with 'Recargar', which reads the record again and closes the form, so the next edit starts from what is saved.
 */
export function AvisoServidor({ mensaje, obsoleto, onRecargar }: { mensaje: string | null; obsoleto: boolean; onRecargar: () => void }) {
  if (!mensaje) return null;
  return (
    <Alert
      severity="error"
      action={
        obsoleto ? (
          <Button color="inherit" size="small" onClick={onRecargar}>
            Recargar
          </Button>
        ) : undefined
      }
    >
      {mensaje}
    </Alert>
  );
}
