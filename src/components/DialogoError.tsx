import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** Server message of a failed save, in a dialog (spec 000 §8 'Saving cooperatives or users'). */
export function DialogoError({
  mensaje,
  onClose,
  titulo = 'No se pudo guardar',
}: {
  mensaje: string | null;
  onClose: () => void;
  titulo?: string;
}) {
  return (
    <Dialog open={mensaje != null} onClose={onClose} aria-labelledby="dialogo-error-titulo">
      <DialogTitle id="dialogo-error-titulo">{titulo}</DialogTitle>
      <DialogContent>
        <DialogContentText>{mensaje}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}
