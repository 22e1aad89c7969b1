import { Button, Stack } from '@mui/material';
import { useListContext } from 'react-admin';
import type { FilaEntregaListado } from '@domain/contrato/acopio-lotes';

/** Selected deliveries, as the panels take them: uuids for lots and status changes, ids for the folio assignment. */
export interface Seleccion {
  uuids: string[];
  ids: number[];
}

/**
 * The actions on the selected deliveries (spec 002 §2.7): assign a lot, assign a state with folio, change state. Only
 * the rows of the page shown can be selected (a page holds up to 100).
 */
export function BotonesSeleccion({ onAccion }: { onAccion: (accion: 'lote' | 'folio' | 'estado', s: Seleccion) => void }) {
  const { selectedIds, data } = useListContext<FilaEntregaListado & { id: string }>();
  const filas = (data ?? []).filter((f) => selectedIds.includes(f.id));
  const s: Seleccion = { uuids: filas.map((f) => f.acopio_uuid), ids: filas.map((f) => f.id_acopio) };
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Button size="small" onClick={() => onAccion('lote', s)}>
        Asignar lote
      </Button>
      <Button size="small" onClick={() => onAccion('folio', s)}>
        Asignar estado
      </Button>
      <Button size="small" onClick={() => onAccion('estado', s)}>
        Cambiar estado
      </Button>
    </Stack>
  );
}
