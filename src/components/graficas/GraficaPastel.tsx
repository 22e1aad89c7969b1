import { Box, Typography } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { colorear, etiquetaPastel, totalSerie } from '@domain/tableros/graficas';
import { LeyendaGrafica } from './LeyendaGrafica';

export interface FilaPastel {
  etiqueta: string;
  valor: number;
  /** The server's colour (e.g. cuenta_categoria_color); the palette otherwise (R025). */
  color?: string | null;
  enlace?: string;
}

/**
 * A pie (or donut) with its legend beside it, side by side from ~560 px and stacked on a phone. Slices
 * carry the rounded percent (R026) when wide enough to hold it; the legend carries every number. Colours
 * follow R025 (domain/tableros/graficas.ts). Nothing to draw → a plain 'Sin registros encontrados'.
 */
export function GraficaPastel({
  filas,
  alto = 200,
  dona = false,
  descripcion,
  onRebanada,
}: {
  filas: readonly FilaPastel[];
  alto?: number;
  dona?: boolean;
  /** What the chart shows, for screen readers (the SVG itself is hidden from them). */
  descripcion: string;
  onRebanada?: (fila: FilaPastel) => void;
}) {
  const coloreadas = colorear(filas);
  const total = totalSerie(coloreadas);
  if (total <= 0)
    return (
      <Typography color="text.secondary" variant="body2">
        Sin registros encontrados
      </Typography>
    );
  const radio = Math.max(40, Math.floor(alto / 2) - 6);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, minWidth: 0 }}>
      <Box role="img" aria-label={descripcion} sx={{ width: alto, height: alto, flex: '0 0 auto', mx: { xs: 'auto', sm: 0 } }}>
        <PieChart
          width={alto}
          height={alto}
          hideLegend
          skipAnimation
          margin={{ top: 0, bottom: 0, left: 0, right: 0 }}
          onItemClick={
            onRebanada
              ? (_, item) => {
                  const f = filas[item.dataIndex];
                  if (f) onRebanada(f);
                }
              : undefined
          }
          series={[
            {
              data: coloreadas.map((f, i) => ({ id: i, value: f.valor, label: f.etiqueta, color: f.color })),
              outerRadius: radio,
              innerRadius: dona ? Math.round(radio * 0.55) : 0,
              paddingAngle: 0.5,
              arcLabel: (item) => etiquetaPastel(item.value, total),
              arcLabelMinAngle: 22,
              valueFormatter: (v) => `${v.value} (${etiquetaPastel(v.value, total)})`,
            },
          ]}
          // white with a dark outline reads on every colour of the palette, light amber included
          sx={{
            '& .MuiPieArcLabel-root': {
              fontSize: 12,
              fontWeight: 700,
              fill: '#FFFFFF',
              paintOrder: 'stroke',
              stroke: 'rgba(0,0,0,0.6)',
              strokeWidth: 3,
            },
          }}
        />
      </Box>
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <LeyendaGrafica elementos={coloreadas} total={total} />
      </Box>
    </Box>
  );
}
