import {
  Box,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Radio,
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
import type { FormularioVincular } from '@domain/contrato/vinculos';
import { esTipoConocido, insigniaTipo, tieneDescargas } from '@domain/vinculos/vinculos';
import { BotonIconoDescarga } from '../../components/BotonIconoDescarga';
import { useFormatoFecha } from '../../sesion/useFormatoFecha';
import { rutaPdfFormulario, rutaXlsFormulario } from '../../api/vinculos';

interface Props {
  filas: FormularioVincular[];
  seleccion: readonly number[];
  onAlternar: (id: number) => void;
  /** Multi-choice lists get a 'select all' box; a single-choice list (the no-plot path) shows radio buttons. */
  onTodas?: (ids: number[]) => void;
  unico?: boolean;
  etiqueta: string;
}

/** The type badge: an unknown type reads 'ERROR' in red (spec 002 §2.14) and cannot be chosen. */
export const InsigniaTipo = ({ tipo }: { tipo: string }) => (
  <Chip
    size="small"
    label={insigniaTipo(tipo)}
    color={esTipoConocido(tipo) ? 'default' : 'error'}
    variant={esTipoConocido(tipo) ? 'outlined' : 'filled'}
  />
);

const superficie = (ha: number | null) => (ha == null ? '--' : `${ha.toLocaleString('es-MX', { maximumFractionDigits: 4 })} ha`);
const quien = (f: FormularioVincular) => f.parcela_nombre_otro ?? f.id_socio_otro ?? `Formulario ${f.id}`;

/** pdf and xls of a main-plot form or an organic plan; none for a sketch or an unknown type (§2.14). */
function Descargas({ f }: { f: FormularioVincular }) {
  const tipo = f.form_type;
  if (!tieneDescargas(tipo) || (tipo !== 'sic_pp' && tipo !== 'tx_po')) return null;
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      {(['pdf', 'xls'] as const).map((x) => (
        <BotonIconoDescarga
          key={x}
          ruta={x === 'pdf' ? rutaPdfFormulario(tipo, f.uuid) : rutaXlsFormulario(tipo, f.uuid)}
          etiqueta={`Descargar ${x === 'pdf' ? 'PDF' : 'Excel'} del formulario ${f.id} (${insigniaTipo(f.form_type)})`}
          nombrePorDefecto={`${f.form_type}_${f.id}.${x === 'pdf' ? 'pdf' : 'xlsx'}`}
        />
      ))}
    </Box>
  );
}

/**
 * Field forms to choose from (spec 002 §3 'Linking forms'): at 1280 px a table, on a phone (< 600 px) cards with the
 * same boxes and downloads. The caller shows the empty state.
 */
export function ListaFormularios({ filas, seleccion, onAlternar, onTodas, unico, etiqueta }: Props) {
  const dia = useFormatoFecha();
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const elegibles = filas.filter((f) => esTipoConocido(f.form_type)).map((f) => f.id);
  const todas = elegibles.length > 0 && elegibles.every((id) => seleccion.includes(id));
  const casilla = (f: FormularioVincular) => {
    const Control = unico ? Radio : Checkbox;
    return (
      <Control
        size="small"
        checked={seleccion.includes(f.id)}
        disabled={!esTipoConocido(f.form_type)}
        onChange={() => onAlternar(f.id)}
        slotProps={{ input: { 'aria-label': `Elegir el formulario ${f.id} (${insigniaTipo(f.form_type)}, ${quien(f)})` } }}
      />
    );
  };

  if (angosta) {
    return (
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={etiqueta}>
        {filas.map((f) => (
          <Card component="li" key={f.id} variant="outlined">
            <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
              {casilla(f)}
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                  <InsigniaTipo tipo={f.form_type} />
                  <Typography variant="body2" color="text.secondary">
                    {`N.º ${f.id} · ${dia(f.fecha)}`}
                  </Typography>
                </Stack>
                <Typography fontWeight={500}>{quien(f)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[
                    f.nombre_inspector && `Inspector: ${f.nombre_inspector}`,
                    f.num_plantas != null && `${f.num_plantas} plantas`,
                    f.tx_superficie != null && superficie(f.tx_superficie),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                <Descargas f={f} />
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Box sx={{ overflowX: 'auto', maxHeight: 'max(320px, 60vh)' }} tabIndex={0} role="region" aria-label={etiqueta}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              {onTodas && !unico && (
                <Checkbox
                  size="small"
                  checked={todas}
                  indeterminate={!todas && elegibles.some((id) => seleccion.includes(id))}
                  onChange={() => onTodas(todas ? [] : elegibles)}
                  slotProps={{ input: { 'aria-label': 'Elegir todos los formularios' } }}
                />
              )}
            </TableCell>
            <TableCell>N.º</TableCell>
            <TableCell>Tipo</TableCell>
            <TableCell>Fecha</TableCell>
            <TableCell>Parcela / productor (formulario)</TableCell>
            <TableCell>Socio</TableCell>
            <TableCell>Inspector</TableCell>
            <TableCell align="right">Plantas</TableCell>
            <TableCell align="right">Superficie</TableCell>
            <TableCell>Descargas</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f) => (
            <TableRow key={f.id} hover selected={seleccion.includes(f.id)}>
              <TableCell padding="checkbox">{casilla(f)}</TableCell>
              <TableCell>{f.id}</TableCell>
              <TableCell>
                <InsigniaTipo tipo={f.form_type} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dia(f.fecha)}</TableCell>
              <TableCell>{f.parcela_nombre_otro ?? '--'}</TableCell>
              <TableCell>{f.id_socio_otro ?? '--'}</TableCell>
              <TableCell>{f.nombre_inspector ?? '--'}</TableCell>
              <TableCell align="right">{f.num_plantas ?? '--'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {superficie(f.tx_superficie)}
              </TableCell>
              <TableCell>
                <Descargas f={f} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
