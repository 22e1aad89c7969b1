import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { formatoFechaHora } from '@domain/comun/formato';
import { MENSAJES_REMANENTE } from '@domain/remanente/remanente';
import type { GeneracionRemanente } from '@domain/contrato/remanente';

const productores = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'productor' : 'productores'}`;
const recibos = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'recibo nuevo o actualizado' : 'recibos nuevos o actualizados'}`;

/**
 * The generation's progress (issue 25: generating runs in the job queue): 'Sus recibos se estan generando.' (§8) with
 * the producers done of the cycle's and the receipts written so far while it runs; when it finished, when and what it did.
 */
export function AvanceGeneracion({ generacion, zona }: { generacion: GeneracionRemanente; zona: string | null | undefined }) {
  const { estado, hechos, total } = generacion;
  if (estado !== 'hecho') {
    const porcentaje = total > 0 ? Math.min(100, Math.floor((hechos * 100) / total)) : 0;
    return (
      <Alert severity="info" role="status" aria-live="polite">
        <Stack spacing={1}>
          <Typography fontWeight="bold">{MENSAJES_REMANENTE.generando}</Typography>
          <LinearProgress
            variant={estado === 'pendiente' ? 'indeterminate' : 'determinate'}
            value={porcentaje}
            aria-label="Avance de la generación de recibos"
          />
          <Typography variant="body2" data-testid="avance-generacion">
            {estado === 'pendiente'
              ? `En espera: ${productores(total)} con entregas en el ciclo.`
              : `${hechos.toLocaleString('en-US')} de ${productores(total)} · ${recibos(generacion.recibos)}`}
          </Typography>
          <Typography variant="body2">Puede seguir trabajando: la tabla se actualiza sola al terminar.</Typography>
        </Stack>
      </Alert>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" role="status" data-testid="ultima-generacion">
      Últimos recibos generados el {formatoFechaHora(generacion.terminado_en ?? generacion.created_at, zona)}: {productores(total)},{' '}
      {recibos(generacion.recibos)}.
    </Typography>
  );
}
