import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { formatoCentavos } from '@domain/comun/formato';
import { accionesHabilitadas, porCentroHabilitado, puedeBorrarDesembolso } from '@domain/efectivo/saldo';
import { hoyEnZona } from '@domain/comun/formato';
import type { FilaEfectivo } from '@domain/contrato/efectivo';
import {
  anularDesembolso,
  efectivoPorCentro,
  efectivoPorMovimiento,
  eliminarDesembolso,
  nuevaClave,
  rutaExcelEfectivo,
} from '../../api/efectivo';
import { BotonDescarga } from '../../components/BotonDescarga';
import { Cargando } from '../../components/Cargando';
import { SinRegistros } from '../../components/SinRegistros';
import { GraficaPastel, TarjetaGrafica } from '../../components/graficas';
import { PaginacionLista } from '../../components/PaginacionLista';
import { sesion } from '../../sesion/almacenSesion';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { usePuede } from '../../sesion/usePuede';
import { PaginaDeCiclo } from '../acopio/PaginaDeCiclo';
import { FormularioDesembolso } from './FormularioDesembolso';
import { TablaEfectivo, TablaPorCentro } from './TablaEfectivo';

type Vista = 'movimiento' | 'centro';

/**
 * /admin/acopio/entregas_efectivo/list (spec 002 §2.11; issue 25): the cycle's cash sent to the centres, 'por
 * Movimiento' and 'por Centro de Acopio' (disabled with no rows or a first row 'Sin Asignarse', R104), the donut of
 * the percentage paid (R103) and its totals, one selected row to edit or delete (a delete the server refuses is
 * offered as a void with its reason), the side panel, the Excel. Every figure is the server's.
 */
export function PaginaEfectivo() {
  return <PaginaDeCiclo titulo="Desembolso de efectivo">{({ ciclo }) => <Contenido idCiclo={ciclo.id} />}</PaginaDeCiclo>;
}

function Contenido({ idCiclo }: { idCiclo: number }) {
  const notify = useNotify();
  const cliente = useQueryClient();
  const { configuracion } = useConfiguracion();
  const escribe = usePuede('ACOPIOS_ENTREGAS_EFECTIVO_NUEVO');
  const exporta = usePuede('ACOPIOS_ENTREGAS_EFECTIVO_EXPORTAR');
  const usuario = sesion.usuario();
  const [vista, setVista] = useState<Vista>('movimiento');
  const [elegido, setElegido] = useState<number | null>(null);
  const [formulario, setFormulario] = useState<'nuevo' | 'editar' | null>(null);
  const [borrar, setBorrar] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [claveAnular, setClaveAnular] = useState(nuevaClave);
  const [aviso, setAviso] = useState<string | null>(null);
  const [pagina, setPagina] = useState(1);
  const [porPagina, setPorPagina] = useState(20);
  // 'por Movimiento' of one centre, chosen from 'por Centro de Acopio' (id null: sent to no centre)
  const [centro, setCentro] = useState<{ id: number | null; nombre: string } | null>(null);
  const clave = ['cosecha', 'efectivo', idCiclo];
  // one page at a time (issue 25: the lists answered every row); the totals are the server's, of the whole cycle
  const movimientos = useQuery({
    queryKey: [...clave, 'movimiento', pagina, porPagina, centro?.id],
    queryFn: () => efectivoPorMovimiento(idCiclo, pagina, porPagina, centro ? centro.id : undefined),
    placeholderData: keepPreviousData,
  });
  // R104 looks at the list's first row: page 1's (the same query when page 1 is the one shown)
  const primera = useQuery({
    queryKey: [...clave, 'movimiento', 1, porPagina, undefined],
    queryFn: () => efectivoPorMovimiento(idCiclo, 1, porPagina),
  });
  const porCentro = useQuery({
    queryKey: [...clave, 'centro', pagina, porPagina],
    queryFn: () => efectivoPorCentro(idCiclo, pagina, porPagina),
    enabled: vista === 'centro',
    placeholderData: keepPreviousData,
  });
  const filas = movimientos.data?.data ?? [];
  const total = (vista === 'movimiento' ? movimientos.data?.total : porCentro.data?.total) ?? 0;
  const actual = elegido !== null ? (filas.find((f) => f.id === elegido) ?? null) : null;
  const resumen = movimientos.data?.resumen;
  const seBorra =
    !!actual &&
    !!usuario &&
    puedeBorrarDesembolso(
      {
        id_usuario: actual.id_usuario_registro,
        registrado: hoyEnZona(configuracion?.zona_horaria, new Date(actual.created_at)),
        anulado: actual.anulado,
      },
      usuario.id,
      hoyEnZona(configuracion?.zona_horaria),
    );

  const recargar = async (mensaje: string) => {
    notify(mensaje, { type: 'success' });
    setAviso(null);
    await cliente.invalidateQueries({ queryKey: clave });
  };
  const eliminar = async () => {
    if (!actual) return;
    try {
      const r = seBorra ? await eliminarDesembolso(actual.id) : await anularDesembolso(actual.id, motivo.trim(), claveAnular);
      if (seBorra) setElegido(null);
      setClaveAnular(nuevaClave());
      setMotivo('');
      setBorrar(false);
      await recargar(r.message);
    } catch (e) {
      setBorrar(false);
      setAviso(e instanceof Error ? e.message : 'Error! No se pudo eliminar el registro.');
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap flexWrap="wrap" gap={1} alignItems="center">
        <ToggleButtonGroup
          size="small"
          exclusive
          value={vista}
          onChange={(_, v: Vista | null) => {
            if (!v) return;
            setVista(v);
            setCentro(null);
            setPagina(1);
          }}
          aria-label="Vista"
          sx={{ '& .MuiToggleButton-root': { color: 'text.primary' } }}
        >
          <ToggleButton value="movimiento">por Movimiento</ToggleButton>
          <ToggleButton value="centro" disabled={!porCentroHabilitado(primera.data?.data ?? [])}>
            por Centro de Acopio
          </ToggleButton>
        </ToggleButtonGroup>
        {escribe && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setFormulario('nuevo')}>
            Nuevo desembolso
          </Button>
        )}
        {escribe && vista === 'movimiento' && (
          <>
            <Button
              size="small"
              variant="outlined"
              disabled={!accionesHabilitadas(actual ? 1 : 0) || actual?.anulado}
              onClick={() => setFormulario('editar')}
            >
              Editar
            </Button>
            <Button size="small" color="error" variant="outlined" disabled={!actual || actual.anulado} onClick={() => setBorrar(true)}>
              Eliminar
            </Button>
          </>
        )}
        {exporta && usuario && (
          <BotonDescarga ruta={rutaExcelEfectivo(idCiclo, usuario.id_cooperativa)} etiqueta="Excel" nombrePorDefecto="efectivo.xlsx" />
        )}
      </Stack>
      {vista === 'movimiento' && centro && (
        <Stack direction="row" alignItems="center" gap={1} useFlexGap flexWrap="wrap">
          <Typography>
            Desembolsos de <strong>{centro.nombre}</strong>
          </Typography>
          <Button
            size="small"
            onClick={() => {
              setCentro(null);
              setPagina(1);
            }}
          >
            Ver todos los centros
          </Button>
        </Stack>
      )}
      {aviso && (
        <Alert severity="error" onClose={() => setAviso(null)}>
          {aviso}
        </Alert>
      )}
      {resumen && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 420px) 1fr' } }}>
          <TarjetaGrafica titulo="Porcentaje pagado" subtitulo={`${resumen.porcentaje_pagado} %`}>
            <GraficaPastel
              dona
              alto={160}
              descripcion={`Pagado ${resumen.porcentaje_pagado} % del efectivo entregado`}
              filas={[
                { etiqueta: 'Pagado', valor: resumen.porcentaje_pagado, color: '#2e7d32' },
                { etiqueta: 'Por pagar', valor: 100 - resumen.porcentaje_pagado, color: '#bdbdbd' },
              ]}
            />
          </TarjetaGrafica>
          <Stack spacing={1} justifyContent="center" aria-label="Totales">
            <Typography>
              Efectivo entregado: <strong data-testid="total-entregado">{formatoCentavos(resumen.total_entregado)}</strong>
            </Typography>
            <Typography>
              Total pagado: <strong data-testid="total-pagado">{formatoCentavos(resumen.total_pagado)}</strong>
            </Typography>
          </Stack>
        </Box>
      )}
      {movimientos.isPending ? (
        <Cargando />
      ) : movimientos.isError ? (
        <Alert severity="error">No se pudo cargar el efectivo. Recargue la página para intentarlo de nuevo.</Alert>
      ) : filas.length === 0 ? (
        <Paper variant="outlined">
          <SinRegistros />
        </Paper>
      ) : vista === 'movimiento' ? (
        <TablaEfectivo
          filas={filas}
          elegido={actual?.id ?? null}
          onElegir={(f: FilaEfectivo) => setElegido(f.id === elegido ? null : f.id)}
        />
      ) : porCentro.isPending ? (
        <Cargando />
      ) : (
        <TablaPorCentro
          filas={porCentro.data?.data ?? []}
          onVer={(c) => {
            setCentro({ id: c.id, nombre: c.nombre });
            setElegido(null);
            setVista('movimiento');
            setPagina(1);
          }}
        />
      )}
      <PaginacionLista
        total={total}
        pagina={pagina}
        porPagina={porPagina}
        onCambio={(p, n) => {
          setPorPagina(n);
          setPagina(p);
        }}
      />
      <FormularioDesembolso
        abierto={formulario !== null}
        idCiclo={idCiclo}
        desembolso={formulario === 'editar' ? actual : null}
        onCerrar={() => setFormulario(null)}
        onGuardado={(r) => {
          setFormulario(null);
          // a new one is the newest: back to the first page, where it shows
          if (formulario === 'nuevo') setPagina(1);
          setElegido(r.data.id);
          void recargar(r.message);
        }}
      />
      <Dialog open={borrar && !!actual} onClose={() => setBorrar(false)} aria-labelledby="titulo-borrar-efectivo">
        <DialogTitle id="titulo-borrar-efectivo">
          {seBorra ? '¿Estás seguro? Esta acción no se puede revertir' : 'Anular el desembolso'}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {actual &&
              (seBorra
                ? `Se eliminará el desembolso ${actual.id} de ${formatoCentavos(actual.cantidad)}: deja de contar y queda tachado en la lista.`
                : `El desembolso ${actual.id} de ${formatoCentavos(actual.cantidad)} ya no se elimina: se anula con un motivo y queda tachado.`)}
          </DialogContentText>
          {!seBorra && (
            <TextField label="Motivo" value={motivo} onChange={(e) => setMotivo(e.target.value)} fullWidth required sx={{ mt: 2 }} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setBorrar(false)}>Cancelar</Button>
          <Button color="error" variant="contained" disabled={!seBorra && !motivo.trim()} onClick={eliminar}>
            {seBorra ? 'Eliminar' : 'Anular'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
