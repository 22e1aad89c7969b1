import 'leaflet/dist/leaflet.css';
import type { ReactNode } from 'react';
import { Alert, Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useConsultaInmediata } from '../../../components/useConsultaInmediata';
import { Title } from 'react-admin';
import { Cargando } from '../../../components/Cargando';
import { TarjetaGrafica as Tarjeta } from '../../../components/graficas';
import { TituloPestana } from '../../../components/TituloPestana';
import { SelectorCiclo } from '../../../layout/SelectorCiclo';
import { usePuede } from '../../../sesion/usePuede';
import { useCiclo } from '../../../sesion/CicloContext';
import { leerGenero, leerMapa, leerOtras, leerPlantas, leerTotales } from './api';
import { Contadores } from './Contadores';
import { GraficaActividades } from './GraficaActividades';
import { GraficaGenero } from './GraficaGenero';
import { GraficaPlantas } from './GraficaPlantas';
import { MapaParcelas } from './MapaParcelas';
import { PanelAnalisisWhisp } from '../eudr/PanelAnalisisWhisp';
import { muestraEudr } from '@domain/eudr/riesgo';
import { useConfiguracion } from '../../../sesion/useConfiguracion';
import { PanelFiltros } from '../../../components/filtros/PanelFiltros';
import { usePanelFiltros } from '../../../components/filtros/usePanelFiltros';

/** The note of 001 §2.2 under the counters. */
const NOTA_SOLO_CON_FICHA = 'Las cifras consideran únicamente las parcelas que cuentan con ficha.';

/** A block that waits for its own call: a spinner while it loads, a message if it fails, never invented numbers. */
function Datos<T>({ consulta, children }: { consulta: UseQueryResult<T>; children: (datos: T) => ReactNode }) {
  if (consulta.isPending) return <Cargando />;
  if (consulta.isError) return <Alert severity="error">No se pudo cargar la información</Alert>;
  return <>{children(consulta.data)}</>;
}

/**
 * /admin/parcelas, the plots dashboard (spec 001 §2.2): for the cycle chosen in the app's selector, the
 * counters, plants by type, other activities, the gender chart, the note that only plots with a form count,
 * and the map of centroids with 'Descargar Mapa'. Each block loads on its own so a slow one holds no other.
 */
export function TableroParcelas() {
  const { ciclo } = useCiclo();
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const id = ciclo?.id ?? 0;
  const activa = id > 0;
  // The filter panel (000 §2.3) narrows the figures; the map of centroids stays the cycle's.
  const { panel, filtros, cambiar } = usePanelFiltros();
  // the map rows and the map export are registry calls (PADRON on the server): without it there is no map card.
  // Asked first, and every call while the screen renders (useConsultaInmediata): the map's 10,000 rows are the
  // longest to answer and to draw (DECISIONES 'mapa de 10 000: sesión 12').
  const verMapa = usePuede('PADRON');
  const { configuracion } = useConfiguracion();
  const conEudr = muestraEudr(configuracion ? configuracion.usa_eudr : undefined);
  const mapa = useConsultaInmediata({
    queryKey: ['tablero-parcelas', 'mapa', id],
    queryFn: () => leerMapa(id),
    enabled: activa && verMapa,
  });
  const totales = useConsultaInmediata({
    queryKey: ['tablero-parcelas', 'totales', id, filtros],
    queryFn: () => leerTotales(id, filtros),
    enabled: activa,
  });
  const plantas = useConsultaInmediata({
    queryKey: ['tablero-parcelas', 'plantas', id, filtros],
    queryFn: () => leerPlantas(id, filtros),
    enabled: activa,
  });
  const otras = useConsultaInmediata({
    queryKey: ['tablero-parcelas', 'otras', id, filtros],
    queryFn: () => leerOtras(id, filtros),
    enabled: activa,
  });
  const genero = useConsultaInmediata({
    queryKey: ['tablero-parcelas', 'genero', id, filtros],
    queryFn: () => leerGenero(id, filtros),
    enabled: activa,
  });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Parcelas" />
      <TituloPestana titulo="Parcelas" />
      {/* on a phone the app bar keeps the cycle selector in its folded menu; the dashboard shows the same one */}
      {angosta && (
        <Box sx={{ mb: 2 }}>
          <SelectorCiclo />
        </Box>
      )}
      <PanelFiltros panel={panel} onCambiar={cambiar} />
      {!ciclo ? (
        <Cargando />
      ) : (
        <Stack spacing={2}>
          <Datos consulta={totales}>{(t) => <Contadores totales={t} />}</Datos>
          <Typography variant="body2" color="text.secondary" role="note">
            {NOTA_SOLO_CON_FICHA}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
            <Tarjeta titulo="Plantas por tipo">
              <Datos consulta={plantas}>{(f) => <GraficaPlantas filas={f} />}</Datos>
            </Tarjeta>
            <Tarjeta titulo="Otras actividades productivas">
              <Datos consulta={otras}>{(f) => <GraficaActividades filas={f} />}</Datos>
            </Tarjeta>
          </Box>
          <Tarjeta titulo="Superficie y producción estimada por género">
            <Datos consulta={genero}>{(f) => <GraficaGenero filas={f} />}</Datos>
          </Tarjeta>
          {conEudr && <PanelAnalisisWhisp />}
          {verMapa && (
            <Tarjeta titulo="Mapa de parcelas">
              <Datos consulta={mapa}>{(f) => <MapaParcelas filas={f} uuidCiclo={ciclo.uuid} />}</Datos>
            </Tarjeta>
          )}
        </Stack>
      )}
    </Box>
  );
}
