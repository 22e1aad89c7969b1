import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ZarandaGuardada } from '@domain/contrato/calidad';

const gramos = (filas: ZarandaGuardada['defectos_primarios']) => filas.reduce((t, d) => t + d.gramos, 0) / 100;
const dosDecimales = (v: number | null) => (v ?? 0).toFixed(2);

/**
 * The defects chart per sieve of the physical info (spec 002 §2.15): grams of primary and secondary defects on each
 * sieve, stacked, horizontal so sieve names stay readable on a phone. Its own BarChart rather than the dashboards'
 * GraficaBarras, whose axis and labels show whole numbers: defects weigh fractions of a gram (§9, two decimals).
 * Loaded only with the info page (the charts stay out of the main bundle).
 */
export function GraficaDefectos({ zarandas }: { zarandas: readonly ZarandaGuardada[] }) {
  const nombres = zarandas.map((z, i) => `${i + 1}. ${z.zaranda.nombre}`);
  const primarios = zarandas.map((z) => gramos(z.defectos_primarios));
  const secundarios = zarandas.map((z) => gramos(z.defectos_secundarios));
  const descripcion = `Gramos de defectos por zaranda: ${nombres
    .map((n, i) => `${n}, ${dosDecimales(primarios[i])} g primarios y ${dosDecimales(secundarios[i])} g secundarios`)
    .join('; ')}.`;
  const alto = Math.max(160, zarandas.length * 48 + 80);
  return (
    <Box role="img" aria-label={descripcion} sx={{ width: '100%', minWidth: 0, height: alto }}>
      <BarChart
        height={alto}
        skipAnimation
        layout="horizontal"
        margin={{ top: 8, right: 24, bottom: 8, left: 8 }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
        yAxis={[{ scaleType: 'band', data: nombres, width: 110 }]}
        xAxis={[{ valueFormatter: (v: number) => `${v} g`, tickMinStep: 0.25, height: 28 }]}
        series={[
          {
            id: 'primarios',
            label: 'Primarios (g)',
            data: primarios,
            color: '#B23A48',
            stack: 'g',
            valueFormatter: (v) => `${dosDecimales(v)} g`,
          },
          {
            id: 'secundarios',
            label: 'Secundarios (g)',
            data: secundarios,
            color: '#C07A1E',
            stack: 'g',
            valueFormatter: (v) => `${dosDecimales(v)} g`,
          },
        ]}
      />
    </Box>
  );
}
