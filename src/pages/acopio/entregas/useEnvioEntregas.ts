import { useState } from 'react';
import { useNotify, type HttpError } from 'react-admin';
import type { ErroresCampos } from '@domain/comun/validacion';
import type { RespuestaCambioEntregas } from '@domain/contrato/acopio-lotes';
import { nuevaClave } from '../../../api/acopio-lotes';

/**
 * Sending one of the panels that change selected deliveries (assign lot, assign state, change state): one
 * Idempotency-Key per opening, the domain's rules first (nothing is sent while they fail), the server's message as a
 * notice and `onHecho` on success; a refusal shows the server's field errors, or its message under `campo` (the
 * panel's main field) when it gave none, so the person reads why next to what to change.
 * @example const { errores, enviando, enviar } = useEnvioEntregas('id_lote', onHecho);
 *   enviar(validarAsignacionLote(cuerpo), (clave) => asignarLote(cuerpo, clave));
 */
export function useEnvioEntregas(campo: string, onHecho: () => void) {
  const notify = useNotify();
  const [clave] = useState(nuevaClave);
  const [errores, setErrores] = useState<ErroresCampos>({});
  const [enviando, setEnviando] = useState(false);
  const enviar = async (reglas: ErroresCampos, llamar: (clave: string) => Promise<RespuestaCambioEntregas>) => {
    setErrores(reglas);
    if (Object.keys(reglas).length) return;
    setEnviando(true);
    try {
      notify((await llamar(clave)).message, { type: 'success' });
      onHecho();
    } catch (err) {
      const h = err as HttpError & { body?: { erroresOriginales?: ErroresCampos } };
      setErrores(h.body?.erroresOriginales ?? { [campo]: [h.message] });
    } finally {
      setEnviando(false);
    }
  };
  /** A field's messages as one line, or undefined. */
  const error = (c: string) => errores[c]?.join(' ');
  return { errores, error, enviando, enviar };
}
