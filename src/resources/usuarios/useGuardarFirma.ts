import { useNotify } from 'react-admin';
import { subirFirma } from '../../api/usuarios';

/** After the user is saved, upload the chosen signature; a failure is told, the saved user stays. */
export function useGuardarFirma() {
  const notify = useNotify();
  return async (uuid: string, archivo: File | null | undefined): Promise<void> => {
    if (!archivo) return;
    try {
      await subirFirma(uuid, archivo);
    } catch (e) {
      notify(`El usuario se guardó, pero la firma no: ${(e as Error).message}`, { type: 'warning' });
    }
  };
}
