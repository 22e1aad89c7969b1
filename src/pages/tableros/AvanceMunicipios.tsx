import { useState } from 'react';
import { Button, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { formatoNumero } from '@domain/comun/formato';
import { PALETA } from '@domain/tableros/graficas';
import { GraficaBarras, TarjetaGrafica } from '../../components/graficas';
import { useTablero } from './api';
import { Estado } from './Estado';
import type { FilaAvanceMunicipio } from '@domain/contrato/tableros';

/** The three figures of a municipality's or locality's progress. */
type Avance = Pick<FilaAvanceMunicipio, 'total_esperado' | 'total_levantado' | 'total_pendiente'>;

interface Fila extends Avance {
  clave: number;
  nombre: string;
}

const SERIES = (filas: readonly Fila[]) => [
  { id: 'levantado', etiqueta: 'Levantados', valores: filas.map((f) => f.total_levantado), color: PALETA[0] },
  { id: 'pendiente', etiqueta: 'Pendientes', valores: filas.map((f) => f.total_pendiente), color: PALETA[1] },
];

/** The figures under the chart: the same numbers in full, and (for municipalities) the drill-down as buttons. */
function TablaAvance({ filas, titulo, onElegir }: { filas: readonly Fila[]; titulo: string; onElegir?: (f: Fila) => void }) {
  return (
    <Table
      size="small"
      aria-label={titulo}
      sx={{ mt: 1, '& td, & th': { px: { xs: 0.5, sm: 1 } }, '& th': { fontSize: { xs: '0.75rem', sm: '0.875rem' } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{titulo}</TableCell>
          <TableCell align="right">Levantados</TableCell>
          <TableCell align="right">Pendientes</TableCell>
          <TableCell align="right">Esperados</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {filas.map((f) => (
          <TableRow key={f.clave}>
            <TableCell sx={{ hyphens: 'auto' }} lang="es">
              {onElegir ? (
                <MuiLink component="button" type="button" onClick={() => onElegir(f)} sx={{ textAlign: 'left' }}>
                  {f.nombre}
                </MuiLink>
              ) : (
                f.nombre
              )}
            </TableCell>
            <TableCell align="right">{formatoNumero(f.total_levantado)}</TableCell>
            <TableCell align="right">{formatoNumero(f.total_pendiente)}</TableCell>
            <TableCell align="right">{formatoNumero(f.total_esperado)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Survey progress by municipality (spec 000 §2.9): stacked bars of surveyed and pending producers; a click on a
 * municipality (its bar or its name) loads its communities, with a link back to all municipalities. Bar labels
 * hide at 5 or less on the municipalities and always show in the drill-down (R027, DECISIONS.md).
 */
export function AvanceMunicipios() {
  const [municipio, setMunicipio] = useState<{ id: number; nombre: string } | null>(null);
  const municipios = useTablero('municipios');
  const localidades = useTablero('localidades', {
    habilitado: municipio != null,
    extra: municipio ? [{ column: 'id_municipio', operator: '=', value: municipio.id }] : [],
  });

  const filasMunicipios: Fila[] = (municipios.data?.data ?? []).map((m) => ({ ...m, clave: m.id_municipio, nombre: m.municipio }));
  const filasLocalidades: Fila[] = (localidades.data?.data ?? []).map((l) => ({ ...l, clave: l.id_localidad, nombre: l.localidad }));
  const elegir = (f: Fila) => setMunicipio({ id: f.clave, nombre: f.nombre });

  return (
    <TarjetaGrafica
      titulo={municipio ? `Avance por localidad: ${municipio.nombre}` : 'Avance por municipio'}
      accion={
        municipio && (
          <Button size="small" startIcon={<ArrowBackIcon />} onClick={() => setMunicipio(null)}>
            Regresar a todos los municipios
          </Button>
        )
      }
    >
      {municipio ? (
        <Estado consulta={localidades}>
          {() => (
            <>
              <GraficaBarras
                categorias={filasLocalidades.map((f) => f.nombre)}
                series={SERIES(filasLocalidades)}
                apilada
                contexto="desglose"
                descripcion={`Productores levantados y pendientes por localidad de ${municipio.nombre}`}
              />
              <TablaAvance filas={filasLocalidades} titulo="Localidad" />
            </>
          )}
        </Estado>
      ) : (
        <Estado consulta={municipios}>
          {() => (
            <>
              <GraficaBarras
                categorias={filasMunicipios.map((f) => f.nombre)}
                series={SERIES(filasMunicipios)}
                apilada
                contexto="municipios-inicio"
                descripcion="Productores levantados y pendientes por municipio"
                onCategoria={(i) => elegir(filasMunicipios[i])}
              />
              <TablaAvance filas={filasMunicipios} titulo="Municipio" onElegir={elegir} />
            </>
          )}
        </Estado>
      )}
    </TarjetaGrafica>
  );
}
