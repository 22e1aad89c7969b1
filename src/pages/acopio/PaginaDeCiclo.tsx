import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { Cargando } from '../../components/Cargando';
import { TituloPestana } from '../../components/TituloPestana';
import { SelectorCicloAcopio } from './SelectorCicloAcopio';
import { useCicloAcopio } from './useCicloAcopio';

type Ciclo = NonNullable<ReturnType<typeof useCicloAcopio>['ciclo']>;

/**
 * A collection screen read by cycle (deliveries and lots, lots): the tab's title, the page's one h1 with the cycle
 * selector beside it (under it on a phone), and the content once the cycle is known, told whether it is the active
 * collection cycle (only there are lots created and deliveries registered).
 * @example <PaginaDeCiclo titulo="Lotes">{({ ciclo, activo }) => <TablaLotes idCiclo={ciclo.id} activo={activo} />}</PaginaDeCiclo>
 */
export function PaginaDeCiclo({ titulo, children }: { titulo: string; children: (c: { ciclo: Ciclo; activo: boolean }) => ReactNode }) {
  const { ciclo, activo } = useCicloAcopio();
  return (
    <Box sx={{ py: 2 }}>
      <TituloPestana titulo={titulo} />
      <Stack direction="row" alignItems="center" justifyContent="space-between" useFlexGap flexWrap="wrap" spacing={2} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          {titulo}
        </Typography>
        <SelectorCicloAcopio />
      </Stack>
      {!ciclo ? <Cargando /> : children({ ciclo, activo })}
    </Box>
  );
}
