import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useParams } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { DialogoError } from '../../components/DialogoError';
import { TituloPestana } from '../../components/TituloPestana';
import { sesion } from '../../sesion/almacenSesion';
import { usePuede } from '../../sesion/usePuede';
import type { Usuario } from './tipos';
import { useGuardadoUsuario } from './useGuardadoUsuario';
import { UsuarioContrasena } from './UsuarioContrasena';
import { UsuarioInputs } from './UsuarioInputs';
import { validarFormularioUsuario } from './validar';

const validar = validarFormularioUsuario(false);

function BarraUsuario({ uuid }: { uuid: string }) {
  const editar = usePuede('USUARIOS_EDITAR');
  const eliminar = usePuede('USUARIOS_ELIMINAR');
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      {editar ? <SaveButton /> : <span />}
      {eliminar && uuid !== sesion.usuario()?.uuid && (
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
  const editar = usePuede('USUARIOS_EDITAR');
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
      {editar && id && <UsuarioContrasena uuid={id} />}
      <DialogoError mensaje={errores.mensaje} onClose={errores.cerrar} onRecargar={errores.recargar} />
    </>
  );
}
