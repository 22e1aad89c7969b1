import { Card, CardContent, Stack, Typography } from '@mui/material';
import TableViewIcon from '@mui/icons-material/TableView';
import { parteDeNombre } from '@domain/comun/descargas';
import { BotonDescarga } from '../../../components/BotonDescarga';
import { rutaExcelLotes } from '../../../api/acopio-lotes';
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
            {/* the lots table as a spreadsheet, with the importer's DDS references (issue 23); whoever sees the lots may download it */}
            <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1 }}>
              <BotonDescarga
                ruta={rutaExcelLotes(ciclo.uuid)}
                etiqueta="Excel"
                icono={<TableViewIcon />}
                nombrePorDefecto={`Lotes_${parteDeNombre(ciclo.nombre)}.xlsx`}
                avisarError
              />
            </Stack>
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
