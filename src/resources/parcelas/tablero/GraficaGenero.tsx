import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatoHectareas, formatoNumero } from '@domain/comun/formato';
import { barrasGenero, muestraEtiquetaResto, type FilaGenero } from '@domain/tableros/grafica-genero';
import { PALETA } from '@domain/tableros/graficas';
import { GraficaBarras } from '../../../components/graficas';

/** A label only where the bar can hold it (it would spill over the next bar otherwise). */
const cabe = (texto: string, espacio: number) => espacio >= texto.length * 7 + 6;

const ESTILO_ETIQUETAS = {
  '& .MuiBarLabel-root': {
    fontSize: 12,
    fontWeight: 700,
    fill: '#FFFFFF',
    paintOrder: 'stroke',
    stroke: 'rgba(0,0,0,0.6)',
    strokeWidth: 3,
  },
};

/**
 * The gender chart (001 §2.2, §9, R088), women, men and unassigned: the coffee hectares with the rest of the
 * total area stacked on them (the bar reaches the total area), and beside it the estimated production in kg.
 * Two charts, not one with two scales: hectares and kilograms share no axis. Hectares with 2 decimals; the
 * remainder's label only from 8 ha (R088, domain/tableros/grafica-genero.ts).
 */
export function GraficaGenero({ filas }: { filas: FilaGenero[] }) {
  const barras = barrasGenero(filas);
  const categorias = barras.map((b) => b.etiqueta);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 3 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="body2" sx={{ fontWeight: 600 }}>
          Hectáreas de café y superficie total (ha)
        </Typography>
        <Box
          role="img"
          aria-label="Gráfica de barras por género de hectáreas de café frente a la superficie total"
          sx={{ width: '100%', minWidth: 0 }}
        >
          <BarChart
            height={220}
            skipAnimation
            layout="horizontal"
            margin={{ top: 8, right: 32, bottom: 8, left: 8 }}
            yAxis={[{ scaleType: 'band', data: categorias, width: 90 }]}
            xAxis={[{ height: 28, valueFormatter: (v: number) => formatoNumero(v) }]}
            slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
            series={[
              {
                id: 'cafe',
                data: barras.map((b) => b.cafe),
                label: 'Hectáreas de café',
                stack: 'superficie',
                color: PALETA[0],
                valueFormatter: (v) => `${formatoHectareas(v)} ha`,
                barLabel: (item, ctx) => {
                  const t = formatoHectareas(item.value);
                  return item.value && cabe(t, ctx.bar.width) ? t : null;
                },
              },
              {
                id: 'resto',
                data: barras.map((b) => b.resto),
                label: 'Resto de la superficie total',
                stack: 'superficie',
                color: PALETA[1],
                valueFormatter: (v, ctx) =>
                  `${formatoHectareas(v)} ha (superficie total ${formatoHectareas(barras[ctx.dataIndex]?.total)} ha)`,
                barLabel: (item, ctx) => {
                  const t = formatoHectareas(item.value);
                  return muestraEtiquetaResto(item.value ?? 0) && cabe(t, ctx.bar.width) ? t : null;
                },
              },
            ]}
            sx={ESTILO_ETIQUETAS}
          />
        </Box>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          Producción estimada (kg)
        </Typography>
        <GraficaBarras
          descripcion="Gráfica de barras por género de la producción estimada en kilogramos"
          contexto="general"
          alto={190}
          anchoEje={90}
          categorias={categorias}
          series={[{ id: 'kg', etiqueta: 'Producción estimada (kg)', valores: barras.map((b) => b.kg), color: PALETA[3] }]}
        />
      </Box>
    </Box>
  );
}
