import type { ReactNode } from 'react';
import { Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Title } from 'react-admin';
import { TituloPestana } from '../../components/TituloPestana';
import { SelectorCiclo } from '../../layout/SelectorCiclo';
import { PanelFiltros } from '../../components/filtros/PanelFiltros';
import { usePanelFiltros } from '../../components/filtros/usePanelFiltros';

/**
 * Top of a dashboard: the h1, actions at its right, and the cycle selector (000 §2.9 'with a cycle selector
 * at the top'). On wide screens the bar already shows the selector; on a phone the bar folds it into its
 * menu, so the page shows its own. The shell's filter panel (000 §2.3) shows only on the dashboards whose figures
 * read it (`filtros`, the default); the collection screens do not, so they leave it out rather than show controls
 * that change nothing.
 */
export function Encabezado({ titulo, acciones, filtros = true }: { titulo: string; acciones?: ReactNode; filtros?: boolean }) {
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <Box sx={{ mb: 2 }}>
      {/* the page's own title: the path of the padrón and collection screens has none, and a bare 'Cosecha' set here
          after the page's own replaced it (issue 22 item 25) */}
      <TituloPestana titulo={titulo} />
      <Title title={titulo} />
      <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" useFlexGap spacing={1}>
        <Typography component="h1" variant="h5">
          {titulo}
        </Typography>
        {acciones && (
          <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
            {acciones}
          </Stack>
        )}
      </Stack>
      {angosta && (
        <Box sx={{ mt: 1.5 }}>
          <SelectorCiclo />
        </Box>
      )}
      {filtros && <PanelDelEncabezado />}
    </Box>
  );
}

function PanelDelEncabezado() {
  const { panel, cambiar } = usePanelFiltros();
  return (
    <Box sx={{ mt: 1.5 }}>
      <PanelFiltros panel={panel} onCambiar={cambiar} />
    </Box>
  );
}

/** The cards of a dashboard: one column on a phone, two from 900 px, three from 1536 px. */
export function Rejilla({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
