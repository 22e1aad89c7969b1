import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type SignaturePad from 'signature_pad';
import { LIENZO_FIRMA } from '@domain/comite/firma';
import { ESCALA_FIRMA, FONDO_FIRMA, TINTA_FIRMA } from './lienzoFirma';

/**
 * 'Dibujar': the 250×125 signature_pad canvas (spec 000 §4) with 'Limpiar'. The canvas keeps a fixed 2× pixel size
 * (not the screen's density) so every drawn signature is the same 500×250 PNG the other modes make.
 */
export function PadFirma({ onCambio }: { onCambio: (png: string | null) => void }) {
  const lienzo = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const avisar = useRef(onCambio);
  avisar.current = onCambio;
  const [vacia, setVacia] = useState(true);
  const idAyuda = useId();

  useEffect(() => {
    let vivo = true;
    void import('signature_pad').then(({ default: Pad }) => {
      const c = lienzo.current;
      if (!vivo || !c) return;
      c.width = LIENZO_FIRMA.ancho * ESCALA_FIRMA;
      c.height = LIENZO_FIRMA.alto * ESCALA_FIRMA;
      // signature_pad works in CSS pixels (it subtracts the canvas' position): the context scales them.
      c.getContext('2d')?.scale(ESCALA_FIRMA, ESCALA_FIRMA);
      const p = new Pad(c, { penColor: TINTA_FIRMA, backgroundColor: FONDO_FIRMA });
      p.clear();
      p.addEventListener('endStroke', () => {
        setVacia(p.isEmpty());
        avisar.current(p.isEmpty() ? null : p.toDataURL('image/png'));
      });
      pad.current = p;
    });
    return () => {
      vivo = false;
      pad.current?.off();
      pad.current = null;
    };
  }, []);

  const limpiar = () => {
    pad.current?.clear();
    setVacia(true);
    onCambio(null);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography id={idAyuda} variant="body2" color="text.secondary">
        Firme dentro del recuadro con el dedo, un lápiz o el ratón. Si no puede dibujar, escriba su nombre o sus iniciales, o suba una
        imagen.
      </Typography>
      <Box
        sx={{ border: 1, borderColor: vacia ? 'warning.main' : 'success.main', borderRadius: 1, bgcolor: FONDO_FIRMA, touchAction: 'none' }}
      >
        <canvas
          ref={lienzo}
          data-testid="lienzo-firma-comite"
          role="img"
          aria-label="Recuadro para dibujar la firma"
          aria-describedby={idAyuda}
          style={{ display: 'block', width: LIENZO_FIRMA.ancho, height: LIENZO_FIRMA.alto, cursor: 'crosshair' }}
        />
      </Box>
      <Button onClick={limpiar} disabled={vacia} size="small">
        Limpiar
      </Button>
    </Stack>
  );
}
