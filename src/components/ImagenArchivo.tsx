import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { leerArchivo } from '../api/archivos';

/** A protected file (`GET archivos/{uuid}`) fetched with the token and shown from an object URL (docs/api.md 'Files'). */
export function ImagenArchivo({ uuid, alt, alto = 100 }: { uuid: string | null | undefined; alt: string; alto?: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [fallo, setFallo] = useState(false);
  useEffect(() => {
    if (!uuid) return;
    let vigente = true;
    let creada: string | null = null;
    leerArchivo(uuid)
      .then((b) => {
        if (vigente) {
          creada = URL.createObjectURL(b);
          setUrl(creada);
          setFallo(false);
        }
      })
      .catch(() => {
        if (vigente) setFallo(true);
      });
    return () => {
      vigente = false;
      if (creada) URL.revokeObjectURL(creada);
    };
  }, [uuid]);
  if (!uuid)
    return (
      <Typography variant="body2" color="text.secondary">
        Sin imagen
      </Typography>
    );
  if (fallo)
    return (
      <Typography variant="body2" color="text.secondary">
        No se pudo cargar la imagen
      </Typography>
    );
  if (!url) return <Box sx={{ height: alto }} aria-busy="true" />;
  return <Box component="img" src={url} alt={alt} sx={{ height: alto, maxWidth: '100%', objectFit: 'contain' }} />;
}
