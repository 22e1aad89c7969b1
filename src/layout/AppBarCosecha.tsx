import { useState } from 'react';
import { AppBar, Box, Collapse, IconButton, Paper, Toolbar, Typography, useMediaQuery, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { LoadingIndicator, TitlePortal, useSidebarState } from 'react-admin';
import { funcionesDeEntorno } from '@domain/comun/entorno';
import { certificacionEfectiva } from '@domain/comun/productos';
import { ENTORNO, VERSION } from '../entorno';
import { LogoCosecha } from '../components/LogoCosecha';
import { sesion } from '../sesion/almacenSesion';
import { MenuCosecha } from './MenuCosecha';
import { MenuUsuarioCosecha } from './MenuUsuarioCosecha';
import { SelectorCiclo } from './SelectorCiclo';

/**
 * Fixed top bar (spec 000 §2.3): logo and version; outside production the cooperative id, name and
 * certification; cycle selector; user menu. Below 800 px its menu button opens a collapsible top menu.
 */
export function AppBarCosecha() {
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const [abierto, setAbierto] = useSidebarState();
  const [menuSuperior, setMenuSuperior] = useState(false);
  const usuario = sesion.usuario();
  const info = funcionesDeEntorno(ENTORNO).infoCooperativaEnBarra && usuario;

  return (
    <AppBar position="fixed" color="primary" elevation={1}>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        {angosta ? (
          <IconButton
            color="inherit"
            edge="start"
            onClick={() => setMenuSuperior(!menuSuperior)}
            aria-label={menuSuperior ? 'Cerrar menú' : 'Abrir menú'}
            aria-expanded={menuSuperior}
            aria-controls="menu-superior"
          >
            <MenuIcon />
          </IconButton>
        ) : (
          <IconButton
            color="inherit"
            edge="start"
            onClick={() => setAbierto(!abierto)}
            aria-label={abierto ? 'Minimizar menú' : 'Expandir menú'}
          >
            {abierto ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
        )}
        <LogoCosecha tamano={28} titulo="Cosecha" />
        <Typography component="span" variant="h6" sx={{ fontWeight: 600 }}>
          Cosecha
        </Typography>
        <Typography component="span" variant="caption" sx={{ opacity: 0.9 }}>
          v{VERSION}
        </Typography>
        {info && !angosta && (
          <Typography component="span" variant="caption" sx={{ ml: 1, px: 1, border: '1px solid rgba(255,255,255,0.6)', borderRadius: 1 }}>
            {`#${usuario.id_cooperativa} ${usuario.cooperativa} · ${certificacionEfectiva(usuario.certificacion)}`}
          </Typography>
        )}
        <Box sx={{ flex: 1, minWidth: 0, ml: 2, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
          <TitlePortal variant="subtitle1" />
        </Box>
        {!angosta && <SelectorCiclo />}
        <LoadingIndicator />
        <MenuUsuarioCosecha />
      </Toolbar>
      {angosta && (
        <Collapse in={menuSuperior} id="menu-superior">
          <Paper square sx={{ maxHeight: '70vh', overflowY: 'auto' }}>
            <Box sx={{ p: 1.5 }}>
              <SelectorCiclo />
            </Box>
            <MenuCosecha forzarAbierto alElegir={() => setMenuSuperior(false)} />
          </Paper>
        </Collapse>
      )}
    </AppBar>
  );
}
