import { TextField, type TextFieldProps } from '@mui/material';

/**
 * A date of the collection screens (delivery, harvest, payment, state, sale): the browser's date picker, its label
 * kept above the box because an empty date input still shows the picker's own placeholder under it. `error` is the
 * message to show, as in CampoCifra; without one, `helperText` stays.
 */
export function CampoFecha({ error, ...props }: Omit<TextFieldProps, 'error' | 'type'> & { error?: string }) {
  return (
    <TextField
      {...props}
      type="date"
      error={!!error}
      helperText={error ?? props.helperText}
      slotProps={{ ...props.slotProps, inputLabel: { shrink: true } }}
    />
  );
}
