import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link as MuiLink, Typography } from '@mui/material';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { ENTORNO, URL_ACERCA_DE, VERSION } from '../entorno';

const estilo = { display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, color: 'text.primary' } as const;

/**
 * 'Acerca de' (spec 000 §2.3): the external page the installation configures (ACERCA_DE_URL);
 * without one, a dialog that says what Cosecha is and which version runs.
 */
export function AcercaDe({ minimizado }: { minimizado: boolean }) {
  const [abierto, setAbierto] = useState(false);
  if (URL_ACERCA_DE) {
    return (
      <MuiLink
        href={URL_ACERCA_DE}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Acerca de (se abre en otra pestaña)"
        sx={estilo}
        underline="hover"
      >
        <InfoOutlinedIcon fontSize="small" />
        {!minimizado && 'Acerca de'}
      </MuiLink>
    );
  }
  return (
    <>
      <MuiLink
        component="button"
        type="button"
        onClick={() => setAbierto(true)}
        aria-label="Acerca de"
        sx={{ ...estilo, textAlign: 'left', font: 'inherit' }}
        underline="hover"
      >
        <InfoOutlinedIcon fontSize="small" />
        {!minimizado && 'Acerca de'}
      </MuiLink>
      <Dialog open={abierto} onClose={() => setAbierto(false)} aria-labelledby="acerca-de-titulo">
        <DialogTitle id="acerca-de-titulo">Acerca de Cosecha</DialogTitle>
        <DialogContent>
          <Typography gutterBottom>
            Cosecha es la aplicación de administración de cooperativas de café, cacao y miel: productores y parcelas, padrón orgánico y SIC,
            EUDR, acopio, anticipos y calidad.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Versión {VERSION} · entorno {ENTORNO}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAbierto(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
