import { Box, Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import DrawIcon from '@mui/icons-material/Draw';
import ImageIcon from '@mui/icons-material/Image';
import RedoIcon from '@mui/icons-material/Redo';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import { SelectorTipoMapa } from '../../../components/mapa/SelectorTipoMapa';
import type { TipoMapa } from '../../../components/mapa/capas';

/** The editor's actions (001 §2.8), wrapping onto several rows on a phone. */
export function BarraEditor(p: {
  tipo: TipoMapa;
  onTipo: (t: TipoMapa) => void;
  onRegresar: () => void;
  puedeDeshacer: boolean;
  puedeRehacer: boolean;
  onDeshacer: () => void;
  onRehacer: () => void;
  onVerDibujo: () => void;
  buscandoDibujo: boolean;
  /** A plot without polygon offers drawing one; null once there is a polygon. */
  dibujo: { activo: boolean; onDibujar: () => void } | null;
  puedeGuardar: boolean;
  guardando: boolean;
  onGuardar: () => void;
  puedeEliminar: boolean;
  onEliminar: () => void;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 1 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={p.onRegresar}>
        Regresar
      </Button>
      {/* MUI's unselected toggle text (54 % black) is under 4.5:1 on the page background */}
      <Box sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}>
        <SelectorTipoMapa valor={p.tipo} onCambio={p.onTipo} />
      </Box>
      <Button
        startIcon={<UndoIcon />}
        disabled={!p.puedeDeshacer}
        onClick={p.onDeshacer}
        title="Deshacer (Ctrl+Z)"
        aria-keyshortcuts="Control+Z"
      >
        Deshacer
      </Button>
      <Button
        startIcon={<RedoIcon />}
        disabled={!p.puedeRehacer}
        onClick={p.onRehacer}
        title="Rehacer (Ctrl+Y)"
        aria-keyshortcuts="Control+Y"
      >
        Rehacer
      </Button>
      {p.dibujo && (
        <Button startIcon={<DrawIcon />} variant="outlined" disabled={p.dibujo.activo} onClick={p.dibujo.onDibujar}>
          {p.dibujo.activo ? 'Dibujando…' : 'Dibujar polígono'}
        </Button>
      )}
      <Button startIcon={<ImageIcon />} disabled={p.buscandoDibujo} onClick={p.onVerDibujo}>
        Ver dibujo croquis
      </Button>
      <Button startIcon={<SaveIcon />} variant="contained" disabled={!p.puedeGuardar || p.guardando} onClick={p.onGuardar}>
        {p.guardando ? 'Guardando…' : 'Guardar cambios'}
      </Button>
      <Button startIcon={<DeleteIcon />} color="error" disabled={!p.puedeEliminar} onClick={p.onEliminar}>
        Eliminar Croquis
      </Button>
    </Stack>
  );
}
