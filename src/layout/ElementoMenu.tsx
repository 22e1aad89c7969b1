import { useRef, useState } from 'react';
import { Badge, Collapse, List, ListItemButton, ListItemIcon, ListItemText, Paper, Popper } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Link, useLocation } from 'react-router-dom';
import { enlacesDelGrupo, type EntradaMenuVisible } from '@domain/comun/menu';
import { iconoMenu } from './iconosMenu';
import { SoloLector } from '../components/SoloLector';

/** What the bell says in words: the dot alone reaches no screen reader. */
const AVISO_CAMPANA = 'altas pendientes';

/** The floating submenu of a minified sidebar hides this long after the pointer leaves (R033). */
const RETRASO_OCULTAR_MS = 250;

interface Props {
  entrada: EntradaMenuVisible;
  minimizado: boolean;
  alElegir?: () => void;
}

/** One sidebar entry; with children, a collapsible group (open sidebar) or a floating submenu (minified). */
export function ElementoMenu({ entrada, minimizado, alElegir }: Props) {
  const { pathname } = useLocation();
  const activo = pathname === entrada.ruta || entrada.hijos.some((h) => pathname === h.ruta);
  const [abierto, setAbierto] = useState(activo);
  const [flotante, setFlotante] = useState(false);
  const ancla = useRef<HTMLDivElement>(null);
  const temporizador = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const icono = (
    <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
      {entrada.campana ? (
        <Badge color="error" variant="dot" aria-hidden>
          <NotificationsActiveIcon />
        </Badge>
      ) : (
        iconoMenu(entrada.clave)
      )}
    </ListItemIcon>
  );
  const texto = (e: EntradaMenuVisible) => (
    <ListItemText
      primary={
        e.insignia ? (
          // The count is read as words ('Altas (3 pendientes)'), not run into the label ('Altas3').
          <Badge color="error" badgeContent={e.insignia} slotProps={{ badge: { 'aria-hidden': true } }}>
            {e.etiqueta}
            <SoloLector>{` (${e.insignia} ${e.insignia === 1 ? 'pendiente' : 'pendientes'})`}</SoloLector>
          </Badge>
        ) : (
          e.etiqueta
        )
      }
    />
  );

  if (entrada.hijos.length === 0) {
    return (
      <ListItemButton
        component={Link}
        to={entrada.ruta}
        selected={activo}
        onClick={alElegir}
        aria-label={minimizado ? entrada.etiqueta : undefined}
      >
        {icono}
        {!minimizado && texto(entrada)}
      </ListItemButton>
    );
  }

  const mostrar = () => {
    clearTimeout(temporizador.current);
    setFlotante(true);
  };
  const ocultar = () => {
    temporizador.current = setTimeout(() => setFlotante(false), RETRASO_OCULTAR_MS);
  };

  if (minimizado) {
    return (
      <div ref={ancla} onMouseEnter={mostrar} onMouseLeave={ocultar} onFocus={mostrar} onBlur={ocultar}>
        <ListItemButton
          component={Link}
          to={entrada.ruta}
          selected={activo}
          aria-label={entrada.campana ? `${entrada.etiqueta}, ${AVISO_CAMPANA}` : entrada.etiqueta}
          aria-haspopup="true"
          aria-expanded={flotante}
        >
          {icono}
        </ListItemButton>
        <Popper open={flotante} anchorEl={ancla.current} placement="right-start" sx={{ zIndex: 1300 }}>
          <Paper elevation={4} onMouseEnter={mostrar} onMouseLeave={ocultar}>
            <List component="div" dense aria-label={entrada.etiqueta}>
              {enlacesDelGrupo(entrada).map((h) => (
                <ListItemButton
                  key={h.clave}
                  component={Link}
                  to={h.ruta}
                  selected={pathname === h.ruta}
                  onClick={() => setFlotante(false)}
                >
                  {texto(h)}
                </ListItemButton>
              ))}
            </List>
          </Paper>
        </Popper>
      </div>
    );
  }

  return (
    <>
      <ListItemButton
        onClick={() => setAbierto(!abierto)}
        aria-expanded={abierto}
        selected={activo && !abierto}
        aria-label={entrada.campana ? `${entrada.etiqueta}, ${AVISO_CAMPANA}` : undefined}
      >
        {icono}
        {texto(entrada)}
        {abierto ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={abierto} unmountOnExit>
        <List component="div" disablePadding dense>
          {enlacesDelGrupo(entrada).map((h) => (
            <ListItemButton key={h.clave} component={Link} to={h.ruta} selected={pathname === h.ruta} sx={{ pl: 9 }} onClick={alElegir}>
              {texto(h)}
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </>
  );
}
