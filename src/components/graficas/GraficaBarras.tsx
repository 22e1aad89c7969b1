import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatoNumero } from '@domain/comun/formato';
import { colorDeSerie, muestraEtiquetaBarra, type ContextoBarra } from '@domain/tableros/graficas';

export interface SerieBarras {
  id: string;
  etiqueta: string;
  valores: readonly number[];
  /** Palette colour by series position otherwise (R025). */
  color?: string;
}

const ALTO_BARRA = 30;

/**
 * Bars by category (municipalities, localities, bands…), horizontal by default so long Spanish place
 * names stay readable on a phone. A value label sits on a bar only where R027 allows it for this
 * `contexto` (domain/tableros/graficas.ts) and the bar is wide enough to hold it. `onCategoria` makes each category
 * clickable (the drill-down); screens also offer the same action as buttons, for keyboards.
 */
export function GraficaBarras({
  categorias,
  series,
  contexto,
  descripcion,
  apilada = false,
  horizontal = true,
  onCategoria,
  alto,
  anchoEje = 120,
}: {
  categorias: readonly string[];
  series: readonly SerieBarras[];
  contexto: ContextoBarra;
  descripcion: string;
  apilada?: boolean;
  horizontal?: boolean;
  onCategoria?: (indice: number) => void;
  alto?: number;
  /** Room for the category names on a horizontal chart. */
  anchoEje?: number;
}) {
  if (categorias.length === 0)
    return (
      <Typography color="text.secondary" variant="body2">
        Sin registros encontrados
      </Typography>
    );
  const altura =
    alto ?? (horizontal ? Math.max(140, categorias.length * ALTO_BARRA * (apilada ? 1 : Math.max(1, series.length * 0.7)) + 60) : 260);
  const eje = { scaleType: 'band' as const, data: [...categorias], id: 'categorias' };
  const valores = { id: 'valores', valueFormatter: (v: number | null) => formatoNumero(v ?? 0) };
  return (
    <Box
      role="img"
      aria-label={descripcion}
      sx={{ width: '100%', minWidth: 0, height: altura, cursor: onCategoria ? 'pointer' : undefined }}
    >
      <BarChart
        height={altura}
        skipAnimation
        layout={horizontal ? 'horizontal' : 'vertical'}
        hideLegend={series.length < 2}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
        // horizontal bars end their value axis at the right edge: the last tick's label ('300,000') is centred
        // on it and needs about half its width beyond
        margin={{ top: 8, right: horizontal ? 32 : 16, bottom: 8, left: 8 }}
        xAxis={horizontal ? [{ ...valores, height: 28 }] : [{ ...eje, height: 40 }]}
        yAxis={horizontal ? [{ ...eje, width: anchoEje }] : [{ ...valores, width: 48 }]}
        onAxisClick={
          onCategoria
            ? (_, d) => {
                if (d && d.dataIndex != null) onCategoria(d.dataIndex);
              }
            : undefined
        }
        series={series.map((s, i) => ({
          id: s.id,
          label: s.etiqueta,
          data: [...s.valores],
          color: s.color ?? colorDeSerie(s.etiqueta, i),
          stack: apilada ? 'total' : undefined,
          valueFormatter: (v: number | null) => formatoNumero(v ?? 0),
          barLabel: (item, ctx) => {
            const v = Number(item.value ?? 0);
            if (!muestraEtiquetaBarra(v, contexto)) return null;
            const texto = formatoNumero(v);
            // a label wider than its bar would spill over the next one: along a horizontal bar the text runs its length;
            // across a vertical bar it must fit the bar's width (26 weekly bars are narrow) and its height
            const largo = texto.length * 7 + 6;
            const cabe = horizontal ? ctx.bar.width >= largo : ctx.bar.width >= largo && ctx.bar.height >= 16;
            return cabe ? texto : null;
          },
        }))}
        sx={{
          '& .MuiBarLabel-root': {
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
  );
}
