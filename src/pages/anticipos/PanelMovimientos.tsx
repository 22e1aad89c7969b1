import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatoCentavos, formatoFecha } from '@domain/comun/formato';
import type { FilaAnticipo, PagoAnticipo, RespuestaAbono } from '@domain/contrato/anticipos';
import { anularAbono, detalleAnticipo, nuevaClave } from '../../api/anticipos';
import { Cargando } from '../../components/Cargando';
import { PanelLateral } from '../acopio/PanelLateral';

/**
 * An advance's movements (spec 002 §3 'Advance repayment'): each repayment or recovery with what it paid of interest
 * and of capital; a voided one struck through with its reason. Whoever may void (ACOPIOS_ANTICIPOS_ANULAR) voids a
 * cash repayment with a reason (issue 25 'Money is voided, never deleted').
 */
export function PanelMovimientos({
  anticipo,
  puedeAnular,
  onCerrar,
  onAnulado,
}: {
  anticipo: FilaAnticipo | null;
  puedeAnular: boolean;
  onCerrar: () => void;
  onAnulado: (r: RespuestaAbono) => void;
}) {
  return (
    <PanelLateral abierto={!!anticipo} titulo={anticipo ? `Abonos de ${anticipo.folio}` : 'Abonos'} onCerrar={onCerrar}>
      {anticipo && <Contenido anticipo={anticipo} puedeAnular={puedeAnular} onAnulado={onAnulado} />}
    </PanelLateral>
  );
}

function Contenido({
  anticipo,
  puedeAnular,
  onAnulado,
}: {
  anticipo: FilaAnticipo;
  puedeAnular: boolean;
  onAnulado: (r: RespuestaAbono) => void;
}) {
  const detalle = useQuery({
    queryKey: ['cosecha', 'anticipo', anticipo.id, anticipo.version, anticipo.num_pagos],
    queryFn: () => detalleAnticipo(anticipo.id),
  });
  const [aAnular, setAAnular] = useState<PagoAnticipo | null>(null);
  if (detalle.isPending) return <Cargando />;
  if (detalle.isError) return <Alert severity="error">No se pudieron leer los abonos. Cierre el panel e inténtelo de nuevo.</Alert>;
  const pagos = detalle.data.anticipo_pagos;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {anticipo.productor_nombre} · prestado {formatoCentavos(anticipo.cantidad_anticipo)} el {formatoFecha(anticipo.fecha_ejecucion)} ·
        saldo hoy <strong>{formatoCentavos(detalle.data.total_saldo)}</strong>
      </Typography>
      {pagos.length === 0 ? (
        <Typography color="text.secondary">Sin abonos ni recuperaciones. Registre uno con «Abono de efectivo».</Typography>
      ) : (
        <List dense aria-label="Abonos">
          {pagos.map((p) => (
            <ListItem
              key={p.uuid}
              divider
              secondaryAction={
                puedeAnular && !p.anulado && p.tipo === 'abono' ? (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setAAnular(p)}
                    aria-label={`Anular el abono del ${formatoFecha(p.fecha_ejecucion)}`}
                  >
                    Anular
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                sx={p.anulado ? { textDecoration: 'line-through', color: 'text.disabled' } : undefined}
                primary={`${formatoFecha(p.fecha_ejecucion)} · ${formatoCentavos(p.cantidad_pago)} · ${p.tipo === 'abono' ? 'abono en efectivo' : `recuperado en la entrega ${p.folio_acopio ?? ''}`}`}
                secondary={
                  p.anulado
                    ? `ANULADO: ${p.motivo_anulacion ?? ''}`
                    : `Interés ${formatoCentavos(p.aplicado_interes)} · capital ${formatoCentavos(p.aplicado_capital)}${p.comision_efectivo ? ` · comisión ${formatoCentavos(p.comision_efectivo)}` : ''}`
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <DialogoAnular
        pago={aAnular}
        onCerrar={() => setAAnular(null)}
        onAnulado={(r) => {
          setAAnular(null);
          void detalle.refetch();
          onAnulado(r);
        }}
      />
    </>
  );
}

function DialogoAnular({
  pago,
  onCerrar,
  onAnulado,
}: {
  pago: PagoAnticipo | null;
  onCerrar: () => void;
  onAnulado: (r: RespuestaAbono) => void;
}) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [clave, setClave] = useState(nuevaClave);
  const anular = async () => {
    if (!pago) return;
    if (!motivo.trim()) return setError('Escriba el motivo de la anulación');
    setEnviando(true);
    try {
      onAnulado(await anularAbono(pago.uuid, motivo.trim(), clave));
      setMotivo('');
      setClave(nuevaClave());
    } catch (e) {
      setError(e instanceof Error ? e.message : 'No se pudo anular el abono. Inténtelo de nuevo.');
    }
    setEnviando(false);
  };
  return (
    <Dialog open={!!pago} onClose={() => !enviando && onCerrar()} aria-labelledby="titulo-anular-abono">
      <DialogTitle id="titulo-anular-abono">Anular el abono</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {pago &&
            `El abono de ${formatoCentavos(pago.cantidad_pago)} del ${formatoFecha(pago.fecha_ejecucion)} quedará anulado y el saldo se recalculará sin él. El registro no se borra.`}
        </DialogContentText>
        <TextField
          label="Motivo"
          value={motivo}
          onChange={(e) => setMotivo(e.target.value)}
          error={!!error}
          helperText={error ?? ' '}
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar} disabled={enviando}>
          Cancelar
        </Button>
        <Button color="error" variant="contained" onClick={anular} disabled={enviando}>
          Anular abono
        </Button>
      </DialogActions>
    </Dialog>
  );
}
