import { MenuItem, TextField } from '@mui/material';
import { ESTATUS_ENTREGA } from '@domain/acopio/estados';

/** The delivery state catalogue as a select (1 En bodega, 2 Rechazados, 3 En centro de acopio), empty until chosen. */
export function SelectEstadoEntrega({
  valor,
  onCambio,
  error,
}: {
  valor: number | '';
  onCambio: (estado: number) => void;
  error?: string;
}) {
  return (
    <TextField select label="Estado" value={valor} onChange={(e) => onCambio(Number(e.target.value))} error={!!error} helperText={error}>
      {Object.entries(ESTATUS_ENTREGA).map(([id, nombre]) => (
        <MenuItem key={id} value={Number(id)}>
          {nombre}
        </MenuItem>
      ))}
    </TextField>
  );
}
