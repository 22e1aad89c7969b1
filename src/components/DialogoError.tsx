import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/**
 * Server message of a failed save, in a dialog (spec 000 §8 'Saving cooperatives or users'). With `onRecargar`
 * (a stale edit, 409) it offers 'Recargar' as the main action; 'Cancelar' keeps the form as typed.
 */
export function DialogoError({
  mensaje,
  onClose,
  onRecargar,
  titulo = 'No se pudo guardar',
}: {
  mensaje: string | null;
  onClose: () => void;
  onRecargar?: () => void;
  titulo?: string;
}) {
  return (
    <Dialog open={mensaje != null} onClose={onClose} aria-labelledby="dialogo-error-titulo">
      <DialogTitle id="dialogo-error-titulo">{titulo}</DialogTitle>
      <DialogContent>
        <DialogContentText>{mensaje}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {onRecargar ? (
          <>
            <Button onClick={onClose}>Cancelar</Button>
            <Button onClick={onRecargar} variant="contained" autoFocus>
              Recargar
            </Button>
          </>
        ) : (
          <Button onClick={onClose} autoFocus>
            Ok
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
