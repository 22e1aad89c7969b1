import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useParams } from 'react-router-dom';
import { rutas } from '@domain/rutas';
import { DialogoError } from '../../components/DialogoError';
import { TituloPestana } from '../../components/TituloPestana';
import { sesion } from '../../sesion/almacenSesion';
import { puede } from '../usePermisos';
import type { Usuario } from './tipos';
import { useGuardadoUsuario } from './useGuardadoUsuario';
import { UsuarioContrasena } from './UsuarioContrasena';
import { UsuarioInputs } from './UsuarioInputs';
import { validarFormularioUsuario } from './validar';

const validar = validarFormularioUsuario(false);

function BarraUsuario({ uuid }: { uuid: string }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      {puede('USUARIOS_EDITAR') ? <SaveButton /> : <span />}
      {puede('USUARIOS_ELIMINAR') && uuid !== sesion.usuario()?.uuid && (
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          redirect={rutas.usuarios()}
          confirmTitle="Eliminar usuario"
          confirmContent="¿Seguro que desea eliminar a este usuario? Ya no podrá ingresar."
        />
      )}
    </Toolbar>
  );
}

/** /admin/usuarios/edit/{uuid}, titled 'Permisos'. 403/404 are answered by the shell. */
export function UsuarioEdit() {
  const { id = '' } = useParams();
  const { errores, transform, alGuardar } = useGuardadoUsuario('updated');
  return (
    <>
      <TituloPestana />
      <Edit<Usuario>
        title="Permisos"
        mutationMode="pessimistic"
        transform={transform}
        queryOptions={{ onError: () => undefined }}
        mutationOptions={{ onSuccess: () => alGuardar(id), onError: errores.onError }}
      >
        <SimpleForm validate={validar} warnWhenUnsavedChanges toolbar={<BarraUsuario uuid={id} />}>
          <UsuarioInputs creando={false} />
        </SimpleForm>
      </Edit>
      {puede('USUARIOS_EDITAR') && id && <UsuarioContrasena uuid={id} />}
      <DialogoError mensaje={errores.mensaje} onClose={errores.cerrar} />
    </>
  );
}
