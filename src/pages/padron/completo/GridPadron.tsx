import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, IconButton, Link } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { rutas } from '@domain/comun/rutas';
import type { FilaPadronCompleto } from '@domain/contrato/padron-completo';
import type { ColumnaPadron } from '@domain/padron/columnas-completo';
import { SinRegistros } from '../../../components/SinRegistros';
import { BotonIconoDescarga } from '../../../components/BotonIconoDescarga';
import { rutaHojaPadron } from '../../../api/padron-completo';
import { TAMANOS_PAGINA } from '../../../entorno';
import { textoCelda } from '@domain/padron/columnas-completo';

/** Columns the server sorts by (the resource's `orden`); the rest are not sortable. */
const ORDENABLES = new Set([
  'productor_clave_tx',
  'productor_nombre',
  'localidad',
  'municipio',
  'region',
  'cuenta_categoria',
  'calculada',
  'cuenta_parcelas',
  'tx_no_plantas_totales',
  'productor_fecha_ingreso',
]);

const textoLocal = esES.components.MuiDataGrid.defaultProps.localeText;

/** A cell the person may edit: its value, an 'updated' mark once saved (visible and read aloud), and the edit button. */
function CeldaEditable({
  texto,
  etiqueta,
  actualizada,
  onEditar,
}: {
  texto: ReactNode;
  etiqueta: string;
  actualizada: boolean;
  onEditar: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, width: '100%', minWidth: 0 }}>
      <Box component="span" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {texto}
      </Box>
      {/* 'updated' for the eye and for a screen reader (the SVG's own title) */}
      {actualizada && <CheckCircleIcon color="success" fontSize="small" titleAccess="Actualizado" />}
      <IconButton size="small" aria-label={`Editar ${etiqueta}`} onClick={onEditar}>
        <EditIcon fontSize="inherit" />
      </IconButton>
    </Box>
  );
}

/**
 * The register's grid (@mui/x-data-grid, virtualised): server-side pages and sort, Spanish texts, the producer's
 * name linking to their profile, the producer's registry sheet (PDF), the parcels button and each editable cell's button. It scrolls sideways inside
 * itself, so a phone keeps the page still and swipes the grid.
 */
export function GridPadron({
  columnas,
  filas,
  total,
  cargando,
  pagina,
  onPagina,
  orden,
  onOrden,
  actualizadas,
  onEditar,
  onParcelas,
  onHistorial,
}: {
  columnas: ColumnaPadron[];
  filas: FilaPadronCompleto[];
  total: number;
  cargando: boolean;
  pagina: GridPaginationModel;
  onPagina: (p: GridPaginationModel) => void;
  orden: GridSortModel;
  onOrden: (o: GridSortModel) => void;
  actualizadas: ReadonlySet<string>;
  onEditar: (col: ColumnaPadron, fila: FilaPadronCompleto) => void;
  onParcelas: (fila: FilaPadronCompleto) => void;
  /** The producer's change history (src/components/historial/, wired by the integrator): a 'Historial' button per row. */
  onHistorial?: (fila: FilaPadronCompleto) => void;
}) {
  const defs = useMemo<GridColDef<FilaPadronCompleto>[]>(() => {
    const datos = columnas.map<GridColDef<FilaPadronCompleto>>((c) => ({
      field: c.campo,
      headerName: c.encabezado,
      // a date needs its whole dd/MMM/yyyy (issue 22 item 25: cut at 1280 px)
      width: Math.max(c.formato === 'fecha' ? 130 : 110, c.ancho * 9),
      sortable: ORDENABLES.has(c.campo),
      align: c.formato === 'texto' || c.formato === 'fecha' ? 'left' : 'right',
      headerAlign: c.formato === 'texto' || c.formato === 'fecha' ? 'left' : 'right',
      renderCell: ({ row }) => {
        const texto = textoCelda(row[c.campo], c.formato);
        const marca = actualizadas.has(`${row.id_cuenta}:${c.campo}`);
        if (c.campo === 'productor_nombre') {
          const enlace = (
            <Link component={RouterLink} to={rutas.cuentaPerfil(row.productor_uuid)}>
              {row.productor_nombre}
            </Link>
          );
          return c.edicion ? (
            <CeldaEditable
              texto={enlace}
              etiqueta={`nombre de ${row.productor_nombre}`}
              actualizada={marca}
              onEditar={() => onEditar(c, row)}
            />
          ) : (
            enlace
          );
        }
        if (!c.edicion) return texto;
        return (
          <CeldaEditable
            texto={texto}
            etiqueta={`${c.edicion.etiqueta} de ${row.productor_nombre}`}
            actualizada={marca}
            onEditar={() => onEditar(c, row)}
          />
        );
      },
    }));
    const acciones: GridColDef<FilaPadronCompleto> = {
      field: 'cuenta_parcelas_boton',
      headerName: 'Parcelas',
      width: onHistorial ? 210 : 120,
      sortable: false,
      renderCell: ({ row }) => (
        <>
          <Button size="small" onClick={() => onParcelas(row)} aria-label={`Parcelas de ${row.productor_nombre}`}>
            Parcelas
          </Button>
          {onHistorial && (
            <Button size="small" onClick={() => onHistorial(row)} aria-label={`Historial de ${row.productor_nombre}`}>
              Historial
            </Button>
          )}
        </>
      ),
    };
    // 001 §2.9: the sheets column right after the producer's name; one sheet a producer, the registry sheet.
    const hojas: GridColDef<FilaPadronCompleto> = {
      field: 'hojas_pdf',
      headerName: 'Hojas (PDF)',
      width: 100,
      sortable: false,
      align: 'center',
      headerAlign: 'center',
      renderCell: ({ row }) => (
        <BotonIconoDescarga
          ruta={rutaHojaPadron(row.productor_uuid, row.id_ciclo)}
          etiqueta={`Descargar hoja de ${row.productor_nombre}`}
          nombrePorDefecto={`hoja_padron_${row.productor_clave_tx ?? row.id_cuenta}.pdf`}
          icono={<PictureAsPdfIcon fontSize="small" />}
        />
      ),
    };
    const conHojas = (cols: GridColDef<FilaPadronCompleto>[]) => {
      const n = cols.findIndex((d) => d.field === 'productor_nombre');
      return [...cols.slice(0, n + 1), hojas, ...cols.slice(n + 1)];
    };
    // The parcels button sits after the producer's name (001 §2.9 column order puts it after the dates).
    const i = datos.findIndex((d) => d.field === 'cuenta_parcelas');
    return conHojas(i >= 0 ? [...datos.slice(0, i + 1), acciones, ...datos.slice(i + 1)] : [...datos, acciones]);
  }, [columnas, actualizadas, onEditar, onParcelas, onHistorial]);

  return (
    <Box sx={{ height: { xs: 520, md: 620 }, width: '100%', minWidth: 0 }}>
      <DataGrid<FilaPadronCompleto>
        rows={filas}
        columns={defs}
        getRowId={(f) => f.id_cuenta}
        rowCount={total}
        loading={cargando}
        paginationMode="server"
        sortingMode="server"
        paginationModel={pagina}
        onPaginationModelChange={onPagina}
        pageSizeOptions={TAMANOS_PAGINA}
        sortModel={orden}
        onSortModelChange={onOrden}
        disableColumnFilter
        disableRowSelectionOnClick
        localeText={textoLocal}
        slots={{ noRowsOverlay: SinRegistros }}
        aria-label="Padrón completo"
        density="compact"
        // headers wrap onto two lines instead of ending in '…': two columns read 'Estimación del…' at 1280 px (issue 22 item 25)
        columnHeaderHeight={60}
        sx={{
          '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2, overflow: 'visible', textOverflow: 'clip' },
          '& .MuiDataGrid-columnHeaderTitleContainerContent': { overflow: 'visible' },
        }}
      />
    </Box>
  );
}
