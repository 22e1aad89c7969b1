import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { TIPOS_MAPA, type TipoMapa } from './capas';

/** The map-type selector shown above every map; a plain button group so it works by keyboard. */
export function SelectorTipoMapa({
  valor,
  onCambio,
  tipos = TIPOS_MAPA.map((t) => t.id),
}: {
  valor: TipoMapa;
  onCambio: (tipo: TipoMapa) => void;
  tipos?: TipoMapa[];
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={valor}
      aria-label="Tipo de mapa"
      // MUI's grey for unselected buttons (54 % black) falls under 4.5:1 on the page's warm background (axe)
      sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
      onChange={(_, v: TipoMapa | null) => {
        if (v) onCambio(v);
      }}
    >
      {TIPOS_MAPA.filter((t) => tipos.includes(t.id)).map((t) => (
        <ToggleButton key={t.id} value={t.id}>
          {t.etiqueta}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
