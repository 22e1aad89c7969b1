import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify } from 'react-admin';
import {
  avisoCroquisEliminado,
  OPCIONES_ELIMINAR_CROQUIS,
  PREGUNTA_ELIMINAR_CROQUIS,
  type OpcionEliminarCroquis,
} from '@domain/poligono/eliminar-croquis';
import { eliminarCroquis } from '../../api/parcelas';

/**
 * 'Eliminar Croquis' (001 §4, R074): the three options in the spec's order; the first falls back to the previous
 * sketch (DELETE eliminarultimocroquis), the second leaves the plot without one (DELETE eliminarcroquis).
 * Success: 'Croquis eliminado' plus the server's message, then the profile reloads; failure: the server's message.
 */
export function DialogoEliminarCroquis({
  uuid,
  abierto,
  onCerrar,
  onHecho,
}: {
  uuid: string;
  abierto: boolean;
  onCerrar: () => void;
  onHecho: () => void;
}) {
  const notify = useNotify();
  const [enviando, setEnviando] = useState(false);
  const elegir = async (o: OpcionEliminarCroquis) => {
    if (!o.llamada) {
      onCerrar();
      return;
    }
    setEnviando(true);
    try {
      const r = await eliminarCroquis(o.llamada, uuid);
      notify(avisoCroquisEliminado(r.message), { type: 'success' });
      onHecho();
    } catch (e) {
      notify((e as Error).message || 'No se pudo eliminar el croquis', { type: 'error' });
    }
    setEnviando(false);
  };
  return (
    <Dialog open={abierto} onClose={onCerrar} aria-labelledby="eliminar-croquis-titulo">
      <DialogTitle id="eliminar-croquis-titulo">Eliminar Croquis</DialogTitle>
      <DialogContent>
        <DialogContentText>{PREGUNTA_ELIMINAR_CROQUIS}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {OPCIONES_ELIMINAR_CROQUIS.map((o) => (
          <Button
            key={o.etiqueta}
            disabled={enviando && !!o.llamada}
            color={o.llamada ? 'error' : 'inherit'}
            variant={o.llamada ? 'outlined' : 'text'}
            onClick={() => elegir(o)}
          >
            {o.etiqueta}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
