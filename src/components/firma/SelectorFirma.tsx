import { useId, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import DrawIcon from '@mui/icons-material/Draw';
import { ALTO_VISTA_FIRMA } from '@domain/comite/firma';
import { perezosa } from '../perezosa';

const Dialogo = perezosa(() => import('./DialogoFirma').then((m) => m.DialogoFirma));

/**
 * The committee's signature (spec 000 §2.10): a 140 px preview of the current signature (§9) and a button that opens
 * the dialog to draw it, type the full name or the initials, upload an image or use the saved one. The same contract
 * as `Firma` (index.tsx): `onCambio` receives a PNG data URL, or null when the signature is removed. The dialog (and
 * signature_pad with it) loads when first opened.
 */
export function SelectorFirma({
  etiqueta,
  onCambio,
  firmaGuardada,
  valorInicial = null,
}: {
  etiqueta: string;
  onCambio: (png: string | null) => void;
  /** The signed-in user's saved signature (the session's `firma`: a stored file's uuid, or a data/object URL). */
  firmaGuardada?: string | null;
  /** A PNG data URL already chosen (the committee keeps it while the person reviews the evaluation and comes back). */
  valorInicial?: string | null;
}) {
  const [firma, setFirma] = useState<string | null>(valorInicial);
  const [abierto, setAbierto] = useState(false);
  const idEtiqueta = useId();

  const guardar = (png: string) => {
    setFirma(png);
    setAbierto(false);
    onCambio(png);
  };
  const quitar = () => {
    setFirma(null);
    onCambio(null);
  };

  return (
    <Stack spacing={1} role="group" aria-labelledby={idEtiqueta}>
      <Typography id={idEtiqueta} variant="subtitle1" component="h3">
        {etiqueta}
      </Typography>
      {firma ? (
        <Box
          component="img"
          src={firma}
          alt={`${etiqueta}: vista previa`}
          sx={{
            height: ALTO_VISTA_FIRMA,
            maxWidth: '100%',
            alignSelf: 'flex-start',
            objectFit: 'contain',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
          }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Sin firma. Pulse «Firmar» para dibujarla, escribir su nombre o sus iniciales, o subir una imagen.
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant={firma ? 'outlined' : 'contained'} startIcon={<DrawIcon />} onClick={() => setAbierto(true)}>
          {firma ? 'Cambiar firma' : 'Firmar'}
        </Button>
        {firma ? <Button onClick={quitar}>Quitar firma</Button> : null}
      </Stack>
      {abierto ? <Dialogo titulo={etiqueta} firmaGuardada={firmaGuardada} onGuardar={guardar} onCerrar={() => setAbierto(false)} /> : null}
    </Stack>
  );
}
