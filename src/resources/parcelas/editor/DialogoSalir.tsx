import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { Blocker } from 'react-router-dom';
import { PREGUNTA_SALIR } from './useSalidaProtegida';

/** The confirmation of an in-app navigation with unsaved edits: stay (default) or leave and lose them. */
export function DialogoSalir({ blocker }: { blocker: Blocker }) {
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog open onClose={() => blocker.reset()} aria-labelledby="salir-titulo">
      <DialogTitle id="salir-titulo">Cambios sin guardar</DialogTitle>
      <DialogContent>
        <DialogContentText>{PREGUNTA_SALIR}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={() => blocker.proceed()}>
          Salir sin guardar
        </Button>
        <Button variant="contained" autoFocus onClick={() => blocker.reset()}>
          Seguir editando
        </Button>
      </DialogActions>
    </Dialog>
  );
}
