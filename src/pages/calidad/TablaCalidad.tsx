import type { ReactNode } from 'react';
import {
  Box,
  IconButton,
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
import { formatoFecha } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import type { FilaCalidad } from '@domain/contrato/calidad';
import { rutaReciboCalidad } from '../../api/calidad';
import { BotonDescarga } from '../../components/BotonDescarga';
import { cien } from './cifras';

const METODO_CORTO: Record<string, string> = { sca_2004: 'SCA 2004', cva_afectiva: 'CVA' };

type Columna = { titulo: string; valor: (f: FilaCalidad) => ReactNode; derecha?: boolean };

/**
 * 'Últimos registros de muestras' (spec 002 §2.15, §3 'Quality list row'): the table grouped into general sample
 * information, summary, physical results and sensory results. The folio downloads the receipt, the pen beside it opens
 * the analysis for editing, a producer's name links to the profile. On a phone each analysis is a card.
 */
export function TablaCalidad({
  filas,
  angosta,
  onEditar,
  abriendo,
}: {
  filas: FilaCalidad[];
  angosta: boolean;
  onEditar: (f: FilaCalidad) => void;
  /** the folio being opened by its pen (its button waits) */
  abriendo: string | null;
}) {
  const folio = (f: FilaCalidad) => (
    <Stack direction="row" alignItems="center" sx={{ whiteSpace: 'nowrap' }}>
      <IconButton
        size="small"
        aria-label={`Editar ${f.folio}`}
        onClick={() => onEditar(f)}
        disabled={abriendo === f.folio}
        aria-busy={abriendo === f.folio}
      >
        <EditIcon fontSize="small" />
      </IconButton>
      <BotonDescarga
        ruta={rutaReciboCalidad(f.uuid_calidad_analisis)}
        etiqueta={f.folio}
        icono={null}
        nombreAccesible={`${f.folio} recibo`}
        nombrePorDefecto={`recibo_calidad_${f.folio}.pdf`}
        avisarError
      />
    </Stack>
  );
  const nombre = (f: FilaCalidad) =>
    f.id_tipo_analisis === 1 && f.uuid_productor ? (
      <MuiLink component={Link} to={rutas.cuentaPerfil(f.uuid_productor)}>
        {f.nombre}
      </MuiLink>
    ) : (
      f.nombre
    );
  const puntaje = (f: FilaCalidad) =>
    f.puntaje_taza === null
      ? 'Sin catación'
      : `${cien(f.puntaje_taza)}${f.metodo_sensorial ? ` (${METODO_CORTO[f.metodo_sensorial]})` : ''}`;

  const grupos: { titulo: string; columnas: Columna[] }[] = [
    {
      titulo: 'Información general de la muestra',
      columnas: [
        { titulo: 'Folio', valor: folio },
        { titulo: 'Fecha', valor: (f) => formatoFecha(f.fecha) },
        { titulo: 'Tipo', valor: (f) => f.tipo_analisis },
        { titulo: 'Nombre', valor: nombre },
        { titulo: 'Detalle', valor: (f) => f.detalle ?? '--' },
        { titulo: 'Región', valor: (f) => f.region ?? '--' },
        {
          titulo: 'Altura promedio (m)',
          valor: (f) => (f.altura_promedio === null ? '--' : f.altura_promedio.toLocaleString('en-US')),
          derecha: true,
        },
      ],
    },
    {
      titulo: 'Resumen',
      columnas: [
        { titulo: 'Factor de rendimiento', valor: (f) => cien(f.resumen_rendimiento), derecha: true },
        { titulo: 'Oro exportable (%)', valor: (f) => cien(f.resumen_rendimiento_exportable), derecha: true },
        { titulo: 'Puntaje en taza', valor: (f) => (f.resumen_puntaje_taza === null ? '--' : cien(f.resumen_puntaje_taza)), derecha: true },
      ],
    },
    {
      titulo: 'Resultados físicos',
      columnas: [
        { titulo: 'Proceso', valor: (f) => f.nombre_tipo_proceso },
        { titulo: 'Rendimiento (%)', valor: (f) => cien(f.porcentaje_rendimiento), derecha: true },
        { titulo: 'Cerezo (%)', valor: (f) => cien(f.porcentaje_cerezo), derecha: true },
        { titulo: 'Mancha (%)', valor: (f) => cien(f.porcentaje_mancha), derecha: true },
        { titulo: 'Humedad (%)', valor: (f) => cien(f.pergamino_humedad), derecha: true },
        { titulo: 'Color', valor: (f) => f.nombre_color_muestra },
        { titulo: 'Defectos', valor: (f) => f.defectos },
      ],
    },
    {
      titulo: 'Resultados sensoriales',
      columnas: [
        { titulo: 'Puntaje', valor: puntaje },
        { titulo: 'Banda', valor: (f) => f.nombre_banda ?? '--' },
        { titulo: 'Perfil de taza', valor: (f) => f.perfil_taza ?? '--' },
      ],
    },
  ];

  if (angosta)
    return (
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Registros de muestras">
        {filas.map((f) => (
          <Paper key={f.uuid_calidad_analisis} component="li" variant="outlined" sx={{ p: 1.5 }} data-folio={f.folio}>
            <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1}>
              {folio(f)}
              <Typography variant="body2" color="text.secondary">
                {formatoFecha(f.fecha)}
              </Typography>
            </Stack>
            <Typography variant="body2">
              {f.tipo_analisis}: {nombre(f)}
            </Typography>
            {f.detalle && (
              <Typography variant="body2" color="text.secondary">
                {f.detalle}
              </Typography>
            )}
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.5, m: 0, mt: 1 }}>
              <Par k="Oro exportable" v={cien(f.resumen_rendimiento_exportable, '%')} />
              <Par k="Factor" v={cien(f.resumen_rendimiento)} />
              <Par k="Humedad" v={cien(f.pergamino_humedad, '%')} />
              <Par k="Taza" v={puntaje(f)} />
            </Box>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label="Tabla de registros">
      <Table size="small" aria-label="Registros de muestras">
        <TableHead>
          <TableRow>
            {grupos.map((g, i) => (
              <TableCell
                key={g.titulo}
                colSpan={g.columnas.length}
                align="center"
                scope="colgroup"
                sx={{ fontWeight: 'bold', borderLeft: i ? 1 : 0, borderColor: 'divider' }}
              >
                {g.titulo}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {grupos.flatMap((g, i) =>
              g.columnas.map((c, j) => (
                <TableCell
                  key={`${g.titulo}-${c.titulo}`}
                  align={c.derecha ? 'right' : 'left'}
                  sx={{ borderLeft: i && !j ? 1 : 0, borderColor: 'divider', whiteSpace: 'nowrap' }}
                >
                  {c.titulo}
                </TableCell>
              )),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f) => (
            <TableRow key={f.uuid_calidad_analisis} data-folio={f.folio}>
              {grupos.flatMap((g, i) =>
                g.columnas.map((c, j) => (
                  <TableCell
                    key={`${g.titulo}-${c.titulo}`}
                    align={c.derecha ? 'right' : 'left'}
                    sx={{ borderLeft: i && !j ? 1 : 0, borderColor: 'divider' }}
                  >
                    {c.valor(f)}
                  </TableCell>
                )),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Par({ k, v }: { k: string; v: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {k}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {v}
      </Typography>
    </Box>
  );
}
