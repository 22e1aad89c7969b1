import { useMediaQuery } from '@mui/material';
import { DataTable, List, Pagination, SearchInput, SimpleList, TextInput } from 'react-admin';
import { formatoNumero } from '@domain/comun/formato';
import type { FilaLocalidad } from '@domain/contrato/localidades';
import { SinRegistros } from '../../components/SinRegistros';
import { TituloPestana } from '../../components/TituloPestana';
import { TAMANOS_PAGINA } from '../../entorno';
import { useFormatoFecha } from '../../sesion/useFormatoFecha';
import { TablaDatos } from '../../components/TablaDatos';

/** Coordinates to 4 decimals, as the registry shows them (001 §9). */
const coordenada = (v: number) => formatoNumero(v, 4);

const filtros = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nombre o clave" />,
  <TextInput key="municipio" source="municipio@like" label="Municipio" />,
  <TextInput key="estado" source="estado@like" label="Estado" />,
];

/**
 * /admin/localidades/list (spec 001 §2.15, §3 'Locality'): the shared localities catalogue, by name, with search and
 * pages like the other lists. Read-only; nothing here is about a cooperative (the risk per locality is the maps').
 */
export function LocalidadList() {
  const angosta = useMediaQuery('(max-width:699.95px)');
  // the timestamps' day on the cooperative's clock, not UTC's (issue 22 item 22)
  const fecha = useFormatoFecha();
  return (
    <>
      <TituloPestana titulo="Localidades" />
      <List<FilaLocalidad>
        resource="localidades"
        title="Localidades"
        filters={filtros}
        sort={{ field: 'nombre', order: 'ASC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={TAMANOS_PAGINA} />}
        disableSyncWithLocation
        empty={false}
        exporter={false}
      >
        {angosta ? (
          <SimpleList<FilaLocalidad>
            primaryText={(r) => r.nombre}
            secondaryText={(r) => `${r.municipio}, ${r.estado}`}
            tertiaryText={(r) => r.clave_concatenada ?? ''}
            rowClick={false}
            empty={<SinRegistros />}
          />
        ) : (
          <TablaDatos<FilaLocalidad> bulkActionButtons={false} rowClick={false} empty={<SinRegistros />}>
            {/* the record's id is its uuid (dataProvider aRegistro); the catalogue's integer id travels as id_num */}
            <DataTable.Col source="id_num" label="Id" />
            <DataTable.Col source="clave_concatenada" label="Clave" render={(r) => r.clave_concatenada ?? '--'} />
            <DataTable.Col source="nombre" label="Nombre" />
            <DataTable.Col source="municipio" label="Municipio" />
            <DataTable.Col source="estado" label="Estado" />
            <DataTable.Col source="localidad_latitud" label="Latitud" disableSort render={(r) => coordenada(r.localidad_latitud)} />
            <DataTable.Col source="localidad_longitud" label="Longitud" disableSort render={(r) => coordenada(r.localidad_longitud)} />
            <DataTable.Col source="created_at" label="Creada" render={(r) => fecha(r.created_at)} />
            <DataTable.Col source="updated_at" label="Actualizada" render={(r) => fecha(r.updated_at)} />
          </TablaDatos>
        )}
      </List>
    </>
  );
}
