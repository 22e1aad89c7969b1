import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Cargando } from '../../../components/Cargando';
import { TituloPestana } from '../../../components/TituloPestana';
import { SelectorCicloAcopio } from '../SelectorCicloAcopio';
import { useCicloAcopio } from '../useCicloAcopio';
import { TablaLotes } from './TablaLotes';

/**
 * /admin/acopio/lotes (spec 002 §2.1): the lots of the selected cycle, with their inline state, progress, view and
 * TRACES file; created, edited and deleted in the active collection cycle. Deliveries are assigned from the
 * deliveries list.
 */
export function PaginaLotes() {
  const { ciclo, activo } = useCicloAcopio();
  return (
    <Box sx={{ py: 2 }}>
      <TituloPestana titulo="Lotes" />
      <Stack direction="row" alignItems="center" justifyContent="space-between" useFlexGap flexWrap="wrap" spacing={2} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          Lotes
        </Typography>
        <SelectorCicloAcopio />
      </Stack>
      {!ciclo ? (
        <Cargando />
      ) : (
        <Card>
          <CardContent>
            {!activo && (
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                Este ciclo no es el de acopio activo: sus lotes se consultan y cambian de estado, pero no se crean, editan ni eliminan.
              </Typography>
            )}
            <TablaLotes idCiclo={ciclo.id} activo={activo} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
