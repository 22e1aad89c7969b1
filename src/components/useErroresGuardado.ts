import { useState } from 'react';
import type { HttpError } from 'react-admin';

/** Statuses the shell already answers (alert or notification and redirect), so forms stay quiet. */
const GLOBALES = new Set([401, 403, 404]);

/**
 * Save errors of a form: 422 field errors go on the fields (react-admin does it from body.errors);
 * any other server message opens a dialog (spec 000 §8).
 */
export function useErroresGuardado() {
  const [mensaje, setMensaje] = useState<string | null>(null);
  const onError = (error: unknown) => {
    const e = error as HttpError;
    const campos = e?.body?.errors;
    if (campos && Object.keys(campos).length > 0) return;
    if (GLOBALES.has(e?.status) || (e?.status ?? 0) >= 500) return;
    setMensaje(e?.message || 'No se pudo guardar la información.');
  };
  return { onError, mensaje, cerrar: () => setMensaje(null) };
}
