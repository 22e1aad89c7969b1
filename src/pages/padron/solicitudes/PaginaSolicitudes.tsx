import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, Paper, Stack, TablePagination, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import TableViewIcon from '@mui/icons-material/TableView';
import { useNotify } from 'react-admin';
import { SelectorCiclo } from '../../../components/SelectorCiclo';
import { haySeleccion } from '@domain/padron/solicitudes';
import { Cargando } from '../../../components/Cargando';
import { BotonDescarga } from '../../../components/BotonDescarga';
import { TituloPestana } from '../../../components/TituloPestana';
import { TAMANOS_PAGINA } from '../../../entorno';
import { useCiclo } from '../../../sesion/CicloContext';
import { usePuede } from '../../../sesion/usePuede';
import { rutaExcelSolicitudes } from '../../../api/padron';
import { DialogoDecision } from './DialogoDecision';
import { TablaSolicitudes } from './TablaSolicitudes';
import type { ConfigSolicitudes } from './tipos';
import { useDecidir, useSolicitudes } from './useSolicitudes';

/**
 * /admin/padron/altas/list and /admin/padron/bajas/list (spec 001 §2.12): cycle, Pendientes/Historial, the selected
 * pending rows confirmed or cancelled through a dialog, the §8 message with N, the Excel of the tab shown.
 */
export function PaginaSolicitudes({ config }: { config: ConfigSolicitudes }) {
  const cicloElegido = useCiclo();
  const { ciclo } = cicloElegido;
  const notify = useNotify();
  const decidirPermitido = usePuede(config.tipo === 'alta' ? 'PADRON_ALTAS' : 'PADRON_BAJAS');
  const exportar = usePuede(config.permisoExportar);
  const [confirmado, setConfirmado] = useState<0 | 1>(0);
  const [pagina, setPagina] = useState(1);
  const [porPagina, setPorPagina] = useState(20);
  const [seleccion, setSeleccion] = useState<string[]>([]);
  const [modo, setModo] = useState<'confirmar' | 'cancelar' | null>(null);
  const q = useSolicitudes(config.tipo, ciclo?.id, confirmado, pagina, porPagina);
  const { confirmar, cancelar } = useDecidir(config.tipo);
  // another cycle's requests are other rows: a selection never crosses cycles
  useEffect(() => {
    setSeleccion([]);
    setPagina(1);
  }, [ciclo?.id]);

  const cambiarVista = (v: 0 | 1) => {
    setConfirmado(v);
    setPagina(1);
    setSeleccion([]);
  };
  const alternar = (u: string) => setSeleccion((s) => (s.includes(u) ? s.filter((x) => x !== u) : [...s, u]));
  const aceptar = async (padrones: Parameters<typeof confirmar>[2]) => {
    if (!ciclo) return;
    const r = modo === 'confirmar' ? await confirmar(seleccion, ciclo.id, padrones) : await cancelar(seleccion, ciclo.id);
    notify(r.message, { type: 'success' });
    setSeleccion([]);
    setModo(null);
  };
  const sel = haySeleccion(seleccion);

  return (
    <Box sx={{ py: 2 }}>
      <TituloPestana titulo={config.titulo} />
      <Stack direction="row" alignItems="center" justifyContent="space-between" useFlexGap flexWrap="wrap" spacing={2} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          {config.titulo}
        </Typography>
        <SelectorCiclo {...cicloElegido} />
      </Stack>
      <Stack direction="row" alignItems="center" useFlexGap flexWrap="wrap" spacing={1} sx={{ mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={confirmado}
          onChange={(_, v: 0 | 1 | null) => v !== null && cambiarVista(v)}
          aria-label="Qué solicitudes ver"
          // MUI's unselected grey is under 4.5:1 on the page's background
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'rgba(0, 0, 0, 0.78)' } }}
        >
          <ToggleButton value={0}>Pendientes</ToggleButton>
          <ToggleButton value={1}>Historial</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flexGrow: 1 }} />
        {exportar && ciclo && (
          <BotonDescarga
            ruta={rutaExcelSolicitudes(config.tipo, ciclo.uuid, confirmado)}
            etiqueta="Excel"
            nombrePorDefecto={`padron_${config.tipo}s.xlsx`}
            icono={<TableViewIcon />}
            variante="outlined"
          />
        )}
      </Stack>
      {decidirPermitido && confirmado === 0 && (
        <Paper variant="outlined" sx={{ px: 2, py: 1, mb: 1 }}>
          <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap">
            <Typography variant="body2" sx={{ mr: 1 }}>
              {!sel
                ? 'Seleccione productores para confirmar o cancelar'
                : seleccion.length === 1
                  ? '1 productor seleccionado'
                  : `${seleccion.length} productores seleccionados`}
            </Typography>
            <Button size="small" variant="contained" disabled={!sel} onClick={() => setModo('confirmar')}>
              {config.etiquetaConfirmar}
            </Button>
            <Button size="small" variant="outlined" color="error" disabled={!sel} onClick={() => setModo('cancelar')}>
              {config.etiquetaCancelar}
            </Button>
            {sel && (
              <Button size="small" onClick={() => setSeleccion([])}>
                Quitar selección
              </Button>
            )}
          </Stack>
        </Paper>
      )}
      <Card sx={{ p: { xs: 1, sm: 0 } }}>
        {!ciclo || (q.isPending && !q.data) ? (
          <Cargando />
        ) : q.isError ? (
          <Alert severity="error" action={<Button onClick={() => void q.refetch()}>Reintentar</Button>}>
            No se pudo leer la lista. Revise su conexión y pulse Reintentar.
          </Alert>
        ) : (
          <>
            <TablaSolicitudes
              filas={q.data?.data ?? []}
              historial={confirmado === 1}
              seleccion={seleccion}
              onAlternar={alternar}
              onTodas={(uuids) => setSeleccion(uuids)}
              columnasExtra={config.columnasExtra}
              vacio={config.vacioPendientes}
              puedeDecidir={decidirPermitido}
            />
            {(q.data?.total ?? 0) > 0 && (
              <TablePagination
                component="div"
                count={q.data?.total ?? 0}
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
          </>
        )}
      </Card>
      <DialogoDecision
        modo={modo}
        titulo={modo === 'confirmar' ? config.etiquetaConfirmar : config.etiquetaCancelar}
        explicacion={modo === 'confirmar' ? config.explicacionConfirmar : config.explicacionCancelar}
        etiquetaAccion={modo === 'confirmar' ? config.etiquetaConfirmar : config.etiquetaCancelar}
        cuantos={seleccion.length}
        onCerrar={() => setModo(null)}
        onAceptar={aceptar}
      />
    </Box>
  );
}
