import type { ReactNode } from 'react';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

/**
 * The side panels of the deliveries and lots list (spec 002 §2.7): 400 px from the right, the whole width on a
 * phone; Escape or the close button closes it.
 */
export function PanelLateral({
  abierto,
  titulo,
  onCerrar,
  children,
}: {
  abierto: boolean;
  titulo: string;
  onCerrar: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer anchor="right" open={abierto} onClose={onCerrar} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } } } }}>
      <Box role="dialog" aria-label={titulo} sx={{ p: 2 }}>
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2">
            {titulo}
          </Typography>
          <IconButton onClick={onCerrar} aria-label="Cerrar">
            <CloseIcon />
          </IconButton>
        </Stack>
        {children}
      </Box>
    </Drawer>
  );
}
