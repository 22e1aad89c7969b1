import type { ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { ETIQUETA_DESCARGANDO } from '@domain/comun/descargas';
import { useDescarga } from './useDescarga';

/**
 * A download with the session token (spec 000 §7 'GET blob download', §8): 'Descargando ...' and a spinner
 * while it runs; the file is saved under the Content-Disposition name; an empty file reloads the page after
 * 15 s (R033, domain/comun/descargas.ts); a failure stops the spinner (the HTTP client still shows the session and
 * server alerts) and, with `avisarError`, shows the server's message.
 */
export function BotonDescarga({
  ruta,
  etiqueta,
  nombrePorDefecto,
  icono = <FileDownloadIcon />,
  cuerpo,
  variante = 'text',
  avisoVacio,
  avisarError,
  nombreAccesible,
}: {
  ruta: string;
  etiqueta: string;
  nombrePorDefecto: string;
  icono?: ReactNode;
  /** A JSON body: the download is then a POST (the `_search` downloads). */
  cuerpo?: unknown;
  variante?: 'text' | 'outlined' | 'contained';
  /** Said when the file comes back empty, before the reload (the WHISP report: 'aún no está listo'). */
  avisoVacio?: string;
  /** Show the server's message when the download is refused (useDescarga). */
  avisarError?: boolean;
  /** The name a screen reader says when the visible word repeats on every row ('PDF' → 'PDF REM-000211'); starts with the word. */
  nombreAccesible?: string;
}) {
  const { descargando, descargar } = useDescarga({ ruta, nombrePorDefecto, cuerpo, avisoVacio, avisarError });

  return (
    <Button
      size="small"
      variant={variante}
      onClick={descargar}
      disabled={descargando}
      aria-busy={descargando}
      aria-label={descargando ? undefined : nombreAccesible}
      startIcon={descargando ? <CircularProgress size={16} aria-hidden /> : icono}
    >
      {descargando ? ETIQUETA_DESCARGANDO : etiqueta}
    </Button>
  );
}
