import {
  Box,
  Button,
  Chip,
  Link as MuiLink,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { textoMonto } from '@domain/acopio/cantidades';
import { formatoCentavos } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import type { FilaReciboRemanente } from '@domain/contrato/remanente';
import { colorDeCategoria } from '@domain/remanente/remanente';
import { rutaReciboRemanente } from '../../api/remanente';
import { BotonDescarga } from '../../components/BotonDescarga';

/** The category as a dot of its colour and its name (the name carries the meaning; the dot only repeats it). */
function Categoria({ f }: { f: FilaReciboRemanente }) {
  return (
    <Stack direction="row" alignItems="center" gap={0.75}>
      <Box
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colorDeCategoria(f.id_cat_certificacion), flexShrink: 0 }}
      />
      {f.cuenta_categoria}
    </Stack>
  );
}

/** A receipt a person corrected keeps its figures when receipts are generated again: the row says so. */
const Editado = ({ f }: { f: FilaReciboRemanente }) =>
  f.editado ? (
    <Chip size="small" variant="outlined" label="Editado" sx={{ ml: 1 }} title="Pago corregido a mano: generar otra vez no lo cambia" />
  ) : null;

/**
 * The surplus receipts table (spec 002 §2.8, §3 'Surplus receipt'): folio, producer (their profile), category, net
 * weight, price per unit, amount, the receipt's PDF and, for whoever may, 'Editar pago'. On a phone each receipt is a card.
 */
export function TablaRecibos({
  filas,
  unidad,
  angosta,
  puedeEditar,
  onEditar,
}: {
  filas: FilaReciboRemanente[];
  unidad: string;
  angosta: boolean;
  puedeEditar: boolean;
  onEditar: (f: FilaReciboRemanente) => void;
}) {
  const productor = (f: FilaReciboRemanente) => (
    <MuiLink component={Link} to={rutas.cuentaPerfil(f.productor_uuid)}>
      {f.productor_nombre}
    </MuiLink>
  );
  const pdf = (f: FilaReciboRemanente) => (
    <BotonDescarga
      ruta={rutaReciboRemanente(f.folio)}
      etiqueta="PDF"
      nombreAccesible={`PDF ${f.folio}`}
      nombrePorDefecto={`recibo_remanente_${f.folio}.pdf`}
      avisarError
    />
  );
  const editar = (f: FilaReciboRemanente) =>
    puedeEditar ? (
      <Button size="small" startIcon={<EditIcon />} onClick={() => onEditar(f)} aria-label={`Editar pago ${f.folio}`}>
        Editar
      </Button>
    ) : null;

  if (angosta)
    return (
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Recibos de remanente">
        {filas.map((f) => (
          <Paper key={f.id} component="li" variant="outlined" sx={{ p: 1.5 }} data-folio={f.folio}>
            <Stack direction="row" alignItems="center" justifyContent="space-between">
              <Typography fontWeight="bold">{f.folio}</Typography>
              <Categoria f={f} />
            </Stack>
            <Typography variant="body2">{productor(f)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {textoMonto(f.peso_neto)} {unidad} × {formatoCentavos(f.precio_por_kg)}
            </Typography>
            <Typography variant="body2">
              A pagar <strong>{formatoCentavos(f.cantidad_pago)}</strong>
              <Editado f={f} />
            </Typography>
            <Stack direction="row" useFlexGap flexWrap="wrap" gap={1} sx={{ mt: 0.5 }}>
              {pdf(f)}
              {editar(f)}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Recibos de remanente">
        <TableHead>
          <TableRow>
            <TableCell>Folio</TableCell>
            <TableCell>Productor</TableCell>
            <TableCell>Categoría</TableCell>
            <TableCell align="right">Peso neto ({unidad})</TableCell>
            <TableCell align="right">Precio por {unidad}</TableCell>
            <TableCell align="right">Cantidad a pagar</TableCell>
            <TableCell>Recibo</TableCell>
            {puedeEditar && <TableCell>Acciones</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f) => (
            <TableRow key={f.id} data-folio={f.folio}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.folio}</TableCell>
              <TableCell>{productor(f)}</TableCell>
              <TableCell>
                <Categoria f={f} />
              </TableCell>
              <TableCell align="right">{textoMonto(f.peso_neto)}</TableCell>
              <TableCell align="right">{formatoCentavos(f.precio_por_kg)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatoCentavos(f.cantidad_pago)}
                <Editado f={f} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{pdf(f)}</TableCell>
              {puedeEditar && <TableCell sx={{ whiteSpace: 'nowrap' }}>{editar(f)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
