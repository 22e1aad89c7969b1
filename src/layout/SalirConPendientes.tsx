import { forwardRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { useLogout, useUserMenu } from 'react-admin';
import { leerPendientes } from '../offline/pendientes';

export const avisoSalirConPendientes = (n: number) =>
  `Hay ${n} registros sin enviar en este dispositivo. Si cierra la sesión se quedarán aquí hasta que vuelva a entrar con esta cuenta.`;

/**
 * 'Cerrar sesión' that warns first when this device's outbox holds records (issue 28). Signing out never deletes the
 * outbox: the records wait, under this account's `dueno`, until the same person signs in again.
 */
export const SalirConPendientes = forwardRef<HTMLLIElement>(function SalirConPendientes(_props, ref) {
  const logout = useLogout();
  const menu = useUserMenu();
  const [aviso, setAviso] = useState<number | null>(null);
  const salir = () => {
    const n = leerPendientes();
    if (n > 0) setAviso(n);
    else void logout();
  };
  return (
    <>
      <MenuItem ref={ref} onClick={salir}>
        <ListItemIcon>
          <ExitIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Cerrar sesión</ListItemText>
      </MenuItem>
      <Dialog
        open={aviso !== null}
        onClose={() => {
          setAviso(null);
          menu?.onClose();
        }}
      >
        <DialogTitle>Registros sin enviar</DialogTitle>
        <DialogContent>{aviso !== null ? avisoSalirConPendientes(aviso) : null}</DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setAviso(null);
              menu?.onClose();
            }}
          >
            Cancelar
          </Button>
          <Button color="error" onClick={() => void logout()}>
            Cerrar sesión
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
});
