import { useRef } from 'react';
import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { rutas } from '@domain/rutas';
import { DialogoError } from '../../components/DialogoError';
import { TituloPestana } from '../../components/TituloPestana';
import { useErroresGuardado } from '../../components/useErroresGuardado';
import { sesion } from '../../sesion/almacenSesion';
import { datosUsuario, type Usuario } from './tipos';
import { useGuardarFirma } from './useGuardarFirma';
import { UsuarioInputs } from './UsuarioInputs';
import { validarFormularioUsuario } from './validar';

const validar = validarFormularioUsuario(true);

/** /admin/usuarios/create (titled 'Permisos'). */
export function UsuarioCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const errores = useErroresGuardado();
  const guardarFirma = useGuardarFirma();
  const firma = useRef<File | null>(null);
  return (
    <>
      <TituloPestana />
      <Create<Usuario>
        title="Permisos"
        transform={(d) => { firma.current = d.firma_archivo ?? null; return datosUsuario(d) as unknown as Usuario; }}
        mutationOptions={{
          onSuccess: async (data) => {
            await guardarFirma(data.uuid, firma.current);
            notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
            redirect(rutas.usuarios());
          },
          onError: errores.onError,
        }}
      >
        <SimpleForm defaultValues={{ id_cooperativa: sesion.usuario()?.id_cooperativa }} validate={validar} warnWhenUnsavedChanges>
          <UsuarioInputs creando />
        </SimpleForm>
      </Create>
      <DialogoError mensaje={errores.mensaje} onClose={errores.cerrar} />
    </>
  );
}
