import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { useQuery } from '@tanstack/react-query';
import { cicloPorDefecto, etiquetaCiclo } from '@domain/comun/ciclos';
import type { ErrorSic } from '@domain/reportes/errores-sic';
import { errorConexionSic, nombreReporteSic, SIN_ERRORES_SIC, SIN_GENERAR_SIC, SIN_SELECCION_SIC } from '@domain/reportes/reporte-sic';
import { ciclosDeCooperativa } from '../../api/catalogos';
import { reporteSic, rutaExcelReporteSic } from '../../api/reportes';
import { BotonDescarga } from '../../components/BotonDescarga';
import { Cargando } from '../../components/Cargando';
import { useCooperativasOpciones } from '../../resources/catalogos';
import { sesion } from '../../sesion/almacenSesion';
import { useCiclo } from '../../sesion/CicloContext';
import { Encabezado } from '../tableros/Encabezado';
import { ResumenErrores } from './ResumenErrores';
import { TablaReporteSic } from './TablaReporteSic';

interface Pedido {
  coop: number;
  ciclo: number;
}

/**
 * /admin/calidad-de-datos: the SIC final report (spec 002 §2.16, R131). The user's own cooperative is preselected (the
 * platform administrator may pick another); choosing a cooperative reloads its cycles and clears the results; the
 * cycle starts at the shell's for the own cooperative, at the latest for another. Its label says whose cycle it is:
 * the shell's own 'Ciclo' selector stays on screen beside it. 'Generar Reporte' asks the server; 'Descargar Excel' writes the same rows.
 */
export function PaginaReporteSic() {
  const usuario = sesion.usuario();
  const opciones = useCooperativasOpciones();
  // without the cooperatives' list (a role without COOPERATIVAS_VER), the user's own is the only choice
  const cooperativas = opciones.data?.length ? opciones.data : usuario ? [{ id: usuario.id_cooperativa, nombre: usuario.cooperativa }] : [];
  const [coop, setCoop] = useState<number | null>(usuario?.id_cooperativa ?? null);
  const ciclos = useQuery({
    queryKey: ['cosecha', 'ciclos-de', coop],
    enabled: coop !== null,
    queryFn: () => ciclosDeCooperativa(Number(coop)),
  });
  const [cicloElegido, setCicloElegido] = useState<number | null>(null);
  // the own cooperative's report starts at the cycle the shell shows (R016); another's at its latest
  const delMarco = useCiclo().ciclo;
  const inicial = coop === usuario?.id_cooperativa && ciclos.data?.some((c) => c.id === delMarco?.id) ? delMarco : null;
  const ciclo = cicloElegido ?? (inicial ?? cicloPorDefecto(ciclos.data ?? []))?.id ?? null;
  const [pedido, setPedido] = useState<Pedido | null>(null);
  const [filtro, setFiltro] = useState<ErrorSic | null>(null);
  const reporte = useQuery({
    queryKey: ['cosecha', 'reporte-sic', pedido?.coop, pedido?.ciclo],
    enabled: pedido !== null,
    // generated only by the button: a cycle's report reads every form, producer and plot
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    queryFn: () => reporteSic(Number(pedido?.coop), Number(pedido?.ciclo)),
  });

  const elegirCooperativa = (id: number) => {
    setCoop(id);
    setCicloElegido(null);
    setPedido(null);
    setFiltro(null);
  };
  const elegirCiclo = (id: number) => {
    setCicloElegido(id);
    setPedido(null);
    setFiltro(null);
  };
  const generar = () => {
    if (coop === null || ciclo === null) return;
    setFiltro(null);
    if (pedido?.coop === coop && pedido.ciclo === ciclo) void reporte.refetch();
    else setPedido({ coop, ciclo });
  };
  const nombreCoop = cooperativas.find((c) => c.id === pedido?.coop)?.nombre ?? '';
  const nombreCiclo = ciclos.data?.find((c) => c.id === pedido?.ciclo)?.nombre ?? '';
  const filas = reporte.data ?? [];
  const visibles = filtro ? filas.filter((f) => f.codigos.includes(filtro)) : filas;

  return (
    <Box sx={{ py: 2 }}>
      <Encabezado filtros={false} titulo="Reporte SIC final" />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        sx={{ mb: 2, gap: 2, flexWrap: 'wrap', alignItems: { sm: 'center' }, '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 } }}
      >
        <TextField
          select
          size="small"
          label="Cooperativa"
          value={coop ?? ''}
          onChange={(e) => elegirCooperativa(Number(e.target.value))}
          sx={{ width: { xs: '100%', sm: 300 } }}
        >
          {cooperativas.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.nombre}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Ciclo del reporte"
          value={ciclo ?? ''}
          onChange={(e) => elegirCiclo(Number(e.target.value))}
          sx={{ width: { xs: '100%', sm: 220 } }}
          disabled={!ciclos.data?.length}
          helperText={ciclos.data && ciclos.data.length === 0 ? 'La cooperativa no tiene ciclos' : undefined}
        >
          {(ciclos.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {etiquetaCiclo(c)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<AssessmentIcon />}
          onClick={generar}
          disabled={coop === null || ciclo === null || reporte.isFetching}
        >
          Generar Reporte
        </Button>
        {pedido && reporte.isSuccess && (
          <BotonDescarga
            ruta={rutaExcelReporteSic(pedido.coop, pedido.ciclo)}
            etiqueta="Descargar Excel"
            variante="outlined"
            nombrePorDefecto={nombreReporteSic(nombreCoop, nombreCiclo)}
            avisarError
          />
        )}
      </Stack>
      {coop === null || ciclo === null ? (
        <Typography color="text.secondary">{SIN_SELECCION_SIC}</Typography>
      ) : !pedido ? (
        <Typography color="text.secondary">{SIN_GENERAR_SIC}</Typography>
      ) : reporte.isFetching ? (
        <Cargando etiqueta="Generando el reporte" />
      ) : reporte.isError ? (
        <Alert severity="error">{errorConexionSic(reporte.error.message)}</Alert>
      ) : filas.length === 0 ? (
        <Alert severity="success">{SIN_ERRORES_SIC}</Alert>
      ) : (
        <>
          <ResumenErrores filas={filas} filtro={filtro} elegir={setFiltro} />
          <TablaReporteSic key={filtro ?? 'todos'} filas={visibles} />
        </>
      )}
    </Box>
  );
}
