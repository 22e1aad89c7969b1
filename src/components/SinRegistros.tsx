import { Typography } from '@mui/material';

/** Empty table text (spec 000 §8). */
export function SinRegistros() {
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      Sin registros encontrados
    </Typography>
  );
}
