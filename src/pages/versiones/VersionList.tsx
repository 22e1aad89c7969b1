import { DataTable, List, Pagination, SearchInput } from 'react-admin';
import { formatoFecha } from '@domain/comun/formato';
import type { FilaVersion } from '@domain/contrato/versiones';
import { SinRegistros } from '../../components/SinRegistros';
import { TituloPestana } from '../../components/TituloPestana';
import { TAMANOS_PAGINA } from '../../entorno';
import { TablaDatos } from '../../components/TablaDatos';

/** /admin/versiones/list (spec 001 §2.15): the released versions, name and date, newest first. Read-only. */
export function VersionList() {
  return (
    <>
      <TituloPestana titulo="Versiones" />
      <List<FilaVersion>
        resource="versiones"
        title="Versiones"
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Versión" />]}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={TAMANOS_PAGINA} />}
        disableSyncWithLocation
        empty={false}
        exporter={false}
      >
        <TablaDatos<FilaVersion> bulkActionButtons={false} rowClick={false} empty={<SinRegistros />}>
          <DataTable.Col source="name" label="Versión" />
          <DataTable.Col source="date" label="Fecha" render={(r) => formatoFecha(r.date)} />
        </TablaDatos>
      </List>
    </>
  );
}
