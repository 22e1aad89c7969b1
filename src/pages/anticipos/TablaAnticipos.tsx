import {
  Link as MuiLink,
  Paper,
  Radio,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { formatoCentavos, formatoFecha } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import type { FilaAnticipo } from '@domain/contrato/anticipos';
import { ChipEstatus } from './ChipEstatus';

/**
 * 'Por {label}' (spec 002 §2.10): one row per advance with its figures to today; a row is chosen with its radio (the
 * actions above act on it). The producer's name opens their profile. On a phone each advance is a card.
 */
export function TablaAnticipos({
  filas,
  elegido,
  onElegir,
  angosta,
  conInteres,
}: {
  filas: FilaAnticipo[];
  elegido: number | null;
  onElegir: (f: FilaAnticipo) => void;
  angosta: boolean;
  conInteres: boolean;
}) {
  const productor = (f: FilaAnticipo) => (
    <MuiLink component={Link} to={rutas.cuentaPerfil(f.productor_uuid)}>
      {f.productor_nombre}
    </MuiLink>
  );
  if (angosta)
    return (
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Créditos">
        {filas.map((f) => (
          <Paper
            key={f.id}
            component="li"
            variant="outlined"
            sx={{ p: 1.5, borderColor: elegido === f.id ? 'primary.main' : undefined }}
            onClick={() => onElegir(f)}
          >
            <Stack direction="row" alignItems="center" justifyContent="space-between">
              <Stack direction="row" alignItems="center">
                <Radio
                  checked={elegido === f.id}
                  onChange={() => onElegir(f)}
                  slotProps={{ input: { 'aria-label': `Elegir ${f.folio}` } }}
                />
                <Typography fontWeight="bold">{f.folio}</Typography>
              </Stack>
              <ChipEstatus estatus={f.estatus} />
            </Stack>
            <Typography variant="body2">{productor(f)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatoFecha(f.fecha_ejecucion)} · {formatoCentavos(f.cantidad_anticipo)}
              {conInteres ? ` · interés ${formatoCentavos(f.total_interes)}` : ''}
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
      <Table size="small" aria-label="Créditos">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>Folio</TableCell>
            <TableCell>Fecha</TableCell>
            <TableCell>Productor</TableCell>
            <TableCell align="right">Monto</TableCell>
            {conInteres && <TableCell align="right">Interés</TableCell>}
            <TableCell align="right">Recuperado</TableCell>
            <TableCell align="right">Comisiones</TableCell>
            <TableCell align="right">Saldo</TableCell>
            <TableCell>Estatus</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f) => (
            <TableRow key={f.id} hover selected={elegido === f.id} onClick={() => onElegir(f)} sx={{ cursor: 'pointer' }}>
              <TableCell padding="checkbox">
                <Radio
                  checked={elegido === f.id}
                  onChange={() => onElegir(f)}
                  slotProps={{ input: { 'aria-label': `Elegir ${f.folio}` } }}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.folio}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatoFecha(f.fecha_ejecucion)}</TableCell>
              <TableCell>{productor(f)}</TableCell>
              <TableCell align="right">{formatoCentavos(f.cantidad_anticipo)}</TableCell>
              {conInteres && <TableCell align="right">{formatoCentavos(f.total_interes)}</TableCell>}
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
