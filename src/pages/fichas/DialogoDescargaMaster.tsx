import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import { nombreDeContentDisposition } from '@domain/comun/descargas';
import type { FichaMaster } from '@domain/contrato/fichas';
import { descargaMaster } from '../../api/fichas';
import { guardarArchivo } from '../../components/useDescarga';

/**
 * 'Descargar ficha' of a master (spec 002 §2.17, §5): its categories to choose (the mandatory ones always checked and
 * disabled) and whether the rows reading the cooperative's CSVs go in; the server builds the XLSForm.
 */
export function DialogoDescargaMaster({ master, onCerrar }: { master: FichaMaster; onCerrar: () => void }) {
  const [elegidas, setElegidas] = useState<Set<number>>(() => new Set(master.categorias.map((c) => c.id_kobo_ficha_principal_categoria)));
  const [configuraciones, setConfiguraciones] = useState(true);
  const [descargando, setDescargando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cambiar = (id: number) =>
    setElegidas((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const descargar = async () => {
    setDescargando(true);
    setError(null);
    try {
      const { blob, disposicion } = await descargaMaster(master.id_kobo_ficha_principal, [...elegidas], configuraciones);
      guardarArchivo(blob, nombreDeContentDisposition(disposicion, 'ficha.xlsx'));
      onCerrar();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'No se pudo descargar la ficha');
    } finally {
      setDescargando(false);
    }
  };
  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="sm" aria-labelledby="titulo-descarga-master">
      <DialogTitle id="titulo-descarga-master">Descargar ficha: {master.nombre}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Categorías
        </Typography>
        <FormGroup>
          {master.categorias.map((c) => (
            <FormControlLabel
              key={c.id_kobo_ficha_principal_categoria}
              control={
                <Checkbox
                  checked={c.obligatorio || elegidas.has(c.id_kobo_ficha_principal_categoria)}
                  disabled={c.obligatorio}
                  onChange={() => cambiar(c.id_kobo_ficha_principal_categoria)}
                />
              }
              label={c.obligatorio ? `${c.nombre} (obligatoria)` : c.nombre}
            />
          ))}
        </FormGroup>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }} gutterBottom>
          Configuraciones
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={configuraciones} onChange={(e) => setConfiguraciones(e.target.checked)} />}
          label="Incluir las preguntas que leen los CSV de la cooperativa"
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>Cancelar</Button>
        <Button variant="contained" onClick={() => void descargar()} disabled={descargando}>
          {descargando ? 'Descargando...' : 'Descargar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
