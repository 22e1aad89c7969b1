import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, type HttpError } from 'react-admin';
import { validarContrasena } from '@domain/usuarios/usuario';
import { cambiarContrasena } from '../api/auth';
import { sesion } from '../sesion/almacenSesion';

/** 'Cambiar contraseña' of the user menu: `POST auth/password`, which revokes older tokens and returns a new one. */
export function CambiarContrasenaDialogo({ abierto, onClose }: { abierto: boolean; onClose: () => void }) {
  const notify = useNotify();
  const [actual, setActual] = useState('');
  const [nueva, setNueva] = useState('');
  const [confirmacion, setConfirmacion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const cerrar = () => {
    setActual('');
    setNueva('');
    setConfirmacion('');
    setError(null);
    onClose();
  };

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!actual) return setError('La contraseña actual es requerida');
    const m = validarContrasena(nueva);
    if (m) return setError(m);
    if (nueva !== confirmacion) return setError('Las contraseñas no coinciden');
    setEnviando(true);
    try {
      const r = await cambiarContrasena({ password_actual: actual, password_nueva: nueva });
      if (r.token) sesion.guardarToken(r.token);
      notify('Contraseña actualizada', { type: 'success' });
      cerrar();
    } catch (err) {
      setError((err as HttpError).message || 'No se pudo cambiar la contraseña');
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog open={abierto} onClose={cerrar} aria-labelledby="cambiar-contrasena-titulo" fullWidth maxWidth="xs">
      <form onSubmit={enviar} noValidate>
        <DialogTitle id="cambiar-contrasena-titulo">Cambiar contraseña</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label="Contraseña actual"
              type="password"
              autoComplete="current-password"
              value={actual}
              onChange={(e) => setActual(e.target.value)}
              required
            />
            <TextField
              label="Contraseña nueva"
              type="password"
              autoComplete="new-password"
              value={nueva}
              onChange={(e) => setNueva(e.target.value)}
              required
            />
            <TextField
              label="Confirmar contraseña nueva"
              type="password"
              autoComplete="new-password"
              value={confirmacion}
              onChange={(e) => setConfirmacion(e.target.value)}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={cerrar}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={enviando}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
