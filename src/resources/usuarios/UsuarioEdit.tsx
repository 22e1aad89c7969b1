import { useRef } from 'react';
import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import { rutas } from '@domain/rutas';
import { DialogoError } from '../../components/DialogoError';
import { TituloPestana } from '../../components/TituloPestana';
import { useErroresGuardado } from '../../components/useErroresGuardado';
import { sesion } from '../../sesion/almacenSesion';
import { puede } from '../usePermisos';
import { datosUsuario, type Usuario } from './tipos';
import { useGuardarFirma } from './useGuardarFirma';
import { UsuarioContrasena } from './UsuarioContrasena';
import { UsuarioInputs } from './UsuarioInputs';
import { validarFormularioUsuario } from './validar';

const validar = validarFormularioUsuario(false);

function BarraUsuario({ uuid }: { uuid: string }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      {puede('USUARIOS_EDITAR') ? <SaveButton /> : <span />}
      {puede('USUARIOS_ELIMINAR') && uuid !== sesion.usuario()?.uuid && (
        <DeleteWithConfirmButton mutationMode="pessimistic" redirect={rutas.usuarios()} confirmTitle="Eliminar usuario"
          confirmContent="¿Seguro que desea eliminar a este usuario? Ya no podrá ingresar." />
      )}
    </Toolbar>
  );
}

/** /admin/usuarios/edit/{uuid}, titled 'Permisos'. 403/404 are answered by the shell. */
export function UsuarioEdit() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  const errores = useErroresGuardado();
  const guardarFirma = useGuardarFirma();
  const firma = useRef<File | null>(null);
  return (
    <>
      <TituloPestana />
      <Edit<Usuario>
        title="Permisos" mutationMode="pessimistic"
        transform={(d) => { firma.current = d.firma_archivo ?? null; return datosUsuario(d) as unknown as Usuario; }}
        queryOptions={{ onError: () => undefined }}
        mutationOptions={{
          onSuccess: async () => {
            await guardarFirma(id, firma.current);
            notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
            redirect(rutas.usuarios());
          },
          onError: errores.onError,
        }}
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
