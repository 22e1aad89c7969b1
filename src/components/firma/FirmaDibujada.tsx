import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type SignaturePad from 'signature_pad';

/** The drawing stays small on any screen: the server decodes it with a pixel limit (archivos/imagen.ts). */
const ALTO = 180;
const ESCALA_MAXIMA = 2;

/**
 * A signature drawn with a finger, a pen or the mouse (spec 002 §2.3 and §2.4 summaries), as a PNG data URL:
 * `onCambio(null)` while it is empty or erased. signature_pad is imported when the pad first shows, so it is not
 * in the first screen's bundle. Reusable: the committee's signature can use it too.
 */
export function FirmaDibujada({ etiqueta, onCambio }: { etiqueta: string; onCambio: (png: string | null) => void }) {
  const lienzo = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const avisar = useRef(onCambio);
  avisar.current = onCambio;
  const [vacia, setVacia] = useState(true);
  const idAyuda = useId();

  useEffect(() => {
    let vivo = true;
    let alCambiarTamano: (() => void) | null = null;
    void import('signature_pad').then(({ default: Pad }) => {
      const c = lienzo.current;
      if (!vivo || !c) return;
      const p = new Pad(c, { penColor: '#1a237e', backgroundColor: 'rgb(255,255,255)' });
      const ajustar = () => {
        // Canvas pixels follow the CSS size × the screen's density, or strokes look blurred and offset.
        const escala = Math.min(window.devicePixelRatio || 1, ESCALA_MAXIMA);
        const datos = p.toData();
        c.width = c.offsetWidth * escala;
        c.height = ALTO * escala;
        c.getContext('2d')?.scale(escala, escala);
        p.clear();
        p.fromData(datos);
      };
      ajustar();
      alCambiarTamano = ajustar;
      window.addEventListener('resize', ajustar);
      p.addEventListener('endStroke', () => {
        setVacia(p.isEmpty());
        avisar.current(p.isEmpty() ? null : p.toDataURL('image/png'));
      });
      pad.current = p;
    });
    return () => {
      vivo = false;
      if (alCambiarTamano) window.removeEventListener('resize', alCambiarTamano);
      pad.current?.off();
      pad.current = null;
    };
  }, []);

  const borrar = () => {
    pad.current?.clear();
    setVacia(true);
    onCambio(null);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {etiqueta}
      </Typography>
      <Typography id={idAyuda} variant="body2" color="text.secondary">
        El productor firma dentro del recuadro con el dedo, un lápiz o el ratón.
      </Typography>
      <Box sx={{ border: 1, borderColor: vacia ? 'warning.main' : 'success.main', borderRadius: 1, bgcolor: '#fff', touchAction: 'none' }}>
        <canvas
          ref={lienzo}
          data-testid="lienzo-firma"
          aria-label={etiqueta}
          aria-describedby={idAyuda}
          role="img"
          style={{ display: 'block', width: '100%', height: ALTO, cursor: 'crosshair' }}
        />
      </Box>
      <Box>
        <Button onClick={borrar} disabled={vacia} size="small">
          Borrar firma
        </Button>
      </Box>
    </Stack>
  );
}
