import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { MENSAJES_FICHAS, type FichaCooperativa } from '@domain/contrato/fichas';
import { actualizarMedia } from '../../api/fichas';

/**
 * 'Actualizar CSVs' (spec 002 §2.17, §8): replaces the form's CSVs in KoboToolbox and redeploys; 'Actualizando...'
 * and disabled meanwhile; then '¡Actualización exitosa!' or '¡Error!' with the spec's texts.
 */
export function BotonActualizarCsv({ ficha, onHecho }: { ficha: FichaCooperativa; onHecho: () => void }) {
  const [actualizando, setActualizando] = useState(false);
  const [resultado, setResultado] = useState<'exito' | 'error' | null>(null);
  const actualizar = async () => {
    setActualizando(true);
    try {
      const r = await actualizarMedia(ficha.id_kobo_ficha);
      setResultado(r.data.status === 'success' ? 'exito' : 'error');
    } catch {
      setResultado('error');
    } finally {
      setActualizando(false);
    }
  };
  const cerrar = () => {
    setResultado(null);
    onHecho();
  };
  return (
    <>
      <Button onClick={() => void actualizar()} disabled={actualizando}>
        {actualizando ? 'Actualizando...' : 'Actualizar CSVs'}
      </Button>
      <Dialog open={resultado !== null} onClose={cerrar} aria-labelledby={`titulo-csv-${ficha.id_kobo_ficha}`}>
        <DialogTitle id={`titulo-csv-${ficha.id_kobo_ficha}`}>
          {resultado === 'exito' ? MENSAJES_FICHAS.exito : MENSAJES_FICHAS.error}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{resultado === 'exito' ? MENSAJES_FICHAS.exitoTexto : MENSAJES_FICHAS.errorTexto}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={cerrar} autoFocus>
            Aceptar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
