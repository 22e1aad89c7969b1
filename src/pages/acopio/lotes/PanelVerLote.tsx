import { Alert, Box, Chip, LinearProgress, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as LinkRouter } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { textoMonto } from '@domain/acopio/cantidades';
import { cantidad, formatoFecha } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import type { Lote } from '@domain/contrato/acopio-lotes';
import { infoLote } from '../../../api/acopio-lotes';
import { Cargando } from '../../../components/Cargando';
import { PanelLateral } from '../PanelLateral';
import { AccionesTracesLote } from './AccionesTracesLote';
import { SeccionPaqueteEudr } from './paquete/SeccionPaqueteEudr';

const kg = (v: number | null) => (v == null ? 'Sin volumen' : `${textoMonto(v)} kg`);

/**
 * 'Ver lote' (spec 002 §2.7): its figures, its deliveries with their producers, and each delivery that passes its
 * producer's harvest estimate flagged (issue 12); the lot's TRACES file for its producers' plots; its EUDR package for the
 * importer and the importer's reference (issue 23).
 */
export function PanelVerLote({ lote, onCerrar }: { lote: Lote | null; onCerrar: () => void }) {
  const info = useQuery({ queryKey: ['acopio', 'lote', lote?.id], queryFn: () => infoLote(lote!.id), enabled: !!lote });
  const d = info.data;
  return (
    <PanelLateral abierto={!!lote} titulo={lote?.nombre ?? 'Lote'} onCerrar={onCerrar}>
      {info.isPending && <Cargando />}
      {info.isError && <Alert severity="error">No se pudo leer el lote. Cierre el panel e intente de nuevo.</Alert>}
      {d && (
        <Stack spacing={2}>
          <Box>
            <Typography variant="body2">Folio: {d.lote.folio ?? 'Sin folio'}</Typography>
            <Typography variant="body2">Estado: {d.lote.estatus}</Typography>
            <Typography variant="body2">Volumen: {kg(d.lote.volumen)}</Typography>
            <Typography variant="body2">Entregado: {kg(d.lote.lote_kgs_entregados)}</Typography>
            {d.lote.lote_kgs_por_entregar != null && (
              <Typography variant="body2">Por entregar: {kg(d.lote.lote_kgs_por_entregar)}</Typography>
            )}
            {d.lote.progreso != null && (
              <LinearProgress variant="determinate" value={d.lote.progreso} aria-label={`Avance ${d.lote.progreso} %`} sx={{ mt: 1 }} />
            )}
            <Typography variant="body2">
              {cantidad(d.lote.entregas, 'entrega', 'entregas')} de {cantidad(d.lote.productores, 'productor', 'productores')}
            </Typography>
          </Box>
          <AccionesTracesLote lote={d.lote} />
          {d.lote.entregas_sobre_estimacion > 0 && (
            <Alert severity="warning">
              {d.lote.entregas_sobre_estimacion === 1
                ? 'Una entrega pasa la estimación de cosecha de su productor.'
                : `${d.lote.entregas_sobre_estimacion} entregas pasan la estimación de cosecha de su productor.`}{' '}
              Revise sus parcelas antes de vender el lote.
            </Alert>
          )}
          {d.lote.entregas_sancionadas > 0 && (
            <Alert severity="error">
              {d.lote.entregas_sancionadas === 1
                ? 'Una entrega orgánica es de un productor sancionado por el comité.'
                : `${d.lote.entregas_sancionadas} entregas orgánicas son de productores sancionados por el comité.`}{' '}
              No las venda como orgánicas: revise la evaluación del productor.
            </Alert>
          )}
          {/* before the deliveries: a lot of thousands of deliveries would push it out of reach */}
          <SeccionPaqueteEudr lote={d.lote} />
          {d.entregas.length === 0 ? (
            <Typography color="text.secondary">
              Este lote aún no tiene entregas. Selecciónelas en la tabla de entregas y use «Asignar lote».
            </Typography>
          ) : (
            <Table size="small" aria-label="Entregas del lote">
              <TableHead>
                <TableRow>
                  <TableCell>Fecha</TableCell>
                  <TableCell>Productor</TableCell>
                  <TableCell align="right">Kg</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {d.entregas.map((e) => (
                  <TableRow key={e.acopio_uuid}>
                    <TableCell>{formatoFecha(e.fecha_acopio)}</TableCell>
                    <TableCell>
                      <Link component={LinkRouter} to={rutas.cuentaPerfil(e.productor_uuid)}>
                        {e.productor_nombre}
                      </Link>
                      {e.sancionada && <Chip size="small" color="error" label="Productor sancionado" sx={{ ml: 1 }} />}
                      {e.sobre_estimacion && (
                        <Chip
                          size="small"
                          color="warning"
                          label="Pasa la estimación"
                          title={`Estimación ${textoMonto(e.estimacion ?? 0)} kg; entregado hasta esta entrega ${textoMonto(e.acumulado)} kg`}
                          sx={{ ml: 1 }}
                        />
                      )}
                    </TableCell>
                    <TableCell align="right">{textoMonto(e.peso_neto)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      )}
    </PanelLateral>
  );
}
