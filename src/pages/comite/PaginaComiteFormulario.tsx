import { Alert, Box } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { formularioVacio } from '@domain/comite/evaluacion';
import { Cargando } from '../../components/Cargando';
import { FormularioComite } from './FormularioComite';
import { Encabezado } from './Encabezado';
import { guardarBorrador, leerBorrador } from './almacen';
import { useDatosComite } from './useDatosComite';

/**
 * /admin/cuentas/comite/{uuid} (producer uuid; spec 000 §2.10 step 1): the committee form for the producer's
 * current-cycle account. A valid form is stored locally (form and signature) and the review page opens; coming back
 * with 'Volver a editar' finds the form as it was left (the signature is drawn again: a canvas starts empty).
 */
export function PaginaComiteFormulario() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const { cuenta, niveles } = useDatosComite(uuid);
  const volver = rutas.cuentaPerfil(uuid);
  if (cuenta.isError)
    return (
      <Box sx={{ py: 2 }}>
        <Encabezado titulo="Comité de evaluación" volverA={volver} />
        <Alert severity="error">No se pudo cargar el productor. Vuelva al perfil e intente de nuevo.</Alert>
      </Box>
    );
  if (!cuenta.data || !niveles.data) return <Cargando />;
  const { cuenta: c, certificacion, hoy } = cuenta.data;
  if (!c)
    return (
      <Box sx={{ py: 2 }}>
        <Encabezado titulo="Comité de evaluación" volverA={volver} />
        <Alert severity="info">El productor no tiene cuenta en el ciclo actual: regístrelo en el ciclo antes de evaluarlo en comité.</Alert>
      </Box>
    );
  const borrador = leerBorrador(uuid);
  const inicial = borrador?.id_cuenta === c.id ? borrador.formulario : { ...formularioVacio(c.id_cuenta_categoria), fecha_aut: hoy };
  return (
    <Box sx={{ py: 2 }}>
      <Encabezado titulo="Comité de evaluación" cuenta={c} volverA={volver} />
      <FormularioComite
        cuenta={c}
        certificacion={certificacion}
        hoy={hoy}
        niveles={niveles.data}
        inicial={inicial}
        firmaBorrador={borrador?.id_cuenta === c.id ? borrador.firma : null}
        textoEnviar="Revisar evaluación"
        onEnviar={(formulario, firma) => {
          guardarBorrador(uuid, { id_cuenta: c.id, formulario, firma });
          navigate(rutas.comiteRevisar(uuid));
        }}
      />
    </Box>
  );
}
