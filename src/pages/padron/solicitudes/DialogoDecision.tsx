import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { ETIQUETA_PADRON, haySeleccion, PADRONES, PADRONES_POR_DEFECTO, type Padron } from '@domain/padron/solicitudes';

/**
 * The confirm or cancel dialog (spec 001 §2.12): confirming asks for the registers, both preselected, and its button
 * is disabled until one is chosen (R083 example 3); cancelling only asks to be sure. A refused decision stays open with
 * the server's Spanish message (e.g. someone else decided them first: reload).
 */
export function DialogoDecision({
  modo,
  titulo,
  explicacion,
  etiquetaAccion,
  cuantos,
  onCerrar,
  onAceptar,
}: {
  modo: 'confirmar' | 'cancelar' | null;
  titulo: string;
  explicacion: string;
  etiquetaAccion: string;
  cuantos: number;
  onCerrar: () => void;
  onAceptar: (padrones: Padron[]) => Promise<void>;
}) {
  const completa = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const [padrones, setPadrones] = useState<Padron[]>([...PADRONES_POR_DEFECTO]);
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const cerrar = () => {
    setPadrones([...PADRONES_POR_DEFECTO]);
    setError(null);
    onCerrar();
  };
  const alternar = (p: Padron) =>
    setPadrones((a) => (a.includes(p) ? a.filter((x) => x !== p) : PADRONES.filter((x) => x === p || a.includes(x))));
  const aceptar = async () => {
    setEnviando(true);
    setError(null);
    try {
      await onAceptar(padrones);
      setPadrones([...PADRONES_POR_DEFECTO]);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'No se pudo guardar; intente de nuevo');
    } finally {
      setEnviando(false);
    }
  };
  const listo = modo === 'cancelar' || haySeleccion(padrones);
  return (
    <Dialog open={modo !== null} onClose={cerrar} fullScreen={completa} aria-labelledby="titulo-decision">
      <DialogTitle id="titulo-decision">{titulo}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {cuantos === 1 ? '1 productor seleccionado' : `${cuantos} productores seleccionados`}. {explicacion}
        </DialogContentText>
        {modo === 'confirmar' && (
          <FormGroup>
            <FormLabel component="legend">Padrones</FormLabel>
            {PADRONES.map((p) => (
              <FormControlLabel
                key={p}
                control={<Checkbox checked={padrones.includes(p)} onChange={() => alternar(p)} />}
                label={ETIQUETA_PADRON[p]}
              />
            ))}
            {!listo && (
              <Alert severity="info" sx={{ mt: 1 }}>
                Elija al menos un padrón para guardar.
              </Alert>
            )}
          </FormGroup>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={cerrar}>Regresar</Button>
        <Button variant="contained" onClick={() => void aceptar()} disabled={!listo || enviando}>
          {etiquetaAccion}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
