import { MenuItem, TextField } from '@mui/material';
import { etiquetaCiclo } from '@domain/comun/ciclos';
import { useCicloAcopio } from './useCicloAcopio';

/** The screen's cycle filter (spec 002 §2.7 'Filter: cycle'): the shell's selected cycle, changed from here too. */
export function SelectorCicloAcopio() {
  const { ciclos, ciclo, elegir } = useCicloAcopio();
  if (!ciclo) return null;
  return (
    <TextField
      select
      size="small"
      label="Ciclo"
      fullWidth={false}
      value={ciclo.id}
      onChange={(e) => elegir(Number(e.target.value))}
      sx={{ minWidth: 200 }}
    >
      {ciclos.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {etiquetaCiclo(c)}
        </MenuItem>
      ))}
    </TextField>
  );
}
