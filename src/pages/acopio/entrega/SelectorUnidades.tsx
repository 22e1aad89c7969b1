import { Chip, FormControl, FormHelperText, FormLabel, MenuItem, Stack, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { UNIDADES_ENTREGA } from '@domain/acopio/pesadas';
import type { OpcionCatalogoAcopio } from '@domain/contrato/acopio';

/** How many units show as one-tap chips: the centre's usual ones fit one row of a 390 px phone. */
export const UNIDADES_RAPIDAS = 3;

/**
 * A weighing's units (issue 22 item 24), compact: the centre's usual units as chips that toggle with one tap, the
 * rest in 'Otra unidad'. Fourteen checkboxes took about 600 px of a phone per weighing; this takes two rows.
 * `opciones` arrive in the chooser's order (domain/acopio/unidades.ts `ordenUnidades`: usual first); a unit chosen
 * from the list becomes a chip too, so every chosen unit shows and can be taken off.
 */
export function SelectorUnidades({
  nombre,
  opciones,
  valor,
  onCambio,
  error,
}: {
  nombre: string;
  opciones: readonly OpcionCatalogoAcopio[];
  valor: readonly number[];
  onCambio: (unidades: number[]) => void;
  error?: string;
}) {
  // a unit the product no longer offers (an older delivery's) still shows, so it can be taken off
  const ajenas = valor
    .filter((id) => !opciones.some((u) => u.id === id))
    .map((id) => ({ id, nombre: UNIDADES_ENTREGA[id] ?? `Unidad ${id}` }));
  const rapidas = [...opciones.filter((u, i) => i < UNIDADES_RAPIDAS || valor.includes(u.id)), ...ajenas];
  const otras = opciones.filter((u) => !rapidas.includes(u));
  const alternar = (id: number) => onCambio(valor.includes(id) ? valor.filter((x) => x !== id) : [...valor, id].sort((a, b) => a - b));
  return (
    <FormControl error={!!error} component="fieldset" sx={{ mb: 1, width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        Unidades de entrega
      </FormLabel>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {rapidas.map((u) => {
          const elegida = valor.includes(u.id);
          return (
            <Chip
              key={u.id}
              role="checkbox"
              aria-checked={elegida}
              label={u.nombre}
              icon={elegida ? <CheckIcon /> : undefined}
              color={elegida ? 'primary' : 'default'}
              variant={elegida ? 'filled' : 'outlined'}
              onClick={() => alternar(u.id)}
              sx={{ minHeight: 36 }}
            />
          );
        })}
        {otras.length ? (
          <TextField
            select
            size="small"
            name={nombre}
            label="Otra unidad"
            value=""
            onChange={(e) => alternar(Number(e.target.value))}
            sx={{ minWidth: 150, flex: '1 1 150px', maxWidth: 260 }}
          >
            {otras.map((u) => (
              <MenuItem key={u.id} value={u.id}>
                {u.nombre}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
