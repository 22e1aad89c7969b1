import { Create, SimpleForm } from 'react-admin';
import { DialogoError } from '../../components/DialogoError';
import { TituloPestana } from '../../components/TituloPestana';
import { sesion } from '../../sesion/almacenSesion';
import type { Usuario } from './tipos';
import { useGuardadoUsuario } from './useGuardadoUsuario';
import { UsuarioInputs } from './UsuarioInputs';
import { validarFormularioUsuario } from './validar';

const validar = validarFormularioUsuario(true);

/** /admin/usuarios/create (titled 'Permisos'). */
export function UsuarioCreate() {
  const { errores, transform, alGuardar } = useGuardadoUsuario('created');
  return (
    <>
      <TituloPestana />
      <Create<Usuario>
        title="Permisos"
        transform={transform}
        mutationOptions={{ onSuccess: (data) => alGuardar(data.uuid), onError: errores.onError }}
      >
        <SimpleForm defaultValues={{ id_cooperativa: sesion.usuario()?.id_cooperativa }} validate={validar} warnWhenUnsavedChanges>
          <UsuarioInputs creando />
        </SimpleForm>
      </Create>
      <DialogoError mensaje={errores.mensaje} onClose={errores.cerrar} />
    </>
  );
}
