import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useInput, useRecordContext } from 'react-admin';
import { ImagenArchivo } from '../../components/ImagenArchivo';
import type { Usuario } from './tipos';
import { errorFirma } from './firma';

/** Signature PNG by drag and drop or file picker (spec 000 §2.6); uploaded after the user is saved. */
export function UsuarioFirmaInput() {
  const registro = useRecordContext<Usuario>();
  const { field } = useInput<File | null>({ source: 'firma_archivo', defaultValue: null });
  const [error, setError] = useState<string | null>(null);
  const [encima, setEncima] = useState(false);
  const [vista, setVista] = useState<string | null>(null);
  const entrada = useRef<HTMLInputElement>(null);
  const idAyuda = useId();
  const archivo = field.value as File | null;

  useEffect(() => {
    if (!archivo) {
      setVista(null);
      return;
    }
    const url = URL.createObjectURL(archivo);
    setVista(url);
    return () => URL.revokeObjectURL(url);
  }, [archivo]);

  const tomar = (f: File | undefined) => {
    if (!f) return;
    const problema = errorFirma(f);
    setError(problema);
    if (!problema) field.onChange(f);
  };
  const soltar = (e: DragEvent) => {
    e.preventDefault();
    setEncima(false);
    tomar(e.dataTransfer.files?.[0]);
  };

  return (
    <Stack spacing={1} sx={{ my: 2, width: '100%' }}>
      <Typography variant="subtitle1" component="h3">
        Firma
      </Typography>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setEncima(true);
        }}
        onDragLeave={() => setEncima(false)}
        onDrop={soltar}
        sx={{
          border: '2px dashed',
          borderColor: encima ? 'primary.main' : 'grey.500',
          borderRadius: 1,
          p: 2,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          flexWrap: 'wrap',
          bgcolor: encima ? 'action.hover' : 'transparent',
        }}
        data-testid="zona-firma"
      >
        <Box sx={{ minWidth: 160, height: 140, display: 'flex', alignItems: 'center' }}>
          {vista ? (
            <Box component="img" src={vista} alt="Firma nueva" sx={{ height: 140, maxWidth: 280, objectFit: 'contain' }} />
          ) : (
            <ImagenArchivo uuid={registro?.firma} alt="Firma actual" alto={140} />
          )}
        </Box>
        <Stack spacing={1}>
          <Typography id={idAyuda} variant="body2">
            Arrastre aquí la imagen de la firma (PNG) o elija un archivo.
          </Typography>
          <input
            ref={entrada}
            type="file"
            accept="image/png"
            hidden
            aria-describedby={idAyuda}
            aria-label="Archivo de firma (PNG)"
            onChange={(e) => {
              tomar(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Box>
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => entrada.current?.click()}>
              Elegir archivo PNG
            </Button>
          </Box>
          {archivo && <Typography variant="caption">{archivo.name}: se subirá al guardar.</Typography>}
        </Stack>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
