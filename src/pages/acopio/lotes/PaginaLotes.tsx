import { Card, CardContent, Typography } from '@mui/material';
import { PaginaDeCiclo } from '../PaginaDeCiclo';
import { TablaLotes } from './TablaLotes';

/**
 * /admin/acopio/lotes (spec 002 §2.1): the lots of the selected cycle, with their inline state, progress, view and
 * TRACES file; created, edited and deleted in the active collection cycle. Deliveries are assigned from the
 * deliveries list.
 */
export function PaginaLotes() {
  return (
    <PaginaDeCiclo titulo="Lotes">
      {({ ciclo, activo }) => (
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
    </PaginaDeCiclo>
  );
}
