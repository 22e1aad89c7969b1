import { useState } from 'react';
import { Box, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { DataTable, List, Pagination, SearchInput, TopToolbar, useListContext, useRefresh, type Identifier } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { etiquetasProductor } from '@domain/cooperativas/configuracion';
import { formatoHectareas, formatoNumero } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import { rutaExcelProductores } from '@domain/comun/descargas';
import { BotonDescarga } from '../../components/BotonDescarga';
import { BotonNuevo } from '../../components/BotonNuevo';
import { ChipCategoria } from '../../components/ChipCategoria';
import { SinRegistros } from '../../components/SinRegistros';
import { TituloPestana } from '../../components/TituloPestana';
import { TAMANOS_PAGINA } from '../../entorno';
import { useCiclo } from '../../sesion/CicloContext';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { usePuede } from '../../sesion/usePuede';
import { CuentaBajaDialogo } from './CuentaBajaDialogo';
import { ListaAngostaCuentas } from './ListaAngostaCuentas';
import type { Cuenta } from './tipos';
import { TablaDatos } from '../../components/TablaDatos';

const filtros = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />];
const alPerfil = (id: Identifier) => rutas.cuentaPerfil(String(id));

/** Toolbar: 'Nuevo productor', and the Excel of the list as it is shown (cycle, ?organico=1, search text). */
function Acciones({ organico }: { organico: boolean }) {
  const { ciclo } = useCiclo();
  const { filterValues } = useListContext();
  const q = typeof filterValues?.q === 'string' ? filterValues.q : '';
  const nuevo = usePuede('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO');
  const exportar = usePuede('CUENTAS_EXPORTAR');
  return (
    <TopToolbar>
      {nuevo && <BotonNuevo a={rutas.cuentaAgregar()} etiqueta="Nuevo productor" />}
      {exportar && ciclo && (
        <BotonDescarga ruta={rutaExcelProductores(ciclo.uuid, { organico, q })} etiqueta="Excel" nombrePorDefecto="productores.xlsx" />
      )}
    </TopToolbar>
  );
}

/**
 * /admin/cuentas/list (spec 000 §2.7): confirmed producers of the selected cycle (reloads when it changes);
 * `?organico=1` shows only the organic register. The code column only with usa_codigo_tx = 1.
 * 'Excel' (CUENTAS_EXPORTAR) downloads the same population (GET xls/cuentas/{cycle}).
 */
export function CuentaList() {
  const { ciclo } = useCiclo();
  const { configuracion } = useConfiguracion();
  const [params] = useSearchParams();
  const organico = params.get('organico') === '1';
  const refresh = useRefresh();
  const [baja, setBaja] = useState<Cuenta | null>(null);
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const conCodigo = Number(configuracion?.usa_codigo_tx) === 1;
  const puedeBaja = usePuede('CUENTAS_BAJA');
  // Spec 000 §2.8, R014: plots and plants are named by the cooperative (apiarios and colmenas for honey).
  const etiquetas = etiquetasProductor(configuracion);
  const botonBaja = (r: Cuenta) => (
    <Tooltip title="Dar de baja">
      <IconButton
        size="small"
        color="error"
        aria-label={`Dar de baja a ${r.nombre}`}
        onClick={(e) => {
          e.stopPropagation();
          setBaja(r);
        }}
      >
        <PersonOffIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
  // 000 §7 'search cuentas (id_ciclo, confirmado=1)': the population the dashboards and the Excel count too
  const filtroFijo = { ...(ciclo ? { id_ciclo: ciclo.id } : {}), confirmado: 1, ...(organico ? { organico: 1 } : {}) };

  return (
    <>
      <TituloPestana titulo={organico ? 'Productores orgánicos' : undefined} />
      <List<Cuenta>
        key={`${ciclo?.id ?? 0}-${organico ? 1 : 0}`}
        title={organico ? 'Productores orgánicos' : 'Listado productores'}
        filters={filtros}
        filter={filtroFijo}
        actions={<Acciones organico={organico} />}
        sort={{ field: 'clave_tx', order: 'ASC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={TAMANOS_PAGINA} />}
        disableSyncWithLocation
        empty={false}
      >
        {angosta ? (
          <ListaAngostaCuentas accion={puedeBaja ? botonBaja : undefined} />
        ) : (
          <TablaDatos<Cuenta> rowClick={alPerfil} bulkActionButtons={false} empty={<SinRegistros />}>
            <DataTable.Col source="clave_tx" label="Clave" />
            {conCodigo && <DataTable.Col source="codigo_tx" label="Código" disableSort render={(r) => r.codigo_tx || '--'} />}
            <DataTable.Col source="nombre" label="Nombre" />
            <DataTable.Col source="municipio" label="Municipio" />
            <DataTable.Col source="localidad" label="Localidad" />
            <DataTable.Col
              source="cuenta_categoria"
              label="Categoría"
              render={(r) => <ChipCategoria nombre={r.cuenta_categoria} color={r.cuenta_categoria_color} />}
            />
            <DataTable.Col
              source="total_parcelas"
              label={etiquetas.parcelas}
              align="right"
              render={(r) => formatoNumero(r.total_parcelas)}
            />
            <DataTable.Col source="total_superficie" label="Hectáreas" align="right" render={(r) => formatoHectareas(r.total_superficie)} />
            <DataTable.Col source="total_plantas" label={etiquetas.plantas} align="right" render={(r) => formatoNumero(r.total_plantas)} />
            {puedeBaja && (
              <DataTable.Col
                label="Acciones"
                disableSort
                render={(r) => (
                  // an icon keeps the nine columns inside 1280 px; the tooltip and the label say what it does
                  <Box onClick={(e) => e.stopPropagation()}>{botonBaja(r as Cuenta)}</Box>
                )}
              />
            )}
          </TablaDatos>
        )}
      </List>
      <CuentaBajaDialogo
        cuenta={baja}
        onClose={() => setBaja(null)}
        onHecho={() => {
          setBaja(null);
          refresh();
        }}
      />
    </>
  );
}
