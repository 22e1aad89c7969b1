import { useId, useRef, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ACEPTA_IMAGEN_FIRMA, ALTO_VISTA_FIRMA, MENSAJE_IMAGEN_FIRMA } from '@domain/comite/firma';
import { revisarArchivoFirma } from './archivoFirma';
import { cargarImagen, dibujarImagenFirma } from './lienzoFirma';

/**
 * 'Subir imagen': a JPG, PNG or GIF (R043, by declared type and first bytes); any other file shows the spec's
 * message and the input is cleared (spec 000 §5). An accepted file is decoded in an <img> and re-drawn on the
 * 250×125 canvas, so what is returned is a PNG made here; a file the browser cannot decode gets the same message.
 */
export function SubirFirma({ onCambio }: { onCambio: (png: string | null) => void }) {
  const entrada = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [vista, setVista] = useState<string | null>(null);
  const [nombre, setNombre] = useState<string | null>(null);
  const idAyuda = useId();
  const idError = useId();

  const rechazar = (m: string) => {
    if (entrada.current) entrada.current.value = '';
    setError(m);
    setVista(null);
    setNombre(null);
    onCambio(null);
  };

  const elegir = async (archivo: File | undefined) => {
    if (!archivo) return;
    const problema = await revisarArchivoFirma(archivo);
    if (problema) return rechazar(problema);
    const url = URL.createObjectURL(archivo);
    try {
      const png = dibujarImagenFirma(document.createElement('canvas'), await cargarImagen(url));
      if (!png) return rechazar(MENSAJE_IMAGEN_FIRMA);
      setError(null);
      setVista(png);
      setNombre(archivo.name);
      onCambio(png);
    } catch {
      rechazar(MENSAJE_IMAGEN_FIRMA);
    } finally {
      URL.revokeObjectURL(url);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography id={idAyuda} variant="body2" color="text.secondary">
        Elija una imagen de su firma en JPG, PNG o GIF. Se ajusta al recuadro de la firma.
      </Typography>
      {/* The real button opens the hidden input's picker: focusable and named like any other button. */}
      <input
        ref={entrada}
        type="file"
        accept={ACEPTA_IMAGEN_FIRMA}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid="archivo-firma-comite"
        onChange={(e) => void elegir(e.target.files?.[0])}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        aria-describedby={error ? `${idAyuda} ${idError}` : idAyuda}
        onClick={() => entrada.current?.click()}
      >
        Elegir imagen (JPG, PNG o GIF)
      </Button>
      {error ? (
        <Alert id={idError} severity="error" role="alert" sx={{ width: '100%' }}>
          {error}
        </Alert>
      ) : null}
      {vista ? (
        <Box
          component="img"
          src={vista}
          alt={`Firma tomada de ${nombre ?? 'la imagen'}`}
          sx={{ height: ALTO_VISTA_FIRMA, maxWidth: '100%', objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : null}
    </Stack>
  );
}
