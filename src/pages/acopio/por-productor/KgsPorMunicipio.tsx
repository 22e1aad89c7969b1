import { useState } from 'react';
import { Box, Button, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { formatoNumero } from '@domain/comun/formato';
import { PALETA } from '@domain/tableros/graficas';
import { leerKgsLocalidades, leerKgsMunicipios } from '../../../api/acopio-tablero';
import { GraficaBarras, TarjetaGrafica } from '../../../components/graficas';
import { Estado } from '../../tableros/Estado';

interface Fila {
  clave: number;
  nombre: string;
  peso_neto: number;
  entregas: number;
  productores: number;
}

function TablaKgs({
  filas,
  titulo,
  unidad,
  onElegir,
}: {
  filas: readonly Fila[];
  titulo: string;
  unidad: string;
  onElegir?: (f: Fila) => void;
}) {
  // On a phone the four columns are tighter and, if a name is long, the table scrolls inside its card, not the page.
  return (
    <Box sx={{ overflowX: 'auto', mt: 1 }} tabIndex={0} role="region" aria-label={`Tabla de kilos por ${titulo.toLowerCase()}`}>
      <Table size="small" aria-label={`Kilos por ${titulo.toLowerCase()}`} sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{titulo}</TableCell>
            <TableCell align="right">Productores</TableCell>
            <TableCell align="right">Entregas</TableCell>
            <TableCell align="right">Peso neto ({unidad})</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f) => (
            <TableRow key={f.clave}>
              <TableCell>
                {onElegir ? (
                  <MuiLink component="button" type="button" onClick={() => onElegir(f)} sx={{ textAlign: 'left' }}>
                    {f.nombre}
                  </MuiLink>
                ) : (
                  f.nombre
                )}
              </TableCell>
              <TableCell align="right">{formatoNumero(f.productores)}</TableCell>
              <TableCell align="right">{formatoNumero(f.entregas)}</TableCell>
              <TableCell align="right">{formatoNumero(f.peso_neto / 100, 2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const serie = (filas: readonly Fila[], unidad: string) => [
  { id: 'kg', etiqueta: unidad, valores: filas.map((f) => Math.round(f.peso_neto / 100)), color: PALETA[0] },
];

/**
 * kg delivered by municipality; a click on a municipality (its bar or its name) drills down to its localities, with a
 * way back (002 §2.6). Bar labels hide at 10 or less, except in the drill-down (R027).
 */
export function KgsPorMunicipio({ idCiclo, unidad }: { idCiclo: number; unidad: string }) {
  const [municipio, setMunicipio] = useState<{ id: number; nombre: string } | null>(null);
  const municipios = useQuery({ queryKey: ['cosecha', 'acopio-kgs', idCiclo], queryFn: () => leerKgsMunicipios(idCiclo) });
  const localidades = useQuery({
    queryKey: ['cosecha', 'acopio-kgs', idCiclo, municipio?.id],
    queryFn: () => leerKgsLocalidades(idCiclo, municipio!.id),
    enabled: municipio != null,
  });
  const filasM: Fila[] = (municipios.data?.data ?? []).map((m) => ({ ...m, clave: m.id_municipio, nombre: m.municipio }));
  const filasL: Fila[] = (localidades.data?.data ?? []).map((l) => ({ ...l, clave: l.id_localidad, nombre: l.localidad }));
  const elegir = (f: Fila) => setMunicipio({ id: f.clave, nombre: f.nombre });

  return (
    <TarjetaGrafica
      titulo={municipio ? `Acopio por localidad: ${municipio.nombre}` : 'Acopio por municipio'}
      subtitulo={`${unidad} entregados en el ciclo`}
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
                categorias={filasL.map((f) => f.nombre)}
                series={serie(filasL, unidad)}
                contexto="desglose"
                anchoEje={150}
                descripcion={`Kilos entregados por localidad de ${municipio.nombre}`}
              />
              <TablaKgs filas={filasL} titulo="Localidad" unidad={unidad} />
            </>
          )}
        </Estado>
      ) : (
        <Estado consulta={municipios}>
          {() => (
            <>
              <GraficaBarras
                categorias={filasM.map((f) => f.nombre)}
                series={serie(filasM, unidad)}
                contexto="general"
                anchoEje={150}
                descripcion="Kilos entregados por municipio"
                onCategoria={(i) => elegir(filasM[i])}
              />
              <TablaKgs filas={filasM} titulo="Municipio" unidad={unidad} onElegir={elegir} />
            </>
          )}
        </Estado>
      )}
    </TarjetaGrafica>
  );
}
