import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** E-mail and password (show/hide) and 'Ingresar' (spec 000 §2.4); both fields required (§5). */
export function FormularioIngresar() {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [ver, setVer] = useState(false);
  const [errores, setErrores] = useState<{ email?: string; password?: string }>({});
  const [mensaje, setMensaje] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const faltan = {
      email: email.trim() ? undefined : 'El correo es requerido',
      password: password ? undefined : 'La contraseña es requerida',
    };
    setErrores(faltan);
    if (faltan.email || faltan.password) return;
    setEnviando(true);
    setMensaje(null);
    try {
      const { redirectTo } = (await authProvider!.login({ email: email.trim(), password })) as { redirectTo: string };
      // While this page was open react-admin's shell asked checkAuth and kept 'not signed in'; entering
      // with that answer cached makes it sign the new session out at once (LogoutOnMount). Ask again first.
      await queryClient.resetQueries({ queryKey: ['auth'] });
      navigate(redirectTo);
    } catch (err) {
      setMensaje((err as Error).message);
      setEnviando(false);
    }
  };

  return (
    <Box component="form" onSubmit={enviar} noValidate aria-label="Ingresar">
      <Stack spacing={2.5}>
        {mensaje && (
          <Alert severity="error" role="alert">
            {mensaje}
          </Alert>
        )}
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="username"
          value={email}
          required
          fullWidth
          autoFocus
          onChange={(e) => setEmail(e.target.value)}
          error={!!errores.email}
          helperText={errores.email}
        />
        <TextField
          label="Contraseña"
          type={ver ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          required
          fullWidth
          onChange={(e) => setPassword(e.target.value)}
          error={!!errores.password}
          helperText={errores.password}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton onClick={() => setVer(!ver)} edge="end" aria-label={ver ? 'Ocultar contraseña' : 'Mostrar contraseña'}>
                    {ver ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={enviando}
          startIcon={enviando ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          Ingresar
        </Button>
      </Stack>
    </Box>
  );
}
