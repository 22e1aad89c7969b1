import type { SxProps, Theme } from '@mui/material';
import { DataTable, useListContext, type DataTableProps, type RaRecord } from 'react-admin';
import { stickyHeader } from '@domain/comun/tabla';

/**
 * The app's list table: react-admin's DataTable with R020's sticky header. Its header cells are already
 * `position: sticky`, but sticky to the nearest scrolling box; so a table of more than 7 rows scrolls inside a box of
 * at most 70 % of the screen and its header stays in view; a short one shows whole. Use `TablaDatos.Col` as
 * `DataTable.Col`.
 * @example <TablaDatos<Cuenta> rowClick={alPerfil}><TablaDatos.Col source="nombre" /></TablaDatos>
 */
export function TablaDatos<R extends RaRecord = RaRecord>(props: DataTableProps<R>) {
  const { data } = useListContext<R>();
  const fija: SxProps<Theme> = stickyHeader(data?.length ?? 0)
    ? { '& .RaDataTable-tableWrapper': { maxHeight: 'max(320px, 70vh)', overflow: 'auto' } }
    : {};
  const propio = Array.isArray(props.sx) ? props.sx : props.sx ? [props.sx] : [];
  return <DataTable<R> {...props} sx={[fija, ...propio]} />;
}

TablaDatos.Col = DataTable.Col;
TablaDatos.NumberCol = DataTable.NumberCol;
