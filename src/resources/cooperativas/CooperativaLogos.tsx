import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useGetOne, useNotify, type HttpError } from 'react-admin';
import { subirLogo } from '../../api/cooperativas';
import { ImagenArchivo } from '../../components/ImagenArchivo';
import type { Cooperativa } from './tipos';
import { TIPOS_IMAGEN } from '@domain/contrato/archivos';
import type { CampoLogo } from '@domain/contrato/cooperativas';
import { LIMITES_SUBIDA, mensajeTamanoMaximo } from '@domain/comun/subidas';

const TIPOS: readonly string[] = TIPOS_IMAGEN;
const MAXIMO_BYTES = LIMITES_SUBIDA.logo;

/** Browser-side check before uploading (the server checks the content again, docs/api.md). */
export function errorLogo(archivo: File): string | null {
  if (!TIPOS.includes(archivo.type)) return 'El logo debe ser una imagen PNG o JPEG.';
  if (archivo.size > MAXIMO_BYTES) return mensajeTamanoMaximo(MAXIMO_BYTES);
  return null;
}

function SubirLogo({
  uuid,
  campo,
  titulo,
  actual,
  alSubir,
}: {
  uuid: string;
  campo: CampoLogo;
  titulo: string;
  actual?: string | null;
  alSubir: () => void;
}) {
  const notify = useNotify();
  const entrada = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  const id = `archivo-${campo}`;

  const elegir = async (e: ChangeEvent<HTMLInputElement>) => {
    const archivo = e.target.files?.[0];
    e.target.value = '';
    if (!archivo) return;
    const problema = errorLogo(archivo);
    setError(problema);
    if (problema) return;
    setSubiendo(true);
    try {
      await subirLogo(uuid, campo, archivo);
      notify(`${titulo} actualizado`, { type: 'success' });
      alSubir();
    } catch (err) {
      setError((err as HttpError).message || 'No se pudo subir la imagen.');
    } finally {
      setSubiendo(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 220 }}>
      <Typography variant="subtitle1" component="h3">
        {titulo}
      </Typography>
      <Box sx={{ minHeight: 100, display: 'flex', alignItems: 'center' }}>
        <ImagenArchivo uuid={actual} alt={titulo} />
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      <input
        ref={entrada}
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        onChange={elegir}
        aria-label={`Subir ${titulo.toLowerCase()}`}
      />
      <Box>
        <Button variant="outlined" startIcon={<UploadIcon />} disabled={subiendo} onClick={() => entrada.current?.click()}>
          Subir {titulo.toLowerCase()}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary">
        PNG o JPEG, máximo 2 MB.
      </Typography>
    </Stack>
  );
}

/** Logo and certification logo of a cooperative (edit page). */
export function CooperativaLogos({ uuid }: { uuid: string }) {
  const { data, refetch } = useGetOne<Cooperativa>('admin/cooperativas', { id: uuid });
  const recargar = () => {
    void refetch();
  };
  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader title="Logos" titleTypographyProps={{ component: 'h2', variant: 'h6' }} />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <SubirLogo uuid={uuid} campo="logo" titulo="Logo de la cooperativa" actual={data?.logo} alSubir={recargar} />
          <SubirLogo
            uuid={uuid}
            campo="logo_certificacion"
            titulo="Logo de la certificación"
            actual={data?.logo_certificacion}
            alSubir={recargar}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
