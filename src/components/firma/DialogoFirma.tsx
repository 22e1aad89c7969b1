import { useId, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs, useMediaQuery, useTheme } from '@mui/material';
import { resolverFirmaGuardada } from '@domain/comite/firma';
import { PadFirma } from './PadFirma';
import { PanelFirmaGuardada } from './PanelFirmaGuardada';
import { SubirFirma } from './SubirFirma';
import { TextoFirma } from './TextoFirma';

type Modo = 'dibujar' | 'nombre' | 'iniciales' | 'subir' | 'guardada';

const PESTANAS: { modo: Modo; etiqueta: string }[] = [
  { modo: 'dibujar', etiqueta: 'Dibujar' },
  { modo: 'nombre', etiqueta: 'Nombre completo' },
  { modo: 'iniciales', etiqueta: 'Iniciales' },
  { modo: 'subir', etiqueta: 'Subir imagen' },
  { modo: 'guardada', etiqueta: 'Firma guardada' },
];

/**
 * The committee's signature dialog (spec 000 §2.10, §4): one tab per way of signing; each keeps what was done in it
 * while the person looks at another, and 'Guardar' returns the PNG of the tab on show. 'Usar firma' (the saved
 * signature) returns at once. 'Cancelar', Escape or a click outside return nothing. Full screen on a phone.
 */
export function DialogoFirma({
  titulo,
  firmaGuardada,
  onGuardar,
  onCerrar,
}: {
  titulo: string;
  firmaGuardada?: string | null;
  onGuardar: (png: string) => void;
  onCerrar: () => void;
}) {
  const tema = useTheme();
  const estrecho = useMediaQuery(tema.breakpoints.down('sm'));
  const base = useId();
  const hayGuardada = resolverFirmaGuardada(firmaGuardada) !== null;
  const pestanas = PESTANAS.filter((p) => p.modo !== 'guardada' || hayGuardada);
  const [modo, setModo] = useState<Modo>(hayGuardada ? 'guardada' : 'dibujar');
  const [hechas, setHechas] = useState<Partial<Record<Modo, string | null>>>({});
  const poner = (m: Modo) => (png: string | null) => setHechas((h) => ({ ...h, [m]: png }));
  const actual = hechas[modo] ?? null;
  const idTitulo = `${base}-titulo`;

  return (
    <Dialog open onClose={onCerrar} fullScreen={estrecho} maxWidth="sm" fullWidth aria-labelledby={idTitulo}>
      <DialogTitle id={idTitulo}>{titulo}</DialogTitle>
      <DialogContent dividers>
        <Tabs
          value={modo}
          onChange={(_, m: Modo) => setModo(m)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Forma de firmar"
          sx={{ mb: 2 }}
        >
          {pestanas.map((p) => (
            <Tab key={p.modo} value={p.modo} label={p.etiqueta} id={`${base}-tab-${p.modo}`} aria-controls={`${base}-panel-${p.modo}`} />
          ))}
        </Tabs>
        {pestanas.map((p) => (
          // Hidden, not unmounted: a drawing or a typed name survives a look at another tab.
          <Box
            key={p.modo}
            role="tabpanel"
            hidden={modo !== p.modo}
            id={`${base}-panel-${p.modo}`}
            aria-labelledby={`${base}-tab-${p.modo}`}
          >
            {p.modo === 'dibujar' ? <PadFirma onCambio={poner('dibujar')} /> : null}
            {p.modo === 'nombre' ? <TextoFirma modo="nombre" onCambio={poner('nombre')} /> : null}
            {p.modo === 'iniciales' ? <TextoFirma modo="iniciales" onCambio={poner('iniciales')} /> : null}
            {p.modo === 'subir' ? <SubirFirma onCambio={poner('subir')} /> : null}
            {p.modo === 'guardada' && firmaGuardada ? <PanelFirmaGuardada valor={firmaGuardada} onUsar={onGuardar} /> : null}
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>Cancelar</Button>
        {modo !== 'guardada' ? (
          <Button variant="contained" disabled={!actual} onClick={() => actual && onGuardar(actual)}>
            Guardar
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
