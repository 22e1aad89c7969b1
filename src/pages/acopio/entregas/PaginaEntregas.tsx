import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { perezosa } from '../../../components/perezosa';
import { TablaLotes } from '../lotes/TablaLotes';
import { PaginaDeCiclo } from '../PaginaDeCiclo';
import { ListaEntregas } from './ListaEntregas';

// @mui/x-charts loads only with this screen's chart (DESIGN §7)
const GraficaEstados = perezosa(() => import('./GraficaEstados').then((m) => m.GraficaEstados));

/**
 * /admin/acopio/entregas_por_productor/list (spec 002 §2.7): the cycle filter, the lots table, the status chart and
 * the deliveries table with its totals and side panels.
 */
export function PaginaEntregas() {
  return (
    <PaginaDeCiclo titulo="Entregas y lotes">
      {({ ciclo, activo }) => (
        <Stack spacing={2}>
          {!activo && (
            <Typography color="text.secondary">
              Este ciclo no es el de acopio activo: se consulta, pero las entregas nuevas y los cambios de lotes se hacen en el ciclo
              activo.
            </Typography>
          )}
          <Card>
            <CardContent>
              <TablaLotes idCiclo={ciclo.id} activo={activo} />
            </CardContent>
          </Card>
          <Box sx={{ maxWidth: 560 }}>
            <GraficaEstados idCiclo={ciclo.id} />
          </Box>
          <Box>
            <Typography variant="h6" component="h2">
              Entregas
            </Typography>
            <ListaEntregas key={ciclo.id} idCiclo={ciclo.id} cicloActivo={activo} />
          </Box>
        </Stack>
      )}
    </PaginaDeCiclo>
  );
}
