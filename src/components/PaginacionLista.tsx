import { TablePagination } from '@mui/material';
import { TAMANOS_PAGINA } from '../entorno';

/**
 * The pager under a server-paged list (spec 000 §9, R020): 'Filas por página' with the app's sizes (or one fixed size,
 * then no size choice) and '1–20 de 128'. Pages count from 1, as the API's `page`; a new size goes back to page 1.
 * Hidden while everything fits on the smallest page, unless `siempre` (then hidden only when the list is empty).
 */
export function PaginacionLista({
  total,
  pagina,
  porPagina,
  tamanos = TAMANOS_PAGINA,
  siempre = false,
  onCambio,
}: {
  total: number;
  pagina: number;
  porPagina: number;
  tamanos?: readonly number[];
  siempre?: boolean;
  onCambio: (pagina: number, porPagina: number) => void;
}) {
  if (siempre ? total === 0 : total <= Math.min(...tamanos)) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={pagina - 1}
      rowsPerPage={porPagina}
      rowsPerPageOptions={[...tamanos]}
      onPageChange={(_, p) => onCambio(p + 1, porPagina)}
      onRowsPerPageChange={(e) => onCambio(1, Number(e.target.value))}
      labelRowsPerPage="Filas por página"
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
    />
  );
}
