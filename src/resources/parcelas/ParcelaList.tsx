import { Link as MuiLink, Stack, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, Pagination, SearchInput, TopToolbar, useListContext } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { etiquetasProductor } from '@domain/cooperativas/configuracion';
import { muestraEudr } from '@domain/eudr/riesgo';
import { MENSAJE_REPORTE_NO_LISTO } from '@domain/eudr/reporte-whisp';
import { rutaReporteWhisp } from '../../api/eudr';
import { sesion } from '../../sesion/almacenSesion';
import { ChipRiesgoEudr } from './eudr/ChipRiesgoEudr';
import { formatoHectareas, formatoNumero } from '@domain/comun/formato';
import {
  etiquetaGeolocalizacion,
  filtroGeolocalizacion,
  nombreArchivoParcelas,
  type FiltroGeolocalizacion as Filtro,
} from '@domain/parcelas/parcela';
import { rutas } from '@domain/comun/rutas';
import { BotonDescarga } from '../../components/BotonDescarga';
import { BotonRegresar } from '../../components/BotonRegresar';
import { SinRegistros } from '../../components/SinRegistros';
import { TituloPestana } from '../../components/TituloPestana';
import { TAMANOS_PAGINA } from '../../entorno';
import { useCiclo } from '../../sesion/CicloContext';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { textoAlertas } from './alertasLista';
import { FiltroGeolocalizacion } from './FiltroGeolocalizacion';
import { ListaAngostaParcelas } from './ListaAngostaParcelas';
import { rutaExcelParcelas } from './rutaExcelParcelas';
import { BotonRevisionTraces } from './traces/BotonRevisionTraces';
import type { ParcelaFila } from './tipos';
import { TablaDatos } from '../../components/TablaDatos';

const filtros = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />];

/**
 * Toolbar: back (default /dashboard), the geolocation filter, the Excel of the list as it is shown and, with EUDR on
 * (R058), the detailed WHISP report of the cycle and the TRACES file's revision.
 */
function Acciones({ geo, onGeo, conEudr }: { geo: Filtro | null; onGeo: (v: Filtro | null) => void; conEudr: boolean }) {
  const { ciclo } = useCiclo();
  const usuario = sesion.usuario();
  const { configuracion } = useConfiguracion();
  const { filterValues, sort } = useListContext();
  const q = typeof filterValues?.q === 'string' ? filterValues.q : '';
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 1, minWidth: { sm: 460 } }}>
      <BotonRegresar porDefecto={rutas.dashboard()} />
      <FiltroGeolocalizacion valor={geo} onCambio={onGeo} />
      {ciclo && (
        <BotonDescarga
          ruta={rutaExcelParcelas(ciclo.uuid, geo, q, sort)}
          etiqueta="Excel"
          nombrePorDefecto={`${nombreArchivoParcelas(configuracion)}.xlsx`}
        />
      )}
      {ciclo && usuario && conEudr && (
        <BotonDescarga
          ruta={rutaReporteWhisp(usuario.id_cooperativa, ciclo.id)}
          etiqueta="Reporte WHISP"
          nombrePorDefecto="ReporteWHISP.xlsx"
          avisoVacio={MENSAJE_REPORTE_NO_LISTO}
        />
      )}
      <BotonRevisionTraces />
    </TopToolbar>
  );
}

/**
 * /admin/parcelas/list (spec 001 §2.3): plots of the selected cycle, `?geoFilter=1|2|3` (R057; anything else is
 * Todas), text search, sortable columns, 'ALERTAS POLÍGONO' from the stored counts, and the Excel of what is shown.
 * With EUDR on (R058), the ÁREAS NATURALES and RIESGO EUDR columns and the 'Reporte WHISP' Excel.
 */
export function ParcelaList() {
  const { ciclo } = useCiclo();
  const { configuracion } = useConfiguracion();
  const [params, setParams] = useSearchParams();
  const geo = filtroGeolocalizacion(params.get('geoFilter'));
  // eleven columns need ~1 000 px: below 1280 px (sidebar open) one card per plot, as on a phone (issue 10 item 14)
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('lg'));
  const et = etiquetasProductor(configuracion);
  // R058: the EUDR columns only when the cooperative uses EUDR (on when no configuration is stored).
  const conEudr = muestraEudr(configuracion ? configuracion.usa_eudr : undefined);
  const cambiarGeo = (v: Filtro | null) => {
    const p = new URLSearchParams(params);
    if (v) p.set('geoFilter', String(v));
    else p.delete('geoFilter');
    setParams(p);
  };
  const filtroFijo = { ...(ciclo ? { id_ciclo: ciclo.id } : {}), ...(geo ? { geoFilter: geo } : {}) };

  return (
    <>
      <TituloPestana titulo={`Listado ${et.parcelas.toLocaleLowerCase('es')}`} />
      <List<ParcelaFila>
        key={`${ciclo?.id ?? 0}-${geo ?? 0}`}
        resource="admin/parcelas"
        title={`Listado ${et.parcelas.toLocaleLowerCase('es')}`}
        filters={filtros}
        filter={filtroFijo}
        actions={<Acciones geo={geo} onGeo={cambiarGeo} conEudr={conEudr} />}
        sort={{ field: 'cuenta', order: 'ASC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={TAMANOS_PAGINA} />}
        disableSyncWithLocation
        empty={false}
      >
        {angosta ? (
          <ListaAngostaParcelas />
        ) : (
          <TablaDatos<ParcelaFila>
            rowClick={false}
            bulkActionButtons={false}
            empty={<SinRegistros />}
            // eleven columns with the spec's upper-case headers: the shell's compact table (layout/estilosListas.ts) plus smaller headers
            sx={{ '& thead .MuiTableCell-root': { fontSize: '0.75rem' } }}
          >
            <DataTable.Col source="id_num" label="ID" render={(r) => r.id_num ?? '--'} />
            <DataTable.Col
              source="cuenta"
              label="PRODUCTOR"
              render={(r) =>
                r.productor_uuid ? (
                  <MuiLink component={Link} to={rutas.cuentaPerfil(r.productor_uuid)}>
                    {r.cuenta}
                  </MuiLink>
                ) : (
                  r.cuenta
                )
              }
            />
            <DataTable.Col
              source="nombre"
              label={`NOMBRE ${et.parcela.toLocaleUpperCase('es')}`}
              render={(r) => (
                <MuiLink component={Link} to={rutas.parcelaPerfil(r.uuid)}>
                  {r.nombre}
                </MuiLink>
              )}
            />
            <DataTable.Col source="geolocalizacion" label="GEOLOCALIZADA" render={(r) => r.geolocalizacion ?? etiquetaGeolocalizacion(r)} />
            <DataTable.Col source="municipio" label="MUNICIPIO" render={(r) => r.municipio ?? '--'} />
            <DataTable.Col source="localidad" label="COMUNIDAD" render={(r) => r.localidad ?? '--'} />
            <DataTable.Col source="superficie" label="SUPERFICIE (HA)" align="right" render={(r) => formatoHectareas(r.superficie)} />
            <DataTable.Col
              source="plantas"
              label={et.plantas.toLocaleUpperCase('es')}
              align="right"
              render={(r) => formatoNumero(r.plantas)}
            />
            <DataTable.Col
              source="alertas_poligono"
              label="ALERTAS POLÍGONO"
              render={(r) => (
                <Stack component="span" sx={{ color: r.alertas_error_poligono_count > 0 ? 'error.main' : undefined }}>
                  {textoAlertas(r)}
                </Stack>
              )}
            />
            {conEudr && (
              <DataTable.Col
                source="areas_naturales_count"
                label="ÁREAS NATURALES"
                align="right"
                render={(r) => formatoNumero(r.areas_naturales_count ?? 0)}
              />
            )}
            {conEudr && (
              <DataTable.Col source="riesgo_eudr" label="RIESGO EUDR" render={(r) => <ChipRiesgoEudr codigo={r.riesgo_eudr ?? null} />} />
            )}
          </TablaDatos>
        )}
      </List>
    </>
  );
}
