import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';
import { useNotify } from 'react-admin';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { ETIQUETA_DESCARGANDO, nombreDeContentDisposition, trasDescarga } from '@domain/comun/descargas';
import { httpDescarga } from '../dataProvider/httpClient';

/** Hands a blob to the browser's own download, under the given name. */
function guardarArchivo(blob: Blob, nombre: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the browser has started reading the blob by now; free it a little later
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A download with the session token (spec 000 §7 'GET blob download', §8): 'Descargando ...' and a spinner
 * while it runs; the file is saved under the Content-Disposition name; an empty file reloads the page after
 * 15 s (R033, domain/comun/descargas.ts); a failure just stops the spinner (the HTTP client still shows the
 * session and server alerts).
 */
export function BotonDescarga({
  ruta,
  etiqueta,
  nombrePorDefecto,
  icono = <FileDownloadIcon />,
  cuerpo,
  variante = 'text',
  avisoVacio,
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
}) {
  const notify = useNotify();
  const [descargando, setDescargando] = useState(false);
  const recarga = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (recarga.current) clearTimeout(recarga.current);
    },
    [],
  );

  const descargar = async () => {
    setDescargando(true);
    try {
      const { blob, disposicion } = await httpDescarga(ruta, cuerpo);
      const r = trasDescarga(blob.size);
      if (!r.guardar) {
        // the spinner stays until the reload: the page is about to show the current state
        if (avisoVacio) notify(avisoVacio, { type: 'info', autoHideDuration: r.recargarEnMs });
        recarga.current = setTimeout(() => window.location.reload(), r.recargarEnMs);
        return;
      }
      guardarArchivo(blob, nombreDeContentDisposition(disposicion, nombrePorDefecto));
    } catch (e) {
      console.error('No se pudo descargar el archivo', e);
    }
    setDescargando(false);
  };

  return (
    <Button
      size="small"
      variant={variante}
      onClick={descargar}
      disabled={descargando}
      aria-busy={descargando}
      startIcon={descargando ? <CircularProgress size={16} aria-hidden /> : icono}
    >
      {descargando ? ETIQUETA_DESCARGANDO : etiqueta}
    </Button>
  );
}
