import { useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useNotify, type HttpError } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { CATEGORIAS } from '@domain/cuentas/categorias';
import { Cargando } from '../../components/Cargando';
import { DialogoError } from '../../components/DialogoError';
import { nuevaClave, registrarEvaluacion } from '../../api/comite';
import { useGetIdentity } from 'react-admin';
import { Encabezado } from './Encabezado';
import { VistaEvaluacion, estilosImpresion } from './VistaEvaluacion';
import { borrarBorrador, leerBorrador } from './almacen';
import { useDatosComite } from './useDatosComite';

/**
 * /admin/cuentas/comite/revisar/{uuid} (spec 000 §2.10 step 2, R047): a printable preview built from the locally stored
 * form. 'Guardar evaluación' sends it; on success the local store is cleared, the spec's message shows and the profile
 * opens. 'Volver a editar' goes back to the form. A failure shows the server's message in a dialog (spec 000 §8).
 */
export function PaginaComiteRevisar() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const cliente = useQueryClient();
  const { identity } = useGetIdentity();
  const { cuenta, niveles } = useDatosComite(uuid);
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One Idempotency-Key per review (issue 22 item 3): a second Guardar or a retry after a lost answer saves once.
  const [clave] = useState(nuevaClave);
  const borrador = leerBorrador(uuid);
  const editar = rutas.comiteFormulario(uuid);

  if (!borrador)
    return (
      <Box sx={{ py: 2 }}>
        <Encabezado titulo="Revisar evaluación" volverA={editar} volverTexto="Volver a editar" />
        <Alert severity="info">No hay una evaluación por revisar: llene el formulario del comité primero.</Alert>
      </Box>
    );
  if (!cuenta.data || !niveles.data) return <Cargando />;
  const c = cuenta.data.cuenta;
  const f = borrador.formulario;

  const guardar = async () => {
    setEnviando(true);
    try {
      const g = await registrarEvaluacion(f, borrador.id_cuenta, borrador.firma, clave);
      borrarBorrador(uuid);
      await cliente.invalidateQueries({ queryKey: ['cosecha'] });
      notify(`Se registró con éxito la evaluación -> ${g.uuid}`, { type: 'success' });
      navigate(rutas.cuentaPerfil(uuid));
    } catch (e) {
      setError((e as HttpError).message || 'No se pudo guardar la evaluación');
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      {estilosImpresion}
      <Encabezado titulo="Revisar evaluación" cuenta={c} volverA={editar} volverTexto="Volver a editar" />
      <VistaEvaluacion
        d={{
          nombre: c?.nombre ?? '',
          clave_tx: c?.clave_tx ?? null,
          codigo_tx: c?.codigo_tx ?? null,
          localidad: c?.localidad ?? '',
          municipio: c?.municipio ?? '',
          ciclo: c?.ciclo ?? '',
          fecha_ingreso: c?.fecha_ingreso ?? null,
          cooperativa: '',
          condicion: f.condicion,
          aprob_sc_observaciones: f.aprob_sc_observaciones,
          condiciones: f.aprob_cc_list,
          sanc_cat_anterior_str: c ? c.cuenta_categoria : null,
          sanc_cat_nueva_str: f.sanc_cat_nueva ? CATEGORIAS[f.sanc_cat_nueva] : null,
          sanc_fecha_inicio: f.sanc_fecha_inicio,
          sanc_fecha_termino: f.sanc_fecha_termino,
          sanc_observaciones: f.sanc_observaciones,
          nivel_riesgo: niveles.data.find((n) => n.id === f.id_nivel_riesgo)?.nombre ?? null,
          fecha_aut: f.fecha_aut,
          lugar: f.lugar,
          user_auth: identity?.fullName ? String(identity.fullName) : null,
        }}
        logos={null}
        firma={
          borrador.firma ? (
            <Box component="img" src={borrador.firma} alt="Firma de quien autoriza" sx={{ height: 90, maxWidth: '100%' }} />
          ) : null
        }
      />
      <Stack className="no-imprimir" direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ mt: 2 }}>
        <Button component={RouterLink} to={editar}>
          Volver a editar
        </Button>
        <Button variant="contained" onClick={guardar} disabled={enviando}>
          Guardar evaluación
        </Button>
      </Stack>
      <DialogoError mensaje={error} onClose={() => setError(null)} titulo="No se pudo guardar la evaluación" />
    </Box>
  );
}
