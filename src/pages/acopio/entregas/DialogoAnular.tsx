import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import type { HttpError } from 'react-admin';
import { MOTIVO_MAXIMO, validarAnulacion } from '@domain/acopio/anulacion';
import { textoMonto } from '@domain/acopio/cantidades';
import type { FilaEntregaListado } from '@domain/contrato/acopio-lotes';
import { anularEntrega } from '../../../api/acopio-lotes';

/**
 * 'Anular entrega' (issue 22 item 4): a delivery with payments is voided with a reason, never deleted. The reason is
 * checked by the same rule as the server's before sending; one Idempotency-Key per opening of the dialog, so a
 * second click or a retry voids once. The server's answer (403, 409, 422) is shown in the dialog.
 */
export function DialogoAnular({
  r,
  abierto,
  onCerrar,
  onAnulada,
}: {
  r: FilaEntregaListado;
  abierto: boolean;
  onCerrar: () => void;
  onAnulada: (mensaje: string) => void;
}) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [clave] = useState(() => crypto.randomUUID());
  const enviar = async () => {
    const e = validarAnulacion({ motivo });
    if (e.motivo) return setError(e.motivo[0]);
    setEnviando(true);
    try {
      const res = await anularEntrega(r.acopio_uuid, { motivo, version: r.version }, clave);
      onAnulada(res.message);
    } catch (x) {
      const h = x as HttpError & { body?: { errors?: Record<string, string[]> } };
      setError(h.body?.errors?.motivo?.[0] ?? h.message);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Dialog open={abierto} onClose={onCerrar} fullWidth maxWidth="sm" onClick={(e) => e.stopPropagation()}>
      <DialogTitle>Anular entrega {r.folio_acopio}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          La entrega tiene pagos por $ {textoMonto(r.pagado_a_productor)}: no se elimina. Al anularla sus pagos se revierten y deja de
          contar en los totales; queda en el listado, tachada, con su motivo.
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label="Motivo de la anulación"
          value={motivo}
          onChange={(e) => {
            setMotivo(e.target.value);
            setError(null);
          }}
          error={!!error}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: MOTIVO_MAXIMO } }}
          required
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>Cancelar</Button>
        <Button color="error" variant="contained" disabled={enviando} onClick={() => void enviar()}>
          Anular
        </Button>
      </DialogActions>
    </Dialog>
  );
}
