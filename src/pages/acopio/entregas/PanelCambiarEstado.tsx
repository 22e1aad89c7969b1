import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, type HttpError } from 'react-admin';
import { ESTATUS_ENTREGA } from '@domain/acopio/estados';
import { validarCambioEstado } from '@domain/acopio/cambio-estado';
import type { ErroresCampos } from '@domain/comun/validacion';
import { cambiarEstado, nuevaClave } from '../../../api/acopio-lotes';
import { PanelLateral } from '../PanelLateral';

/** 'Cambiar estado' (spec 002 §4 'Delivery status change', §5 'Lot' change state): a state and a date. */
export function PanelCambiarEstado({
  entregas,
  onCerrar,
  onHecho,
}: {
  entregas: string[] | null;
  onCerrar: () => void;
  onHecho: () => void;
}) {
  return (
    <PanelLateral abierto={!!entregas} titulo="Cambiar estado" onCerrar={onCerrar}>
      {entregas && <Formulario entregas={entregas} onHecho={onHecho} onCerrar={onCerrar} />}
    </PanelLateral>
  );
}

function Formulario({ entregas, onHecho, onCerrar }: { entregas: string[]; onHecho: () => void; onCerrar: () => void }) {
  const notify = useNotify();
  const [clave] = useState(nuevaClave);
  const [estado, setEstado] = useState<number | ''>('');
  const [fecha, setFecha] = useState('');
  const [errores, setErrores] = useState<ErroresCampos>({});
  const [enviando, setEnviando] = useState(false);
  const guardar = async () => {
    const cuerpo = { id_estado: estado === '' ? 0 : estado, fecha_actualizacion: fecha || null, entregas };
    const e = validarCambioEstado({ entregas, id_estado: cuerpo.id_estado, fecha: cuerpo.fecha_actualizacion });
    setErrores(e);
    if (Object.keys(e).length) return;
    setEnviando(true);
    try {
      notify((await cambiarEstado(cuerpo, clave)).message, { type: 'success' });
      onHecho();
    } catch (err) {
      const h = err as HttpError & { body?: { erroresOriginales?: ErroresCampos } };
      setErrores(h.body?.erroresOriginales ?? { id_estado: [h.message] });
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void guardar())}>
      <Typography>{entregas.length === 1 ? '1 entrega seleccionada' : `${entregas.length} entregas seleccionadas`}</Typography>
      {errores.entregas && <Alert severity="error">{errores.entregas.join(' ')}</Alert>}
      <TextField
        select
        label="Estado"
        value={estado}
        onChange={(e) => setEstado(Number(e.target.value))}
        error={!!errores.id_estado}
        helperText={errores.id_estado?.join(' ')}
      >
        {Object.entries(ESTATUS_ENTREGA).map(([id, nombre]) => (
          <MenuItem key={id} value={Number(id)}>
            {nombre}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Fecha"
        type="date"
        value={fecha}
        onChange={(e) => setFecha(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        error={!!errores.fecha_actualizacion}
        helperText={errores.fecha_actualizacion?.join(' ')}
      />
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onCerrar}>Cancelar</Button>
        <Button type="submit" variant="contained" disabled={enviando}>
          Cambiar
        </Button>
      </Stack>
    </Stack>
  );
}
