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
import { BotonBandeja } from './BotonBandeja';
import { MenuUsuarioCosecha } from './MenuUsuarioCosecha';
import { SelectorCiclo } from './SelectorCiclo';

const unaLinea = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', minWidth: 0 } as const;
const chipSx = { border: '1px solid rgba(255,255,255,0.6)', borderRadius: 1 } as const;

/**
 * Fixed top bar (spec 000 §2.3): logo and version; outside production the cooperative id, name and
 * certification (on a phone, under the page title); cycle selector; user menu. Below 800 px its menu button opens a collapsible top menu.
 */
export function AppBarCosecha() {
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const [abierto, setAbierto] = useSidebarState();
  const [menuSuperior, setMenuSuperior] = useState(false);
  const usuario = sesion.usuario();
  const info = funcionesDeEntorno(ENTORNO).infoCooperativaEnBarra && usuario;
  const chip = usuario ? `#${usuario.id_cooperativa} ${usuario.cooperativa} · ${certificacionEfectiva(usuario.certificacion)}` : '';

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
        {/* on a phone the logo alone names the app: the page title needs the room (issue 10 item 18); the version is in 'Acerca de' */}
        {!angosta && (
          <>
            <Typography component="span" variant="h6" sx={{ fontWeight: 600 }}>
              Cosecha
            </Typography>
            <Typography component="span" variant="caption" sx={{ opacity: 0.9 }}>
              v{VERSION}
            </Typography>
          </>
        )}
        {info && !angosta && (
          <Typography component="span" variant="caption" title={chip} sx={{ ml: 1, px: 1, ...chipSx, ...unaLinea, flexShrink: 1 }}>
            {chip}
          </Typography>
        )}
        {/* the title keeps its width; the cooperative chip gives way first */}
        <Box sx={{ flex: '1 0 auto', minWidth: 0, maxWidth: angosta ? 'none' : '45%', ml: angosta ? 0.5 : 2, flexShrink: 1 }}>
          <Box sx={unaLinea}>
            <TitlePortal variant="subtitle1" />
          </Box>
          {info && angosta && (
            <Typography component="div" variant="caption" title={chip} sx={{ ...unaLinea, lineHeight: 1.2, opacity: 0.95 }}>
              {chip}
            </Typography>
          )}
        </Box>
        {!angosta && <SelectorCiclo />}
        <LoadingIndicator />
        <BotonBandeja />
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
