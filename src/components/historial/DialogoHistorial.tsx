import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { HistorialCambios } from './HistorialCambios';

/**
 * The 'Historial de cambios' of one producer in a dialog, for screens that list many producers (the register):
 * full screen on a phone. The list is only asked for while the dialog is open.
 */
export function DialogoHistorial({ productorUuid, abierto, onCerrar }: { productorUuid: string; abierto: boolean; onCerrar: () => void }) {
  const angosto = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={abierto} onClose={onCerrar} fullWidth maxWidth="md" fullScreen={angosto} aria-labelledby="historial-titulo">
      <DialogTitle id="historial-titulo">Historial de cambios</DialogTitle>
      {/* a long history scrolls: focusable, so a keyboard user can scroll it too (axe 'scrollable-region-focusable') */}
      <DialogContent dividers sx={{ p: 0 }} tabIndex={0} role="region" aria-labelledby="historial-titulo">
        {abierto && <HistorialCambios productorUuid={productorUuid} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
