import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

/**
 * A number typed as text (weights, percentages, scores): the decimal keyboard on a phone, the rule's message under it.
 * `ayuda` shows while there is no error, so the field does not jump when one appears.
 */
export function CampoNumero({
  etiqueta,
  valor,
  error,
  ayuda,
  onCambio,
  requerido,
  paso,
  ...resto
}: {
  etiqueta: string;
  valor: string;
  error?: string;
  ayuda?: string;
  onCambio: (v: string) => void;
  requerido?: boolean;
  /** the arrows' step of a score field (0.25): then a number input */
  paso?: number;
} & Pick<TextFieldProps, 'sx' | 'autoFocus' | 'name'>) {
  return (
    <TextField
      {...resto}
      size="small"
      label={etiqueta}
      value={valor}
      required={requerido}
      type={paso ? 'number' : 'text'}
      onChange={(e) => onCambio(e.target.value)}
      error={!!error}
      helperText={error ?? ayuda ?? ' '}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', ...(paso ? { step: paso, min: 0 } : {}) } }}
    />
  );
}

/** A catalogue choice; 'No hay elementos por mostrar' when the catalogue came back empty (spec 002 §8). */
export function CampoOpcion({
  etiqueta,
  valor,
  opciones,
  error,
  onCambio,
  requerido,
  sx,
}: {
  etiqueta: string;
  valor: number | '';
  opciones: readonly { id: number; nombre: string }[];
  error?: string;
  onCambio: (v: number) => void;
  requerido?: boolean;
  sx?: TextFieldProps['sx'];
}) {
  return (
    <TextField
      select
      size="small"
      label={etiqueta}
      value={opciones.some((o) => o.id === valor) ? valor : ''}
      onChange={(e) => onCambio(Number(e.target.value))}
      required={requerido}
      error={!!error}
      helperText={error ?? ' '}
      sx={{ minWidth: 180, ...sx }}
    >
      {opciones.length === 0 ? (
        <MenuItem disabled value="">
          No hay elementos por mostrar
        </MenuItem>
      ) : (
        opciones.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.nombre}
          </MenuItem>
        ))
      )}
    </TextField>
  );
}
