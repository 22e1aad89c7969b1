import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { nombreDeContentDisposition, trasDescarga } from '@domain/comun/descargas';
import { httpDescarga } from '../dataProvider/httpClient';

/** Hands a blob to the browser's own download, under the given name. */
export function guardarArchivo(blob: Blob, nombre: string): void {
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

export interface OpcionesDescarga {
  ruta: string;
  nombrePorDefecto: string;
  /** A JSON body: the download is then a POST (the `_search` downloads). */
  cuerpo?: unknown;
  /** Said when the file comes back empty, before the reload (the WHISP report: 'aún no está listo'). */
  avisoVacio?: string;
  /** Show the server's message when the download fails (403, 404, 422…); otherwise it only stops the spinner. */
  avisarError?: boolean;
}

/**
 * A download with the session token (spec 000 §7 'GET blob download', §8), shared by the download buttons: the file
 * is saved under the Content-Disposition name; an empty file reloads the page after 15 s (R033,
 * domain/comun/descargas.ts). `descargando` is true while it runs (and until the reload of an empty file).
 */
export function useDescarga({ ruta, nombrePorDefecto, cuerpo, avisoVacio, avisarError }: OpcionesDescarga) {
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
      // The HTTP client's error carries the server's Spanish message ('Indique el ciclo…', 'No se ha encontrado…').
      if (avisarError) notify(e instanceof Error && e.message ? e.message : 'No se pudo descargar el archivo', { type: 'error' });
    }
    setDescargando(false);
  };

  return { descargando, descargar };
}
