import { Box, LinearProgress, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatoNumero } from '@domain/comun/formato';
import { PALETA } from '@domain/tableros/graficas';
import { rutas } from '@domain/comun/rutas';
import { enlaceCuentasPadron } from '@domain/tableros/tablero-inicio';
import { porcentajeAvance } from '@domain/tableros/tableros';
import { TarjetaGrafica } from '../../components/graficas';
import type { AvanceSic } from '@domain/contrato/tableros';

/**
 * 'Avance total de levantamiento (SIC)' (spec 000 §2.9): a bar of surveyed over expected producers with both
 * totals, and links to the producers in the register (?organico=1) and in the organisation (the list).
 */
export function AvanceSicTarjeta({ avance }: { avance: AvanceSic }) {
  // the server's rule: whole percent, floored (99.6 % is not yet done)
  const pct = porcentajeAvance(avance);
  return (
    <TarjetaGrafica titulo="Avance total de levantamiento (SIC)">
      <Stack spacing={1.5}>
        <Stack direction="row" alignItems="baseline" spacing={1}>
          <Typography component="span" variant="h4" sx={{ fontWeight: 600 }}>
            {pct}%
          </Typography>
          <Typography component="span" color="text.secondary">
            levantado
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={pct}
          aria-label="Avance total de levantamiento (SIC)"
          aria-valuetext={`${pct}%`}
          sx={{ height: 14, borderRadius: 1, bgcolor: '#E0E0E0', '& .MuiLinearProgress-bar': { bgcolor: PALETA[0] } }}
        />
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            '& dd': { m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
          }}
        >
          <dt>Levantados</dt>
          <dd data-campo="total_levantado">{formatoNumero(avance.total_levantado)}</dd>
          <dt>Pendientes</dt>
          <dd data-campo="total_pendiente">{formatoNumero(avance.total_pendiente)}</dd>
          <dt>
            <MuiLink component={Link} to={enlaceCuentasPadron()}>
              Productores en el padrón
            </MuiLink>
          </dt>
          <dd data-campo="total_productores_padron">{formatoNumero(avance.total_productores_padron)}</dd>
          <dt>
            <MuiLink component={Link} to={rutas.cuentas()}>
              Productores en la organización
            </MuiLink>
          </dt>
          <dd data-campo="total_productores">{formatoNumero(avance.total_productores)}</dd>
        </Box>
      </Stack>
    </TarjetaGrafica>
  );
}
