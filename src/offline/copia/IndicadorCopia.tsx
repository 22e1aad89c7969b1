import { useEffect, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { textoFrescura } from './frescura';
import { useCopiaDispositivo } from './useCopiaDispositivo';

/**
 * 'Datos del dispositivo: actualizados hace 5 min' with 'Actualizar' (issue 28): how fresh the copy the screen falls
 * back to offline is. Without a copy it says what to do while there is a network.
 */
export function IndicadorCopia() {
  const { leidaEn, actualizando, actualizar } = useCopiaDispositivo();
  const [ahora, setAhora] = useState(() => Date.now());
  const [enLinea, setEnLinea] = useState(() => navigator.onLine);
  useEffect(() => {
    const t = setInterval(() => setAhora(Date.now()), 30_000);
    const cambio = () => setEnLinea(navigator.onLine);
    window.addEventListener('online', cambio);
    window.addEventListener('offline', cambio);
    return () => {
      clearInterval(t);
      window.removeEventListener('online', cambio);
      window.removeEventListener('offline', cambio);
    };
  }, []);
  useEffect(() => setAhora(Date.now()), [leidaEn]);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }} role="status">
      <Typography variant="body2" color="text.secondary">
        {leidaEn
          ? `Datos del dispositivo: ${textoFrescura(leidaEn, ahora)}`
          : 'Sin copia en este dispositivo: conéctese para preparar el trabajo sin conexión'}
      </Typography>
      <Button size="small" startIcon={<SyncIcon />} onClick={() => void actualizar()} disabled={actualizando || !enLinea}>
        {actualizando ? 'Actualizando…' : 'Actualizar'}
      </Button>
    </Stack>
  );
}
