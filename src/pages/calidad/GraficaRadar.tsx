import { Box } from '@mui/material';
import { RadarChart } from '@mui/x-charts/RadarChart';

/** Names too long for the labels around a phone-width radar (the table beside it keeps the full ones). */
const CORTOS: Record<string, string> = { 'Puntaje del catador': 'Catador', 'Sensación en boca': 'Boca', 'Impresión general': 'General' };

/**
 * The cupping's radar (spec 002 §2.15, §9: axis 0 to 10; the CVA form's points run 1 to 9, so its axis ends at 9). Only
 * the sensory info page loads it. The picture repeats the scores table beside it, so it is named with the scores.
 */
export function GraficaRadar({ atributos, maximo }: { atributos: readonly { nombre: string; valor: number }[]; maximo: number }) {
  const descripcion = `Puntajes por atributo: ${atributos.map((a) => `${a.nombre} ${a.valor.toFixed(2)}`).join(', ')}.`;
  return (
    <Box role="img" aria-label={descripcion} sx={{ width: '100%', maxWidth: 480, mx: 'auto' }}>
      <RadarChart
        height={340}
        skipAnimation
        hideLegend
        margin={{ top: 36, bottom: 36, left: 88, right: 88 }}
        series={[{ label: 'Puntaje', data: atributos.map((a) => a.valor), color: '#6F4E37', fillArea: true }]}
        radar={{ max: maximo, metrics: atributos.map((a) => ({ name: CORTOS[a.nombre] ?? a.nombre, min: 0, max: maximo })) }}
      />
    </Box>
  );
}
