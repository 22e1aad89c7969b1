import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, Pagination, SearchInput, SimpleList, TopToolbar, type Identifier } from 'react-admin';
import { formatoNumero } from '@domain/comun/formato';
import { PRODUCTOS } from '@domain/comun/productos';
import { certificacionEfectiva } from '@domain/comun/productos';
import { rutas } from '@domain/comun/rutas';
import { BotonEditar } from '../../components/BotonEditar';
import { BotonNuevo } from '../../components/BotonNuevo';
import { SinRegistros } from '../../components/SinRegistros';
import { TituloPestana } from '../../components/TituloPestana';
import { TAMANOS_PAGINA } from '../../entorno';
import { usePuede } from '../../sesion/usePuede';
import { useFormatoFecha } from '../../sesion/useFormatoFecha';
import type { Cooperativa } from './tipos';
import { TablaDatos } from '../../components/TablaDatos';

const filtros = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />];
const nombreProducto = (id: number) => PRODUCTOS.find((p) => p.id === Number(id))?.nombre ?? '--';

function Acciones() {
  const crear = usePuede('COOPERATIVAS_NUEVO');
  return <TopToolbar>{crear && <BotonNuevo a={rutas.cooperativaCrear()} />}</TopToolbar>;
}

/** /admin/cooperativas/list: searchable table and 'Nuevo' (spec 000 §2.5). */
export function CooperativaList() {
  // a timestamp's day on the cooperative's clock, not UTC's (issue 22 item 22)
  const fecha = useFormatoFecha();
  // Below 800 px a table of seven columns cannot fit: a phone gets one line per cooperative.
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <>
      <TituloPestana />
      <List<Cooperativa>
        title="Cooperativas"
        filters={filtros}
        actions={<Acciones />}
        sort={{ field: 'nombre', order: 'ASC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={TAMANOS_PAGINA} />}
        disableSyncWithLocation
        empty={false}
      >
        {angosta ? (
          <SimpleList<Cooperativa>
            primaryText={(r) => r.nombre}
            secondaryText={(r) => `${nombreProducto(r.id_cat_productos)} · ${certificacionEfectiva(r.certificacion)}`}
            tertiaryText={(r) => r.iniciales ?? ''}
            rowClick={(id: Identifier) => rutas.cooperativaEditar(String(id))}
            empty={<SinRegistros />}
          />
        ) : (
          <TablaDatos<Cooperativa>
            rowClick={(id: Identifier) => rutas.cooperativaEditar(String(id))}
            bulkActionButtons={false}
            empty={<SinRegistros />}
          >
            <DataTable.Col source="nombre" label="Nombre" />
            <DataTable.Col source="iniciales" label="Iniciales" disableSort />
            <DataTable.Col label="Producto" disableSort render={(r) => nombreProducto(r.id_cat_productos)} />
            <DataTable.Col label="Certificación" disableSort render={(r) => certificacionEfectiva(r.certificacion)} />
            <DataTable.Col label="Usuarios" disableSort render={(r) => formatoNumero(r.total_usuarios)} />
            <DataTable.Col source="created_at" label="Creada" render={(r) => fecha(r.created_at)} />
            <DataTable.Col
              label="Acciones"
              disableSort
              render={(r) => <BotonEditar a={rutas.cooperativaEditar(r.id)} etiqueta={`Editar ${r.nombre}`} />}
            />
          </TablaDatos>
        )}
      </List>
    </>
  );
}
