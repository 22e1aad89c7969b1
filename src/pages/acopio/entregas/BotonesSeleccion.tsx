import { Button, Stack } from '@mui/material';
import type { EntregasElegidas } from '../../../api/acopio-lotes';

/**
 * The actions on the selected deliveries (spec 002 §2.7): assign a lot, assign a state with folio, change state. They
 * act on what the list selected: the page's ticked rows or every delivery of the filter (useSeleccionFiltro); while
 * the filter's deliveries are being read they wait.
 */
export function BotonesSeleccion({
  seleccion,
  esperando,
  onAccion,
}: {
  seleccion: EntregasElegidas;
  esperando: boolean;
  onAccion: (accion: 'lote' | 'folio' | 'estado', s: EntregasElegidas) => void;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Button size="small" disabled={esperando} onClick={() => onAccion('lote', seleccion)}>
        Asignar lote
      </Button>
      <Button size="small" disabled={esperando} onClick={() => onAccion('folio', seleccion)}>
        Asignar estado
      </Button>
      <Button size="small" disabled={esperando} onClick={() => onAccion('estado', seleccion)}>
        Cambiar estado
      </Button>
    </Stack>
  );
}
