import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ResultadoGuardarCroquis } from '@domain/poligono/guardar-croquis';

/**
 * What follows 'Guardar cambios' (001 §4 'Sketch editor save', R073): saved with alerts → an info dialog with
 * 'Regresar a Perfil de Parcela' or 'Volver a editar'; saved without alerts → a success dialog; not saved →
 * the server's message.
 */
export function DialogoGuardado({
  resultado,
  onCerrar,
  onPerfil,
}: {
  resultado: ResultadoGuardarCroquis | null;
  onCerrar: () => void;
  onPerfil: () => void;
}) {
  if (!resultado) return null;
  const titulo =
    resultado.tipo === 'con-alertas'
      ? 'Croquis guardado con alertas'
      : resultado.tipo === 'exito'
        ? 'Croquis guardado'
        : 'No se pudo guardar el croquis';
  return (
    <Dialog open onClose={onCerrar} aria-labelledby="guardado-titulo">
      <DialogTitle id="guardado-titulo">{titulo}</DialogTitle>
      <DialogContent>
        {resultado.tipo === 'con-alertas' && (
          <>
            <DialogContentText>El croquis se guardó. Revise estas alertas del polígono:</DialogContentText>
            <ul aria-label="Alertas del croquis guardado">
              {resultado.alertas.map((a, i) => (
                <li key={i}>{a}</li>
              ))}
            </ul>
          </>
        )}
        {resultado.tipo === 'exito' && (
          <DialogContentText>Se guardó con éxito el croquis de la parcela. No se detectaron alertas.</DialogContentText>
        )}
        {resultado.tipo === 'error' && <DialogContentText>{resultado.mensaje}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        {resultado.tipo === 'con-alertas' ? (
          <>
            <Button onClick={onPerfil}>{resultado.opciones[0]}</Button>
            <Button onClick={onCerrar} variant="contained" autoFocus>
              {resultado.opciones[1]}
            </Button>
          </>
        ) : resultado.tipo === 'exito' ? (
          <>
            <Button onClick={onPerfil}>Regresar a Perfil de Parcela</Button>
            <Button onClick={onCerrar} variant="contained" autoFocus>
              Aceptar
            </Button>
          </>
        ) : (
          <Button onClick={onCerrar} autoFocus>
            Ok
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
