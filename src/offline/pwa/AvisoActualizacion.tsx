import { useEffect, useState } from 'react';
import { Alert, Button, Snackbar } from '@mui/material';
import { usePendientes } from '../pendientes';
import { pedirAlmacenamientoPersistente } from './espacio';
import { useVersionNueva } from './versionNueva';

/** Why the update waits: the outbox must be empty first (issue 28). */
export const textoEsperaActualizacion = (pendientes: number): string =>
  pendientes === 1
    ? 'Envíe primero el registro pendiente para actualizar.'
    : `Envíe primero los ${pendientes} registros pendientes para actualizar.`;

/**
 * The installable app's part of the shell, mounted once the person has signed in (LayoutCosecha): asks for persistent
 * storage, and when a new version of the app waits, offers it. 'Actualizar' is enabled only with an empty outbox: a
 * new version is applied only when the person accepts and nothing waits to be sent (issue 28).
 */
export function AvisoActualizacion() {
  const aplicar = useVersionNueva();
  const pendientes = usePendientes();
  const [aplicando, setAplicando] = useState(false);

  useEffect(() => {
    void pedirAlmacenamientoPersistente();
  }, []);

  if (!aplicar) return null;
  const puede = pendientes === 0 && !aplicando;
  const actualizar = () => {
    setAplicando(true);
    // the page reloads on the new version; if the worker fails to take over, the button comes back
    aplicar().catch(() => setAplicando(false));
  };
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={actualizar} disabled={!puede}>
            Actualizar
          </Button>
        }
      >
        Hay una versión nueva de Cosecha.
        {pendientes > 0 && <> {textoEsperaActualizacion(pendientes)}</>}
      </Alert>
    </Snackbar>
  );
}
