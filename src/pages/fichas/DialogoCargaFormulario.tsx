import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { MAXIMO_XLSFORM_BYTES, MENSAJES_FICHAS, type FichaCooperativa } from '@domain/contrato/fichas';
import { cargarFormulario } from '../../api/fichas';
import { erroresDelServidor } from '../../components/erroresServidor';

/** What the browser can tell before sending (spec 002 §5 'Upload'); the server reads the file and decides. */
export function problemaArchivo(f: File): string | null {
  if (!/\.xlsx?$/i.test(f.name)) return MENSAJES_FICHAS.tipoArchivo;
  if (f.size > MAXIMO_XLSFORM_BYTES) return MENSAJES_FICHAS.tamano;
  return null;
}

/**
 * 'Actualiza ficha' (spec 002 §2.17): an xls or xlsx of at most 1,024,000 bytes, sent to the server, which reads it
 * safely, loads it into the form's KoboToolbox project and deploys it; its message is shown either way.
 */
export function DialogoCargaFormulario({ ficha, onCerrar }: { ficha: FichaCooperativa; onCerrar: (guardada: boolean) => void }) {
  const [archivo, setArchivo] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exito, setExito] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const elegir = (f: File | null) => {
    setExito(null);
    setArchivo(f);
    setError(f ? problemaArchivo(f) : null);
  };
  const enviar = async () => {
    if (!archivo || problemaArchivo(archivo)) return;
    setEnviando(true);
    setError(null);
    try {
      const r = await cargarFormulario(ficha.id_kobo_ficha, archivo);
      setExito(r.message);
    } catch (e) {
      const { porCampo, general } = erroresDelServidor(e, ['archivo']);
      setError(porCampo.archivo ?? general);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Dialog open onClose={() => onCerrar(exito !== null)} fullWidth maxWidth="sm" aria-labelledby="titulo-carga-ficha">
      <DialogTitle id="titulo-carga-ficha">Actualiza ficha</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {ficha.nombre}: elija el XLSForm (xls o xlsx, hasta 1 MB). Se carga en KoboToolbox y se implementa.
        </DialogContentText>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ mt: 2 }} disabled={enviando}>
          Elegir archivo
          <input
            hidden
            type="file"
            accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label="Archivo xls o xlsx"
            onChange={(e) => elegir(e.target.files?.[0] ?? null)}
          />
        </Button>
        {archivo && <Typography sx={{ mt: 1 }}>{archivo.name}</Typography>}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {exito && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {exito}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onCerrar(exito !== null)}>{exito ? 'Cerrar' : 'Cancelar'}</Button>
        {!exito && (
          <Button variant="contained" onClick={() => void enviar()} disabled={!archivo || !!problemaArchivo(archivo) || enviando}>
            {enviando ? 'Cargando...' : 'Cargar'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
