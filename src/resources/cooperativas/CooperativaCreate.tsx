import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { COOPERATIVA_POR_DEFECTO } from '@domain/cooperativas/cooperativa';
import { rutas } from '@domain/comun/rutas';
import { DialogoError } from '../../components/DialogoError';
import { TituloPestana } from '../../components/TituloPestana';
import { useErroresGuardado } from '../../components/useErroresGuardado';
import { CooperativaInputs } from './CooperativaInputs';
import { datosCooperativa, type Cooperativa } from './tipos';
import { validarFormularioCooperativa } from './validar';

const AVISO_CONFIGURACION = 'Se agregó la configuración por defecto de la cooperativa.';

/** /admin/cooperativas/create; the server adds the default configuration and says so (spec 000 §8). */
export function CooperativaCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const errores = useErroresGuardado();
  return (
    <>
      <TituloPestana />
      <Create<Cooperativa>
        title="Nueva cooperativa"
        transform={(d) => datosCooperativa(d) as unknown as Cooperativa}
        mutationOptions={{
          onSuccess: (data) => {
            notify(data.mensaje_servidor || AVISO_CONFIGURACION, { type: 'success' });
            redirect(rutas.cooperativaEditar(data.id));
          },
          onError: errores.onError,
        }}
      >
        <SimpleForm
          defaultValues={{
            id_cat_productos: COOPERATIVA_POR_DEFECTO.id_cat_productos,
            selected_paises: [...COOPERATIVA_POR_DEFECTO.selected_paises],
          }}
          validate={validarFormularioCooperativa}
          warnWhenUnsavedChanges
        >
          <CooperativaInputs />
        </SimpleForm>
      </Create>
      <DialogoError mensaje={errores.mensaje} onClose={errores.cerrar} />
    </>
  );
}
