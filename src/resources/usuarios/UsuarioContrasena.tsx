import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Stack, TextField } from '@mui/material';
import { useNotify, type HttpError } from 'react-admin';
import { LONGITUD_MINIMA_CONTRASENA, validarContrasena } from '@domain/usuarios/usuario';
import { restablecerContrasena } from '../../api/usuarios';

/** Administrator's password reset (`POST users/{uuid}/password`); the user's sessions end. */
export function UsuarioContrasena({ uuid }: { uuid: string }) {
  const notify = useNotify();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const m = validarContrasena(password);
    setError(m);
    if (m) return;
    setEnviando(true);
    try {
      await restablecerContrasena(uuid, password);
      setPassword('');
      notify('Contraseña restablecida', { type: 'success' });
    } catch (err) {
      setError((err as HttpError).message || 'No se pudo restablecer la contraseña.');
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader title="Restablecer contraseña" titleTypographyProps={{ component: 'h2', variant: 'h6' }} />
      <CardContent>
        <Box component="form" onSubmit={enviar} noValidate>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
            <TextField
              label="Contraseña nueva"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={!!error}
              helperText={error ?? `Al menos ${LONGITUD_MINIMA_CONTRASENA} caracteres`}
            />
            <Button type="submit" variant="contained" disabled={enviando}>
              Restablecer
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
