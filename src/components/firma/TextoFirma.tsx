import { useEffect, useRef, useState } from 'react';
import { Box, Stack, TextField } from '@mui/material';
import { LIENZO_FIRMA, tamanoLetraFirma, type ModoTextoFirma } from '@domain/comite/firma';
import { dibujarTextoFirma, FONDO_FIRMA, fuenteFirma } from './lienzoFirma';

const ETIQUETA: Record<ModoTextoFirma, string> = { nombre: 'Nombre completo', iniciales: 'Iniciales' };
const AYUDA: Record<ModoTextoFirma, string> = {
  nombre: 'Escriba su nombre completo: se dibuja como firma en letra manuscrita.',
  iniciales: 'Escriba sus iniciales: se dibujan grandes, como firma.',
};

/**
 * 'Nombre completo' and 'Iniciales': the typed text drawn on the 250×125 canvas at the R041 size, redrawn as the
 * person types (the canvas is the preview). The face is waited for before drawing, so the first letters do not come
 * out in a fallback face.
 */
export function TextoFirma({ modo, onCambio }: { modo: ModoTextoFirma; onCambio: (png: string | null) => void }) {
  const lienzo = useRef<HTMLCanvasElement>(null);
  const avisar = useRef(onCambio);
  avisar.current = onCambio;
  const [texto, setTexto] = useState('');

  useEffect(() => {
    let vigente = true;
    const dibujar = () => {
      if (vigente && lienzo.current) avisar.current(dibujarTextoFirma(lienzo.current, texto, modo));
    };
    const fuentes = typeof document !== 'undefined' ? document.fonts : undefined;
    if (fuentes?.load) fuentes.load(fuenteFirma(texto || 'A', modo)).then(dibujar, dibujar);
    else dibujar();
    return () => {
      vigente = false;
    };
  }, [texto, modo]);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={ETIQUETA[modo]}
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        helperText={AYUDA[modo]}
        autoComplete={modo === 'nombre' ? 'name' : 'off'}
        slotProps={{ htmlInput: { maxLength: modo === 'nombre' ? 80 : 6 } }}
        fullWidth
      />
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: FONDO_FIRMA }}>
        <canvas
          ref={lienzo}
          role="img"
          aria-label={texto.trim() ? `Vista de la firma: ${texto.trim()}` : 'Vista de la firma (vacía)'}
          data-tamano={tamanoLetraFirma(texto, modo)}
          style={{ display: 'block', width: LIENZO_FIRMA.ancho, height: LIENZO_FIRMA.alto }}
        />
      </Box>
    </Stack>
  );
}
