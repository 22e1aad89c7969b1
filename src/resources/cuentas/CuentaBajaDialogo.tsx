import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, type HttpError } from 'react-admin';
import { darDeBaja } from '../../api/cuentas';
import { motivosBaja } from '../../api/catalogos';
import type { Cuenta } from './tipos';

const MOTIVO_REQUERIDO = 'Debe seleccionar un motivo de baja';

/** The server's reason for a failed baja: a field message first, else its message. */
const mensajeDeError = (e: unknown): string => {
  const err = e as HttpError;
  const campos = err?.body?.errors as Record<string, string> | undefined;
  return (campos && Object.values(campos)[0]) || err?.message || 'No se pudo dar de baja al productor.';
};

/**
 * 'Dar de baja' (spec 000 §4, §8; DECISIONES 'dar de baja'): a reason from `sic/cat_cuentas_bajas` is
 * required, the person confirms it is permanent, then `admin/sic/listado_bajas`; a failure shows the
 * server's message with 'Regresar a listado de productores'.
 */
export function CuentaBajaDialogo({ cuenta, onClose, onHecho }: { cuenta: Cuenta | null; onClose: () => void; onHecho: () => void }) {
  const notify = useNotify();
  const [motivo, setMotivo] = useState<number | ''>('');
  const [errorMotivo, setErrorMotivo] = useState<string | null>(null);
  const [fallo, setFallo] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const motivos = useQuery({
    queryKey: ['cosecha', 'cat_cuentas_bajas'],
    enabled: cuenta != null,
    staleTime: 10 * 60_000,
    queryFn: motivosBaja,
  });
  const cerrar = () => {
    setMotivo('');
    setErrorMotivo(null);
    setFallo(null);
    onClose();
  };

  const confirmar = async () => {
    if (!cuenta) return;
    if (motivo === '') {
      setErrorMotivo(MOTIVO_REQUERIDO);
      return;
    }
    setEnviando(true);
    try {
      const r = await darDeBaja({
        id_cuenta: cuenta.id_num,
        id_ciclo: cuenta.id_ciclo,
        id_cat_cuentas_bajas: motivo,
        padronesSeleccionados: [{ confirmado: cuenta.confirmado === 1 ? 1 : 0, organico: cuenta.organico === 1 ? 1 : 0 }],
      });
      notify(r.message || `Se dio de baja al productor ${cuenta.nombre}`, { type: 'success' });
      setMotivo('');
      onHecho();
    } catch (e) {
      setFallo(mensajeDeError(e));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog open={cuenta != null} onClose={cerrar} aria-labelledby="baja-titulo" fullWidth maxWidth="sm">
      <DialogTitle id="baja-titulo">Dar de baja</DialogTitle>
      {fallo ? (
        <>
          <DialogContent>
            <Alert severity="error">{fallo}</Alert>
          </DialogContent>
          <DialogActions>
            <Button
              onClick={() => {
                setFallo(null);
                setMotivo('');
                onHecho();
              }}
              autoFocus
            >
              Regresar a listado de productores
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              ¿Seguro que desea dar de baja a <strong>{cuenta?.nombre}</strong> ({cuenta?.clave_tx}) en el ciclo {cuenta?.ciclo}? La baja es
              permanente: no se puede deshacer.
            </DialogContentText>
            <TextField
              select
              fullWidth
              required
              label="Motivo de baja"
              value={motivo}
              onChange={(e) => {
                setMotivo(Number(e.target.value));
                setErrorMotivo(null);
              }}
              error={errorMotivo != null}
              helperText={errorMotivo ?? ' '}
            >
              {(motivos.data ?? []).map((m) => (
                <MenuItem key={m.id} value={m.id}>
                  {m.nombre}
                </MenuItem>
              ))}
            </TextField>
          </DialogContent>
          <DialogActions>
            <Button onClick={cerrar}>Cancelar</Button>
            <Button onClick={confirmar} color="error" variant="contained" disabled={enviando}>
              Dar de baja
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
