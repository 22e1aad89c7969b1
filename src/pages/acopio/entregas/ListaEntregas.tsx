import { useState } from 'react';
import { Box, Button, Checkbox, Link, Paper, Stack, Typography, useMediaQuery } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ColumnsButton, DataTable, DateInput, List, Pagination, TopToolbar, useListContext, useRefresh } from 'react-admin';
import { Link as LinkRouter } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { textoMonto } from '@domain/acopio/cantidades';
import { formatoCentavos, formatoFecha } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import type { FilaEntregaListado } from '@domain/contrato/acopio-lotes';
import { SinRegistros } from '../../../components/SinRegistros';
import { TAMANOS_PAGINA } from '../../../entorno';
import { usePuede } from '../../../sesion/usePuede';
import { useConfiguracion } from '../../../sesion/useConfiguracion';
import { BotonExcelEntregas, CeldaRecibo } from '../recibos';
import { useCicloAcopio } from '../useCicloAcopio';
import { AccionesEntrega } from './AccionesEntrega';
import { BotonesSeleccion } from './BotonesSeleccion';
import type { EntregasElegidas } from '../../../api/acopio-lotes';
import { FilaTotales } from './FilaTotales';
import { LineaSeleccionFiltro } from './LineaSeleccionFiltro';
import { PanelAsignarEstado } from './PanelAsignarEstado';
import { PanelAsignarLote } from './PanelAsignarLote';
import { PanelCambiarEstado } from './PanelCambiarEstado';
import { textosFiltro } from './seleccionFiltro';
import { useSeleccionFiltro } from './useSeleccionFiltro';
import { TablaDatos } from '../../../components/TablaDatos';

type Fila = FilaEntregaListado & { id: string };
const kg = (v: number) => textoMonto(v);

/**
 * Columns hidden until a person shows them with «Columnas» (issue 10 item 14: no table wider than the screen from
 * 1024 px). What they say is elsewhere on the row or one click away: the locality on the producer's profile, the gross
 * weight, sacks, centre and coffee on the receipt, the amount paid as Importe minus Saldo (and all of them in the
 * totals row and the Excel). From 1600 px every column fits; under 1200 px the centre, the coffee and the balance go
 * too (a row with a balance still offers its payment in Acciones).
 */
const OCULTAS_DE_INICIO = ['localidad', 'no_bultos', 'peso_bruto', 'pagado_a_productor'];
const OCULTAS_EN_ANGOSTA = [...OCULTAS_DE_INICIO, 'centro_acopio', 'tipo_cafe', 'total_saldo'];

function Acciones({ cicloActivo }: { cicloActivo: boolean }) {
  const nuevo = usePuede('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO');
  const { ciclo } = useCicloAcopio();
  return (
    <TopToolbar>
      <ColumnsButton />
      {ciclo && <BotonExcelEntregas ciclo={ciclo} />}
      {nuevo && cicloActivo && (
        <Button component={LinkRouter} to={rutas.acopioSeleccion()} variant="contained" size="small" startIcon={<AddIcon />}>
          Nuevo
        </Button>
      )}
    </TopToolbar>
  );
}

/** The empty table says what to do next. */
function Vacio({ cicloActivo }: { cicloActivo: boolean }) {
  const nuevo = usePuede('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO');
  return (
    <Box sx={{ p: 2 }}>
      <SinRegistros />
      {nuevo && cicloActivo && <Typography color="text.secondary">Registre la primera entrega del ciclo con «Nuevo».</Typography>}
    </Box>
  );
}

/** Refreshes the list and the lots and chart after a panel changed deliveries, and clears the selection. */
function useTrasCambio() {
  const refresh = useRefresh();
  const cliente = useQueryClient();
  return () => {
    refresh();
    void cliente.invalidateQueries({ queryKey: ['acopio'] });
  };
}

function Tabla({ cicloActivo, idCiclo }: { cicloActivo: boolean; idCiclo: number }) {
  const escribir = usePuede('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO');
  // The returned-sacks status is a column only where the cooperative tracks sacks (002 §2.7, R119: mostrar_costaleras).
  const conCostaleras = Number(useConfiguracion().configuracion?.mostrar_costaleras) === 1;
  const { onUnselectItems, onSelect, selectedIds, onToggleItem, data } = useListContext<Fila>();
  const seleccion = useSeleccionFiltro(idCiclo);
  // Coffee type and process exist only for coffee: a honey or cacao list has no such column.
  const hayCafe = (data ?? []).some((f) => f.tipo_cafe !== null);
  const trasCambio = useTrasCambio();
  const [panel, setPanel] = useState<{ accion: 'lote' | 'folio' | 'estado'; s: EntregasElegidas } | null>(null);
  const cerrar = () => setPanel(null);
  const quitarTodo = () => {
    seleccion.quitarFiltro();
    onUnselectItems();
  };
  const hecho = () => {
    setPanel(null);
    quitarTodo();
    trasCambio();
  };
  const idsPagina = (data ?? []).map((f) => f.id);
  const paginaEntera = idsPagina.length > 0 && seleccion.enPagina === idsPagina.length;
  const esperando = seleccion.poblacion?.tipo === 'reuniendo';
  const cabenTodas = useMediaQuery('(min-width:1600px)');
  const angosta = !useMediaQuery('(min-width:1200px)');
  return (
    <>
      {escribir && seleccion.enPagina > 0 && (
        <Paper variant="outlined" sx={{ px: 2, py: 1, mb: 1 }}>
          <Stack direction="row" alignItems="center" spacing={2} useFlexGap flexWrap="wrap">
            <Typography variant="body2">{textosFiltro.seleccionadas(seleccion.entregas.uuids.length)}</Typography>
            <BotonesSeleccion seleccion={seleccion.entregas} esperando={esperando} onAccion={(accion, s) => setPanel({ accion, s })} />
            {/* with the whole filter selected the line below carries the one «Quitar la selección» */}
            {seleccion.poblacion?.tipo !== 'lista' && (
              <Button size="small" onClick={quitarTodo}>
                Quitar selección
              </Button>
            )}
          </Stack>
          <LineaSeleccionFiltro s={seleccion} onQuitar={quitarTodo} />
        </Paper>
      )}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Tabla de entregas">
        {/* Selection by our own column: react-admin's row checkbox puts its aria-label on the wrapper, not the input (axe). */}
        <TablaDatos<Fila>
          rowClick={false}
          bulkActionButtons={false}
          empty={<Vacio cicloActivo={cicloActivo} />}
          hiddenColumns={cabenTodas ? [] : angosta ? OCULTAS_EN_ANGOSTA : OCULTAS_DE_INICIO}
          // issue 22 item 4: a voided delivery stays in the list, struck through (its reason under its folio)
          rowSx={(r) => ({ '& td': r.anulada ? { textDecoration: 'line-through', color: 'text.secondary' } : {} })}
        >
          {escribir && (
            <DataTable.Col
              label={
                <Checkbox
                  size="small"
                  checked={paginaEntera}
                  indeterminate={seleccion.enPagina > 0 && !paginaEntera}
                  // the page's rows only; other pages' ticks stay (react-admin keeps them across pages)
                  onChange={() =>
                    onSelect(
                      paginaEntera
                        ? selectedIds.filter((id) => !idsPagina.includes(id as string))
                        : [...new Set([...selectedIds, ...idsPagina])],
                    )
                  }
                  slotProps={{ input: { 'aria-label': 'Seleccionar las entregas de esta página' } }}
                />
              }
              disableSort
              render={(r) => (
                <Checkbox
                  size="small"
                  checked={selectedIds.includes(r.id)}
                  onChange={() => onToggleItem(r.id)}
                  slotProps={{ input: { 'aria-label': `Seleccionar ${r.folio_acopio ?? ''}` } }}
                />
              )}
            />
          )}
          <DataTable.Col
            source="fecha_acopio"
            label="Fecha"
            render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatoFecha(r.fecha_acopio)}</Box>}
          />
          <DataTable.Col
            source="folio_acopio"
            label="Folio"
            render={(r) => (
              <Box sx={{ whiteSpace: 'nowrap' }}>
                {r.folio_acopio}
                {r.anulada && (
                  <Box component="span" sx={{ display: 'block', textDecoration: 'none', whiteSpace: 'normal', fontSize: '0.75rem' }}>
                    <Box component="strong" sx={{ color: 'error.main' }}>
                      ANULADA
                    </Box>
                    : {r.motivo_anulacion}
                  </Box>
                )}
                {r.muestreada_calidad && (
                  // issue 26 'The result travels': a sample of this delivery went into a quality analysis
                  <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'success.dark' }}>
                    Muestreada para calidad
                  </Box>
                )}
              </Box>
            )}
          />
          <DataTable.Col
            source="productor_nombre"
            label="Productor"
            disableSort
            render={(r) => (
              <Link component={LinkRouter} to={rutas.cuentaPerfil(r.productor_uuid)} onClick={(e) => e.stopPropagation()}>
                {r.productor_nombre}
              </Link>
            )}
          />
          <DataTable.Col source="localidad" label="Localidad" disableSort />
          <DataTable.Col source="centro_acopio" label="Centro" disableSort render={(r) => r.centro_acopio ?? 'Sin centro'} />
          {hayCafe && (
            <DataTable.Col
              source="tipo_cafe"
              label="Café"
              disableSort
              render={(r) => [r.tipo_cafe, r.proceso].filter(Boolean).join(' · ') || '—'}
            />
          )}
          <DataTable.NumberCol source="no_bultos" label="Bultos" disableSort />
          <DataTable.Col source="peso_bruto" label="Bruto (kg)" disableSort align="right" render={(r) => kg(r.peso_bruto)} />
          <DataTable.Col source="peso_neto" label="Neto (kg)" align="right" render={(r) => kg(r.peso_neto)} />
          <DataTable.Col source="importe_total" label="Importe" align="right" render={(r) => formatoCentavos(r.importe_total)} />
          <DataTable.Col
            source="pagado_a_productor"
            label="Pagado"
            disableSort
            align="right"
            render={(r) => formatoCentavos(r.pagado_a_productor)}
          />
          <DataTable.Col source="total_saldo" label="Saldo" disableSort align="right" render={(r) => formatoCentavos(r.total_saldo)} />
          <DataTable.Col source="lote" label="Lote" disableSort render={(r) => r.lote ?? 'Sin lote'} />
          <DataTable.Col
            source="estatus"
            label="Estado"
            disableSort
            render={(r) => (r.folio_entrega && r.folio_entrega !== 'S/F' ? `${r.estatus} (${r.folio_entrega})` : r.estatus)}
          />
          {conCostaleras && <DataTable.Col source="nombre_cat_costaleras_estatus" label="Costalera" disableSort />}
          <DataTable.Col label="Recibo" disableSort render={(r) => <CeldaRecibo uuid={r.acopio_uuid} folio={r.folio_acopio} soloIcono />} />
          <DataTable.Col label="Acciones" disableSort render={(r) => <AccionesEntrega r={r as Fila} cicloActivo={cicloActivo} />} />
        </TablaDatos>
      </Box>
      <FilaTotales />
      <PanelAsignarLote entregas={panel?.accion === 'lote' ? panel.s.uuids : null} idCiclo={idCiclo} onCerrar={cerrar} onHecho={hecho} />
      <PanelAsignarEstado ids={panel?.accion === 'folio' ? panel.s.ids : null} idCiclo={idCiclo} onCerrar={cerrar} onHecho={hecho} />
      <PanelCambiarEstado entregas={panel?.accion === 'estado' ? panel.s.uuids : null} onCerrar={cerrar} onHecho={hecho} />
    </>
  );
}

/** A day's deliveries: what staff put into a lot or under a folio together, and few enough for one submission. */
const filtros = [<DateInput key="fecha" source="fecha_acopio" label="Fecha de entrega" alwaysOn />];

/**
 * The deliveries table of a cycle (spec 002 §2.7): the search protocol through the dataProvider with the totals row,
 * newest first, filtered by day; producer names link to their profile; selected deliveries (the page's, or every one
 * of the filter) go to a lot or a state.
 */
export function ListaEntregas({ idCiclo, cicloActivo }: { idCiclo: number; cicloActivo: boolean }) {
  return (
    <List<Fila>
      resource="entregas_por_productor"
      title=" "
      filters={filtros}
      filter={{ id_ciclo: idCiclo }}
      sort={{ field: 'fecha_acopio', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={TAMANOS_PAGINA} />}
      queryOptions={{ meta: { totales: true } }}
      actions={<Acciones cicloActivo={cicloActivo} />}
      disableSyncWithLocation
      storeKey="acopio.entregas"
      empty={false}
    >
      <Tabla cicloActivo={cicloActivo} idCiclo={idCiclo} />
    </List>
  );
}
