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
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { MENSAJES_FICHAS, type FichaCooperativa, type FichaMaster } from '@domain/contrato/fichas';
import { actualizarDatos } from '../../api/fichas';
import { erroresDelServidor } from '../../components/erroresServidor';

const CAMPOS = ['nombre', 'descripcion', 'preguntasSeleccionadas'] as const;

/**
 * 'Actualiza datos' (spec 002 §2.17, §5): the form's name and description (required) and the master's categories it
 * uses (the mandatory ones fixed). A stale version is the server's 409, shown with its message.
 */
export function DialogoDatosFicha({
  ficha,
  master,
  onCerrar,
}: {
  ficha: FichaCooperativa;
  master: FichaMaster | null;
  onCerrar: (guardada: boolean) => void;
}) {
  const [nombre, setNombre] = useState(ficha.nombre);
  const [descripcion, setDescripcion] = useState(ficha.descripcion);
  const [elegidas, setElegidas] = useState<Set<number>>(() => new Set(ficha.categorias));
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);
  const guardar = async () => {
    const propios: Record<string, string> = {};
    if (!nombre.trim()) propios.nombre = MENSAJES_FICHAS.nombre;
    if (!descripcion.trim()) propios.descripcion = MENSAJES_FICHAS.descripcion;
    setErrores(propios);
    setGeneral(null);
    if (Object.keys(propios).length) return;
    setGuardando(true);
    try {
      await actualizarDatos(ficha.id_kobo_ficha, {
        nombre: nombre.trim(),
        descripcion: descripcion.trim(),
        preguntasSeleccionadas: [...elegidas],
        version: ficha.version,
      });
      onCerrar(true);
    } catch (e) {
      const { porCampo, general: g } = erroresDelServidor(e, CAMPOS);
      setErrores(porCampo);
      setGeneral(g);
    } finally {
      setGuardando(false);
    }
  };
  const cambiar = (id: number) =>
    setElegidas((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  return (
    <Dialog open onClose={() => onCerrar(false)} fullWidth maxWidth="sm" aria-labelledby="titulo-datos-ficha">
      <DialogTitle id="titulo-datos-ficha">Actualiza datos</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="Nombre"
            value={nombre}
            onChange={(e) => setNombre(e.target.value)}
            error={!!errores.nombre}
            helperText={errores.nombre}
            required
          />
          <TextField
            label="Descripción"
            value={descripcion}
            onChange={(e) => setDescripcion(e.target.value)}
            error={!!errores.descripcion}
            helperText={errores.descripcion}
            required
            multiline
            minRows={2}
          />
          {master && master.categorias.length > 0 && (
            <div>
              <Typography variant="subtitle2" component="h3">
                Categorías de preguntas
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
              {errores.preguntasSeleccionadas && <Alert severity="error">{errores.preguntasSeleccionadas}</Alert>}
            </div>
          )}
          {general && <Alert severity="error">{general}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onCerrar(false)}>Cancelar</Button>
        <Button variant="contained" onClick={() => void guardar()} disabled={guardando}>
          {guardando ? 'Guardando...' : 'Guardar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
