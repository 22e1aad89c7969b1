import { Alert, Box, Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { formatoFecha } from '@domain/comun/formato';
import type { FichaFisico, ZarandaGuardada } from '@domain/contrato/calidad';
import { fichaFisico, rutaPdfFisico, zarandasFisico } from '../../api/calidad';
import { Cargando } from '../../components/Cargando';
import { perezosa } from '../../components/perezosa';
import { TarjetaGrafica } from '../../components/graficas/TarjetaGrafica';
import { Dato, TarjetaDatos } from '../../components/TarjetaDatos';
import { caminosCalidad } from './caminos';
import { cien } from './cifras';
import { estadoNuevo, fisicoGuardado, resumenGuardado, sensorialGuardado } from './estado';
import { ExportarPdf } from './ExportarPdf';
import { Paso, SinAnalisis } from './Paso';
import { useEstadoCalidad } from './useEstadoCalidad';

const GraficaDefectos = perezosa(() => import('./GraficaDefectos').then((m) => m.GraficaDefectos), 'Cargando la gráfica');

/**
 * /admin/calidad/analisis/fisico/info (spec 002 §2.15): the stored physical analysis, read-only, with every derived
 * value as the server computed it (yield, exportable oro, factor with the cooperative's sack, kilos the sample stands
 * for, full defects), the defects chart per sieve, 'Exportar PDF', back to the registro, 'Ver' or '+ Agregar' the
 * cupping and 'Guardar análisis' (back to the list; the analysis is already saved).
 */
export function PaginaFisicoInfo() {
  const { estado, reemplazar } = useEstadoCalidad();
  const navigate = useNavigate();
  const uuid = estado.id_calidad_analisis_fisico;
  const abierto = fisicoGuardado(estado);
  const ficha = useQuery({ queryKey: ['cosecha', 'calidad', 'fisico', uuid], queryFn: () => fichaFisico(uuid), enabled: abierto });
  const zarandas = useQuery({
    queryKey: ['cosecha', 'calidad', 'fisico', uuid, 'zarandas'],
    queryFn: () => zarandasFisico(uuid),
    enabled: abierto,
  });
  const f = ficha.data;
  const conSensorial = sensorialGuardado(estado) || !!f?.id_calidad_analisis_sensorial;

  return (
    <Paso
      titulo="Análisis físico"
      regreso={caminosCalidad.fisicoRegistro()}
      etiquetaRegreso="Regresar al registro"
      resumen={f ? resumenGuardado(f.seleccion) : estado.resumen}
      folio={f?.folio ?? estado.folio}
      acciones={f && <ExportarPdf ruta={rutaPdfFisico(f.id_calidad_analisis_fisico)} nombre={`analisis_fisico_${f.folio}.pdf`} />}
    >
      {!abierto ? (
        <SinAnalisis mensaje="No hay un análisis físico abierto. Ábralo desde la lista con el lápiz, o registre uno nuevo." />
      ) : ficha.isPending ? (
        <Cargando etiqueta="Cargando el análisis" />
      ) : ficha.isError ? (
        <Alert severity="error">No se pudo leer el análisis. Recargue la página para intentarlo de nuevo.</Alert>
      ) : (
        <Stack spacing={2}>
          <Resultados f={ficha.data} />
          <Muestra f={ficha.data} />
          <TarjetaGrafica titulo="Defectos por zaranda" subtitulo="Gramos de defectos primarios y secundarios en cada zaranda">
            {zarandas.isPending ? (
              <Cargando />
            ) : zarandas.isError ? (
              <Alert severity="error">No se pudieron leer las zarandas. Recargue la página para intentarlo de nuevo.</Alert>
            ) : (
              <>
                <GraficaDefectos zarandas={zarandas.data} />
                <TablaZarandas zarandas={zarandas.data} />
              </>
            )}
          </TarjetaGrafica>
          <Stack direction="row" useFlexGap flexWrap="wrap" gap={1} justifyContent="flex-end">
            {conSensorial ? (
              <Button component={Link} to={caminosCalidad.sensorialInfo()} variant="outlined">
                Ver análisis sensorial
              </Button>
            ) : (
              <Button component={Link} to={caminosCalidad.sensorialRegistro()} variant="outlined" startIcon={<AddIcon />}>
                Agregar análisis sensorial
              </Button>
            )}
            <Button
              variant="contained"
              onClick={() => {
                // the analysis is stored: the working state starts blank for the next one
                reemplazar(estadoNuevo());
                navigate(caminosCalidad.lista());
              }}
            >
              Guardar análisis
            </Button>
          </Stack>
        </Stack>
      )}
    </Paso>
  );
}

function Resultados({ f }: { f: FichaFisico }) {
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" gap={2} component="section" aria-label="Resultados">
      <TarjetaDatos titulo="Rendimiento" ancho={240}>
        <Dato etiqueta="Rendimiento (oro / pergamino)">{cien(f.pergamino_rendimiento, '%')}</Dato>
        <Dato etiqueta="Oro exportable">
          {cien(f.oro_rendimiento_exportable, '%')} · {cien(f.oro_mancha, 'g')}
        </Dato>
        <Dato etiqueta={`Factor de rendimiento (saco de ${f.saco_kg} kg)`}>{cien(f.factor_rendimiento)}</Dato>
      </TarjetaDatos>
      <TarjetaDatos titulo="Cerezo y mancha" ancho={240}>
        <Dato etiqueta="Cerezo">{cien(f.pergamino_cerezo, '%')}</Dato>
        <Dato etiqueta={`Mancha (sobre ${f.base_mancha === 'oro' ? 'el oro' : 'el pergamino'})`}>{cien(f.pergamino_mancha, '%')}</Dato>
        <Dato etiqueta="Humedad">{cien(f.pergamino_humedad, '%')}</Dato>
      </TarjetaDatos>
      <TarjetaDatos titulo="Exportable" ancho={240}>
        {f.oro_kgs_exportables === null ? (
          <Typography variant="body2" color="text.secondary">
            Los kilos exportables se calculan cuando la muestra representa entregas o un lote.
          </Typography>
        ) : (
          <>
            <Dato etiqueta="Kilos exportables">{cien(f.oro_kgs_exportables, 'kg')}</Dato>
            <Dato etiqueta="Quintales (46 kg)">{cien(f.oro_quintales_exportables)}</Dato>
            <Dato etiqueta={`Sacos de ${f.saco_kg} kg`}>{cien(f.oro_sacos_exportables)}</Dato>
            <Dato etiqueta="De pergamino neto">{cien(f.pergamino_kgs_netos, 'kg')}</Dato>
          </>
        )}
      </TarjetaDatos>
      <TarjetaDatos titulo="Defectos" ancho={240}>
        <Dato etiqueta="Defectos completos">
          {f.defectos_primarios} primarios, {f.defectos_secundarios} secundarios
        </Dato>
        <Dato etiqueta="Peso de defectos">{cien(f.defectos_gramos, 'g')}</Dato>
        <Box>
          <Chip size="small" variant="outlined" label={f.grado_especialidad ? 'Grado especialidad' : 'No alcanza grado especialidad'} />
        </Box>
      </TarjetaDatos>
    </Stack>
  );
}

function Muestra({ f }: { f: FichaFisico }) {
  const filas: [string, string][] = [
    ['Fecha', formatoFecha(f.fecha)],
    ['Tipo de proceso', f.proceso.nombre],
    ['Color de la muestra', f.color.nombre],
    ['Olor de la muestra', f.olor_muestra || '--'],
    ['Peso muestra pergamino', cien(f.pergamino_peso_muestra_pergamino, 'g')],
    ['Peso muestra oro', cien(f.pergamino_peso_muestra_oro, 'g')],
    ['Peso cerezo', cien(f.pergamino_peso_muestra_cerezo, 'g')],
    ['Peso mancha', cien(f.pergamino_peso_mancha, 'g')],
    ['Densidad', cien(f.pergamino_densidad, 'g/L')],
    ['Actividad de agua', f.pergamino_actividad_agua === null ? '--' : (f.pergamino_actividad_agua / 100).toFixed(2)],
    [
      'Muestra oro de las zarandas',
      f.peso_muestra_misma_anterior === 1 ? 'La misma muestra oro' : `Otra muestra: ${cien(f.pergamino_peso_muestra_oro_2, 'g')}`,
    ],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Muestra">
      <Typography variant="h6" component="h2" gutterBottom>
        Muestra
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 1, m: 0 }}
      >
        {filas.map(([k, v]) => (
          <Box key={k}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {k}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {v}
            </Typography>
          </Box>
        ))}
      </Box>
      {f.observaciones && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Observaciones: {f.observaciones}
        </Typography>
      )}
    </Paper>
  );
}

/** The same figures as the chart, as a table (readable without the picture). */
function TablaZarandas({ zarandas }: { zarandas: readonly ZarandaGuardada[] }) {
  const lista = (d: ZarandaGuardada['defectos_primarios']) =>
    d.length ? d.map((x) => `${x.tipo_mancha.nombre}: ${x.no_granos} granos, ${cien(x.gramos, 'g')}`).join('; ') : 'Ninguno';
  return (
    // focusable, so a keyboard can scroll the table on a phone (axe scrollable-region-focusable)
    <Box sx={{ overflowX: 'auto', mt: 1 }} tabIndex={0} role="region" aria-label="Tabla de zarandas">
      <Table size="small" aria-label="Zarandas">
        <TableHead>
          <TableRow>
            <TableCell>Zaranda</TableCell>
            <TableCell align="right">Peso</TableCell>
            <TableCell>Defectos primarios</TableCell>
            <TableCell>Defectos secundarios</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {zarandas.map((z) => (
            <TableRow key={z.id_calidad_analisis_fisicos_zaranda}>
              <TableCell>{z.zaranda.nombre}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {cien(z.valor, 'g')}
              </TableCell>
              <TableCell>{lista(z.defectos_primarios)}</TableCell>
              <TableCell>{lista(z.defectos_secundarios)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
