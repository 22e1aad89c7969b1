import { MenuItem, TextField } from '@mui/material';
import { OPCIONES_FILTRO_GEOLOCALIZACION, type FiltroGeolocalizacion as Filtro } from '@domain/parcelas/parcela';

const TODAS = 'todas';

/**
 * The plot list's geolocation filter (001 §2.3, R057): Con Polígono, Sólo centroide, Sin geolocalizar, Todas.
 * The list keeps the choice in `?geoFilter=` (absent for Todas), so a link reopens the same rows.
 */
export function FiltroGeolocalizacion({ valor, onCambio }: { valor: Filtro | null; onCambio: (v: Filtro | null) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Geolocalización"
      value={valor ?? TODAS}
      sx={{ minWidth: 190 }}
      onChange={(e) => onCambio(e.target.value === TODAS ? null : (Number(e.target.value) as Filtro))}
    >
      {OPCIONES_FILTRO_GEOLOCALIZACION.map((o) => (
        <MenuItem key={o.etiqueta} value={o.valor ?? TODAS}>
          {o.etiqueta}
        </MenuItem>
      ))}
    </TextField>
  );
}
