import { Typography } from '@mui/material';
import { TOPE_CONTEO } from '@domain/contrato/vinculos';

/**
 * Under a capped list (100 rows, issue 27's bench): how many there are and what to do to reach the rest, so that a
 * person never takes the first rows for the whole list. Nothing when the list is whole.
 */
export function AvisoTope({ mostradas, total, accion }: { mostradas: number; total: number; accion: string }) {
  if (total <= mostradas) return null;
  const n = (x: number) => x.toLocaleString('es-MX');
  // the server stops counting past TOPE_CONTEO (a two-letter search would count thousands to say so)
  const de = total > TOPE_CONTEO ? `más de ${n(TOPE_CONTEO)}` : n(total);
  return (
    <Typography variant="body2" color="text.secondary" role="status" sx={{ px: 2, py: 1 }}>
      {`Mostrando ${n(mostradas)} de ${de}: ${accion}`}
    </Typography>
  );
}
