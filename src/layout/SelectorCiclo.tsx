import { MenuItem, TextField } from '@mui/material';
import { etiquetaCiclo } from '@domain/comun/ciclos';
import { useCiclo } from '../sesion/CicloContext';

/** Cycle selector 'CICLO {name}' (spec 000 §2.3, R016). */
export function SelectorCiclo() {
  const { ciclos, ciclo, elegir } = useCiclo();
  if (ciclos.length === 0 || !ciclo) return null;
  return (
    <TextField
      select
      size="small"
      label="Ciclo"
      fullWidth={false}
      variant="filled"
      margin="none"
      value={ciclo.id}
      onChange={(e) => elegir(Number(e.target.value))}
      sx={{
        width: 200,
        flexShrink: 0,
        '& .MuiFilledInput-root, & .MuiFilledInput-root:hover, & .MuiFilledInput-root.Mui-focused': { bgcolor: '#FFFFFF' },
        '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused': { color: 'rgba(0,0,0,0.75)' },
      }}
    >
      {ciclos.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {etiquetaCiclo(c)}
        </MenuItem>
      ))}
    </TextField>
  );
}
