import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useNotify } from 'react-admin';
import { ImagenArchivo } from '../../components/ImagenArchivo';
import { leerCaptura } from '../../api/parcelas';

export const SIN_IMAGEN_CROQUIS = 'Esta parcela no tiene una imagen de croquis';

/**
 * 'Ver dibujo' (001 §2.4, §4): the sketch drawn on paper in the field (`GET parcelas_croquis_captura/{uuid}`,
 * an image file). Without one, the warning 'Esta parcela no tiene una imagen de croquis' and no dialog.
 */
export function DialogoDibujo({ uuid, abierto, onCerrar }: { uuid: string; abierto: boolean; onCerrar: () => void }) {
  const notify = useNotify();
  const [archivo, setArchivo] = useState<string | null>(null);
  // the parent passes a new function each render; the fetch must run once per opening
  const cerrar = useRef(onCerrar);
  cerrar.current = onCerrar;
  useEffect(() => {
    if (!abierto) {
      setArchivo(null);
      return;
    }
    let vigente = true;
    leerCaptura(uuid)
      .then((c) => c?.archivo ?? null)
      .catch(() => null)
      .then((a) => {
        if (!vigente) return;
        if (a) setArchivo(a);
        else {
          notify(SIN_IMAGEN_CROQUIS, { type: 'warning' });
          cerrar.current();
        }
      });
    return () => {
      vigente = false;
    };
  }, [abierto, uuid, notify]);
  return (
    <Dialog open={abierto && !!archivo} onClose={onCerrar} maxWidth="md" fullWidth aria-labelledby="dibujo-titulo">
      <DialogTitle id="dibujo-titulo">Dibujo del croquis</DialogTitle>
      <DialogContent>
        <ImagenArchivo uuid={archivo} alt="Dibujo del croquis hecho en campo" alto={480} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
