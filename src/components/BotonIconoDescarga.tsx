import type { ReactNode } from 'react';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useDescarga } from './useDescarga';

/**
 * A download as an icon, for a grid cell (the register's 'Hojas (PDF)'): its accessible name says what and whose
 * (`etiqueta`, also its tooltip); while the file comes, a spinner replaces the icon and the button is disabled and
 * busy; a refusal shows the server's Spanish message. Same rules as BotonDescarga (useDescarga).
 */
export function BotonIconoDescarga({
  ruta,
  etiqueta,
  nombrePorDefecto,
  icono = <FileDownloadIcon fontSize="small" />,
}: {
  ruta: string;
  etiqueta: string;
  nombrePorDefecto: string;
  icono?: ReactNode;
}) {
  const { descargando, descargar } = useDescarga({ ruta, nombrePorDefecto, avisarError: true });
  return (
    // The button's own aria-label wins over the tooltip's, so the name stays 'Descargar hoja de …' (no wrapper span:
    // an aria-label on a span is an axe violation). While disabled the tooltip simply does not show.
    <Tooltip title={etiqueta}>
      <IconButton size="small" aria-label={etiqueta} onClick={descargar} disabled={descargando} aria-busy={descargando}>
        {descargando ? <CircularProgress size={16} aria-hidden /> : icono}
      </IconButton>
    </Tooltip>
  );
}
