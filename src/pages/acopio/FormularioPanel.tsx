import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';

/**
 * The form inside a side panel of the deliveries and lots screens (PanelLateral): its fields, then «Cancelar» and the
 * panel's action. Enter submits, as in every panel; the action is disabled while the call is out, so a double click
 * sends once (the writes also carry their Idempotency-Key).
 */
export function FormularioPanel({
  accion,
  enviando,
  onEnviar,
  onCerrar,
  children,
}: {
  /** The submit button's word: «Asignar», «Cambiar», «Guardar». */
  accion: string;
  enviando: boolean;
  onEnviar: () => unknown;
  onCerrar: () => void;
  children: ReactNode;
}) {
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void onEnviar())}>
      {children}
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onCerrar}>Cancelar</Button>
        <Button type="submit" variant="contained" disabled={enviando}>
          {accion}
        </Button>
      </Stack>
    </Stack>
  );
}
