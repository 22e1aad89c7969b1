import { Chip, Link, Paper, Radio, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatoCentavos, formatoFecha } from '@domain/comun/formato';
import type { FilaEfectivo, FilaEfectivoCentro } from '@domain/contrato/efectivo';

/** A voided disbursement stays in the list, struck through, with its reason (issue 25). */
const tachado = (f: FilaEfectivo) => (f.anulado ? { textDecoration: 'line-through', color: 'text.secondary' } : {});

/**
 * 'por Movimiento' (spec 002 §2.11): one row per disbursement; at most one chosen with its radio (R104). The table
 * scrolls sideways on a phone.
 */
export function TablaEfectivo({
  filas,
  elegido,
  onElegir,
}: {
  filas: FilaEfectivo[];
  elegido: number | null;
  onElegir: (f: FilaEfectivo) => void;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Desembolsos de efectivo">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>Id</TableCell>
            <TableCell>Fecha de envío</TableCell>
            <TableCell>Centro de acopio</TableCell>
            <TableCell align="right">Cantidad</TableCell>
            <TableCell>Motivo</TableCell>
            <TableCell>Acopiador</TableCell>
            <TableCell>Registró</TableCell>
            <TableCell>Observaciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f) => (
            <TableRow key={f.id} hover selected={elegido === f.id} onClick={() => onElegir(f)} sx={{ cursor: 'pointer' }}>
              <TableCell padding="checkbox">
                <Radio
                  checked={elegido === f.id}
                  onChange={() => onElegir(f)}
                  slotProps={{ input: { 'aria-label': `Elegir desembolso ${f.id}` } }}
                />
              </TableCell>
              <TableCell sx={tachado(f)}>{f.id}</TableCell>
              <TableCell sx={tachado(f)}>{formatoFecha(f.fecha_envio)}</TableCell>
              <TableCell sx={tachado(f)}>{f.centro_acopio}</TableCell>
              <TableCell align="right" sx={tachado(f)}>
                {formatoCentavos(f.cantidad)}
              </TableCell>
              <TableCell>
                <Chip size="small" label={f.motivo} sx={{ bgcolor: f.motivo_color, color: '#fff' }} />
              </TableCell>
              <TableCell>{f.usuario_acopiador ?? '—'}</TableCell>
              <TableCell>{f.usuario_registro ?? '—'}</TableCell>
              <TableCell>
                {f.anulado ? (
                  <Typography variant="body2" color="error">
                    Anulado: {f.motivo_anulacion}
                  </Typography>
                ) : (
                  (f.observaciones ?? '')
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** 'por Centro de Acopio' (§3 'Per-centre cash summary'): sent, paid at the scale and the balance, red when short. */
export function TablaPorCentro({ filas, onVer }: { filas: FilaEfectivoCentro[]; onVer: (c: FilaEfectivoCentro) => void }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Efectivo por centro de acopio">
        <TableHead>
          <TableRow>
            <TableCell>Centro de acopio</TableCell>
            <TableCell align="right">Desembolsos</TableCell>
            <TableCell align="right">Efectivo enviado</TableCell>
            <TableCell align="right">Pagado en báscula</TableCell>
            <TableCell align="right">Saldo</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((c) => (
            <TableRow key={c.id ?? 'sin'}>
              <TableCell>
                {/* its disbursements, a page at a time, in 'por Movimiento' */}
                <Link component="button" type="button" onClick={() => onVer(c)} aria-label={`Ver los desembolsos de ${c.nombre}`}>
                  {c.nombre}
                </Link>
              </TableCell>
              <TableCell align="right">{c.num_desembolsos}</TableCell>
              <TableCell align="right">{formatoCentavos(c.desembolsos_sum_cantidad)}</TableCell>
              <TableCell align="right">{formatoCentavos(c.acopio_pagos_sum_total)}</TableCell>
              <TableCell align="right" sx={{ color: c.saldo < 0 ? 'error.main' : undefined, fontWeight: 'bold' }}>
                {formatoCentavos(c.saldo)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
