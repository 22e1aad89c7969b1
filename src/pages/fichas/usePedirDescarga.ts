import { useState } from 'react';
import type { FichaCooperativa } from '@domain/contrato/fichas';
import { descargarEnvios } from '../../api/fichas';
import { erroresDelServidor } from '../../components/erroresServidor';

export interface AvisoDescarga {
  tipo: 'success' | 'info' | 'error';
  texto: string;
}

/**
 * 'Descargar envíos' (issue 27): asks the server to queue a pull of the form's submissions and keeps its answer to
 * show ('en cola', or one already waiting; a refusal in its own words). `onPedida` follows the row until it ran.
 */
export function usePedirDescarga(ficha: FichaCooperativa, onPedida: (f: FichaCooperativa) => void) {
  const [pidiendo, setPidiendo] = useState(false);
  const [aviso, setAviso] = useState<AvisoDescarga | null>(null);
  const pedir = async () => {
    setPidiendo(true);
    setAviso(null);
    try {
      const r = await descargarEnvios(ficha.id_kobo_ficha);
      setAviso({ tipo: r.encolada ? 'success' : 'info', texto: r.message });
      onPedida(ficha);
    } catch (e) {
      setAviso({ tipo: 'error', texto: erroresDelServidor(e, []).general ?? 'No se pudo pedir la descarga de envíos' });
    } finally {
      setPidiendo(false);
    }
  };
  return { pedir, pidiendo, aviso, cerrarAviso: () => setAviso(null) };
}
