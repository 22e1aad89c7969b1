import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useNotify, type HttpError } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import type { FormularioComite as Formulario } from '@domain/comite/evaluacion';
import type { ErroresCampos } from '@domain/comun/validacion';
import { Cargando } from '../../components/Cargando';
import { DialogoError } from '../../components/DialogoError';
import { editarEvaluacion } from '../../api/comite';
import { FormularioComite } from './FormularioComite';
import { Encabezado } from './Encabezado';
import { useDatosComite } from './useDatosComite';

/**
 * /admin/comites-editar/{uuid} (producer uuid; spec 000 §2.10 step 4, R046): the latest evaluation of the producer's
 * current-cycle account, pre-filled, with 'Borrar condiciones'. It saves with the version it loaded: someone else's
 * save in between is the 409 with 'Recargar'. Success: the spec's message and the profile.
 */
export function PaginaComiteEditar() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const cliente = useQueryClient();
  const { cuenta, niveles } = useDatosComite(uuid);
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<{ mensaje: string; conflicto: boolean } | null>(null);
  const [errores, setErrores] = useState<ErroresCampos>({});
  const [clave, setClave] = useState(0);
  const volver = rutas.cuentaPerfil(uuid);

  if (cuenta.isError)
    return (
      <Box sx={{ py: 2 }}>
        <Encabezado titulo="Editar evaluación del comité" volverA={volver} />
        <Alert severity="error">No se pudo cargar el productor. Vuelva al perfil e intente de nuevo.</Alert>
      </Box>
    );
  if (!cuenta.data || !niveles.data || cuenta.isFetching) return <Cargando />;
  const { cuenta: c, data: e, certificacion, hoy } = cuenta.data;
  if (!c || !e || !e.editable)
    return (
      <Box sx={{ py: 2 }}>
        <Encabezado titulo="Editar evaluación del comité" cuenta={c} volverA={volver} />
        <Alert
          severity="info"
          action={
            c && (
              <Button component={RouterLink} to={rutas.comiteFormulario(uuid)} color="inherit">
                Evaluar
              </Button>
            )
          }
        >
          {c
            ? 'El productor no tiene una evaluación del ciclo actual: solo se edita el comité del ciclo actual. Puede evaluarlo ahora.'
            : 'El productor no tiene cuenta en el ciclo actual: solo se edita el comité del ciclo actual.'}
        </Alert>
      </Box>
    );

  const inicial: Formulario = {
    condicion: e.condicion,
    fecha_aut: e.fecha_aut,
    id_nivel_riesgo: e.id_nivel_riesgo,
    sanc_cat_anterior: e.sanc_cat_anterior,
    sanc_cat_nueva: e.sanc_cat_nueva,
    aprob_sc_observaciones: e.aprob_sc_observaciones ?? '',
    aprob_cc_list: e.detalle.filter((d) => d.tipo === 2).map((d) => ({ id: d.id_detalle, condicion: d.observ_condicion, plazo: d.plazo })),
    sanc_fecha_inicio: e.sanc_fecha_inicio,
    sanc_fecha_termino: e.sanc_fecha_termino,
    sanc_observaciones: e.sanc_observaciones ?? '',
    lugar: e.lugar ?? '',
  };

  const guardar = async (f: Formulario, firma: string | null) => {
    setEnviando(true);
    try {
      const g = await editarEvaluacion(e.uuid, f, { id_cuenta: c.id, version: e.version }, firma);
      await cliente.invalidateQueries({ queryKey: ['cosecha'] });
      notify(`Se modificó con éxito la evaluación -> ${g.uuid}`, { type: 'success' });
      navigate(rutas.cuentaPerfil(g.productor_uuid));
    } catch (x) {
      const h = x as HttpError & { body?: { erroresOriginales?: ErroresCampos } };
      if (h.status === 422 && h.body?.erroresOriginales) setErrores(h.body.erroresOriginales);
      setError({ mensaje: h.message || 'No se pudo guardar la evaluación', conflicto: h.status === 409 });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <Encabezado titulo="Editar evaluación del comité" cuenta={c} volverA={volver} />
      <FormularioComite
        key={`${e.uuid}-${e.version}-${clave}`}
        cuenta={c}
        certificacion={certificacion}
        hoy={hoy}
        niveles={niveles.data}
        inicial={inicial}
        firmaGuardada={e.firma_imagen}
        edicion
        textoEnviar="Guardar cambios"
        enviando={enviando}
        erroresServidor={errores}
        onEnviar={guardar}
      />
      <DialogoError
        mensaje={error?.mensaje ?? null}
        titulo="No se pudo guardar la evaluación"
        onClose={() => setError(null)}
        onRecargar={
          error?.conflicto
            ? () => {
                setError(null);
                setErrores({});
                setClave((k) => k + 1);
                void cuenta.refetch();
              }
            : undefined
        }
      />
    </Box>
  );
}
