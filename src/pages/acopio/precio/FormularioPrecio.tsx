import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Drawer, IconButton, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { HttpError } from 'react-admin';
import { leerPrecio } from '@domain/acopio/precio';
import { claveDeEnvio, registrarPrecio } from '../../../api/acopio-precios';
import type { RespuestaPrecio } from '@domain/contrato/acopio-precios';

/**
 * 'Registrar nuevo precio' (spec 002 §2.12, §5 'Price form'): a side panel with the amount, checked as typed by
 * the same rule the server applies (domain/acopio/precio.ts). The Idempotency-Key is made when the panel opens,
 * so pressing Guardar twice, or again after a lost answer, registers one price.
 */
export function FormularioPrecio({
  abierto,
  unidad,
  onCerrar,
  onGuardado,
}: {
  abierto: boolean;
  unidad: string;
  onCerrar: () => void;
  onGuardado: (r: RespuestaPrecio) => void;
}) {
  return (
    <Drawer anchor="right" open={abierto} onClose={onCerrar} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } } } }}>
      {/* mounted only while open: every opening starts empty, with a new key */}
      {abierto && <Contenido unidad={unidad} onCerrar={onCerrar} onGuardado={onGuardado} />}
    </Drawer>
  );
}

function Contenido({ unidad, onCerrar, onGuardado }: { unidad: string; onCerrar: () => void; onGuardado: (r: RespuestaPrecio) => void }) {
  const [clave] = useState(claveDeEnvio);
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);

  const guardar = async (e: FormEvent) => {
    e.preventDefault();
    const l = leerPrecio(texto);
    setError(l.error);
    setErrorServidor(null);
    if (l.error || l.valor === null) return;
    setGuardando(true);
    try {
      onGuardado(await registrarPrecio(l.valor, clave));
    } catch (err) {
      const campo = err instanceof HttpError ? (err.body?.errors?.precio_por_kg as string | undefined) : undefined;
      if (campo) setError(campo);
      else setErrorServidor(err instanceof Error ? err.message : 'No se pudo guardar el precio. Inténtelo de nuevo.');
      setGuardando(false);
    }
  };

  return (
    <Box component="form" onSubmit={guardar} noValidate sx={{ p: 2 }} aria-labelledby="titulo-precio">
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography id="titulo-precio" component="h2" variant="h6">
          Registrar nuevo precio
        </Typography>
        <IconButton onClick={onCerrar} aria-label="Cerrar">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        El precio vigente se cierra hoy y el nuevo rige desde hoy. Las entregas ya registradas conservan su precio.
      </Typography>
      <TextField
        label={`Precio por ${unidad}`}
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        onBlur={() => texto !== '' && setError(leerPrecio(texto).error)}
        error={!!error}
        helperText={error ?? 'En pesos, con hasta dos decimales'}
        required
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      {errorServidor && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorServidor}
        </Alert>
      )}
      <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 3 }}>
        <Button onClick={onCerrar}>Cancelar</Button>
        <Button type="submit" variant="contained" disabled={guardando} aria-busy={guardando}>
          Guardar
        </Button>
      </Stack>
    </Box>
  );
}
