import { Box, Typography } from '@mui/material';

/** Footer with a generic copyright (spec 000 §2.3). */
export function PiePagina() {
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        © {new Date().getFullYear()} Cosecha. Todos los derechos reservados.
      </Typography>
    </Box>
  );
}
