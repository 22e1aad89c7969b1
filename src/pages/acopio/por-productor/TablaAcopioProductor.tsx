import { useEffect, useState } from 'react';
import {
  Box,
  Card,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatoCentavos, formatoNumero } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import type { FilaAcopioProductor, TotalAcopioProductor } from '@domain/contrato/acopio-tablero';
import { buscarAcopioPorProductor } from '../../../api/acopio-tablero';
import { SinRegistros } from '../../../components/SinRegistros';
import { TAMANOS_PAGINA } from '../../../entorno';
import { Estado } from '../../tableros/Estado';

type Columna = { id: keyof FilaAcopioProductor; etiqueta: string; total?: TotalAcopioProductor; formato: (v: number) => string };

const kg = (v: number) => formatoNumero(v / 100, 2);
const dinero = (v: number) => formatoCentavos(v);
const entero = (v: number) => formatoNumero(v);

const columnas = (unidad: string): Columna[] => [
  { id: 'entregas', etiqueta: 'Entregas', total: 'entregas', formato: entero },
  { id: 'no_bultos', etiqueta: 'Bultos', total: 'no_bultos', formato: entero },
  { id: 'peso_neto', etiqueta: `Peso neto (${unidad})`, total: 'peso_neto', formato: kg },
  { id: 'importe_total', etiqueta: 'Importe', total: 'importe_total', formato: dinero },
  { id: 'pagado', etiqueta: 'Pagado', total: 'pagado', formato: dinero },
  { id: 'saldo', etiqueta: 'Saldo', total: 'saldo', formato: dinero },
];

/**
 * The per-producer collection table (002 §2.6): search without accents, sortable columns, pages of the sizes of §9,
 * and a totals row over every matching producer (the search engine's `totales`, not the page's). Each name opens
 * the producer's profile.
 */
export function TablaAcopioProductor({
  idCiclo,
  unidad,
  q,
  onBuscar,
}: {
  idCiclo: number;
  unidad: string;
  q: string;
  onBuscar: (q: string) => void;
}) {
  const [texto, setTexto] = useState(q);
  const [pagina, setPagina] = useState(1);
  const [porPagina, setPorPagina] = useState(10);
  const [orden, setOrden] = useState<{ column: string; sort: 'asc' | 'desc' }>({ column: 'peso_neto', sort: 'desc' });
  useEffect(() => {
    const t = setTimeout(() => {
      onBuscar(texto);
      setPagina(1);
    }, 350);
    return () => clearTimeout(t);
  }, [texto, onBuscar]);
  const consulta = useQuery({
    queryKey: ['cosecha', 'acopio-por-productor', idCiclo, q, pagina, porPagina, orden],
    queryFn: () => buscarAcopioPorProductor({ idCiclo, q, pagina, porPagina, orden }),
    placeholderData: keepPreviousData,
  });
  const cols = columnas(unidad);
  const ordenar = (columna: string) => {
    setOrden((o) => ({ column: columna, sort: o.column === columna && o.sort === 'desc' ? 'asc' : columna === 'nombre' ? 'asc' : 'desc' }));
    setPagina(1);
  };
  const cabecera = (id: string, etiqueta: string, derecha = false) => (
    <TableCell align={derecha ? 'right' : 'left'} sortDirection={orden.column === id ? orden.sort : false}>
      <TableSortLabel active={orden.column === id} direction={orden.column === id ? orden.sort : 'asc'} onClick={() => ordenar(id)}>
        {etiqueta}
      </TableSortLabel>
    </TableCell>
  );

  return (
    <Card sx={{ mb: 2 }}>
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          size="small"
          label="Buscar productor"
          placeholder="Nombre o clave"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
        />
      </Box>
      <Estado consulta={consulta}>
        {() => {
          const r = consulta.data!;
          if (r.total === 0) return <SinRegistros />;
          return (
            <>
              <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Acopio por productor">
                <Table size="small" aria-label="Acopio por productor">
                  <TableHead>
                    <TableRow>
                      {cabecera('nombre', 'Productor')}
                      {cabecera('municipio', 'Municipio')}
                      {cabecera('localidad', 'Localidad')}
                      {cols.map((c) => cabecera(c.id, c.etiqueta, true))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {r.data.map((f) => (
                      <TableRow key={f.id} hover>
                        <TableCell>
                          <MuiLink component={Link} to={rutas.cuentaPerfil(f.uuid)}>
                            {f.nombre}
                          </MuiLink>
                          {f.clave_tx && (
                            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
                              {f.clave_tx} · {f.cuenta_categoria}
                            </Box>
                          )}
                        </TableCell>
                        <TableCell>{f.municipio}</TableCell>
                        <TableCell>{f.localidad}</TableCell>
                        {cols.map((c) => (
                          <TableCell key={c.id} align="right">
                            {c.formato(Number(f[c.id]))}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                  {r.totales && (
                    <TableFooter>
                      <TableRow>
                        <TableCell colSpan={3} sx={{ fontWeight: 700, color: 'text.primary' }}>
                          {`Total (${formatoNumero(r.total)} productores)`}
                        </TableCell>
                        {cols.map((c) => (
                          <TableCell key={c.id} align="right" sx={{ fontWeight: 700, color: 'text.primary' }}>
                            {c.total ? c.formato(r.totales![c.total]) : ''}
                          </TableCell>
                        ))}
                      </TableRow>
                    </TableFooter>
                  )}
                </Table>
              </Box>
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
            </>
          );
        }}
      </Estado>
    </Card>
  );
}
