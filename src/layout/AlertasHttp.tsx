import { useEffect, useSyncExternalStore } from 'react';
import { Alert, AlertTitle, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { destinoTrasError } from '@domain/comun/inicio';
import { rutas } from '@domain/comun/rutas';
import { cerrarModal, escucharAvisos, modalAbierto, suscribirModal } from '../dataProvider/avisosHttp';
import { sesion } from '../sesion/almacenSesion';
import { rutaInicioUsuario } from '../sesion/inicio';

const TEXTOS = {
  'sesion-expirada': { titulo: null, texto: 'Tu sesion ha expirado, por favor accede de nuevo.' },
  'error-servidor': { titulo: 'Error de conexion a internet.', texto: 'Por favor intente de nuevo su ultima accion.' },
} as const;

/**
 * The spec's global answers to HTTP statuses (000 §8): alerts for 401 and 500 (no call is sent while
 * they are open), notifications then a redirect for 403 and 404.
 */
export function AlertasHttp() {
  // the alert is read from the channel's state, so a 401 answered before this mounted still shows (item 13)
  const modal = useSyncExternalStore(suscribirModal, modalAbierto);
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      escucharAvisos((aviso) => {
        if (aviso.tipo === 'sesion-expirada' || aviso.tipo === 'error-servidor') return;
        const prohibido = aviso.tipo === 'prohibido';
        notify(
          <Alert severity="error" variant="filled">
            <AlertTitle>{prohibido ? 'Acceso no autorizado' : 'No encontrado'}</AlertTitle>
            {prohibido ? 'No tienes permiso para acceder a esta información' : 'No se ha encontrado la información solicitada'}
          </Alert>,
          { type: 'error' },
        );
        const destino = destinoTrasError(prohibido ? 403 : 404, window.location.pathname, rutaInicioUsuario());
        // react-admin's own access check leaves a page of its own in the history: Back must not land on it again
        if (destino) navigate(destino, { replace: window.location.pathname === '/access-denied' });
      }),
    [notify, navigate],
  );

  const aceptar = () => {
    const era = modal;
    cerrarModal();
    if (era === 'sesion-expirada') {
      sesion.limpiar();
      queryClient.clear();
      navigate(rutas.login());
    } else {
      // calls held while the alert was open never settle: refetch what the page still shows
      queryClient.invalidateQueries();
    }
  };

  if (!modal) return null;
  const { titulo, texto } = TEXTOS[modal];
  return (
    <Dialog open onClose={aceptar} aria-labelledby={titulo ? 'alerta-http-titulo' : undefined} aria-describedby="alerta-http-texto">
      {titulo && <DialogTitle id="alerta-http-titulo">{titulo}</DialogTitle>}
      <DialogContent>
        <DialogContentText id="alerta-http-texto" sx={{ pt: titulo ? 0 : 2 }}>
          {texto}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={aceptar} variant="contained" autoFocus>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}
