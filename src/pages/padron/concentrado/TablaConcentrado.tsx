import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
  useMediaQuery,
  type SxProps,
  type Theme,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatoHectareas, formatoNumero } from '@domain/comun/formato';
import { ETIQUETAS_MEDIDA, gruposDe, type CampoCifra, type ColumnaOrden, type Medida } from '@domain/padron/concentrado';
import { buscarConcentrado, type ColumnasBusqueda } from '../../../api/padron-concentrado';
import { SinRegistros } from '../../../components/SinRegistros';
import { TAMANOS_PAGINA } from '../../../entorno';

type General = { id: keyof ColumnasBusqueda; etiqueta: string; ancho: number };

const GENERALES: General[] = [
  { id: 'localidad_clave', etiqueta: 'Clave', ancho: 112 },
  { id: 'id_localidad', etiqueta: 'Código de comunidad', ancho: 104 },
  { id: 'localidad', etiqueta: 'Comunidad', ancho: 190 },
  { id: 'municipio', etiqueta: 'Municipio', ancho: 170 },
];

const FORMATO: Record<Medida, (v: number) => string> = {
  socios: (v) => formatoNumero(v),
  superficie: (v) => formatoHectareas(v),
  estimacion_cosecha: (v) => formatoNumero(v / 100, 2),
};

/**
 * Which general columns stay in view while the figures scroll sideways: key, code and community on a wide screen;
 * on a narrow one (< 700 px) only the community, so the figures still have room.
 */
function fijas(angosta: boolean): Partial<Record<General['id'], number>> {
  if (angosta) return { localidad: 0 };
  return { localidad_clave: 0, id_localidad: GENERALES[0].ancho, localidad: GENERALES[0].ancho + GENERALES[1].ancho };
}

const fija = (izquierda: number | undefined, extra: SxProps<Theme> = {}): SxProps<Theme> =>
  izquierda === undefined
    ? extra
    : {
        position: 'sticky',
        left: izquierda,
        zIndex: 1,
        bgcolor: 'background.paper',
        boxShadow: 'inset -1px 0 0 rgba(0,0,0,0.12)',
        ...extra,
      };

/**
 * The concentrate's grouped table (001 §2.11): a header row of groups over their measures, a search box per general
 * column, sortable columns, pages of the sizes of §9, and the totals row over every matching locality (the server's,
 * not the page's). The groups shown are the certification's (domain/padron/concentrado.ts).
 */
export function TablaConcentrado({ idCiclo, certificacion }: { idCiclo: number; certificacion: string | null }) {
  const angosta = useMediaQuery('(max-width:699.95px)');
  const [textos, setTextos] = useState<ColumnasBusqueda>({});
  const [columnas, setColumnas] = useState<ColumnasBusqueda>({});
  const [pagina, setPagina] = useState(1);
  const [porPagina, setPorPagina] = useState(10);
  const [orden, setOrden] = useState<{ column: ColumnaOrden; sort: 'asc' | 'desc' }>({ column: 'municipio', sort: 'asc' });
  useEffect(() => {
    const t = setTimeout(() => {
      setColumnas(textos);
      setPagina(1);
    }, 350);
    return () => clearTimeout(t);
  }, [textos]);
  const consulta = useQuery({
    queryKey: ['cosecha', 'padron-concentrado', idCiclo, columnas, pagina, porPagina, orden],
    queryFn: () => buscarConcentrado({ idCiclo, columnas, pagina, porPagina, orden }),
    placeholderData: keepPreviousData,
  });
  const grupos = gruposDe(certificacion);
  const cifras = grupos.flatMap((g) => g.medidas.map((m) => ({ campo: `${g.grupo}_${m}` as CampoCifra, medida: m, etiqueta: g.etiqueta })));
  const izquierda = fijas(angosta);
  const buscando = Object.values(columnas).some((v) => v?.trim());
  const ordenar = (columna: ColumnaOrden) => {
    setOrden((o) => ({ column: columna, sort: o.column === columna && o.sort === 'asc' ? 'desc' : 'asc' }));
    setPagina(1);
  };
  const ordenable = (id: ColumnaOrden, etiqueta: string, nombre: string) => (
    <TableSortLabel
      active={orden.column === id}
      direction={orden.column === id ? orden.sort : 'asc'}
      onClick={() => ordenar(id)}
      aria-label={`Ordenar por ${nombre}`}
    >
      {etiqueta}
    </TableSortLabel>
  );
  const r = consulta.data;
  const columnasTotales = GENERALES.length + cifras.length;

  return (
    <Card sx={{ mb: 2 }}>
      {consulta.isError && (
        <Alert
          severity="error"
          variant="outlined"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => consulta.refetch()}>
              Reintentar
            </Button>
          }
        >
          No se pudo cargar el padrón concentrado. Revise su conexión y vuelva a intentarlo.
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Padrón concentrado por localidad">
        <Table size="small" aria-label="Padrón concentrado" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell colSpan={GENERALES.length} sx={{ fontWeight: 700 }}>
                Información general
              </TableCell>
              {grupos.map((g) => (
                <TableCell
                  key={g.grupo}
                  colSpan={g.medidas.length}
                  align="center"
                  sx={{ fontWeight: 700, borderLeft: 1, borderColor: 'divider' }}
                >
                  {g.etiqueta}
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              {GENERALES.map((c) => (
                <TableCell key={c.id} sx={fija(izquierda[c.id], { minWidth: c.ancho, maxWidth: c.ancho, whiteSpace: 'normal !important' })}>
                  {ordenable(c.id, c.etiqueta, c.etiqueta)}
                </TableCell>
              ))}
              {cifras.map((c, i) => (
                <TableCell
                  key={c.campo}
                  align="right"
                  sx={c.medida === 'socios' || i === 0 ? { borderLeft: 1, borderColor: 'divider' } : undefined}
                >
                  {ordenable(c.campo, ETIQUETAS_MEDIDA[c.medida], `${ETIQUETAS_MEDIDA[c.medida]} de ${c.etiqueta}`)}
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              {GENERALES.map((c) => (
                <TableCell key={c.id} sx={fija(izquierda[c.id], { minWidth: c.ancho, maxWidth: c.ancho, py: 0.5 })}>
                  <TextField
                    size="small"
                    variant="standard"
                    placeholder="Buscar"
                    value={textos[c.id] ?? ''}
                    onChange={(e) => setTextos((t) => ({ ...t, [c.id]: e.target.value }))}
                    slotProps={{ htmlInput: { 'aria-label': `Buscar por ${c.etiqueta.toLowerCase()}` } }}
                    fullWidth
                  />
                </TableCell>
              ))}
              <TableCell colSpan={cifras.length} />
            </TableRow>
          </TableHead>
          <TableBody>
            {!r && !consulta.isError && (
              <TableRow>
                <TableCell colSpan={columnasTotales} role="status">
                  Cargando…
                </TableCell>
              </TableRow>
            )}
            {r && r.total === 0 && (
              <TableRow>
                <TableCell colSpan={columnasTotales} sx={{ p: 0 }}>
                  <Box sx={fija(0, { display: 'inline-block', boxShadow: 'none' })}>
                    <SinRegistros />
                    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
                      {buscando
                        ? 'Ninguna localidad coincide con la búsqueda: corrija o borre lo escrito en las columnas.'
                        : 'Este ciclo no tiene productores en el padrón: elija otro ciclo arriba.'}
                    </Typography>
                  </Box>
                </TableCell>
              </TableRow>
            )}
            {r?.data.map((f) => (
              <TableRow key={f.id_localidad} hover>
                <TableCell sx={fija(izquierda.localidad_clave)}>{f.localidad_clave ?? '--'}</TableCell>
                <TableCell sx={fija(izquierda.id_localidad)}>{f.id_localidad}</TableCell>
                <TableCell
                  component="th"
                  scope="row"
                  sx={fija(izquierda.localidad, { maxWidth: GENERALES[2].ancho, overflow: 'hidden', textOverflow: 'ellipsis' })}
                  title={f.localidad}
                >
                  {f.localidad}
                </TableCell>
                <TableCell sx={fija(izquierda.municipio)}>{f.municipio}</TableCell>
                {cifras.map((c) => (
                  <TableCell key={c.campo} align="right">
                    {FORMATO[c.medida](f[c.campo])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          {r && r.total > 0 && r.totales && (
            <TableFooter>
              <TableRow>
                <TableCell colSpan={GENERALES.length} sx={{ fontWeight: 700, color: 'text.primary' }}>
                  {`Totales (${formatoNumero(r.total)} localidades)`}
                </TableCell>
                {cifras.map((c) => (
                  <TableCell key={c.campo} align="right" sx={{ fontWeight: 700, color: 'text.primary' }}>
                    {FORMATO[c.medida](r.totales![c.campo])}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </Box>
      {r && r.total > 0 && (
        <TablePagination
          component="div"
          count={r.total}
          page={pagina - 1}
          rowsPerPage={porPagina}
          rowsPerPageOptions={TAMANOS_PAGINA}
          onPageChange={(_, p) => setPagina(p + 1)}
          onRowsPerPageChange={(e) => {
            setPorPagina(Number(e.target.value));
            setPagina(1);
          }}
          labelRowsPerPage="Filas por página"
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
        />
      )}
    </Card>
  );
}
