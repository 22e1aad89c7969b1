import { useState } from 'react';
import { useRefresh, type HttpError } from 'react-admin';

/** Statuses the shell already answers (alert or notification and redirect), so forms stay quiet. */
const GLOBALES = new Set([401, 403, 404]);

/**
 * Save errors of a form: 422 field errors go on the fields (react-admin does it from body.errors);
 * any other server message opens a dialog (spec 000 §8). A 409 is a stale edit (someone saved the record after
 * this form loaded it): the dialog says 'El registro cambió mientras lo editaba; recargue' and offers 'Recargar',
 * which reads the record again (`recargar`; by default react-admin's refresh, after which the form shows the
 * saved values and their new version). Every edit form uses this hook, so a new area gets the 409 flow for free.
 */
export function useErroresGuardado(recargar?: () => void) {
  const refrescar = useRefresh();
  const [mensaje, setMensaje] = useState<string | null>(null);
  const [conflicto, setConflicto] = useState(false);
  const onError = (error: unknown) => {
    const e = error as HttpError;
    if (e?.status === 409) {
      setConflicto(true);
      setMensaje(e.message || 'El registro cambió mientras lo editaba; recargue');
      return;
    }
    const campos = e?.body?.errors;
    if (campos && Object.keys(campos).length > 0) return;
    if (GLOBALES.has(e?.status) || (e?.status ?? 0) >= 500) return;
    setConflicto(false);
    setMensaje(e?.message || 'No se pudo guardar la información.');
  };
  const cerrar = () => {
    setMensaje(null);
    setConflicto(false);
  };
  return {
    onError,
    mensaje,
    cerrar,
    /** Set only for a 409: the dialog's 'Recargar' action. */
    recargar: conflicto
      ? () => {
          cerrar();
          (recargar ?? refrescar)();
        }
      : undefined,
  };
}
