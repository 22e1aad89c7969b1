import { useEffect, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { ALTO_VISTA_FIRMA } from '@domain/comite/firma';
import { Cargando } from '../Cargando';
import { abrirFirmaGuardada } from './firmaGuardada';
import { cargarImagen, dibujarImagenFirma } from './lienzoFirma';

const NO_CARGA = 'No se pudo cargar su firma guardada. Elija otra forma de firmar o vuelva a intentarlo más tarde.';

/**
 * 'Firma guardada': the signature saved in the user's profile (spec 000 §2.10 'reuse the user's saved signature with
 * Usar firma'), shown 140 px high; 'Usar firma' re-draws it on the 250×125 canvas and returns that PNG at once.
 */
export function PanelFirmaGuardada({ valor, onUsar }: { valor: string; onUsar: (png: string) => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let vigente = true;
    let soltar: () => void = () => undefined;
    abrirFirmaGuardada(valor).then(
      (f) => {
        if (!vigente) return f?.soltar();
        if (!f) return setError(NO_CARGA);
        soltar = f.soltar;
        setUrl(f.url);
      },
      () => {
        if (vigente) setError(NO_CARGA);
      },
    );
    return () => {
      vigente = false;
      soltar();
    };
  }, [valor]);

  const usar = async () => {
    if (!url) return;
    try {
      const png = dibujarImagenFirma(document.createElement('canvas'), await cargarImagen(url));
      if (png) onUsar(png);
      else setError(NO_CARGA);
    } catch {
      setError(NO_CARGA);
    }
  };

  if (error) return <Alert severity="warning">{error}</Alert>;
  if (!url) return <Cargando />;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        Es la firma guardada en su perfil de usuario.
      </Typography>
      <Box
        component="img"
        src={url}
        alt="Su firma guardada"
        sx={{
          height: ALTO_VISTA_FIRMA,
          maxWidth: '100%',
          objectFit: 'contain',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
        }}
      />
      <Button variant="contained" onClick={() => void usar()}>
        Usar firma
      </Button>
    </Stack>
  );
}
