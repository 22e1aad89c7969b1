import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatoNumero } from '@domain/comun/formato';
import type { FilaMapaLocalidad } from '@domain/contrato/padron-mapas';
import { SinRegistros } from '../../../components/SinRegistros';
import { SelectorRiesgo } from './SelectorRiesgo';
import { stickyHeader } from '@domain/comun/tabla';

/** On a phone the counts move under the locality's name, so the name and the risk select fit the width. */
const ANCHA = { display: { xs: 'none', sm: 'table-cell' } };
const ANGOSTA = { display: { xs: 'block', sm: 'none' } };

/**
 * The cycle's localities beside the map: name (opens its detail), municipality, producers, plots and the risk select,
 * which saves at once. The same actions as the map's dots, reachable by keyboard.
 */
export function TablaLocalidades({
  filas,
  guardando,
  onAbrir,
  onRiesgo,
}: {
  filas: readonly FilaMapaLocalidad[];
  guardando: string | null;
  onAbrir: (f: FilaMapaLocalidad) => void;
  onRiesgo: (f: FilaMapaLocalidad, id: number | null) => void;
}) {
  if (filas.length === 0) return <SinRegistros />;
  return (
    <TableContainer sx={{ maxHeight: { lg: 610 }, overflowX: 'auto' }}>
      <Table size="small" stickyHeader={stickyHeader(filas.length)} aria-label="Localidades">
        <TableHead>
          <TableRow>
            <TableCell>Localidad</TableCell>
            <TableCell align="right" sx={ANCHA}>
              Productores
            </TableCell>
            <TableCell align="right" sx={ANCHA}>
              Parcelas
            </TableCell>
            <TableCell>Riesgo</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f) => (
            <TableRow key={f.localidad_uuid} data-localidad={f.localidad}>
              <TableCell>
                <Button size="small" onClick={() => onAbrir(f)} sx={{ p: 0, minWidth: 0, textAlign: 'left', textTransform: 'none' }}>
                  {f.localidad}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {f.municipio}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={ANGOSTA}>
                  {formatoNumero(f.productores)} productores · {formatoNumero(f.parcelas)} parcelas
                </Typography>
              </TableCell>
              <TableCell align="right" sx={ANCHA}>
                {formatoNumero(f.productores)}
              </TableCell>
              <TableCell align="right" sx={ANCHA}>
                {formatoNumero(f.parcelas)}
              </TableCell>
              <TableCell>
                <SelectorRiesgo
                  localidad={f.localidad}
                  valor={f.id_cat_localidad_riesgo}
                  guardando={guardando === f.localidad_uuid}
                  onCambio={(id) => onRiesgo(f, id)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
