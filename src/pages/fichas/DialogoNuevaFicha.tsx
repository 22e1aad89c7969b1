import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { MENSAJES_FICHAS, type FichaMaster } from '@domain/contrato/fichas';
import { asociarFicha } from '../../api/fichas';
import { ciclosDeCooperativa } from '../../api/catalogos';
import { erroresDelServidor } from '../../components/erroresServidor';
import { sesion } from '../../sesion/almacenSesion';

const CAMPOS = ['id_cooperativa', 'nombre', 'descripcion', 'id_ciclo', 'parent'] as const;

/**
 * 'Nueva ficha de cooperativa' (spec 002 §2.17, §5): name, description and cycle of the session's cooperative's new
 * form from this master; the server creates its KoboToolbox project. 422 → the server's messages, else 'Error al guardar'.
 */
export function DialogoNuevaFicha({ master, onCerrar }: { master: FichaMaster; onCerrar: (guardada: boolean) => void }) {
  const coop = sesion.usuario()?.id_cooperativa ?? 0;
  const ciclos = useQuery({ queryKey: ['cosecha', 'ciclos', coop], queryFn: () => ciclosDeCooperativa(coop), enabled: coop > 0 });
  const [nombre, setNombre] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [ciclo, setCiclo] = useState<number | ''>('');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);
  const guardar = async () => {
    const propios: Record<string, string> = {};
    if (coop < 1) propios.id_cooperativa = MENSAJES_FICHAS.cooperativa;
    if (!nombre.trim()) propios.nombre = MENSAJES_FICHAS.nombre;
    if (!descripcion.trim()) propios.descripcion = MENSAJES_FICHAS.descripcion;
    setErrores(propios);
    setGeneral(propios.id_cooperativa ?? null);
    if (Object.keys(propios).length) return;
    setGuardando(true);
    try {
      await asociarFicha({
        id_cooperativa: coop,
        nombre: nombre.trim(),
        descripcion: descripcion.trim(),
        id_ciclo: ciclo === '' ? null : ciclo,
        id_cultivo: master.id_cultivo,
        parent: master.id_kobo_ficha_principal,
      });
      onCerrar(true);
    } catch (e) {
      const { porCampo, general: g } = erroresDelServidor(e, CAMPOS);
      setErrores(porCampo);
      setGeneral(g ?? (Object.keys(porCampo).length ? null : 'Error al guardar'));
    } finally {
      setGuardando(false);
    }
  };
  return (
    <Dialog open onClose={() => onCerrar(false)} fullWidth maxWidth="sm" aria-labelledby="titulo-nueva-ficha">
      <DialogTitle id="titulo-nueva-ficha">Nueva ficha de cooperativa</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label="Ficha master" value={master.nombre} disabled />
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
          <TextField
            select
            label="Ciclo"
            value={ciclo}
            onChange={(e) => setCiclo(e.target.value === '' ? '' : Number(e.target.value))}
            error={!!errores.id_ciclo}
            helperText={errores.id_ciclo}
          >
            <MenuItem value="">Sin ciclo</MenuItem>
            {(ciclos.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.nombre}
              </MenuItem>
            ))}
          </TextField>
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
