import { useState } from 'react';
import { Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { useQuery } from '@tanstack/react-query';
import { leerPanel, MENSAJES_FILTROS, panelActivo, type FiltrosPanel } from '@domain/tableros/filtros';
import { leerOpcionesPanel } from '../../api/tableros';
import { useCiclo } from '../../sesion/CicloContext';

const TODOS = '';
const ancho = { xs: '100%', sm: 170 } as const;

/**
 * The filter panel of the dashboards (spec 000 §2.3): Desde, Hasta, Inspector and Ubicación (municipality, then
 * locality). An empty field means 'all' (000 §5); 'Limpiar' sets every one back to 'all'. The options are the
 * cycle's inspectors with records and the places of its producers. A backwards range is shown on Hasta and not
 * applied, so the figures never show a range the user did not mean.
 */
export function PanelFiltros({ panel, onCambiar }: { panel: FiltrosPanel; onCambiar: (p: FiltrosPanel) => void }) {
  const { ciclo } = useCiclo();
  const opciones = useQuery({
    queryKey: ['cosecha', 'tablero', 'opciones-panel', ciclo?.id],
    queryFn: () => leerOpcionesPanel(ciclo!.id),
    enabled: !!ciclo,
    staleTime: 60_000,
  });
  const [fechas, setFechas] = useState({ desde: panel.desde ?? '', hasta: panel.hasta ?? '' });
  const [errorRango, setErrorRango] = useState<string | null>(null);
  const municipio = opciones.data?.municipios.find((m) => m.id === panel.id_municipio);

  const aplicar = (cambio: Partial<Record<keyof FiltrosPanel, unknown>>) => {
    const { panel: nuevo, errores } = leerPanel({ ...panel, ...cambio });
    if (errores.hasta?.includes(MENSAJES_FILTROS.rango)) return setErrorRango(MENSAJES_FILTROS.rango);
    setErrorRango(null);
    if (!Object.keys(errores).length) onCambiar(nuevo);
  };
  const cambiarFecha = (campo: 'desde' | 'hasta', valor: string) => {
    setFechas((f) => ({ ...f, [campo]: valor }));
    aplicar({ ...fechas, [campo]: valor });
  };
  const limpiar = () => {
    setFechas({ desde: '', hasta: '' });
    setErrorRango(null);
    onCambiar({});
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Filtros" sx={{ p: 1.5, mb: 2 }}>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1.5} alignItems="flex-start">
        <TextField
          label="Desde"
          type="date"
          size="small"
          value={fechas.desde}
          onChange={(e) => cambiarFecha('desde', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: ancho }}
        />
        <TextField
          label="Hasta"
          type="date"
          size="small"
          value={fechas.hasta}
          onChange={(e) => cambiarFecha('hasta', e.target.value)}
          error={!!errorRango}
          helperText={errorRango ?? undefined}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: ancho }}
        />
        <TextField
          select
          label="Inspector"
          size="small"
          value={panel.id_inspector ?? TODOS}
          onChange={(e) => aplicar({ id_inspector: e.target.value })}
          disabled={!opciones.data}
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          <MenuItem value={TODOS}>Todos</MenuItem>
          {opciones.data?.inspectores.map((i) => (
            <MenuItem key={i.id} value={i.id}>
              {i.nombre}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Ubicación"
          size="small"
          value={municipio ? municipio.id : TODOS}
          onChange={(e) => aplicar({ id_municipio: e.target.value, id_localidad: undefined })}
          disabled={!opciones.data}
          sx={{ width: { xs: '100%', sm: 200 } }}
        >
          <MenuItem value={TODOS}>Todos los municipios</MenuItem>
          {opciones.data?.municipios.map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.nombre}
            </MenuItem>
          ))}
        </TextField>
        {municipio && (
          <TextField
            select
            label="Localidad"
            size="small"
            value={municipio.localidades.some((l) => l.id === panel.id_localidad) ? panel.id_localidad : TODOS}
            onChange={(e) => aplicar({ id_localidad: e.target.value })}
            sx={{ width: { xs: '100%', sm: 200 } }}
          >
            <MenuItem value={TODOS}>Todas las localidades</MenuItem>
            {municipio.localidades.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.nombre}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button startIcon={<FilterAltOffIcon />} onClick={limpiar} disabled={!panelActivo(panel) && !fechas.desde && !fechas.hasta}>
          Limpiar
        </Button>
      </Stack>
    </Paper>
  );
}
