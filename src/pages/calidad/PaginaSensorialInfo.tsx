import { Alert, Box, Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { fichaSensorial, rutaPdfSensorial } from '../../api/calidad';
import { Cargando } from '../../components/Cargando';
import { perezosa } from '../../components/perezosa';
import { caminosCalidad } from './caminos';
import { cien } from './cifras';
import { estadoNuevo, sensorialGuardado } from './estado';
import { atributosDe, nombreAtributo, NOMBRES_METODO } from './formularioSensorial';
import { ExportarPdf } from './ExportarPdf';
import { Paso, SinAnalisis } from './Paso';
import { useEstadoCalidad } from './useEstadoCalidad';

const GraficaRadar = perezosa(() => import('./GraficaRadar').then((m) => m.GraficaRadar), 'Cargando la gráfica');

/**
 * /admin/calidad/analisis/sensorial/info (spec 002 §2.15): the stored cupping, read-only — each score and note, the
 * radar (axis 0–10), the server's total with its band and the method it comes from, 'Exportar PDF', back to the
 * registro, and 'Guardar' (back to the list).
 */
export function PaginaSensorialInfo() {
  const { estado, reemplazar } = useEstadoCalidad();
  const navigate = useNavigate();
  const uuid = estado.id_calidad_analisis_sensorial;
  const abierto = sensorialGuardado(estado);
  const ficha = useQuery({ queryKey: ['cosecha', 'calidad', 'sensorial', uuid], queryFn: () => fichaSensorial(uuid), enabled: abierto });
  const f = ficha.data;
  return (
    <Paso
      titulo="Análisis sensorial"
      regreso={caminosCalidad.sensorialRegistro()}
      etiquetaRegreso="Regresar al registro"
      resumen={estado.resumen}
      folio={f?.folio ?? estado.folio}
      acciones={f && <ExportarPdf ruta={rutaPdfSensorial(f.id_calidad_analisis_sensorial)} nombre={`analisis_sensorial_${f.folio}.pdf`} />}
    >
      {!abierto ? (
        <SinAnalisis mensaje="No hay una catación abierta. Agréguela desde el análisis físico, o abra un análisis desde la lista." />
      ) : ficha.isPending ? (
        <Cargando etiqueta="Cargando la catación" />
      ) : ficha.isError || !f ? (
        <Alert severity="error">No se pudo leer la catación. Recargue la página para intentarlo de nuevo.</Alert>
      ) : (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Puntaje">
            <Stack direction="row" useFlexGap flexWrap="wrap" gap={2} alignItems="center">
              <Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  Puntaje total
                </Typography>
                <Typography variant="h4" component="p" data-testid="puntaje-taza">
                  {cien(f.puntaje_taza)}
                </Typography>
              </Box>
              <Chip label={f.nombre_banda} variant="outlined" sx={{ fontWeight: 'bold' }} />
              <Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  Método
                </Typography>
                <Typography>{NOMBRES_METODO[f.metodo]}</Typography>
              </Box>
              <Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  Perfil de taza
                </Typography>
                <Typography>{f.perfil_taza}</Typography>
              </Box>
            </Stack>
            {f.descripcion && <Typography sx={{ mt: 1 }}>{f.descripcion}</Typography>}
            {f.metodo === 'cva_afectiva' && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Tazas no uniformes: {f.tazas_no_uniformes} · tazas defectuosas: {f.tazas_defectuosas}
              </Typography>
            )}
          </Paper>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
            <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} component="section" aria-label="Gráfica de radar">
              <Typography variant="h6" component="h2">
                Gráfica de radar
              </Typography>
              <GraficaRadar
                maximo={f.metodo === 'cva_afectiva' ? 9 : 10}
                atributos={atributosDe(f.metodo).map((a) => ({ nombre: nombreAtributo(a), valor: (f[a] ?? 0) / 100 }))}
              />
            </Paper>
            <Paper variant="outlined" sx={{ minWidth: 0, overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Tabla de puntajes">
              <Table size="small" aria-label="Puntajes por atributo">
                <TableHead>
                  <TableRow>
                    <TableCell>Atributo</TableCell>
                    <TableCell align="right">Puntaje</TableCell>
                    <TableCell>Notas</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {atributosDe(f.metodo).map((a) => (
                    <TableRow key={a}>
                      <TableCell>{nombreAtributo(a)}</TableCell>
                      <TableCell align="right">{f.metodo === 'cva_afectiva' ? ((f[a] ?? 0) / 100).toFixed(0) : cien(f[a])}</TableCell>
                      <TableCell>{f[`${a}_desc`] || '--'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          </Box>
          <Stack direction="row" useFlexGap flexWrap="wrap" gap={1} justifyContent="flex-end">
            <Button component={Link} to={caminosCalidad.fisicoInfo()}>
              Ver análisis físico
            </Button>
            <Button
              variant="contained"
              onClick={() => {
                reemplazar(estadoNuevo());
                navigate(caminosCalidad.lista());
              }}
            >
              Guardar
            </Button>
          </Stack>
        </Stack>
      )}
    </Paso>
  );
}
