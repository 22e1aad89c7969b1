import { Link as MuiLink, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatoCentavos } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import type { FilaAnticiposProductor } from '@domain/contrato/anticipos';
import { ChipEstatus } from './ChipEstatus';

/**
 * 'Por productor' (spec 002 §2.10, §3 'Per-producer advance summary'): the status table's columns (num_creditos,
 * total, total_anticipos, total_interes, total_anticipos_recuperados, total_comisiones, total_saldo, estatus), Vigente
 * while any of the producer's advances is (R096). The name opens the profile.
 */
export function TablaPorProductor({
  filas,
  angosta,
  conInteres,
}: {
  filas: FilaAnticiposProductor[];
  angosta: boolean;
  conInteres: boolean;
}) {
  const nombre = (f: FilaAnticiposProductor) => (
    <MuiLink component={Link} to={rutas.cuentaPerfil(f.productor_uuid)}>
      {f.productor_nombre}
    </MuiLink>
  );
  if (angosta)
    return (
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Créditos por productor">
        {filas.map((f) => (
          <Paper key={f.id_cuenta} component="li" variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" alignItems="center" justifyContent="space-between">
              <Typography fontWeight="bold">{nombre(f)}</Typography>
              <ChipEstatus estatus={f.estatus} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {f.num_creditos} {f.num_creditos === 1 ? 'crédito' : 'créditos'} · {formatoCentavos(f.total_anticipos)}
            </Typography>
            <Typography variant="body2">
              Recuperado {formatoCentavos(f.total_anticipos_recuperados)} · Saldo <strong>{formatoCentavos(f.total_saldo)}</strong>
            </Typography>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Créditos por productor">
        <TableHead>
          <TableRow>
            <TableCell>Productor</TableCell>
            <TableCell>Localidad</TableCell>
            <TableCell align="right">Créditos</TableCell>
            <TableCell align="right">Prestado</TableCell>
            {conInteres && <TableCell align="right">Interés</TableCell>}
            <TableCell align="right">Total</TableCell>
            <TableCell align="right">Recuperado</TableCell>
            <TableCell align="right">Comisiones</TableCell>
            <TableCell align="right">Saldo</TableCell>
            <TableCell>Estatus</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f) => (
            <TableRow key={f.id_cuenta} hover>
              <TableCell>{nombre(f)}</TableCell>
              <TableCell>{f.localidad ?? '--'}</TableCell>
              <TableCell align="right">{f.num_creditos}</TableCell>
              <TableCell align="right">{formatoCentavos(f.total_anticipos)}</TableCell>
              {conInteres && <TableCell align="right">{formatoCentavos(f.total_interes)}</TableCell>}
              <TableCell align="right">{formatoCentavos(f.total)}</TableCell>
              <TableCell align="right">{formatoCentavos(f.total_anticipos_recuperados)}</TableCell>
              <TableCell align="right">{formatoCentavos(f.total_comisiones)}</TableCell>
              <TableCell align="right">{formatoCentavos(f.total_saldo)}</TableCell>
              <TableCell>
                <ChipEstatus estatus={f.estatus} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
