import { Edit, SimpleForm, Toolbar, SaveButton } from 'react-admin';
import { useParams } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { DialogoError } from '../../components/DialogoError';
import { TituloPestana } from '../../components/TituloPestana';
import { useErroresGuardado } from '../../components/useErroresGuardado';
import { usePuede } from '../../sesion/usePuede';
import { CooperativaConfiguracion } from './CooperativaConfiguracion';
import { CooperativaInputs } from './CooperativaInputs';
import { CooperativaLogos } from './CooperativaLogos';
import { datosCooperativa, type Cooperativa } from './tipos';
import { validarFormularioCooperativa } from './validar';

const BarraGuardar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** /admin/cooperativas/edit/{uuid}: data, logos and configuration. 403/404 are answered by the shell. */
export function CooperativaEdit() {
  const { id = '' } = useParams();
  const errores = useErroresGuardado();
  const editar = usePuede('COOPERATIVAS_EDITAR');
  return (
    <>
      <TituloPestana />
      <Edit<Cooperativa>
        title="Editar cooperativa"
        mutationMode="pessimistic"
        redirect={rutas.cooperativas()}
        transform={(d) => datosCooperativa(d) as unknown as Cooperativa}
        queryOptions={{ onError: () => undefined }}
        mutationOptions={{ onError: errores.onError }}
      >
        <SimpleForm validate={validarFormularioCooperativa} warnWhenUnsavedChanges toolbar={editar ? <BarraGuardar /> : false}>
          <CooperativaInputs />
        </SimpleForm>
      </Edit>
      {editar && id && <CooperativaLogos uuid={id} />}
      {editar && id && <CooperativaConfiguracion uuid={id} />}
      <DialogoError mensaje={errores.mensaje} onClose={errores.cerrar} onRecargar={errores.recargar} />
    </>
  );
}
