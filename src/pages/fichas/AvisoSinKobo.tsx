import { Alert } from '@mui/material';

/** Said on both screens when the server has no KoboToolbox (KOBO_URL, KOBO_TOKEN): reading works, projects do not. */
export function AvisoSinKobo() {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      KoboToolbox no está configurado en este servidor: puede consultar y descargar las fichas, pero no crear proyectos, cargar formularios,
      actualizar sus CSV ni descargar sus envíos.
    </Alert>
  );
}
