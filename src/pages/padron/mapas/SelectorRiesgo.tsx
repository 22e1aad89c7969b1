import { MenuItem, TextField } from '@mui/material';
import { COLOR_SIN_ASIGNAR, colorRiesgoLocalidad, RIESGOS_LOCALIDAD, SIN_ASIGNAR } from '@domain/padron/riesgo-localidad';

/**
 * The locality's risk as an inline select (spec 001 §2.13 'editable inline'): empty is 'Sin asignar' until chosen.
 * The closed select shows the value on its risk's colour, as the map's label does.
 */
export function SelectorRiesgo({
  localidad,
  valor,
  guardando,
  onCambio,
}: {
  localidad: string;
  valor: number | null;
  guardando: boolean;
  onCambio: (id: number | null) => void;
}) {
  const color = valor === null ? COLOR_SIN_ASIGNAR : colorRiesgoLocalidad(valor);
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      margin="none"
      value={valor ?? ''}
      disabled={guardando}
      aria-busy={guardando}
      onChange={(e) => onCambio(e.target.value === '' ? null : Number(e.target.value))}
      slotProps={{
        htmlInput: { 'aria-label': `Riesgo de ${localidad}` },
        select: {
          displayEmpty: true,
          SelectDisplayProps: { 'aria-label': `Riesgo de ${localidad}` },
          renderValue: (v) => (v === '' ? SIN_ASIGNAR : (RIESGOS_LOCALIDAD.find((r) => r.id === v)?.nombre ?? SIN_ASIGNAR)),
        },
      }}
      sx={{
        width: 140,
        '& .MuiOutlinedInput-root': { bgcolor: color, color: '#FFFFFF', fontWeight: 600 },
        '& .MuiOutlinedInput-notchedOutline': { borderColor: color },
        '& .MuiSelect-icon': { color: '#FFFFFF' },
      }}
    >
      <MenuItem value="">{SIN_ASIGNAR}</MenuItem>
      {RIESGOS_LOCALIDAD.map((r) => (
        <MenuItem key={r.id} value={r.id}>
          {r.nombre}
        </MenuItem>
      ))}
    </TextField>
  );
}
