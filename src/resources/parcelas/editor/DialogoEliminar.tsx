import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { OPCIONES_ELIMINAR_CROQUIS, PREGUNTA_ELIMINAR_CROQUIS, type OpcionEliminarCroquis } from '@domain/poligono/eliminar-croquis';

/** 'Eliminar Croquis' (001 §4, R074): the same three options as the profile, in the spec's order. */
export function DialogoEliminar({
  abierto,
  ocupado,
  onElegir,
}: {
  abierto: boolean;
  ocupado: boolean;
  onElegir: (opcion: OpcionEliminarCroquis) => void;
}) {
  const cancelar = OPCIONES_ELIMINAR_CROQUIS.find((o) => o.llamada === null)!;
  return (
    <Dialog open={abierto} onClose={() => onElegir(cancelar)} aria-labelledby="eliminar-titulo">
      <DialogTitle id="eliminar-titulo">Eliminar Croquis</DialogTitle>
      <DialogContent>
        <DialogContentText>{PREGUNTA_ELIMINAR_CROQUIS}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {OPCIONES_ELIMINAR_CROQUIS.map((o) => (
          <Button
            key={o.etiqueta}
            disabled={ocupado && o.llamada !== null}
            color={o.llamada ? 'error' : 'inherit'}
            variant={o.llamada ? 'outlined' : 'text'}
            onClick={() => onElegir(o)}
          >
            {o.etiqueta}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
