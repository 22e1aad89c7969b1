import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COLOR_NIVEL,
  COLOR_RIESGO_SIN_NIVEL,
  estadoAnalisis,
  ETIQUETA_NIVEL,
  MENSAJE_SIN_POLIGONO,
  riesgoMostrado,
} from '@domain/eudr/riesgo';
import { recomendacionesEudr } from '@domain/eudr/recomendaciones';
import { avisoAnalisis } from '@domain/eudr/analisis';
import { nombreReporteEudr } from '@domain/eudr/cambio-riesgo';
import { formatoFecha, formatoNumero, hoyEnZona } from '@domain/comun/formato';
import { leerRiesgoEudr, rutaDocumentoEudr } from '../../../api/eudr';
import { BotonDescarga } from '../../../components/BotonDescarga';
import { Cargando } from '../../../components/Cargando';
import { ImagenArchivo } from '../../../components/ImagenArchivo';
import { usePuede } from '../../../sesion/usePuede';
import { useFormatoFecha } from '../../../sesion/useFormatoFecha';
import { useConfiguracion } from '../../../sesion/useConfiguracion';
import { estilosReporteEudr } from './estilosReporte';
import { MapaParcela } from '../MapaParcela';
import type { ParcelaDetalle } from '../tipos';
import { FormularioRiesgoEudr } from './FormularioRiesgoEudr';
import { InspeccionEudr } from './InspeccionEudr';

const LEYENDA =
  'Este análisis es una herramienta de apoyo para la debida diligencia del Reglamento (UE) 2023/1115. El resultado automatizado es preliminar: ' +
  'no sustituye la verificación en campo ni la evaluación de riesgo que el operador debe documentar antes de comercializar el producto en la Unión Europea.';

/** Prints the tab in landscape under the spec's title (R070), which browsers use as the PDF's name. */
function imprimirReporte(titulo: string): void {
  const anterior = document.title;
  const estilo = document.createElement('style');
  estilo.textContent = '@page { size: landscape; }';
  document.head.appendChild(estilo);
  document.title = titulo;
  window.addEventListener(
    'afterprint',
    () => {
      document.title = anterior;
      estilo.remove();
    },
    { once: true },
  );
  window.print();
}

/** The plot profile's EUDR tab (spec 001 §2.5; rules R064–R070). */
export function PestanaEudr({ parcela }: { parcela: ParcelaDetalle }) {
  const clave = ['eudr', 'riesgo', parcela.uuid];
  const q = useQuery({ queryKey: clave, queryFn: () => leerRiesgoEudr(parcela.uuid) });
  const cliente = useQueryClient();
  const puedeCambiar = usePuede('PARCELAS_CROQUIS');
  const [editando, setEditando] = useState(false);
  // the risk history's timestamps on the cooperative's clock (issue 22 item 22)
  const fecha = useFormatoFecha();
  const { configuracion } = useConfiguracion();

  if (q.isPending) return <Cargando />;
  if (q.isError || !q.data)
    return (
      <Alert severity="error" action={<Button onClick={() => q.refetch()}>Reintentar</Button>}>
        No se pudo leer el análisis EUDR de la parcela.
      </Alert>
    );
  const d = q.data;
  const situacion = {
    tienePoligono: d.tiene_poligono,
    riesgoWhisp: d.whispRisk?.id ?? null,
    riesgoUsuario: d.userRiesgoEudr?.cat_riesgo_eudr.id ?? null,
    alertasError: d.alertasPoligono.filter((a) => a.error === 1).length,
    areasNaturales: d.areasNaturales.length,
  };
  const estado = estadoAnalisis(situacion);
  const mostrado = riesgoMostrado(situacion);
  const aviso = avisoAnalisis({
    tienePoligono: d.tiene_poligono,
    tieneResultado: d.whispRisk !== null,
    configurado: d.analisis.configurado,
    estado: d.analisis.estado,
  });
  const recomendaciones = d.tiene_poligono
    ? recomendacionesEudr(situacion.alertasError, situacion.areasNaturales, situacion.riesgoWhisp)
    : [];
  const recargar = () => {
    setEditando(false);
    void cliente.invalidateQueries({ queryKey: clave });
  };

  return (
    <Box component="section" aria-labelledby="eudr-titulo" className="reporte-eudr" sx={{ display: 'grid', gap: 2 }}>
      {estilosReporteEudr}
      {/* on paper, what the report is about and when it was printed: the screen's title bar is not printed */}
      <Box sx={{ display: 'none', '@media print': { display: 'block' } }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {`Reporte EUDR · ${parcela.nombre} · ${parcela.cuenta}`}
        </Typography>
        <Typography variant="body2" component="p">
          {[parcela.municipio, parcela.localidad].filter(Boolean).join(', ')}
          {` · Impreso el ${formatoFecha(hoyEnZona(configuracion?.zona_horaria))}`}
        </Typography>
      </Box>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id="eudr-titulo" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          Análisis de riesgo EUDR
        </Typography>
        <Button size="small" startIcon={<PrintIcon />} onClick={() => imprimirReporte(nombreReporteEudr(parcela.nombre, parcela.cuenta))}>
          Descargar reporte
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <MapaParcela parcela={parcela} tipo="hibrido" alto={340} etiquetasLados={false} areas={d.areasNaturales} />
        <Card variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 1.5 }}>
            {estado === 'sin-poligono' && <Alert severity="warning">{MENSAJE_SIN_POLIGONO}</Alert>}
            {aviso && <Alert severity={aviso.severidad}>{aviso.texto}</Alert>}
            {mostrado.nivel && (
              <Box>
                <Chip
                  label={`Riesgo ${ETIQUETA_NIVEL[mostrado.nivel]}`}
                  sx={{ bgcolor: COLOR_NIVEL[mostrado.nivel] ?? COLOR_RIESGO_SIN_NIVEL, color: 'rgba(0,0,0,0.87)', fontWeight: 600 }}
                />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {mostrado.origen === 'usuario' && d.userRiesgoEudr
                    ? `Asignado por ${d.userRiesgoEudr.usuario} el ${fecha(d.userRiesgoEudr.created_at)}.`
                    : `Resultado preliminar del análisis automatizado${d.whispRisk ? ` (WHISP ${d.whispRisk.version ?? ''}, ${fecha(d.whispRisk.analizado_en)})` : ''}.`}
                </Typography>
              </Box>
            )}
            {d.tiene_poligono && (
              <List dense disablePadding aria-label="Resultados del análisis">
                <ListItem disableGutters>
                  <ListItemText
                    primary="Integridad del polígono"
                    secondary={situacion.alertasError ? `${situacion.alertasError} error(es) en el croquis` : 'Sin errores en el croquis'}
                  />
                </ListItem>
                <ListItem disableGutters>
                  <ListItemText
                    primary="Riesgo de deforestación (WHISP)"
                    secondary={d.whispRisk ? d.whispRisk.nombre : 'Evaluación en proceso'}
                  />
                </ListItem>
                <ListItem disableGutters>
                  <ListItemText
                    primary="Áreas naturales protegidas"
                    secondary={
                      d.areasNaturales.length
                        ? // one line per area, its name linked to its official page when the layer has one; the
                          // hectares never wrap apart from their unit
                          d.areasNaturales.map((a) => (
                            <Box component="span" key={a.id} sx={{ display: 'block' }}>
                              {a.url ? (
                                <Link href={a.url} target="_blank" rel="noopener noreferrer">
                                  {a.nombre}
                                </Link>
                              ) : (
                                a.nombre
                              )}
                              {`: ${formatoNumero(a.hectareas, 2)}\u00a0ha`}
                            </Box>
                          ))
                        : 'No se encima con ninguna'
                    }
                  />
                </ListItem>
              </List>
            )}
          </CardContent>
        </Card>
      </Box>

      {recomendaciones.length > 0 && (
        <Box component="section" aria-labelledby="eudr-recomendaciones">
          <Typography id="eudr-recomendaciones" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Recomendaciones
          </Typography>
          <List dense>
            {recomendaciones.map((r) => (
              <ListItem key={r.codigo} disableGutters>
                <ListItemText primary={r.texto} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}

      <Box component="section" aria-labelledby="eudr-inspeccion">
        <Typography id="eudr-inspeccion" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          Información adicional
        </Typography>
        <InspeccionEudr parcela={parcela.uuid} />
      </Box>

      <Box component="section" aria-labelledby="eudr-asignado">
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id="eudr-asignado" component="h3" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
            Nivel de riesgo asignado
          </Typography>
          {puedeCambiar && d.tiene_poligono && !editando && (
            <Button variant="outlined" onClick={() => setEditando(true)}>
              {d.userRiesgoEudr ? 'Editar' : 'Cambiar nivel de riesgo'}
            </Button>
          )}
        </Stack>
        {editando ? (
          <FormularioRiesgoEudr
            parcela={parcela.uuid}
            actual={d.userRiesgoEudr}
            onCancelar={() => setEditando(false)}
            onGuardado={recargar}
          />
        ) : d.userRiesgoEudr ? (
          <Card variant="outlined" sx={{ mt: 1 }}>
            <CardContent sx={{ display: 'grid', gap: 1 }}>
              <Typography>
                <strong>{d.userRiesgoEudr.cat_riesgo_eudr.nombre}</strong> — {d.userRiesgoEudr.justificacion}
              </Typography>
              <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ alignItems: 'center' }}>
                {d.userRiesgoEudr.imagenes
                  .split(';')
                  .filter(Boolean)
                  .map((u, i) => (
                    <ImagenArchivo key={u} uuid={u} alt={`Imagen de evidencia ${i + 1}`} alto={80} />
                  ))}
                {d.userRiesgoEudr.documentos
                  .split(';')
                  .filter(Boolean)
                  .map((u, i) => (
                    <BotonDescarga
                      key={u}
                      ruta={rutaDocumentoEudr(parcela.uuid, u)}
                      etiqueta={`Documento ${i + 1}`}
                      nombrePorDefecto="evidencia"
                    />
                  ))}
              </Stack>
            </CardContent>
          </Card>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Nadie ha asignado un nivel de riesgo a esta parcela; se muestra el resultado preliminar.
          </Typography>
        )}
      </Box>

      {d.historial.length > 0 && (
        <Box component="section" aria-labelledby="eudr-historial" sx={{ overflowX: 'auto' }}>
          <Typography id="eudr-historial" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Historial de cambios de riesgo
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Fecha</TableCell>
                <TableCell>Nivel</TableCell>
                <TableCell>Usuario</TableCell>
                <TableCell>Justificación</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {d.historial.map((h) => (
                <TableRow key={h.uuid}>
                  <TableCell>{fecha(h.created_at)}</TableCell>
                  <TableCell>{h.cat_riesgo_eudr.nombre}</TableCell>
                  <TableCell>{h.usuario}</TableCell>
                  <TableCell>{h.justificacion}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}

      <Typography variant="caption" color="text.secondary" component="p">
        {LEYENDA}
      </Typography>
    </Box>
  );
}
