import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { OpcionCatalogoAcopio } from '@domain/contrato/acopio';

/** The first message of a field, shown once the person has tried to continue. */
export const mensajeDe = (errores: Record<string, string[]>, campo: string): string | undefined => errores[campo]?.[0];

/** A figure typed as text (kg, $, %): decimal keyboard on phones, the domain reads it exactly. */
export function CampoCifra({ error, ...props }: Omit<TextFieldProps, 'error'> & { error?: string }) {
  return (
    <TextField
      {...props}
      error={!!error}
      helperText={error ?? props.helperText}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'decimal', ...(props.slotProps?.htmlInput as object) } }}
      fullWidth
    />
  );
}

/** Free notes of the form (the delivery's, the sampling's): a few lines, the whole width. */
export function CampoNotas(props: Omit<TextFieldProps, 'multiline' | 'minRows'>) {
  return <TextField {...props} multiline minRows={2} fullWidth />;
}

/** A select over a catalogue; `vacio` names the 'none' option when the field is optional. */
export function SelectCatalogo({
  etiqueta,
  valor,
  opciones,
  onCambio,
  vacio,
  error,
  name,
}: {
  etiqueta: string;
  valor: number | null;
  opciones: readonly OpcionCatalogoAcopio[];
  onCambio: (v: number | null) => void;
  vacio?: string;
  error?: string;
  name: string;
}) {
  return (
    <TextField
      select
      fullWidth
      name={name}
      label={etiqueta}
      value={valor ?? ''}
      onChange={(e) => onCambio(e.target.value === '' ? null : Number(e.target.value))}
      error={!!error}
      helperText={error}
      // the empty choice shows its words ('Sin lote'), not a blank field (issue 22 item 24)
      slotProps={vacio ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
    >
      {vacio ? (
        <MenuItem value="">
          <em>{vacio}</em>
        </MenuItem>
      ) : null}
      {opciones.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.nombre}
        </MenuItem>
      ))}
    </TextField>
  );
}
