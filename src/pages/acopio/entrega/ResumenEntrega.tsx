import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Link as MuiLink,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import { textoMonto } from '@domain/acopio/cantidades';
import { pesoNeto } from '@domain/acopio/pesadas';
import type { OpcionCatalogoAcopio } from '@domain/contrato/acopio';
import { Firma } from '../../../components/firma';
import { filasResumenPago } from './filasResumen';
import type { Lectura } from './modelo';
import type { cifrasEnVivo } from './modelo';

const nombreDe = (ops: readonly OpcionCatalogoAcopio[], id: number | null) => ops.find((o) => o.id === id)?.nombre ?? '—';

/**
 * The payment summary (spec 002 §2.3): what is paid now and what stays pending, the producer's signature while the
 * delivery has none, and Guardar. 'Volver a datos de pago' goes back with everything typed; 'Volver a la entrega'
 * reloads the form from the start.
 */
export function ResumenEntrega({
  productor,
  fecha,
  lectura,
  cifras,
  precio,
  pagadoAntes,
  metodo,
  unidades,
  pideFirma,
  textoFirmaConservada = 'La entrega ya tiene la firma del productor; se conserva.',
  avisoFirma,
  enviando,
  error,
  onVolver,
  onGuardar,
}: {
  productor: string;
  fecha: string;
  lectura: Lectura;
  cifras: ReturnType<typeof cifrasEnVivo>;
  precio: number;
  /** What the delivery was already paid (an edit keeps its payments); 0 for a new delivery. */
  pagadoAntes: number;
  metodo: string | null;
  unidades: readonly OpcionCatalogoAcopio[];
  pideFirma: boolean;
  /** What the summary says when the signature it has is kept (an edit, or a correction with the same figures). */
  textoFirmaConservada?: string;
  /** Why the producer signs again (a correction whose signed figures changed). */
  avisoFirma?: string;
  enviando: boolean;
  error: string | null;
  onVolver: () => void;
  onGuardar: (firma: string | null) => void;
}) {
  const [firma, setFirma] = useState<string | null>(null);
  const filas = filasResumenPago({ productor, fecha, lectura, cifras, precio, pagadoAntes, metodo });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Resumen del pago
      </Typography>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Pesadas de la entrega">
        <Table size="small" aria-label="Pesadas">
          <TableHead>
            <TableRow>
              <TableCell>Pesada</TableCell>
              <TableCell>Unidades</TableCell>
              <TableCell align="right">Bruto</TableCell>
              <TableCell align="right">Tara</TableCell>
              <TableCell align="right">Descuento</TableCell>
              <TableCell align="right">Neto</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lectura.pesadas.map((p, i) => (
              <TableRow key={i}>
                <TableCell>{i + 1}</TableCell>
                <TableCell>
                  {p.unidades.map((u) => `${nombreDe(unidades, u)}${p.bultos[String(u)] ? ` (${p.bultos[String(u)]})` : ''}`).join(', ')}
                </TableCell>
                <TableCell align="right">{textoMonto(p.peso_bruto)}</TableCell>
                <TableCell align="right">{textoMonto(p.peso_tara)}</TableCell>
                <TableCell align="right">{textoMonto(p.peso_descuento)}</TableCell>
                <TableCell align="right">{textoMonto(pesoNeto(p))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Stack component="dl" sx={{ my: 2 }}>
        {filas.map(([t, v]) => (
          <Stack key={t} direction="row" sx={{ justifyContent: 'space-between', py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography component="dt">{t}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={`resumen-${t}`}>
              {v}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {pideFirma && avisoFirma ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {avisoFirma}
        </Alert>
      ) : null}
      {pideFirma ? <Firma etiqueta="Firma del productor" onCambio={setFirma} /> : <Alert severity="info">{textoFirmaConservada}</Alert>}
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {error}
        </Alert>
      ) : null}
      {pideFirma && !firma ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Guardar se habilita cuando el productor haya firmado.
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onVolver} disabled={enviando}>
          Volver a datos de pago
        </Button>
        <MuiLink component="button" type="button" onClick={() => window.location.reload()} disabled={enviando}>
          Volver a la entrega
        </MuiLink>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<SaveIcon />} disabled={enviando || (pideFirma && !firma)} onClick={() => onGuardar(firma)}>
          {enviando ? 'Guardando…' : 'Guardar'}
        </Button>
      </Stack>
    </Paper>
  );
}
