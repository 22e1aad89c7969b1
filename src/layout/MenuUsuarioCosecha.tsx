import { forwardRef, useState } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { UserMenu, useUserMenu } from 'react-admin';
import { CambiarContrasenaDialogo } from './CambiarContrasenaDialogo';
import { SalirConPendientes } from './SalirConPendientes';

const ElementoCambiarContrasena = forwardRef<HTMLLIElement, { alAbrir: () => void }>(function ElementoCambiarContrasena({ alAbrir }, ref) {
  const menu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        menu?.onClose();
        alAbrir();
      }}
    >
      <ListItemIcon>
        <LockResetIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Cambiar contraseña</ListItemText>
    </MenuItem>
  );
});

/** User menu: 'Cambiar contraseña' and 'Cerrar sesión' (spec 000 §2.3). */
export function MenuUsuarioCosecha() {
  const [dialogo, setDialogo] = useState(false);
  return (
    <>
      <UserMenu>
        <ElementoCambiarContrasena alAbrir={() => setDialogo(true)} />
        <SalirConPendientes />
      </UserMenu>
      <CambiarContrasenaDialogo abierto={dialogo} onClose={() => setDialogo(false)} />
    </>
  );
}
