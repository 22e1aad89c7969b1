import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { rutas } from '@domain/comun/rutas';
import { formatoHectareas, formatoNumero } from '@domain/comun/formato';
import { COOP_SIN_ESTIMACION_INSPECTOR } from '@domain/padron/columnas-completo';
import type { FilaPadronCompleto, FilaParcelaPadron } from '@domain/contrato/padron-completo';
import { parcelasDelPadron } from '../../../api/padron-completo';
import { SinRegistros } from '../../../components/SinRegistros';

const kg = (v: number | null) => (v === null ? '' : formatoNumero(v / 100, 2));
const coordenada = (v: number | null) => (v === null ? '' : v.toFixed(4));

/**
 * The parcels modal of the register (001 §2.10): this cycle's plots of the account (name linking to the plot
 * profile, area, plants, inspector's estimate unless cooperative 3, sketch, centroid with 4 decimals) and the same
 * plot in the previous cycle (crop area, plants, estimate). The spec's per-plot producer and other-crop estimates
 * are kept per account in this version (docs/DECISIONES.md), so they are not repeated here.
 */
export function DialogoParcelas({
  fila,
  idCooperativa,
  onCerrar,
}: {
  fila: FilaPadronCompleto;
  idCooperativa: number;
  onCerrar: () => void;
}) {
  const [parcelas, setParcelas] = useState<FilaParcelaPadron[] | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    parcelasDelPadron(fila.id_ciclo, fila.id_cuenta).then(setParcelas, () => setError(true));
  }, [fila.id_ciclo, fila.id_cuenta]);
  const conInspector = idCooperativa !== COOP_SIN_ESTIMACION_INSPECTOR;

  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="lg" aria-labelledby="parcelas-padron-titulo">
      <DialogTitle id="parcelas-padron-titulo">Parcelas de {fila.productor_nombre}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">No se pudieron cargar las parcelas; cierre y vuelva a intentarlo.</Alert>}
        {!parcelas && !error && <CircularProgress aria-label="Cargando parcelas" />}
        {parcelas && parcelas.length === 0 && <SinRegistros />}
        {parcelas && parcelas.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={`Parcelas de ${fila.productor_nombre}`}>
              <TableHead>
                <TableRow>
                  <TableCell colSpan={conInspector ? 6 : 5}>Ciclo actual</TableCell>
                  <TableCell colSpan={3}>Ciclo anterior</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell>Parcela</TableCell>
                  <TableCell align="right">Superficie (ha)</TableCell>
                  <TableCell align="right">Plantas</TableCell>
                  {conInspector && <TableCell align="right">Estimación del inspector (kg)</TableCell>}
                  <TableCell>Croquis digitalizado</TableCell>
                  <TableCell>Centroide</TableCell>
                  <TableCell align="right">Superficie del cultivo (ha)</TableCell>
                  <TableCell align="right">Plantas</TableCell>
                  <TableCell align="right">Estimación (kg)</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {parcelas.map((p) => (
                  <TableRow key={p.uuid}>
                    <TableCell>
                      <Link component={RouterLink} to={rutas.parcelaPerfil(p.uuid)}>
                        {p.nombre}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{formatoHectareas(p.tx_superficie)}</TableCell>
                    <TableCell align="right">{formatoNumero(p.tx_no_plantas)}</TableCell>
                    {conInspector && <TableCell align="right">{kg(p.tx_estimacion_cosecha_inspector)}</TableCell>}
                    <TableCell>{p.croquis_digitalizado ? 'Sí' : 'No'}</TableCell>
                    <TableCell>
                      {p.centroide_lat === null ? 'Sin centroide' : `${coordenada(p.centroide_lat)}, ${coordenada(p.centroide_lng)}`}
                    </TableCell>
                    <TableCell align="right">
                      {p.parcelas_previous_ciclo ? formatoHectareas(p.parcelas_previous_ciclo.ha_cultivo) : 'Sin parcela anterior'}
                    </TableCell>
                    <TableCell align="right">
                      {p.parcelas_previous_ciclo ? formatoNumero(p.parcelas_previous_ciclo.tx_no_plantas) : ''}
                    </TableCell>
                    <TableCell align="right">
                      {p.parcelas_previous_ciclo ? kg(p.parcelas_previous_ciclo.tx_estimacion_cosecha_inspector) : ''}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
