import { useRef } from 'react';
import { useNotify, useRedirect } from 'react-admin';
import { rutas } from '@domain/comun/rutas';
import { useErroresGuardado } from '../../components/useErroresGuardado';
import { datosUsuario, type Usuario } from './tipos';
import { useGuardarFirma } from './useGuardarFirma';

/**
 * What create and edit share when saving a user: the signature file is kept aside (it is uploaded after
 * the user exists), the record is saved, then the signature, then a notice and back to the list.
 */
export function useGuardadoUsuario(aviso: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  const errores = useErroresGuardado();
  const guardarFirma = useGuardarFirma();
  const firma = useRef<File | null>(null);
  return {
    errores,
    transform: (d: Usuario) => {
      firma.current = d.firma_archivo ?? null;
      return datosUsuario(d) as unknown as Usuario;
    },
    alGuardar: async (uuid: string) => {
      await guardarFirma(uuid, firma.current);
      notify(`ra.notification.${aviso}`, { type: 'success', messageArgs: { smart_count: 1 } });
      redirect(rutas.usuarios());
    },
  };
}
