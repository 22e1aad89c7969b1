import { MenuItem, TextField } from '@mui/material';
import { etiquetaCiclo, type Ciclo } from '@domain/comun/ciclos';

/**
 * A screen's own cycle filter: the cycle a context holds (the shell's, or the collection's), changed from the screen
 * too (R016). Nothing until the cycles have loaded.
 */
export function SelectorCiclo({ ciclos, ciclo, elegir }: { ciclos: Ciclo[]; ciclo: Ciclo | null; elegir: (id: number) => void }) {
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
