import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { rutas } from '@domain/comun/rutas';
import type { FilaReporteSic } from '@domain/contrato/reportes';
import { TAMANOS_PAGINA } from '../../entorno';

/** R131: 'Tipo de error' as one red badge per error. */
const Insignias = ({ f }: { f: FilaReporteSic }) => (
  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
    {f.errores.map((e) => (
      <Chip key={e} size="small" color="error" variant="outlined" label={e} />
    ))}
  </Stack>
);

/** The producer's name, linked to their profile (the account of the report's cycle). */
const Productor = ({ f }: { f: FilaReporteSic }) =>
  f.productor_uuid ? (
    <Link component={RouterLink} to={rutas.cuentaPerfil(f.productor_uuid)}>
      {f.productor_nombre}
    </Link>
  ) : (
    <Typography component="span" variant="body2" color="text.secondary">
      {f.productor_nombre ? `${f.productor_nombre} (sin vincular)` : 'Sin productor'}
    </Typography>
  );

const clave = (f: FilaReporteSic, i: number) => `${f.id_ficha_sic ?? '-'}:${f.productor_uuid ?? '-'}:${f.parcela_nombre ?? '-'}:${i}`;

/**
 * The report's rows (spec 002 §2.16 columns: ID ficha SIC, error type, producer, plot): a table at 1280 px, cards on
 * a phone; a page at a time, since a large cooperative's cycle can hold thousands of findings.
 */
export function TablaReporteSic({ filas }: { filas: FilaReporteSic[] }) {
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const [pagina, setPagina] = useState(0);
  const [porPagina, setPorPagina] = useState(50);
  const ultima = Math.max(0, Math.ceil(filas.length / porPagina) - 1);
  const actual = Math.min(pagina, ultima);
  const vista = filas.slice(actual * porPagina, (actual + 1) * porPagina);
  const paginacion = (
    <TablePagination
      component="div"
      count={filas.length}
      page={actual}
      rowsPerPage={porPagina}
      rowsPerPageOptions={TAMANOS_PAGINA}
      onPageChange={(_, p) => setPagina(p)}
      onRowsPerPageChange={(e) => {
        setPorPagina(Number(e.target.value));
        setPagina(0);
      }}
      labelRowsPerPage="Filas por página"
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
    />
  );

  if (angosta) {
    return (
      <>
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Errores del reporte">
          {vista.map((f, i) => (
            <Card component="li" key={clave(f, i)} variant="outlined">
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Insignias f={f} />
                <Typography sx={{ mt: 1 }}>
                  <Productor f={f} />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[f.parcela_nombre && `Parcela: ${f.parcela_nombre}`, f.id_ficha_sic != null && `Ficha SIC ${f.id_ficha_sic}`]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Stack>
        {paginacion}
      </>
    );
  }
  return (
    <>
      <Table size="small" aria-label="Errores del reporte">
        <TableHead>
          <TableRow>
            <TableCell>ID ficha SIC</TableCell>
            <TableCell>Tipo de error</TableCell>
            <TableCell>Productor</TableCell>
            <TableCell>Parcela</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {vista.map((f, i) => (
            <TableRow key={clave(f, i)}>
              <TableCell>{f.id_ficha_sic ?? '--'}</TableCell>
              <TableCell>
                <Insignias f={f} />
              </TableCell>
              <TableCell>
                <Productor f={f} />
              </TableCell>
              <TableCell>{f.parcela_nombre ?? '--'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {paginacion}
    </>
  );
}
