import {
  Box,
  Card,
  CardContent,
  Checkbox,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Link as LinkRouter } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { esSeleccionable } from '@domain/padron/solicitudes';
import { SinRegistros } from '../../../components/SinRegistros';
import type { ColumnaExtra, FilaSolicitud } from './tipos';
import { uuidDe } from './useSolicitudes';
import { useFormatoFecha } from '../../../sesion/useFormatoFecha';

const ESTADO = { pendiente: 'Pendiente', confirmada: 'Confirmada', cancelada: 'Cancelada' } as const;

/** The producer's name links to their profile (issue 13: every name links to its profile). */
const Nombre = ({ f }: { f: FilaSolicitud }) => (
  <Link component={LinkRouter} to={rutas.cuentaPerfil(f.uuid_productor)}>
    {f.nombre}
  </Link>
);

interface Props {
  filas: FilaSolicitud[];
  historial: boolean;
  seleccion: string[];
  onAlternar: (uuid: string) => void;
  onTodas: (uuids: string[]) => void;
  columnasExtra: ColumnaExtra[];
  vacio: string;
  /** No checkboxes without the screen's permission to decide. */
  puedeDecidir: boolean;
}

/**
 * Pendientes or Historial of a cycle (spec 001 §2.12): checkboxes only on pending rows; at 1280 px a table, on a phone
 * (< 700 px) a list of cards with the same checkboxes. An empty tab says what to do next.
 */
export function TablaSolicitudes({ filas, historial, seleccion, onAlternar, onTodas, columnasExtra, vacio, puedeDecidir }: Props) {
  // dd/MMM/yyyy on the cooperative's clock, as every date of the app (issue 22 item 25), not Intl's '02 nov 2025'
  const dia = useFormatoFecha();
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const conCasillas = puedeDecidir && !historial;
  if (filas.length === 0) {
    return (
      <Box>
        <SinRegistros />
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {historial
            ? 'Aún no se ha confirmado ni cancelado ninguna solicitud en este ciclo. Elija otro ciclo para ver su historial.'
            : vacio}
        </Typography>
      </Box>
    );
  }
  const seleccionables = filas.filter(esSeleccionable).map(uuidDe);
  const todas = seleccionables.length > 0 && seleccionables.every((u) => seleccion.includes(u));
  const casilla = (f: FilaSolicitud) =>
    esSeleccionable(f) ? (
      <Checkbox
        size="small"
        checked={seleccion.includes(uuidDe(f))}
        onChange={() => onAlternar(uuidDe(f))}
        slotProps={{ input: { 'aria-label': `Seleccionar a ${f.nombre}` } }}
      />
    ) : null;

  if (angosta) {
    return (
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Solicitudes">
        {filas.map((f) => (
          <Card component="li" key={uuidDe(f)} variant="outlined">
            <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
              {conCasillas && casilla(f)}
              <Box sx={{ minWidth: 0 }}>
                <Typography fontWeight={500}>
                  <Nombre f={f} />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[f.clave_tx, f.localidad, f.municipio].filter(Boolean).join(' · ')}
                </Typography>
                {columnasExtra.map((c) => (
                  <Typography variant="body2" key={c.etiqueta}>
                    {c.etiqueta}: {c.valor(f)}
                  </Typography>
                ))}
                <Typography variant="body2" color="text.secondary">
                  Solicitada el {dia(f.created_at)}
                  {historial && ` · ${ESTADO[f.estado]} el ${dia(f.atendido_at)}${f.atendido_por ? ` por ${f.atendido_por}` : ''}`}
                </Typography>
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Tabla de solicitudes">
      <Table size="small">
        <TableHead>
          <TableRow>
            {conCasillas && (
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={todas}
                  indeterminate={!todas && seleccionables.some((u) => seleccion.includes(u))}
                  onChange={() => onTodas(todas ? [] : seleccionables)}
                  slotProps={{ input: { 'aria-label': 'Seleccionar todas las de esta página' } }}
                />
              </TableCell>
            )}
            <TableCell>Clave</TableCell>
            <TableCell>Productor</TableCell>
            <TableCell>Localidad</TableCell>
            <TableCell>Municipio</TableCell>
            {columnasExtra.map((c) => (
              <TableCell key={c.etiqueta}>{c.etiqueta}</TableCell>
            ))}
            <TableCell>Solicitada</TableCell>
            {historial && (
              <>
                <TableCell>Estado</TableCell>
                <TableCell>Atendida</TableCell>
                <TableCell>Por</TableCell>
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f) => (
            <TableRow key={uuidDe(f)} hover selected={seleccion.includes(uuidDe(f))}>
              {conCasillas && <TableCell padding="checkbox">{casilla(f)}</TableCell>}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.clave_tx ?? '--'}</TableCell>
              <TableCell>
                <Nombre f={f} />
              </TableCell>
              <TableCell>{f.localidad}</TableCell>
              <TableCell>{f.municipio}</TableCell>
              {columnasExtra.map((c) => (
                <TableCell key={c.etiqueta}>{c.valor(f)}</TableCell>
              ))}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dia(f.created_at)}</TableCell>
              {historial && (
                <>
                  <TableCell>{ESTADO[f.estado]}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dia(f.atendido_at)}</TableCell>
                  <TableCell>{f.atendido_por ?? '--'}</TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
