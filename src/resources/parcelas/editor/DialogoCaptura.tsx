import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { ImagenArchivo } from '../../../components/ImagenArchivo';
import type { CapturaCroquis } from './parcelaEditor';

/** 'Ver dibujo croquis': the sketch drawn on paper in the field, as captured by the survey (001 §2.8). */
export function DialogoCaptura({ captura, onCerrar }: { captura: CapturaCroquis | null; onCerrar: () => void }) {
  const direccion = captura?.url ?? captura?.imagen ?? null;
  return (
    <Dialog open={captura != null} onClose={onCerrar} maxWidth="md" fullWidth aria-labelledby="captura-titulo">
      <DialogTitle id="captura-titulo">Dibujo del croquis</DialogTitle>
      <DialogContent>
        {captura?.archivo ? (
          <ImagenArchivo uuid={captura.archivo} alt="Dibujo del croquis de la parcela" alto={480} />
        ) : direccion ? (
          <Box component="img" src={direccion} alt="Dibujo del croquis de la parcela" sx={{ maxWidth: '100%', maxHeight: 480 }} />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar} autoFocus>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
