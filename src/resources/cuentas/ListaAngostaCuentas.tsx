import type { ReactNode } from 'react';
import { LinearProgress, List as ListaMui, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatoHectareas } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import { SinRegistros } from '../../components/SinRegistros';
import type { Cuenta } from './tipos';

/**
 * The producers list below the small breakpoint: one line per producer that opens the profile, and the
 * 'Dar de baja' action beside the line (MUI's secondaryAction), not inside it — react-admin's SimpleList would
 * nest a button in a button, which screen readers cannot announce (axe 'nested-interactive').
 */
export function ListaAngostaCuentas({ accion }: { accion?: (r: Cuenta) => ReactNode }) {
  const { data, isPending } = useListContext<Cuenta>();
  if (isPending) return <LinearProgress aria-label="Cargando productores" />;
  if (!data?.length) return <SinRegistros />;
  return (
    <ListaMui dense disablePadding>
      {data.map((r) => (
        <ListItem key={r.id} disablePadding divider secondaryAction={accion?.(r)}>
          <ListItemButton component={Link} to={rutas.cuentaPerfil(String(r.id))}>
            <ListItemText
              primary={r.nombre}
              secondary={`${r.clave_tx ?? '--'} · ${r.localidad}, ${r.municipio} · ${formatoHectareas(r.total_superficie)} ha`}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </ListaMui>
  );
}
